"""Parsers for the command line's own value formats, failing with a one-line reason.

Only ASCII digits count: ``str.isdigit`` also accepts ``²``, ``６`` or ``٣``, which are not
what anyone types for a number of games or a die.
"""

import argparse
import re

_DICE = re.compile(r"[1-6]-[1-6]-[1-6]")
_WHOLE_NUMBER = re.compile(r"[0-9]+")
MAX_DIGITS = 18  # far above any count or seed anyone needs


class UsageError(Exception):
    """Bad command-line input: reported on one line with exit status 2."""


def dice_argument(text: str) -> tuple[int, int, int]:
    """Three faces written like ``6-6-2``."""
    if not _DICE.fullmatch(text):
        raise argparse.ArgumentTypeError(f"{text!r} is not three dice from 1 to 6 such as 6-6-2")
    a, b, c = (int(part) for part in text.split("-"))
    return (a, b, c)


def _whole_number(text: str, least: int) -> int:
    digits = text.lstrip("0") or "0"
    if not _WHOLE_NUMBER.fullmatch(text) or (len(digits) <= MAX_DIGITS and int(digits) < least):
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number of at least {least}")
    if len(digits) > MAX_DIGITS:
        raise argparse.ArgumentTypeError(f"{text!r} is too large (at most {MAX_DIGITS} digits)")
    return int(digits)


def positive_int(text: str) -> int:
    return _whole_number(text, 1)


def natural_int(text: str) -> int:
    return _whole_number(text, 0)
