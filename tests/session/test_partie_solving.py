"""The Master's solution in the window (issue 26): solved in a worker process with its progress,
kept in the cache for the next start, stopped when the player cancels, and a cache that
cannot be written costs the game nothing."""

import os

import pytest

from zanzibar_desktop.engine.partie import cost
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.session import solve_worker
from zanzibar_desktop.session.partie_solving import PartieSolving
from zanzibar_desktop.storage.solutions import SolutionCache, Solutions

pytestmark = pytest.mark.gui  # QtCore objects and signals (no widgets)

SMALL = preset_rules("zanzibar").with_options(target_score=60)


@pytest.fixture
def solving(qapp, private_home):
    del qapp, private_home
    solving = PartieSolving()
    yield solving
    solving.cancel()
    assert solving.wait(60)


def test_a_solve_reports_its_progress_and_keeps_the_solution_for_the_next_start(qtbot,
                                                                               solving):
    progress, heard = [], []
    solving.progressed.connect(progress.append)
    solving.estimated.connect(lambda seconds: heard.append(("estimate", seconds)))
    solving.progressed.connect(lambda fraction: heard.append(("progress", fraction)))
    assert solving.solution(SMALL) is None
    with qtbot.waitSignal(solving.solved, timeout=60000) as done:
        assert solving.solve(SMALL)
        assert solving.working
    assert done.args == [SMALL]
    assert not solving.working
    assert progress and progress == sorted(progress) and progress[-1] == pytest.approx(1.0)
    assert heard[0] == ("estimate", cost.solve_seconds(SMALL))  # said before any progress
    solution = solving.solution(SMALL)
    assert solution is not None and solving.solutions.known(SMALL) is solution  # the Master's
    later = PartieSolving()  # the next start: from the cache folder, no solve
    assert later.solutions.known(SMALL) is None  # nothing in hand but its own
    kept = later.solution(SMALL)
    assert kept is not None and kept.partie_chance(0, 0, True) == solution.partie_chance(
        0, 0, True)
    with qtbot.waitSignal(later.solved, timeout=1000):
        assert later.solve(SMALL)  # at hand: said at once
    assert not later.working


def test_the_player_may_cancel_and_nothing_is_kept(qtbot, solving):
    big = preset_rules("zanzibar").with_options(target_score=1000)
    with qtbot.waitSignal(solving.cancelled, timeout=60000) as stopped:
        solving.solve(big)
        qtbot.waitUntil(lambda: solving.working)
        solving.cancel()
    assert stopped.args == [big]
    assert solving.solution(big) is None and solving.solutions.known(big) is None
    folder = solving.solutions.cache.folder
    assert not folder.exists() or not list(folder.iterdir())


def test_a_cache_that_cannot_be_written_says_why_and_the_solution_is_played(qtbot, private_home,
                                                                          qapp):
    blocker = private_home / "not-a-folder"
    blocker.parent.mkdir(parents=True, exist_ok=True)
    blocker.write_text("in the way")
    solving = PartieSolving(Solutions(cache=SolutionCache(blocker)))
    problems = []
    solving.cache_problem.connect(problems.append)
    with qtbot.waitSignal(solving.solved, timeout=60000):
        solving.solve(SMALL)
    assert problems and problems[0].render()
    assert solving.solutions.known(SMALL) is not None and solving.solution(SMALL) is not None
    assert blocker.read_text() == "in the way"


def test_a_worker_that_dies_is_said_and_nothing_is_kept(qtbot, solving):
    """The solve runs in its own process: when that process ends without a word (killed,
    out of memory), the window hears why and the seat plays on as Expert."""
    big = preset_rules("zanzibar").with_options(target_score=1000)
    reasons = []
    solving.failed.connect(reasons.append)
    with qtbot.waitSignal(solving.failed, timeout=60000):
        solving.solve(big)
        qtbot.waitUntil(lambda: solving.working)
        worker = solving._working.process
        assert worker.pid is not None and worker.pid != os.getpid()  # not the window's
        if hasattr(os, "getpriority"):  # below the window's, so its frames come first
            qtbot.waitUntil(lambda: os.getpriority(os.PRIO_PROCESS, worker.pid)
                            >= os.getpriority(os.PRIO_PROCESS, 0) + solve_worker.NICENESS)
        worker.kill()
    assert "stopped unexpectedly" in reasons[0].render()
    assert not solving.working and solving.solution(big) is None


def test_a_solve_estimated_past_five_minutes_is_not_started_and_says_why(qtbot, solving):
    """The issue's race to 300 with a malus of 20, still being worked out after ten minutes:
    the worker estimates it, starts nothing and says why; asked again, it is not tried."""
    long_race = preset_rules("zanzibar").with_options(target_score=300, low_hand_malus=20)
    reasons = []
    solving.failed.connect(reasons.append)
    progress = []
    solving.progressed.connect(progress.append)
    with qtbot.waitSignal(solving.failed, timeout=60000):
        assert solving.solve(long_race)
    assert reasons[0].render() == cost.too_long(cost.solve_seconds(long_race)).render()
    assert "more than 5 minutes" in reasons[0].render() and not progress
    assert not solving.working and solving.solution(long_race) is None
    assert not solving.solve(long_race) and not solving.working  # known: not tried again
