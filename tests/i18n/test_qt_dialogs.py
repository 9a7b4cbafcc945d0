"""Qt's own dialogs the game opens (save or open a file, print, print preview, page set-up)
speak the player's language: every word Qt asks for is in Qt's catalogue or ours, and a
language switch reaches a dialog already open."""

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtPrintSupport import QPageSetupDialog, QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QFileDialog, QLabel

from zanzibar_desktop import i18n
from zanzibar_desktop.i18n import install_language

pytestmark = pytest.mark.gui


class Asked(QTranslator):
    """Answers nothing (the installed translators answer), keeps what Qt asked for."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: set[tuple[str, str, str | None, int]] = set()

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        self.asked.add((context, source, disambiguation, n))
        return None

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False


def _file_dialog() -> QFileDialog:
    dialog = QFileDialog(None, "rule-sheet.pdf")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)  # Qt's own, as on Linux
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    return dialog


def test_every_word_of_qts_dialogs_is_translated_into_french(qtbot):
    printer = QPrinter()
    native = QPrinter()
    native.setOutputFormat(QPrinter.OutputFormat.NativeFormat)  # as on a system with CUPS
    asked = Asked()
    try:
        install_language("fr")
        QCoreApplication.instance().installTranslator(asked)  # asked first: it sees all
        for dialog in (_file_dialog(), QPrintDialog(printer), QPrintPreviewDialog(printer),
                       QPageSetupDialog(native)):
            qtbot.addWidget(dialog)
            dialog.show()
            dialog.close()
        QCoreApplication.instance().removeTranslator(asked)
        missing = sorted((context, source) for context, source, disambiguation, n
                         in asked.asked if not any(
                             translator.translate(context, source, disambiguation, n)
                             for translator in i18n._installed))
        assert not missing
    finally:
        QCoreApplication.instance().removeTranslator(asked)
        install_language("en")


def test_a_file_dialog_open_follows_a_language_switch(qtbot):
    dialog = _file_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    labels = lambda: {label.text() for label in dialog.findChildren(QLabel)}  # noqa: E731
    assert "&Look in:" in labels()
    try:
        install_language("fr")
        qtbot.waitUntil(lambda: "&Voir dans\u00a0:" in labels())
        assert "Fichiers de &type\u00a0:" in labels()
    finally:
        install_language("en")
    qtbot.waitUntil(lambda: "&Look in:" in labels())
    dialog.close()
