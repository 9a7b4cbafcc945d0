"""One interface to a solution (issue 32): both solvers' solutions answer ``choices_at`` a
``TurnPosition`` seen by the player choosing, with that player's chance to win the partie,
best first; None where the solution does not speak."""

import pytest

from zanzibar_desktop.engine.partie.points import solve_points
from zanzibar_desktop.engine.partie.position import TurnPosition
from zanzibar_desktop.engine.partie.tokens import solve_tokens
from zanzibar_desktop.engine.presets import preset_rules

pytestmark = pytest.mark.core

RACE = preset_rules("zanzibar").with_options(target_score=40, ace_zanzi="wins-manche")
BOITE = preset_rules("421-boite")


@pytest.fixture(scope="module")
def race():
    return solve_points(RACE)


@pytest.fixture(scope="module")
def boite():
    return solve_tokens(BOITE)


def test_a_points_race_answers_the_opener_and_the_follower(race):
    opener = race.choices_at(TurnPosition(10, 25, (6, 1, 1), 1))
    assert opener == race.opener_choices(10, 25, (6, 1, 1), 1)
    follower = race.choices_at(TurnPosition(25, 10, (6, 1, 1), 1, beat=((5, 5, 4), 2), limit=2))
    assert follower == race.follower_choices(25, 10, (5, 5, 4), 2, (6, 1, 1), 1, 2)
    assert [choice.partie for choice in follower] == sorted(
        (choice.partie for choice in follower), reverse=True)


def test_a_points_race_is_silent_where_it_does_not_speak(race):
    assert race.choices_at(TurnPosition(40, 0, (6, 1, 1), 1)) is None  # the race is over
    assert race.choices_at(TurnPosition(0, 0, (6, 1, 1), 1, beat=((1, 1, 1), 1))) is None
    assert race.choices_at(TurnPosition(0, 0, (6, 1, 1), 4)) is None  # a throw too many


def test_a_token_game_answers_in_the_choosers_terms(boite):
    opener = boite.choices_at(TurnPosition(6, 5, (6, 5, 1), 1, manches_lost=(0, 0)))
    options = boite.options_at((6, 5), (0, 0), (6, 5, 1), 1)
    assert [choice.keep for choice in opener] == [option.keep for option in options]
    assert [choice.partie for choice in opener] == pytest.approx(
        [1 - option.lose_partie for option in options], abs=1e-15)
    assert [choice.manche_lost for choice in opener] == [o.lose_manche for o in options]
    # The follower holds 5 against an opener's 6 who stopped on 4-2-1 in one throw: the
    # round's terms are the opener's, the answer the follower's.
    follower = boite.choices_at(TurnPosition(5, 6, (6, 6, 6), 1, beat=((4, 2, 1), 1)))
    options = boite.options_at((6, 5), (0, 0), (6, 6, 6), 1, opener_final=((4, 2, 1), 1))
    assert [choice.partie for choice in follower] == pytest.approx(
        [1 - option.lose_partie for option in options], abs=1e-15)


def test_a_token_game_is_silent_where_it_does_not_speak(boite):
    total = BOITE.tokens
    assert boite.choices_at(TurnPosition(total, 1, (6, 5, 1), 1)) is None  # no such state
    assert boite.choices_at(TurnPosition(6, 5, (6, 5, 1), 1, limit=1)) is None  # not its limit
