"""The end of a game: the 421 ranking says why each player is where they are, and Space (the
Throw key) never starts another game from the game-over panel."""

import re

import pytest
from PySide6.QtCore import Qt

from tests.ui.helpers import open_window
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
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


def test_the_game_over_panel_takes_no_key_at_first_and_never_space(qtbot):
    window = open_window(qtbot)
    window.new_game(preset_rules("421").with_options(tokens=3),
                    [PlayerSpec("Ann", "regular"), PlayerSpec("Bob", "regular")])
    window.controller.skip_to_my_turn()
    qtbot.waitUntil(lambda: window.summary.isVisible() or window.pacing.game_over_shown,
                    timeout=20000)
    for _ in range(200):  # computers only: continue past each round's result
        if window.pacing.game_over_shown:
            break
        if window.summary.isVisible() and window.summary.keys_ready:
            window.summary.dismiss()
        qtbot.wait(5)
    game = window.controller.game
    assert game.over and window.summary.holds_choices()
    qtbot.keyClick(window, Qt.Key.Key_Space)  # still pressing the Throw key
    qtbot.keyClick(window, Qt.Key.Key_Return)  # and Enter, in the same second
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Space)
    assert window.controller.game is game and window.summary.holds_choices()
    qtbot.waitUntil(lambda: window.summary.keys_ready, timeout=5000)
    qtbot.keyClick(window, Qt.Key.Key_Space)  # Space never presses Play again
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Space)
    assert window.controller.game is game
    qtbot.keyClick(window, Qt.Key.Key_Return)  # Enter, once the end is seen: Play again
    assert window.controller.game is not game and not window.controller.game.over
    window.close()


def test_with_two_manches_to_lose_the_ranking_gives_the_tally_first(qapp):
    del qapp
    game = _played(preset_rules("421"), 4)
    assert game.rules.manches_to_lose == 2
    for line, player in zip(Summary().standings_lines(game), game.standings, strict=True):
        lost = game.manches_lost[player]
        assert f"— {lost} manche" in line and " lost · " in line
