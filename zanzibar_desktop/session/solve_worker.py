"""What runs in the worker process that works out a partie (``partie_solving.py`` starts
it): the solve, its progress and its outcome sent back over a pipe. It takes the way every
solution is obtained (``storage.solutions.Solutions.obtain``: at hand, else estimated,
worked out and kept in the owner's cache folder), the command line's too.

A process, not a thread: the solvers are numpy work driven by Python loops, and a thread
holds the interpreter between numpy calls, so the window's thread waited for it (a throw's
frames were late by a few milliseconds each, ``benchmarks/master_solve_frames.py``). In
its own process the solve shares nothing with the window but the processor.

No Qt here, and nothing from the window: the process imports the engine and the storage of
solutions only (it is started with ``spawn``, the same on every system, so it begins with a
fresh interpreter).

**It never outlives its owner, and never speaks out of turn** (issue 32): the owner's orders
come on a pipe of their own, read by a thread here; that pipe closing (the owner gone,
killed with ``-9`` included: the system closes its end) ends the worker at once, whatever
the solve is computing, and so does, on Linux, the parent-death signal. It ends quietly:
``os._exit``, no traceback, and nothing the owner's resource tracker would find leaked (no
semaphore is shared: a stop is a message, not an ``Event``). A message that no longer
reaches the owner ends it the same way. Ctrl-C in a terminal is the owner's to answer: the
worker, started deaf to it (``start``), ignores it and goes with its owner.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import sys
import threading
from multiprocessing import resource_tracker
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

    from ..engine.rules import Rules
    from ..storage.solutions import ShippedSolutions, SolutionCache

PROGRESS_STEP = 0.002  # progress is sent when it moved by this much (and at its end)
NICENESS = 10  # below normal priority: on a busy machine the window's frames come first
_BELOW_NORMAL_PRIORITY_CLASS = 0x4000  # Windows' SetPriorityClass

# The messages, child to parent: (ESTIMATE, seconds) first, the solve's time estimated before
# it starts (``engine/partie/cost.py``); then (TOO_LONG, seconds) alone when that passes the
# longest solve started, else (PROGRESS, fraction) any number of times, then one of
# (SOLVED, the solution's bytes, why it could not be kept or None), (CANCELLED,),
# (NO_MEMORY,), (FAILED, "what went wrong").
ESTIMATE, TOO_LONG = "estimate", "too long"
PROGRESS, SOLVED, CANCELLED, NO_MEMORY, FAILED = "progress", "solved", "cancelled", "memory", \
    "failed"
# The one order, parent to child: stop (the solve ends at its next check and says CANCELLED).
STOP = "stop"
_PR_SET_PDEATHSIG = 1  # Linux's prctl: the signal this process gets when its parent dies


def start(process: BaseProcess) -> None:
    """Start the worker ``process`` deaf to Ctrl-C. A terminal's Ctrl-C goes to the owner's
    whole process group, the worker included, and a worker still starting (a fresh
    interpreter importing ``site``, then the engine) died of it printing "Fatal Python
    error" and a traceback. SIGINT is held back in this thread while the worker is made (a
    child inherits the mask); the worker ignores it from ``solve`` on, and a Ctrl-C meant
    for the owner meanwhile reaches it once this returns. (Windows has no such mask; its
    console's Ctrl-C is another mechanism.)"""
    if not hasattr(signal, "pthread_sigmask"):
        process.start()
        return
    # The first start also starts multiprocessing's resource tracker, which unblocks SIGINT
    # behind itself: started first, it leaves the mask below alone.
    resource_tracker.ensure_running()
    held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        process.start()
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


def lower_priority() -> None:
    """This process below normal priority, so that the window's thread gets the processor
    first when every core is busy (a two-core machine with a browser open)."""
    with contextlib.suppress(OSError, AttributeError):
        if hasattr(os, "nice"):
            os.nice(NICENESS)
        else:
            kernel = ctypes.windll.kernel32
            kernel.SetPriorityClass(kernel.GetCurrentProcess(), _BELOW_NORMAL_PRIORITY_CLASS)


def end_with_owner(owner: int) -> None:
    """On Linux, this process is killed when ``owner`` (its parent, started by ``spawn``)
    dies, even in the middle of a numpy call; an owner already gone ends it now. (Linux
    sends the signal when the parent's *thread* that started this process ends: the owner
    starts it from the thread that holds it, the window's. Elsewhere the orders' pipe does
    it alone.)"""
    if not sys.platform.startswith("linux"):
        return
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() != owner:  # gone before the signal was asked for
        os._exit(0)


def follow_orders(orders: Connection) -> threading.Event:
    """Read the owner's orders on a thread: STOP sets the event returned; the pipe closing
    (the owner gone, or no longer waiting for an answer) ends this process at once."""
    stop = threading.Event()

    def listen() -> None:
        while True:
            try:
                order = orders.recv()
            except (EOFError, OSError):  # the owner's end closed: no one to work for
                os._exit(0)
            if order == STOP:
                stop.set()

    threading.Thread(target=listen, name="orders", daemon=True).start()
    return stop


def solve(rules: Rules, connection: Connection, orders: Connection, owner: int,
          cache: SolutionCache, shipped: ShippedSolutions) -> None:
    """Work out the partie of ``rules`` and keep it in ``cache`` (the owner's; ``shipped``
    its shipped ones); stop (and say so) once the owner (process ``owner``) orders it; end at
    once, quietly, when the owner is gone."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    end_with_owner(owner)
    stop = follow_orders(orders)
    lower_priority()
    # The solvers' arithmetic (numpy) loads here, in the worker: the owner's side of this
    # module (the review worker's too) is loaded with the window's first frame.
    from ..engine.partie.solvers import SolveCancelled, solver_for
    from ..storage.solutions import NotWorkedOutError, Solutions

    solver = solver_for(rules)
    sent = -1.0

    def say(message: tuple) -> None:
        try:
            connection.send(message)
        except OSError:  # the owner's end closed (a broken pipe): no one to tell
            os._exit(0)

    def progressed(fraction: float) -> None:
        nonlocal sent
        if fraction - sent >= PROGRESS_STEP or fraction >= 1.0:
            sent = fraction
            say((PROGRESS, fraction))

    try:
        solution, problem = Solutions(cache=cache, shipped=shipped).obtain(
            rules, lambda seconds: say((ESTIMATE, seconds)), progressed, stop.is_set)
        message: tuple = (SOLVED, solver.to_bytes(solution), problem)
    except NotWorkedOutError as error:  # never started: the Master plays as the Expert
        message = (TOO_LONG, error.seconds) if error.seconds is not None else (
            FAILED, f"the rules {rules.name!r} have no exact heads-up solution")
    except SolveCancelled:
        message = (CANCELLED,)
    except MemoryError:
        message = (NO_MEMORY,)
    except Exception as error:  # noqa: BLE001 - sent to the window, which says it
        message = (FAILED, f"{type(error).__name__}: {error}")
    say(message)
    connection.close()
