"""Help ▸ Learn to play on the real table, driven like a player (keys and clicks): each
step's words beside the dice, the step done only by what it asks, nothing autosaved nor
recorded, Leave (or Esc) keeps the step reached and Learn to play continues there, and the
first start offers the lesson once without waiting for an answer."""

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from tests.session.test_game_session import kept_games
from tests.ui.helpers import click_die, fast_settings, open_window
from zanzibar_desktop.engine.lessons import LESSONS
from zanzibar_desktop.storage.autosave import Autosave
from zanzibar_desktop.storage.settings import load_settings

pytestmark = pytest.mark.gui

LESSON = LESSONS["zanzibar"]


def step_name(window) -> str:  # noqa: ANN001
    return window.lessons.step.name


def wait_for_step(qtbot, window, name: str) -> None:  # noqa: ANN001
    qtbot.waitUntil(lambda: window.lessons.active and step_name(window) == name, timeout=20000)


def wait_until_the_player_may_act(qtbot, window) -> None:  # noqa: ANN001
    qtbot.waitUntil(lambda: window.controller.human_may_act() or window.summary.isVisible(),
                    timeout=20000)


def answer(qtbot, window, button) -> None:  # noqa: ANN001
    """Click ``button`` of the offer; the table is the active window again (its keys)."""
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def do_the_step(qtbot, window) -> None:  # noqa: ANN001
    """What a player does for the step on show."""
    step = window.lessons.step
    if step.do == "watch":
        return
    if step.do == "continue":
        qtbot.waitUntil(window.summary.isVisible, timeout=20000)
        qtbot.keyClick(window, Qt.Key.Key_Return)
        return
    if step.do == "finish":  # Finish has the focus: Space presses it
        qtbot.waitUntil(window.lessons.panel.finish_button.hasFocus)
        qtbot.keyClick(window, Qt.Key.Key_Space)
        return
    if step.do == "read":  # Next has the focus: Space presses it
        qtbot.waitUntil(window.lessons.panel.next_button.hasFocus)
        qtbot.keyClick(window, Qt.Key.Key_Space)
        return
    wait_until_the_player_may_act(qtbot, window)
    if step.do == "keep":
        dice = window.controller.game.dice
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
    window.resize(*size)
    new_games = []
    monkeypatch.setattr(window, "on_new_game", lambda: new_games.append(True))
    window.menus.learn_action.trigger()
    box = window.lessons.offer_box
    assert box.isVisible() and not box.isModal()
    answer(qtbot, window, next(choice for choice in box.buttons() if choice.text() == button))
    assert window.lessons.lesson is lesson
    assert window.lessons.active and window.session.lesson
    assert window.lessons.panel.isVisible()
    chips = []
    window.felt.chips_moved.connect(lambda: chips.append(window.controller.game.phase))
    seen = []
    while window.lessons.active:
        name = step_name(window)
        seen.append(name)
        words = window.lessons.panel.words.text()
        assert words and "step" in window.lessons.panel.progress.text()
        # The words sit beside the dice, never over them.
        panel = window.lessons.panel.geometry()
        assert not panel.intersects(window.tray.dice_area.toRect())
        assert not any(panel.contains(window.tray.die_centre(die).toPoint()) for die in range(3))
        if window.lessons.step.do == "continue":  # the result beside the words, whole
            qtbot.waitUntil(window.summary.isVisible, timeout=20000)
            qtbot.wait(20)
            summary = window.summary
            assert not summary.geometry().intersects(window.lessons.panel.geometry())
            assert summary.button.height() >= summary.button.sizeHint().height()
        do_the_step(qtbot, window)
        if window.lessons.active and step_name(window) == name:
            qtbot.waitUntil(lambda name=name: not window.lessons.active
                            or step_name(window) != name, timeout=3000)
    assert seen == [step.name for step in lesson.steps]
    if family == "421":  # chips fly from the pot twice in the charge, then in the décharge
        assert len(chips) == 3
    assert not window.lessons.panel.isVisible()
    assert not window.autosave.path.exists()
    assert kept_games() == []
    qtbot.waitUntil(lambda: new_games == [True])  # finished: a real game is offered
    settings, _ = load_settings()
    assert family not in settings.lesson_steps  # nothing left to continue
    window.close()


def test_a_step_waits_for_what_it_asks_and_says_so(qtbot):
    window = open_window(qtbot, fast_settings())
    window.lesson_guide().start("zanzibar")
    do_the_step(qtbot, window)  # Next, on the welcome
    qtbot.keyClick(window, Qt.Key.Key_Space)
    wait_for_step(qtbot, window, "keep")
    wait_until_the_player_may_act(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Space)  # a throw before keeping the sixes: refused
    assert window.controller.game.throws == 1
    assert "keep" in window.message.text().lower()
    qtbot.keyClick(window, Qt.Key.Key_Return)  # nor may the player stop
    assert window.controller.game.throws == 1 and window.controller.game.current == 0
    qtbot.keyClick(window, "2")  # the 2 kept: not the step's keep
    assert step_name(window) == "keep"
    qtbot.keyClick(window, "2")
    qtbot.keyClick(window, "1")
    qtbot.keyClick(window, "3")
    wait_for_step(qtbot, window, "rethrow")
    window.close()


