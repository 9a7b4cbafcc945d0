"""Help ▸ Learn to play on the real table, driven like a player (keys and clicks): each
step's words beside the dice, the step done only by what it asks, nothing autosaved nor
recorded, Leave (or Esc) keeps the step reached and Learn to play continues there, and the
first start offers the lesson once without waiting for an answer."""

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from tests.session.test_game_session import kept_games
from tests.ui.driver import TableDriver
from tests.ui.helpers import click_die, fast_settings, open_window
from zanzibar_desktop.engine.lessons import LESSONS
from zanzibar_desktop.storage.autosave import Autosave
from zanzibar_desktop.storage.settings import TableSeat, load_settings

pytestmark = pytest.mark.gui

LESSON = LESSONS["zanzibar"]


def step_name(window) -> str:  # noqa: ANN001
    return TableDriver(window).lessons.step.name


def wait_for_step(qtbot, window, name: str) -> None:  # noqa: ANN001
    driver = TableDriver(window)
    qtbot.waitUntil(lambda: driver.lessons.active and step_name(window) == name, timeout=20000)


def wait_until_the_player_may_act(qtbot, window) -> None:  # noqa: ANN001
    driver = TableDriver(window)
    qtbot.waitUntil(lambda: driver.controller.human_may_act() or driver.summary_showing(),
                    timeout=20000)


def answer(qtbot, window, button) -> None:  # noqa: ANN001
    """Click ``button`` of the offer; the table is the active window again (its keys)."""
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def do_the_step(qtbot, window) -> None:  # noqa: ANN001
    """What a player does for the step on show."""
    driver = TableDriver(window)
    step = driver.lessons.step
    if step.do == "watch":
        return
    if step.do == "continue":
        qtbot.waitUntil(driver.summary_showing, timeout=20000)
        qtbot.keyClick(window, Qt.Key.Key_Return)
        return
    if step.do == "finish":  # Finish has the focus: Space presses it
        qtbot.waitUntil(driver.lessons.panel.finish_button.hasFocus)
        qtbot.keyClick(window, Qt.Key.Key_Space)
        return
    if step.do == "read":  # Next has the focus: Space presses it
        qtbot.waitUntil(driver.lessons.panel.next_button.hasFocus)
        qtbot.keyClick(window, Qt.Key.Key_Space)
        return
    wait_until_the_player_may_act(qtbot, window)
    if step.do == "keep":
        dice = driver.game.dice
        kept = [die for die, face in enumerate(dice) if face in step.keep]
        click_die(qtbot, window, kept[0])  # one by a click, the others by their keys
        for die in kept[1:]:
            qtbot.keyClick(window, str(die + 1))
    elif step.do == "throw":
        qtbot.keyClick(window, Qt.Key.Key_Space)
    elif step.do == "stop":
        qtbot.keyClick(window, Qt.Key.Key_Return)


@pytest.mark.parametrize(("family", "button"), [("zanzibar", "Learn Zanzibar"),
                                                ("421", "Learn 421")])
@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)])
def test_a_lesson_runs_through_with_keys_and_clicks_and_keeps_nothing(
        qtbot, monkeypatch, family, button, size):
    lesson = LESSONS[family]
    window = open_window(qtbot, fast_settings(), autosave=Autosave())
    driver = TableDriver(window)
    window.resize(*size)
    new_games = []
    monkeypatch.setattr(window, "on_new_game", lambda: new_games.append(True))
    driver.action("learn").trigger()
    box = driver.lessons.offer_box
    assert box.isVisible() and not box.isModal()
    answer(qtbot, window, next(choice for choice in box.buttons() if choice.text() == button))
    assert driver.lessons.lesson is lesson
    assert driver.lessons.active and driver.session.lesson
    assert driver.lessons.panel.isVisible()
    chips = []
    driver.felt.chips_moved.connect(lambda: chips.append(driver.game.phase))
    seen = []
    while driver.lessons.active:
        name = step_name(window)
        seen.append(name)
        words = driver.lessons.panel.words.accessibleName()
        assert words and "step" in driver.lessons.panel.progress.text()
        # The words sit beside the dice, never over them.
        panel = driver.lessons.panel.geometry()
        assert not panel.intersects(driver.tray.dice_area.toRect())
        assert not any(panel.contains(driver.tray.die_centre(die).toPoint()) for die in range(3))
        if driver.lessons.step.do == "continue":  # the result beside the words, whole
            qtbot.waitUntil(driver.summary_showing, timeout=20000)
            qtbot.wait(20)
            summary = driver.summary_panel
            assert not summary.geometry().intersects(driver.lessons.panel.geometry())
            assert summary.button.height() >= summary.button.sizeHint().height()
        do_the_step(qtbot, window)
        if driver.lessons.active and step_name(window) == name:
            qtbot.waitUntil(lambda name=name: not driver.lessons.active
                            or step_name(window) != name, timeout=3000)
    assert seen == [step.name for step in lesson.steps]
    if family == "421":  # chips fly from the pot twice in the charge, then in the décharge
        assert len(chips) == 3
    assert not driver.lessons.panel.isVisible()
    assert not driver.autosave.path.exists()
    assert kept_games() == []
    qtbot.waitUntil(lambda: new_games == [True])  # finished: a real game is offered
    settings, _ = load_settings()
    assert family not in settings.lesson_steps  # nothing left to continue
    window.close()


