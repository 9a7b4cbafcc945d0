"""The end of a round as a function of the state: the same facts give the same outcome,
nothing is changed until the game applies it, and the game's own play agrees with it."""

import pytest

import zanzibar_desktop.engine.game as game_module
from zanzibar_desktop.engine.events import Played, RoundResolved
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.hands import evaluate
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.round_end import (
    CHARGE,
    DECHARGE,
    POINTS,
    RoundFacts,
    end_of_round,
)

pytestmark = pytest.mark.core

ZANZIBAR = preset_rules("zanzibar")
COUNTER = preset_rules("421")


def played(player, dice, rules, throws=1):
    return Played(player, evaluate(dice, rules), throws)


def facts(rules, strongest, weakest, **state):
    count = len(state.get("scores", state.get("tokens", (0, 0, 0))))
    ranking = (strongest,) + ((weakest,) if weakest is not None else ())
    values = dict(
        rules=rules, manche=1, round=1, phase=CHARGE if rules.uses_tokens else POINTS,
        scores=(0,) * count, tokens=(0,) * count, pot=rules.tokens if rules.uses_tokens else 0,
        manches_lost=(0,) * count, out=(False,) * count, saved_order=(), manche_opener=0,
        round_opener=0, strongest=strongest, weakest=None if weakest is None else weakest.player,
        everyone_played=True, decisive=False, ranking=ranking, throw_offs=())
    values.update(state)
    return RoundFacts(**values)


def test_a_points_round_scores_the_winner_and_the_next_player_opens():
    given = facts(ZANZIBAR, played(1, (6, 6, 6), ZANZIBAR), played(0, (3, 2, 1), ZANZIBAR),
                  scores=(10, 20, 30))
    outcome = end_of_round(given)
    assert outcome == end_of_round(given)  # a function of the facts
    assert given.scores == (10, 20, 30)
    assert outcome.scores == (10, 80, 30) and outcome.resolved.points == (0, 60, 0)
    assert outcome.manche_ended is not None and outcome.game_end is None
    following = outcome.next_round
    assert (following.manche, following.round, following.opener) == (2, 1, 1)


def test_reaching_the_target_ends_the_game_with_places():
    rules = ZANZIBAR.with_options(target_score=100)
    given = facts(rules, played(2, (1, 1, 1), rules), played(0, (3, 2, 1), rules),
                  scores=(50, 50, 0))
    outcome = end_of_round(given)
    assert outcome.next_round is None
    end = outcome.game_end
    assert (end.winner, end.loser) == (2, None)
    assert end.places == (2, 2, 1) and end.standings == (2, 0, 1)  # equal scores share a place


def test_the_charge_emptying_the_pot_turns_to_the_decharge():
    rules = COUNTER
    assert rules.charge_rule == "weakest-takes" and rules.value_421 > 2
    given = facts(rules, played(0, (4, 2, 1), rules), played(1, (3, 2, 2), rules),
                  tokens=(0, 5, rules.tokens - 7), pot=2)
    outcome = end_of_round(given)
    assert outcome.pot == 0 and outcome.tokens == (0, 7, rules.tokens - 7)
    assert outcome.out == (False, False, False)  # as the round left it
    following = outcome.next_round
    assert following.phase == DECHARGE and following.phase_changed.phase == DECHARGE
    assert following.out == (True, False, False)  # no token: out of the décharge
    assert (following.manche, following.round) == (1, 2)


def test_the_game_applies_the_outcome_it_computes(monkeypatch):
    """Playing a whole game, every round's end is what end_of_round says of its facts."""
    seen: list[tuple[RoundFacts, object]] = []

    def spy(given):
        outcome = end_of_round(given)
        seen.append((given, outcome))
        return outcome

    monkeypatch.setattr(game_module, "end_of_round", spy)
    for rules in (ZANZIBAR, COUNTER):
        game = Game(rules, [PlayerSpec("A"), PlayerSpec("B"), PlayerSpec("C")], seed=7)
        resolved: list[RoundResolved] = []
        game.events.round_did_resolve.connect(resolved.append)
        while not game.over:
            if game.can_throw():
                game.throw()
            else:
                game.stop()
        rounds = [outcome for given, outcome in seen if given.rules is rules]
        assert [outcome.resolved for outcome in rounds] == resolved == game.history
        last = rounds[-1].game_end
        assert (game.winner, game.loser, game.places) == (last.winner, last.loser, last.places)


def test_the_last_manche_ranks_who_got_out_first_best():
    """Out with no token after the charge, then sauvé in the décharge in order, then the
    player who holds every token and pays the tournée."""
    rules = COUNTER.with_options(manches_to_lose=1)
    given = facts(rules, played(2, (4, 2, 1), rules), played(3, (3, 2, 2), rules),
                  phase=DECHARGE, tokens=(0, 0, 1, rules.tokens - 1), pot=0,
                  out=(True, True, False, False), saved_order=(1,))
    end = end_of_round(given).game_end
    assert end is not None and end.loser == 3
    assert end.places == (1, 2, 3, 4) and end.standings == (0, 1, 2, 3)


def test_players_the_charge_left_without_a_token_share_their_place():
    rules = COUNTER.with_options(manches_to_lose=1)
    given = facts(rules, played(3, (4, 2, 1), rules), played(2, (3, 2, 2), rules),
                  phase=DECHARGE, tokens=(0, 0, rules.tokens - 1, 1), pot=0,
                  out=(True, True, False, False))
    end = end_of_round(given).game_end
    assert end.loser == 2 and end.places == (1, 1, 4, 3)
