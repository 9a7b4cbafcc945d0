"""The kinds of decision (issue 35): every reviewed decision of seeded games of every preset
falls in exactly one, the one its position and choice say, and every kind occurs."""

import collections

import pytest

from zanzibar_desktop.engine.ai.base import apply_decision
from zanzibar_desktop.engine.ai.levels import make_player
from zanzibar_desktop.engine.ai.view import table_view
from zanzibar_desktop.engine.decision_kinds import (
    AHEAD,
    BEHIND,
    KEEP_ONE,
    KEEP_TWO,
    KINDS,
    OPENER_LOW,
    OPENER_STRONG,
    RETHROW,
    STOP,
    decision_kind,
    is_strong,
    kind_of,
)
from zanzibar_desktop.engine.game import DECHARGE, Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import PRESETS, preset_rules
from zanzibar_desktop.engine.review import review_game

pytestmark = pytest.mark.core

# The random baseline makes the choices no level would (rethrowing a zanzi): every kind.
TABLES = (("random", "novice"), ("novice", "regular", "random"), ("regular", "expert"))


def played(preset: str, levels: tuple[str, ...], seed: int) -> Game:
    specs = [PlayerSpec(f"P{seat}", level if level != "random" else None)
             for seat, level in enumerate(levels)]
    game = Game(preset_rules(preset), specs, seed=seed)
    players = [make_player(level, seed, seat) for seat, level in enumerate(levels)]
    while not game.over:
        apply_decision(game, players[game.current].decide(table_view(game)))
    return game


def test_every_decision_has_the_one_kind_its_position_and_choice_say_and_every_kind_occurs():
    seen = collections.Counter()
    for preset in PRESETS:
        for levels in TABLES:
            for seed in (1, 2):
                game = played(preset, levels, seed)
                for decision in review_game(game, seats=list(range(len(levels)))).decisions:
                    kind = kind_of(game.rules, decision)
                    assert [key for key, each in KINDS.items() if each == kind] == [kind.key]
                    keep = decision.options[decision.chosen].keep
                    assert (kind.choice == STOP) == (keep is None)
                    if keep is not None:
                        assert kind.choice == {2: KEEP_TWO, 1: KEEP_ONE, 0: RETHROW}[len(keep)]
                    assert (kind.situation == DECHARGE) == (decision.phase == DECHARGE)
                    if decision.phase != DECHARGE:
                        assert (decision.beat is None) == (kind.situation in (OPENER_STRONG,
                                                                             OPENER_LOW))
                    seen[kind.key] += 1
    assert [key for key in KINDS if seen[key] == 0] == []


def test_the_kinds_read_as_a_player_names_the_position():
    rules = preset_rules("zanzibar")
    assert is_strong((1, 1, 1), rules) and is_strong((6, 6, 1), rules)  # 22 points
    assert not is_strong((6, 5, 4), rules)  # 15 points
    assert not is_strong((6, 3, 2), rules)
    assert decision_kind(rules, "points", (6, 3, 2), 1, None, None).key == f"{OPENER_LOW}/{STOP}"
    assert decision_kind(rules, "points", (1, 1, 1), 1, None, ()).key == \
        f"{OPENER_STRONG}/{RETHROW}"
    assert decision_kind(rules, "points", (6, 4, 2), 1, ((3, 3, 3), 1), (6,)).key == \
        f"{BEHIND}/{KEEP_ONE}"
    assert decision_kind(rules, "points", (4, 4, 4), 2, ((3, 3, 3), 1), None).key == \
        f"{AHEAD}/{STOP}"
    assert decision_kind(rules, DECHARGE, (4, 2, 1), 1, None, (4, 2)).key == \
        f"{DECHARGE}/{KEEP_TWO}"


def test_every_kind_has_its_name():
    assert len({kind.name.render() for kind in KINDS.values()}) == len(KINDS)
