"""Windows run modally (``exec()``), each deleted as soon as its answer is read.

PySide6 hands a dialog to Python when its ``exec()`` returns: one whose Python objects hold
one another (a slot bound to it, a lambda) was then freed by the cycle collector at whatever
allocation came next — once inside Qt's posted events, a crash (the journey walker's). One
that nothing held lingered, hidden, among its parent's children until the parent went."""

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Protocol

import shiboken6


class Modal(Protocol):
    def exec(self) -> int: ...


@contextmanager
def modal(dialog: Modal) -> Iterator[int]:
    """``dialog.exec()``'s answer while the block reads the dialog; then the dialog is
    deleted."""
    try:
        yield dialog.exec()
    finally:
        shiboken6.delete(dialog)


def run_modal(dialog: Modal) -> int:
    """``dialog.exec()``'s answer, the dialog deleted."""
    with modal(dialog) as answer:
        return answer
