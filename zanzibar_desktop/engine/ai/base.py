"""The one player interface the game talks to, for humans and computers alike.

The table asks the player whose turn it is for a :class:`Decision` given a
:class:`TableView`; a human's answer comes from the table, a computer's from ``decide``.
"""

from collections import Counter
from dataclasses import dataclass
from typing import Protocol

from ..game import Game
from ..hands import Dice, evaluate, strength
from .view import TableView


@dataclass(frozen=True)
class Decision:
    """Stop, or keep the dice at ``keep`` (positions 0-2) and throw the others."""

    stop: bool
    keep: frozenset[int] = frozenset()

    @classmethod
    def stopping(cls) -> "Decision":
        return cls(True)

    @classmethod
    def throwing(cls, keep: frozenset[int] | set[int] = frozenset()) -> "Decision":
        return cls(False, frozenset(keep))

    @classmethod
    def keeping_faces(cls, dice: tuple[int, ...], faces: tuple[int, ...]) -> "Decision":
        """Keep these faces (a multiset) and throw the rest; all three kept means stop."""
        if len(faces) == 3:
            return cls.stopping()
        return cls.throwing(keep_positions(dice, faces))


class Player(Protocol):
    level: str

    def decide(self, view: TableView) -> Decision: ...


def keep_positions(dice: tuple[int, ...], keep: tuple[int, ...]) -> frozenset[int]:
    """Which die positions to hold so that the held faces are exactly ``keep``."""
    wanted = Counter(keep)
    held = set()
    for position, face in enumerate(dice):
        if wanted[face] > 0:
            wanted[face] -= 1
            held.add(position)
    return frozenset(held)


def apply_decision(game: Game, decision: Decision) -> None:
    """Carry a decision out as the game's own actions: holds first, then throw or stop."""
    if decision.stop:
        game.stop()
        return
    if game.dice is not None:
        for die in range(3):
            game.set_hold(die, die in decision.keep)
    game.throw()


def current_hand(view: TableView):
    assert view.dice is not None
    return evaluate(view.dice, view.rules)


def _end_so_far(view: TableView, pick) -> tuple[Dice, int] | None:
    if not view.played:
        return None
    chosen = pick(view.played, key=lambda p: strength(p.hand, p.throws, view.rules))
    return chosen.hand.dice, chosen.throws


def best_so_far(view: TableView) -> tuple[Dice, int] | None:
    """The strongest hand played this round, with its throws, under the tie rule."""
    return _end_so_far(view, max)


def worst_so_far(view: TableView) -> tuple[Dice, int] | None:
    """The weakest hand played this round, with its throws, under the tie rule."""
    return _end_so_far(view, min)


def beats(view: TableView, dice: Dice, throws: int, other: tuple[Dice, int] | None) -> bool:
    if other is None:
        return True
    rules = view.rules
    return strength(evaluate(dice, rules), throws, rules) > strength(
        evaluate(other[0], rules), other[1], rules)
