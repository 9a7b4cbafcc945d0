"""Parsers for the command line's own value formats, failing with a one-line reason."""

import argparse


class UsageError(Exception):
    """Bad command-line input: reported on one line with exit status 2."""


def dice_argument(text: str) -> tuple[int, int, int]:
    """Three faces written like ``6-6-2``."""
    parts = text.split("-")
    if len(parts) != 3 or not all(part.isdigit() and 1 <= int(part) <= 6 for part in parts):
        raise argparse.ArgumentTypeError(f"{text!r} is not three dice from 1 to 6 such as 6-6-2")
    a, b, c = (int(part) for part in parts)
    return (a, b, c)


def positive_int(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number of at least 1")
    return int(text)


def natural_int(text: str) -> int:
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number of at least 0")
    return int(text)
