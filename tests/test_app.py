"""Start-up as a player meets it: the autosave lock, a second copy, bad files and faults at the
edges. None of them stops the program; each is said once, in words."""

import errno
import os
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from tests.processes import read_line
from tests.session.test_instance import owner  # noqa: F401 - the fixture: another copy owns the folder
from tests.ui.driver import TableDriver
from zanzibar_desktop.app import parse_arguments, settle_in, show_window
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.save import dumps_game
from zanzibar_desktop.storage.paths import autosave_file, data_dir, settings_file


@pytest.fixture
def warnings(monkeypatch):
    seen = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: seen.append(text))
    return seen


@pytest.fixture
def start(qtbot):
    """Start the program as ``zanzibar-desktop ARGS`` would, up to the event loop."""
    launches = []

    def start(*args: str, go_elsewhere=lambda: False):  # noqa: ANN202
        launch = show_window(parse_arguments(list(args)), go_elsewhere)
        if launch is not None:
            qtbot.addWidget(launch.window)
            launches.append(launch)
            settle_in(launch, parse_arguments(list(args)))
        return launch

    yield start
    for launch in launches:
        launch.window.close()
        launch.lock.release()


@pytest.fixture
def home(private_home):
    """The test's data folder, made (the real owner fixture uses tmp_path/"data" too)."""
    data_dir().mkdir(parents=True, exist_ok=True)
    return private_home


@pytest.mark.gui
def test_the_first_copy_keeps_the_autosave(start, home):
    launch = start()
    driver = TableDriver(launch.window)
    assert launch.owns_autosave and driver.autosave is not None
    assert not driver.save_status.isVisible()


@pytest.mark.subprocess
def test_a_second_copy_may_play_without_autosave(start, owner, monkeypatch):  # noqa: F811
    folder, _ = owner
    monkeypatch.setenv("ZANZIBAR_DESKTOP_HOME", str(folder.parent))
    assert data_dir() == folder
    launch = start(go_elsewhere=lambda: False)
    window = launch.window
    driver = TableDriver(window)
    assert not launch.owns_autosave and driver.autosave is None
    assert driver.save_status.isVisible()
    assert "Another Zanzibar Desktop window keeps the autosave" in driver.save_status.text.text()
    driver.pacing.skip_opening = True
    window.new_game("zanzibar", [PlayerSpec("Ann"), PlayerSpec("Bob")])
    driver.throw()
    assert len(driver.game.actions) == 1
    assert not autosave_file().exists()  # the other copy's autosave is never touched


@pytest.mark.subprocess
def test_a_second_copy_can_bring_the_first_to_the_front_and_quit(start, owner, monkeypatch):  # noqa: F811
    folder, process = owner
    monkeypatch.setenv("ZANZIBAR_DESKTOP_HOME", str(folder.parent))
    assert start(go_elsewhere=lambda: True) is None
    assert read_line(process, '"raised"').strip() == "raised"


@pytest.mark.gui
def test_leftovers_of_interrupted_saves_are_cleaned_at_start(start, home):
    folder = data_dir()
    interrupted = [folder / f".autosave.zanzibar.{n}abc.tmp" for n in range(6)]
    for path in interrupted:
        path.write_text("half a save")
    settings_file().parent.mkdir(parents=True, exist_ok=True)
    fresh = settings_file().with_name(".settings.json.fresh.tmp")
    stale = settings_file().with_name(".settings.json.stale.tmp")
    for path in (fresh, stale):
        path.write_text("{")
    an_hour_ago = time.time() - 3600
    os.utime(stale, (an_hour_ago, an_hour_ago))
    start()
    assert not any(path.exists() for path in interrupted)  # only this copy writes the autosave
    assert not stale.exists()
    assert fresh.exists()  # another copy may be writing its settings this very moment


@pytest.mark.gui
def test_a_bad_settings_file_in_a_read_only_folder_is_left_and_said(start, home, warnings,
                                                                    monkeypatch):
    path = settings_file()
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"animation_speed": ' + b"[" * 100_000)

    def read_only(self, target):  # noqa: ANN001, ANN202 - root ignores permission bits
        raise OSError(errno.EROFS, "Read-only file system", str(self))

    monkeypatch.setattr(Path, "rename", read_only)
    launch = start()
    assert launch.window.isVisible()
    assert TableDriver(launch.window).settings.animation_speed == "normal"
    assert len(warnings) == 1
    assert "nested more than 64 levels" in warnings[0]
    assert "could not be moved aside either" in warnings[0]
    assert path.read_bytes().endswith(b"[[[")  # left exactly as it was


@pytest.mark.gui
def test_a_bad_game_named_on_the_command_line_is_refused_and_kept(start, home, warnings, tmp_path):
    bad = tmp_path / "deep.zanzibar"
    bad.write_text("[" * 100_000)
    launch = start(str(bad))
    assert TableDriver(launch.window).controller is None and launch.window.isVisible()
    assert len(warnings) == 1 and "nested more than" in warnings[0]
    assert bad.read_text() == "[" * 100_000


