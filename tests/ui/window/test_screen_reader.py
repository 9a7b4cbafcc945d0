"""Playable with a screen reader, checked by a real client: the program runs on an X display
(Xvfb: the offscreen platform has no accessibility bridge) with a private D-Bus session and
its AT-SPI bus, and ``screen_reader_client.py``, in the system's Python with Debian's
``pyatspi``, plays a whole 2-player game through the accessibility tree only: the New game
dialog from the Game menu, the dice read from their names and descriptions, a die kept and
the buttons pressed through the Action interface, up to the end of the game.

``make test`` installs what it needs on Debian and Ubuntu (packaging/linux/install-system-
deps.sh: xvfb, dbus, at-spi2-core, python3-pyatspi): there a missing piece fails the test,
naming its package; it skips only where nothing installs them (not Linux, no dpkg)."""

import contextlib
import os
import re
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.processes import end, read_line

pytestmark = [pytest.mark.subprocess, pytest.mark.xdist_group("timing")]

ROOT = Path(__file__).resolve().parents[3]
CLIENT = Path(__file__).with_name("screen_reader_client.py")
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
SEED = 24  # the game's dice: the same every run
# The dice in words, as the die buttons describe them.
FACES = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def _need_the_accessibility_stack() -> None:
    """Linux with Debian's packages, or a skip saying why; where ``make test`` installs them,
    a missing one fails, named."""
    if not sys.platform.startswith("linux"):
        pytest.skip("AT-SPI, the accessibility bus this test reads, is Linux's")
    if shutil.which("dpkg-query") is None:
        pytest.skip("not a Debian or Ubuntu system: make test installs no xvfb, dbus, "
                    "at-spi2-core or python3-pyatspi here")
    missing = [package for package, there in (
        ("xvfb", shutil.which("Xvfb")), ("dbus", shutil.which("dbus-daemon")),
        ("at-spi2-core", os.path.exists(BUS_LAUNCHER)),
        ("python3-pyatspi", os.path.exists(SYSTEM_PYTHON) and subprocess.run(
            [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True,
            timeout=60).returncode == 0)) if not there]
    if missing:
        pytest.fail(f"not installed: {', '.join(missing)}; make test installs them as root "
                    f"(apt-get install {' '.join(missing)})", pytrace=False)


@pytest.fixture
def desktop(tmp_path):
    """An X display and a D-Bus session of the test's own (the AT-SPI bus is started on it
    when first asked for); the environment that reaches them. Everything ends with the test."""
    _need_the_accessibility_stack()
    runtime = tmp_path / "runtime"  # the AT-SPI bus's socket: here, not in the real home
    runtime.mkdir(mode=0o700)
    env = {**os.environ, "XDG_RUNTIME_DIR": str(runtime), "HOME": str(tmp_path),
           "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "LANGUAGE": "en"}
    processes = []
    try:
        xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x900x24",
                                 "-nolisten", "tcp"], stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL, text=True, env=env)
        processes.append(xvfb)
        env["DISPLAY"] = ":" + read_line(xvfb, "the display number of Xvfb")
        bus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                               stdout=subprocess.PIPE, text=True, env=env,
                               start_new_session=True)  # the AT-SPI bus it starts, in its group
        processes.append(bus)
        env["DBUS_SESSION_BUS_ADDRESS"] = read_line(bus, "the address of the D-Bus session")
        yield env
    finally:
        for process in reversed(processes):
            if process.args[0] == "dbus-daemon":
                with contextlib.suppress(ProcessLookupError):  # and the AT-SPI bus it started
                    os.killpg(process.pid, signal.SIGKILL)
            else:  # Xvfb, asked to leave: it takes its lock file and socket away
                process.terminate()
                with contextlib.suppress(subprocess.TimeoutExpired):
                    process.wait(timeout=10)
            end(process)


# "Ann throws 6-6-4 · 16 points (throw 2 of 3).": a throw's result, announced once the dice land.
LANDED = re.compile(r"(.+) throws (\d)-(\d)-(\d) · .+ \(throw \d+ of \d+\)\.")


