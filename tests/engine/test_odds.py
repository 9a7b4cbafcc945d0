"""The odds engine against brute-force enumeration of every throw sequence, and 000's table."""

from fractions import Fraction
from functools import cache
from itertools import product

import numpy as np
import pytest

from zanzibar_desktop.engine.ai.base import keep_positions
from zanzibar_desktop.engine.hands import ALL_HANDS, evaluate
from zanzibar_desktop.engine.odds.decharge import DechargeSituation, decharge_options
from zanzibar_desktop.engine.odds.duel import duel
from zanzibar_desktop.engine.odds.headsup import heads_up_options
from zanzibar_desktop.engine.odds.solver import solve_turn, turn_start_value
from zanzibar_desktop.engine.odds.zanzi_table import zanzi_table
from zanzibar_desktop.engine.presets import preset_rules

pytestmark = pytest.mark.core

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


# 000's table and its "20,70 %", each figure checked by brute force over the ordered outcomes
# of the dice, independently of the module's own counting and backward induction.

FACES = range(1, 7)


def _rethrows(dice, free):
    """Every ordered outcome of re-throwing the dice at positions ``free``, with its chance."""
    chance = Fraction(1, 6 ** len(free))
    for roll in product(FACES, repeat=len(free)):
        new = list(dice)
        for position, face in zip(free, roll, strict=True):
            new[position] = face
        yield tuple(new), chance


def _first_throws():
    return [(dice, Fraction(1, 216)) for dice in product(FACES, repeat=3)]


@cache
def _aiming(dice, target, rethrows_left):
    """The chance all three dice show ``target``, re-throwing the dice that do not ("les dés
    non conformes") at most ``rethrows_left`` more times."""
    free = [position for position in range(3) if dice[position] != target]
    if not free:
        return Fraction(1)
    if rethrows_left == 0:
        return Fraction(0)
    return sum(chance * _aiming(new, target, rethrows_left - 1)
               for new, chance in _rethrows(dice, free))


def _is_zanzi(dice):
    return dice[0] == dice[1] == dice[2]


def test_000_first_throw_rows_by_enumeration():
    """The text's table: "Un zanzi précis — Exemple : 6-6-6 | 1 sur 216 | 0,46 %",
    "N'importe quel zanzi — De 1-1-1 à 6-6-6 | 6 sur 216 | 2,78 % | 1 chance sur 36",
    "Aucun zanzi — Tirage de points simples | 210 sur 216 | 97,22 %"."""
    throws = list(product(FACES, repeat=3))
    assert len(throws) == 216
    precise = sum(dice == (6, 6, 6) for dice in throws)
    zanzis = sum(_is_zanzi(dice) for dice in throws)
    assert (precise, zanzis, 216 - zanzis) == (1, 6, 210)
    rows = zanzi_table().rows()
    assert [(row.favourable, row.out_of) for row in rows[:3]] == [(1, 216), (6, 216), (210, 216)]
    assert [row.probability for row in rows[:3]] == [
        Fraction(precise, 216), Fraction(zanzis, 216), Fraction(216 - zanzis, 216)]
    assert [row.fraction for row in rows[:3]] == ["1/216", "1/36", "35/36"]
    assert [row.text_figure for row in rows[:3]] == ["0,46 %", "2,78 %", "97,22 %"]
    assert all(row.matches_text_figure for row in rows[:3])


def test_000_figure_is_the_value_chosen_after_the_first_throw():
    """"En visant un zanzi d'une valeur donnée et en relançant les dés non conformes sur 3
    lancers, cette probabilité atteint environ 20,70 %." — the 20,70 % comes out when the value
    is chosen *after* the first throw (the face showing most), then the other dice are
    re-thrown at it twice: exactly 1207/5832."""
    exact = sum(chance * _aiming(dice, max(dice, key=dice.count), 2)
                for dice, chance in _first_throws())
    assert exact == Fraction(1207, 5832)
    assert f"{float(exact):.2%}" == "20.70%"
    row = zanzi_table().rows()[3]
    assert row.key == "zanzi_value_chosen_after_first_throw"
    assert row.probability == exact == zanzi_table().any_zanzi_000_strategy
    assert (row.text_figure, row.matches_text_figure) == ("20,70 %", True)
    assert "relançant les dés non conformes" in row.quote


def test_000_literal_reading_value_chosen_from_the_start_gives_7_48():
    """"La probabilité de 20,70 % sur un tour complet correspond à une stratégie précise :
    viser un zanzi d'une valeur choisie dès le départ, puis relancer les dés non conformes lors
    des 2 relances suivantes." — read literally (the value fixed before throwing, e.g. sixes),
    this is (1 - (5/6)³)³ = (91/216)³ = 753571/10077696, 7.48 %, not 20,70 %."""
    for target in FACES:
        exact = sum(chance * _aiming(dice, target, 2) for dice, chance in _first_throws())
        assert exact == Fraction(753571, 10077696) == Fraction(91, 216) ** 3
    assert f"{float(exact):.2%}" == "7.48%"
    row = zanzi_table().rows()[4]
    assert row.key == "zanzi_value_chosen_before_throwing"
    assert row.probability == exact == zanzi_table().given_zanzi_aimed_three_throws
    assert (row.text_figure, row.matches_text_figure) == ("20,70 %", False)
    assert "valeur choisie dès le départ" in row.quote


def test_000_optimal_any_zanzi_by_enumeration():
    """"Avec une autre stratégie, ce chiffre varie légèrement." — the best play for any zanzi
    within three throws, over every subset of dice to re-throw: 2539/11664, 21.77 %."""

    @cache
    def best(dice, throws):
        if _is_zanzi(dice):
            return Fraction(1)
        if throws == 3:
            return Fraction(0)
        return max(sum(chance * best(new, throws + 1) for new, chance in _rethrows(dice, free))
                   for mask in MASKS for free in [[p for p in range(3) if not mask[p]]])

    exact = sum(chance * best(dice, 1) for dice, chance in _first_throws())
    assert exact == Fraction(2539, 11664)
    assert f"{float(exact):.2%}" == "21.77%"
    row = zanzi_table().rows()[5]
    assert row.key == "any_zanzi_optimal_play"
    assert row.probability == exact == zanzi_table().any_zanzi_optimal
    assert isinstance(zanzi_table().any_zanzi_optimal, Fraction)
    # the floating-point turn solver agrees with the exact value
    is_zanzi = np.array([[1.0 if dice[0] == dice[2] else 0.0] for dice in ALL_HANDS])
    values = solve_turn({throws: is_zanzi for throws in range(1, 4)}, 3)
    assert float(turn_start_value(values)[0]) == pytest.approx(float(exact), abs=1e-12)


def test_000_table_every_row_is_exact():
    rows = zanzi_table().rows()
    assert [row.fraction for row in rows] == [
        "1/216", "1/36", "35/36", "1207/5832", "753571/10077696", "2539/11664"]
    assert all(isinstance(row.probability, Fraction) for row in rows)
    assert len({row.key for row in rows}) == len(rows)


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
