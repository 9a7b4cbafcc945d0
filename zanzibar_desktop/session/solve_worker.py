"""What runs in the worker process that works out a partie (``partie_solving.py`` starts
it): the solve, its progress and its outcome sent back over a pipe.

A process, not a thread: the solvers are numpy work driven by Python loops, and a thread
holds the interpreter between numpy calls, so the window's thread waited for it (a throw's
frames were late by a few milliseconds each, ``benchmarks/master_solve_frames.py``). In
its own process the solve shares nothing with the window but the processor.

No Qt here, and nothing from the window: the process imports the engine only (it is
started with ``spawn``, the same on every system, so it begins with a fresh interpreter).
"""

from __future__ import annotations

import contextlib
import ctypes
import os
from typing import TYPE_CHECKING

from ..engine.partie.solvers import SolveCancelled, solver_for

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.synchronize import Event

    from ..engine.rules import Rules

PROGRESS_STEP = 0.002  # progress is sent when it moved by this much (and at its end)
NICENESS = 10  # below normal priority: on a busy machine the window's frames come first
_BELOW_NORMAL_PRIORITY_CLASS = 0x4000  # Windows' SetPriorityClass

# The messages, child to parent: (PROGRESS, fraction) any number of times, then one of
# (SOLVED, the solution's bytes), (CANCELLED,), (NO_MEMORY,), (FAILED, "what went wrong").
PROGRESS, SOLVED, CANCELLED, NO_MEMORY, FAILED = "progress", "solved", "cancelled", "memory", \
    "failed"


def lower_priority() -> None:
    """This process below normal priority, so that the window's thread gets the processor
    first when every core is busy (a two-core machine with a browser open)."""
    with contextlib.suppress(OSError, AttributeError):
        if hasattr(os, "nice"):
            os.nice(NICENESS)
        else:
            kernel = ctypes.windll.kernel32
            kernel.SetPriorityClass(kernel.GetCurrentProcess(), _BELOW_NORMAL_PRIORITY_CLASS)


def solve(rules: Rules, connection: Connection, stop: Event) -> None:
    """Work out the partie of ``rules``; stop (and say so) once ``stop`` is set."""
    lower_priority()
    solver = solver_for(rules)
    sent = -1.0

    def progressed(fraction: float) -> None:
        nonlocal sent
        if fraction - sent >= PROGRESS_STEP or fraction >= 1.0:
            sent = fraction
            connection.send((PROGRESS, fraction))

    try:
        if solver is None:
            raise ValueError(f"the rules {rules.name!r} have no exact heads-up solution")
        message: tuple = (SOLVED, solver.to_bytes(solver.solve(rules, progressed, stop.is_set)))
    except SolveCancelled:
        message = (CANCELLED,)
    except MemoryError:
        message = (NO_MEMORY,)
    except Exception as error:  # noqa: BLE001 - sent to the window, which says it
        message = (FAILED, f"{type(error).__name__}: {error}")
    connection.send(message)
    connection.close()
