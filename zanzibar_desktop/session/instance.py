"""One autosave per data folder: the lock that says which running copy of the program owns it.

The first copy started on a data folder takes a ``QLockFile`` there. A second copy finds
the lock taken: it may ask the first to come to the front or play on without an autosave,
so the two never write, or delete, the same ``autosave.zanzibar``. A lock left by a copy
that died (a crash, ``kill -9``) is stale: Qt sees its process is gone and the next copy
takes it over.

"Come to the front" is a file: the second copy creates ``RAISE_REQUEST`` in the folder
(holding, when it was started with one, the game file to open there) and the owner,
watching the folder, removes it, raises its window and opens the file. Qt's file watcher is
all it needs, so the build carries no network module for it.

A lock file that says nothing Qt can check — empty, garbage, or written on another machine
(a data folder copied or synced from elsewhere) — would make every start think another copy
runs here: it is taken over.
"""

import enum
import os
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QDeadlineTimer,
    QFileSystemWatcher,
    QLockFile,
    QObject,
    QSysInfo,
    QThread,
    Signal,
)

LOCK_NAME = "zanzibar-desktop.lock"
RAISE_REQUEST = "zanzibar-desktop.raise-request"
ANSWER_WAIT_MS = 2500


class Ownership(enum.Enum):
    OWNER = "owner"  # this copy holds the lock: it keeps the autosave
    ELSEWHERE = "elsewhere"  # another running copy holds it
    UNLOCKABLE = "unlockable"  # the folder cannot hold a lock (read-only): nobody can own it


class InstanceLock(QObject):
    """The lock on one data folder, and the owner's ear for "come to the front" requests."""

    raise_requested = Signal()
    open_requested = Signal(str)  # a game file another copy was asked to open (after raise)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.request = folder / RAISE_REQUEST
        self._lock = QLockFile(str(folder / LOCK_NAME))
        self._lock.setStaleLockTime(0)  # stale only when its process is gone, however old
        self._watcher: QFileSystemWatcher | None = None

    def acquire(self) -> Ownership:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return Ownership.UNLOCKABLE
        if self._lock.tryLock(0):
            return Ownership.OWNER
        if self._lock.error() != QLockFile.LockError.LockFailedError:
            return Ownership.UNLOCKABLE
        if self._unverifiable() and self._lock.removeStaleLockFile() and self._lock.tryLock(0):
            return Ownership.OWNER
        return Ownership.ELSEWHERE

    def _unverifiable(self) -> bool:
        """The lock names no process this machine can check: unreadable (empty, garbage)
        or written on another host."""
        pid, host, _application = self._lock.getLockInfo()  # (0, "", "") when unreadable
        return pid <= 0 or (bool(host) and host != QSysInfo.machineHostName())

    def listen(self) -> None:
        """As the owner, answer other copies' requests to come to the front."""
        if self._watcher is not None:
            return
        self._answer()  # a request left from before this copy started is answered at once
        self._watcher = QFileSystemWatcher([str(self.folder)], self)
        self._watcher.directoryChanged.connect(self._answer)

    def _answer(self) -> None:
        try:
            path = self.request.read_bytes().decode("utf-8", "replace").strip()
            self.request.unlink()
        except OSError:  # no request (the folder changed for another reason)
            return
        self.raise_requested.emit()
        if path:
            self.open_requested.emit(path)

    def ask_owner_to_raise(self, game_file: str | None = None) -> bool:
        """Ask the copy that owns the folder to bring its window to the front, and to open
        ``game_file`` there if given; True if it answered within ANSWER_WAIT_MS."""
        text = "" if not game_file else os.path.abspath(game_file)
        # Written beside and renamed into place: the owner never reads half a name.
        partial = self.request.with_name(f".{self.request.name}.{os.getpid()}.tmp")
        try:
            partial.write_bytes(text.encode("utf-8", "surrogateescape"))
            os.replace(partial, self.request)
        except OSError:
            partial.unlink(missing_ok=True)
            return False
        deadline = QDeadlineTimer(ANSWER_WAIT_MS)
        while not deadline.hasExpired():
            QCoreApplication.processEvents()
            if not self.request.exists():
                return True
            QThread.msleep(20)
        self.request.unlink(missing_ok=True)
        return False

    def release(self) -> None:
        if self._watcher is not None:
            self._watcher.deleteLater()
            self._watcher = None
        self._lock.unlock()
