"""A disk that stops taking the game never stops the game: the bar above the table says why,
every action tries again, and the bar says when saving works again."""

import errno
import os
import stat
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from tests.ui.driver import TableDriver
from tests.ui.helpers import open_window
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.storage.autosave import Autosave
from zanzibar_desktop.storage.paths import autosave_file, data_dir
from zanzibar_desktop.storage.saves import read_game

pytestmark = pytest.mark.gui

pytestmark = pytest.mark.gui


@pytest.fixture
def unwritable(monkeypatch):
    """Make the data folder refuse writes, by whichever method works here: permission bits
    for an ordinary user, a writer that fails with the disk-full error for root (whom
    permission bits do not stop). Returns a function that makes it writable again."""
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0:
        folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
        yield lambda: folder.chmod(stat.S_IRWXU), "you may not write in that folder"
        folder.chmod(stat.S_IRWXU)
        return
    real_replace = os.replace
    failing = {"on": True}

    def replace(source, target):  # noqa: ANN001, ANN202
        if failing["on"]:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_replace(source, target)

    monkeypatch.setattr(os, "replace", replace)
    yield lambda: failing.update(on=False), "the disk is full"


def test_play_goes_on_while_the_autosave_fails_and_resumes_when_it_works(qtbot, unwritable):
    make_writable, reason = unwritable
    window = open_window(qtbot, autosave=Autosave())
    driver = TableDriver(window)
    window.new_game("zanzibar", [PlayerSpec("Ann"), PlayerSpec("Marcel", "regular")])
    controller = driver.controller
    game = controller.game
    bar = driver.save_status
    qtbot.waitUntil(controller.human_may_act, timeout=20000)
    driver.throw()
    qtbot.waitUntil(bar.isVisible)
    assert "not being saved" in bar.text.text() and reason in bar.text.text()
    before = len(game.actions)
    qtbot.waitUntil(controller.human_may_act, timeout=20000)
    if game.can_throw():
        driver.throw()
    else:
        driver.stop()
    qtbot.waitUntil(lambda: len(game.actions) > before, timeout=20000)
    assert not autosave_file().exists() and not game.over
    make_writable()
    played = len(game.actions)
    qtbot.waitUntil(lambda: controller.human_may_act() or len(game.actions) > played,
                    timeout=20000)
    if controller.human_may_act():
        driver.throw() if game.can_throw() else driver.stop()
    qtbot.waitUntil(lambda: "works again" in bar.text.text(), timeout=20000)
    qtbot.waitUntil(lambda: autosave_file().exists(), timeout=20000)
    saved = read_game(autosave_file())
    assert saved.actions == game.actions[:len(saved.actions)]
    window.close()


def test_a_manual_save_that_fails_says_why_and_keeps_the_game(qtbot, unwritable, monkeypatch,
                                                              tmp_path):
    _, reason = unwritable
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    window = open_window(qtbot)
    window.new_game("421", [PlayerSpec("Ann"), PlayerSpec("Bob")])
    driver = TableDriver(window)
    game = driver.game
    driver.throw()
    target = data_dir() / "partie.zanzibar"
    assert not driver.files.save_to(str(target))
    assert len(shown) == 1 and "could not be saved" in shown[0] and reason in shown[0]
    assert driver.game is game and driver.files.path is None
    assert not target.exists()
    window.close()


def test_the_bar_speaks_the_players_language(qtbot, unwritable):
    from zanzibar_desktop.i18n import install_language

    window = open_window(qtbot, autosave=Autosave())
    driver = TableDriver(window)
    window.new_game("zanzibar", [PlayerSpec("Ann"), PlayerSpec("Bob")])
    driver.throw()
    qtbot.waitUntil(driver.save_status.isVisible)
    try:
        install_language("fr")
        qtbot.waitUntil(lambda: "pas enregistrée" in driver.save_status.text.text())
        assert "\u202f;" in driver.save_status.text.text()  # French typography
    finally:
        install_language("en")
    qtbot.waitUntil(lambda: "not being saved" in driver.save_status.text.text())
    window.close()


def test_a_folder_turning_read_only_during_an_autosave_leaves_play_going_on(qtbot, monkeypatch):
    """The rename of the autosave fails, and so does the removal of its temporary file
    (issue 22, point 5): the bar says why, the computers keep playing, nothing escapes."""
    real_unlink = Path.unlink

    def replace(source, target):  # noqa: ANN001, ANN202 - root ignores permission bits
        raise OSError(errno.EROFS, "Read-only file system")

    def unlink(self, missing_ok=False):  # noqa: ANN001, ANN202
        if self.name.endswith(".tmp"):
            raise PermissionError(errno.EACCES, "Permission denied", str(self))
        return real_unlink(self, missing_ok=missing_ok)

    window = open_window(qtbot, autosave=Autosave())
    driver = TableDriver(window)
    window.new_game("421", [PlayerSpec("Ann"), PlayerSpec("Marcel", "regular"),
                            PlayerSpec("Lucie", "novice")])
    controller = driver.controller
    game = controller.game
    qtbot.waitUntil(controller.human_may_act, timeout=20000)
    monkeypatch.setattr(os, "replace", replace)
    monkeypatch.setattr(Path, "unlink", unlink)
    driver.throw()
    qtbot.waitUntil(driver.save_status.isVisible)
    assert "the folder is read-only" in driver.save_status.text.text()
    played = len(game.actions)
    qtbot.waitUntil(lambda: controller.human_may_act() or len(game.actions) > played + 2,
                    timeout=20000)
    if controller.human_may_act():  # Ann's turn again: she stops, the computers go on
        driver.stop() if game.dice is not None else driver.throw()
    qtbot.waitUntil(lambda: len(game.actions) > played + 2, timeout=20000)
    assert driver.controller is controller and not game.over
    assert list(data_dir().glob(".autosave.zanzibar.*.tmp"))  # left for the clean-up at start
    window.close()
