"""Message boxes whose words show as typed: a path, a player's or a rules name is never read
as markup (Qt's static message boxes read any text that looks like HTML as HTML)."""

from PySide6.QtWidgets import QMessageBox, QWidget

from .texts import shown_as_typed


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """A warning the player acknowledges."""
    QMessageBox.warning(parent, title, shown_as_typed(text))


def ask(parent: QWidget | None, title: str, text: str) -> bool:
    """A yes-or-no question; True for yes."""
    return QMessageBox.question(parent, title, shown_as_typed(text)) == (
        QMessageBox.StandardButton.Yes)
