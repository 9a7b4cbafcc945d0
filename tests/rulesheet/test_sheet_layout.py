"""The sheet's page as it is printed: a gutter a reader sees between the two columns, no
line running past its column or the page, and the page used (issue 25: the Zanzibar
sheets had 1.3 pt between their columns and the bottom fifth of the page empty)."""

import pytest
from PySide6.QtGui import QTextDocument, QTextTable

from zanzibar_desktop.engine.presets import PRESETS
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.rulesheet.pdf import LAYOUT_DPI, sheet_document
from zanzibar_desktop.rulesheet.sheet import two_columns

pytestmark = pytest.mark.core

POINT = 72 / LAYOUT_DPI  # points on paper per document pixel
TWO_COLUMN_PRESETS = [name for name, preset in PRESETS.items() if two_columns(preset.rules)]


def lines_of(document: QTextDocument, block) -> list[tuple[float, float, float]]:  # noqa: ANN001
    """Where each line of ``block`` that holds text starts, ends and has its bottom on the
    page, in points."""
    place = document.documentLayout().blockBoundingRect(block)
    lines = block.layout()
    found = []
    for index in range(lines.lineCount()):
        line = lines.lineAt(index)
        if line.naturalTextWidth() > 0:
            start = (place.x() + line.x()) * POINT
            found.append((start, start + line.naturalTextWidth() * POINT,
                          (place.y() + line.y() + line.height()) * POINT))
    return found


def columns(document: QTextDocument) -> dict[str, float]:
    """Where the text of each column lies on the page, in points: the right edge of the left
    column's text, the left edge of the right column's, the bottom of each, and the right
    edge of any text."""
    table = next(frame for frame in document.rootFrame().childFrames()
                 if isinstance(frame, QTextTable))
    left, right = table.cellAt(0, 0), table.cellAt(0, table.columns() - 1)
    found = {"left_end": 0.0, "right_start": float("inf"), "left_bottom": 0.0,
             "right_bottom": 0.0, "widest": 0.0}
    block = document.begin()
    while block.isValid():
        for start, end, bottom in lines_of(document, block):
            found["widest"] = max(found["widest"], end)
            if left.firstPosition() <= block.position() <= left.lastPosition():
                found["left_end"] = max(found["left_end"], end)
                found["left_bottom"] = max(found["left_bottom"], bottom)
            elif right.firstPosition() <= block.position() <= right.lastPosition():
                found["right_start"] = min(found["right_start"], start)
                found["right_bottom"] = max(found["right_bottom"], bottom)
        block = block.next()
    return found


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("preset", TWO_COLUMN_PRESETS)
def test_the_columns_keep_a_gutter_and_use_the_page(qapp, preset, language, paper):
    install_language(language)
    try:
        document = sheet_document(PRESETS[preset].rules, paper)
    finally:
        install_language("en")
    found = columns(document)
    width = document.pageSize().width() * POINT
    height = document.pageSize().height() * POINT
    gutter = found["right_start"] - found["left_end"]
    assert gutter >= 12, f"{gutter:.1f} pt between the columns"
    assert found["widest"] <= width + 0.5  # no line runs off the page
    # The longer column reaches the bottom of the page (within a tenth): the type is set
    # as large as the page allows.
    assert max(found["left_bottom"], found["right_bottom"]) >= 0.9 * height
    assert document.pageCount() == 1


# Issue 34: in the hand tables the headings « Jetons » and « En un lancer » stood about 1 mm
# apart (left-aligned headings over right-aligned figures): the gutter holds there too.


def tables_in(frame) -> list[QTextTable]:  # noqa: ANN001
    found = []
    for child in frame.childFrames():
        if isinstance(child, QTextTable):
            found.append(child)
        found += tables_in(child)
    return found


def text_extent(document: QTextDocument, cell) -> tuple[float, float] | None:  # noqa: ANN001
    """Where the text of a table cell starts and ends across the page, in points."""
    extent = None
    block = document.findBlock(cell.firstPosition())
    while block.isValid() and block.position() <= cell.lastPosition():
        for start, end, _bottom in lines_of(document, block):
            extent = (start, end) if extent is None else (min(extent[0], start),
                                                          max(extent[1], end))
        block = block.next()
    return extent


def narrowest_gaps(document: QTextDocument) -> list[tuple[float, str]]:
    """For each table inside the sheet's columns (the hand table), the narrowest space
    between the text of two neighbouring cells of a row, with the two texts."""
    gaps = []
    outer = next(frame for frame in document.rootFrame().childFrames()
                 if isinstance(frame, QTextTable))
    for table in tables_in(outer):
        narrowest = (float("inf"), "")
        for row in range(table.rows()):
            cells = [table.cellAt(row, column) for column in range(table.columns())]
            placed = [(extent, cell) for cell in cells
                      if (extent := text_extent(document, cell)) is not None]
            for (left, left_cell), (right, right_cell) in zip(placed, placed[1:], strict=False):
                gap = right[0] - left[1]
                if gap < narrowest[0]:
                    words = [document.findBlock(cell.firstPosition()).text()
                             for cell in (left_cell, right_cell)]
                    narrowest = (gap, " | ".join(words))
        gaps.append(narrowest)
    return gaps


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("preset", [*TWO_COLUMN_PRESETS, "zanzibar-tokens"])
def test_the_hand_table_keeps_a_gutter_between_every_pair_of_columns(qapp, preset, language):
    rules = PRESETS[preset].rules if preset in PRESETS else \
        PRESETS["zanzibar"].rules.with_options(scoring="tokens")
    install_language(language)
    try:
        document = sheet_document(rules, "a4")
    finally:
        install_language("en")
    gaps = narrowest_gaps(document)
    assert gaps, "no hand table found"
    assert all(gap >= 12 for gap, _ in gaps), [f"{gap:.1f} pt: {words}" for gap, words in gaps]
