"""``kill -9`` at seeded random moments of a Master's solve in the real window (issue 32):
the worker killed, the window killed, or both. Nothing of ours is left running soon after
(the bound leaves room for a busy two-core machine; the figures printed are the times
taken), nothing is printed but Qt's own notes; and when the worker alone dies, the window
says the Master plays as the Expert and the game goes on.

The moments start once the worker has been started (``moments_driver.py`` says
``solve-started``): from its own start-up (a fresh interpreter importing the engine) to the
middle of its computing. ``test_solve_worker_ends.py`` checks the worker's end against its
owner alone, without a window.
"""

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.processes import DEADLINE_S, read_line, session_members
from tests.session.test_solve_worker_ends import GONE_WITHIN_S
from zanzibar_desktop.engine.presets import preset_rules

pytestmark = [pytest.mark.subprocess, pytest.mark.xdist_group("timing")]

ROOT = Path(__file__).resolve().parents[2]
RUNS = ("worker", "window", "both") * 2
LATEST_S = 2.0  # the moments: up to this long after the worker was started


def quiet(err: str) -> bool:
    """Nothing but Qt's offscreen notes ("This plugin does not support …")."""
    return all(line.startswith("This plugin does not support") for line in err.splitlines())


def gone_within(session: int, since: float) -> float:
    """Seconds from ``since`` until no process of ``session`` is left; fails past the bound."""
    while left := session_members(session):
        if time.monotonic() - since > GONE_WITHIN_S:
            pytest.fail(f"still running {GONE_WITHIN_S:g} s after the kill: {left}",
                        pytrace=False)
        time.sleep(0.01)  # polling /proc: nothing to wait on
    return time.monotonic() - since


def test_kill_9_at_random_moments_of_a_solve(tmp_path, private_home):
    if not sys.platform.startswith("linux"):
        pytest.skip("the processes left are read from Linux's /proc")
    rules = tmp_path / "long.json"  # no shipped solution: a solve of a minute or more
    rules.write_text(preset_rules("zanzibar").with_options(name="long", target_score=800)
                     .to_json(), encoding="utf-8")
    rng = random.Random(32)
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    took = {kind: [] for kind in set(RUNS)}
    for run, kind in enumerate(RUNS):
        window = subprocess.Popen(
            [sys.executable, "-m", "tests.moments_driver", "solve-started", "--demo",
             "--rules", str(rules), "--levels", "master,expert", "--speed", "fast"],
            cwd=ROOT, env=environment, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True, start_new_session=True)
        try:
            worker = int(read_line(window, "the worker's start").split()[2])
            with pytest.raises(subprocess.TimeoutExpired):  # the random moment
                window.wait(timeout=rng.uniform(0.0, LATEST_S))
            if kind in ("worker", "both"):
                os.kill(worker, signal.SIGKILL)
            if kind in ("window", "both"):
                window.kill()
            killed = time.monotonic()
            if kind == "worker":
                said = read_line(window, "word that the Master plays as the Expert")
                took[kind].append(time.monotonic() - killed)
                assert said.startswith("said ") and "as the Expert" in said, said
                assert read_line(window, "the game going on") == "played-on"
                window.kill()
            else:
                took[kind].append(gone_within(window.pid, killed))
            _, err = window.communicate(timeout=DEADLINE_S)
            gone_within(window.pid, time.monotonic())
        finally:
            if window.poll() is None:
                os.killpg(window.pid, signal.SIGKILL)
                window.communicate(timeout=DEADLINE_S)
        assert quiet(err), f"run {run} ({kind}):\n{err}"
    print("seconds from the kill to: the window saying so (worker), nothing of ours running "
          "(window, both):",
          {kind: [round(seconds, 3) for seconds in times] for kind, times in took.items()})
