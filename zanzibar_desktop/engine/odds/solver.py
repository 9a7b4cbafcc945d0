"""The turn solver: optimal keep-or-stop play for any outcome valued at the end of a turn.

A turn is valued by a *terminal* table: for each throw count n and each of the 56 hands,
a vector of outcome figures when the player stops there (column 0 is what the player
maximises; the other columns are carried along, so probabilities and expected values come
out of the same recursion). Expectation is linear, so the solver backs these vectors up
through every keep choice and keeps, for each state, the choice best on column 0.
"""

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ..hands import ALL_HANDS, evaluate, strength
from ..rules import Rules
from .combinatorics import (
    HAND_COUNT,
    HAND_INDEX,
    KEEP_INDEX,
    REROLL_KEEPS,
    Keep,
    first_throw,
    hand_keep_rows,
    keeps_of,
    transition_matrix,
)

_EPSILON = 1e-12


@lru_cache(maxsize=1)
def _padded_keep_rows() -> np.ndarray:
    """Each hand's rethrow rows padded to 7 with the index of an always-worst sentinel row."""
    rows = hand_keep_rows()
    width = max(len(r) for r in rows)
    sentinel = len(REROLL_KEEPS)
    return np.array([list(r) + [sentinel] * (width - len(r)) for r in rows])


@dataclass(frozen=True)
class Strengths:
    """Dense ranks of (hand, throws) under the tie rule: equal ranks tie into a throw-off.

    ``rank[n][h]`` for n = 1..3 throws (row 0 unused); ``count`` distinct ranks.
    """

    rank: np.ndarray
    count: int


@lru_cache(maxsize=64)
def strengths(rules: Rules) -> Strengths:
    keys = {(throws, dice): strength(evaluate(dice, rules), throws, rules)
            for throws in range(1, 4) for dice in ALL_HANDS}
    ordered = sorted(set(keys.values()))
    dense = {key: index for index, key in enumerate(ordered)}
    rank = np.zeros((4, HAND_COUNT), dtype=np.int64)
    for (throws, dice), key in keys.items():
        rank[throws, HAND_INDEX[dice]] = dense[key]
    return Strengths(rank, len(ordered))


def hand_ranks(rules: Rules, throws: int) -> np.ndarray:
    """Each hand's strength rank when made in ``throws`` throws."""
    return strengths(rules).rank[throws]


def solve_turn(terminal: dict[int, np.ndarray], limit: int,
               start: int = 1) -> dict[int, np.ndarray]:
    """Values of every state (hand showing after n throws) under optimal play.

    ``terminal[n]`` has shape (56, C); returns ``values[n]`` of the same shape for
    ``start <= n <= limit``.
    """
    values = {limit: terminal[limit]}
    matrix = transition_matrix()
    padded = _padded_keep_rows()
    for throws in range(limit - 1, start - 1, -1):
        expected = matrix @ values[throws + 1]
        worst = np.full((1, expected.shape[1]), -np.inf)
        expected = np.vstack([expected, worst])
        candidates = expected[padded]  # (56, width, C)
        best = candidates[np.arange(HAND_COUNT), np.argmax(candidates[:, :, 0], axis=1)]
        stop = terminal[throws]
        rethrow = best[:, 0] > stop[:, 0] + _EPSILON
        values[throws] = np.where(rethrow[:, None], best, stop)
    return values


def turn_start_value(values: dict[int, np.ndarray]) -> np.ndarray:
    """The value before the first throw: every die is thrown."""
    return first_throw() @ values[1]


def options_at(dice: tuple[int, int, int], throws_used: int, limit: int,
               terminal: dict[int, np.ndarray],
               values: dict[int, np.ndarray]) -> list[tuple[Keep, np.ndarray]]:
    """Every distinct choice from a state with its value vector, best first (stop = all kept)."""
    index = HAND_INDEX[dice]
    options: list[tuple[Keep, np.ndarray]] = [(dice, terminal[throws_used][index])]
    if throws_used < limit:
        matrix = transition_matrix()
        for keep in keeps_of(dice):
            if len(keep) < 3:
                options.append((keep, matrix[KEEP_INDEX[keep]] @ values[throws_used + 1]))
    # Stable sort: among equal values, stopping comes first, then the fewest dice rethrown.
    return sorted(options, key=lambda option: -round(float(option[1][0]), 12))


@lru_cache(maxsize=256)
def reply_take(rules: Rules, limit: int) -> np.ndarray:
    """For every strength rank to beat, the chance a player with ``limit`` throws takes it.

    Take = win + ½ throw-off, under optimal play against that rank. Each threshold is its
    own decision problem, so the maximum is taken column by column.
    """
    table = strengths(rules)
    thresholds = np.arange(table.count)
    matrix = transition_matrix()
    padded = _padded_keep_rows()

    def stop_values(throws: int) -> np.ndarray:
        return (np.sign(table.rank[throws][:, None] - thresholds[None, :]) + 1) / 2

    values = stop_values(limit)
    for throws in range(limit - 1, 0, -1):
        expected = np.vstack([matrix @ values, np.full((1, table.count), -np.inf)])
        values = np.maximum(stop_values(throws), expected[padded].max(axis=1))
    return first_throw() @ values
