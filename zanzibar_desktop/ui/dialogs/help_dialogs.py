"""Help ▸ Keyboard shortcuts and Help ▸ About: small windows with nothing but words."""

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMessageBox, QWidget


def _native(key: QKeySequence.StandardKey) -> str:
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def shortcut_rows() -> list[tuple[str, str]]:
    """Every key the game answers to, with what it does, in the current language."""
    translate = QCoreApplication.translate
    return [
        ("Space", translate("Help", "Throw the dice (or continue after a summary)")),
        ("1, 2, 3", translate("Help", "Keep or release die 1, 2 or 3")),
        (translate("Help", "Enter"), translate("Help", "Stop here and end your turn (or continue)")),
        ("Tab", translate("Help", "Move between the dice, the buttons and the tables")),
        ("← →, ↑ ↓", translate("Help", "On the dice: choose a die, keep or release it")),
        (_native(QKeySequence.StandardKey.New), translate("Help", "New game")),
        (_native(QKeySequence.StandardKey.Open), translate("Help", "Open a saved game")),
        (_native(QKeySequence.StandardKey.Save), translate("Help", "Save the game")),
        ("Ctrl+Shift+H", translate("Help", "Show or hide the history")),
        ("H", translate("Help", "Hint: every choice of your turn with its exact take")),
        ("Esc", translate("Help", "Put the hint away")),
        ("F1", translate("Help", "Rule sheet")),
        ("Ctrl+H", translate("Help", "Hands")),
        ("Alt + " + translate("Help", "underlined letter"),
         translate("Help", "Open a menu or press a button")),
    ]


def show_keyboard_shortcuts(parent: QWidget) -> None:
    rows = "".join(f"<tr><td><b>{escape(key)}</b></td><td>{escape(what)}</td></tr>"
                   for key, what in shortcut_rows())
    box = QMessageBox(parent)
    box.setWindowTitle(QCoreApplication.translate("Help", "Keyboard shortcuts"))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(f"<table cellpadding='4'>{rows}</table>")
    box.exec()


def show_about(parent: QWidget) -> None:
    from ... import __version__

    QMessageBox.about(parent, QCoreApplication.translate("Help", "About Zanzibar Desktop"),
                      QCoreApplication.translate(
                          "Help", "Zanzibar Desktop {version}\n\nThe French bar dice games "
                          "Zanzibar and 421, with exact odds and computer opponents from gentle "
                          "to provably strong.").format(version=__version__))
