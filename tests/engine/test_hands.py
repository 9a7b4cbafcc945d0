"""Hands checked one by one against the rule texts (000, 002 and 004)."""

import ast
from fractions import Fraction
from pathlib import Path

import pytest

from zanzibar_desktop.engine import hands as hands_module
from zanzibar_desktop.engine.hands import (
    ALL_HANDS,
    BARAQUE,
    FICHE,
    NENETTE,
    PLAIN,
    SIMPLE,
    STRAIGHT,
    TIERCE,
    ZANZI,
    HandRules,
    evaluate,
    hand_chart,
    one_throw_probability,
    token_value,
)
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.rules import OPTION_BY_KEY

pytestmark = pytest.mark.core

pytestmark = pytest.mark.core

ZANZIBAR = preset_rules("zanzibar")
COUNTER = preset_rules("421")
BOITE = preset_rules("421-boite")


def beats(a, b, rules):
    return evaluate(a, rules).key > evaluate(b, rules).key


def ties(a, b, rules):
    return evaluate(a, rules).key == evaluate(b, rules).key


# 002's list, strongest first, then "665 down to 221".
ORDER_421 = [
    (4, 2, 1), (1, 1, 1), (1, 1, 6), (6, 6, 6), (1, 1, 5), (5, 5, 5), (1, 1, 4), (4, 4, 4),
    (1, 1, 3), (3, 3, 3), (1, 1, 2), (2, 2, 2), (6, 5, 4), (5, 4, 3), (4, 3, 2), (3, 2, 1),
]


def test_421_figures_in_the_order_of_the_texts():
    keys = [evaluate(dice, COUNTER).key for dice in ORDER_421]
    assert keys == sorted(keys, reverse=True)
    assert len(set(keys)) == len(keys)


def test_421_plain_hands_rank_by_their_digits_down_to_nenette():
    chart = [row.hand for row in hand_chart(COUNTER)]
    plain = chart[len(ORDER_421):]
    assert [hand.dice for hand in chart[:len(ORDER_421)]] == [
        tuple(sorted(d, reverse=True)) for d in ORDER_421]
    assert plain[0].dice == (6, 6, 5)
    assert plain[-2].dice == (3, 2, 2)  # "la valeur juste avant 221 est 322"
    assert plain[-1].dice == (2, 2, 1) and plain[-1].category == NENETTE
    assert [hand.dice for hand in plain] == sorted((hand.dice for hand in plain), reverse=True)
    assert beats((6, 4, 1), (5, 5, 3), COUNTER)  # 004's example


def test_421_values():
    assert evaluate((1, 2, 4), COUNTER).value == 8
    assert evaluate((1, 2, 4), BOITE).value == 11
    assert evaluate((1, 1, 1), COUNTER).value == 7
    for face in range(2, 7):
        assert evaluate((1, face, 1), COUNTER).value == face
        assert evaluate((1, face, 1), COUNTER).category == FICHE
        assert evaluate((face,) * 3, COUNTER).value == face
        assert evaluate((face,) * 3, COUNTER).category == BARAQUE
        assert beats((1, 1, face), (face,) * 3, COUNTER)  # fiche beats baraque of equal value
    for tierce in [(6, 5, 4), (3, 4, 5), (2, 4, 3), (1, 3, 2)]:
        assert evaluate(tierce, COUNTER).value == 2
        assert evaluate(tierce, COUNTER).category == TIERCE
    assert evaluate((6, 6, 5), COUNTER).value == 1
    assert evaluate((2, 2, 1), COUNTER).value == 1
    assert evaluate((6, 3, 1), COUNTER).category == PLAIN


def test_421_value_variants():
    assert evaluate((4, 2, 1), COUNTER.with_options(value_421=10)).value == 10


def test_nenette_worth_four_ranks_just_above_the_plain_hands():
    rules = COUNTER.with_options(nenette="worth-4")
    nenette = evaluate((2, 2, 1), rules)
    assert nenette.value == 4
    assert beats((2, 2, 1), (6, 6, 5), rules)
    assert beats((3, 2, 1), (2, 2, 1), rules)  # beaten by the tierces
    assert beats((2, 1, 1), (2, 2, 1), rules)
    assert not beats((2, 2, 1), (3, 2, 2), COUNTER)


def test_zanzibar_scoring_table_of_000():
    assert evaluate((1, 1, 1), ZANZIBAR).value == 100
    for face in range(2, 7):
        hand = evaluate((face,) * 3, ZANZIBAR)
        assert hand.category == ZANZI and hand.value == 10 * face
    assert evaluate((6, 6, 5), ZANZIBAR).value == 17
    assert evaluate((1, 5, 2), ZANZIBAR).value == 17
    assert evaluate((1, 1, 6), ZANZIBAR).value == 26
    assert evaluate((1, 4, 2), ZANZIBAR).value == 16
    assert evaluate((1, 1, 6), ZANZIBAR).category == SIMPLE


