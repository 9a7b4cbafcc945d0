"""The partie's solution for the command line (issue 26): a Master's seat in ``simulate``
and ``odds --partie`` read it from the cache folder, or work it out once (said on stderr,
so ``--json`` stays clean) and keep it there for the next run. The run holds it and hands
it to its readers (a Master seated, the review, the odds): no process-wide store."""

import contextlib
import sys
import time

from PySide6.QtCore import QCoreApplication

from ..engine.partie.at_hand import KnownSolutions
from ..engine.partie.cost import about
from ..engine.rules import Rules
from ..i18n import tr_text
from ..i18n.numbers import whole
from ..storage.solutions import NotWorkedOutError, Solutions
from .output import one_line


def partie_solution(rules: Rules, held: KnownSolutions | None = None) -> object | None:
    """The solution of the heads-up partie under ``rules``: kept, or worked out now, and in
    ``held`` from then on (the run's, whose Masters read it there); None when these rules
    have none (a Master then plays as the Expert)."""
    started: list[float] = []  # when the solve started, if one did

    def estimated(seconds: float) -> None:
        _note(QCoreApplication.translate(
            "CliSimulate", "the Master works out the whole partie under these rules, once and "
                           "for all (about {time})…").format(time=tr_text(about(seconds))))
        started.append(time.perf_counter())

    try:
        solution, problem = Solutions(held).obtain(
            rules, estimated, refused=lambda reason: _note(tr_text(reason)))
    except NotWorkedOutError as error:
        _note(QCoreApplication.translate(
            "CliSimulate", "the Master has no exact solution under these rules: it plays as "
                           "the Expert") if error.reason is None else QCoreApplication.translate(
            "CliSimulate", "the Master plays as the Expert under these rules: {reason}").format(
            reason=tr_text(error.reason)))
        return None
    if started:
        _note(QCoreApplication.translate("CliSimulate", "done in {seconds} s").format(
            seconds=whole(round(time.perf_counter() - started[0]))))
    if problem is not None:
        _note(QCoreApplication.translate(
            "CliSimulate", "the Master's solution could not be kept for next time: {reason}"
        ).format(reason=tr_text(problem)))
    return solution


def _note(text: str) -> None:
    if sys.stderr is not None:
        with contextlib.suppress(OSError, ValueError):
            print(one_line(text), file=sys.stderr, flush=True)
