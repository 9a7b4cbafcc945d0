"""What the command prints from outside the program (file names, paths) goes through here."""

from ..engine.text import printable


def one_line(text: object) -> str:
    """``text`` safe for one terminal line: line breaks become spaces, and control characters
    (terminal escapes among them) and lone surrogates are dropped."""
    return printable(" ".join(str(text).splitlines()))
