"""Documents the desktop asks the game to open: a ``.zanzibar`` file double-clicked in the
file manager. Windows and Linux start the program with the file as its argument (``app.py``);
macOS's Finder sends the running application a ``FileOpen`` event instead — at launch too —
which ``Application`` hands to its ``DocumentInbox``."""

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QApplication


class DocumentInbox(QObject):
    """Holds the files asked for before the window is ready, then announces each new one."""

    document = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pending: list[str] = []
        self._receiving = False

    def receive(self, path: str) -> None:
        if not path:
            return
        if self._receiving:
            self.document.emit(path)
        else:
            self._pending.append(path)

    def start_receiving(self) -> str | None:
        """From now on each file is announced by ``document``; returns the last one asked
        for until now (the one to open at start), if any."""
        self._receiving = True
        pending, self._pending = self._pending, []
        return pending[-1] if pending else None


class Application(QApplication):
    """The game's QApplication: it takes the FileOpen events macOS sends it."""

    def __init__(self, argv: list[str]) -> None:
        super().__init__(argv)
        self.documents = DocumentInbox(self)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen:
            self.documents.receive(event.file())
            return True
        return super().event(event)
