"""The demo plays a whole game by itself in a process of its own, and exits."""

import os
import subprocess
import sys

import pytest

from tests.processes import master_demo_keeps_its_solution

pytestmark = pytest.mark.subprocess


def test_demo_plays_a_whole_game_and_exits_with_status_0():
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "zanzibar_desktop", "--demo", "--rules", "zanzibar-kids",
         "--speed", "instant", "--exit-at-end"], env=environment, capture_output=True,
        text=True, timeout=300)
    assert result.returncode == 0, result.stderr


def test_a_master_at_the_demo_table_works_out_its_partie_in_a_worker_process(tmp_path):
    """``python -m zanzibar_desktop``: the worker process starts from the package's
    ``__main__`` without opening a second window, and its solution is kept."""
    kept = master_demo_keeps_its_solution([sys.executable, "-m", "zanzibar_desktop"], tmp_path)
    assert len(kept) == 1 and kept[0].stat().st_size > 0


def test_the_demo_names_a_rules_file_or_a_preset_and_says_when_neither_can_be_played(tmp_path):
    """``--rules`` takes a rules file as well as a preset (the worker test above needs rules
    whose solution is not shipped); a name that is neither, or a file that is no rules,
    exits 2 with one line, before any window."""
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", ZANZIBAR_DESKTOP_HOME=str(tmp_path))
    broken = tmp_path / "broken.json"
    broken.write_text('{"family": "zanzibar", "max_throws": "three"}', encoding="utf-8")
    for rules, said in (("no-such-preset", "unknown preset 'no-such-preset'"),
                        (str(broken), "This is not a rules file")):
        result = subprocess.run([sys.executable, "-m", "zanzibar_desktop", "--demo", "--rules",
                                 rules, "--speed", "instant", "--exit-at-end"], env=environment,
                                capture_output=True, text=True, timeout=300)
        assert result.returncode == 2, result.stderr
        assert said in result.stderr and "Traceback" not in result.stderr
