"""The language of what the command prints for people: ``--lang en|fr``, else the system's.

One option, defined here, is accepted before and after the subcommand. The chosen
translation is installed on a ``QCoreApplication`` (a ``QGuiApplication`` for the commands
that draw, such as ``rulesheet``) for the command's run, and numbers and percentages are
written the language's way: ``20.70%`` in English, ``20,70 %`` in French. English needs no
compiled translation: the source strings are English. ``--json`` output never goes through
here, so it is the same in every language.
"""

import argparse
import contextlib
import os
import sys
from collections.abc import Iterator, Sequence

from PySide6.QtCore import QCoreApplication, QLocale, qInstallMessageHandler

from ..engine.text import INVISIBLE_MARKS
from ..i18n import LANGUAGES, install_language, numbers, system_language
from .arguments import UsageError

_LOCALES = {"en": QLocale.Language.English, "fr": QLocale.Language.French}
_language = "en"


def add_language_option(parser: argparse.ArgumentParser) -> None:
    """``--lang`` on ``parser``; unset unless given, so a subcommand's parser does not hide
    the value given before the subcommand. Its help names ``--json`` where the parser has
    it (after the parser's other options)."""
    if "--json" in parser._option_string_actions:
        words = QCoreApplication.translate(
            "Cli", "language of the text output (default: the system's; --json is the same "
                   "in every language)")
    else:
        words = QCoreApplication.translate(
            "Cli", "language of the text output (default: the system's)")
    parser.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=words)


def read_language(argv: Sequence[str]) -> tuple[str | None, str | None]:
    """The language ``argv`` asks for and its subcommand, read before argparse runs (it
    must speak the language from its first word: usage, help, errors). ``--lang fr``,
    ``--lang=fr`` or the unique prefix ``--lan``, anywhere on the line, the last one given
    winning as with argparse; None for a value argparse will refuse (it then says so in
    the system's language). The subcommand is the first word that is not an option: the
    command itself takes no other."""
    language = command = None
    waiting = False  # the previous word was --lang: this one is its value
    for word in argv:
        if word == "--":
            break
        if waiting:
            language, waiting = (word if word in LANGUAGES else None), False
            continue
        name, equals, value = word.partition("=")
        if name in ("--lang", "--lan"):
            if equals:
                language = value if value in LANGUAGES else None
            else:
                waiting = True
        elif command is None and not word.startswith("-"):
            command = word
    return language, command


@contextlib.contextmanager
def speaking(chosen: str | None, draws: bool = False) -> Iterator[str]:
    """Install the language ``chosen`` (``--lang``, else the system's) for the block, on a
    ``QGuiApplication`` when the command ``draws`` (a PDF), else a ``QCoreApplication``;
    yields its code. An application made here is shut down after, and one that was there
    already is left in English."""
    global _language
    existing = QCoreApplication.instance()
    if existing is not None:
        app = existing
    elif draws:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no window, no display needed
        from PySide6.QtGui import QGuiApplication
        app = _without_locale_warning(QGuiApplication)
    else:
        app = _without_locale_warning(QCoreApplication)
    code = chosen or system_language()
    try:
        if not install_language(code) and code != "en":  # English reads its sources
            if chosen:
                raise UsageError(f"the {code} translation is not built: run make translations")
            code = "en"
        QLocale.setDefault(QLocale(_LOCALES[code]))  # what numbers.py writes numbers with
        _language = code
        yield code
    finally:
        QLocale.setDefault(QLocale(QLocale.Language.English))
        _language = "en"
        if existing is None:
            # Shutting the application down deletes every QObject: take the translators
            # off first (a language with no file replaces them by none), so that the next
            # install_language does not reach for deleted ones.
            install_language("")
            app.shutdown()
        else:
            install_language("en")


def _without_locale_warning(kind: type[QCoreApplication]) -> QCoreApplication:
    """A new ``kind`` of application, without the three lines Qt writes on stderr when the
    locale is not UTF-8 (``LC_ALL=C``): it switches to UTF-8 itself, and the command's
    stderr is for its own one-line errors."""
    def handler(mode, context, message: str) -> None:
        if not message.startswith("Detected locale"):
            print(message, file=sys.stderr)

    previous = qInstallMessageHandler(handler)
    try:
        return kind(sys.argv[:1])
    finally:
        qInstallMessageHandler(previous)


def current_language() -> str:
    """The code of the language installed for the command: ``en`` or ``fr``."""
    return _language


def plural(translated: str, count: int) -> str:
    """A ``tr(…, "", count)`` result made right in English when no English translation is
    installed: Qt then returns the source, ``1 game(s)``, which becomes ``1 game``."""
    return translated.replace("(s)", "" if count == 1 else "s")


def number(value: float, decimals: int = 2) -> str:
    """``value`` with ``decimals`` places (two unless told), by the one number helper:
    ``0.75`` in English, ``0,75`` in French, ``−0,30`` with a real minus sign."""
    return numbers.decimal(value, decimals)


def percent(fraction: float, decimals: int = 2, *, signed: bool = False) -> str:
    """``fraction`` as a percentage (two places unless told): ``20.70%`` in English,
    ``20,70 %`` in French; ``signed``: a gain with its plus, ``+1.20%``."""
    return numbers.percent(fraction, decimals, signed=signed)


def columns(rows: list[list[str]], align: str, indent: str = "", gap: str = "  ") -> list[str]:
    """``rows`` (the header first) as lines of aligned columns, each as wide as its widest
    cell; ``align`` holds ``<`` or ``>`` for each column. Trailing spaces are dropped."""
    widths = [max(_width(row[index]) for row in rows) for index in range(len(align))]

    def padded(cell: str, side: str, width: int) -> str:
        room = " " * (width - _width(cell))
        return cell + room if side == "<" else room + cell

    return [(indent + gap.join(padded(cell, side, width)
                               for cell, side, width in zip(row, align, widths, strict=True))
             ).rstrip() for row in rows]


def _width(cell: str) -> int:
    """How many columns ``cell`` takes: the bidi isolates around a name take none."""
    return len(cell) - sum(cell.count(mark) for mark in INVISIBLE_MARKS)
