"""Waiting on another process with a deadline: a test that starts a process never waits on it
without one, so a child that hangs or never writes fails the test with a message instead of
stopping the whole run (a bare ``readline()`` waited for ever on a loaded machine)."""

import queue
import subprocess
import threading
from typing import IO

import pytest

# Long enough for a Python process importing Qt on a loaded 2-core machine; a child that
# has not answered by then is stuck, not slow.
DEADLINE_S = 60.0


def read_line(process: subprocess.Popen, what: str, timeout: float = DEADLINE_S) -> str:
    """The next line ``process`` writes on its stdout, without its line break; the test fails
    after ``timeout`` seconds, or when the process ends first, saying ``what`` was awaited."""
    line = _line_within(process.stdout, timeout)
    if line is None:
        process.kill()
        pytest.fail(f"no {what} from process {process.pid} within {timeout:g} s", pytrace=False)
    if not line:
        status = process.wait(timeout=timeout)
        pytest.fail(f"process {process.pid} ended (status {status}) before {what}", pytrace=False)
    return line.rstrip("\r\n")


def _line_within(stream: IO[str], timeout: float) -> str | None:
    """A line read by a helper thread, or None when none came in time (pipes cannot be
    polled portably: Windows' select takes sockets only)."""
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: lines.put(stream.readline()), daemon=True).start()
    try:
        return lines.get(timeout=timeout)
    except queue.Empty:
        return None


def end(process: subprocess.Popen, timeout: float = DEADLINE_S) -> int:
    """Kill ``process`` and reap it; its status."""
    process.kill()
    try:
        return process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        pytest.fail(f"process {process.pid} did not end within {timeout:g} s of being killed",
                    pytrace=False)
