"""Ctrl-C at the window's moments and in every ``zanzibar`` subcommand at work (issue 32):
status 130, nothing on stderr that says more than it should (no traceback, no "Fatal Python
error"), and nothing of ours left running — the Master's worker included.

Each moment is reached, not timed: the window is led there by ``moments_driver.py`` (the
program as ``zanzibar-desktop`` runs it), which says ``moment NAME`` once it is; a command
is caught writing its answer to a reader that does not read yet (a pager not yet showing:
the pipe is full), which Linux shows in ``/proc``. The signal goes to the process group, as
a terminal's Ctrl-C does, so a worker gets it too. ``test_interrupt.py`` covers start-up at
fixed delays.
"""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.processes import DEADLINE_S, read_line, session_members
from tests.test_interrupt import ZANZIBAR, assert_quiet_130
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.save import dumps_game
from zanzibar_desktop.engine.tournament import play_out, seat_computers
from zanzibar_desktop.session.instance import InstanceLock, Ownership
from zanzibar_desktop.storage.paths import autosave_file, data_dir, settings_file

pytestmark = [pytest.mark.subprocess, pytest.mark.xdist_group("timing")]

ROOT = Path(__file__).resolve().parents[1]
F_SETPIPE_SZ = 1031  # Linux's fcntl: a pipe's capacity


def assert_nothing_left(session: int) -> None:
    deadline = time.monotonic() + 10.0  # a worker ends within a second; room for a busy machine
    while left := session_members(session):
        assert time.monotonic() < deadline, f"still running after Ctrl-C: {left}"
        time.sleep(0.05)  # polling /proc: nothing to wait on


def interrupt(process: subprocess.Popen) -> tuple[int, str]:
    """Ctrl-C to the process group ``process`` leads; its status and stderr."""
    try:
        os.killpg(process.pid, signal.SIGINT)
        _, err = process.communicate(timeout=DEADLINE_S)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate(timeout=DEADLINE_S)
    assert_nothing_left(process.pid)
    return process.returncode, err


def unfinished_in_autosave() -> None:
    seats = [PlayerSpec("Ann"), PlayerSpec("Bob", "novice")]
    game = next(game for seed in range(100)
                if (game := Game(preset_rules("zanzibar"), seats, seed=seed)).current == 0)
    game.throw()  # Ann opens, and has played since the game was last saved
    autosave_file().write_text(dumps_game(game), encoding="utf-8")


def finished_file(folder: Path) -> str:
    game, players = seat_computers(preset_rules("421-boite"), ["novice", "regular"], 72)
    play_out(game, players)
    path = folder / "finished.zanzibar"
    path.write_text(dumps_game(game), encoding="utf-8")
    return str(path)


def rules_file(folder: Path, **options) -> str:  # noqa: ANN003
    path = folder / "rules.json"
    path.write_text(preset_rules("421-boite").with_options(name="moment", **options).to_json(),
                    encoding="utf-8")
    return str(path)


def demo(rules: str, levels: str = "expert,novice") -> list[str]:
    return ["--demo", "--rules", rules, "--levels", levels, "--speed", "fast"]


def master_demo(folder: Path) -> list[str]:
    """A demo at rules whose solution does not ship, with a Master seated."""
    return demo(rules_file(folder, tokens=9), "master,expert")


# moment -> what it needs: the window's arguments, made in a folder.
WINDOW_MOMENTS = {
    "start": lambda folder: [],
    "settled": lambda folder: [],
    "resume": lambda folder: unfinished_in_autosave() or [],
    "replace-question": lambda folder: unfinished_in_autosave() or [finished_file(folder)],
    "already-open": lambda folder: [],  # the test holds the lock
    "settings-reset": lambda folder: settings_file().write_text("{not json") and [],
    "new-game": lambda folder: [],
    "open-file": lambda folder: [],
    "about": lambda folder: [],
    "rule-sheet": lambda folder: [],
    "statistics": lambda folder: [],
    "practice": lambda folder: [],
    "review": lambda folder: [finished_file(folder)],
    "lesson": lambda folder: [],
    "playing": lambda folder: demo(rules_file(folder)),
    "summary": lambda folder: demo(rules_file(folder)),
    "end": lambda folder: [finished_file(folder)],  # opened: its standings
    # Rules whose solution does not ship: the Master's partie is worked out in a worker,
    # caught as it starts (a fresh interpreter importing) and once it works.
    "solve-started": lambda folder: master_demo(folder),
    "solve": lambda folder: master_demo(folder),
}


