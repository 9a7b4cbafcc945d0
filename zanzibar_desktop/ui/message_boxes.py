"""Message boxes whose words show as typed: a path, a player's or a rules name is never read
as markup (Qt's static message boxes read any text that looks like HTML as HTML)."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from .modal import modal
from .texts import shown_as_typed


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """A warning the player acknowledges."""
    QMessageBox.warning(parent, title, shown_as_typed(text))


def ask(parent: QWidget | None, title: str, text: str) -> bool:
    """A yes-or-no question; True for yes."""
    return QMessageBox.question(parent, title, shown_as_typed(text)) == (
        QMessageBox.StandardButton.Yes)


def already_open_choice() -> bool:
    """Another copy owns this data folder: True to bring it to the front and quit, False to
    play here without an autosave."""
    box = QMessageBox(QMessageBox.Icon.Information,
                      QCoreApplication.translate("App", "Zanzibar Desktop is already open"),
                      QCoreApplication.translate(
                          "App", "Zanzibar Desktop is already open in another window, which "
                          "keeps your game saved."))
    box.setInformativeText(QCoreApplication.translate(
        "App", "Go to that window, or play here too: a game played here is not saved "
        "automatically (use Game ▸ Save)."))
    show = box.addButton(QCoreApplication.translate("App", "&Go to the open window"),
                         QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QCoreApplication.translate("App", "&Play here without autosave"),
                  QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(show)
    with modal(box):
        return box.clickedButton() is show
