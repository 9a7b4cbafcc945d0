"""Atomic file writes: readers see the old file or the new one, never half of either.

A write that fails raises :class:`StorageError` whose text says why in the player's words
(a full disk, a read-only folder…); the target keeps its previous content.
"""

import contextlib
import errno
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

from ..engine.text import QT_TRANSLATE_NOOP, Text
from .errors import StorageError

_REASONS = {
    errno.ENOSPC: QT_TRANSLATE_NOOP("Storage", "the disk is full"),
    errno.EDQUOT: QT_TRANSLATE_NOOP("Storage", "the disk is full"),
    errno.EROFS: QT_TRANSLATE_NOOP("Storage", "the folder is read-only"),
    errno.EACCES: QT_TRANSLATE_NOOP("Storage", "you may not write in that folder"),
    errno.EPERM: QT_TRANSLATE_NOOP("Storage", "you may not write in that folder"),
    errno.ENOENT: QT_TRANSLATE_NOOP("Storage", "the folder does not exist"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("Storage", "part of the path is a file, not a folder"),
    errno.EISDIR: QT_TRANSLATE_NOOP("Storage", "a folder has that name"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("Storage", "the name is too long"),
}
BAD_NAME = QT_TRANSLATE_NOOP("Storage", "the name holds a character file names cannot hold")


def failure_reason(error: OSError) -> Text:
    """Why a file could not be written, in words for the player."""
    reason = _REASONS.get(error.errno)
    if reason is not None:
        return reason
    return QT_TRANSLATE_NOOP("Storage", "the system said: {detail}").with_args(
        detail=error.strerror or str(error))


def write_text_atomically(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` as UTF-8 to a temporary file beside ``path``, then rename it over
    ``path``."""
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: the loaders refuse them, so never ours
        raise StorageError(QT_TRANSLATE_NOOP(
            "Storage", "the text holds characters that cannot be saved")) from None
    write_bytes_atomically(path, data)


@contextmanager
def atomic_file(path: str | os.PathLike[str], mode: str = "wb", **options: Any) -> Iterator[IO]:
    """A stream to a temporary file beside ``path``, renamed over it when the block ends
    without an error (and removed when it does not): written whole or not at all.
    ``options`` go to :func:`open` (an encoding, ``newline``)."""
    import tempfile  # only when writing: it is slow to import and start-up does not need it

    target = Path(path)
    try:
        if target.is_dir():
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(target))
        target.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp",
                                             dir=target.parent)
    except OSError as error:
        raise StorageError(failure_reason(error)) from error
    except ValueError as error:  # a NUL character: no system takes it in a file name
        raise StorageError(BAD_NAME) from error
    try:
        with open(handle, mode, **options) as stream:
            yield stream
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException as error:
        remove_temporary(Path(temporary))
        if isinstance(error, OSError):
            raise StorageError(failure_reason(error)) from error
        raise


def remove_temporary(temporary: Path) -> None:
    """Remove what a failed write left; when even that fails (the folder has just turned
    read-only), leave it: :func:`~zanzibar_desktop.storage.paths.remove_interrupted_writes`
    clears it at the next start, and the failure the player is told of is the write's."""
    with contextlib.suppress(OSError):
        temporary.unlink(missing_ok=True)


def write_bytes_atomically(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to a temporary file beside ``path``, then rename it over ``path``."""
    with atomic_file(path) as stream:
        stream.write(data)
