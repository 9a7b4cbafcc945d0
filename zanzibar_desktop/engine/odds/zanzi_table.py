"""000's probability table, reproduced exactly and extended.

Single throws are counted over the 216 outcomes. "000's strategy" chooses the value after
the first throw (the face showing most often) and throws each other die at it, at most
twice more; "optimal" maximises the chance of any zanzi within three throws.
"""

from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from ..hands import ALL_HANDS
from .combinatorics import first_throw
from .solver import solve_turn, turn_start_value

THROWS = 3


@dataclass(frozen=True)
class ZanziTable:
    given_zanzi_first_throw: Fraction
    any_zanzi_first_throw: Fraction
    no_zanzi_first_throw: Fraction
    given_zanzi_aimed_three_throws: Fraction  # aiming at one value from the very start
    any_zanzi_000_strategy: Fraction
    any_zanzi_optimal: float

    def rows(self) -> list[tuple[str, Fraction | float]]:
        return [
            ("a given zanzi (e.g. 6-6-6) on the first throw", self.given_zanzi_first_throw),
            ("any zanzi on the first throw", self.any_zanzi_first_throw),
            ("no zanzi on the first throw (simple points)", self.no_zanzi_first_throw),
            ("a given zanzi within 3 throws, aimed at from the start",
             self.given_zanzi_aimed_three_throws),
            ("a zanzi within 3 throws, 000's strategy", self.any_zanzi_000_strategy),
            ("a zanzi within 3 throws, optimal play", self.any_zanzi_optimal),
        ]


def _strategy_000() -> Fraction:
    hit_within_two = 1 - Fraction(5, 6) ** 2
    total = Fraction(0)
    for dice, chance in zip(ALL_HANDS, first_throw(), strict=True):
        most = max(dice.count(face) for face in dice)
        total += Fraction(round(chance * 216), 216) * hit_within_two ** (3 - most)
    return total


def _optimal_any_zanzi() -> float:
    is_zanzi = np.array([[1.0 if dice[0] == dice[2] else 0.0] for dice in ALL_HANDS])
    values = solve_turn({throws: is_zanzi for throws in range(1, THROWS + 1)}, THROWS)
    return float(turn_start_value(values)[0])


def zanzi_table() -> ZanziTable:
    single = Fraction(1, 216)
    return ZanziTable(
        given_zanzi_first_throw=single,
        any_zanzi_first_throw=6 * single,
        no_zanzi_first_throw=1 - 6 * single,
        given_zanzi_aimed_three_throws=(1 - Fraction(5, 6) ** 3) ** 3,
        any_zanzi_000_strategy=_strategy_000(),
        any_zanzi_optimal=_optimal_any_zanzi(),
    )
