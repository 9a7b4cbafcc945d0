"""The table played through the window, offscreen, with the keys and clicks a player uses."""

import json
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from tests.ui.driver import TableDriver
from tests.ui.helpers import (
    click_die,
    fast_settings,
    open_window,
    play_human_turn_step,
    wait_for_human_or_summary,
)
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import PRESETS, preset_rules
from zanzibar_desktop.storage.autosave import Autosave
from zanzibar_desktop.storage.paths import autosave_file
from zanzibar_desktop.storage.settings import Settings
from zanzibar_desktop.ui.window.main_window import MainWindow

pytestmark = pytest.mark.gui


def test_an_empty_window_is_titled_zanzibar_and_offers_a_new_game(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    assert window.windowTitle() == "Zanzibar Desktop"
    assert driver.enabled()["throw"] and "New game" in driver.table_button("throw").text()
    assert not driver.enabled()["stop"]
    assert "new game" in driver.message().lower()


@pytest.mark.parametrize("preset", ["zanzibar", "421"])
def test_a_whole_game_against_the_computer_with_keys_and_clicks(qtbot, preset):
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game(preset, [PlayerSpec("Ann"), PlayerSpec("Marcel", "expert")])
    title = PRESETS[preset].title.render()
    assert window.windowTitle() == f"{title}[*] — Zanzibar Desktop"  # the platform convention
    assert not window.isWindowModified()  # not kept in a file: the autosave keeps it
    game = driver.game
    rng = random.Random(1)
    checked_faces = 0

    def game_over_shown() -> bool:
        return driver.pacing.game_over_shown and driver.summary_showing()

    for _ in range(20000):
        qtbot.waitUntil(lambda: game_over_shown() or driver.summary_showing()
                        or driver.controller.human_may_act(), timeout=20000)
        if game_over_shown():
            break
        if not driver.summary_showing() and game.dice is not None:
            assert driver.tray.resting_faces() == list(game.dice)
            checked_faces += 1
        play_human_turn_step(qtbot, window, rng)
    assert game.over and game_over_shown()
    import sqlite3

    from zanzibar_desktop.storage.records import records_file

    connection = sqlite3.connect(records_file())  # the game went into the player's records
    assert connection.execute("SELECT finished, seed FROM games").fetchall() == [(1, game.seed)]
    connection.close()
    assert checked_faces > 10
    assert "Ann" in driver.summary_panel.body.accessibleName()  # the standings, beside the dice
    standings = driver.scoreboard_tables.scoreboard_model
    for player in range(2):
        figure = standings.index(player, 2).data()
        expected = game.tokens[player] if game.rules.uses_tokens else game.scores[player]
        assert figure.split(" ")[0] == str(expected)
    driver.summary_panel.dismiss()
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert driver.summary_showing()  # the end of a game waits for a choice
    qtbot.keyClick(window, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)  # Play &again
    qtbot.waitUntil(lambda: driver.game is not game)  # the button's click shows
    assert not driver.game.over
    assert driver.game.players == game.players
    window.close()


def test_holds_by_mouse_and_keys_and_no_acting_out_of_turn(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game("zanzibar", [PlayerSpec("Ann"), PlayerSpec("Bob")])
    game = driver.game
    first = game.current
    assert "Throw 1 of 3" in driver.table_button("throw").text().replace("&", "")
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.waitUntil(driver.controller.human_may_act)
    assert game.throws == 1 and "2 of 3" in driver.table_button("throw").text()
    click_die(qtbot, window, 0)
    assert game.held == [True, False, False]
    assert driver.tray.dice[0].held
    qtbot.keyClick(window, "2")
    assert game.held == [True, True, False]
    qtbot.keyClick(window, "1")
    assert game.held == [False, True, False]
    kept = game.dice[1]
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.waitUntil(driver.controller.human_may_act)
    assert game.dice[1] == kept and game.throws == 2
    assert driver.tray.resting_faces() == list(game.dice)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(driver.controller.human_may_act)
    assert game.current != first and game.dice is None


def test_the_human_cannot_play_during_a_computer_turn(qtbot):
    settings = Settings(animation_speed="normal", computer_delay_ms=2000)
    window = open_window(qtbot, settings)
    driver = TableDriver(window)
    # Find a seed where the computer opens.
    seed = next(s for s in range(100) if Game(preset_rules("zanzibar"), [
        PlayerSpec("Ann"), PlayerSpec("Marcel", "regular")], seed=s).current == 1)
    window.start_game(Game(preset_rules("zanzibar"), [PlayerSpec("Ann"),
                                                      PlayerSpec("Marcel", "regular")], seed=seed))
    game = driver.game
    before = game.state()
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.keyClick(window, "1")
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert game.state() == before
    assert not driver.enabled()["throw"] and not driver.enabled()["stop"]
    assert driver.enabled()["skip"]
    window.on_skip()
    qtbot.waitUntil(lambda: driver.controller.human_may_act() or driver.summary_showing(),
                    timeout=10000)


def test_skip_is_offered_only_where_it_can_move_the_game_on(qtbot):
    """A game nobody plays any more (a lesson's, once finished or left) or one held by a
    lesson's step to read: Skip to my turn would do nothing, so it is not offered."""
    window = open_window(qtbot, Settings(animation_speed="normal", computer_delay_ms=60000))
    driver = TableDriver(window)
    seed = next(s for s in range(100) if Game(preset_rules("zanzibar"), [
        PlayerSpec("Ann"), PlayerSpec("Marcel", "regular")], seed=s).current == 1)
    window.start_game(Game(preset_rules("zanzibar"), [PlayerSpec("Ann"),
                                                      PlayerSpec("Marcel", "regular")], seed=seed))
    controller = driver.controller
    qtbot.waitUntil(driver.table_button("skip").isEnabled)  # Marcel's turn, a minute away
    controller.set_paused(True)
    window.update_controls()
    assert not driver.enabled()["skip"]
    controller.set_paused(False)
    window.update_controls()
    assert driver.enabled()["skip"]
    controller.shutdown()
    window.update_controls()
    assert not driver.enabled()["skip"]
    window.close()


def test_dice_come_to_rest_on_the_thrown_faces_at_normal_speed(qtbot):
    window = open_window(qtbot, Settings(animation_speed="normal", computer_delay_ms=0))
    driver = TableDriver(window)
    window.new_game("421", [PlayerSpec("Ann"), PlayerSpec("Bob")])
    thrown = []
    driver.controller.dice_rolled.connect(lambda event: thrown.append(list(event.dice)))
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert driver.tray.is_animating
    qtbot.waitUntil(lambda: not driver.tray.is_animating, timeout=5000)
    assert driver.tray.resting_faces() == thrown[-1]


def test_autosave_then_a_new_window_resumes_the_identical_game(qtbot):
    window = open_window(qtbot, autosave=Autosave())
    driver = TableDriver(window)
    window.new_game("zanzibar", [PlayerSpec("Ann"), PlayerSpec("Marcel", "regular")])
    game = driver.game
    rng = random.Random(4)
    for _ in range(12):
        wait_for_human_or_summary(qtbot, window)
        play_human_turn_step(qtbot, window, rng)
    wait_for_human_or_summary(qtbot, window)
    assert autosave_file().exists()
    state = game.state()
    window.close()
    resumed, problem = Autosave().load()
    assert problem is None and resumed.state() == state
    second = TableDriver.open(qtbot, autosave=Autosave())
    second.seat(resumed)
    assert second.game.state() == state
    assert second.scoreboard_tables.scoreboard_model.rowCount() == 2


def test_a_corrupt_saved_game_is_refused_and_the_current_game_kept(qtbot, tmp_path, monkeypatch):
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: warnings.append(args[2]))
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game("zanzibar", [PlayerSpec("Ann"), PlayerSpec("Bob")])
    game = driver.game
    bad = tmp_path / "bad.zanzibar"
    bad.write_text('{"format": "zanzibar-desktop-save", "version": 1, "rules": ')
    assert not driver.files.open_file(str(bad))
    assert driver.game is game and warnings and "not valid JSON" in warnings[0]
    assert bad.read_text().startswith('{"format"')  # the bad file is left as it was
    good = tmp_path / "good.zanzibar"
    assert driver.files.save_to(str(good))
    assert json.loads(good.read_text())["format"] == "zanzibar-desktop-save"
    assert driver.files.open_file(str(good))
    assert driver.game.state() == game.state()


def test_window_size_and_position_are_remembered(qtbot):
    settings = fast_settings()
    window = open_window(qtbot, settings)
    window.resize(700, 520)  # within the offscreen screen (800×600)
    qtbot.waitUntil(lambda: window.width() == 700)
    window.close()
    assert settings.window_geometry
    again = MainWindow(settings)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (700, 520)


def test_a_game_kept_in_a_file_shows_when_it_has_unsaved_moves(qtbot, tmp_path):
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game("421", [PlayerSpec("Ann"), PlayerSpec("Bob")])
    path = tmp_path / "partie.zanzibar"
    assert driver.files.save_to(str(path)) and not window.isWindowModified()
    driver.throw()
    qtbot.waitUntil(window.isWindowModified)
    assert driver.files.save_to(str(path)) and not window.isWindowModified()
    window.new_game("421", [PlayerSpec("Ann"), PlayerSpec("Bob")])
    driver.throw()
    assert not window.isWindowModified()  # a new game is no longer the file's
    assert driver.files.open_file(str(path)) and not window.isWindowModified()
    window.close()


def test_speed_and_pace_are_one_of_three_radio_choices(qtbot):
    window = open_window(qtbot, Settings(animation_speed="instant", computer_delay_ms=700))
    driver = TableDriver(window)
    window.ensure_ready()
    menus = driver.menus
    for group, actions in ((menus.speed_group, menus.speed_actions),
                           (menus.pace_group, menus.delay_actions)):
        assert group.isExclusive() and set(group.actions()) == set(actions.values())
        assert sum(action.isChecked() for action in actions.values()) == 1
    menus.speed_actions["fast"].trigger()
    assert [s for s, a in menus.speed_actions.items() if a.isChecked()] == ["fast"]
    assert driver.settings.animation_speed == "fast"
    menus.delay_actions[250].trigger()
    assert [d for d, a in menus.delay_actions.items() if a.isChecked()] == [250]
    assert driver.settings.computer_delay_ms == 250
    window.close()


def test_no_focus_ring_on_the_dice_while_the_computer_plays(qtbot):
    # A game where Ann opens, so every run takes the same path: Ann throws once and stops,
    # and the first checks come at once, while Marcel waits his turn. The computers' quick
    # pace (250 ms) keeps the rest to about 3 s (with 2 s and an unseeded game it took 9 to
    # 21 s, by who opened and how many throws Marcel took).
    window = open_window(qtbot, Settings(animation_speed="instant", computer_delay_ms=250))
    driver = TableDriver(window)
    seats = [PlayerSpec("Marcel", "regular"), PlayerSpec("Ann")]
    seed = next(s for s in range(100) if Game(preset_rules("zanzibar"), seats, seed=s).current == 1)
    window.start_game(Game(preset_rules("zanzibar"), seats, seed=seed))
    game = driver.game
    driver.tray.setFocus()
    qtbot.waitUntil(driver.tray.hasFocus)
    qtbot.keyClick(driver.tray, Qt.Key.Key_Right)  # the player moves among the dice by keys
    if driver.controller.human_may_act():  # Ann opens: let her stop, Marcel plays next
        driver.throw()
        qtbot.waitUntil(driver.controller.can_stop)
        driver.stop()
    qtbot.waitUntil(lambda: not driver.controller.human_may_act() and game.current == 0)
    assert not driver.tray.interactive and not any(die.focused for die in driver.tray.dice)
    qtbot.waitUntil(lambda: driver.summary_showing() or driver.controller.human_may_act(),
                    timeout=20000)
    driver.summary_panel.dismiss()  # the manche's summary, if it is up
    qtbot.waitUntil(driver.controller.human_may_act, timeout=20000)
    assert driver.tray.interactive and any(die.focused for die in driver.tray.dice)
    window.close()


def test_the_message_line_keeps_room_for_two_lines(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    line = driver.message_line
    assert line.minimumHeight() >= 2 * line.fontMetrics().lineSpacing()
    window.close()


def test_the_history_and_scoreboard_docks_are_restored_after_a_restart(qtbot):
    settings = fast_settings()
    window = open_window(qtbot, settings)
    driver = TableDriver(window)
    window.show_history(True)
    assert not driver.dock_shown("scoreboard")  # the seats on the felt show it all
    driver.menu("view").actions()[1].trigger()  # View ▸ Scoreboard
    assert driver.dock_shown("scoreboard")
    window.close()
    assert settings.history_open and settings.window_state
    again = TableDriver.open(qtbot, settings)
    # The chart comes just after the table's first frame.
    assert again.dock_shown("history")  # in its first frame already
    qtbot.waitUntil(lambda: again.history_chart is not None)  # and its chart right after
    assert again.dock_shown("scoreboard")
    again.dock("history").close()
    again.close()
    assert not settings.history_open
    third = TableDriver.open(qtbot, settings)
    assert not third.dock_shown("history")
    assert third.history_chart is None  # closed last time: not even loaded
    third.close()


def test_file_dialogs_start_in_the_documents_folder_then_in_the_last_one_used(
        qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from zanzibar_desktop.ui.folders import documents_folder

    asked = []
    saved_game = tmp_path / "partie.zanzibar"
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda parent, title, folder, filters: asked.append(folder) or ("", ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda parent, title, suggested, filters: asked.append(suggested)
                        or (str(saved_game), ""))
    window = open_window(qtbot)
    driver = TableDriver(window)
    driver.files.on_open()
    assert asked == [documents_folder()]  # never the working directory
    window.new_game("421", [PlayerSpec("Ann"), PlayerSpec("Bob")])
    driver.files.on_save_as()
    assert saved_game.exists() and driver.settings.last_folder == str(tmp_path)
    driver.files.on_open()
    assert asked[-1] == str(tmp_path)
    window.close()


def test_new_game_and_open_offer_to_save_a_game_in_progress(qtbot, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QFileDialog

    from zanzibar_desktop.ui.dialogs.new_game_dialog import NewGameDialog

    Button = QMessageBox.StandardButton  # noqa: N806
    answers, opened, opens = [], [], []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: answers.pop(0))
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: opened.append(dialog) or 0)
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *args: opens.append(args) or ("", ""))
    kept = tmp_path / "kept.zanzibar"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(kept), ""))
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game("zanzibar", [PlayerSpec("Ann"), PlayerSpec("Bob")])
    window.on_new_game()
    assert len(opened) == 1  # nothing played yet: nothing to lose, nothing asked
    driver.throw()
    answers.extend([Button.Cancel, Button.Cancel])
    window.on_new_game()
    driver.files.on_open()
    assert len(opened) == 1 and not opens and not answers  # cancelled: the game stays
    answers.append(Button.Save)
    window.on_new_game()
    assert kept.exists() and len(opened) == 2  # saved, then the new-game dialog
    driver.files.on_open()
    assert len(opens) == 1  # kept in its file as it is: nothing to ask
    qtbot.waitUntil(driver.controller.human_may_act)
    driver.throw() if driver.game.can_throw() else driver.stop()
    qtbot.waitUntil(window.isWindowModified)
    answers.append(Button.Discard)
    driver.files.on_open()
    assert len(opens) == 2 and not answers
    window.close()


