"""Which solver solves a partie.

Two families of partie, two solvers: points races (``points``) and token games
(``tokens``). :func:`solver_for` names the one for a set of rules, with what the cache
needs to keep its solutions (a kind, a format version, bytes both ways).

No solution is remembered here (issue 32): its owner holds it (``at_hand.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..rules import Rules
from ..text import QT_TRANSLATE_NOOP, Text
from . import points, tokens

Progress = Callable[[float], None] | None
Cancelled = Callable[[], bool] | None

# A solve stopped by its caller raises one of these (each solver has its own).
SolveCancelled = (points.SolveCancelledError, tokens.SolveCancelledError)


@dataclass(frozen=True)
class Solver:
    kind: str
    format_version: int
    solve: Callable[[Rules, Progress, Cancelled], Any]
    to_bytes: Callable[[Any], bytes]
    from_bytes: Callable[[bytes, Rules], Any]  # ValueError unless a solution of these rules


POINTS = Solver("points", points.FORMAT_VERSION, points.solve_points,
                lambda solution: solution.to_bytes(), points.PointsSolution.from_bytes)
TOKENS = Solver("tokens", tokens.FORMAT_VERSION, tokens.solve_tokens,
                lambda solution: solution.to_bytes(), tokens.TokensSolution.from_bytes)
# (both solutions carry their rules in their bytes: read back under other rules, or holding
# anything but chances, they are refused, ``stored.py``)


# The longest race worked out: to 1000 a solve takes about a minute on a two-core machine
# (benchmarks/partie_solve.py), and its time and its table grow with the square of the
# target (a race to 10,000: a hundred times that, and 800 MB for the table alone).
LARGEST_TARGET = 1000


def unsolved_reason(rules: Rules) -> Text | None:
    """Why the partie of ``rules`` is not worked out although a solver plays its family
    (a Master then plays as the Expert and says this); None when it is worked out."""
    if not rules.uses_tokens and rules.target_score > LARGEST_TARGET:
        return QT_TRANSLATE_NOOP(
            "Master", "working out a race to more than {largest} points would take too "
                      "long").with_args(largest=LARGEST_TARGET)
    return None


def solver_for(rules: Rules) -> Solver | None:
    """The solver of the heads-up partie under ``rules``; None when neither solves it, or
    when it is out of reach (:func:`unsolved_reason`)."""
    if unsolved_reason(rules) is not None:
        return None
    try:
        if rules.uses_tokens:
            tokens.check_token_game(rules)
            return TOKENS
        points.check_points_race(rules)
        return POINTS
    except ValueError:
        return None
