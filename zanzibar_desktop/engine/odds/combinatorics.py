"""The fixed combinatorics of three dice: hands, keep choices and what a rethrow can give."""

from collections import Counter
from functools import lru_cache
from itertools import combinations, product

import numpy as np

from ..hands import ALL_HANDS, Dice, sort_dice

HAND_INDEX: dict[Dice, int] = {dice: index for index, dice in enumerate(ALL_HANDS)}
HAND_COUNT = len(ALL_HANDS)

Keep = tuple[int, ...]  # a sorted (high to low) sub-multiset of the dice showing


def keeps_of(dice: Dice) -> list[Keep]:
    """The distinct keep choices for a hand showing, fewest dice first; all three means stop."""
    found: list[Keep] = []
    for size in range(4):
        for chosen in combinations(dice, size):
            keep = tuple(sorted(chosen, reverse=True))
            if keep not in found:
                found.append(keep)
    return found


# Every keep of at most two dice (1 + 6 + 21 = 28 of them) and its row in the transition matrix.
REROLL_KEEPS: tuple[Keep, ...] = tuple(dict.fromkeys(
    keep for dice in ALL_HANDS for keep in keeps_of(dice) if len(keep) < 3))
KEEP_INDEX: dict[Keep, int] = {keep: index for index, keep in enumerate(REROLL_KEEPS)}


@lru_cache(maxsize=1)
def transition_matrix() -> np.ndarray:
    """Row k: the probability of each resulting hand when keeping ``REROLL_KEEPS[k]``."""
    matrix = np.zeros((len(REROLL_KEEPS), HAND_COUNT))
    for row, keep in enumerate(REROLL_KEEPS):
        thrown = 3 - len(keep)
        outcomes = Counter(sort_dice(keep + roll) for roll in product(range(1, 7), repeat=thrown))
        total = 6 ** thrown
        for hand, count in outcomes.items():
            matrix[row, HAND_INDEX[hand]] = count / total
    return matrix


@lru_cache(maxsize=1)
def first_throw() -> np.ndarray:
    """The chance of each hand on a throw of all three dice."""
    return transition_matrix()[KEEP_INDEX[()]]


@lru_cache(maxsize=1)
def hand_keep_rows() -> tuple[tuple[int, ...], ...]:
    """For each hand, the transition rows of its rethrow choices (keeps of 0 to 2 dice)."""
    return tuple(tuple(KEEP_INDEX[keep] for keep in keeps_of(dice) if len(keep) < 3)
                 for dice in ALL_HANDS)

