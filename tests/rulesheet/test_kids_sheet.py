"""The children's sheet: a page a child can read — few words, no fractions or odds, every
zanzi drawn, and what it says about points is what the engine counts."""

import re

import pytest

from zanzibar_desktop.engine.hands import evaluate, hand_chart
from zanzibar_desktop.engine.presets import PRESETS
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.rulesheet.kids_sheet import EXAMPLES
from zanzibar_desktop.rulesheet.pdf import sheet_document
from zanzibar_desktop.rulesheet.sheet import rule_sheet_html

pytestmark = pytest.mark.core

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
