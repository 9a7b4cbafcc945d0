"""The partie's solutions the tests hand in (issue 32: no process-wide store to set and
forget): each rules' solution worked out once per test process, then handed to a Master
(``held(rules).known`` as its lookup), the coach or the review as their owner would."""

from __future__ import annotations

import functools

from zanzibar_desktop.engine.partie.at_hand import KnownSolutions
from zanzibar_desktop.engine.partie.solvers import solver_for
from zanzibar_desktop.engine.rules import Rules


@functools.cache
def _solved(options: str, rules: Rules) -> object:
    del options
    return solver_for(rules).solve(rules, None, None)


def solved(rules: Rules) -> object:
    """The solution of ``rules`` (worked out at its first use in this process)."""
    return _solved(repr(sorted(rules.options().items())), rules)


def held(*rules: Rules) -> KnownSolutions:
    """The solutions of ``rules`` in hand, as a session or a run holds them."""
    solutions = KnownSolutions()
    for each in rules:
        solutions.remember(each, solved(each))
    return solutions
