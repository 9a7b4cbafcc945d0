"""The seeded soak: whole games between every computer level under every preset and random
option mixes, 2 to 8 players, checking the counts after every action: 400 games (the first
13 already take every preset, family, scoring, player count and level), 2,400 in
`make test-long`.

``python benchmarks/soak.py --games N --seed S`` soaks longer by hand.
"""

import pytest

from benchmarks.soak import ALL_LEVELS, MIX, SoakResult, soak
from tests.helpers import sized
from zanzibar_desktop.engine.players import MAX_PLAYERS, MIN_PLAYERS
from zanzibar_desktop.engine.presets import PRESETS
from zanzibar_desktop.engine.rules import FAMILIES, HAND_VALUE, ONE_POINT, TOKENS

pytestmark = pytest.mark.core

SOAK_SEED = 2026
SOAK_GAMES = sized(400, 2400)


def test_the_soak_conserves_tokens_keeps_scores_and_ends_every_game():
    # soak() raises SoakError (with the game seed and rules) on the first action that
    # breaks an invariant, on a game that runs past its action bound, or on a bad ending.
    result: SoakResult = soak(SOAK_GAMES, SOAK_SEED)
    assert result.games == SOAK_GAMES
    assert result.winners + result.losers == SOAK_GAMES
    assert result.by_scoring[TOKENS] == result.losers
    assert set(result.by_preset) == set(PRESETS) | {MIX}
    assert set(result.by_family) == set(FAMILIES)
    assert set(result.by_scoring) == {HAND_VALUE, ONE_POINT, TOKENS}
    assert set(result.by_players) == set(range(MIN_PLAYERS, MAX_PLAYERS + 1))
    assert set(result.seats_by_level) == set(ALL_LEVELS)
    assert all(result.decisions_by_level[level] > 0 for level in ALL_LEVELS)


def test_the_soak_is_deterministic():
    first, second = soak(12, SOAK_SEED), soak(12, SOAK_SEED)
    assert (first.actions, first.by_preset, first.seats_by_level) == (
        second.actions, second.by_preset, second.seats_by_level)
