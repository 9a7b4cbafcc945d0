"""The kinds of decision a player makes, defined once: every reviewed decision falls in
exactly one (``decision_kind``), so that a player's losses can be added up by kind (the five
costliest kinds of issue 35) and a drill says what it trains.

A kind is the situation and the choice made in it:

- the situation: in a points race, the **opener** (no hand to beat) on a **strong** or a
  **low** hand (strong: a single throw makes one as good or better no more than
  ``STRONG_CHANCE`` of the time), or a **follower** whose dice showing beat the hand to beat
  (**ahead**) or do not (**behind**, a tie included: it is no win); in a **décharge**, one
  situation (the tokens decide, and the choices are the same few);
- the choice: **stop**, throw again **keeping two dice**, **keeping one die**, or
  **rethrowing all three**.

Sixteen kinds in a points race and four in a décharge."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import TYPE_CHECKING

from .game import DECHARGE
from .hands import Dice, evaluate, strength, throw_counts
from .rules import Rules
from .text import QT_TRANSLATE_NOOP, Text

if TYPE_CHECKING:
    from .review import ReviewedDecision

# A hand is strong when one throw makes one at least as good this seldom or less.
STRONG_CHANCE = Fraction(1, 4)

STOP, KEEP_TWO, KEEP_ONE, RETHROW = "stop", "keep-two", "keep-one", "rethrow"
CHOICES = (STOP, KEEP_TWO, KEEP_ONE, RETHROW)
OPENER_STRONG, OPENER_LOW = "opener-strong", "opener-low"
AHEAD, BEHIND = "ahead", "behind"
SITUATIONS = (OPENER_STRONG, OPENER_LOW, AHEAD, BEHIND, DECHARGE)


@dataclass(frozen=True)
class DecisionKind:
    key: str  # "situation/choice": what the records and drills keep
    situation: str
    choice: str
    name: Text


_NAMES = {
    (OPENER_STRONG, STOP):
        QT_TRANSLATE_NOOP("DecisionKind", "stopping on a strong hand as the opener"),
    (OPENER_STRONG, KEEP_TWO):
        QT_TRANSLATE_NOOP("DecisionKind", "keeping two dice of a strong hand as the opener"),
    (OPENER_STRONG, KEEP_ONE):
        QT_TRANSLATE_NOOP("DecisionKind", "keeping one die of a strong hand as the opener"),
    (OPENER_STRONG, RETHROW):
        QT_TRANSLATE_NOOP("DecisionKind", "rethrowing all three on a strong hand as the opener"),
    (OPENER_LOW, STOP):
        QT_TRANSLATE_NOOP("DecisionKind", "stopping on a low hand as the opener"),
    (OPENER_LOW, KEEP_TWO):
        QT_TRANSLATE_NOOP("DecisionKind", "keeping two dice of a low hand as the opener"),
    (OPENER_LOW, KEEP_ONE):
        QT_TRANSLATE_NOOP("DecisionKind", "keeping one die of a low hand as the opener"),
    (OPENER_LOW, RETHROW):
        QT_TRANSLATE_NOOP("DecisionKind", "rethrowing all three on a low hand as the opener"),
    (AHEAD, STOP):
        QT_TRANSLATE_NOOP("DecisionKind", "stopping when ahead of the hand to beat"),
    (AHEAD, KEEP_TWO):
        QT_TRANSLATE_NOOP("DecisionKind", "keeping two dice when ahead of the hand to beat"),
    (AHEAD, KEEP_ONE):
        QT_TRANSLATE_NOOP("DecisionKind", "keeping one die when ahead of the hand to beat"),
    (AHEAD, RETHROW):
        QT_TRANSLATE_NOOP("DecisionKind", "rethrowing all three when ahead of the hand to beat"),
    (BEHIND, STOP):
        QT_TRANSLATE_NOOP("DecisionKind", "stopping without beating the hand to beat"),
    (BEHIND, KEEP_TWO):
        QT_TRANSLATE_NOOP("DecisionKind", "keeping two dice to beat a hand"),
    (BEHIND, KEEP_ONE):
        QT_TRANSLATE_NOOP("DecisionKind", "keeping one die to beat a hand"),
    (BEHIND, RETHROW):
        QT_TRANSLATE_NOOP("DecisionKind", "rethrowing all three to beat a hand"),
    (DECHARGE, STOP):
        QT_TRANSLATE_NOOP("DecisionKind", "stopping in the décharge"),
    (DECHARGE, KEEP_TWO):
        QT_TRANSLATE_NOOP("DecisionKind", "keeping two dice in the décharge"),
    (DECHARGE, KEEP_ONE):
        QT_TRANSLATE_NOOP("DecisionKind", "keeping one die in the décharge"),
    (DECHARGE, RETHROW):
        QT_TRANSLATE_NOOP("DecisionKind", "rethrowing all three in the décharge"),
}

KINDS: dict[str, DecisionKind] = {
    f"{situation}/{choice}": DecisionKind(f"{situation}/{choice}", situation, choice, name)
    for (situation, choice), name in _NAMES.items()}


@cache
def _strong_keys(rules: Rules) -> tuple:
    """The weakest hand key a single throw makes no more than ``STRONG_CHANCE`` of the time
    or less often, counting it and every stronger one: the threshold of a strong hand."""
    counts = sorted(((evaluate(dice, rules).key, count) for dice, count in throw_counts().items()),
                    reverse=True)
    total = sum(count for _, count in counts)
    at_least = 0
    threshold = counts[0][0]
    for key, count in counts:
        at_least += count
        if Fraction(at_least, total) > STRONG_CHANCE:
            break
        threshold = key
    return threshold


def is_strong(dice: Dice, rules: Rules) -> bool:
    """Whether ``dice`` make a strong hand under ``rules`` (see ``STRONG_CHANCE``)."""
    return evaluate(dice, rules).key >= _strong_keys(rules)


def choice_of(keep: tuple[int, ...] | None) -> str:
    """The choice a keep makes: stop (None), or throw again keeping two, one or no die."""
    if keep is None:
        return STOP
    return {2: KEEP_TWO, 1: KEEP_ONE, 0: RETHROW}[len(keep)]


def situation_of(rules: Rules, phase: str, dice: Dice, throws_used: int,
                 beat: tuple[Dice, int] | None) -> str:
    """The situation of a decision: opener on a strong or low hand, follower ahead or
    behind the hand to beat, or a décharge."""
    if phase == DECHARGE:
        return DECHARGE
    if beat is None:
        return OPENER_STRONG if is_strong(dice, rules) else OPENER_LOW
    mine = strength(evaluate(dice, rules), throws_used, rules)
    theirs = strength(evaluate(beat[0], rules), beat[1], rules)
    return AHEAD if mine > theirs else BEHIND


def decision_kind(rules: Rules, phase: str, dice: Dice, throws_used: int,
                  beat: tuple[Dice, int] | None, keep: tuple[int, ...] | None) -> DecisionKind:
    """The one kind of the decision to ``keep`` (None: stop) from that position."""
    situation = situation_of(rules, phase, dice, throws_used, beat)
    return KINDS[f"{situation}/{choice_of(keep)}"]


def kind_of(rules: Rules, decision: ReviewedDecision) -> DecisionKind:
    """The kind of a reviewed decision."""
    return decision_kind(rules, decision.phase, decision.dice, decision.throws_used,
                         decision.beat, decision.options[decision.chosen].keep)
