"""The table's first frame comes first (issue 23): before it the program loads only what the
frame draws; the game's workings come right after it, the slow odds in the background."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.subprocess

ROOT = Path(__file__).resolve().parents[3]

# Starts the program as `zanzibar-desktop` does (show_window, then settle_in at the first
# frame), then a game a second later, and says which of these modules were loaded when.
DRIVER = """
import json, sys
from PySide6.QtCore import QTimer
from zanzibar_desktop.app import parse_arguments, settle_in, show_window
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.ui.window.documents import Application

WATCHED = ("zanzibar_desktop.engine.game", "zanzibar_desktop.session.game_session",
           "zanzibar_desktop.ui.table.felt", "zanzibar_desktop.engine.coach", "numpy",
           "pyqtgraph", "sqlite3", "zanzibar_desktop.sound.player",
           "zanzibar_desktop.ui.dialogs.new_game_dialog")
loaded = lambda: [name for name in WATCHED if name in sys.modules]
seen = {}
app = Application(sys.argv)
arguments = parse_arguments([])
launch = show_window(arguments, lambda: False)
seen["shown"] = loaded()
window = launch.window

def first_frame():
    settle_in(launch, arguments)
    seen["after the first frame"] = loaded()
    seen["ready"] = window.session is not None and window.felt is not None
    QTimer.singleShot(1000, looked)  # a player who only looks, for a second

def looked():
    seen["a second later, no game"] = loaded()
    window.new_game("zanzibar", [PlayerSpec("Ann"), PlayerSpec("Marcel", "regular")])
    warmed()

waited = []
def warmed():
    if "numpy" in sys.modules or len(waited) > 300:
        seen["warmed up"] = loaded()
        print(json.dumps(seen), flush=True)
        app.quit()
    else:
        waited.append(1)
        QTimer.singleShot(20, warmed)

window.first_frame_drawn.connect(first_frame)
sys.exit(app.exec())
"""


def test_the_first_frame_loads_only_what_it_draws_and_the_rest_follows(tmp_path):
    environment = {"QT_QPA_PLATFORM": "offscreen", "ZANZIBAR_DESKTOP_HOME": str(tmp_path),
                   "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    result = subprocess.run([sys.executable, "-c", DRIVER], cwd=ROOT, env=environment,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout.splitlines()[-1])
    assert seen["shown"] == []  # no engine, no game, no database, no odds before the frame
    assert seen["ready"]
    after = seen["after the first frame"]
    assert "zanzibar_desktop.session.game_session" in after
    assert "zanzibar_desktop.ui.table.felt" in after
    assert "numpy" not in after and "pyqtgraph" not in after  # the hint's odds come later
    assert "zanzibar_desktop.ui.dialogs.new_game_dialog" not in after  # only when opened
    assert "numpy" not in seen["a second later, no game"]  # looking costs no memory
    assert "zanzibar_desktop.engine.coach" in seen["warmed up"]  # a game: warmed up behind it
    assert "numpy" in seen["warmed up"]
