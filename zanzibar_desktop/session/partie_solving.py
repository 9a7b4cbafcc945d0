"""The Master's solution of a partie: found in memory or in the cache, or solved on a worker
thread while the table stays live (issue 26).

Solving a heads-up partie takes seconds to minutes (``benchmarks/partie_solve.py``); the
solvers spend that time in numpy, which releases the interpreter, so a thread keeps the
window drawing its frames. The thread reports its progress, stops when the player cancels
(the seat then plays as Expert, and says so), and the solution is written to the cache
folder so the same rules are never solved twice. A cache that cannot be written costs
nothing but the next start's solve: the solution is kept in memory and ``cache_problem``
says why.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..engine.partie.solvers import SolveCancelled, solver_for
from ..engine.text import QT_TRANSLATE_NOOP
from ..storage.solutions import SolutionCache, cached_solution, digest, keep_solution

if TYPE_CHECKING:
    from ..engine.rules import Rules

logger = logging.getLogger(__name__)


class PartieSolving(QObject):
    """Solutions by rules: at hand at once when known, otherwise solved on a thread."""

    progressed = Signal(float)  # 0 to 1, from the thread (queued to the window's thread)
    solved = Signal(object)  # the rules whose solution is now at hand
    cancelled = Signal(object)  # the rules whose solve the player stopped
    failed = Signal(object)  # Text: why no solution came (the seat plays as Expert)
    cache_problem = Signal(object)  # Text: the solution could not be kept for next time
    _finished = Signal(object, object, object)  # key, rules, the solution or an exception

    def __init__(self, cache: SolutionCache | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cache = cache if cache is not None else SolutionCache()
        self._working: tuple[str, threading.Thread, threading.Event] | None = None
        self._finished.connect(self._on_finished)

    def solution(self, rules: Rules) -> object | None:
        """The solution of ``rules`` if it is at hand: solved in this process or kept in
        the cache folder."""
        return cached_solution(rules, self.cache)

    @property
    def working(self) -> bool:
        return self._working is not None

    def solve(self, rules: Rules) -> bool:
        """Start solving ``rules`` on a thread (one at a time); False when it cannot be
        solved exactly (more than two players are the caller's business, not this one's)
        or is already at hand (``solved`` is emitted at once then)."""
        solver = solver_for(rules)
        if solver is None:
            return False
        if self.solution(rules) is not None:
            self.solved.emit(rules)
            return True
        key = digest(solver.kind, solver.format_version, rules)
        if self._working is not None:
            if self._working[0] == key:
                return True
            self.cancel()
        stop = threading.Event()

        def work() -> None:
            def progressed(fraction: float) -> None:
                with contextlib.suppress(RuntimeError):  # likewise
                    self.progressed.emit(fraction)

            try:
                result: object = solver.solve(rules, progressed, stop.is_set)
            except Exception as error:  # noqa: BLE001 - said to the player, never a crash
                result = error
            with contextlib.suppress(RuntimeError):  # the window went meanwhile: no one to tell
                self._finished.emit(key, rules, result)

        thread = threading.Thread(target=work, name="partie-solve", daemon=True)
        self._working = (key, thread, stop)
        thread.start()
        return True

    def cancel(self) -> None:
        """Stop the solve under way (its thread ends at its next check)."""
        if self._working is not None:
            self._working[2].set()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the thread (at the program's end); True when it is over."""
        if self._working is None:
            return True
        thread = self._working[1]
        thread.join(timeout)
        return not thread.is_alive()

    def _on_finished(self, key: str, rules: Rules, result: object) -> None:
        if self._working is not None and self._working[0] == key:
            self._working = None
        if isinstance(result, SolveCancelled):
            self.cancelled.emit(rules)
            return
        if isinstance(result, MemoryError):
            self.failed.emit(QT_TRANSLATE_NOOP("Master", "there is not enough memory"))
            return
        if isinstance(result, Exception):
            logger.error("solving %s failed", rules.name, exc_info=result)
            self.failed.emit(QT_TRANSLATE_NOOP("Master", "the solver met an error: {error}")
                             .with_args(error=str(result)))
            return
        problem = keep_solution(rules, result, self.cache)
        if problem is not None:
            self.cache_problem.emit(problem)
        self.solved.emit(rules)
