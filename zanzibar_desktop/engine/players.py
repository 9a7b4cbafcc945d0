"""Who sits at the table: names and whether a human or a computer level plays each seat."""

import json
from collections.abc import Iterable
from dataclasses import dataclass

from .errors import PlayersError
from .text import QT_TRANSLATE_NOOP, Text, is_plain_text

MIN_PLAYERS = 2
MAX_PLAYERS = 8
MAX_NAME_LENGTH = 24
# Names for computer seats, as at a French bar counter (the demo and new seats use them).
COMPUTER_NAMES = ("Marcel", "Josette", "Dédé", "Lulu", "Gégé", "Mimi", "Riton", "Paulette")
# The computer levels a seat may name, as files write them, weakest first: those offered at
# the table, and the baselines only the simulator and the benchmarks seat. What each one
# plays like, and its player, are in engine/ai/levels.py (which imports the game: the
# names live here so that checking a seat does not).
LEVEL_NAMES = ("novice", "regular", "expert", "master")
BASELINE_NAMES = ("random",)


@dataclass(frozen=True)
class PlayerSpec:
    """A seat: the player's name and ``level`` None for a human, else a computer level."""

    name: str
    level: str | None = None

    @property
    def is_human(self) -> bool:
        return self.level is None


def clean_name(name: str) -> str:
    """A player name as the game keeps it: trimmed, inner runs of blanks made one space."""
    return " ".join(str(name).split())


def name_problem(name: str) -> Text | None:
    """Why ``name`` (already cleaned) cannot name a player, or None: a name is 1 to
    :data:`MAX_NAME_LENGTH` characters of plain text."""
    if not name:
        return QT_TRANSLATE_NOOP("Players", "Every player needs a name.")
    if not is_plain_text(name):  # not shown in the message: it may not even be printable
        return QT_TRANSLATE_NOOP(
            "Players", "A name holds control characters or broken text: please type it again.")
    if len(name) > MAX_NAME_LENGTH:
        return QT_TRANSLATE_NOOP(
            "Players", "The name {name}… is too long: at most {maximum} characters.").with_args(
            name=name[:MAX_NAME_LENGTH], maximum=MAX_NAME_LENGTH)
    return None


def seat_players(specs: Iterable[PlayerSpec]) -> tuple[PlayerSpec, ...]:
    """Validated seats with cleaned names, or a :class:`PlayersError` saying what is wrong."""
    seats = tuple(PlayerSpec(clean_name(spec.name), spec.level) for spec in specs)
    if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
        raise PlayersError(QT_TRANSLATE_NOOP(
            "Players", "A game needs {minimum} to {maximum} players, not {count}.").with_args(
            minimum=MIN_PLAYERS, maximum=MAX_PLAYERS, count=len(seats)))
    seen: set[str] = set()
    for seat in seats:
        problem = name_problem(seat.name)
        if problem is not None:
            raise PlayersError(problem)
        if seat.name.casefold() in seen:
            raise PlayersError(QT_TRANSLATE_NOOP(
                "Players", "Two players are called {name}: every name must be different.").with_args(
                name=seat.name))
        seen.add(seat.name.casefold())
        if seat.level is not None and (not isinstance(seat.level, str)
                                       or seat.level not in LEVEL_NAMES + BASELINE_NAMES):
            raise PlayersError(QT_TRANSLATE_NOOP(
                "Players", "{name} has an unknown computer level {level}.").with_args(
                name=seat.name, level=json.dumps(seat.level)))
    return seats
