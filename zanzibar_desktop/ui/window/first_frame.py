"""The window's first frame, watched: ``drawn`` is said once it is on screen (its children
paint in the same pass, and the window system gets it before the loop turns again), or,
when no frame comes (a window shown minimized, or on another desktop), after a while."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# How long start-up waits for the first frame before going on without it (a window shown
# minimized is not drawn until the player brings it up).
FRAME_WAIT_MS = 2000


class FirstFrame(QObject):
    drawn = Signal()

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.host = host
        self.done = False
        host.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True  # the frame paints now; it is on screen at the loop's next turn
            QTimer.singleShot(0, self, self._drawn)
        elif event.type() == QEvent.Type.Show and not self.done:
            QTimer.singleShot(FRAME_WAIT_MS, self, self._no_frame_yet)
        return False

    def _no_frame_yet(self) -> None:
        """Start-up does not wait for ever for a frame the window system does not ask for."""
        if not self.done:
            self.done = True
            self._drawn()

    def _drawn(self) -> None:
        """The frame is drawn: it reaches the screen (the window system may hold it in a
        buffer until the program next waits), then start-up goes on."""
        self.host.removeEventFilter(self)
        QGuiApplication.sync()
        self.drawn.emit()
