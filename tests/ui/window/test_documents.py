"""A .zanzibar file opened from the file manager starts the game on it: on macOS the Finder's
FileOpen event (at launch, before the window is ready, and while it runs)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.ui.driver import TableDriver
from zanzibar_desktop.app import parse_arguments, settle_in, show_window
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.save import dumps_game
from zanzibar_desktop.storage.paths import data_dir
from zanzibar_desktop.ui.window.documents import DocumentInbox

ROOT = Path(__file__).resolve().parents[3]


def saved_game(path: Path, preset: str, seed: int) -> Game:
    game = Game(preset_rules(preset), [PlayerSpec("Ann"), PlayerSpec("Bob", "novice")], seed=seed)
    game.throw()
    path.write_text(dumps_game(game))
    return game


@pytest.mark.gui
def test_a_file_handed_over_at_launch_and_another_later_both_open(qtbot, private_home, tmp_path):
    data_dir().mkdir(parents=True, exist_ok=True)
    first = saved_game(tmp_path / "first.zanzibar", "421", 4)
    second = saved_game(tmp_path / "second.zanzibar", "zanzibar", 9)
    inbox = DocumentInbox()
    inbox.receive(str(tmp_path / "first.zanzibar"))  # the Finder's event came before the window
    launch = show_window(parse_arguments([]), lambda: False)
    qtbot.addWidget(launch.window)
    try:
        settle_in(launch, parse_arguments([]), inbox)
        driver = TableDriver(launch.window)
        assert driver.game.state() == first.state()
        assert driver.files.path == str(tmp_path / "first.zanzibar")
        inbox.receive(str(tmp_path / "second.zanzibar"))  # double-clicked while playing
        assert driver.game.state() == second.state()
    finally:
        launch.window.close()
        launch.lock.release()


@pytest.mark.subprocess
def test_the_application_puts_finder_events_in_its_inbox(tmp_path):
    """Qt sends QFileOpenEvent to the application object; a second QApplication cannot be
    made in this process, so the check runs in its own."""
    script = (
        "import sys\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "from PySide6.QtGui import QFileOpenEvent\n"
        "from zanzibar_desktop.ui.window.documents import Application\n"
        "app = Application(sys.argv[:1])\n"
        "QCoreApplication.postEvent(app, QFileOpenEvent('/tmp/a.zanzibar'))\n"
        "app.processEvents()\n"
        "print(app.documents.start_receiving())\n"
        "app.documents.document.connect(lambda path: print('later', path))\n"
        "QCoreApplication.postEvent(app, QFileOpenEvent('/tmp/b.zanzibar'))\n"
        "app.processEvents()\n")
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                            text=True, timeout=60,
                            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert result.stdout.split("\n")[:2] == ["/tmp/a.zanzibar", "later /tmp/b.zanzibar"], result.stderr