def test_leave_keeps_the_step_and_learn_to_play_continues_at_its_manche(qtbot, monkeypatch):
    window = open_window(qtbot, fast_settings())
    window.lesson_guide().start("zanzibar")
    while step_name(window) != "tie-throw":
        do_the_step(qtbot, window)
        qtbot.wait(1)
    qtbot.keyClick(window, Qt.Key.Key_Escape)  # Esc leaves the lesson
    assert not window.lessons.active and not window.lessons.panel.isVisible()
    # No game waited: a real game of Zanzibar takes the table, never the lesson's, still.
    assert not window.session.lesson and window.controller.game.rules.target_score == 500
    qtbot.waitUntil(window.throw_button.isEnabled, timeout=20000)
    settings, _ = load_settings()
    assert settings.lesson_steps == {"zanzibar": "tie-throw"}
    window.menus.learn_action.trigger()
    box = window.lessons.offer_box
    assert "You left Zanzibar at step 10 of 21." in box.text()
    assert "It goes on from step 9, where that manche began." in box.text()  # as the button
    assert box.defaultButton().text() == "&Continue Zanzibar from step 9"
    answer(qtbot, window, box.defaultButton())
    assert step_name(window) == "marcel-opens"
    game = window.controller.game
    assert game.manche == 2 and game.scores == [60, 0] and game.current == 1
    wait_for_step(qtbot, window, "tie-throw")
    qtbot.mouseClick(window.lessons.panel.leave_button, Qt.MouseButton.LeftButton)
    assert not window.lessons.active
    window.close()


def test_the_game_at_the_table_comes_back_after_the_lesson(qtbot):
    window = open_window(qtbot, fast_settings(), autosave=Autosave())
    window.new_game("zanzibar", [LESSON.players("Ann")[0], LESSON.players("Ann")[1]])
    wait_until_the_player_may_act(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.controller.game.dice is not None)
    seed, moves = window.controller.game.seed, len(window.controller.game.actions)
    window.lesson_guide().start("zanzibar")
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.session.lesson
    assert window.controller.game.seed == seed
    assert len(window.controller.game.actions) == moves
    assert kept_games() == []
    window.close()


def test_the_first_start_offers_the_lesson_once_without_waiting(qtbot):
    window = open_window(qtbot, fast_settings())
    window.offer_lesson_once()
    qtbot.waitUntil(lambda: window.lessons is not None and window.lessons.offer_box is not None)
    box = window.lessons.offer_box
    assert box.isVisible() and box.windowModality() == Qt.WindowModality.NonModal
    assert load_settings()[0].lesson_offered
    box.reject()  # Not now
    window.lessons.offer_box = None
    window.offer_lesson_once()  # never twice
    qtbot.wait(10)
    assert window.lessons.offer_box is None
    window.close()


def test_a_step_to_read_holds_the_game_until_next(qtbot):
    """The zanzi explained after the player's last throw: Marcel does not play, nor may the
    player throw, until Next (Space, which Next takes while it shows)."""
    window = open_window(qtbot, fast_settings())
    window.lesson_guide().start("zanzibar")
    panel = window.lessons.panel
    assert step_name(window) == "welcome" and panel.next_button.isVisible()
    qtbot.waitUntil(panel.next_button.hasFocus)
    assert not window.throw_button.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Space)  # Next, not a throw
    wait_for_step(qtbot, window, "first-throw")
    assert window.controller.game.dice is None and not panel.next_button.isVisible()
    while step_name(window) != "zanzi":
        name = step_name(window)
        do_the_step(qtbot, window)
        qtbot.waitUntil(lambda name=name: step_name(window) != name, timeout=20000)
    qtbot.waitUntil(lambda: not window.tray.is_animating)  # the 6-6-6 is down
    for _turn in range(5):  # the loop turns: nothing is left to wait for but Next
        QCoreApplication.processEvents()
    controller = window.controller
    assert step_name(window) == "zanzi" and controller.shown.current == 0
    assert controller.shown.seats[0].hand.hand.dice == (6, 6, 6)  # the turn ended on screen
    assert controller.game.current == 1 and not controller.idle  # Marcel's turn, held
    assert "Next (Space)" in window.message.text() and not window.throw_button.isEnabled()
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
    window.lesson_guide().start("zanzibar")
    while window.lessons.active:
        name = step_name(window)
        do_the_step(qtbot, window)
        qtbot.waitUntil(lambda name=name: not window.lessons.active
                        or step_name(window) != name, timeout=20000)
    qtbot.waitUntil(lambda: len(offered) == 1)  # New game was offered, and cancelled
    qtbot.waitUntil(lambda: not window.session.lesson, timeout=5000)
    game = window.controller.game
    assert game.rules.family == "zanzibar" and game.rules.target_score != 200  # a real one
    qtbot.waitUntil(window.throw_button.isEnabled, timeout=20000)  # the computer, then you
    assert window.controller.human_may_act()
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.controller.game.dice is not None)
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
