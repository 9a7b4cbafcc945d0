"""Prints the size of the Linux one-folder build, of a bare PySide6 + pyqtgraph window frozen
the same way (PyInstaller one folder, windowed, default options, libraries stripped as
``make dist`` strips them), their ratio against the goal (≤ 0.80), and every installer in
dist/ (the .deb, the .tar.gz, the NSIS .exe compiled here around the Linux folder, and any
.dmg copied there).

Run ``make dist deb tarball nsis`` first; the bare window is built here (a minute or two,
in build/bare-window).
"""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "dist" / "zanzibar-desktop"
BARE = ROOT / "build" / "bare-window"
GOAL = 0.80
BARE_WINDOW = '''import sys

import pyqtgraph
from PySide6.QtWidgets import QApplication, QMainWindow

app = QApplication(sys.argv)
window = QMainWindow()
window.setCentralWidget(pyqtgraph.PlotWidget())
window.show()
if "--quit" not in sys.argv:
    app.exec()
'''


def folder_size(path: Path) -> int:
    return sum(entry.stat().st_size for entry in path.rglob("*")
               if entry.is_file() and not entry.is_symlink())


def strip(folder: Path) -> None:
    """As ``make dist`` does: every shared library but OpenBLAS's, which stripping breaks."""
    libraries = [str(path) for path in folder.rglob("*.so*")
                 if path.is_file() and not path.is_symlink() and "numpy.libs" not in path.parts]
    subprocess.run(["strip", "--strip-unneeded", *libraries], check=True)


def freeze(source: str, name: str, folder: Path) -> Path:
    """The program ``source`` frozen in ``folder`` as ``make dist`` freezes the game
    (PyInstaller one folder, windowed, default options, libraries stripped); its folder."""
    folder.mkdir(parents=True, exist_ok=True)
    script = folder / f"{name.replace('-', '_')}.py"
    script.write_text(source)
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--onedir", "--windowed",
                    "--log-level", "WARN", "--name", name,
                    "--distpath", str(folder / "dist"), "--workpath", str(folder / "work"),
                    "--specpath", str(folder), str(script)], check=True)
    frozen = folder / "dist" / name
    if sys.platform.startswith("linux"):
        strip(frozen)
    return frozen


def bare_window() -> Path:
    return freeze(BARE_WINDOW, "bare-window", BARE)


def megabytes(size: int) -> str:
    return f"{size / 1e6:.1f} MB"


def main() -> None:
    if not (FOLDER / "zanzibar-desktop").exists():
        print("installer sizes: skipped (no build: run make dist deb tarball nsis first)")
        return
    ours, bare = folder_size(FOLDER), folder_size(bare_window())
    print(f"one-folder build:      {megabytes(ours)}")
    print(f"bare window, frozen:   {megabytes(bare)}")
    print(f"ratio: {ours / bare:.2f} (goal ≤ {GOAL:.2f}, that is ≤ {megabytes(GOAL * bare)})")
    for pattern in ("*.deb", "*.tar.gz", "*-setup.exe", "*.dmg"):
        for installer in sorted((ROOT / "dist").glob(pattern)):
            print(f"{installer.name + ':':<44} {megabytes(installer.stat().st_size)}")


if __name__ == "__main__":
    main()
