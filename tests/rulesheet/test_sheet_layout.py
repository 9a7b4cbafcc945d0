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


def columns(document: QTextDocument) -> dict[str, float]:
    """Where the text of each column lies on the page, in points: the right edge of the left
    column's text, the left edge of the right column's, the bottom of each, and the right
    edge of any text."""
    table = next(frame for frame in document.rootFrame().childFrames()
                 if isinstance(frame, QTextTable))
    left, right = table.cellAt(0, 0), table.cellAt(0, table.columns() - 1)
    layout = document.documentLayout()
    found = {"left_end": 0.0, "right_start": float("inf"), "left_bottom": 0.0,
             "right_bottom": 0.0, "widest": 0.0}
    block = document.begin()
    while block.isValid():
        place = layout.blockBoundingRect(block)
        lines = block.layout()
        for index in range(lines.lineCount()):
            line = lines.lineAt(index)
            if line.naturalTextWidth() <= 0:
                continue
            start = (place.x() + line.x()) * POINT
            end = start + line.naturalTextWidth() * POINT
            bottom = (place.y() + line.y() + line.height()) * POINT
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
