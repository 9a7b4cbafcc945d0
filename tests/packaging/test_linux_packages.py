"""The Linux downloads: the .deb (its contents and control fields; installed with dpkg,
played through a demo game and removed without a trace when the tests run as root) and the
portable .tar.gz."""

import io
import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

if sys.platform != "win32":
    import fcntl

from zanzibar_desktop import __version__

pytestmark = [pytest.mark.packaging, pytest.mark.xdist_group("dist")]

APP_ID = "io.github.zanzibar_desktop"
# The system's package state is one for every checkout on the machine: one install test at a time.
SYSTEM_LOCK = Path("/tmp/zanzibar-desktop-deb-test.lock")
INSTALLED = {
    "/usr/bin/zanzibar-desktop", "/usr/lib/zanzibar-desktop/zanzibar-desktop",
    f"/usr/share/applications/{APP_ID}.desktop", f"/usr/share/metainfo/{APP_ID}.metainfo.xml",
    f"/usr/share/mime/packages/{APP_ID}.xml",
    f"/usr/share/icons/hicolor/256x256/apps/{APP_ID}.png",
    f"/usr/share/icons/hicolor/16x16/apps/{APP_ID}.png",
    "/usr/share/doc/zanzibar-desktop/copyright",
}


def deb_field(deb: Path, field: str) -> str:
    return subprocess.run(["dpkg-deb", "-f", str(deb), field], check=True, capture_output=True,
                          text=True, timeout=60).stdout.strip()


def deb_paths(deb: Path, folders: bool = True) -> list[str]:
    listing = subprocess.run(["dpkg-deb", "--fsys-tarfile", str(deb)], check=True,
                             capture_output=True, timeout=120).stdout
    with tarfile.open(fileobj=io.BytesIO(listing)) as tar:
        return ["/" + member.name.removeprefix("./").rstrip("/") for member in tar.getmembers()
                if member.name not in (".", "./") and (folders or not member.isdir())]


def test_the_deb_holds_the_program_and_its_desktop_files(installers, linux_build):
    deb = installers["deb"]
    folder = sum(path.stat().st_size for path in linux_build.rglob("*")
                 if path.is_file() and not path.is_symlink())
    assert folder < int(deb_field(deb, "Installed-Size")) * 1024 < 1.05 * folder
    assert deb_field(deb, "Package") == "zanzibar-desktop"
    assert deb_field(deb, "Version") == __version__
    depends = deb_field(deb, "Depends")
    for needed in ("libgl1", "libegl1", "libxkbcommon0", "libxcb-cursor0", "libfontconfig1"):
        assert needed in depends
    assert set(deb_paths(deb)) >= INSTALLED
    assert all(path.startswith(("/usr/bin/", "/usr/lib/zanzibar-desktop/", "/usr/share/"))
               for path in deb_paths(deb, folders=False))


def run_demo(command: str, home: Path) -> subprocess.CompletedProcess:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", ZANZIBAR_DESKTOP_HOME=str(home))
    return subprocess.run([command, "--demo", "--rules", "421-boite", "--speed", "instant",
                           "--exit-at-end"], env=environment, capture_output=True, text=True,
                          timeout=600)


def test_the_deb_installs_plays_and_leaves_nothing_behind(installers, tmp_path):
    if os.geteuid() != 0:
        pytest.skip("installing a package needs root")
    deb = installers["deb"]
    with SYSTEM_LOCK.open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        install_play_and_purge(deb, tmp_path)


def install_play_and_purge(deb: Path, tmp_path: Path) -> None:
    subprocess.run(["dpkg", "--purge", "zanzibar-desktop"], capture_output=True, timeout=600)
    paths = deb_paths(deb)
    there_before = {path for path in paths if os.path.lexists(path)}
    assert not there_before & INSTALLED
    subprocess.run(["dpkg", "-i", str(deb)], check=True, capture_output=True, timeout=600)
    try:
        assert all(os.path.lexists(path) for path in paths)
        assert Path("/usr/share/mime/application/x-zanzibar.xml").exists()  # the MIME trigger ran
        subprocess.run(["desktop-file-validate", f"/usr/share/applications/{APP_ID}.desktop"],
                       check=True, timeout=60)
        result = run_demo("zanzibar-desktop", tmp_path / "home")  # found on the PATH
        assert result.returncode == 0, result.stderr[-2000:]
    finally:
        removed = subprocess.run(["dpkg", "--purge", "zanzibar-desktop"], capture_output=True,
                                 text=True, timeout=600)
    assert removed.returncode == 0, removed.stderr
    left = {path for path in paths if os.path.lexists(path)} - there_before
    assert not left
    assert not Path("/usr/share/mime/application/x-zanzibar.xml").exists()
    assert not Path("/usr/lib/zanzibar-desktop").exists()


def test_the_portable_tarball_unpacks_to_the_same_program(installers, tmp_path):
    tarball = installers["tarball"]
    assert __version__ in tarball.name
    with tarfile.open(tarball) as tar:
        names = tar.getnames()
        assert all(name == "zanzibar-desktop" or name.startswith("zanzibar-desktop/")
                   for name in names)
        assert {member.uid for member in tar.getmembers()} == {0}
        tar.extractall(tmp_path, filter="tar")
    folder = tmp_path / "zanzibar-desktop"
    assert (folder / "share" / "applications" / f"{APP_ID}.desktop").exists()
    result = run_demo(str(folder / "zanzibar-desktop"), tmp_path / "home")
    assert result.returncode == 0, result.stderr[-2000:]
