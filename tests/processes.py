"""Waiting on another process with a deadline: a test that starts a process never waits on it
without one, so a child that hangs or never writes fails the test with a message instead of
stopping the whole run (a bare ``readline()`` waited for ever on a loaded machine)."""

import os
import queue
import subprocess
import threading
import time
from pathlib import Path
from typing import IO

import pytest

from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.storage.solutions import SUFFIX

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


def master_demo_keeps_its_solution(command: list[str], home: Path,
                                   timeout: float = 180.0) -> list[Path]:
    """Run ``command`` (the program, as a player starts it) on a demo table of a Master and
    an Expert at 421 La Boîte à Dés with 9 tokens (no preset: the presets' solutions ship
    with the game, these rules have none), with its files under ``home``: the partie is
    worked out in a worker process and kept in the cache folder. The solutions kept, once
    one is there (the program is then closed); the test fails when none comes within
    ``timeout`` or the program ends first (a worker that started a second program, or
    crashed it)."""
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", ZANZIBAR_DESKTOP_HOME=str(home))
    rules = home / "boite-9.json"
    rules.write_text(preset_rules("421-boite").with_options(name="boîte à 9", tokens=9)
                     .to_json(), encoding="utf-8")
    process = subprocess.Popen([*command, "--demo", "--levels", "master,expert", "--rules",
                                str(rules), "--speed", "fast"], env=environment,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + timeout
        while not (kept := sorted((home / "cache").rglob(f"*{SUFFIX}"))):
            if process.poll() is not None:
                pytest.fail(f"the program ended (status {process.returncode}) before the "
                            f"Master's partie was kept: {process.stderr.read()[-2000:]}",
                            pytrace=False)
            if time.monotonic() > deadline:
                pytest.fail(f"no solution kept within {timeout:g} s", pytrace=False)
            time.sleep(0.2)  # polling the disk: nothing to wait on
        return kept
    finally:
        process.kill()
        process.communicate(timeout=DEADLINE_S)


def session_members(session: int) -> list[int]:
    """The processes of ``session`` still running: not the ended ones (zombies) waiting to
    be reaped by the system's first process, which on some machines takes a second."""
    members = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:  # gone meanwhile
                continue
            if int(fields[3]) == session and fields[0] != "Z":
                members.append(int(entry.name))
    return members
