"""The end of a game: the 421 ranking says why each player is where they are; the final
standings stay until a choice is clicked or Alt+lettered (Space and Enter, the keys that throw
and continue, never start another game), and a key held down reads no result away."""

import re

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from tests.ui.driver import TableDriver
from tests.ui.helpers import open_window
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.ui.table.summaries import Summary

pytestmark = pytest.mark.gui

FOUR = [PlayerSpec(name) for name in ("Ann", "Bob", "Cleo", "Dan")]


def _played(rules, seed: int) -> Game:  # noqa: ANN001
    game = Game(rules, FOUR, seed=seed)
    while not game.over:
        game.throw() if game.can_throw() and game.throws == 0 else game.stop()
    return game


def test_the_421_ranking_says_who_pays_and_in_which_order_the_others_got_out(qapp):
    del qapp
    rules = preset_rules("421").with_options(manches_to_lose=1)
    game = next(game for game in (_played(rules, seed) for seed in range(60))
                if len(game.sauve_rounds()) >= 2)
    lines = Summary().standings_lines(game)
    assert len(lines) == 4
    assert not any("manche" in line or "token(s)" in line or "0 tokens" in line
                   for line in lines)  # one manche: no tally of zeros
    by_name = {line.split(" — ")[0].split(". ", 1)[1].strip("\u2068\u2069"): line
               for line in lines}
    loser = game.players[game.loser].name
    assert "holds every token and pays the tournée" in by_name[loser]
    assert lines[-1] == by_name[loser]
    rounds = []
    for line in lines[:-1]:
        found = re.search(r"sauvé in the décharge, round (\d+)", line)
        if found:
            rounds.append(int(found.group(1)))
        else:  # never in the décharge: ranked above everyone sauvé in it
            assert "no token after the charge" in line or "took no token" in line
            assert not rounds
    assert rounds == sorted(rounds) and sorted(rounds) == sorted(game.sauve_rounds().values())
    places = [int(line.split(".")[0]) for line in lines]
    assert places == sorted(places) and places[-1] == 4


def _to_game_over(qtbot, window) -> None:  # noqa: ANN001
    driver = TableDriver(window)
    driver.controller.skip_to_my_turn()
    while not driver.pacing.game_over_shown:  # computers only: continue past each result
        qtbot.waitUntil(lambda: driver.summary_showing() or driver.pacing.game_over_shown,
                        timeout=20000)
        driver.summary_panel.dismiss()  # the end of a game stays: dismiss never takes it away


def test_the_final_standings_stay_until_a_choice_is_clicked_or_alt_lettered(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game(preset_rules("421").with_options(tokens=3),
                    [PlayerSpec("Ann", "regular"), PlayerSpec("Bob", "regular")])
    _to_game_over(qtbot, window)
    game = driver.game
    assert game.over and driver.summary_panel.holds_choices()
    assert window.focusWidget() is driver.summary_panel.scroller  # on the standings, no choice
    buttons = [button for button, _ in driver.summary_panel.extra_buttons]
    assert not any(button.isDefault() or button.autoDefault() for button in buttons)
    keys = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
    for key in keys:  # still pressing the keys that throw and continue
        qtbot.keyClick(window, key)
        qtbot.keyClick(window.focusWidget(), key)
    for button in buttons:  # Tab brings the keyboard to a choice: still not Enter's
        button.setFocus()
        for key in keys:
            qtbot.keyClick(window, key)
            qtbot.keyClick(button, key)
    assert driver.game is game and driver.summary_panel.holds_choices()
    assert "&" in driver.summary_panel.extra_buttons[0][0].text()  # its key, shown on it
    qtbot.keyClick(window, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)  # Play &again
    qtbot.waitUntil(lambda: driver.game is not game)  # the button's click shows
    assert not driver.game.over
    window.close()


def test_at_the_end_of_a_game_the_heading_follows_a_language_switch(qtbot):
    """The heading repeats the panel's title: after a switch, in the new language too (it
    was read from the panel before the panel's own words were set again)."""
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game(preset_rules("421").with_options(tokens=3),
                    [PlayerSpec("Ann", "regular"), PlayerSpec("Josette", "regular")])
    _to_game_over(qtbot, window)
    english = driver.heading()
    assert english == driver.summary_panel.title.accessibleName() and "tournée" in english
    try:
        install_language("fr")
        qtbot.waitUntil(lambda: driver.summary_panel.title.accessibleName() != english)
        assert driver.heading() == driver.summary_panel.title.accessibleName()
        assert driver.summary_panel.extra_buttons[2][0].text() == "Anal&yser"  # not View's Alt+A
    finally:
        install_language("en")
    qtbot.waitUntil(lambda: driver.heading() == english)
    window.close()


def test_enter_held_down_stops_at_each_result(qtbot):
    """A key held down repeats: the repeats run through no result unread."""
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.new_game(preset_rules("zanzibar"), [PlayerSpec("Ann"), PlayerSpec("Bob", "regular")])
    controller = driver.controller
    while not driver.summary_showing():  # Ann throws once and stops; Bob plays
        qtbot.waitUntil(lambda: driver.summary_showing() or controller.human_may_act(),
                        timeout=20000)
        if not driver.summary_showing():
            qtbot.keyClick(window, Qt.Key.Key_Space if controller.can_throw()
                           and controller.game.throws == 0 else Qt.Key.Key_Return)
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Space):
        repeat = QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, "", True)
        QApplication.sendEvent(window.focusWidget(), repeat)
        assert driver.summary_showing()
    qtbot.keyClick(window, Qt.Key.Key_Return)  # pressed again: the player has read it
    assert not driver.summary_showing()
    window.close()


def test_with_two_manches_to_lose_the_ranking_gives_the_tally_first(qapp):
    del qapp
    game = _played(preset_rules("421"), 4)
    assert game.rules.manches_to_lose == 2
    for line, player in zip(Summary().standings_lines(game), game.standings, strict=True):
        lost = game.manches_lost[player]
        assert f"— {lost} manche" in line and " lost · " in line
