"""Reading the JSON documents the program keeps or is given from disk: rules files, saves,
settings. The text is parsed, and refused for the same reasons everywhere, by
:func:`zanzibar_desktop.engine.documents.parse_document`.
"""

import os
from pathlib import Path
from typing import Any

from ..engine.documents import DocumentError, parse_document
from ..engine.text import QT_TRANSLATE_NOOP

MAX_BYTES = 16 * 1024 * 1024  # far above any real file; a bigger one is not ours


def read_document(path: str | os.PathLike[str]) -> Any:
    """The JSON value in the file at ``path``; :class:`DocumentError` when it cannot be read."""
    path = Path(path)
    try:
        if path.is_dir():
            raise DocumentError(QT_TRANSLATE_NOOP("Documents", "it is a folder, not a file"))
        if path.exists() and not path.is_file():
            raise DocumentError(QT_TRANSLATE_NOOP(
                "Documents", "it is a device or a pipe, not a file"))
        with open(path, "rb") as stream:
            data = stream.read(MAX_BYTES + 1)
    except OSError as error:
        raise DocumentError(QT_TRANSLATE_NOOP(
            "Documents", "it cannot be read: {detail}").with_args(
            detail=error.strerror or str(error))) from None
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