def test_a_step_waits_for_what_it_asks_and_says_so(qtbot):
    window = open_window(qtbot, fast_settings())
    driver = TableDriver(window)
    window.lesson_guide().start("zanzibar")
    do_the_step(qtbot, window)  # Next, on the welcome
    qtbot.keyClick(window, Qt.Key.Key_Space)
    wait_for_step(qtbot, window, "keep")
    wait_until_the_player_may_act(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Space)  # a throw before keeping the sixes: refused
    assert driver.game.throws == 1
    assert "keep" in driver.message().lower()
    qtbot.keyClick(window, Qt.Key.Key_Return)  # nor may the player stop
    assert driver.game.throws == 1 and driver.game.current == 0
    qtbot.keyClick(window, "2")  # the 2 kept: not the step's keep
    assert step_name(window) == "keep"
    qtbot.keyClick(window, "2")
    qtbot.keyClick(window, "1")
    qtbot.keyClick(window, "3")
    wait_for_step(qtbot, window, "rethrow")
    window.close()


def test_leave_keeps_the_step_and_learn_to_play_continues_at_its_manche(qtbot, monkeypatch):
    window = open_window(qtbot, fast_settings())
    driver = TableDriver(window)
    window.lesson_guide().start("zanzibar")
    while step_name(window) != "tie-throw":
        do_the_step(qtbot, window)
        qtbot.wait(1)
    qtbot.keyClick(window, Qt.Key.Key_Escape)  # Esc leaves the lesson
    assert not driver.lessons.active and not driver.lessons.panel.isVisible()
    # No game waited: the game Game ▸ New offers takes the table, never the lesson's, still
    # (a new player's: Zanzibar, short, against Marcel).
    assert not driver.session.lesson and driver.game.rules.target_score == 200
    qtbot.waitUntil(driver.table_button("throw").isEnabled, timeout=20000)
    settings, _ = load_settings()
    assert settings.lesson_steps == {"zanzibar": "tie-throw"}
    driver.action("learn").trigger()
    box = driver.lessons.offer_box
    assert "You left Zanzibar at step 10 of 21." in box.text()
    assert "It goes on from step 9, where that manche began." in box.text()  # as the button
    assert box.defaultButton().text() == "&Continue Zanzibar from step 9"
    answer(qtbot, window, box.defaultButton())
    assert step_name(window) == "marcel-opens"
    game = driver.game
    assert game.manche == 2 and game.scores == [60, 0] and game.current == 1
    wait_for_step(qtbot, window, "tie-throw")
    qtbot.mouseClick(driver.lessons.panel.leave_button, Qt.MouseButton.LeftButton)
    assert not driver.lessons.active
    window.close()


def test_the_game_at_the_table_comes_back_after_the_lesson(qtbot):
    window = open_window(qtbot, fast_settings(), autosave=Autosave())
    driver = TableDriver(window)
    window.new_game("zanzibar", [LESSON.players("Ann")[0], LESSON.players("Ann")[1]])
    wait_until_the_player_may_act(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: driver.game.dice is not None)
    seed, moves = driver.game.seed, len(driver.game.actions)
    window.lesson_guide().start("zanzibar")
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not driver.session.lesson
    assert driver.game.seed == seed
    assert len(driver.game.actions) == moves
    assert kept_games() == []
    window.close()


