"""Writing a game log (``zanzibar simulate --log FILE``) to disk; what a line holds is
:mod:`zanzibar_desktop.engine.game_log`.
"""

import contextlib
import errno
import os
from pathlib import Path
from typing import Any

from ..engine.game_log import dumps_line
from .atomic import failure_reason, remove_temporary
from .errors import StorageError


class LogWriter:
    """Writes log lines to a temporary file beside ``path`` and renames it over ``path`` on
    :meth:`commit`, so a log is whole or absent; write errors raise :class:`StorageError`.

    Use it as a context manager: leaving without :meth:`commit` removes the temporary file.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        import tempfile  # only when writing, as in atomic.py

        self.path = Path(path)
        try:
            if self.path.is_dir():
                raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(self.path))
            handle, temporary = tempfile.mkstemp(
                prefix=f".{self.path.name}.", suffix=".tmp", dir=self.path.parent)
        except OSError as error:
            raise StorageError(failure_reason(error)) from error
        self._temporary = Path(temporary)
        self._stream = os.fdopen(handle, "w", encoding="utf-8", newline="\n")

    def write(self, record: dict[str, Any]) -> None:
        try:
            self._stream.write(dumps_line(record) + "\n")
        except OSError as error:
            raise StorageError(failure_reason(error)) from error

    def commit(self) -> None:
        try:
            self._stream.flush()
            os.fsync(self._stream.fileno())
            self._stream.close()
            os.replace(self._temporary, self.path)
        except OSError as error:
            raise StorageError(failure_reason(error)) from error

    def discard(self) -> None:
        if not self._stream.closed:
            with contextlib.suppress(OSError):
                self._stream.close()
        remove_temporary(self._temporary)

    def __enter__(self) -> "LogWriter":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.discard()  # after a commit the temporary file is already gone
