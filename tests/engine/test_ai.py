"""Computer players: legal, blind to the dice source, and ordered in strength."""

import pytest

from tests.helpers import ScriptedChance
from zanzibar_desktop.engine.ai.base import Decision, apply_decision
from zanzibar_desktop.engine.ai.levels import BASELINES, LEVELS, make_player
from zanzibar_desktop.engine.ai.view import table_view
from zanzibar_desktop.engine.chance import Chance
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.odds.headsup import heads_up_options
from zanzibar_desktop.engine.players import BASELINE_NAMES, LEVEL_NAMES, PlayerSpec
from zanzibar_desktop.engine.presets import PRESETS, preset_rules
from zanzibar_desktop.engine.tournament import run_tournament

pytestmark = pytest.mark.core


class GuardedChance(Chance):
    """Dice that refuse to be read while a player is deciding."""

    deciding = False

    def die(self) -> int:
        assert not self.deciding, "a player read the dice source while deciding"
        return super().die()


@pytest.mark.parametrize("preset", list(PRESETS))
@pytest.mark.parametrize("level", ["novice", "regular", "expert", "random"])
def test_players_make_legal_decisions_without_touching_the_dice(preset, level):
    for seed in range(3):
        chance = GuardedChance(seed)
        game = Game(preset_rules(preset), [PlayerSpec("A"), PlayerSpec("B"), PlayerSpec("C")],
                    seed=seed, chance=chance)
        players = [make_player(level, seed, seat) for seat in range(3)]
        while not game.over:
            view = table_view(game)
            assert not any(isinstance(value, Chance) for value in vars(view).values())
            chance.deciding = True
            draws = chance.draws
            decision = players[game.current].decide(view)
            assert chance.draws == draws
            chance.deciding = False
            apply_decision(game, decision)


def test_every_table_level_has_a_name_and_description():
    for level in LEVELS.values():
        assert level.title.render() and len(level.description.render()) > 20


def test_the_expert_takes_the_best_option_of_the_odds_engine():
    rules = preset_rules("zanzibar")
    # Player 1 has played 5-5-5 in two throws; the expert (player 2) shows 6-6-2 after one.
    faces = [6, 2, 5, 5, 3, 5, 6, 6, 2]
    game = Game(rules, [PlayerSpec("A"), PlayerSpec("B", "expert")], chance=ScriptedChance(faces))
    game.throw()
    game.set_hold(0, True)
    game.set_hold(1, True)
    game.throw()
    game.stop()
    game.throw()
    decision = make_player("expert", 0, 1).decide(table_view(game))
    best = heads_up_options(rules, (6, 6, 2), 1, 3, (5, 5, 5), 2)[0]
    assert best.keep == (6, 6)
    assert decision == Decision.keeping_faces(game.dice, (6, 6))


def test_apply_decision_turns_keeps_into_holds_then_a_throw():
    game = Game(preset_rules("zanzibar"), [PlayerSpec("A"), PlayerSpec("B")], seed=5)
    apply_decision(game, Decision.throwing())
    assert game.throws == 1
    kept = game.dice[1]
    apply_decision(game, Decision.throwing({1}))
    assert game.dice[1] == kept and game.held == [False, True, False]


@pytest.mark.parametrize("preset", ["zanzibar", "421"])
def test_strength_ladder_in_a_small_fixed_tournament(preset):
    """The full ladder (5,000 games a pairing) is measured with ``zanzibar simulate``."""
    rules = preset_rules(preset)
    expert = run_tournament(rules, ["expert", "regular"], 200, seed=11)
    regular = run_tournament(rules, ["regular", "novice"], 200, seed=12)
    for result in (expert, regular):  # the first seat wins the race, or pays less often
        assert result.counts == ("losses" if rules.uses_tokens else "wins")
        assert (result.seats[0].rate < 0.5) if rules.uses_tokens else (result.seats[0].rate > 0.5)


def test_a_tournament_is_the_same_for_the_same_seed():
    rules = preset_rules("421-boite")
    first = run_tournament(rules, ["novice", "regular", "expert"], 30, seed=3)
    second = run_tournament(rules, ["novice", "regular", "expert"], 30, seed=3)
    assert first.seats == second.seats and first.category_counts == second.category_counts


def test_random_player_chooses_among_legal_decisions():
    player = make_player("random", 1, 0)
    game = Game(preset_rules("zanzibar"), [PlayerSpec("A"), PlayerSpec("B")], seed=2)
    seen = set()
    for _ in range(200):
        if game.over:
            break
        decision = player.decide(table_view(game))
        seen.add(decision.stop)
        apply_decision(game, decision)
    assert seen == {True, False}


def test_the_registry_makes_the_levels_a_seat_may_name():
    """A seat is checked against the names in engine/players.py, which the registry (it
    imports the game) makes, in the same order."""
    assert tuple(LEVELS) == LEVEL_NAMES
    assert tuple(BASELINES) == BASELINE_NAMES
    for name in LEVEL_NAMES + BASELINE_NAMES:
        assert make_player(name, 1, 0) is not None
