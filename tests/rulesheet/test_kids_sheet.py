"""The children's sheet: a page a child can read — few words, no fractions or odds, every
zanzi drawn, and what it says about points is what the engine counts."""

import re

import pytest

from zanzibar_desktop.engine.hands import evaluate, hand_chart
from zanzibar_desktop.engine.presets import PRESETS
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.rulesheet.kids_sheet import EXAMPLES, KidsSheet
from zanzibar_desktop.rulesheet.pdf import sheet_document
from zanzibar_desktop.rulesheet.sheet import rule_sheet_html

pytestmark = pytest.mark.core

KIDS = PRESETS["zanzibar-kids"].rules


@pytest.fixture(params=["en", "fr"])
def language(request, qapp):
    install_language(request.param)
    yield request.param
    install_language("en")


def test_a_child_can_read_it(language):
    for paper in ("a4", "letter"):
        document = sheet_document(KIDS, paper)
        assert document.pageCount() == 1
        text = document.toPlainText()
        words = [word for word in text.split() if re.search(r"\w", word)]
        assert 100 <= len(words) <= 250
        assert "/" not in text and "%" not in text  # no fractions, no odds
        assert "216" not in text and "26" in text and "10" in text


def test_every_zanzi_is_drawn_and_the_examples_are_worth_what_it_says(language):
    html = rule_sheet_html(KIDS)
    zanzis = [row.hand.label for row in hand_chart(KIDS) if row.hand.category == "zanzi"]
    positions = [html.index(f'src="dice:{label}"') for label in zanzis]
    assert positions == sorted(positions)  # strongest first, as the engine ranks them
    assert "<table" not in html  # no table of hands: the throws in sentences
    for dice in EXAMPLES:
        label = "-".join(map(str, dice))
        assert re.search(rf'src="dice:{label}"[^>]*/> \S+ {evaluate(dice, KIDS).value}\b', html)


def test_the_ace_counts_ten_in_the_engine_as_the_sheets_say():
    for dice, row in ((row.hand.dice, row) for row in hand_chart(PRESETS["zanzibar"].rules)):
        if row.hand.category == "simple":
            assert row.hand.value == sum(10 if face == 1 else face for face in dice)


def pictures_by_line(document) -> list[list[str]]:
    """The throws drawn on each line of the laid-out sheet, by their names (``2-2-2``)."""
    lines = []
    block = document.begin()
    while block.isValid():
        document.documentLayout().blockBoundingRect(block)  # lays the block out
        layout = block.layout()
        found: dict[int, list[str]] = {}
        iterator = block.begin()
        while not iterator.atEnd():
            fragment = iterator.fragment()
            image = fragment.charFormat().toImageFormat()
            if image.isValid() and image.name().startswith("dice:"):
                line = layout.lineForTextPosition(fragment.position() - block.position())
                assert line.isValid()
                found.setdefault(line.lineNumber(), []).append(image.name()[5:])
            iterator += 1
        lines += [found[number] for number in sorted(found)]
        block = block.next()
    return lines


def test_no_zanzi_is_left_alone_on_a_line(language):
    """Issue 25: the five zanzis after the zanzi d'as ran onto a second line, 2-2-2 alone."""
    zanzis = [row.hand.label for row in hand_chart(KIDS) if row.hand.category == "zanzi"]
    for paper in ("a4", "letter"):
        lines = pictures_by_line(sheet_document(KIDS, paper))
        rows = [line for line in lines if set(line) <= set(zanzis[1:])]
        assert sum(rows, []) == zanzis[1:]  # all of them, strongest first
        assert [len(row) for row in rows] == [3, 2]


def test_whoever_has_the_highest_die_starts(language):
    words = KidsSheet()._opener(KIDS.with_options(first_opener="die-each"))
    assert words == ("Everyone throws one die. Whoever has the highest die starts. Then it goes "
                     "around the table." if language == "en" else
                     "Chacun lance un dé. Celui qui a le plus gros dé commence. Puis chacun son "
                     "tour, dans le sens des aiguilles d’une montre.")
