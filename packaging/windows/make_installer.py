"""The Windows installer: ``makensis`` compiles ``zanzibar-desktop.nsi`` around a one-folder
build into ``dist/zanzibar-desktop-VERSION-setup.exe``. The release pipeline runs it on
Windows with the Windows build; the tests compile it on Linux (Debian's ``nsis``) around the
Linux build, to check the script.

    python packaging/windows/make_installer.py FOLDER ICON.ico OUTPUT_DIR
"""

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from zanzibar_desktop import __version__  # noqa: E402
from zanzibar_desktop.project_page import project_page  # noqa: E402

SCRIPT = Path(__file__).resolve().parent / "zanzibar-desktop.nsi"


def build(folder: Path, icon: Path, output: Path) -> Path:
    makensis = shutil.which("makensis")
    if makensis is None:
        sys.exit("makensis is not installed (Debian: apt-get install nsis)")
    if not folder.is_dir() or not icon.is_file():
        sys.exit(f"no build in {folder} or no icon {icon}: run make dist first")
    output.mkdir(parents=True, exist_ok=True)
    installer = output / f"zanzibar-desktop-{__version__}-setup.exe"
    numbers = [int(part) for part in __version__.split(".")] + [0] * 4
    defines = {"VERSION": __version__, "VERSION4": ".".join(map(str, numbers[:4])),
               "SOURCE": str(folder.resolve()), "ICON": str(icon.resolve()),
               "HOMEPAGE": project_page(), "OUTFILE": str(installer.resolve())}
    option = "/" if sys.platform == "win32" else "-"
    subprocess.run([makensis, f"{option}V2", f"{option}WX", f"{option}INPUTCHARSET", "UTF8",
                    *(f"{option}D{name}={value}" for name, value in defines.items()),
                    str(SCRIPT)], check=True)
    return installer


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__.strip().splitlines()[-1].strip())
    print(build(Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])))
