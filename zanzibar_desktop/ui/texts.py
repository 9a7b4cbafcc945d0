"""Engine texts and game facts rendered in the player's language."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6 import QtGui
from PySide6.QtCore import QObject

from ..engine.text import isolated as isolated  # a name in a sentence: the ui reads it here
from ..i18n import hand_words
from ..i18n import tr_text as tr_text  # the ui modules read it here

if TYPE_CHECKING:  # the window imports this module before its first paint; the engine waits
    from PySide6.QtWidgets import QLabel, QWidget

    from ..engine.hands import Hand


def announce(widget: QWidget, text: str) -> None:
    """Have screen readers speak ``text``: the accessible name changes and an announcement."""
    accessible = QtGui.QAccessible  # read here: nothing is announced before the first frame
    accessible.updateAccessibility(QtGui.QAccessibleEvent(widget, accessible.Event.NameChanged))
    accessible.updateAccessibility(QtGui.QAccessibleAnnouncementEvent(widget, text))


def lines_height(label: QLabel, width: int) -> int:
    """How high a word-wrapped ``label``'s lines are at ``width``. A label's own
    ``heightForWidth`` never answers below its minimum height: a minimum set from longer
    words (to have a scroller scroll to the last line) would stay on shorter ones."""
    label.setMinimumHeight(0)
    return max(0, label.heightForWidth(width))  # -1: no words yet


def shown_as_typed(text: str) -> str:
    """``text`` as rich text that shows it exactly as typed, for the places Qt reads as rich
    text whenever a string looks like markup (tooltips, message boxes): the text is escaped
    inside an explicit rich-text envelope."""
    return "<qt>" + html.escape(text).replace("\n", "<br/>") + "</qt>"


class HandWords(QObject):
    def in_throws(self, label: str, throws: int) -> str:
        return self.tr("{hand} in %n throw(s)", "", throws).format(hand=label)


def hand_text(hand: Hand, throws: int | None = None) -> str:
    """``6-6-5 · 17 points`` and, with throws, ``in 2 throws``."""
    label = hand_words(hand)
    if throws is None:
        return label
    return HandWords().in_throws(label, throws)

