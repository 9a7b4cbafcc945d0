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
# The floor: a table made of the same kinds of Qt widget as the game's first frame, and only
# them, written the ordinary way (Qt's enums for alignment, text format and the dock's area):
# menu titles, a bold heading, a felt painted with three dice, four buttons, a message line,
# a hidden dock. No package of ours, no settings, no translations. What any PySide6 program
# drawing such a table pays over a bare window; the game is measured against it too.
FLOOR = """from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (QDockWidget, QHBoxLayout, QLabel, QMainWindow, QPushButton,
                               QVBoxLayout, QWidget)

class Felt(QWidget):
    def paintEvent(self, event):
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#1f7a4d"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#f4f1e8"))
        for die in range(3):
            painter.drawRoundedRect(self.width() // 2 - 150 + die * 110, self.height() // 2 - 40,
                                    80, 80, 12, 12)
        painter.end()

window = QMainWindow()
for title in ("&Game", "&View", "&Help"):
    window.menuBar().addMenu(title)
central = QWidget()
column = QVBoxLayout(central)
heading = QLabel("Your turn")
font = heading.font()
font.setPointSize(16)
font.setBold(True)
heading.setFont(font)
heading.setTextFormat(Qt.TextFormat.PlainText)
heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
column.addWidget(heading)
column.addWidget(Felt(), 1)
row = QHBoxLayout()
row.addStretch()
for text in ("&Throw", "&Stop here", "S&kip to my turn", "&Hint"):
    row.addWidget(QPushButton(text))
row.addStretch()
column.addLayout(row)
message = QLabel("Your turn: throw the dice (Space).")
message.setWordWrap(True)
message.setAlignment(Qt.AlignmentFlag.AlignCenter)
column.addWidget(message)
window.setCentralWidget(central)
dock = QDockWidget("History")
window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
dock.hide()
window.resize(1100, 740)"""
# Bytecode cached outside the sources; without it every start compiles the whole package.
# The first start of a run writes the cache, which is why every benchmark warms up first.
PYCACHE = {"PYTHONDONTWRITEBYTECODE": "", "PYTHONPYCACHEPREFIX": str(HOME / "pycache")}
