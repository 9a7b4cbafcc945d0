"""Expert: plays the exact odds.

What it maximises:
- Points race: its chance of taking the manche, win + ½ throw-off. Against the hands
  already played this is exact; each player still to come is modelled, independently,
  as replying optimally to beat the expert's final hand with the throws it will be allowed
  (``reply_take``), so heads-up the whole model is exact. As opener under
  ``follow-opener`` it knows that where it stops sets the others' limit. It does not weigh
  the score (a manche taken is worth the same to it whatever the hand's value).
- Décharge: the tokens it expects to shed, i.e. tokens given as strongest minus tokens
  received as weakest, with the same model of the players to come (see ``odds.decharge``).
- Charge and throw-offs: one throw, no choice.
"""

from functools import lru_cache

import numpy as np

from ..game import DECHARGE
from ..hands import Dice, sort_dice
from ..odds.combinatorics import HAND_COUNT, HAND_INDEX
from ..odds.decharge import DechargeSituation, decharge_terminal
from ..odds.solver import hand_ranks, options_at, reply_take, solve_turn
from ..rules import Rules
from .base import Decision, best_so_far, worst_so_far
from .view import TableView

Tables = tuple[dict[int, np.ndarray], dict[int, np.ndarray]]


@lru_cache(maxsize=8192)
def race_tables(rules: Rules, limit: int, beat_rank: int | None, later: int,
                later_limit: int | None) -> Tables:
    """Terminal and solved values for taking the manche in a points race. Columns: the take
    (maximised), then the chance to win outright and to tie into a throw-off with the hands
    already down, each times the chance that nobody still to come takes it (carried along)."""
    terminal = {}
    for throws in range(1, limit + 1):
        ranks = hand_ranks(rules, throws)
        if beat_rank is None:
            win, tie = np.ones(HAND_COUNT), np.zeros(HAND_COUNT)
        else:
            win = (ranks > beat_rank).astype(float)
            tie = (ranks == beat_rank).astype(float)
        if later:
            kept = (1 - reply_take(rules, later_limit or throws)[ranks]) ** later
            win, tie = win * kept, tie * kept
        terminal[throws] = np.column_stack([win + tie / 2, win, tie])
    return terminal, solve_turn(terminal, limit)


@lru_cache(maxsize=8192)
def decharge_tables(rules: Rules, limit: int, situation: DechargeSituation) -> Tables:
    terminal = decharge_terminal(rules, limit, situation)
    return terminal, solve_turn(terminal, limit)


class ExpertPlayer:
    level = "expert"

    def __init__(self, rng=None) -> None:
        del rng

    def decide(self, view: TableView) -> Decision:
        if view.must_throw:
            return Decision.throwing()
        assert view.dice is not None
        keep, _ = valued_choices(view)[0]
        return Decision.keeping_faces(view.dice, keep)


def turn_tables(view: TableView) -> Tables:
    """What the Expert maximises over this turn, for every state: the terminal values (a
    stop after n throws) and the solved ones (best play from there). Column 0 is the take."""
    rules = view.rules
    later_limit = rules.later_limit(view.is_opener, view.limit)
    best = best_so_far(view)
    strongest_tokens = 0
    if view.phase == DECHARGE and best is not None:
        strongest_player = next(p.player for p in view.played if (p.hand.dice, p.throws) == best)
        strongest_tokens = view.tokens[strongest_player]
    return position_tables(rules, view.phase, view.limit, best, worst_so_far(view),
                           strongest_tokens, view.tokens[view.me], view.players_to_come,
                           later_limit)


def position_tables(rules: Rules, phase: str, limit: int, beat: tuple[Dice, int] | None,
                    lowest: tuple[Dice, int] | None, beat_tokens: int, my_tokens: int,
                    later: int, later_limit: int | None) -> Tables:
    """The tables of a position stated in full (as ``zanzibar odds`` states it): the hand to
    beat and, in a décharge, the lowest hand and the tokens of its ends; ``later`` players
    still to come, each allowed ``later_limit`` throws (None: as many as this player uses)."""
    if phase == DECHARGE:
        situation = DechargeSituation(
            strongest=beat, weakest=lowest, strongest_tokens=min(beat_tokens, 99),
            my_tokens=my_tokens, later=later, later_limit=later_limit)
        return decharge_tables(rules, limit, situation)
    beat_rank = None if beat is None else int(
        hand_ranks(rules, beat[1])[HAND_INDEX[sort_dice(beat[0])]])
    return race_tables(rules, limit, beat_rank, later, later_limit)


def valued_choices(view: TableView) -> list[tuple[tuple[int, ...], np.ndarray]]:
    """Every choice from the dice showing (a keep; all three kept is stopping) with its value
    vector, best first: the Expert plays the first, the coach shows them all."""
    assert view.dice is not None
    terminal, values = turn_tables(view)
    return options_at(sort_dice(view.dice), view.throws, view.limit, terminal, values)
