"""Ctrl-C at any moment of start-up ends the window and the command with status 130, with no
traceback and no "Fatal Python error" (issue 22, point 4).

Each run starts the program as its installed script does (``entry.desktop`` or
``entry.zanzibar``) and sends SIGINT after a delay from 0.05 s to 1 s: in the middle of
the imports, of PySide6 starting, of the window being built, or once its event loop waits.
SIGINT is held back (blocked) in the child until the program's first line unblocks it: the
part of start-up before that line is the interpreter's own (``site``, ``.pth`` files), which
no program can guard; a signal sent during it arrives at the first line, as it would
have been seen there.
"""

import os
import signal
import subprocess
import sys
import time

import pytest

pytestmark = [pytest.mark.subprocess, pytest.mark.xdist_group("timing")]

DELAYS = (0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.75, 0.9, 1.0)
DESKTOP = [sys.executable, "-c", "from zanzibar_desktop.entry import desktop; desktop()"]
ZANZIBAR = [sys.executable, "-c", "from zanzibar_desktop.entry import zanzibar; zanzibar()"]
# Long enough that every delay lands before the command is done.
SIMULATE = ["simulate", "--rules", "zanzibar", "--players", "expert,novice", "--games",
            "100000", "--seed", "1"]


def hold_back_sigint() -> None:
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})


def interrupted(command: list[str], delay: float, home, ignore: bool = False
                ) -> tuple[int, str, float]:  # noqa: ANN001
    """Start ``command``, send SIGINT after ``delay``: its status, its stderr and how long it
    took to end after the signal."""
    env = {**os.environ, "ZANZIBAR_DESKTOP_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    before = (lambda: signal.signal(signal.SIGINT, signal.SIG_IGN)) if ignore else hold_back_sigint
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               env=env, preexec_fn=before)
    try:
        time.sleep(delay)  # the delay is the test: not a wait for something to happen
        process.send_signal(signal.SIGINT)
        sent = time.monotonic()
        _, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate(timeout=60)
    return process.returncode, err.decode(errors="replace"), time.monotonic() - sent


def assert_quiet_130(status: int, err: str, delay: float) -> None:
    assert status == 130, f"after {delay} s: status {status}\n{err}"
    assert "Traceback" not in err and "Fatal Python error" not in err, f"after {delay} s:\n{err}"
    assert "KeyboardInterrupt" not in err


@pytest.mark.parametrize("delay", DELAYS)
def test_ctrl_c_while_the_window_starts(tmp_path, delay):
    status, err, took = interrupted(DESKTOP, delay, tmp_path / "home")
    assert_quiet_130(status, err, delay)
    assert took < 10


def test_ctrl_c_once_the_window_waits_for_the_player(tmp_path):
    """The event loop sleeps in Qt: the signal wakes it, and it ends with 130."""
    status, err, took = interrupted(DESKTOP, 4.0, tmp_path / "home")
    assert_quiet_130(status, err, 4.0)
    assert took < 10
    assert not list((tmp_path / "home" / "data").glob("*.tmp"))


@pytest.mark.parametrize("delay", DELAYS)
def test_ctrl_c_while_the_command_starts_or_runs(tmp_path, delay):
    status, err, took = interrupted([*ZANZIBAR, *SIMULATE], delay, tmp_path / "home")
    assert_quiet_130(status, err, delay)
    assert err == "" and took < 10


def test_a_command_started_with_sigint_ignored_keeps_ignoring_it(tmp_path):
    """``nohup`` and ``&`` in a script start a program with SIGINT ignored: it runs on."""
    status, err, _ = interrupted([*ZANZIBAR, "hands", "--rules", "421"], 0.3,
                                 tmp_path / "home", ignore=True)
    assert status == 0 and err == ""


def test_what_the_command_was_writing_is_removed(tmp_path):
    """Once the command runs, Ctrl-C unwinds it: the log's temporary file goes."""
    log = tmp_path / "games.jsonl"
    status, err, _ = interrupted([*ZANZIBAR, *SIMULATE, "--log", str(log)], 2.0,
                                 tmp_path / "home")
    assert_quiet_130(status, err, 2.0)
    assert [entry.name for entry in tmp_path.iterdir() if entry.name != "home"] == []


@pytest.mark.parametrize("delay", (0.8, 1.2, 1.6, 2.2))
def test_ctrl_c_while_a_game_warms_up_in_the_background(tmp_path, delay):
    """A game opened at start sits down right after the first frame, and the odds (numpy)
    and the sounds are readied on threads behind it: a Ctrl-C then still ends quietly."""
    from zanzibar_desktop.engine.game import Game
    from zanzibar_desktop.engine.players import PlayerSpec
    from zanzibar_desktop.engine.presets import preset_rules
    from zanzibar_desktop.storage.saves import write_game

    saved = tmp_path / "partie.zanzibar"
    write_game(Game(preset_rules("zanzibar"), [PlayerSpec("Ann"), PlayerSpec("Marcel", "expert")],
                    seed=5), saved)
    status, err, took = interrupted([*DESKTOP, str(saved)], delay, tmp_path / "home")
    assert_quiet_130(status, err, delay)
    assert took < 10
