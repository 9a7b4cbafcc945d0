"""One way to set the words on screen again in the player's language.

Each object that shows words registers itself once, with :func:`translate_ui`, which sets
its words at once; a language change (the main window hears Qt's ``LanguageChange``) calls
:func:`retranslate_all`, which sets them again on every registered object still alive, in
the order they registered. Nobody calls another object's ``retranslate_ui``.
"""

from __future__ import annotations

import weakref
from typing import Protocol

import shiboken6


class Translatable(Protocol):
    def retranslate_ui(self) -> None: ...


_registered: list[weakref.ref[Translatable]] = []


def translate_ui(obj: Translatable) -> None:
    """Set ``obj``'s words now, and again at every language change while it lives."""
    _registered.append(weakref.ref(obj))
    obj.retranslate_ui()


def retranslate_all() -> None:
    """Every registered object's words, in the current language."""
    alive = []
    for reference in _registered:
        obj = reference()
        if obj is None or not shiboken6.isValid(obj):
            continue  # gone: forgotten
        alive.append(reference)
        obj.retranslate_ui()
    _registered[:] = alive
