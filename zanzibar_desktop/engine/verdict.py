"""The coach's verdicts on a choice made (``coach.judge`` gives them): their names, the
thresholds of the marks, what a verdict's loss is counted in, and the choices (``Option``,
valued by ``coach``) they judge. Pure data, without the odds'
tables (no numpy), so that the words of the hint and the review can name them before the
odds are loaded."""

from __future__ import annotations

from dataclasses import dataclass

from .game import DECHARGE, POINTS
from .hands import Dice
from .text import QT_TRANSLATE_NOOP

# A choice that lost at least this much is marked: in a points race a share of the chance to
# win the manche, in a décharge tokens (the glossary states these thresholds to players).
MARK_THRESHOLDS = {POINTS: (0.02, 0.05, 0.10), DECHARGE: (0.25, 0.5, 1.0)}
MARKS = ("inaccuracy", "mistake", "blunder")
MARK_NAMES = {"inaccuracy": QT_TRANSLATE_NOOP("Coach", "inaccuracy"),
              "mistake": QT_TRANSLATE_NOOP("Coach", "mistake"),
              "blunder": QT_TRANSLATE_NOOP("Coach", "blunder")}
EXACT = 1e-9  # a choice that lost no more than this lost nothing

# A verdict, from the best down: a choice that lost nothing, one that lost less than an
# inaccuracy, then the marks.
BEST, CLOSE = "best", "close"
VERDICTS = (BEST, CLOSE, *MARKS)
VERDICT_NAMES = {BEST: QT_TRANSLATE_NOOP("Coach", "best choice"),
                 CLOSE: QT_TRANSLATE_NOOP("Coach", "close to the best"), **MARK_NAMES}
# What a verdict's loss counts: a share of the chance to win the partie (a token game: not to
# lose it) where the partie is worked out; otherwise a share of the chance to win the manche,
# or in a décharge tokens.
PARTIE, MANCHE, TOKENS = "partie", "manche", "tokens"


def mark(loss: float, phase: str) -> str | None:
    """inaccuracy, mistake or blunder, as the loss of take crosses each threshold."""
    found = None
    for name, threshold in zip(MARKS, MARK_THRESHOLDS[phase], strict=True):
        if loss >= threshold - EXACT:
            found = name
    return found


@dataclass(frozen=True)
class Option:
    """One choice: the dice kept before throwing again (highest first), or None to stop."""

    keep: Dice | tuple[int, ...] | None
    take: float
    win: float | None = None  # in a points race: outright, and into a throw-off
    tie: float | None = None
    # The chance to win the partie after this choice (a token game: not to lose it), when
    # the partie's solution is at hand; exact heads-up, else estimated against the
    # strongest rival (``ai.master.partie_view``): ``partie_rival``, that rival's seat
    # (None heads-up, or where it was not kept: a drill's choices read back).
    partie: float | None = None
    partie_exact: bool = True
    partie_rival: int | None = None
    manche_lost: float | None = None  # a token game, with the partie: the manche's risk

    @property
    def stops(self) -> bool:
        return self.keep is None

    @property
    def lose(self) -> float | None:
        return None if self.win is None else max(0.0, 1 - self.win - self.tie)


@dataclass(frozen=True)
class Verdict:
    """One choice judged: the one made and the best, and what the choice made lost against
    the best, in ``terms`` (:data:`PARTIE`, :data:`MANCHE` or :data:`TOKENS`)."""

    chosen: Option
    best: Option
    terms: str
    lost: float
    phase: str  # the decision's: POINTS or DECHARGE (its options' take is in tokens)

    @property
    def mark(self) -> str | None:
        """inaccuracy, mistake or blunder; None for a choice that lost less."""
        return mark(self.lost, DECHARGE if self.terms == TOKENS else POINTS)

    @property
    def name(self) -> str:
        """The verdict: one of :data:`VERDICTS`."""
        if self.lost <= EXACT:
            return BEST
        return self.mark or CLOSE
