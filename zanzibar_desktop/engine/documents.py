"""Parsing the JSON documents the program keeps or is given: rules files, saves, settings.

Every file a player's disk can hold goes through :func:`parse_document` (reading the file is
:mod:`zanzibar_desktop.storage.documents`' work), so each loader refuses the same things the
same way, with a reason a player can read:

- text that is not JSON, or not UTF-8;
- nesting deeper than any real document needs (:data:`MAX_DEPTH`), which would otherwise
  exhaust Python's recursion in the parser or in the code that walks the result;
- numbers Python will not convert (integers of thousands of digits), ``NaN`` and
  ``Infinity`` (not JSON, and not writable back as JSON);
- text that cannot be written back as UTF-8 (a lone surrogate such as ``"\\ud800"``), which
  loads fine and then breaks every later save.

So whatever a loader accepts can be saved again and re-read as it was written.
"""

import json
from typing import Any

from .errors import EngineError
from .text import QT_TRANSLATE_NOOP

MAX_DEPTH = 64  # the program's own files nest at most four deep


class DocumentError(EngineError):
    """A file or text that is not a readable JSON document; ``text`` says why."""


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _check_tree(document: Any) -> None:
    """Refuse nesting deeper than MAX_DEPTH and strings that are not encodable text."""
    pending = [(document, 1)]
    while pending:
        value, depth = pending.pop()
        if isinstance(value, str):
            _check_text(value)
            continue
        if not isinstance(value, (dict, list)):
            continue
        if depth > MAX_DEPTH:
            raise DocumentError(QT_TRANSLATE_NOOP(
                "Documents", "it is nested more than {depth} levels deep").with_args(
                depth=MAX_DEPTH))
        if isinstance(value, dict):
            for key, item in value.items():
                _check_text(key)
                pending.append((item, depth + 1))
        else:
            pending.extend((item, depth + 1) for item in value)


def _check_text(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise DocumentError(QT_TRANSLATE_NOOP(
            "Documents", "it holds text that cannot be encoded (a lone surrogate)")) from None


def parse_document(text: str) -> Any:
    """The JSON value in ``text``; :class:`DocumentError` with the reason when refused."""
    try:
        document = json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as error:
        raise DocumentError(QT_TRANSLATE_NOOP(
            "Documents", "it is not valid JSON (line {line}, column {column})").with_args(
            line=error.lineno, column=error.colno)) from None
    except RecursionError:
        raise DocumentError(QT_TRANSLATE_NOOP(
            "Documents", "it is nested more than {depth} levels deep").with_args(
            depth=MAX_DEPTH)) from None
    except ValueError:  # integers of thousands of digits, NaN, Infinity
        raise DocumentError(QT_TRANSLATE_NOOP(
            "Documents", "it holds a number too long to read, or one JSON does not allow")) from None
    _check_tree(document)
    return document