def test_while_a_summary_is_up_the_table_says_it_waits_on_it(qtbot):
    window = open_window(qtbot, Settings(animation_speed="instant", computer_delay_ms=0))
    driver = TableDriver(window)
    window.new_game("zanzibar", [PlayerSpec("Ann"), PlayerSpec("Marcel", "regular")])
    controller = driver.controller
    for _ in range(50):
        qtbot.waitUntil(lambda: driver.summary_showing() or controller.human_may_act(),
                        timeout=20000)
        if driver.summary_showing():
            break
        driver.throw() if driver.game.dice is None else driver.stop()
    assert driver.summary_showing()
    assert driver.heading() == driver.summary_panel.title.accessibleName()
    assert "Continue" in driver.message() and not driver.enabled()["skip"]
    driver.summary_panel.dismiss()
    qtbot.waitUntil(lambda: driver.heading() != driver.summary_panel.title.accessibleName())
    window.close()


def test_skip_to_my_turn_lands_the_computers_dice_at_once(qtbot):
    window = open_window(qtbot, Settings(animation_speed="normal", computer_delay_ms=1400))
    driver = TableDriver(window)
    seats = [PlayerSpec("Marcel", "regular"), PlayerSpec("Josette", "novice"), PlayerSpec("Ann")]
    game = next(game for seed in range(50)  # a computer opens: there is something to skip
                if (game := Game(preset_rules("421"), seats, seed=seed)).current != 2)
    window.start_game(game)
    controller = driver.controller
    rolling = []
    controller.dice_rolled.connect(lambda event: rolling.append(driver.tray.is_rolling()))
    window.on_skip()
    qtbot.waitUntil(lambda: controller.human_may_act() or driver.summary_showing(),
                    timeout=20000)
    assert rolling and not any(rolling)  # no computer throw tumbled while skipping
    window.close()


