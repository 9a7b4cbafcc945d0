"""Heads-up odds: every keep choice against one hand to beat, under the tie rule."""

from dataclasses import dataclass

import numpy as np

from ..hands import ALL_HANDS, Dice, evaluate, sort_dice
from ..rules import Rules
from .combinatorics import HAND_INDEX, Keep
from .solver import hand_ranks, options_at, solve_turn

# Columns of the value vectors: take is maximised, the rest ride along.
TAKE, WIN, TIE, LOSE, VALUE = range(5)


@dataclass(frozen=True)
class HeadsUpOption:
    """One choice and where it leads under optimal play afterwards."""

    keep: Keep  # all three dice kept means stop
    win: float
    tie: float  # equal strength: a throw-off, won half the time
    lose: float
    expected_value: float

    @property
    def take(self) -> float:
        return self.win + self.tie / 2

    @property
    def stops(self) -> bool:
        return len(self.keep) == 3


def heads_up_terminal(rules: Rules, limit: int, beat_rank: int | None) -> dict[int, np.ndarray]:
    """Stopping values against a strength rank (None: nothing to beat, every hand wins)."""
    values = np.array([evaluate(dice, rules).value for dice in ALL_HANDS], dtype=float)
    terminal = {}
    for throws in range(1, limit + 1):
        ranks = hand_ranks(rules, throws)
        if beat_rank is None:
            win, tie = np.ones(len(ranks)), np.zeros(len(ranks))
        else:
            win = (ranks > beat_rank).astype(float)
            tie = (ranks == beat_rank).astype(float)
        lose = 1 - win - tie
        terminal[throws] = np.column_stack([win + tie / 2, win, tie, lose, values])
    return terminal


def heads_up_options(rules: Rules, dice: tuple[int, ...], throws_used: int, limit: int,
                     beat: tuple[int, ...], beat_throws: int) -> list[HeadsUpOption]:
    """Every distinct keep choice (and stopping) from ``dice`` after ``throws_used`` throws,
    best first, against ``beat`` made in ``beat_throws`` throws."""
    shown: Dice = sort_dice(dice)
    beat_rank = int(hand_ranks(rules, beat_throws)[HAND_INDEX[sort_dice(beat)]])
    terminal = heads_up_terminal(rules, limit, beat_rank)
    values = solve_turn(terminal, limit, start=throws_used)
    return [HeadsUpOption(keep, float(v[WIN]), float(v[TIE]), float(v[LOSE]), float(v[VALUE]))
            for keep, v in options_at(shown, throws_used, limit, terminal, values)]
