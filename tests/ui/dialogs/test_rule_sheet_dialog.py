"""Help ▸ Rule sheet: the print preview, a printout and the PDF export are the one page the
command writes, on the chosen paper within our margins."""

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QPageLayout, QPageSize
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewWidget

from tests.rulesheet.test_rulesheet import pdf_text
from zanzibar_desktop.cli.main import main
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.rulesheet.pdf import MARGIN_MM
from zanzibar_desktop.ui.dialogs.rule_sheet_dialog import RuleSheetDialog

pytestmark = pytest.mark.gui


def test_preview_printout_and_export_give_the_commands_page(qtbot, tmp_path):
    install_language("en")  # as the game does at its start: the plural forms
    dialog = RuleSheetDialog(preset_rules("421"), [])
    qtbot.addWidget(dialog)
    dialog.page_box.setCurrentIndex(dialog.page_box.findData("letter"))
    assert "Fiche of sixes" in dialog.preview.toPlainText()
    assert dialog.preview.document().resource(
        dialog.preview.document().ResourceType.ImageResource.value, "dice:4-2-1") is not None

    preview = dialog.preview_dialog()
    qtbot.addWidget(preview)
    preview.show()
    widget = preview.findChild(QPrintPreviewWidget)
    qtbot.waitUntil(lambda: widget.pageCount() == 1)
    margins = dialog._preview_printer.pageLayout().margins(QPageLayout.Unit.Millimeter)
    assert round(margins.left(), 3) == round(margins.top(), 3) == MARGIN_MM
    preview.close()

    printed = tmp_path / "printed.pdf"
    printer = dialog._printer()  # as Print… hands it to the print dialog: on the chosen paper
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(printed))
    dialog._print_on(printer)
    del printer
    exported = tmp_path / "exported.pdf"
    assert dialog.save_pdf(str(exported))
    command = tmp_path / "command.pdf"
    assert main(["rulesheet", "--rules", "421", "--page", "letter", "--lang", "en",
                 "-o", str(command)]) == 0
    on_a4 = tmp_path / "a4.pdf"  # A4 chosen in the print dialog: laid out for A4
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(on_a4))
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    dialog._print_on(printer)
    del printer
    reader = PdfReader(str(on_a4))
    assert len(reader.pages) == 1 and round(float(reader.pages[0].mediabox.width)) == 595
    for path in (printed, exported):
        reader = PdfReader(str(path))
        assert len(reader.pages) == 1 and round(float(reader.pages[0].mediabox.width)) == 612
        assert pdf_text(path) == pdf_text(command)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("preset", ["421", "zanzibar"])
def test_the_preview_breaks_lines_between_words_only(qtbot, preset, language):
    """The sheet's words, headers included, are never cut inside a word ("Toke ns", "One
    thro w"): the preview keeps the sheet's own wrapping, not its text box's default."""
    install_language(language)
    dialog = RuleSheetDialog(preset_rules(preset), [])
    qtbot.addWidget(dialog)
    dialog.resize(720, 760)  # as it opens
    dialog.show()
    qtbot.waitUntil(dialog.preview.isVisible)
    document = dialog.preview.document()
    document.documentLayout().documentSize()  # laid out at the preview's width
    cut = []
    block = document.begin()
    while block.isValid():
        layout, words = block.layout(), block.text()
        for index in range(layout.lineCount() - 1):
            line = layout.lineAt(index)
            end = line.textStart() + line.textLength()
            if words[end - 1].isalnum() and words[end].isalnum():
                cut.append(f"{words[line.textStart():end]}|{words[end:end + 12]}")
        block = block.next()
    install_language("en")
    assert not cut
    dialog.close()