@pytest.mark.parametrize("leave", ["close", "new game"])
def test_a_finished_game_is_kept_before_its_last_summary_whatever_follows(qtbot, leave):
    import dataclasses
    import sqlite3

    from zanzibar_desktop.storage.records import records_file

    window = open_window(qtbot)
    driver = TableDriver(window)
    short = dataclasses.replace(preset_rules("421"), tokens=5)
    window.start_game(Game(short, [PlayerSpec("Marcel", "expert"), PlayerSpec("Zoé", "novice")],
                           seed=77))
    game = driver.game

    def over_or_move_past_a_summary() -> bool:
        if driver.summary_showing() and not game.over:
            driver.summary_panel.dismiss()
        return game.over

    qtbot.waitUntil(over_or_move_past_a_summary, timeout=60000)
    with sqlite3.connect(records_file()) as connection:  # at once: no summary dismissed yet
        assert connection.execute("SELECT seed, finished FROM games").fetchall() == [(77, 1)]
    if leave == "close":
        window.close()
    else:
        window.new_game("zanzibar", [PlayerSpec("Ann"), PlayerSpec("Bob")])
    with sqlite3.connect(records_file()) as connection:
        assert connection.execute("SELECT seed, finished FROM games").fetchall() == [(77, 1)]


def test_a_window_the_system_never_draws_still_gets_going(qtbot):
    """Shown minimized, a window gets no frame until the player brings it up: start-up goes
    on without it after FRAME_WAIT_MS (the autosave, the question to resume…)."""
    from zanzibar_desktop.ui.window.first_frame import FRAME_WAIT_MS

    class NeverDrawn(MainWindow):
        def paintEvent(self, event) -> None:  # noqa: ANN001 - what a minimized window gets
            pass

    window = NeverDrawn(fast_settings())
    driver = TableDriver(window)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.first_frame_drawn, timeout=FRAME_WAIT_MS + 5000):
        window.show()
    assert driver.session is not None and driver.felt is not None
    window.close()
