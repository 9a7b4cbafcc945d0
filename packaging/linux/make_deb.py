"""The Debian package, from the one-folder build: ``make deb`` writes
``dist/zanzibar-desktop_VERSION_ARCH.deb`` with ``dpkg-deb``.

Laid out as Debian lays out a program: the folder in /usr/lib/zanzibar-desktop, a launcher
on the PATH as /usr/bin/zanzibar-desktop, the desktop entry, the icons, the AppStream
metainfo and the ``.zanzibar`` MIME type under /usr/share. No maintainer scripts: the
menu, icon and MIME caches are refreshed by the triggers of the packages that own them.
It depends on the Debian packages Qt needs, so ``apt install ./file.deb`` brings them.

    python packaging/linux/make_deb.py FOLDER ICONS OUTPUT_DIR
"""

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from zanzibar_desktop import __version__  # noqa: E402
from zanzibar_desktop.project_page import project_page  # noqa: E402

NAME = "zanzibar-desktop"
APP_ID = "io.github.zanzibar_desktop"
LINUX = ROOT / "packaging" / "linux"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
# What Qt's xcb and Wayland platforms load from the system (the build carries the rest);
# the alternatives name the packages after Debian 13's and Ubuntu 24.04's 64-bit time move.
DEPENDS = ("libc6, libgl1, libegl1, libfontconfig1, libfreetype6, libxkbcommon0, "
           "libxkbcommon-x11-0, libglib2.0-0t64 | libglib2.0-0, libdbus-1-3, libx11-xcb1, "
           "libxcb1, libxcb-cursor0, libxcb-icccm4, libxcb-image0, libxcb-keysyms1, "
           "libxcb-randr0, libxcb-render-util0, libxcb-shape0, libxcb-xinerama0, libxcb-xkb1, "
           "libwayland-client0, libwayland-cursor0, libwayland-egl1")
LAUNCHER = f"#!/bin/sh\nexec /usr/lib/{NAME}/{NAME} \"$@\"\n"


def architecture() -> str:
    return subprocess.run(["dpkg", "--print-architecture"], check=True, capture_output=True,
                          text=True).stdout.strip()


def control(installed_kib: int) -> str:
    return (f"Package: {NAME}\nVersion: {__version__}\nArchitecture: {architecture()}\n"
            f"Maintainer: Zanzibar Desktop <zanzibar-desktop@users.noreply.github.com>\n"
            f"Installed-Size: {installed_kib}\nDepends: {DEPENDS}\n"
            f"Recommends: shared-mime-info, desktop-file-utils, hicolor-icon-theme\n"
            f"Section: games\nPriority: optional\nHomepage: {project_page()}\n"
            "Description: French bar dice games Zanzibar and 421\n"
            " Play Zanzibar and 421 against computer opponents or friends on the same\n"
            " screen: every house variant configurable, printable rule sheets, and the\n"
            " exact odds of every choice. In English and French.\n")


def put(source: Path, target: Path, mode: int = 0o644) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    target.chmod(mode)


def lay_out(folder: Path, icons: Path, tree: Path) -> None:
    """The installed files under ``tree``, as dpkg will put them under /."""
    program = tree / "usr" / "lib" / NAME
    shutil.copytree(folder, program, symlinks=True, ignore=shutil.ignore_patterns("share"))
    launcher = tree / "usr" / "bin" / NAME
    launcher.parent.mkdir(parents=True)
    launcher.write_text(LAUNCHER)
    launcher.chmod(0o755)
    share = tree / "usr" / "share"
    put(LINUX / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    put(LINUX / f"{APP_ID}.metainfo.xml", share / "metainfo" / f"{APP_ID}.metainfo.xml")
    put(LINUX / f"{APP_ID}.mime.xml", share / "mime" / "packages" / f"{APP_ID}.xml")
    for size in ICON_SIZES:
        put(icons / f"{NAME}-{size}.png",
            share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png")
    put(ROOT / "packaging" / "linux" / "copyright", share / "doc" / NAME / "copyright")
    for path in tree.rglob("*"):  # root may have a restrictive umask: say every mode
        if path.is_dir():
            path.chmod(0o755)
        elif not path.is_symlink():
            path.chmod(0o755 if os.access(path, os.X_OK) else 0o644)


def build(folder: Path, icons: Path, output: Path) -> Path:
    if not (folder / NAME).is_file():
        sys.exit(f"no build in {folder}: run make dist first")
    output.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as temporary:
        tree = Path(temporary) / "tree"
        lay_out(folder, icons, tree)
        size = sum(path.stat().st_size for path in tree.rglob("*")
                   if path.is_file() and not path.is_symlink())
        (tree / "DEBIAN").mkdir(mode=0o755)
        (tree / "DEBIAN" / "control").write_text(control((size + 1023) // 1024))
        package = output / f"{NAME}_{__version__}_{architecture()}.deb"
        subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "-z9", "--build", str(tree),
                        str(package)], check=True, capture_output=True)
    return package


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__.strip().splitlines()[-1].strip())
    print(build(Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])))
