"""The demo plays a whole game by itself in a process of its own, and exits."""

import os
import subprocess
import sys

import pytest

pytestmark = pytest.mark.subprocess


def test_demo_plays_a_whole_game_and_exits_with_status_0():
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "zanzibar_desktop", "--demo", "--rules", "zanzibar-kids",
         "--speed", "instant", "--exit-at-end"], env=environment, capture_output=True,
        text=True, timeout=300)
    assert result.returncode == 0, result.stderr
