"""Lays the sheet out on a page and renders it to paper or PDF with Qt's text layout.

The document is laid out on the page's printable area itself (a paginated document), so
that what is printed, previewed and exported is the same page, with our margins only:
QTextDocument.print_ would otherwise add its own 2 cm to the printer's margins, and number
the pages. A sheet that would run over a page is set in a smaller type until it fits.
"""

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QMarginsF, QSizeF
from PySide6.QtGui import (
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPdfWriter,
    QTextDocument,
    QTextOption,
)

from ..engine.rules import Rules
from ..storage.atomic import write_bytes_atomically
from .content import COLUMN_CHOICES, Columns, sheet_title
from .dice_pictures import add_dice_pictures
from .sheet import rule_sheet_html, two_columns

PAGE_SIZES = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
MARGIN_MM = 13.0
LAYOUT_DPI = 96.0  # document pixels per inch: font sizes in points keep their size on paper
SMALLEST_SCALE = 0.7  # of the usual type size, for a custom sheet with many variants
LARGEST_SCALE = 1.5  # a short sheet is set larger, to be read from a step back
PRECISION = 0.006  # of the scale found: type within 0.06 pt of the largest that fits


def page_layout(page: str) -> QPageLayout:
    return QPageLayout(QPageSize(PAGE_SIZES[page]), QPageLayout.Orientation.Portrait,
                       QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                       QPageLayout.Unit.Millimeter)


def paper_of(layout: QPageLayout) -> str | None:
    """``a4`` or ``letter`` when ``layout`` is on that paper, else None."""
    for name, size in PAGE_SIZES.items():
        if layout.pageSize().id() == size:
            return name
    return None


def _document(html: str, layout: QPageLayout) -> QTextDocument:
    document = QTextDocument()
    document.setDocumentMargin(0)
    # Lines break between words only (Qt's default also breaks inside a word that does not
    # fit, and sizes a table's columns as if any word could be cut: "Point/s").
    option = document.defaultTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    document.setDefaultTextOption(option)
    add_dice_pictures(document, html)
    document.setHtml(html)
    area = layout.paintRect(QPageLayout.Unit.Millimeter)
    document.setPageSize(QSizeF(area.width() / 25.4 * LAYOUT_DPI,
                                area.height() / 25.4 * LAYOUT_DPI))
    return document


def sheet_document(rules: Rules, page: str, players: list[str] | None = None) -> QTextDocument:
    """The sheet laid out on ``page`` paper (``a4`` or ``letter``): the largest type, from
    :data:`SMALLEST_SCALE` to :data:`LARGEST_SCALE` of the usual size, that keeps it on one
    page (at the smallest it may run over, never for a preset), with the columns set as
    the first of :data:`COLUMN_CHOICES` that allows it."""
    layout = page_layout(page)
    choices = COLUMN_CHOICES if two_columns(rules) else COLUMN_CHOICES[:1]
    best_scale, best = _largest_type(rules, players, layout, choices[0], None)
    for columns in choices[1:]:  # only a larger type than found so far is looked for
        found = _largest_type(rules, players, layout, columns, best_scale)
        if found is not None:
            best_scale, best = found
    return best


def _largest_type(rules: Rules, players: list[str] | None, layout: QPageLayout, columns: Columns,
                  better_than: float | None) -> tuple[float, QTextDocument] | None:
    """The largest scale (within :data:`PRECISION`) that keeps the sheet on one page with
    these columns, and the sheet; None when it is no larger than ``better_than``."""

    def laid_out(scale: float) -> QTextDocument:
        return _document(rule_sheet_html(rules, players, scale, columns), layout)

    fits, document = SMALLEST_SCALE, None
    if better_than is not None:
        if better_than >= LARGEST_SCALE:
            return None
        fits = better_than + PRECISION  # one layout tells columns that do no better
        document = laid_out(fits)
        if document.pageCount() > 1:
            return None
    largest = laid_out(LARGEST_SCALE)
    if largest.pageCount() <= 1:
        return LARGEST_SCALE, largest
    too_big = LARGEST_SCALE
    while too_big - fits > PRECISION:
        middle = (fits + too_big) / 2
        attempt = laid_out(middle)
        if attempt.pageCount() <= 1:
            fits, document = middle, attempt
        else:
            too_big = middle
    return fits, document if document is not None else laid_out(fits)


def print_document(document: QTextDocument, device: QPagedPaintDevice, page: str) -> None:
    """Print a laid-out sheet on a printer or PDF writer set to the same paper."""
    device.setPageLayout(page_layout(page))
    document.print_(device)


def pdf_title(rules: Rules) -> str:
    return QCoreApplication.translate("RuleSheet", "{name} — rule sheet").format(
        name=sheet_title(rules, QCoreApplication.translate))


def pdf_bytes(rules: Rules, page: str = "a4", players: list[str] | None = None) -> bytes:
    """The sheet as a PDF document on A4 or Letter paper."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(300)
    writer.setTitle(pdf_title(rules))
    writer.setCreator("Zanzibar Desktop")
    print_document(sheet_document(rules, page, players), writer, page)
    del writer
    return bytes(buffer.data().data())


def write_pdf(rules: Rules, path: str, page: str = "a4", players: list[str] | None = None) -> None:
    """Write the sheet to ``path``; :class:`StorageError` says why when it cannot be written
    (QPdfWriter alone fails silently)."""
    write_bytes_atomically(path, pdf_bytes(rules, page, players))