def position(driver: TableDriver) -> tuple:
    """Everything of the game at the table a player could tell apart: the game, its moves,
    the dice and which are kept (in the game and on the tray), the scores, tokens and pot,
    whose turn and throw, the manche."""
    game, tray = driver.game, driver.tray
    return (game.seed, len(game.actions), driver.dice(), driver.held(), tuple(tray.values),
            tuple(die.held for die in tray.dice), list(game.scores), list(game.tokens),
            game.pot, game.current, game.throws, game.manche,
            [(spec.name, spec.level) for spec in game.players])


def a_game_under_way(qtbot, driver: TableDriver, tmp_path) -> tuple:  # noqa: ANN001
    """A game of Ann against Marcel, a manche scored, kept in a file, then played on: the
    human's dice thrown and the first one kept. Its position."""
    driver.window.new_game("zanzibar", [LESSON.players("Ann")[0], LESSON.players("Ann")[1]])
    driver.play_until(lambda: any(driver.game.scores) and driver.human_may_act()
                      and driver.game.dice is None)
    assert driver.session.save_to(str(tmp_path / "kept.zanzibar")) is None
    driver.throw()
    qtbot.waitUntil(lambda: driver.human_may_act() and driver.game.dice is not None)
    driver.keep(0)
    qtbot.waitUntil(lambda: driver.held()[0] and driver.human_may_act())
    return position(driver)


def finish_the_lesson(qtbot, driver: TableDriver) -> None:  # noqa: ANN001
    """Every step done as it asks, then Finish."""
    guide = driver.lesson()
    while guide.step.do != "finish":
        driver.lesson_move()
    qtbot.waitUntil(guide.panel.finish_button.isVisible)
    driver.click(guide.panel.finish_button)


@pytest.mark.parametrize("ending", ["escape", "finish"])
@pytest.mark.parametrize("autosaving", [True, False], ids=["autosave", "another-copy-keeps-it"])
def test_the_game_under_way_comes_back_as_it_was_after_a_lesson(qtbot, monkeypatch, tmp_path,
                                                                   ending, autosaving):
    """Left with Esc or finished, a lesson gives the table back to the game it replaced:
    the same position (the kept die too), the same file, not a move lost or added, with or
    without the autosave (a second copy of the program has none), and nothing recorded;
    no New game is offered."""
    from zanzibar_desktop.ui.dialogs.new_game_dialog import NewGameDialog

    offered = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: offered.append(dialog) or 0)
    driver = TableDriver.open(qtbot, autosave=Autosave() if autosaving else None)
    window = driver.window
    before = a_game_under_way(qtbot, driver, tmp_path)
    window.lesson_guide().start("421")
    assert driver.in_lesson()
    if ending == "escape":
        driver.escape()
    else:
        finish_the_lesson(qtbot, driver)
    qtbot.waitUntil(lambda: not driver.in_lesson())
    assert position(driver) == before
    assert driver.session.path == str(tmp_path / "kept.zanzibar") and driver.session.modified
    assert window.isWindowModified()  # the title still says the file lacks the last moves
    assert driver.message() == "Your game is back where you left it."
    assert offered == [] and driver.showing_windows() == []
    assert kept_games() == []
    driver.stop()  # and it plays on from there
    qtbot.waitUntil(lambda: len(driver.game.actions) > before[1])
    assert kept_games() == []
    window.close()


def test_after_a_lesson_left_the_table_is_the_players_own(qtbot):
    """No game was under way: leaving the lesson seats the game Game ▸ New offers this
    player, their last rules at their length against their last opponents, never a preset
    of the program's."""
    settings = fast_settings(last_rules="421", game_length="classic")
    settings.last_table = [TableSeat("Ann", None), TableSeat("Josette", "expert"),
                           TableSeat("Marcel", "novice")]
    driver = TableDriver.open(qtbot, settings, autosave=Autosave())
    driver.window.lesson_guide().start("zanzibar")
    driver.escape()
    qtbot.waitUntil(lambda: not driver.in_lesson())
    game = driver.game
    assert game.rules.name == "421" and game.rules.manches_to_lose == 2  # classic
    assert [(spec.name, spec.level) for spec in game.players] == [
        ("Ann", None), ("Josette", "expert"), ("Marcel", "novice")]
    qtbot.waitUntil(driver.human_may_act, timeout=20000)  # a live table: the player's turn
    driver.close()


def test_the_first_start_offers_the_lesson_once_without_waiting(qtbot):
    window = open_window(qtbot, fast_settings())
    driver = TableDriver(window)
    window.offer_lesson_once()
    qtbot.waitUntil(lambda: driver.lessons is not None and driver.lessons.offer_box is not None)
    box = driver.lessons.offer_box
    assert box.isVisible() and box.windowModality() == Qt.WindowModality.NonModal
    assert load_settings()[0].lesson_offered
    box.reject()  # Not now
    driver.lessons.offer_box = None
    window.offer_lesson_once()  # never twice
    qtbot.wait(10)
    assert driver.lessons.offer_box is None
    window.close()


