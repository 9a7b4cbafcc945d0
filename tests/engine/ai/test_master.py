"""The Master (issue 26): plays the exact heads-up solution's best choice for the partie,
as the Expert until a solution is at hand (and says so), and replays the same."""

import pytest

from tests.partie_solutions import held
from zanzibar_desktop.engine.ai.base import apply_decision
from zanzibar_desktop.engine.ai.levels import LEVELS, make_player
from zanzibar_desktop.engine.ai.master import MasterPlayer, partie_choices, partie_view
from zanzibar_desktop.engine.ai.view import table_view
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.save import dumps_game, loads_game

pytestmark = pytest.mark.core

SMALL_RACE = preset_rules("zanzibar").with_options(target_score=60)
SMALL_TOKENS = preset_rules("421").with_options(tokens=7)


@pytest.fixture
def solved():
    """The small games' solutions in hand, as the window's session holds them."""
    return held(SMALL_RACE, SMALL_TOKENS)


def play(game: Game, players: dict, moves: int | None = None, seen=None) -> None:  # noqa: ANN001
    while not game.over and (moves is None or moves > 0):
        view = table_view(game)
        decision = players[game.current].decide(view)
        if seen is not None:
            seen.append((view, decision))
        apply_decision(game, decision)
        if moves is not None:
            moves -= 1


def test_the_master_is_a_level_of_its_own():
    assert LEVELS["master"].title.render() == "Master"
    assert "partie" in LEVELS["master"].description.render()
    assert isinstance(make_player("master", 1, 0), MasterPlayer)


@pytest.mark.parametrize("rules", [SMALL_RACE, SMALL_TOKENS], ids=["race", "tokens"])
def test_heads_up_it_plays_the_solutions_best_choice_for_the_partie(solved, rules):
    checked = 0
    for seed in range(6):
        game = Game(rules, [PlayerSpec("Master", "master"), PlayerSpec("Expert", "expert")],
                    seed=seed)
        players = {0: make_player("master", seed, 0, solved.known),
                   1: make_player("expert", seed, 1)}
        seen = []
        play(game, players, seen=seen)
        for view, decision in seen:
            if view.me != 0 or view.must_throw:
                continue
            choices = partie_choices(solved.known(rules), view)
            if choices is None:
                continue
            best = choices[0]
            assert decision.stop == (len(best.keep) == 3)
            assert players[0].exact
            checked += 1
    assert checked > 20


def test_without_a_solution_at_hand_it_plays_as_the_expert_and_says_so():
    game = Game(SMALL_RACE, [PlayerSpec("M", "master"), PlayerSpec("E", "expert")], seed=4)
    master, expert = make_player("master", 4, 0), make_player("expert", 4, 1)
    decided = 0
    while not game.over and decided < 30:
        view = table_view(game)
        decision = (master if game.current == 0 else expert).decide(view)
        if game.current == 0 and not view.must_throw:
            assert decision == expert.decide(view)
            assert not master.exact
            decided += 1
        apply_decision(game, decision)
    assert decided


def test_with_more_players_it_plays_against_the_strongest_rival_never_called_exact(solved):
    game = Game(SMALL_RACE, [PlayerSpec("M", "master"), PlayerSpec("A", "expert"),
                             PlayerSpec("B", "regular")], seed=2)
    players = {0: make_player("master", 2, 0, solved.known), 1: make_player("expert", 2, 1),
               2: make_player("regular", 2, 2)}
    seen = []
    play(game, players, seen=seen)
    mine = [view for view, _ in seen if view.me == 0 and not view.must_throw]
    assert mine and not any(partie_view(view).exact for view in mine)
    view = mine[0]
    rival = partie_view(view).rival
    assert view.scores[rival] == max(view.scores[1:])


def test_a_seeded_master_game_replays_the_same_from_its_save(solved):
    def a_game() -> Game:
        game = Game(SMALL_RACE, [PlayerSpec("M", "master"), PlayerSpec("E", "expert")],
                    seed=9)
        play(game, {0: make_player("master", 9, 0, solved.known),
                    1: make_player("expert", 9, 1)}, moves=40)
        return game

    first = a_game()
    assert first.actions == a_game().actions  # the same seed, the same moves
    again = loads_game(dumps_game(first))
    assert again.actions == first.actions and again.scores == first.scores
    play(first, {0: make_player("master", 9, 0, solved.known),
                1: make_player("expert", 9, 1)})
    play(again, {0: make_player("master", 9, 0, solved.known),
                1: make_player("expert", 9, 1)})
    assert again.actions == first.actions and again.places == first.places


def test_in_a_token_game_each_choice_carries_the_manche_s_risk_too(solved):
    from zanzibar_desktop.engine import coach

    for seed in range(20):
        game = Game(SMALL_TOKENS, [PlayerSpec("A"), PlayerSpec("B", "expert")], seed=seed)
        players = {0: make_player("expert", seed, 0), 1: make_player("expert", seed, 1)}
        while not game.over:
            view = table_view(game)
            if view.phase == "decharge" and coach.is_decision(view):
                valued = coach.partie_options(view, solved.known(view.rules))
                assert all(0 <= o.manche_lost <= 1 and o.partie is not None for o in valued)
                return
            apply_decision(game, players[game.current].decide(view))
    raise AssertionError("no décharge decision in 20 games")
