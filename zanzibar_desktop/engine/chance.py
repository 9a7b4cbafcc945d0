"""The one seeded random source of a game: every die the game throws comes from here."""

import random

# The system's own randomness, for seeds: what ``secrets.randbits`` draws from, without the
# hashing library ``secrets`` loads (3.7 MB of a window's memory).
_SYSTEM = random.SystemRandom()


def new_seed() -> int:
    """A fresh seed for a new game (recorded, so the game can be replayed)."""
    return _SYSTEM.getrandbits(63)


class Chance:
    """Deterministic dice for one game. ``draws`` counts the dice thrown so far."""

    def __init__(self, seed: int) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise ValueError("a seed is a non-negative integer")
        self.seed = seed
        self._random = random.Random(seed)
        self.draws = 0

    def die(self) -> int:
        self.draws += 1
        return self._random.randint(1, 6)

    def throw(self, previous: tuple[int, int, int] | None,
              held: list[bool]) -> tuple[int, int, int]:
        """The dice after a throw: ``previous`` (None: the turn's first throw, every die
        thrown) with the dice not ``held`` thrown again, one draw each, left to right."""
        return thrown_dice(self.die, previous, held)


def thrown_dice(die, previous: tuple[int, int, int] | None,  # noqa: ANN001 - () -> int
                held: list[bool]) -> tuple[int, int, int]:
    if previous is None:
        return (die(), die(), die())
    return tuple(previous[index] if held[index] else die() for index in range(3))
