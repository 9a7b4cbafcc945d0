"""The portable Linux download: ``make tarball`` packs the one-folder build (the same
``zanzibar-desktop`` program as the .deb, with its ``share/`` desktop entry, metainfo,
MIME type and icon) into ``dist/zanzibar-desktop-VERSION-linux-ARCH.tar.gz``.

    python packaging/linux/make_tarball.py FOLDER OUTPUT_DIR
"""

import platform
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from zanzibar_desktop import __version__  # noqa: E402

NAME = "zanzibar-desktop"


def as_root(member: tarfile.TarInfo) -> tarfile.TarInfo:
    member.uid = member.gid = 0
    member.uname = member.gname = "root"
    member.mode = 0o755 if member.isdir() or member.mode & 0o100 else 0o644
    return member


def build(folder: Path, output: Path) -> Path:
    if not (folder / NAME).is_file():
        sys.exit(f"no build in {folder}: run make dist first")
    output.mkdir(parents=True, exist_ok=True)
    archive = output / f"{NAME}-{__version__}-linux-{platform.machine()}.tar.gz"
    with tarfile.open(archive, "w:gz", compresslevel=9) as tar:
        tar.add(folder, arcname=NAME, filter=as_root)
    return archive


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[-1].strip())
    print(build(Path(sys.argv[1]), Path(sys.argv[2])))
