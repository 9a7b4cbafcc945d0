"""The end of a game's choices as their buttons read them, and the key that presses each:
one place for the game-over panel's buttons (``pacing.py``) and the message line that names
their keys (``controls.py``). Qt's text only: any of the window's modules may read it."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence


def game_over_choices() -> tuple[str, str, str]:
    """The end of a game's choices as their buttons read, mnemonics marked: Play again,
    New game, Review."""
    return (QCoreApplication.translate("TableControls", "Play &again"),
            QCoreApplication.translate("TableControls", "&New game…"),
            QCoreApplication.translate("TableControls", "&Review"))


def alt_key(words: str) -> str:
    """The key that presses a button reading ``words`` (its mnemonic): ``Alt+A``."""
    return QKeySequence.mnemonic(words).toString(QKeySequence.SequenceFormat.NativeText)
