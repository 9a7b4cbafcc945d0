"""Game ▸ Statistics: the figures, a player's records and charts, the games list that opens
a game (and its review), exports, and a reset that asks first; a record beaten is
celebrated on the game-over panel."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tests.storage.test_records import played
from tests.ui.helpers import open_window
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.storage.record_feats import feats_of
from zanzibar_desktop.storage.records import open_records, records_file


def keep(*games: Game) -> None:
    records, _ = open_records(records_file())
    for game in games:
        records.store(game, started=0.0)
    records.close()


def test_the_figures_records_and_charts_of_each_player(qtbot):
    window = open_window(qtbot)
    window.ensure_ready()
    window.menus.statistics_action.trigger()  # nothing played yet
    dialog = window.statistics_dialog
    assert dialog.table.rowCount() == 0 and dialog.empty.isVisibleTo(dialog)
    dialog.close()
    races = [played("zanzibar", seed) for seed in range(3)]
    keep(*races, played("421", 1))
    window.menus.statistics_action.trigger()
    dialog = window.statistics_dialog
    table = dialog.table
    won = sum(game.winner == 0 for game in races)
    assert table.item(0, 0).text() == "Ann" and table.item(0, 2).text() == "4"
    assert table.item(0, 3).text().startswith(f"{won}/3 ")
    scopes = [table.item(row, 1).text() for row in range(table.rowCount())]
    assert scopes == ["all games", "against Expert", "421", "Zanzibar", "rules: 421 at the counter",
                      "rules: Zanzibar"]
    texts = " ".join(label.text() for label in dialog.records_tab.widget().findChildren(
        type(dialog.empty)))
    assert str(max(feats_of(game).seats[0].zanzis for game in races)) in texts
    dialog.player_tabs.setCurrentWidget(dialog.charts_page)  # drawn when first shown
    charts = dialog.charts
    assert charts is not None and charts.family.count() == 2
    assert "first throw" in charts.dice_title.text()
    assert "interval" in charts.verdict.text()
    dialog.close()
    window.close()


def test_a_kept_game_opens_in_the_window_and_in_its_review(qtbot):
    game = played("421", 2)
    keep(game)
    window = open_window(qtbot)
    window.ensure_ready()
    window.menus.statistics_action.trigger()
    dialog = window.statistics_dialog
    games = dialog.games
    assert games.model.rowCount() == 1 and "paid the tournée" in games.model.index(0, 3).data()
    games.review_button.click()
    qtbot.waitUntil(lambda: window.review_dialog is not None and window.review_dialog.isVisible())
    assert window.controller.game.state() == game.state()  # replayed to where it ended
    assert not dialog.isVisible()
    window.review_dialog.close()
    window.close()
    records, _ = open_records(records_file())
    assert records.count() == 1  # a finished game opened from the list is not kept twice
    records.close()


def test_exports_and_a_reset_that_asks_first(qtbot, tmp_path, monkeypatch):
    keep(played("zanzibar", 1), played("zanzibar", 2))
    window = open_window(qtbot)
    window.ensure_ready()
    window.menus.statistics_action.trigger()
    dialog = window.statistics_dialog
    dialog.tabs.setCurrentWidget(dialog.games)  # the list is read when its tab shows
    assert dialog.games.reset_button.isEnabled()
    target = tmp_path / "games.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(target), ""))
    dialog.games.export("games")
    assert target.read_bytes().decode("utf-8-sig").count("\n") == 3
    answers = iter([QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Reset])
    monkeypatch.setattr(QMessageBox, "exec", lambda box: next(answers))
    dialog.games.reset_button.click()  # cancelled: nothing forgotten
    assert dialog.games.model.rowCount() == 2
    dialog.games.reset_button.click()
    assert dialog.games.model.rowCount() == 0 and dialog.table.rowCount() == 0
    assert not dialog.games.reset_button.isEnabled()
    dialog.close()
    window.close()
    records, _ = open_records(records_file())
    assert records.count() == 0
    records.close()


def test_a_record_beaten_is_celebrated_at_the_end_of_the_game(qtbot):
    games = {seed: played("zanzibar", seed) for seed in range(8)}
    zanzis = {seed: feats_of(game).seats[0].zanzis for seed, game in games.items()}
    low = min(zanzis, key=zanzis.get)
    high = next(seed for seed in sorted(zanzis, key=zanzis.get, reverse=True)
                if games[seed].players and _last_actor(games[seed]) == 1)
    assert zanzis[high] > zanzis[low]
    keep(games[low])
    game = games[high]
    almost = Game(game.rules, game.players, seed=game.seed)
    for action in game.actions[:-1]:  # the computer plays the last move in the window
        almost.apply(action)
    install_language("en")  # its plural forms: "8 zanzis"
    window = open_window(qtbot)
    window.start_game(almost)
    for _ in range(5):  # the last round's result first, then the end of the game
        qtbot.waitUntil(window.summary.isVisible, timeout=20000)
        if window.pacing.game_over_shown:
            break
        qtbot.keyClick(window, Qt.Key.Key_Return)
    assert window.controller.game.over and window.pacing.game_over_shown
    assert (f"New record for Ann: {zanzis[high]} zanzis in one game."
            in window.summary.body.text())
    window.close()


def _last_actor(game: Game) -> int:
    replay = Game(game.rules, game.players, seed=game.seed)
    for action in game.actions[:-1]:
        replay.apply(action)
    return replay.current
