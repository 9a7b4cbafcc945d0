"""The start-up benchmarks' shared pieces (``first_paint.py``, ``table_speed.py``): the bare
PySide6 window the table is measured against, and the Python settings that make a start from
source look like an installed one (bytecode cached, whatever PYTHONDONTWRITEBYTECODE says).
"""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HOME = ROOT / "build" / "bench-home"
# A program that shows ``window`` (made by ``make_window``) and runs until it is ended.
SHOW = "import sys\nfrom PySide6.QtWidgets import QApplication\napp = QApplication(sys.argv)\n" \
       "{make_window}\nwindow.show()\napp.exec()\n"
# The bare window: the main window's class and size, nothing in it.
BARE = "from PySide6.QtWidgets import QMainWindow\nwindow = QMainWindow()\nwindow.resize(1100, 740)"
# Bytecode cached outside the sources; without it every start compiles the whole package.
# The first start of a run writes the cache, which is why every benchmark warms up first.
PYCACHE = {"PYTHONDONTWRITEBYTECODE": "", "PYTHONPYCACHEPREFIX": str(HOME / "pycache")}
