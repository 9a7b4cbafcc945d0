"""Every window the menus open fits a small screen: ``on_a_small_screen.py`` run on a
screen of 800×600 and one of 1024×700 (Qt's offscreen screen, set by its configuration
file, in a Python of its own: a screen's size is fixed for the life of a program). The
review was taller than 600 px, its Close button off the screen; Statistics 820 px wide."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.subprocess

WINDOWS = Path(__file__).with_name("on_a_small_screen.py")
ROOT = Path(__file__).resolve().parents[3]
SCREENS = [(800, 600), (1024, 700)]


@pytest.mark.parametrize("size", SCREENS, ids=[f"{w}x{h}" for w, h in SCREENS])
def test_every_window_of_the_menus_fits_a_small_screen(tmp_path, size):
    width, height = size
    screen = tmp_path / "screen.json"
    screen.write_text(json.dumps({"screens": [
        {"name": "small", "x": 0, "y": 0, "width": width, "height": height,
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    run = subprocess.run(
        [sys.executable, "-X", "faulthandler", "-m", "pytest", str(WINDOWS), "-q",
         "-p", "no:cacheprovider", "--basetemp", str(tmp_path / "windows")],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
        env=dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={screen}"))
    assert run.returncode == 0, run.stdout[-8000:] + run.stderr[-4000:]
