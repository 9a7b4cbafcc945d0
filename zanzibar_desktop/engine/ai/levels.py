"""The computer levels offered at the table, registered under untranslated names."""

import random
from collections.abc import Callable
from dataclasses import dataclass

from ..text import QT_TRANSLATE_NOOP, Text
from .base import Player
from .novice import NovicePlayer
from .random_player import RandomPlayer
from .regular import RegularPlayer


@dataclass(frozen=True)
class Level:
    name: str
    title: Text
    description: Text
    make: Callable[[random.Random], Player]


LEVELS: dict[str, Level] = {
    "novice": Level("novice", QT_TRANSLATE_NOOP("Levels", "Novice"), QT_TRANSLATE_NOOP(
        "Levels", "Keeps pairs and aces, and sometimes stops too early or throws on too long."),
        NovicePlayer),
    "regular": Level("regular", QT_TRANSLATE_NOOP("Levels", "Regular"), QT_TRANSLATE_NOOP(
        "Levels", "Plays like a bar regular: stops when ahead, chases the obvious figure."),
        RegularPlayer),
    "expert": Level("expert", QT_TRANSLATE_NOOP("Levels", "Expert"), QT_TRANSLATE_NOOP(
        "Levels", "Plays the exact odds of every keep, counting the players still to come."),
        lambda rng: _expert(rng)),
}


def _expert(rng: random.Random) -> Player:
    """The Expert brings in the odds engine (and numpy) only when first seated."""
    from .expert import ExpertPlayer

    return ExpertPlayer(rng)


# Benchmarks and the simulator may also seat a player choosing uniformly at random.
BASELINES: dict[str, Callable[[random.Random], Player]] = {"random": RandomPlayer}


def make_player(level: str, game_seed: int, seat: int) -> Player:
    """A computer player whose whims (if any) come from a generator derived from the game seed."""
    rng = random.Random(f"{game_seed}:{seat}:{level}")
    if level in LEVELS:
        return LEVELS[level].make(rng)
    return BASELINES[level](rng)
