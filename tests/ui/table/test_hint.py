"""The hint in the window: the engine's list of choices, best first, the best keep lit on
the dice, and only on the player's own turn."""

import pytest
from PySide6.QtCore import Qt

from tests.ui.helpers import open_window
from zanzibar_desktop.engine import coach
from zanzibar_desktop.engine.ai.base import keep_positions
from zanzibar_desktop.engine.ai.view import table_view
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules

pytestmark = pytest.mark.gui


def test_the_hint_shows_the_engines_choices_and_lights_the_best_keep(qtbot):
    window = open_window(qtbot)
    window.start_game(Game(preset_rules("zanzibar"), [PlayerSpec("Ann"), PlayerSpec("Bob")],
                           seed=3))
    controller = window.controller
    qtbot.waitUntil(controller.human_may_act, timeout=10000)
    qtbot.keyClick(window, Qt.Key.Key_H)  # before any throw: nothing to choose
    panel = window.felt.hint
    assert panel.isVisible() and panel.list.count() == 0 and "throw the dice" in panel.title.text()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not panel.isVisible()
    window.on_throw()
    qtbot.waitUntil(controller.human_may_act)
    window.hint_button.click()
    assert panel.isVisible()
    expected = coach.options(table_view(controller.game))
    assert [panel.list.item(row).text() for row in range(panel.list.count())] == [
        panel.describe(option, tokens=False) for option in expected]
    assert "take" in panel.list.item(0).text() and "win" in panel.list.item(0).text()
    best = expected[0]
    lit = {index for index, die in enumerate(window.tray.dice) if die.hinted}
    assert lit == (set(range(3)) if best.keep is None
                   else set(keep_positions(controller.game.dice, best.keep)))
    assert panel.geometry().left() > window.tray.dice_area.right()  # beside the dice
    window.on_throw() if controller.game.can_throw() else window.on_stop()
    qtbot.waitUntil(lambda: not panel.isVisible())  # the dice moved: the hint is gone
    assert not any(die.hinted for die in window.tray.dice)
    window.close()


def test_the_coach_says_what_a_costly_choice_gave_and_is_quiet_after_the_best(qtbot):
    window = open_window(qtbot)
    window.menus.coach_action.trigger()  # View ▸ Coach
    assert window.settings.coach
    window.start_game(Game(preset_rules("zanzibar"), [PlayerSpec("Ann"),
                                                      PlayerSpec("Bob", "regular")], seed=3))
    controller = window.controller
    line = window.felt.coach_line
    for _ in range(40):  # turns until one has a choice that costs something
        qtbot.waitUntil(lambda: controller.human_may_act() or window.summary.isVisible(),
                        timeout=10000)
        if window.summary.isVisible():
            window.summary.dismiss()
            continue
        if controller.game.dice is None:
            window.on_throw()
            continue
        view = table_view(controller.game)
        choices = coach.options(view)
        if choices[0].take - choices[-1].take < 0.02:
            window.on_stop() if controller.game.can_stop() else window.on_throw()
            continue
        worst = choices[-1]  # play the worst choice on purpose
        if worst.keep is None:
            window.on_stop()
        else:
            keep = keep_positions(controller.game.dice, worst.keep)
            for die in range(3):
                if controller.game.held[die] != (die in keep):
                    window.on_die_clicked(die)
            window.on_throw()
        break
    assert line.isVisible()
    mark = coach.mark(choices[0].take - worst.take, view.phase)
    assert f"{'%.1f' % (100 * choices[0].take)}%" in line.text()
    assert mark is not None and mark.capitalize() in line.text()
    for _ in range(20):  # it stays through the round's result, and goes with the next round
        qtbot.waitUntil(lambda: not line.isVisible() or window.summary.isVisible()
                        or controller.human_may_act(), timeout=20000)
        if not line.isVisible():
            break
        if window.summary.isVisible():
            window.summary.dismiss()
        elif controller.human_may_act():
            window.on_throw() if controller.game.dice is None else window.on_stop()
    assert not line.isVisible()
    window.menus.coach_action.trigger()  # View ▸ Coach off
    assert not line.isVisible() and not window.settings.coach
    window.close()
