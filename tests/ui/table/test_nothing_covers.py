"""Nothing covers the game: at the window sizes players use, with the History and Scoreboard
docks closed or open, the dice, the hand to beat and the result panel stay clear of the
coach's line, the hint and the docks; the hint is sized to its words and Space still throws
while it is up."""

import pytest
from PySide6.QtCore import Qt

from tests.ui.covering import covering, die_rects
from tests.ui.driver import TableDriver
from tests.ui.helpers import open_window
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules

pytestmark = pytest.mark.gui

SIZES = [(800, 600), (1024, 700), (1600, 1000), (1920, 1080)]
SEATS = [PlayerSpec("Ann"), PlayerSpec("Bob", "regular")]
# As long as the coach's line gets: what the choice gave, what the best gave, and the mark.
COACH = ("Keep six and ace (keys 1 and 3) gave a 31 % chance to win the manche; throw all "
         "three again gave 52 %. A mistake.")


def _bob_opens() -> int:
    return next(seed for seed in range(100)
                if Game(preset_rules("zanzibar"), SEATS, seed=seed).current == 1)


def _at_size(qtbot, size, docks: bool):  # noqa: ANN001, ANN202
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.resize(*size)
    window.show_history(docks)
    driver.dock("scoreboard").setVisible(docks)
    qtbot.waitUntil(lambda: window.size().width() == size[0])
    return window


@pytest.mark.parametrize("docks", [False, True], ids=["docks-closed", "docks-open"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_coach_the_hint_and_the_docks_never_cover_the_dice_or_the_hand_to_beat(
        qtbot, size, docks):
    window = _at_size(qtbot, size, docks)
    driver = TableDriver(window)
    driver.seat(Game(preset_rules("zanzibar"), SEATS, seed=_bob_opens()))
    controller = driver.controller
    qtbot.waitUntil(controller.human_may_act, timeout=10000)
    assert (window.width(), window.height()) == size  # it fits the screen it is made for
    driver.throw()
    qtbot.waitUntil(controller.human_may_act)
    felt = driver.felt
    felt.show_coach(COACH)
    driver.trigger("hint")
    qtbot.waitUntil(lambda: felt.hint.isVisible())
    assert felt.coach_line.isVisible() and len(die_rects(window)) == 3
    # played: his hand is the one to beat, in view
    assert covering(driver) == []
    lines = felt.hint.list.count()
    assert lines > 1 and felt.hint.list.isVisible()
    # Sized to its words: no taller than they need, not the felt's whole height.
    assert felt.hint.height() <= felt.hint.wanted_height(felt.hint.width())
    assert felt.hint.height() < driver.tray.height() or lines > 6
    driver.trigger("hint")  # away
    driver.summary_panel.present(lambda: ("Manche 1", ["Ann takes the manche with a zanzi."] * 4))
    assert covering(driver) == []
    driver.summary_panel.put_away()
    window.close()


def test_at_1920_the_hint_is_no_wider_nor_taller_than_its_words(qtbot):
    window = _at_size(qtbot, (1920, 1080), docks=False)
    driver = TableDriver(window)
    driver.seat(Game(preset_rules("zanzibar"), SEATS, seed=_bob_opens()))
    controller = driver.controller
    qtbot.waitUntil(controller.human_may_act, timeout=10000)
    driver.throw()
    qtbot.waitUntil(controller.human_may_act)
    driver.trigger("hint")
    hint = driver.felt.hint
    room = driver.tray.width() * 0.58
    assert hint.width() < room  # the dice keep the rest of the felt
    longest = max(hint.list.fontMetrics().horizontalAdvance(line)
                  for row in range(hint.list.count())
                  for line in hint.list.item(row).text().split("\n"))
    assert hint.width() >= longest  # every choice on one line when there is room
    assert hint.height() < driver.tray.height() * 0.8
    window.close()


def test_before_the_first_throw_the_hint_has_no_list_and_space_still_throws(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    driver.seat(Game(preset_rules("zanzibar"), SEATS, seed=_bob_opens()))
    controller = driver.controller
    qtbot.waitUntil(lambda: controller.human_may_act() and controller.game.dice is None,
                    timeout=10000)
    driver.trigger("hint")
    hint = driver.felt.hint
    assert hint.isVisible() and not hint.list.isVisible()  # no empty list
    assert hint.height() < driver.tray.height() / 2
    qtbot.keyClick(window, Qt.Key.Key_Space)  # the throw, not the hint's Close
    qtbot.waitUntil(lambda: controller.game.dice is not None)
    qtbot.waitUntil(controller.human_may_act)
    driver.trigger("hint")  # the choices now; Space throws again from the list
    assert hint.list.isVisible() and hint.list.count() > 1
    throws = controller.game.throws
    qtbot.keyClick(window.focusWidget() or window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: controller.game.throws == throws + 1 or controller.game.current != 0)
    window.close()