@pytest.mark.parametrize("moment", WINDOW_MOMENTS)
def test_ctrl_c_at_a_moment_of_the_window(qapp, tmp_path, private_home, moment):
    if not sys.platform.startswith("linux"):
        pytest.skip("what is left running is read from Linux's /proc")
    data_dir().mkdir(parents=True)
    settings_file().parent.mkdir(parents=True)
    arguments = WINDOW_MOMENTS[moment](tmp_path)
    lock = InstanceLock(data_dir())
    if moment == "already-open":
        assert lock.acquire() is Ownership.OWNER  # this process is the copy already open
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.moments_driver", moment, *arguments], cwd=ROOT,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"), stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        said = read_line(process, f"the moment {moment!r}").split()
        assert said[:2] == ["moment", moment]
        if moment in ("solve-started", "solve"):
            assert said[2:], "no worker: nothing was being worked out"
    finally:
        status, err = interrupt(process)
        lock.release()
    assert_quiet_130(status, err, moment)
    assert not [path.name for path in tmp_path.rglob(".*.tmp")], "a file half written was left"


# Every subcommand at work (``cli/main.py``'s COMMANDS), asked for a long enough answer.
COMMANDS = {
    "rules": lambda folder: ["rules", "421"],
    "hands": lambda folder: ["hands", "--rules", "421", "--json"],
    "odds": lambda folder: ["odds", "--rules", "zanzibar", "--table"],
    "simulate": lambda folder: ["simulate", "--rules", "421", "--players", "expert,novice",
                                "--games", "20", "--seed", "1"],
    "review": lambda folder: ["review", finished_file(folder), "--json"],
    "stats": lambda folder: ["stats"],
    "practice": lambda folder: ["practice", "--due"],
    "rulesheet": lambda folder: ["rulesheet", "--rules", "421", "-o", str(folder / "sheet.pdf")],
}


def full_pipe() -> tuple[int, int]:
    """A pipe as small as Linux makes them, already full: whoever writes to it waits."""
    reader, writer = os.pipe()
    import fcntl

    fcntl.fcntl(writer, F_SETPIPE_SZ, 4096)
    os.set_blocking(writer, False)
    try:
        while True:
            os.write(writer, bytes(4096))
    except BlockingIOError:
        pass
    os.set_blocking(writer, True)
    return reader, writer


def writing_its_answer(pid: int) -> bool:
    """Process ``pid`` waits in a write to its standard output (Linux's /proc says which
    system call it is in: number 1, write, on descriptor 1)."""
    try:
        return (Path(f"/proc/{pid}/syscall").read_text().split()[:2] == ["1", "0x1"])
    except OSError:
        return False


@pytest.mark.parametrize("command", COMMANDS)
def test_ctrl_c_while_a_command_works(tmp_path, private_home, command):
    if not sys.platform.startswith("linux"):
        pytest.skip("the moment, and what is left running, are read from Linux's /proc")
    arguments = COMMANDS[command](tmp_path)
    reader, writer = full_pipe()
    process = subprocess.Popen([*ZANZIBAR, *arguments], cwd=ROOT, stdout=writer,
                               stderr=subprocess.PIPE, text=True, start_new_session=True,
                               env=dict(os.environ, ZANZIBAR_DESKTOP_HOME=str(private_home)))
    os.close(writer)
    try:
        deadline = time.monotonic() + DEADLINE_S
        while not writing_its_answer(process.pid):
            assert process.poll() is None, f"it ended ({process.returncode}) before writing"
            assert time.monotonic() < deadline, "it never wrote its answer"
            time.sleep(0.02)  # polling /proc: nothing to wait on
    finally:
        status, err = interrupt(process)
        os.close(reader)
    assert_quiet_130(status, err, command)
    assert err == ""
    assert not [path.name for path in tmp_path.rglob(".*.tmp")], "a file half written was left"


def test_every_subcommand_is_interrupted_above():
    import argparse

    from zanzibar_desktop.cli.main import build_parser

    subcommands = next(action for action in build_parser()._actions
                       if isinstance(action, argparse._SubParsersAction))
    assert set(subcommands.choices) == set(COMMANDS)


def test_the_ctrl_c_tests_hold_in_a_run_started_in_the_background(tmp_path):
    """A script's ``make test &`` ignores Ctrl-C, and its children inherit that: the window
    started by a test could not be interrupted (every moment failed, a minute each, in such
    a run). A run started so still passes."""
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "tests/test_interrupt_moments.py", "-q",
         "-p", "no:cacheprovider", "-k", "window and settled", "--basetemp", str(tmp_path)],
        cwd=ROOT, capture_output=True, text=True, timeout=4 * DEADLINE_S,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))
    assert run.returncode == 0, run.stdout[-2000:]
