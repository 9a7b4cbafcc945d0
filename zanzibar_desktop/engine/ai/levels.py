"""The computer levels offered at the table, under the untranslated names of
:data:`~..players.LEVEL_NAMES` (a seat is checked against those names, without this module).

Reading the registry (the titles and descriptions) imports no player: each player's module
(the Expert's brings in the odds engine and numpy) loads only when that player is first
seated.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..text import QT_TRANSLATE_NOOP, Text

if TYPE_CHECKING:
    from ..partie.at_hand import AtHand
    from .base import Player


@dataclass(frozen=True)
class Level:
    name: str
    title: Text
    description: Text
    make: Callable[[random.Random], Player]


def _novice(rng: random.Random) -> Player:
    from .novice import NovicePlayer

    return NovicePlayer(rng)


def _regular(rng: random.Random) -> Player:
    from .regular import RegularPlayer

    return RegularPlayer(rng)


def _expert(rng: random.Random) -> Player:
    from .expert import ExpertPlayer

    return ExpertPlayer(rng)


def _master(rng: random.Random, solutions: AtHand | None = None) -> Player:
    from .master import MasterPlayer

    return MasterPlayer(rng, solutions)


def _random(rng: random.Random) -> Player:
    from .random_player import RandomPlayer

    return RandomPlayer(rng)


LEVELS: dict[str, Level] = {
    "novice": Level("novice", QT_TRANSLATE_NOOP("Levels", "Novice"), QT_TRANSLATE_NOOP(
        "Levels", "Keeps pairs and aces, and sometimes stops too early or throws on too long."),
        _novice),
    "regular": Level("regular", QT_TRANSLATE_NOOP("Levels", "Regular"), QT_TRANSLATE_NOOP(
        "Levels", "Plays like a bar regular: stops when ahead, chases the obvious figure."),
        _regular),
    "expert": Level("expert", QT_TRANSLATE_NOOP("Levels", "Expert"), QT_TRANSLATE_NOOP(
        "Levels", "Plays the exact odds of every keep, counting the players still to come."),
        _expert),
    "master": Level("master", QT_TRANSLATE_NOOP("Levels", "Master"), QT_TRANSLATE_NOOP(
        "Levels", "Plays to win the partie, not the manche: both scores (or tokens) counted, "
        "from the exact solution of the game between two players."), _master),
}


# Benchmarks and the simulator may also seat a player choosing uniformly at random.
BASELINES: dict[str, Callable[[random.Random], Player]] = {"random": _random}


def make_player(level: str, game_seed: int, seat: int,
                solutions: AtHand | None = None) -> Player:
    """A computer player whose whims (if any) come from a generator derived from the game
    seed. A Master reads its partie's solution from ``solutions``, its owner's lookup
    (none: it plays as the Expert)."""
    rng = random.Random(f"{game_seed}:{seat}:{level}")
    if level == "master":
        return _master(rng, solutions)
    if level in LEVELS:
        return LEVELS[level].make(rng)
    return BASELINES[level](rng)
