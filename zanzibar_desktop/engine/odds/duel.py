"""The heads-up manche with both players optimal: the opener's chance and best choices.

The second player replies knowing the opener's hand and throws; under ``follow-opener``
it may throw no more often than the opener did, so the opener's stopping point also sets
its rival's limit. The opener's value of stopping with a hand is 1 minus the rival's take.
"""

from dataclasses import dataclass

import numpy as np

from ..hands import ALL_HANDS, Dice
from ..rules import Rules
from .combinatorics import HAND_COUNT, Keep
from .solver import hand_ranks, options_at, reply_take, solve_turn, turn_start_value


@dataclass(frozen=True)
class Duel:
    opener_take: float  # win + ½ throw-off, both players optimal
    replier_take: float
    policy: dict[tuple[Dice, int], Keep]  # (hand showing, throws used) -> best keep; all 3 = stop


def opener_terminal(rules: Rules, limit: int) -> dict[int, np.ndarray]:
    terminal = {}
    for throws in range(1, limit + 1):
        beaten = reply_take(rules, rules.follower_limit(throws))[hand_ranks(rules, throws)]
        terminal[throws] = (1 - beaten).reshape(HAND_COUNT, 1)
    return terminal


def duel(rules: Rules) -> Duel:
    limit = rules.max_throws
    terminal = opener_terminal(rules, limit)
    values = solve_turn(terminal, limit)
    take = float(turn_start_value(values)[0])
    policy = {}
    for throws in range(1, limit + 1):
        for dice in ALL_HANDS:
            best_keep, _ = options_at(dice, throws, limit, terminal, values)[0]
            policy[(dice, throws)] = best_keep
    return Duel(take, 1 - take, policy)
