"""Names and damage in what the window shows of the records (issue 22, points 7 and 12):
names are plain text in the Statistics ▸ Games tooltips and isolated from the sentence
around them wherever the table and the dialogs name a player; damage found in the records
while the Statistics window reads them sets the file aside, intact, for a fresh one."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QWidget

from tests.storage.test_records_damage import MARK, garbled, malformed, many_games
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.table import snapshot
from zanzibar_desktop.engine.text import FIRST_STRONG_ISOLATE as FSI
from zanzibar_desktop.engine.text import POP_DIRECTIONAL_ISOLATE as PDI
from zanzibar_desktop.engine.tournament import play_seats
from zanzibar_desktop.storage.records import open_records, records_file
from zanzibar_desktop.ui.dialogs.statistics_dialog import open_statistics
from zanzibar_desktop.ui.dialogs.statistics_games import PLAYERS, RESULT, GamesTab
from zanzibar_desktop.ui.table.banner import banner_text
from zanzibar_desktop.ui.table.hand_to_beat import beat_lines
from zanzibar_desktop.ui.table.seat_texts import seat_sentence
from zanzibar_desktop.ui.table.summaries import Summary

pytestmark = pytest.mark.gui

BOLD, IMAGE = "<b>X</b>", "<img src=x>"
REVERSED = "\u202eAnn"  # RIGHT-TO-LEFT OVERRIDE: would turn the rest of its line around


def finished(*names: str, preset: str = "zanzibar", seed: int = 3) -> Game:
    return play_seats(preset_rules(preset), [PlayerSpec(names[0]), *(
        PlayerSpec(name, "expert") for name in names[1:])], seed)


def test_names_in_the_games_tooltips_are_plain_text(qtbot, tmp_path):
    records, _ = open_records(tmp_path / "games.sqlite")
    game = finished(BOLD, IMAGE)
    records.store(game, started=0.0)
    tab = GamesTab(records)
    qtbot.addWidget(tab)
    model = tab.model
    for column, words in ((PLAYERS, f"{BOLD}, {IMAGE}"),
                          (RESULT, BOLD if game.winner == 0 else IMAGE)):
        tooltip = model.index(0, column).data(Qt.ItemDataRole.ToolTipRole)
        document = QTextDocument()
        document.setHtml(tooltip)  # what Qt does with a tooltip that looks like markup
        shown = document.toPlainText().replace(FSI, "").replace(PDI, "")
        assert words in shown, tooltip
        assert "<img" not in tooltip and "<b>" not in tooltip
    tab.close()
    records.close()


def test_a_name_is_isolated_wherever_the_table_puts_it_in_a_line():
    game = finished(REVERSED, "Bob", preset="421", seed=5)
    shown_name = f"{FSI}{REVERSED}{PDI}"
    summary = Summary()
    standings = summary.standings_lines(game)
    line = next(line for line in standings if REVERSED in line)
    assert line.startswith(f"{game.places[0]}. {shown_name} — ")
    assert shown_name in summary.game_over_headline(game) or game.loser != 0
    for result in game.history:
        for line in summary.round_lines(game, result) + summary.manche_lines(game.players, result):
            assert REVERSED not in line.replace(shown_name, "")  # every mention isolated
    under_way = Game(preset_rules("421"), [PlayerSpec(REVERSED), PlayerSpec("Bob", "novice")],
                     seed=2)
    table = snapshot(under_way)
    for text in (seat_sentence(table.seats[0], table), banner_text("421", table),
                 *(label for label, _ in beat_lines(table))):
        assert REVERSED not in text.replace(shown_name, ""), text


def test_a_name_is_isolated_in_the_games_list(qtbot, tmp_path):
    records, _ = open_records(tmp_path / "games.sqlite")
    game = finished(REVERSED, "Bob")
    records.store(game, started=0.0)
    tab = GamesTab(records)
    qtbot.addWidget(tab)
    players = tab.model.index(0, PLAYERS).data()
    assert players == f"{FSI}{REVERSED}{PDI}, {FSI}Bob{PDI}"
    result = tab.model.index(0, RESULT).data()
    assert result.startswith(FSI) and PDI in result
    tab.close()
    records.close()


def garbled_list(path) -> bytes:  # noqa: ANN001
    """Only the players of the games list garbled (not UTF-8): the window opens (the figures
    never read them), and meets the damage when its Games tab is first shown."""
    data = path.read_bytes()
    players = f'[["{MARK}", null]'.encode()
    assert data.count(players) == 3
    data = data.replace(players, b'[["\xff\xfe\xfd\xfc", null]')
    path.write_bytes(data)
    return data


@pytest.mark.parametrize("damage", [malformed, garbled, garbled_list])
def test_damage_found_by_the_statistics_window_sets_the_records_aside(qtbot, damage):
    path = records_file()
    path.parent.mkdir(parents=True)
    many_games(path)
    damaged = damage(path)
    parent = QWidget()
    qtbot.addWidget(parent)
    said = []
    dialog = open_statistics(parent, lambda text: said.append(text()))
    assert dialog is not None  # it opens, over a fresh record if the damage shows at once
    assert damage is not garbled_list or (said == [] and dialog.table.rowCount() > 0)
    dialog.tabs.setCurrentWidget(dialog.games)  # the list is read when first shown
    dialog.player_tabs.setCurrentWidget(dialog.charts_page)
    assert dialog.games.model.rowCount() == 0
    assert len(said) == 1 and "games.sqlite.bad" in said[0], said
    assert (path.parent / "games.sqlite.bad").read_bytes() == damaged  # intact
    assert dialog.records.count() == 0
    dialog.close()
    with open_records(path)[0].connection as fresh:
        assert fresh.execute("SELECT COUNT(*) FROM games").fetchone() == (0,)
