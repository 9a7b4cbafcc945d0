"""A minimal plain-Python signal, so the engine can report events without Qt.

The desktop layer connects one controller to these and re-emits Qt signals.
"""

from collections.abc import Callable
from typing import Any


class Signal:
    """A list of callbacks called in connection order with the emitted arguments."""

    def __init__(self) -> None:
        self._slots: list[Callable[..., Any]] = []

    def connect(self, slot: Callable[..., Any]) -> None:
        if slot not in self._slots:
            self._slots.append(slot)

    def disconnect(self, slot: Callable[..., Any]) -> None:
        self._slots.remove(slot)

    def emit(self, *args: Any) -> None:
        for slot in list(self._slots):
            slot(*args)

    def __len__(self) -> int:
        return len(self._slots)
