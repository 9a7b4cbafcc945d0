"""The hands on the sheet: drawn in the engine's order, each rank with its dice, and what
the notes say checked against the engine (which hand beats which, the charge's one throw)."""

import re

import pytest

from zanzibar_desktop.engine.game import CHARGE, Game
from zanzibar_desktop.engine.hands import evaluate, hand_chart, hand_groups
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import PRESETS
from zanzibar_desktop.engine.rules import OPTION_BY_KEY
from zanzibar_desktop.i18n import install_language, tr_text
from zanzibar_desktop.rulesheet.hand_table import PLAIN_EXAMPLES, HandTable
from zanzibar_desktop.rulesheet.pdf import sheet_document
from zanzibar_desktop.rulesheet.sheet import rule_sheet_html

pytestmark = pytest.mark.core

PICTURE = re.compile(r'src="dice:([1-6]-[1-6]-[1-6])"')


def table_of(html: str) -> str:
    start = html.index("<th")
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
    # (the sheet ties a number to its word with a no-break space)
    words = rule_sheet_html(nenette).replace("\u00a0", " ")
    assert "is worth 4 tokens and beats the plain hands" in words


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("straight", ["beats-all-points", "beats-lower-points"])
def test_the_sheet_says_what_a_straight_beats_in_the_rules_editors_words(qapp, language,
                                                                         straight):
    """One statement of what a straight beats: the choice the rules editor lists, word for
    word on the sheet (issue 25: « inférieurs à 15 » there, « de 15 ou moins » here)."""
    install_language(language)
    try:
        rules = PRESETS["zanzibar"].rules.with_options(name="suite", straight=straight)
        words = rule_sheet_html(rules).replace("\u00a0", " ")
        choice = tr_text(OPTION_BY_KEY["straight"].label(straight))
        note = next(line for line in words.split("<p>") if line.startswith(
            ("A straight", "Une suite")))
        assert choice in note
        if straight == "beats-lower-points":
            # a simple point of 15 ties the straight's value and the straight beats it
            assert evaluate((6, 5, 4), rules).key > evaluate((6, 6, 3), rules).key
            assert ("of 15 or less" if language == "en" else "de 15 ou moins") in note
            assert "inférieur" not in words and "below 15" not in words
    finally:
        install_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_two_rows_of_simple_points_round_a_straight_have_their_own_names(qapp, language):
    """A straight that beats only lower simple points splits them into two rows, one above
    it and one below: each is named for what it is, not both « tout autre lancer »."""
    install_language(language)
    try:
        rules = PRESETS["zanzibar"].rules.with_options(name="suite", straight="beats-lower-points")
        groups = hand_groups(rules)
        straight = next(index for index, group in enumerate(groups)
                        if group[0].hand.category == "straight")
        simple = [index for index, group in enumerate(groups) if group[0].hand.category == "simple"]
        assert len(simple) == 2 and simple[0] < straight < simple[1]
        table = HandTable()
        above, below = (table._name(groups[index][0].hand, rules) for index in simple)
        assert above != below
        if language == "en":
            assert above == "Simple points that beat the straight"
            assert below == "Simple points the straight beats"
        html = table_of(rule_sheet_html(rules))
        assert above in html and below in html
        lone = PRESETS["zanzibar"].rules  # no straight: one row, any other throw
        assert [table._name(group[0].hand, lone) for group in hand_groups(lone)
                if group[0].hand.category == "simple"] == [
            "Simple points: any other throw" if language == "en"
            else "Points simples\u00a0: tout autre lancer"]
    finally:
        install_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_under_zanzis_only_simple_points_score_nothing_and_only_decide_the_manche(qapp,
                                                                                 language):
    """Issue 34: the zanzis-only sheet gave simple points a score (7–26 in the table, "is
    worth 26" in the notes); under those rules they only decide who wins the manche."""
    rules = PRESETS["zanzibar"].rules.with_options(simple_points="zero")
    install_language(language)
    try:
        table = HandTable()
        row = table._row(hand_groups(rules)[-1], rules, False, False)
        notes = " ".join(table.notes(rules))
    finally:
        install_language("en")
    figures = re.findall(r"<td align='right'[^>]*>([^<]*)</td>", row)
    assert figures[0] == "0", row
    said = {"en": ("score nothing", "decide who wins the manche", "is worth"),
            "fr": ("ne rapportent rien", "qui gagne la manche", "vaut")}[language]
    assert said[0] in notes and said[1] in notes and said[2] not in notes, notes
