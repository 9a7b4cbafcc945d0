"""A baseline that chooses uniformly among the legal decisions (for benchmarks, not the table)."""

import random
from itertools import combinations

from .base import Decision
from .view import TableView


class RandomPlayer:
    level = "random"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def decide(self, view: TableView) -> Decision:
        if view.must_throw:
            return Decision.throwing()
        choices = [Decision.stopping()] + [
            Decision.throwing(set(keep)) for size in range(3) for keep in combinations(range(3), size)]
        return self.rng.choice(choices)
