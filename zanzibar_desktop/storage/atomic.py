"""Atomic file writes: readers see the old file or the new one, never half of either.

A write that fails raises :class:`StorageError` whose text says why in the player's words
(a full disk, a read-only folder…); the target keeps its previous content.

Every file the program writes goes through :class:`AtomicWrite`, the one place that decides
how a path is written:

- a regular file, or nothing yet: a temporary file beside it, renamed over it at the end;
- a character device or a pipe (``/dev/null``, a terminal, a FIFO another program reads): a
  stream, opened and written directly, with no temporary file and no rename, so the node
  stays what it was (and what was written before a failure has already been read);
- a disk device, a socket or any other special node: refused, nothing is opened;
- a folder: refused.

A symbolic link is followed: the file it names is written, and the link stays a link. A
file replaced keeps its permissions; a new one gets those the user's umask gives (a picture
or a rule sheet readable as any other file of theirs).
"""

import contextlib
import errno
import os
import stat
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
SPECIAL_NODE = QT_TRANSLATE_NOOP("Storage", "that name is a disk device or a socket, not a file")


def failure_reason(error: OSError) -> Text:
    """Why a file could not be written, in words for the player."""
    reason = _REASONS.get(error.errno)
    if reason is not None:
        return reason
    return QT_TRANSLATE_NOOP("Storage", "the system said: {detail}").with_args(
        detail=error.strerror or str(error))


def write_text_atomically(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` as UTF-8 to ``path``, whole or not at all (see :class:`AtomicWrite`)."""
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: the loaders refuse them, so never ours
        raise StorageError(QT_TRANSLATE_NOOP(
            "Storage", "the text holds characters that cannot be saved")) from None
    write_bytes_atomically(path, data)


class AtomicWrite:
    """One write in progress to ``path``: :attr:`stream` takes the content, :meth:`commit`
    puts it in place, :meth:`discard` drops it. ``mode`` and ``options`` go to :func:`open`
    (``"w"``, an encoding, ``newline``). ``make_folders`` creates the folders missing on the
    way (the program's own files); without it a missing folder is a :class:`StorageError`.
    """

    def __init__(self, path: str | os.PathLike[str], mode: str = "wb", *,
                 make_folders: bool = True, **options: Any) -> None:
        self._temporary: Path | None = None
        try:
            target = Path(os.path.realpath(path))  # through links: the link itself stays
            kind = _kind_of(target)
        except OSError as error:
            raise StorageError(failure_reason(error)) from error
        except ValueError as error:  # a NUL character: no system takes it in a file name
            raise StorageError(BAD_NAME) from error
        try:
            if kind == stat.S_IFDIR:
                raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(target))
            if kind in (stat.S_IFCHR, stat.S_IFIFO):
                self.stream: IO = _open_stream(target, mode, options)
            elif kind is None or kind == stat.S_IFREG:
                self.stream = self._open_temporary(target, mode, make_folders, options)
            else:
                raise StorageError(SPECIAL_NODE)
        except OSError as error:
            raise StorageError(failure_reason(error)) from error
        self._target = target

    def _open_temporary(self, target: Path, mode: str, make_folders: bool,
                        options: dict[str, Any]) -> IO:
        if make_folders:
            target.parent.mkdir(parents=True, exist_ok=True)
        temporary = _new_temporary(target)
        try:
            stream = open(temporary, mode, **options)  # noqa: SIM115 - commit or discard close it
        except BaseException:
            remove_temporary(Path(temporary))
            raise
        self._temporary = Path(temporary)
        return stream

    def commit(self) -> None:
        """Put what was written in place (flushed to the disk first); :class:`StorageError`
        when it cannot be, the target then left as it was."""
        try:
            self.stream.flush()
            if self._temporary is not None:
                os.fsync(self.stream.fileno())
            self.stream.close()
            if self._temporary is not None:
                os.replace(self._temporary, self._target)
                self._temporary = None
        except OSError as error:
            self.discard()
            raise StorageError(failure_reason(error)) from error

    def discard(self) -> None:
        """Drop what was written: the temporary file goes (a stream is only closed)."""
        if not self.stream.closed:
            with contextlib.suppress(OSError):
                self.stream.close()
        if self._temporary is not None:
            remove_temporary(self._temporary)
            self._temporary = None


def _new_temporary(target: Path) -> str:
    """A new empty file beside ``target`` (``.NAME.XXXXXXXX.tmp``, what
    ``paths.remove_stale_temporaries`` clears), with ``target``'s permissions when it exists,
    else those the umask leaves of 0o666 (``tempfile.mkstemp`` would make it 0o600)."""
    try:
        kept = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        kept = None
    for _ in range(100):
        temporary = str(target.parent / f".{target.name}.{os.urandom(4).hex()}.tmp")
        try:
            handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL
                             | getattr(os, "O_BINARY", 0), 0o666)
        except FileExistsError:
            continue
        # not ours to change (another user's file): written with the umask's
        with contextlib.suppress(OSError):
            if kept is not None and hasattr(os, "fchmod"):
                os.fchmod(handle, kept)
        os.close(handle)
        return temporary
    raise FileExistsError(errno.EEXIST, "no temporary file name left", str(target.parent))


def _kind_of(target: Path) -> int | None:
    """What ``target`` names (``stat.S_IFREG``, ``S_IFCHR``…), None when nothing yet."""
    try:
        return stat.S_IFMT(os.stat(target).st_mode)
    except FileNotFoundError:
        return None


def _open_stream(target: Path, mode: str, options: dict[str, Any]) -> IO:
    """``target``, a device or a pipe, opened for writing as it is: never created, never
    truncated or replaced. Opening a pipe waits for a program to read it, as a shell's
    ``> pipe`` does."""
    handle = os.open(target, os.O_WRONLY | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0))
    try:
        if stat.S_IFMT(os.fstat(handle).st_mode) not in (stat.S_IFCHR, stat.S_IFIFO):
            raise StorageError(SPECIAL_NODE)  # it changed since it was looked at: leave it
    except BaseException:
        os.close(handle)
        raise
    return open(handle, mode, **options)  # noqa: SIM115 - commit or discard close it


@contextmanager
def atomic_file(path: str | os.PathLike[str], mode: str = "wb", *, make_folders: bool = True,
                **options: Any) -> Iterator[IO]:
    """A stream to ``path`` (see :class:`AtomicWrite`): for a file, a temporary file beside
    it, renamed over it when the block ends without an error and removed when it does not,
    so it is written whole or not at all. ``options`` go to :func:`open` (an encoding,
    ``newline``)."""
    write = AtomicWrite(path, mode, make_folders=make_folders, **options)
    try:
        yield write.stream
    except OSError as error:
        write.discard()
        raise StorageError(failure_reason(error)) from error
    except BaseException:
        write.discard()
        raise
    write.commit()


def remove_temporary(temporary: Path) -> None:
    """Remove what a failed write left; when even that fails (the folder has just turned
    read-only), leave it: :func:`~zanzibar_desktop.storage.paths.remove_interrupted_writes`
    clears it at the next start, and the failure the player is told of is the write's."""
    with contextlib.suppress(OSError):
        temporary.unlink(missing_ok=True)


def write_bytes_atomically(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path``, whole or not at all (see :class:`AtomicWrite`)."""
    with atomic_file(path) as stream:
        stream.write(data)
