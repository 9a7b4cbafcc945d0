"""Décharge odds: ending strongest (giving tokens), weakest (receiving) or in between.

Both ends of the round are in view: the strongest and the weakest hands played so far.
With ``later`` players still to play, each is modelled as playing the heads-up optimal
reply against this player's final hand (its chance of beating it is ``reply_take``):
this player stays strongest if every one of them fails, and stays weakest if every one
of them beats it.
"""

from dataclasses import dataclass

import numpy as np

from ..hands import ALL_HANDS, Dice, evaluate, sort_dice, token_value
from ..rules import Rules
from .combinatorics import HAND_INDEX, Keep, first_throw
from .solver import hand_ranks, options_at, reply_take, solve_turn

# Columns: the objective (minus expected tokens received), then the figures reported.
OBJECTIVE, STRONGEST, WEAKEST, BETWEEN, TOKENS = range(5)


@dataclass(frozen=True)
class DechargeOption:
    keep: Keep
    strongest: float
    weakest: float
    between: float
    tokens: float  # expected change of this player's tokens: negative means given away


@dataclass(frozen=True)
class DechargeSituation:
    """What a player sees in a décharge round before and during the turn."""

    strongest: tuple[Dice, int] | None  # best hand so far with its throws, None if first
    weakest: tuple[Dice, int] | None
    strongest_tokens: int  # tokens held by the player with the best hand so far
    my_tokens: int
    later: int = 0  # players still to play after this one
    later_limit: int | None = 3  # their throw limit; None: as many as this player's throws


def _rank(rules: Rules, played: tuple[Dice, int]) -> int:
    dice, throws = played
    return int(hand_ranks(rules, throws)[HAND_INDEX[sort_dice(dice)]])


def _expected_value_above(rules: Rules, ranks: np.ndarray) -> np.ndarray:
    """For each of my ranks, the mean token value of a one-throw hand that beats it
    (what a later strongest would give me); 1 where nothing beats it."""
    one_throw = hand_ranks(rules, 1)
    worth = np.array([token_value(evaluate(dice, rules), rules) for dice in ALL_HANDS], float)
    chance = first_throw()
    result = np.ones(len(ranks))
    for index, rank in enumerate(ranks):
        above = one_throw > rank
        if chance[above].sum() > 0:
            result[index] = (chance[above] * worth[above]).sum() / chance[above].sum()
    return result


def decharge_terminal(rules: Rules, limit: int, situation: DechargeSituation) -> dict[int, np.ndarray]:
    worth = np.array([token_value(evaluate(dice, rules), rules) for dice in ALL_HANDS], float)
    top_rank = None if situation.strongest is None else _rank(rules, situation.strongest)
    bottom_rank = None if situation.weakest is None else _rank(rules, situation.weakest)
    if situation.strongest is not None:
        strongest_worth = token_value(evaluate(situation.strongest[0], rules), rules)
        received_if_weakest = float(min(strongest_worth, max(situation.strongest_tokens, 1)))
    terminal = {}
    for throws in range(1, limit + 1):
        ranks = hand_ranks(rules, throws)
        if top_rank is None:
            top = np.ones(len(ranks))
            bottom = np.ones(len(ranks))
        else:
            top = (ranks > top_rank) + 0.5 * (ranks == top_rank)
            bottom = (ranks < bottom_rank) + 0.5 * (ranks == bottom_rank)
        if situation.later:
            beaten = reply_take(rules, situation.later_limit or throws)[ranks]
            top = top * (1 - beaten) ** situation.later
            bottom = bottom * beaten ** situation.later
        if situation.strongest is None:
            received = _expected_value_above(rules, ranks)
        else:
            received = np.full(len(ranks), received_if_weakest)
        given = np.minimum(worth, situation.my_tokens)
        tokens = bottom * received - top * given
        terminal[throws] = np.column_stack([-tokens, top, bottom, 1 - top - bottom, tokens])
    return terminal


def decharge_options(rules: Rules, dice: tuple[int, ...], throws_used: int, limit: int,
                     situation: DechargeSituation) -> list[DechargeOption]:
    """Every keep choice from ``dice``, best first for a player who wants to shed tokens."""
    terminal = decharge_terminal(rules, limit, situation)
    values = solve_turn(terminal, limit, start=throws_used)
    return [DechargeOption(keep, float(v[STRONGEST]), float(v[WEAKEST]), float(v[BETWEEN]),
                           float(v[TOKENS]))
            for keep, v in options_at(sort_dice(dice), throws_used, limit, terminal, values)]
