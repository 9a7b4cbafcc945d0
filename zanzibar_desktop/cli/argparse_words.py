"""argparse's own words (« utilisation : », « arguments obligatoires manquants », …) in the
command's language, through the same translations as every other text.

argparse writes its usage, help headings and errors through ``gettext``: the module calls
its globals ``_`` and ``ngettext``. While :func:`argparse_speaking` is active they are
pointed at Qt's translator: each message id argparse uses is looked up in ``MESSAGES``,
whose English source writes its fields ``{name}`` as every other text of the project; the
translation found is turned back into argparse's ``%(name)s`` / ``%s`` template. A message
id missing from the table stays English (tests/cli/test_argparse_words.py lists the ids of
the running Python's argparse, so that a new Python that changes them is noticed).

argparse puts the colon after a help heading itself (``options:``), so the French
headings end with a no-break space: « options : ». A value argparse quotes with Python's
``%r`` is written ``%s`` between the translation's own quotes ('bogus', « bogus »); the
list of choices, which argparse quotes before any translation, is quoted by the command's
parser (``main._Parser``) with :func:`~zanzibar_desktop.cli.arguments.quoted`.
"""

from __future__ import annotations

import argparse
import contextlib
import re
from collections.abc import Iterator

from PySide6.QtCore import QCoreApplication, QObject

from ..engine.text import QT_TRANSLATE_NOOP, Text

# argparse's message id → the same message with {fields}, the source of its translation.
MESSAGES: dict[str, Text] = {
    "usage: ": QT_TRANSLATE_NOOP("CliArgparse", "usage: "),
    "positional arguments": QT_TRANSLATE_NOOP("CliArgparse", "positional arguments"),
    "options": QT_TRANSLATE_NOOP("CliArgparse", "options"),
    "show this help message and exit": QT_TRANSLATE_NOOP(
        "CliArgparse", "show this help message and exit"),
    "argument %(argument_name)s: %(message)s": QT_TRANSLATE_NOOP(
        "CliArgparse", "argument {argument_name}: {message}"),
    "unrecognized arguments: %s": QT_TRANSLATE_NOOP(
        "CliArgparse", "unrecognized arguments: {arguments}"),
    "ambiguous option: %(option)s could match %(matches)s": QT_TRANSLATE_NOOP(
        "CliArgparse", "ambiguous option: {option} could match {matches}"),
    "invalid choice: %(value)r (choose from %(choices)s)": QT_TRANSLATE_NOOP(
        "CliArgparse", "invalid choice: '{value}' (choose from {choices})"),
    "expected one argument": QT_TRANSLATE_NOOP("CliArgparse", "expected one argument"),
    "expected at most one argument": QT_TRANSLATE_NOOP(
        "CliArgparse", "expected at most one argument"),
    "expected at least one argument": QT_TRANSLATE_NOOP(
        "CliArgparse", "expected at least one argument"),
    "invalid %(type)s value: %(value)r": QT_TRANSLATE_NOOP(
        "CliArgparse", "invalid {type} value: '{value}'"),
    "%(prog)s: error: %(message)s\n": QT_TRANSLATE_NOOP(
        "CliArgparse", "{prog}: error: {message}\n"),
    "unknown parser %(parser_name)r (choices: %(choices)s)": QT_TRANSLATE_NOOP(
        "CliArgparse", "unknown parser '{parser_name}' (choices: {choices})"),
    "the following arguments are required: %s": QT_TRANSLATE_NOOP(
        "CliArgparse", "the following arguments are required: {arguments}"),
    "one of the arguments %s is required": QT_TRANSLATE_NOOP(
        "CliArgparse", "one of the arguments {arguments} is required"),
    "not allowed with argument %s": QT_TRANSLATE_NOOP(
        "CliArgparse", "not allowed with argument {argument}"),
    "unexpected option string: %s": QT_TRANSLATE_NOOP(
        "CliArgparse", "unexpected option string: {option}"),
    "ignored explicit argument %r": QT_TRANSLATE_NOOP(
        "CliArgparse", "ignored explicit argument '{value}'"),
    "can't open '%(filename)s': %(error)s": QT_TRANSLATE_NOOP(
        "CliArgparse", "can't open '{filename}': {error}"),
}

# The counted message: argparse's (singular, plural) ids.
COUNTED = ("expected %s argument", "expected %s arguments")

# argparse's ids for mistakes in building a parser, never in what a player types: a
# programmer reads them, in English, and the command reports them as an unexpected error.
NOT_FOR_PLAYERS = frozenset({
    ".__call__() not defined",
    "'required' is an invalid argument for positionals",
    "mutually exclusive arguments must be optional",
    "%r is not callable",
    "cannot merge actions - two groups are named %r",
    "invalid option string %(option)r: must start with a character %(prefix_chars)r",
    "dest= is required for options like %r",
    "invalid conflict_resolution value: %r",
    "cannot have multiple subparser arguments",
    "conflicting subparser: %s",
    "conflicting subparser alias: %s",
    'argument "-" with mode %r',
    "conflicting option string: %s",
    "conflicting option strings: %s",
})

_FIELD = re.compile(r"%\((\w+)\)([sr])|%([sr])")


class CliArgparse(QObject):
    """The counted message (lupdate sees plurals in ``self.tr``)."""

    def expected(self, count: int) -> str:
        return self.tr("expected %n argument(s)", "", count)


def template(message_id: str, translated: str) -> str:
    """``translated`` (with ``{fields}``) as argparse's ``%`` template of ``message_id``: each
    ``{name}`` becomes the id's ``%(name)s`` or, for its one unnamed field, ``%s``; a field
    the id writes ``%r`` is written ``%s`` too, the translation holding its quotes. A ``%``
    of the text itself is doubled."""
    named, unnamed = {}, None
    for match in _FIELD.finditer(message_id):
        if match.group(1):
            named[match.group(1)] = f"%({match.group(1)})s"
        else:
            unnamed = "%s"
    pieces = re.split(r"(\{\w+\})", translated.replace("%", "%%"))
    return "".join(named.get(piece[1:-1], unnamed) if re.fullmatch(r"\{\w+\}", piece) else piece
                   for piece in pieces)


def gettext(message_id: str) -> str:
    """argparse's ``_``: ``message_id`` in the installed language."""
    source = MESSAGES.get(message_id)
    if source is None:
        return message_id
    return template(message_id, QCoreApplication.translate(source.context, source.source))


def ngettext(singular: str, plural: str, count: int) -> str:
    """argparse's ``ngettext``: the counted message in the installed language, its count
    left for argparse to fill (``%s``)."""
    if (singular, plural) != COUNTED:
        return singular if count == 1 else plural
    return CliArgparse().expected(count).replace(str(count), "%s", 1)


@contextlib.contextmanager
def argparse_speaking() -> Iterator[None]:
    """For the block: argparse writes its words in the installed language."""
    saved = argparse._, argparse.ngettext
    argparse._, argparse.ngettext = gettext, ngettext
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved
