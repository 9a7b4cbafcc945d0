"""``BackgroundReview``: the games waiting for their review in ``games.sqlite`` reviewed in
a worker process below normal priority (``review_worker.py``), never on the window's
thread (issue 35). Asked after each finished game with a human seat is kept; asked again
while a worker runs, it runs once more after it, for the games kept meanwhile. A worker
that dies costs nothing: the reviews it finished are kept, and the next one does the rest.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import threading
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ..storage.records import records_file
from . import review_worker
from .solve_worker import STOP

logger = logging.getLogger(__name__)

_SPAWN = multiprocessing.get_context("spawn")  # a fresh interpreter on every system
_GRACE_SECONDS = 5.0  # a stopped worker ends between two games; past this it is ended


class BackgroundReview(QObject):
    progressed = Signal(int, int)  # games reviewed, of those waiting (from the listener)
    finished = Signal(int)  # a worker ended: how many games it reviewed (0 when it failed)
    _over = Signal(int)

    def __init__(self, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self._process: multiprocessing.process.BaseProcess | None = None
        self._orders = None
        self._listener: threading.Thread | None = None
        self._again = False
        self._over.connect(self._on_over)

    @property
    def working(self) -> bool:
        return self._process is not None

    def request(self) -> None:
        """Review the games waiting: now, or after the worker under way."""
        if self._process is not None:
            self._again = True
            return
        receiving, sending = _SPAWN.Pipe(duplex=False)
        heard, orders = _SPAWN.Pipe(duplex=False)
        path = self.path if self.path is not None else records_file()
        process = _SPAWN.Process(target=review_worker.review,
                                 args=(str(path), sending, heard, os.getpid()),
                                 name="review", daemon=True)
        process.start()
        sending.close()
        heard.close()

        def listen() -> None:
            count = 0
            try:
                while True:
                    message = receiving.recv()
                    if message[0] == review_worker.PROGRESS:
                        with contextlib.suppress(RuntimeError):  # the owner went meanwhile
                            self.progressed.emit(message[1], message[2])
                        continue
                    if message[0] == review_worker.DONE:
                        count = message[1]
                    else:
                        logger.error("the background review failed: %s", message[1])
                    break
            except (EOFError, OSError):  # the worker ended without a word
                logger.warning("the background review ended unexpectedly")
            receiving.close()
            process.join()
            orders.close()
            with contextlib.suppress(RuntimeError):
                self._over.emit(count)

        self._process, self._orders = process, orders
        self._listener = threading.Thread(target=listen, name="review-listener", daemon=True)
        self._listener.start()

    def stop(self) -> None:
        """Stop the worker between two games (those reviewed are kept)."""
        self._again = False
        if self._orders is not None:
            with contextlib.suppress(OSError):
                self._orders.send(STOP)

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the worker (at the program's end); True when it is over. A worker that
        does not end within its grace is ended."""
        if self._process is None:
            return True
        self._process.join(_GRACE_SECONDS if timeout is None else min(timeout, _GRACE_SECONDS))
        if self._process.is_alive():
            self._process.terminate()
        self._listener.join(timeout)
        return not self._listener.is_alive()

    def _on_over(self, count: int) -> None:
        self._process = self._orders = self._listener = None
        self.finished.emit(count)
        if self._again:
            self._again = False
            self.request()
