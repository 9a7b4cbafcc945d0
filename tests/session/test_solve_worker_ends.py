"""A Master's solve worker never outlives its owner and never speaks out of turn (issue 32):
its owner killed with ``-9`` in the middle of a solve, or no longer listening, it ends
within a bound a busy machine keeps, quietly: nothing on stderr — no ``Traceback`` (it
printed ``BrokenPipeError`` at its next progress message), no ``resource_tracker`` warning
of leaked semaphores (the stop was a multiprocessing ``Event``)."""

import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.processes import read_line

pytestmark = [pytest.mark.subprocess, pytest.mark.xdist_group("timing")]

ROOT = Path(__file__).resolve().parents[2]
# The worker ends within a second of its owner; this bound leaves room for a two-core
# machine busy with other tests.
GONE_WITHIN_S = 10.0


def start_owner(mode: str, home: Path) -> subprocess.Popen:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", ZANZIBAR_DESKTOP_HOME=str(home))
    return subprocess.Popen([sys.executable, "-m", "tests.session.solve_owner", mode], cwd=ROOT,
                            env=environment, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def watch(pid: int) -> int:
    """A descriptor that becomes readable when process ``pid`` has ended (taken while it
    runs: a number reused later cannot be mistaken for it)."""
    if not hasattr(os, "pidfd_open"):
        pytest.skip("waiting on a process that is not our child needs Linux's pidfd_open")
    return os.pidfd_open(pid)


def seconds_until_gone(watched: int, since: float) -> float:
    """Wait (up to GONE_WITHIN_S) for the process behind ``watched`` to end; how long after
    ``since`` it did. The test fails if it is still running."""
    ready, _, _ = select.select([watched], [], [], GONE_WITHIN_S)
    os.close(watched)
    if not ready:
        pytest.fail(f"the worker still runs {GONE_WITHIN_S:g} s after its owner left",
                    pytrace=False)
    return time.monotonic() - since


def test_a_worker_whose_owner_is_killed_ends_within_a_second_and_says_nothing(private_home):
    owner = start_owner("kill", private_home)
    try:
        worker = int(read_line(owner, "the worker's process id"))
        watched = watch(worker)
    except BaseException:
        owner.kill()
        owner.communicate(timeout=60)
        raise
    owner.send_signal(signal.SIGKILL)
    killed = time.monotonic()
    took = seconds_until_gone(watched, killed)
    _, errors = owner.communicate(timeout=60)  # its stderr ends when every holder ended
    assert errors == "", f"printed after the owner's death:\n{errors}"
    print(f"the worker ended {took:.3f} s after its owner's kill -9")


def test_a_worker_whose_owner_stops_listening_ends_and_says_nothing(private_home):
    """The orders' pipe closing ends the worker on every system (the parent-death signal
    is Linux's alone): here the owner lives on, so only the pipe can tell the worker."""
    owner = start_owner("let-go", private_home)
    try:
        worker = int(read_line(owner, "the worker's process id"))
        watched = watch(worker)
        owner.stdin.write("watching\n")  # only now may it let go: the worker ends at once
        owner.stdin.flush()
        assert read_line(owner, "\"let go\"") == "let go"
        took = seconds_until_gone(watched, time.monotonic())
        assert owner.poll() is None  # the owner still runs: the pipe alone told the worker
    finally:
        owner.kill()
        _, errors = owner.communicate(timeout=60)
    assert errors == "", f"printed after the owner let go:\n{errors}"
    print(f"the worker ended {took:.3f} s after its owner let go")


def test_a_worker_started_as_its_owner_says_deaf_to_ctrl_c_starts_all_the_same():
    """Ctrl-C in a terminal reaches the worker too: during its own start-up (a fresh
    interpreter) it ended it with "Fatal Python error" and a traceback. Started through
    ``solve_worker.start`` it does not hear it, and does its work."""
    import multiprocessing

    from zanzibar_desktop.session import solve_worker

    process = multiprocessing.get_context("spawn").Process(target=os.getpid)
    solve_worker.start(process)
    os.kill(process.pid, signal.SIGINT)  # at once: the worker is still starting
    process.join(timeout=60)
    assert process.exitcode == 0
