"""Writing a game log (``zanzibar simulate --log FILE``) to disk; what a line holds is
:mod:`zanzibar_desktop.engine.game_log`.
"""

import os
from pathlib import Path
from typing import Any

from ..engine.game_log import dumps_line
from .atomic import AtomicWrite, failure_reason
from .errors import StorageError


class LogWriter:
    """Writes log lines through :class:`~zanzibar_desktop.storage.atomic.AtomicWrite`: to a
    temporary file beside ``path`` renamed over it on :meth:`commit`, so a log file is whole
    or absent; to a device or a pipe (``/dev/null``, a FIFO) as a stream, the node left as it
    is. Write errors raise :class:`StorageError`; the folder must exist.

    Use it as a context manager: leaving without :meth:`commit` removes the temporary file.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._write = AtomicWrite(path, "w", make_folders=False, encoding="utf-8", newline="\n")

    def write(self, record: dict[str, Any]) -> None:
        try:
            self._write.stream.write(dumps_line(record) + "\n")
        except OSError as error:
            raise StorageError(failure_reason(error)) from error

    def commit(self) -> None:
        self._write.commit()

    def discard(self) -> None:
        self._write.discard()

    def __enter__(self) -> "LogWriter":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.discard()  # after a commit there is nothing left to discard
