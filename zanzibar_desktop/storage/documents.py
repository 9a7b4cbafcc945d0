"""Reading the JSON documents the program keeps or is given from disk: rules files, saves,
settings, and the lists it keeps (:class:`ListStore`). The text is parsed, and refused for
the same reasons everywhere, by :func:`zanzibar_desktop.engine.documents.parse_document`.
"""

import errno
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.documents import DocumentError, parse_document
from ..engine.text import QT_TRANSLATE_NOOP, Text

MAX_BYTES = 16 * 1024 * 1024  # far above any real file; a bigger one is not ours

_READING_REASONS = {
    errno.ENOENT: QT_TRANSLATE_NOOP("Documents", "the file does not exist"),
    errno.EACCES: QT_TRANSLATE_NOOP("Documents", "you may not read the file"),
    errno.EPERM: QT_TRANSLATE_NOOP("Documents", "you may not read the file"),
    errno.EISDIR: QT_TRANSLATE_NOOP("Documents", "it is a folder, not a file"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("Documents", "part of the path is a file, not a folder"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("Documents", "the name is too long"),
}


def reading_reason(error: OSError) -> Text:
    """Why a file could not be read, in the player's words; the system's own come after
    them, and only when the program has none of its own."""
    reason = _READING_REASONS.get(error.errno)
    if reason is not None:
        return reason
    return QT_TRANSLATE_NOOP("Documents", "the file cannot be read (the system says: {detail})"
                             ).with_args(detail=error.strerror or str(error))


def read_document(path: str | os.PathLike[str]) -> Any:
    """The JSON value in the file at ``path``; :class:`DocumentError` when it cannot be read."""
    path = Path(path)
    try:
        if path.is_dir():
            raise DocumentError(_READING_REASONS[errno.EISDIR])
        if path.exists() and not path.is_file():
            raise DocumentError(QT_TRANSLATE_NOOP(
                "Documents", "it is a device or a pipe, not a file"))
        with open(path, "rb") as stream:
            data = stream.read(MAX_BYTES + 1)
    except OSError as error:
        raise DocumentError(reading_reason(error)) from None
    if len(data) > MAX_BYTES:
        raise DocumentError(QT_TRANSLATE_NOOP(
            "Documents", "it is larger than {megabytes} MB").with_args(
            megabytes=MAX_BYTES // (1024 * 1024)))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise DocumentError(QT_TRANSLATE_NOOP(
            "Documents", "it is not UTF-8 text")) from None
    return parse_document(text)


@dataclass(frozen=True)
class ListStore:
    """A file the program keeps of one list of entries (the player's saved rules, drills),
    marked with its format and version."""

    format: str
    versions: tuple[int, ...]  # the versions this program reads; it writes the last one
    key: str  # the list's name in the document

    def entries(self, path: str | os.PathLike[str], refusal: Text) -> list[Any]:
        """The list kept at ``path``; :class:`DocumentError` (``refusal`` when the file is
        readable JSON but not this store, of a version this program reads)."""
        document = read_document(path)
        if (not isinstance(document, dict) or document.get("format") != self.format
                or type(document.get("version")) is not int
                or document["version"] not in self.versions
                or not isinstance(document.get(self.key), list)):
            raise DocumentError(refusal)
        return document[self.key]

    def text(self, entries: list[Any]) -> str:
        """The file's text holding ``entries``, at the newest version."""
        return json.dumps({"format": self.format, "version": self.versions[-1],
                           self.key: entries}, indent=1, ensure_ascii=False)
