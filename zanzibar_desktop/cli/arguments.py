"""Parsers for the command line's own value formats, failing with a one-line reason.

Only ASCII digits count: ``str.isdigit`` also accepts ``²``, ``６`` or ``٣``, which are not
what anyone types for a number of games or a die.
"""

import argparse
import re

from PySide6.QtCore import QCoreApplication

from ..engine.presets import PRESETS
from ..i18n.numbers import whole

_DICE = re.compile(r"[1-6]-[1-6]-[1-6]")
_WHOLE_NUMBER = re.compile(r"[0-9]+")
MAX_DIGITS = 18  # far above any count or seed anyone needs


class UsageError(Exception):
    """Bad command-line input: reported on one line with exit status 2."""


def quoted(text: str) -> str:
    """``text`` as typed, between the language's quotes: 'bogus' in English, « bogus » in
    French."""
    return QCoreApplication.translate("Cli", "'{text}'").format(text=text)


def add_rules_option(parser: argparse.ArgumentParser) -> None:
    """``--rules PRESET|FILE``, which every command that plays takes."""
    parser.add_argument("--rules", required=True,
                        metavar=QCoreApplication.translate("Cli", "PRESET|FILE"),
                        help=QCoreApplication.translate(
                            "Cli", "the rules: a preset ({names}) or a rules file").format(
                            names=", ".join(PRESETS)))


def add_json_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help=QCoreApplication.translate(
        "Cli", "machine-readable output, the same in every language"))


def dice_argument(text: str) -> tuple[int, int, int]:
    """Three faces written like ``6-6-2``."""
    if not _DICE.fullmatch(text):
        raise argparse.ArgumentTypeError(QCoreApplication.translate(
            "Cli", "{text} is not three dice from 1 to 6 such as 6-6-2").format(text=quoted(text)))
    a, b, c = (int(part) for part in text.split("-"))
    return (a, b, c)


def _whole_number(text: str, least: int) -> int:
    digits = text.lstrip("0") or "0"
    if not _WHOLE_NUMBER.fullmatch(text) or (len(digits) <= MAX_DIGITS and int(digits) < least):
        raise argparse.ArgumentTypeError(QCoreApplication.translate(
            "Cli", "{text} is not a whole number of at least {least}").format(
            text=quoted(text), least=whole(least)))
    if len(digits) > MAX_DIGITS:
        raise argparse.ArgumentTypeError(QCoreApplication.translate(
            "Cli", "{text} is too large (at most {most} digits)").format(
            text=quoted(text), most=whole(MAX_DIGITS)))
    return int(digits)


def positive_int(text: str) -> int:
    return _whole_number(text, 1)


def natural_int(text: str) -> int:
    return _whole_number(text, 0)


def pair_argument(text: str) -> tuple[int, int]:
    """Two whole numbers written like ``120/95`` (or ``120,95``): yours, then the other
    player's."""
    parts = re.split("[/,]", text)
    if len(parts) != 2:
        raise argparse.ArgumentTypeError(QCoreApplication.translate(
            "Cli", "{text} is not two scores such as 120/95 (yours, then theirs)").format(
            text=quoted(text)))
    first, second = (natural_int(part.strip()) for part in parts)
    return (first, second)
