"""One interface to a partie's solution (issue 32): a turn's position asked, its choices
answered.

Both solvers' solutions (``points.PointsSolution``, ``tokens.TokensSolution``) answer
``choices_at(position)`` with a :class:`TurnPosition` and give every choice with the
chooser's chance to win the partie, best first (None where the solution does not speak).
The Master, the coach (the hint and the review) and ``zanzibar odds --partie`` read a
solution through it alone: what each solver's own tables mean stays inside its module.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..hands import Dice
from ..odds.combinatorics import Keep


@dataclass(frozen=True)
class TurnPosition:
    """A heads-up turn with dice showing, as the player choosing sees it.

    ``mine`` and ``theirs`` are the two players' scores in a points race, the tokens they
    hold in a décharge. ``beat`` is the opener's final dice and throws when the chooser
    follows, None when the chooser opens. ``limit``: the chooser's throws this turn (None:
    as the rules give them). ``manches_lost`` (mine, theirs) and ``opener_opened_manche``
    (whether the round's opener also opened the manche, which matters under ``next_opener``
    "in-turn") only count in a token game."""

    mine: int
    theirs: int
    dice: Dice
    throws: int
    beat: tuple[Dice, int] | None = None
    limit: int | None = None
    manches_lost: tuple[int, int] = (0, 0)
    opener_opened_manche: bool = True


@dataclass(frozen=True)
class PartieChoice:
    """A choice (the dice kept; all three: stop) and the chooser's chance to win the partie
    after it, both players partie-optimal afterwards; in a token game also the chooser's
    chance to lose the manche under way under that play."""

    keep: Keep
    partie: float
    manche_lost: float | None = None

    @property
    def stops(self) -> bool:
        return len(self.keep) == 3