def _faces(dice: str) -> list[int]:
    """``Die 1: four; Die 2: six, kept; Die 3: six`` as its faces, high first: [6, 6, 4]."""
    return sorted((FACES[die.split(": ")[1].split(",")[0]] for die in dice.split("; ")),
                  reverse=True)


def _throws_heard(told: list[str]) -> tuple[int, list[str]]:
    """How many throws were announced when they landed, and what went wrong: a throw
    ("Ann throws…") whose result was never said, or said with other dice than the tray's."""
    dice, waiting, landed, wrong = None, None, 0, []
    for line in told:
        if line.startswith("dice "):
            dice = line.removeprefix("dice ")
        elif line.startswith("said ") and line.endswith(" throws…"):
            if waiting is not None:
                wrong.append(f"never said how it landed: {waiting}")
            waiting = line
        elif line.startswith("said ") and (match := LANDED.fullmatch(line.removeprefix("said "))):
            landed += 1
            waiting = None
            said = sorted((int(face) for face in match.groups()[1:]), reverse=True)
            if dice is None or "not thrown" in dice or said != _faces(dice):
                wrong.append(f"{line} while the dice read {dice}")
    if waiting is not None:
        wrong.append(f"never said how it landed: {waiting}")
    return landed, wrong


def _hand(dice: str) -> str:
    """``Die 1: four; Die 2: six, kept; Die 3: six`` as the hand's faces, high first: 6-6-4."""
    faces = [FACES[die.split(": ")[1].split(",")[0]] for die in dice.split("; ")]
    return "-".join(str(face) for face in sorted(faces, reverse=True))


def test_a_screen_reader_plays_a_whole_game_through_at_spi(desktop, tmp_path):
    env = {**desktop, "QT_QPA_PLATFORM": "xcb", "QT_ACCESSIBILITY": "1",
           "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
           "ZANZIBAR_DESKTOP_HOME": str(tmp_path / "home")}
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[variable] = str(tmp_path / variable.lower())
    app = subprocess.Popen([sys.executable, "-m", "tests.ui.window.seeded_app", str(SEED),
                            "--speed", "instant"], cwd=ROOT, env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        played = subprocess.run([SYSTEM_PYTHON, str(CLIENT)], env=env, capture_output=True,
                                text=True, timeout=300)
    finally:
        app.kill()
        app_errors = app.communicate(timeout=60)[1]
    told = played.stdout.splitlines()
    report = played.stdout + played.stderr + app_errors
    assert played.returncode == 0 and told[-1] == "done", report
    # Every visible button, menu item, field, list and table the client met had a name.
    assert not [line for line in told if line.startswith("unnamed")], report
    # ... in the menus (opened or not), the New game dialog, the hint and the three docks.
    assert any(line.startswith("menu entries ") for line in told), report
    assert "looked around" in told, report
    assert "dialog 2" in told  # the New game dialog seated the two players
    kept = [line for line in told if line.startswith("kept ")]
    assert kept and all(line.endswith(", kept") for line in kept), report
    # Each of the player's throws: the dice read from the tray, the hand they make said.
    thrown = [line.removeprefix("thrown ").split(" | ") for line in told
              if line.startswith("thrown ")]
    assert len(thrown) >= 2 * len(kept) >= 2, report
    for dice, message in thrown:  # "You have 6-6-4 · …", or "Root throws 6-6-4 · …" at the end
        assert f"You have {_hand(dice)} · " in message or f" throws {_hand(dice)} · " in message, \
            (dice, message)
    # Every throw of the game, the player's and the computer's, is announced as it lands.
    landed, wrong = _throws_heard(told)
    assert landed > len(thrown) and not wrong, "\n".join(wrong)
    results = [index for index, line in enumerate(told) if line.startswith("result Manche")]
    assert results, report
    over = [line for line in told if line.startswith("over ")]
    assert len(over) == 1 and "wins the partie!" in over[0], report
    # The end is announced as the result panel says it, and nobody is said to play after the
    # last manche.
    title, standings = over[0].removeprefix("over ").split(" | ")
    assert f"said {title} {standings}" in told
    after_the_last = told[results[-1]:]
    assert not [line for line in after_the_last if line.endswith(" is playing.")], after_the_last