@pytest.mark.gui
def test_a_good_game_named_on_the_command_line_opens(start, home, tmp_path):
    game = Game(preset_rules("421"), [PlayerSpec("Ann"), PlayerSpec("Bob", "novice")], seed=4)
    game.throw()
    path = tmp_path / "partie.zanzibar"
    path.write_text(dumps_game(game))
    launch = start(str(path))
    driver = TableDriver(launch.window)
    assert driver.game.state() == game.state() and driver.files.path == str(path)


@pytest.mark.gui
def test_an_autosave_holding_a_lone_surrogate_is_set_aside_at_start(start, home, warnings):
    game = Game(preset_rules("zanzibar"), [PlayerSpec("A"), PlayerSpec("Bob")], seed=3)
    text = dumps_game(game).replace('"name":"A"', '"name":"A\\ud800"')
    autosave_file().write_text(text)
    launch = start()
    assert TableDriver(launch.window).controller is None
    assert len(warnings) == 1 and "could not be restored" in warnings[0]
    assert not autosave_file().exists()
    assert autosave_file().with_name("autosave.zanzibar.bad").read_text() == text


@pytest.mark.gui
def test_an_unfinished_game_is_offered_and_resumed(start, home, monkeypatch):
    game = Game(preset_rules("421"), [PlayerSpec("Ann"), PlayerSpec("Bob", "novice")], seed=6)
    game.throw()
    autosave_file().write_text(dumps_game(game))
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text: asked.append(text)
                        or QMessageBox.StandardButton.Yes)
    launch = start()
    assert len(asked) == 1 and "unfinished game" in asked[0]
    assert TableDriver(launch.window).game.state() == game.state()


def abandoned_seeds() -> list[int]:
    from zanzibar_desktop.storage.records import open_records

    records, _ = open_records()
    seeds = [int(seed) for (seed,) in records.connection.execute(
        "SELECT seed FROM games WHERE finished = 0")]
    records.close()
    return seeds


@pytest.mark.gui
@pytest.mark.parametrize("answer", ["Discard", "Cancel"])
def test_a_file_named_at_start_asks_before_the_unfinished_game_leaves(start, home, tmp_path,
                                                                       monkeypatch, answer):
    unfinished = Game(preset_rules("zanzibar"), [PlayerSpec("Ann"), PlayerSpec("Bob", "novice")],
                      seed=61)
    unfinished.throw()  # Ann has played since it was last saved
    autosave_file().write_text(dumps_game(unfinished))
    other = Game(preset_rules("421"), [PlayerSpec("Zoé"), PlayerSpec("Marcel", "expert")], seed=62)
    path = tmp_path / "other.zanzibar"
    path.write_text(dumps_game(other))
    asked = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.text())
                        or getattr(QMessageBox.StandardButton, answer))
    launch = start(str(path))
    assert len(asked) == 1 and "Save the game in progress" in asked[0]
    if answer == "Discard":
        assert TableDriver(launch.window).game.state() == other.state()
        assert abandoned_seeds() == [61]  # kept as abandoned, not thrown away
    else:
        assert TableDriver(launch.window).game.state() == unfinished.state()
        assert abandoned_seeds() == []


@pytest.mark.gui
def test_a_file_sent_by_a_second_copy_opens_in_the_first(start, home, tmp_path):
    from zanzibar_desktop.session.instance import InstanceLock, Ownership

    launch = start()
    assert launch.owns_autosave
    sent = Game(preset_rules("421"), [PlayerSpec("Zoé"), PlayerSpec("Marcel", "expert")], seed=63)
    sent.throw()
    path = tmp_path / "sent.zanzibar"
    path.write_text(dumps_game(sent))
    second = InstanceLock(data_dir())
    assert second.acquire() is Ownership.ELSEWHERE
    assert second.ask_owner_to_raise(str(path))  # answered by this process's event loop
    driver = TableDriver(launch.window)
    assert driver.game.state() == sent.state() and driver.files.path == str(path)


@pytest.mark.gui
def test_a_file_sent_while_resume_is_asked_takes_the_table_for_good(start, home, tmp_path,
                                                                     monkeypatch):
    """The unfinished game it replaced is kept as abandoned; a Yes given after that no
    longer brings it back (it would have been counted twice: abandoned, then finished)."""
    from zanzibar_desktop.session.instance import InstanceLock, Ownership

    unfinished = Game(preset_rules("zanzibar"), [PlayerSpec("Ann"), PlayerSpec("Bob", "novice")],
                      seed=64)
    unfinished.throw()
    autosave_file().write_text(dumps_game(unfinished))
    sent = Game(preset_rules("421"), [PlayerSpec("Zoé"), PlayerSpec("Marcel", "expert")], seed=65)
    sent.throw()
    path = tmp_path / "sent.zanzibar"
    path.write_text(dumps_game(sent))

    def hand_over_then_say_yes(parent, title, text):  # noqa: ANN001, ANN202
        second = InstanceLock(data_dir())
        assert second.acquire() is Ownership.ELSEWHERE
        assert second.ask_owner_to_raise(str(path))  # answered while the question waits
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", hand_over_then_say_yes)
    launch = start()
    assert TableDriver(launch.window).game.state() == sent.state()
    assert abandoned_seeds() == [64]
