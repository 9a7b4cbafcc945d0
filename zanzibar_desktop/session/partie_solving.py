"""The Master's solution of a partie: found in memory or in the cache, or worked out in a
worker process while the table stays live (issue 26).

Solving a heads-up partie takes seconds to minutes (``benchmarks/partie_solve.py``). It
runs in its own process (``solve_worker.py``, started with ``spawn``): the solvers drive
numpy from Python loops, and on a thread they held the interpreter often enough to make a
throw's frames late (``benchmarks/master_solve_frames.py``). A listening thread here reads
the worker's progress and outcome and hands them to the window's thread as signals. The
player may stop the solve (the seat then plays as Expert, and says so); closing the window
stops it too. The solution is written to the cache folder so the same rules are never
solved twice: the worker takes the way every solution is obtained
(``storage.solutions.Solutions.obtain``: at hand, else estimated, worked out and kept), and
the solution it sends back is put in the session's hands. A cache that cannot be written
costs nothing but the next start's solve: the solution is held in memory and
``cache_problem`` says why.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..engine.partie.at_hand import KnownSolutions
from ..engine.partie.cost import seconds_left, too_long
from ..engine.partie.solvers import SolveCancelled, solver_for, unsolved_reason
from ..engine.text import QT_TRANSLATE_NOOP, Text
from ..storage.solutions import Solutions, digest
from . import solve_worker

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

    from ..engine.rules import Rules
    from .controller import GameController

logger = logging.getLogger(__name__)
_SPAWN = multiprocessing.get_context("spawn")  # a fresh interpreter on every system
_GRACE_SECONDS = 5.0  # a stopped worker ends at its next check; past this it is ended

# What the player is told of the Master's preparation (the window's bar shows it; the
# context is the bar's, where the words are read).


_MASTER_READY = QT_TRANSLATE_NOOP("MasterBar", "Done: the hint gives the partie's figures, and "
                                  "a Master plays for the partie.")
_MASTER_STOPPED = QT_TRANSLATE_NOOP("MasterBar", "Stopped: the hint gives the manche's figures "
                                    "and a Master plays as the Expert in this game.")
_MASTER_FAILED = QT_TRANSLATE_NOOP("MasterBar", "The partie could not be worked out ({reason}): "
                                   "a Master plays as the Expert in this game.")
_MASTER_NOT_KEPT = QT_TRANSLATE_NOOP("MasterBar", "Done, but it could not be kept for next "
                                     "time: {reason}.")


class WorkerDiedError(Exception):
    """The worker process ended without an outcome (killed, or out of memory)."""


class TooLongError(Exception):
    """The worker did not start the solve: estimated at ``seconds``, past the longest."""

    def __init__(self, seconds: float) -> None:
        super().__init__(f"estimated at {seconds:.0f} s")
        self.seconds = seconds


@dataclass
class _Work:
    key: str
    process: multiprocessing.process.BaseProcess
    orders: Connection  # to the worker: STOP; its closing (ours, or our death) ends the worker
    listener: threading.Thread


@dataclass(frozen=True)
class _Solved:
    solution: object
    not_kept: Text | None  # why the worker could not keep it in the cache folder


class PartieSolving(QObject):
    """Solutions by rules: at hand at once when known, otherwise solved in a worker process;
    ``solutions`` holds them (the session's, handed to its Masters, hint and review)."""

    estimated = Signal(float)  # seconds: the solve's time, estimated before it starts
    progressed = Signal(float)  # 0 to 1, from the thread (queued to the window's thread)
    solved = Signal(object)  # the rules whose solution is now at hand
    cancelled = Signal(object)  # the rules whose solve the player stopped
    failed = Signal(object)  # Text: why no solution came (the seat plays as Expert)
    cache_problem = Signal(object)  # Text: the solution could not be kept for next time
    refused = Signal(object)  # Text: the one kept was not these rules' or damaged: set aside
    _finished = Signal(object, object, object)  # key, rules, the solution or an exception

    def __init__(self, solutions: Solutions | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.solutions = solutions if solutions is not None else Solutions()
        self._working: _Work | None = None
        self._too_long: set[str] = set()  # the keys of rules whose solve was not started
        self._finished.connect(self._on_finished)

    def solution(self, rules: Rules) -> object | None:
        """The solution of ``rules`` if it is at hand: solved in this process or kept in
        the cache folder (one kept that is refused is set aside and ``refused`` says so)."""
        return self.solutions.at_hand(rules, refused=self.refused.emit)

    @property
    def working(self) -> bool:
        return self._working is not None

    def solve(self, rules: Rules) -> bool:
        """Start solving ``rules`` in a worker process (one at a time); False when it cannot be
        solved exactly (more than two players are the caller's business, not this one's)
        or was found too long to start (said once, by ``failed``); True when under way or
        already at hand (``solved`` is emitted at once then). The worker estimates the
        solve's time first (``estimated``) and starts it only when it is not too long."""
        solver = solver_for(rules)
        if solver is None:
            return False
        if self.solution(rules) is not None:
            self.solved.emit(rules)
            return True
        key = digest(solver.kind, solver.format_version, rules)
        if key in self._too_long:
            return False
        if self._working is not None:
            if self._working.key == key:
                return True
            self.cancel()
        self._working = self._start(key, rules)
        return True

    def _start(self, key: str, rules: Rules) -> _Work:
        receiving, sending = _SPAWN.Pipe(duplex=False)
        heard, orders = _SPAWN.Pipe(duplex=False)
        process = _SPAWN.Process(target=solve_worker.solve,
                                 args=(rules, sending, heard, os.getpid(),
                                       self.solutions.cache, self.solutions.shipped),
                                 name="partie-solve", daemon=True)
        solve_worker.start(process)
        sending.close()  # the worker holds the other end: its end is our end of file
        heard.close()  # ours is the only writing end: when it closes, the worker ends

        def listen() -> None:
            result: object = WorkerDiedError()
            try:
                while True:
                    message = receiving.recv()
                    if message[0] not in (solve_worker.PROGRESS, solve_worker.ESTIMATE):
                        result = self._outcome(rules, message)
                        break
                    said = self.progressed if message[0] == solve_worker.PROGRESS \
                        else self.estimated
                    with contextlib.suppress(RuntimeError):  # the window went meanwhile
                        said.emit(message[1])
            except (EOFError, OSError):  # the worker ended without a word
                pass
            receiving.close()
            process.join()
            orders.close()  # the worker is over: no order will be given
            with contextlib.suppress(RuntimeError):  # the window went meanwhile: no one to tell
                self._finished.emit(key, rules, result)

        listener = threading.Thread(target=listen, name="partie-solve-listener", daemon=True)
        listener.start()
        return _Work(key, process, orders, listener)

    @staticmethod
    def _outcome(rules: Rules, message: tuple) -> object:
        """The worker's last word as what was solved or the exception it stands for."""
        kind = message[0]
        if kind == solve_worker.SOLVED:
            try:
                return _Solved(solver_for(rules).from_bytes(message[1], rules), message[2])
            except Exception as error:  # noqa: BLE001 - said to the player, never a crash
                return error
        if kind == solve_worker.CANCELLED:
            return SolveCancelled[0]()
        if kind == solve_worker.NO_MEMORY:
            return MemoryError()
        if kind == solve_worker.TOO_LONG:
            return TooLongError(message[1])
        return RuntimeError(message[1] if len(message) > 1 else kind)

    def cancel(self) -> None:
        """Stop the solve under way (the worker ends at its next check)."""
        if self._working is not None:
            with contextlib.suppress(OSError):  # the worker is over, or its pipe closed
                self._working.orders.send(solve_worker.STOP)

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the worker (at the program's end); True when it is over. A worker
        that does not end within its grace is ended."""
        if self._working is None:
            return True
        work = self._working
        work.process.join(_GRACE_SECONDS if timeout is None else min(timeout, _GRACE_SECONDS))
        if work.process.is_alive():
            work.process.terminate()
        work.listener.join(timeout)
        return not work.listener.is_alive()

    def _on_finished(self, key: str, rules: Rules, result: object) -> None:
        if self._working is not None and self._working.key == key:
            self._working = None
        if isinstance(result, SolveCancelled):
            self.cancelled.emit(rules)
            return
        if isinstance(result, MemoryError):
            self.failed.emit(QT_TRANSLATE_NOOP("Master", "there is not enough memory"))
            return
        if isinstance(result, TooLongError):
            self._too_long.add(key)
            self.failed.emit(too_long(result.seconds))
            return
        if isinstance(result, WorkerDiedError):
            self.failed.emit(QT_TRANSLATE_NOOP("Master", "the calculation stopped unexpectedly"))
            return
        if isinstance(result, Exception):
            logger.error("solving %s failed", rules.name, exc_info=result)
            self.failed.emit(QT_TRANSLATE_NOOP("Master", "the solver met an error: {error}")
                             .with_args(error=str(result)))
            return
        self.solutions.held.remember(rules, result.solution)  # kept by the worker
        if result.not_kept is not None:
            self.cache_problem.emit(result.not_kept)
        self.solved.emit(rules)


class MasterPreparation(QObject):
    """When the partie is worked out for the window (a Master sat down, the hint asked for
    it) and when not (at hand, under way, stopped by the player for this game, never to be
    worked out), and what the player is told of it: the window's bar shows what this says,
    and decides nothing."""

    started = Signal()  # a solve is under way: its progress and a Stop to show
    estimated = Signal(float)  # seconds: its time, estimated before it started
    advanced = Signal(float)  # 0 to 1
    paced = Signal(float)  # seconds: the time left at this machine's pace, as progress comes
    said = Signal(object, bool)  # Text: what came of it; whether it goes by itself after a while
    noted = Signal(object)  # Text: said before the work that follows (a kept one refused)
    cleared = Signal()  # what was said was of the last game

    def __init__(self, solving: PartieSolving | None = None, parent: QObject | None = None,
                 held: KnownSolutions | None = None) -> None:
        """``held``: where the solutions found or worked out go (the session's; with no
        ``solving``)."""
        super().__init__(parent)
        self.solving = solving if solving is not None else PartieSolving(Solutions(held), self)
        self._rules: Rules | None = None
        self._stopped: Rules | None = None  # the rules whose solve the player stopped
        self.clock: Callable[[], float] = time.monotonic  # what times the solve's pace
        self._solve_started: float | None = None  # by ``clock``: the solve under way's start
        self.solving.estimated.connect(self._estimated)
        self.solving.progressed.connect(self._advance)
        self.solving.solved.connect(self._solved)
        self.solving.cancelled.connect(self._cancelled)
        self.solving.failed.connect(self._failed)
        self.solving.cache_problem.connect(self._not_kept)
        self.solving.refused.connect(self.noted)  # said once: it is set aside

    def follow(self, controller: GameController) -> None:
        """A game sat down: with a Master at it, its partie is worked out now."""
        if any(spec.level == "master" for spec in controller.game.players):
            reason = unsolved_reason(controller.game.rules)
            if reason is not None:  # said once, at the table: the Master plays as Expert
                self.said.emit(_MASTER_FAILED.with_args(reason=reason), False)
                return
            self.want(controller.game.rules)

    def want(self, rules: Rules) -> None:
        """The partie of ``rules`` is wanted (a Master, the hint): worked out unless it is
        at hand, under way, or stopped by the player for this game."""
        if rules == self._stopped or self.solving.solution(rules) is not None:
            return
        if self.solving.working and rules == self._rules:
            return
        self._rules = rules
        self._solve_started = None  # until the new solve says its estimate
        if self.solving.solve(rules) and self.solving.working:
            self.started.emit()

    def new_game(self) -> None:
        """A stop holds for the game it was asked in, and what was said of the last game
        goes with it (a solve under way stays said)."""
        self._stopped = None
        if not self.solving.working:
            self.cleared.emit()

    @property
    def computing(self) -> bool:
        return self.solving.working

    def computing_for(self, rules: Rules) -> bool:
        """Whether the partie of ``rules`` is the one being worked out."""
        return self.solving.working and rules == self._rules

    def stop(self) -> None:
        """The window closes: the solve stops with it (its worker process ends at its next
        check)."""
        self.solving.cancel()

    def _estimated(self, seconds: float) -> None:
        if self.solving.working:  # said as the solve starts: its pace is timed from here
            self._solve_started = self.clock()
            self.estimated.emit(seconds)

    def _advance(self, fraction: float) -> None:
        if self.solving.working:
            self.advanced.emit(fraction)
            if self._solve_started is not None:
                left = seconds_left(self.clock() - self._solve_started, fraction)
                if left is not None:
                    self.paced.emit(left)

    def _solved(self, rules: Rules) -> None:
        if rules == self._rules:
            self.said.emit(_MASTER_READY, True)

    def _cancelled(self, rules: Rules) -> None:
        self._stopped = rules
        if rules == self._rules:
            self.said.emit(_MASTER_STOPPED, True)

    def _failed(self, reason: Text) -> None:
        self.said.emit(_MASTER_FAILED.with_args(reason=reason), False)

    def _not_kept(self, reason: Text) -> None:
        self.said.emit(_MASTER_NOT_KEPT.with_args(reason=reason), True)
