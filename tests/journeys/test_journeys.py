"""The seeded journeys of ``make test``, walked by ``seeded_walk.py`` in a Python of their
own, as a player's session is one program from its start. A crash in the walk then fails
this test with its stack instead of killing a worker, which hung the whole run: the walk
once ended so only after some 300 windows of other tests (a dock made a tab while Qt was
laying the docks out freed the part Qt was walking; the docks are now fitted at the loop's
next turn, ``SideDocks.after_layout``, and a window test plays that sequence)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.subprocess

WALK = Path(__file__).with_name("seeded_walk.py")
ROOT = Path(__file__).resolve().parents[2]


def test_every_journey_holds(tmp_path):
    run = subprocess.run(
        [sys.executable, "-X", "faulthandler", "-m", "pytest", str(WALK), "-q",
         "-p", "no:cacheprovider", "--basetemp", str(tmp_path / "walk")],
        cwd=ROOT, capture_output=True, text=True, timeout=900,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert run.returncode == 0, run.stdout[-8000:] + run.stderr[-4000:]
