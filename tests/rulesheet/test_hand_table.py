"""The hands on the sheet: drawn in the engine's order, each rank with its dice, and what
the notes say checked against the engine (which hand beats which, the charge's one throw)."""

import re

import pytest

from zanzibar_desktop.engine.game import CHARGE, Game
from zanzibar_desktop.engine.hands import evaluate, hand_chart, hand_groups
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import PRESETS
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.rulesheet.hand_table import PLAIN_EXAMPLES
from zanzibar_desktop.rulesheet.pdf import sheet_document
from zanzibar_desktop.rulesheet.sheet import rule_sheet_html

pytestmark = pytest.mark.core

pytestmark = pytest.mark.core

PICTURE = re.compile(r'src="dice:([1-6]-[1-6]-[1-6])"')


def table_of(html: str) -> str:
    start = html.index("<th>")
    return html[start:html.index("</table>", start)]


@pytest.mark.parametrize("preset", ["zanzibar", "421", "421-boite"])
def test_the_table_draws_the_hands_in_the_engines_order(qapp, preset):
    rules = PRESETS[preset].rules
    drawn = PICTURE.findall(table_of(rule_sheet_html(rules)))
    expected = []
    for group in hand_groups(rules):
        if group[0].hand.category in ("simple", "plain"):
            expected += [group[0].hand.label, group[-1].hand.label]  # the best … the lowest
        else:
            expected += [row.hand.label for row in group]
    assert drawn == expected
    ranks = {row.hand.label: row.rank for row in hand_chart(rules)}
    assert [ranks[label] for label in drawn] == sorted(ranks[label] for label in drawn)
    words = sheet_document(rules, "a4").toPlainText()  # dice as pictures, chances as percents
    assert "1/216" not in words and "1-1-1" not in words and "0.46%" in words


def test_the_421_notes_rank_plain_hands_as_the_engine_does(qapp):
    rules = PRESETS["421"].rules
    html = rule_sheet_html(rules)
    note = html[html.index("Plain hands rank"):]
    stronger, weaker = PICTURE.findall(note)[:2]
    assert evaluate(tuple(map(int, stronger.split("-"))), rules).key > evaluate(
        tuple(map(int, weaker.split("-"))), rules).key
    assert {stronger, weaker} == {"-".join(map(str, dice)) for dice in PLAIN_EXAMPLES}
    # 6-4-1 is worth as much as 5-5-3 and adds up to less, yet ranks above it
    assert evaluate((6, 4, 1), rules).value == evaluate((5, 5, 3), rules).value
    assert stronger == "6-4-1"


def test_the_charge_the_sheet_describes_allows_one_throw(qapp):
    rules = PRESETS["421"].rules
    assert "one single throw" in rule_sheet_html(rules)
    game = Game(rules, [PlayerSpec("A"), PlayerSpec("B"), PlayerSpec("C")], seed=3)
    assert game.phase == CHARGE and game.limit == 1
    opener = game.current
    game.throw()
    assert game.current != opener  # the one throw ended the turn


def test_a_straight_and_a_nenette_worth_four_get_their_rows(qapp):
    install_language("en")  # the plural forms
    straight = PRESETS["zanzibar"].rules.with_options(name="suite", straight="beats-all-points")
    html = rule_sheet_html(straight)
    assert "6-5-4" in PICTURE.findall(table_of(html)) and "The straight is played" in html
    nenette = PRESETS["421"].rules.with_options(name="nénette", nenette="worth-4")
    drawn = PICTURE.findall(table_of(rule_sheet_html(nenette)))
    assert drawn.index("2-2-1") < drawn.index("6-6-5")  # above the plain hands
    assert "is worth 4 tokens and beats the plain hands" in rule_sheet_html(nenette)
