"""The odds engine against brute-force enumeration of every throw sequence, and 000's table."""

from fractions import Fraction
from functools import cache
from itertools import product

import pytest

from zanzibar_desktop.engine.ai.base import keep_positions
from zanzibar_desktop.engine.hands import evaluate
from zanzibar_desktop.engine.odds.decharge import DechargeSituation, decharge_options
from zanzibar_desktop.engine.odds.duel import duel
from zanzibar_desktop.engine.odds.headsup import heads_up_options
from zanzibar_desktop.engine.odds.zanzi_table import zanzi_table
from zanzibar_desktop.engine.presets import preset_rules

MASKS = [mask for mask in product((False, True), repeat=3) if not all(mask)]


def brute_force(rules, limit, beat, beat_throws):
    """Optimal (win, tie, lose) of each ordered state, enumerating every throw of every die."""
    fewer = rules.tie_break == "fewer-throws"

    def strength(dice, throws):
        key = evaluate(dice, rules).key
        return (key, -throws) if fewer else (key,)

    target = strength(beat, beat_throws)

    def stop(dice, throws):
        mine = strength(dice, throws)
        return (1.0, 0.0, 0.0) if mine > target else (0.0, 1.0, 0.0) if mine == target else (
            0.0, 0.0, 1.0)

    @cache
    def value(dice, throws):
        best = stop(dice, throws)
        if throws == limit:
            return best
        for mask in MASKS:
            outcome = rethrow(dice, throws, mask)
            if outcome[0] + outcome[1] / 2 > best[0] + best[1] / 2 + 1e-12:
                best = outcome
        return best

    def rethrow(dice, throws, held):
        free = [position for position in range(3) if not held[position]]
        total = [0.0, 0.0, 0.0]
        rolls = list(product(range(1, 7), repeat=len(free)))
        for roll in rolls:
            new = list(dice)
            for position, face in zip(free, roll, strict=True):
                new[position] = face
            for index, part in enumerate(value(tuple(new), throws + 1)):
                total[index] += part / len(rolls)
        return tuple(total)

    value.stop = stop
    return value, rethrow


CASES = [
    ("zanzibar", 3, (5, 5, 5), 2), ("zanzibar", 3, (6, 6, 5), 1), ("zanzibar", 2, (1, 1, 6), 1),
    ("421", 3, (6, 1, 1), 2), ("421", 3, (6, 5, 3), 3), ("421-boite", 2, (4, 2, 1), 1),
]


@pytest.mark.parametrize("preset, limit, beat, beat_throws", CASES)
def test_every_option_matches_brute_force_enumeration(preset, limit, beat, beat_throws):
    rules = preset_rules(preset)
    for tie_rules in (rules, rules.with_options(tie_break="throw-off")):
        value, rethrow = brute_force(tie_rules, limit, beat, beat_throws)
        for dice in [(6, 6, 2), (1, 4, 2), (3, 5, 1), (2, 2, 2), (6, 5, 4), (1, 1, 3)]:
            for used in range(1, limit + 1):
                options = heads_up_options(tie_rules, dice, used, limit, beat, beat_throws)
                takes = [option.take for option in options]
                assert all(a >= b - 1e-9 for a, b in zip(takes, takes[1:], strict=False))
                for option in options:
                    assert option.win + option.tie + option.lose == pytest.approx(1)
                    if option.stops:
                        assert (option.win, option.tie, option.lose) == value.stop(dice, used)
                        continue
                    held = keep_positions(dice, option.keep)
                    mask = tuple(position in held for position in range(3))
                    win, tie, _ = rethrow(dice, used, mask)
                    assert option.take == pytest.approx(win + tie / 2, abs=1e-9)
                assert options[0].take == pytest.approx(
                    value(dice, used)[0] + value(dice, used)[1] / 2, abs=1e-9)


def test_stopping_is_scored_exactly():
    rules = preset_rules("zanzibar")
    options = heads_up_options(rules, (6, 6, 5), 1, 3, (1, 5, 2), 2)
    stop = next(option for option in options if option.stops)
    assert (stop.win, stop.tie, stop.lose) == (1.0, 0.0, 0.0)  # 17 in 1 beats 17 in 2
    options = heads_up_options(rules, (6, 6, 5), 2, 3, (1, 5, 2), 2)
    stop = next(option for option in options if option.stops)
    assert (stop.win, stop.tie, stop.lose) == (0.0, 1.0, 0.0)  # same throws: a throw-off
    assert stop.expected_value == 17


def test_000_table():
    table = zanzi_table()
    assert table.given_zanzi_first_throw == Fraction(1, 216)
    assert table.any_zanzi_first_throw == Fraction(6, 216)
    assert table.no_zanzi_first_throw == Fraction(210, 216)
    assert round(float(table.any_zanzi_000_strategy) * 100, 2) == 20.70
    assert table.any_zanzi_optimal >= float(table.any_zanzi_000_strategy)


def test_duel_is_a_probability_and_follow_opener_favours_the_opener():
    for preset in ("zanzibar", "421"):
        result = duel(preset_rules(preset))
        assert 0 < result.opener_take < 1
        assert result.opener_take + result.replier_take == pytest.approx(1)
    free = duel(preset_rules("zanzibar"))
    follow = duel(preset_rules("zanzibar").with_options(throw_limit="follow-opener"))
    assert follow.opener_take > free.opener_take


def test_duel_matches_brute_force_with_two_throws():
    rules = preset_rules("zanzibar").with_options(max_throws=2, throw_limit="follow-opener")
    replies = {}

    def replier_take(dice, throws):
        limit = throws
        if (dice, throws) not in replies:
            value, rethrow = brute_force(rules, limit, dice, throws)
            total = 0.0
            for first in product(range(1, 7), repeat=3):
                win, tie, _ = value(first, 1)
                total += (win + tie / 2) / 216
            replies[(dice, throws)] = total
        return replies[(dice, throws)]

    def opener_value(dice, throws):
        stop = 1 - replier_take(tuple(sorted(dice, reverse=True)), throws)
        if throws == 2:
            return stop
        best = stop
        for mask in MASKS:
            free = [p for p in range(3) if not mask[p]]
            rolls = list(product(range(1, 7), repeat=len(free)))
            total = 0.0
            for roll in rolls:
                new = list(dice)
                for position, face in zip(free, roll, strict=True):
                    new[position] = face
                total += opener_value(tuple(new), 2) / len(rolls)
            best = max(best, total)
        return best

    exact = sum(opener_value(first, 1) for first in product(range(1, 7), repeat=3)) / 216
    assert duel(rules).opener_take == pytest.approx(exact, abs=1e-9)


def test_decharge_outcomes_sum_to_one_and_value_shedding_tokens():
    rules = preset_rules("421")
    situation = DechargeSituation(strongest=((6, 1, 1), 2), weakest=((5, 3, 2), 1),
                                  strongest_tokens=5, my_tokens=4)
    options = decharge_options(rules, (4, 2, 3), 1, 3, situation)
    for option in options:
        assert option.strongest + option.weakest + option.between == pytest.approx(1)
    stop = next(option for option in options if len(option.keep) == 3)
    assert (stop.strongest, stop.weakest) == (0.0, 0.0)  # 4-3-2 tierce: in between
    win_now = decharge_options(rules, (4, 2, 1), 1, 3, situation)
    best = win_now[0]
    assert len(best.keep) == 3 and best.strongest == 1.0
    assert best.tokens == -4  # 421 worth 8, but only 4 tokens to give
