"""``kill -9`` at 50 random moments of real games (a real process: the window, the session,
the autosave and the records; a human seat among computers; instant speed): every game that
reached its last move is in the records once the program starts again — or, when the kill
came while that last move was being written, the autosave offers the game again at the move
before — and the autosave always opens."""

import os
import random
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.processes import read_line
from zanzibar_desktop.session.game_session import GameSession
from zanzibar_desktop.storage.autosave import Autosave
from zanzibar_desktop.storage.records import records_file

pytestmark = [pytest.mark.subprocess, pytest.mark.xdist_group("timing")]

KILLS = 50
ROOT = Path(__file__).resolve().parents[2]


def kept_finished_seeds() -> set[int]:
    if not records_file().exists():
        return set()
    with sqlite3.connect(records_file()) as connection:
        return {int(seed) for (seed,) in connection.execute(
            "SELECT seed FROM games WHERE finished = 1")}


def test_no_game_that_reached_its_last_move_is_lost_to_kill_9(qapp, private_home):
    rng = random.Random(2026)
    ended: set[int] = set()
    offered: set[int] = set()  # killed between the last move and the autosave that holds it
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen",
                       ZANZIBAR_DESKTOP_HOME=str(private_home))
    for run in range(KILLS):
        process = subprocess.Popen([sys.executable, "-m", "tests.session.kill_driver", str(run)],
                                   cwd=ROOT, env=environment, stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, text=True)
        try:
            assert read_line(process, "\"ready\"") == "ready"
            with pytest.raises(subprocess.TimeoutExpired):  # the random moment of the kill
                process.wait(timeout=rng.uniform(0.0, 1.5))
        finally:
            process.send_signal(signal.SIGKILL)
            output = process.communicate(timeout=30)[0]
        ended |= {int(line.split()[1]) for line in output.splitlines()
                  if line.startswith("last-move ")}
        # The next start: what the autosave holds is offered, or kept if it was over.
        saved, problem = GameSession(Autosave()).recover()
        assert problem is None, f"run {run}: the autosave did not open: {problem}"
        assert saved is None or not saved.over
        if saved is not None and saved.seed in ended - kept_finished_seeds():
            offered.add(saved.seed)  # nothing lost: the player is offered it again
        lost = ended - kept_finished_seeds() - offered
        assert not lost, f"run {run}: lost {lost}"
    assert ended, "no game reached its end: the kills tested nothing"
    print(f"{len(ended)} games reached their last move over {KILLS} kills: "
          f"{len(ended - offered)} kept finished, {len(offered)} offered again")
