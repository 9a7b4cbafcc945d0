"""The main window. For now it only carries the game's name; the table comes next."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMainWindow


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("Zanzibar")
        self.resize(1024, 700)
        welcome = QLabel(self.tr("Zanzibar and 421: the table is being set."))
        welcome.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setCentralWidget(welcome)
