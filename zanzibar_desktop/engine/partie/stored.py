"""What both solvers check when a solution is read back from bytes (a cache file, a table
shipped with the game, a worker's answer): a solution is played only under the rules it was
solved for, and only when its figures are chances. Anything else is a ``ValueError``, which
the reader takes as "solve again" (``storage/solutions.py``).

A file named and headed for one set of rules may hold another's solution (copied, renamed,
damaged): only the rules inside it say what it solves (issue 32). A value that is not a
finite chance would make every choice compare as false (NaN) and the Master play nonsense.
"""

from __future__ import annotations

import numpy as np

from ..errors import EngineError
from ..rules import Rules, rules_from_json


class OtherRulesError(ValueError):
    """The solution read back was solved for other rules than the game's."""


def solved_rules(text: str | bytes, rules: Rules | None) -> Rules:
    """The rules a stored solution says it solves, from their JSON ``text``; ValueError when
    they do not read or, given ``rules``, differ from them (by their options: the name is
    not the game's)."""
    try:
        solved = rules_from_json(text.decode("utf-8") if isinstance(text, bytes) else text)
    except (EngineError, ValueError, TypeError, OverflowError) as error:
        raise ValueError(f"the solution's rules do not read: {error}") from None
    if rules is not None and solved.options() != rules.options():
        raise OtherRulesError("the solution was made for other rules")
    return solved


def check_chances(values: np.ndarray, what: str) -> None:
    """ValueError unless every one of ``values`` is a finite chance, from 0 to 1."""
    if values.dtype.kind not in "fiub":
        raise ValueError(f"the solution's {what} are not numbers")
    if values.size and not (np.isfinite(values).all() and values.min() >= 0.0
                            and values.max() <= 1.0):
        raise ValueError(f"the solution's {what} are not all chances from 0 to 1")
