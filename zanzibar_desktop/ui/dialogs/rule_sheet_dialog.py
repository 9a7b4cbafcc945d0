"""Help ▸ Rule sheet…: the sheet of the rules in play (or a preset), previewed, printed or
exported to PDF on A4 or Letter paper, in the current language."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextDocument, QTextOption
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...engine.presets import PRESETS
from ...engine.rules import Rules
from ...rulesheet.content import sheet_title
from ...rulesheet.pdf import page_layout, paper_of, print_document, sheet_document, write_pdf
from ...storage.errors import StorageError
from ..folders import in_start_folder
from ..message_boxes import warn
from ..modal import run_modal
from ..screen_room import fit_to_screen
from ..texts import tr_text
from ..wheel_guard import ComboBox


class RuleSheetDialog(QDialog):
    def __init__(self, rules_in_play: Rules | None, players: list[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rule sheet"))
        fit_to_screen(self, 720, 760)
        self.players = players
        self.rules_box = ComboBox()
        if rules_in_play is not None:
            self.rules_box.addItem(self.tr("Rules in play: {name}").format(
                name=sheet_title(rules_in_play, QCoreApplication.translate)), rules_in_play)
        for preset in PRESETS.values():
            self.rules_box.addItem(tr_text(preset.title), preset.rules)
        self.page_box = ComboBox()
        self.page_box.addItem(self.tr("A4"), "a4")
        self.page_box.addItem(self.tr("Letter"), "letter")
        form = QFormLayout()
        form.addRow(self.tr("&Rules:"), self.rules_box)
        form.addRow(self.tr("&Paper:"), self.page_box)
        self.preview = QTextBrowser()
        # Lines break between words only, as on paper: a text box's own wrapping (which it
        # gives every document it shows) also cuts a word that does not fit ("Toke ns").
        self.preview.setWordWrapMode(QTextOption.WrapMode.WordWrap)
        self.preview.setAccessibleName(self.tr("Rule sheet"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.preview_button = QPushButton(self.tr("Print pre&view…"))
        self.print_button = QPushButton(self.tr("&Print…"))
        self.pdf_button = QPushButton(self.tr("Export to P&DF…"))
        for button in (self.preview_button, self.print_button, self.pdf_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        self.preview_button.clicked.connect(self.print_preview)
        self.print_button.clicked.connect(self.print_sheet)
        self.pdf_button.clicked.connect(self.export_pdf)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.preview, 1)
        layout.addWidget(buttons)
        self.rules_box.currentIndexChanged.connect(self.refresh)
        self.page_box.currentIndexChanged.connect(self.refresh)
        self.refresh()

    def rules(self) -> Rules:
        return self.rules_box.currentData()

    def page(self) -> str:
        return self.page_box.currentData()

    def document(self) -> QTextDocument:
        """The sheet laid out on the chosen paper: what is printed, previewed and exported."""
        return sheet_document(self.rules(), self.page(), self.players)

    def refresh(self) -> None:
        document = self.document()
        document.setParent(self.preview)  # the view does not take ownership
        self.preview.setDocument(document)

    def _printer(self) -> QPrinter:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageLayout(page_layout(self.page()))
        return printer

    def _print_on(self, printer: QPrinter) -> None:
        """Print on the paper the print dialog or the preview's page setup chose, when it is
        A4 or Letter (the sheet is laid out anew for it); else on the paper chosen here."""
        page = paper_of(printer.pageLayout()) or self.page()
        print_document(sheet_document(self.rules(), page, self.players), printer, page)

    def preview_dialog(self) -> QPrintPreviewDialog:
        """A print preview of the sheet; the printer is kept alive as long as the dialog."""
        self._preview_printer = self._printer()  # the dialog does not own it
        dialog = QPrintPreviewDialog(self._preview_printer, self)
        dialog.setWindowTitle(self.tr("Rule sheet — print preview"))
        dialog.paintRequested.connect(self._print_on)
        return dialog

    def print_preview(self) -> None:
        run_modal(self.preview_dialog())

    def print_sheet(self) -> None:
        printer = self._printer()
        if run_modal(QPrintDialog(printer, self)) == QDialog.DialogCode.Accepted:
            self._print_on(printer)

    def export_pdf(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the rule sheet"),
                                              in_start_folder("rule-sheet.pdf"),
                                              self.tr("PDF files (*.pdf)"))
        if path:
            self.save_pdf(path)

    def save_pdf(self, path: str) -> bool:
        try:
            write_pdf(self.rules(), path, self.page(), self.players)
        except StorageError as error:
            warn(self, self.tr("Cannot export"), self.tr(
                "The rule sheet could not be written to {path}: {reason}.").format(
                path=path, reason=tr_text(error.text)))
            return False
        return True