def test_a_step_to_read_holds_the_game_until_next(qtbot):
    """The zanzi explained after the player's last throw: Marcel does not play, nor may the
    player throw, until Next (Space, which Next takes while it shows)."""
    window = open_window(qtbot, fast_settings())
    driver = TableDriver(window)
    window.lesson_guide().start("zanzibar")
    panel = driver.lessons.panel
    assert step_name(window) == "welcome" and panel.next_button.isVisible()
    qtbot.waitUntil(panel.next_button.hasFocus)
    assert not driver.enabled()["throw"]
    qtbot.keyClick(window, Qt.Key.Key_Space)  # Next, not a throw
    wait_for_step(qtbot, window, "first-throw")
    assert driver.game.dice is None and not panel.next_button.isVisible()
    while step_name(window) != "zanzi":
        name = step_name(window)
        do_the_step(qtbot, window)
        qtbot.waitUntil(lambda name=name: step_name(window) != name, timeout=20000)
    qtbot.waitUntil(lambda: not driver.tray.is_animating)  # the 6-6-6 is down
    for _turn in range(5):  # the loop turns: nothing is left to wait for but Next
        QCoreApplication.processEvents()
    controller = driver.controller
    assert step_name(window) == "zanzi" and controller.shown.current == 0
    assert controller.shown.seats[0].hand.hand.dice == (6, 6, 6)  # the turn ended on screen
    assert controller.game.current == 1 and not controller.idle  # Marcel's turn, held
    assert "Next (Space)" in driver.message() and not driver.enabled()["throw"]
    window.on_skip()  # nor does Skip to my turn bring him on
    QCoreApplication.processEvents()
    assert controller.shown.current == 0 and step_name(window) == "zanzi"
    qtbot.waitUntil(panel.next_button.hasFocus)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    wait_for_step(qtbot, window, "zanzi-wins")  # Marcel played, the manche's result is up
    assert [entry.hand.dice for entry in controller.game.history[-1].ranking][1] == (5, 3, 1)
    window.close()


def test_a_finished_lesson_leaves_a_live_table_when_new_game_is_cancelled(qtbot, monkeypatch):
    """A first start: no game before the lesson. Finish offers New game; Cancel leaves a
    game the player can play, never the lesson's, still."""
    from zanzibar_desktop.ui.dialogs.new_game_dialog import NewGameDialog

    offered = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: offered.append(dialog) or 0)
    window = open_window(qtbot, fast_settings(), autosave=Autosave())
    driver = TableDriver(window)
    window.lesson_guide().start("zanzibar")
    while driver.lessons.active:
        name = step_name(window)
        do_the_step(qtbot, window)
        qtbot.waitUntil(lambda name=name: not driver.lessons.active
                        or step_name(window) != name, timeout=20000)
    qtbot.waitUntil(lambda: len(offered) == 1)  # New game was offered, and cancelled
    qtbot.waitUntil(lambda: not driver.session.lesson, timeout=5000)
    game = driver.game  # the one New game offered: a new player's, short, against Marcel
    assert game.rules.family == "zanzibar" and game.rules.target_score == 200
    assert [spec.level for spec in game.players] == [None, "regular"]
    qtbot.waitUntil(driver.table_button("throw").isEnabled, timeout=20000)  # the computer, then you
    assert driver.controller.human_may_act()
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: driver.game.dice is not None)
    window.close()


def test_the_offer_never_continues_from_the_start(qtbot):
    """A lesson left in its first manche starts again from step 1: offered once, as the
    start, never as "Continue from step 1"."""
    settings = fast_settings()
    settings.lesson_steps = {"zanzibar": "keep", "421": "nenette"}
    window = open_window(qtbot, settings)
    box = window.lesson_guide().offer()
    texts = [button.text() for button in box.buttons()]
    assert not any("from step 1" in text for text in texts), texts
    assert "Zanzibar from the start" in texts and "&Continue 421 from step 1" not in texts
    assert "You left Zanzibar at step 3 of 21." in box.text()
    assert "You left it in its first manche: it starts again from the beginning." in box.text()
    assert box.defaultButton().text() == "Zanzibar from the start"
    box.close()
    window.close()