def test_zanzibar_order_of_000():
    assert beats((1, 1, 1), (6, 6, 6), ZANZIBAR)
    for high in range(3, 7):
        assert beats((high,) * 3, (high - 1,) * 3, ZANZIBAR)
    assert beats((2, 2, 2), (1, 1, 6), ZANZIBAR)  # the smallest zanzi beats As-As-6
    assert ties((6, 6, 5), (1, 5, 2), ZANZIBAR)  # 17 against 17: equal hands
    assert beats((1, 1, 6), (6, 6, 5), ZANZIBAR)


def test_the_straight_beats_every_simple_point_or_only_lower_ones():
    off = ZANZIBAR
    assert evaluate((4, 5, 6), off).category == SIMPLE
    over_all = ZANZIBAR.with_options(straight="beats-all-points")
    over_lower = ZANZIBAR.with_options(straight="beats-lower-points")
    for straight in [(1, 2, 3), (2, 3, 4), (3, 4, 5), (4, 5, 6)]:
        for rules in (over_all, over_lower):
            hand = evaluate(straight, rules)
            assert hand.category == STRAIGHT and hand.value == 15
            assert beats((2, 2, 2), straight, rules)  # beaten by every zanzi
            assert beats(straight, (6, 4, 3), rules)  # 13 points
        assert beats(straight, (1, 1, 6), over_all)
        assert beats((1, 1, 6), straight, over_lower)
        assert beats(straight, (6, 6, 3), over_lower)  # 15 points: the figure wins
    assert ties((1, 2, 3), (4, 5, 6), over_all)


def test_token_values():
    assert token_value(evaluate((4, 2, 1), COUNTER), COUNTER) == 8
    counter_zanzibar = ZANZIBAR.with_options(scoring="tokens")
    assert token_value(evaluate((1, 1, 1), counter_zanzibar), counter_zanzibar) == 10
    assert token_value(evaluate((6, 6, 6), counter_zanzibar), counter_zanzibar) == 6
    assert token_value(evaluate((6, 6, 5), counter_zanzibar), counter_zanzibar) == 1
    assert token_value(evaluate((3, 2, 2), counter_zanzibar), counter_zanzibar) == 1


def test_single_throw_probabilities_match_000():
    assert len(ALL_HANDS) == 56
    assert sum(one_throw_probability(dice) for dice in ALL_HANDS) == 1
    assert one_throw_probability((6, 6, 6)) == Fraction(1, 216)
    zanzis = sum(one_throw_probability((face,) * 3) for face in range(1, 7))
    assert zanzis == Fraction(6, 216)
    assert 1 - zanzis == Fraction(210, 216)
    assert one_throw_probability((4, 2, 1)) == Fraction(1, 36)


@pytest.mark.parametrize("preset", ["zanzibar", "zanzibar-kids", "421", "421-boite"])
def test_chart_ranks_have_no_gaps_and_equal_hands_share_them(preset):
    rules = preset_rules(preset)
    rows = hand_chart(rules)
    assert len(rows) == 56
    assert rows[0].rank == 1
    for before, after in zip(rows, rows[1:], strict=False):
        if before.hand.key == after.hand.key:
            assert after.rank == before.rank
        else:
            assert after.rank == before.rank + 1
            assert before.hand.key > after.hand.key


def test_names_are_translatable_texts():
    hand = evaluate((6, 6, 5), ZANZIBAR)
    assert hand.name.render() == "17 points"
    french = {"{value} points": "{value} points simples"}
    assert hand.name.render(lambda context, source: french.get(source, source)) == "17 points simples"
    assert evaluate((1, 1, 1), ZANZIBAR).name.render() == "Zanzi d'as"


def test_bad_dice_are_refused():
    with pytest.raises(ValueError):
        evaluate((7, 1, 1), ZANZIBAR)
    with pytest.raises(ValueError):
        evaluate((6, 6), ZANZIBAR)


def test_hands_read_only_the_options_they_name():
    """Hands take any object with the options they name (HandRules), so that they need not
    import the rules: each name is a rules option, and hands read no other."""
    named = {name for name in vars(HandRules) if not name.startswith("_")}
    assert named <= set(OPTION_BY_KEY)
    tree = ast.parse(Path(hands_module.__file__).read_text(encoding="utf-8"))
    read = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name) and node.value.id == "rules"}
    assert read == named


@pytest.mark.parametrize("preset", ["zanzibar", "421", "421-boite"])
def test_the_chart_as_players_read_it_keeps_the_engines_order_in_groups(preset):
    rules = preset_rules(preset)
    groups = hands_module.hand_groups(rules)
    assert [row for group in groups for row in group] == hand_chart(rules)
    for group in groups:  # one rank, or one run of simple points, plain hands or straights
        categories = {row.hand.category for row in group}
        assert len({row.rank for row in group}) == 1 or (
            len(categories) == 1 and categories <= set(hands_module.GROUPED_CATEGORIES))
    if rules.family == "zanzibar":  # each zanzi alone, then the simple points on one row
        assert [len(group) for group in groups][:6] == [1] * 6
        assert {row.hand.category for row in groups[-1]} == {"simple"}
