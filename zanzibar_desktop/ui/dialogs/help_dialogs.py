"""Help ▸ Keyboard shortcuts and Help ▸ About: small windows with nothing but words."""

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from ... import __version__
from ...project_page import project_page
from ..modal import run_modal


def _native(key: QKeySequence.StandardKey | str) -> str:
    """A key as this system writes it, in the language installed (Qt's own translations):
    ``Ctrl+Shift+H`` is ``Ctrl+Maj+H`` in French, ``⇧⌘H`` on a Mac."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def shortcut_rows() -> list[tuple[str, str]]:
    """Every key the game answers to, with what it does, in the current language."""
    translate = QCoreApplication.translate
    return [
        (_native("Space"), translate("Help", "Throw the dice (or continue after a summary)")),
        ("1, 2, 3", translate("Help", "Keep or release die 1, 2 or 3")),
        (_native("Enter"), translate("Help", "Stop here and end your turn (or continue)")),
        (_native("Tab"), translate("Help", "Move between the dice, the buttons and the tables")),
        ("← →, ↑ ↓", translate("Help", "On the dice: choose a die, keep or release it")),
        (_native(QKeySequence.StandardKey.New), translate("Help", "New game")),
        (_native(QKeySequence.StandardKey.Open), translate("Help", "Open a saved game")),
        (_native(QKeySequence.StandardKey.Save), translate("Help", "Save the game")),
        (_native("Ctrl+R"), translate("Help", "Review the game")),
        (_native("Ctrl+Shift+H"), translate("Help", "Show or hide the history")),
        ("H", translate("Help", "Hint: what every choice of your turn is worth")),
        (_native("Esc"), translate("Help", "Put the hint away")),
        (_native("F1"), translate("Help", "Rule sheet")),
        (_native("Ctrl+H"), translate("Help", "Hands")),
        (_native("Alt") + " + " + translate("Help", "underlined letter"),
         translate("Help", "Open a menu or press a button")),
    ]


def show_keyboard_shortcuts(parent: QWidget) -> None:
    rows = "".join(f"<tr><td><b>{escape(key)}</b></td><td>{escape(what)}</td></tr>"
                   for key, what in shortcut_rows())
    box = QMessageBox(parent)
    box.setWindowTitle(QCoreApplication.translate("Help", "Keyboard shortcuts"))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(f"<table cellpadding='4'>{rows}</table>")
    run_modal(box)


def about_box(parent: QWidget) -> QMessageBox:
    """Help ▸ About: the version the package carries and a link to the project page (whose
    address pyproject.toml keeps)."""
    text = QCoreApplication.translate(
        "Help", "Zanzibar Desktop {version}\n\nThe French bar dice games "
        "Zanzibar and 421, with exact odds and computer opponents from gentle "
        "to provably strong.").format(version=__version__)
    paragraphs = [escape(part).replace("\n", "<br>") for part in text.split("\n\n")]
    page = project_page()
    if page:
        link = f"<a href='{escape(page, quote=True)}'>{escape(page)}</a>"
        paragraphs.append(QCoreApplication.translate("Help", "Project page: {link}").format(link=link))
    box = QMessageBox(QMessageBox.Icon.NoIcon,
                      QCoreApplication.translate("Help", "About Zanzibar Desktop"), "",
                      QMessageBox.StandardButton.Ok, parent)
    box.setIconPixmap(QGuiApplication.windowIcon().pixmap(64, 64))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText("".join(f"<p style='white-space: nowrap'>{paragraph}</p>" if "<a " in paragraph
                        else f"<p>{paragraph}</p>" for paragraph in paragraphs))
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
    for label in box.findChildren(QLabel):
        label.setOpenExternalLinks(True)
    return box


def show_about(parent: QWidget) -> None:
    run_modal(about_box(parent))
