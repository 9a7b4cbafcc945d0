"""The felt tells the game: seats, chips, the opening throw, the pause on the final dice, and
what screen readers are told. Driven through the real main window, offscreen."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton

from tests.ui.driver import TableDriver
from tests.ui.helpers import open_window
from zanzibar_desktop.engine import table
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.storage.settings import Settings
from zanzibar_desktop.ui.texts import isolated

pytestmark = pytest.mark.gui

TABLE = [PlayerSpec("Ann"), PlayerSpec("Marcel", "regular"), PlayerSpec("Josette", "expert")]


def test_every_seat_has_a_plate_that_follows_the_game(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game("421", TABLE)
    felt = driver.felt
    assert len(felt.plates) == 3
    assert [plate.accessibleName() for plate in felt.plates] == [
        "Seat 1: Ann", "Seat 2: Marcel", "Seat 3: Josette"]
    driver.play_until(lambda: bool(driver.game.history)
                and driver.controller.idle)
    shown = driver.controller.shown
    for plate, seat in zip(felt.plates, shown.seats, strict=True):
        assert plate.tokens == seat.tokens  # the chips drawn are the seat's tokens
        assert seat.name in plate.accessibleDescription()
    assert felt.pot.count == shown.pot and str(shown.pot) in felt.pot.accessibleDescription()
    current = [plate for plate, seat in zip(felt.plates, shown.seats, strict=True)
               if seat.state == table.PLAYING]
    assert len(current) == 1  # one seat stands out: the one on turn
    assert "421" in felt.banner.accessibleName() and "Manche 1" in felt.banner.accessibleName()
    window.close()


def test_while_a_result_is_up_the_heading_seats_and_buttons_agree(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game("zanzibar", TABLE)
    driver.play_until(driver.summary_showing)
    shown = driver.controller.shown
    assert driver.heading() == driver.summary_panel.title.accessibleName()
    assert not driver.enabled()["skip"] and not driver.enabled()["throw"]
    assert not driver.enabled()["stop"]
    assert all(seat.state != table.PLAYING for seat in shown.seats)  # nobody plays now
    assert not driver.felt.beat.isVisible()  # the round is over: nothing left to beat
    assert driver.summary_panel.geometry().left() > driver.tray.dice_area.right()  # beside the dice
    window.close()


def test_chips_fly_to_the_taker_and_the_stacks_change_when_they_land(qtbot):
    window = open_window(qtbot, Settings(animation_speed="normal", computer_delay_ms=0))
    driver = TableDriver(window)
    driver.pacing.skip_opening = True
    window.new_game("421", TABLE)
    felt = driver.felt
    controller = driver.controller
    driver.play_until(lambda: felt.chips.flying)
    assert felt.chips.isVisible() and felt.chips.geometry() == driver.tray.rect()
    result = controller.game.history[0]
    taker = felt.plates[result.token_to]
    assert taker.tokens == 0 and felt.pot.count == preset_rules("421").tokens  # not yet
    qtbot.waitUntil(lambda: not felt.chips.flying, timeout=5000)
    assert taker.tokens == result.tokens_moved
    assert felt.pot.count == preset_rules("421").tokens - result.tokens_moved
    window.close()


def test_skipping_lands_every_chip_at_once_and_the_seats_end_right(qtbot):
    window = open_window(qtbot, Settings(animation_speed="normal", computer_delay_ms=300))
    driver = TableDriver(window)
    window.new_game("421", TABLE)
    controller = driver.controller
    flights = []
    driver.felt.chips.landed.connect(lambda: flights.append(driver.felt.chips.duration))
    for _ in range(12):  # the human throws, then skips the computers' throws and the round
        if flights:
            break
        qtbot.waitUntil(lambda: controller.human_may_act() or driver.summary_showing(),
                        timeout=20000)
        if driver.summary_showing():
            driver.continue_()
            continue
        driver.throw()
        window.on_skip()
        qtbot.waitUntil(lambda: controller.human_may_act() or driver.summary_showing(),
                        timeout=20000)
    assert flights and all(duration == 0 for duration in flights)  # chips moved, at once
    qtbot.waitUntil(lambda: controller.idle or driver.summary_showing(), timeout=5000)
    shown = controller.shown
    assert [plate.tokens for plate in driver.felt.plates] == [seat.tokens for seat in shown.seats]
    assert driver.felt.pot.count == shown.pot
    window.close()


def test_the_opening_throw_is_shown_then_who_opens(qtbot):
    window = open_window(qtbot, Settings(animation_speed="normal", computer_delay_ms=0),
                         opening=True)
    driver = TableDriver(window)
    before = Game(preset_rules("421"), TABLE, seed=2)
    before.throw()  # a game left with dice on the felt
    window.start_game(before)
    assert all(die.visible for die in driver.tray.dice)
    window.start_game(Game(preset_rules("421"), TABLE, seed=2))
    game = driver.game
    assert driver.summary_showing() and driver.summary_panel.title.accessibleName() == "Who opens?"
    assert not any(die.visible for die in driver.tray.dice)  # only the seats' dice now
    assert driver.summary_panel.body.accessibleName().startswith("Each player throws one die:")
    assert "opens." not in driver.summary_panel.body.accessibleName()  # the throws come one at a time
    first = game.opening_throws[0]
    assert [plate.opening_die for plate in driver.felt.plates] == [first[0], first[1], first[2]]
    assert not driver.controller.idle  # the game waits until it is read
    qtbot.keyClick(window, Qt.Key.Key_Return)  # the rest at once
    body = driver.summary_panel.body.accessibleName()
    assert all(spec.name in body for spec in TABLE)
    assert f"{isolated(TABLE[game.first_opener].name)} has the highest die and opens." in body
    assert body.count("\n") == len(game.opening_throws)  # each throw, then the verdict
    last = {}
    for faces in game.opening_throws:
        last.update(faces)
    assert [plate.opening_die for plate in driver.felt.plates] == [last[0], last[1], last[2]]
    qtbot.keyClick(window, Qt.Key.Key_Return)  # and play
    assert not driver.summary_showing()
    assert all(plate.opening_die is None for plate in driver.felt.plates)
    assert all(die.visible for die in driver.tray.dice)  # the game's dice are back
    qtbot.waitUntil(lambda: bool(driver.game.actions) or driver.controller.human_may_act(),
                    timeout=10000)
    window.close()


def test_a_tie_for_the_opener_throws_again_on_the_table(qtbot):
    from tests.helpers import ScriptedChance

    window = open_window(qtbot, Settings(animation_speed="instant", computer_delay_ms=0),
                         opening=True)
    driver = TableDriver(window)
    chance = ScriptedChance([5, 5, 2, 3, 4] + [3] * 60)
    window.start_game(Game(preset_rules("zanzibar"), TABLE, chance=chance))
    qtbot.waitUntil(lambda: "opens." in driver.summary_panel.body.accessibleName(), timeout=5000)
    lines = driver.summary_panel.body.accessibleName().split("\n")
    ann, marcel, josette = (isolated(name) for name in ("Ann", "Marcel", "Josette"))
    assert lines == [f"Each player throws one die: {ann} 5, {marcel} 5, {josette} 2.",
                     f"Tie, they throw again: {ann} 3, {marcel} 4.",
                     f"{marcel} has the highest die and opens."]
    assert [plate.opening_die for plate in driver.felt.plates] == [3, 4, 2]
    window.close()


def test_the_final_dice_stay_lit_until_their_time_is_up_or_enter(qtbot):
    window = open_window(qtbot, Settings(animation_speed="instant", computer_delay_ms=700))
    driver = TableDriver(window)
    window.start_game(Game(preset_rules("zanzibar"), [PlayerSpec("Ann"), PlayerSpec("Bob")],
                           seed=1))
    controller = driver.controller
    qtbot.waitUntil(controller.human_may_act, timeout=10000)
    driver.throw()
    qtbot.waitUntil(controller.can_stop)
    driver.stop()
    assert driver.pacing.lingering() and not controller.idle
    assert not driver.tray.dice[0].dimmed  # the final dice are still lit
    qtbot.keyClick(window, Qt.Key.Key_Return)  # move on at once
    assert not driver.pacing.lingering()
    window.close()


def test_each_die_is_its_own_accessible_child(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game("zanzibar", [PlayerSpec("Ann"), PlayerSpec("Bob")])
    proxies = driver.tray.proxies
    assert [proxy.accessibleName() for proxy in proxies] == ["Die 1", "Die 2", "Die 3"]
    assert all(proxy.accessibleDescription() == "not thrown yet" for proxy in proxies)
    qtbot.waitUntil(driver.controller.human_may_act, timeout=10000)
    driver.throw()
    qtbot.waitUntil(driver.controller.human_may_act)
    driver.keep(1)
    faces = ["one", "two", "three", "four", "five", "six"]
    dice = driver.game.dice
    assert proxies[0].accessibleDescription() == faces[dice[0] - 1]
    assert proxies[1].accessibleDescription() == f"{faces[dice[1] - 1]}, kept"
    for index, proxy in enumerate(proxies):  # laid over its die, for screen magnifiers too
        assert proxy.geometry().contains(driver.tray.die_centre(index).toPoint())
    window.close()


def test_a_screen_reader_keeps_a_die_by_pressing_its_button(qtbot):
    """Each die is a button to assistive tools: pressing it keeps the die or throws it again,
    as a click on it does; the message line's words are its description (its name says what
    it is)."""
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game("zanzibar", [PlayerSpec("Ann"), PlayerSpec("Bob")])
    qtbot.waitUntil(driver.controller.human_may_act, timeout=10000)
    driver.throw()
    qtbot.waitUntil(driver.controller.human_may_act)
    die = driver.tray.proxies[2]
    assert isinstance(die, QAbstractButton) and die.isEnabled()
    die.click()  # what AT-SPI's Press action does
    assert driver.game.held[2] and die.accessibleDescription().endswith(", kept")
    die.click()
    assert not driver.game.held[2]
    assert driver.message_line.accessibleName() == "Message"
    assert driver.message_line.accessibleDescription() == driver.message()
    assert driver.message().startswith("You have ")
    window.close()


def test_the_scoreboard_dock_never_clips_at_1024_in_either_language(qtbot):
    from zanzibar_desktop.i18n import install_language

    for language in ("en", "fr"):
        install_language(language)
        try:
            window = open_window(qtbot)
            driver = TableDriver(window)
            window.resize(1024, 700)
            driver.dock("scoreboard").show()
            window.new_game("421", TABLE + [PlayerSpec("Dédé", "novice")])
            driver.play_until(lambda driver=driver: len(driver.game.history) >= 3)
            side = driver.scoreboard_tables
            # The dock takes the width its columns ask for once they have taken the game in.
            qtbot.waitUntil(lambda side=side: side.columns_width > 0
                            and side.width() >= side.sizeHint().width())
            assert window.width() == 1024  # the dock makes room; the window does not grow
            assert driver.tray.width() >= 500  # and the felt keeps room for its seats
            for view in (side.scoreboard, side.round_view):
                header = view.horizontalHeader()
                for column in range(header.count()):
                    if header.isSectionHidden(column):
                        continue
                    assert header.sectionSize(column) >= view.sizeHintForColumn(column) - 1
                    assert header.sectionSize(column) >= header.sectionSizeHint(column) - 1
                assert view.horizontalScrollBar().maximum() == 0  # nothing out of view
            window.close()
        finally:
            install_language("en")


class _Recorder:
    """Stands in for the sound player: the names asked for, in order."""

    def __init__(self) -> None:
        self.played: list[str] = []
        self.enabled = True

    def play(self, name: str) -> None:
        self.played.append(name)

    def warm_up(self) -> None:
        self.warmed = True  # the real player reads its clips and opens its device


def test_a_throw_is_heard_shaken_thrown_and_landing_and_chips_when_they_move(qtbot):
    window = open_window(qtbot, Settings(animation_speed="fast", computer_delay_ms=0))
    driver = TableDriver(window)
    driver.sounds = _Recorder()
    window.new_game("421", TABLE)
    controller = driver.controller
    driver.play_until(lambda: bool(controller.game.history)
                and controller.human_may_act())
    played = driver.sounds.played
    assert played[:3] == ["shake", "throw", "land"]
    assert played.count("land") == len([a for a in controller.game.actions if a.kind == "throw"])
    assert "chips" in played  # the charge's first round moved tokens
    window.close()


def test_skipping_is_silent(qtbot):
    window = open_window(qtbot, Settings(animation_speed="normal", computer_delay_ms=300))
    driver = TableDriver(window)
    driver.sounds = _Recorder()
    table = [PlayerSpec("Marcel", "regular"), PlayerSpec("Ann"), PlayerSpec("Josette", "expert")]
    rules = preset_rules("zanzibar")
    seed = next(seed for seed in range(200) if Game(rules, table, seed=seed).first_opener == 0)
    window.start_game(Game(rules, table, seed=seed))  # Marcel opens: computers play first
    controller = driver.controller
    window.on_skip()
    qtbot.waitUntil(lambda: controller.human_may_act() or driver.summary_showing(),
                    timeout=20000)
    assert controller.game.actions  # the computers played…
    assert driver.sounds.played == []  # …without a sound
    window.close()
