"""The solutions of parties an owner holds (issue 32): no process-wide store.

Whoever works a solution out or reads it from a file — the window's session, one run of the
command line — holds it here, by rules (rules that differ only by name share one), and
hands it to what reads it: a Master gets the :data:`AtHand` lookup (its solution may come
while it plays), the coach and the review the solution itself. Light on purpose (no
solver, no numpy): the session holds one from the window's start.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..rules import Rules

# The solution of a partie at hand for its rules, or None: its owner's lookup
# (:meth:`KnownSolutions.known`).
AtHand = Callable[[Rules], Any | None]


class KnownSolutions:
    """Solutions in hand, by rules."""

    def __init__(self) -> None:
        self._by_options: dict[str, Any] = {}

    @staticmethod
    def _key(rules: Rules) -> str:
        return repr(sorted(rules.options().items()))

    def known(self, rules: Rules) -> Any | None:
        """The solution of ``rules`` in hand, if any."""
        return self._by_options.get(self._key(rules))

    def remember(self, rules: Rules, solution: Any) -> None:
        """``solution`` is in hand for ``rules`` (and rules that differ only by name)."""
        self._by_options[self._key(rules)] = solution
