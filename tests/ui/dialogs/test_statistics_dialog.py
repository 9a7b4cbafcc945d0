"""Game ▸ Statistics: the figures, a player's records and charts, the games list that opens
a game (and its review), exports, and a reset that asks first; a record beaten is
celebrated on the game-over panel."""

import gc
import sqlite3

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QMessageBox

from tests.storage.test_records import played
from tests.ui.driver import TableDriver
from tests.ui.helpers import open_window
from zanzibar_desktop.engine.ai.base import apply_decision
from zanzibar_desktop.engine.ai.levels import make_player
from zanzibar_desktop.engine.ai.view import table_view
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.storage.record_feats import feats_of
from zanzibar_desktop.storage.records import open_records, records_file
from zanzibar_desktop.ui.dialogs.statistics_games import RESULT
from zanzibar_desktop.ui.texts import isolated

pytestmark = pytest.mark.gui

expert = make_player("expert", 0, 0)  # plays any seat to the end, for the tests


def keep(*games: Game) -> None:
    records, _ = open_records(records_file())
    for game in games:
        records.store(game, started=0.0)
    records.close()


def test_the_figures_records_and_charts_of_each_player(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.ensure_ready()
    dialog = driver.open_statistics()  # nothing played yet
    assert dialog.table.rowCount() == 0 and dialog.empty.isVisibleTo(dialog)
    dialog.close()
    races = [played("zanzibar", seed) for seed in range(3)]
    keep(*races, played("421", 1))
    dialog = driver.open_statistics()
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


def test_a_kept_game_opens_its_review_in_a_window_of_its_own_leaving_the_table(qtbot):
    game = played("421", 2)
    keep(game)
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.start_game(Game(preset_rules("zanzibar"), [PlayerSpec("Ann"), PlayerSpec("Bob")],
                           seed=3))
    driver.throw()  # a game in progress, with a move of Ann's
    on_table = driver.game
    dialog = driver.open_statistics()
    games = dialog.games
    assert games.model.rowCount() == 1 and "paid the tournée" in games.model.index(0, RESULT).data()
    games.review_button.click()  # no question: nothing leaves the table
    qtbot.waitUntil(lambda: bool(driver.records.reviews) and driver.records.reviews[0].isVisible())
    review = driver.records.reviews[0]
    assert review.isWindow() and review.game.state() == game.state()  # replayed to its end
    # judged as the records' own review and the coach: in the partie's terms, its solution
    # shipped with the game (it judged in tokens, the coach and Practice in the partie)
    assert review.partie and {d.verdict.terms for d in review.review.decisions} == {"partie"}
    assert driver.game is on_table and len(on_table.actions) == 1
    review.close()
    assert not driver.records.reviews
    dialog.close()
    window.close()
    records, _ = open_records(records_file())
    assert records.count() == 1  # the game on the table was not replaced: nothing abandoned
    records.close()


def test_a_review_opened_from_statistics_takes_keys_and_clicks_and_closes(qtbot):
    """The review sits over the modal Statistics window, not under it: keys and clicks
    reach it through the window system (where a modal window blocks the others), Escape
    and its Close close it, and Statistics' Close works after."""
    keep(played("421", 2))
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.ensure_ready()
    dialog = driver.open_statistics()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.tabs.setCurrentWidget(dialog.games)  # its list is read when first shown
    qtbot.waitUntil(dialog.games.review_button.isEnabled)

    def open_review():  # noqa: ANN202
        dialog.games.review_button.click()
        qtbot.waitUntil(lambda: bool(driver.records.reviews)
                        and driver.records.reviews[-1].isActiveWindow())
        return driver.records.reviews[-1]

    def click(widget) -> None:  # noqa: ANN001 - a click as the window system delivers it
        point = widget.mapTo(widget.window(), widget.rect().center())
        QTest.mouseClick(widget.window().windowHandle(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, point)

    review = open_review()
    QTest.keyClick(review.windowHandle(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not driver.records.reviews)  # closed, and deleted
    review = open_review()
    click(review.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close))
    qtbot.waitUntil(lambda: not driver.records.reviews)  # closed, and deleted
    click(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close))
    qtbot.waitUntil(lambda: not dialog.isVisible())
    window.close()


def test_a_kept_game_opened_from_the_list_takes_the_table(qtbot):
    game = played("421", 2)
    keep(game)
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.ensure_ready()
    dialog = driver.open_statistics()
    dialog.tabs.setCurrentWidget(dialog.games)  # the list is read when its tab shows
    dialog.games.open_button.click()
    assert driver.game.state() == game.state()  # replayed to where it ended
    assert not dialog.isVisible()
    window.close()
    records, _ = open_records(records_file())
    assert records.count() == 1  # a finished game opened from the list is not kept twice
    records.close()


def test_exports_and_a_reset_that_asks_first(qtbot, tmp_path, monkeypatch):
    keep(played("zanzibar", 1), played("zanzibar", 2))
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.ensure_ready()
    dialog = driver.open_statistics()
    dialog.tabs.setCurrentWidget(dialog.games)  # the list is read when its tab shows
    assert dialog.games.reset_button.isEnabled()
    target = tmp_path / "games.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(target), ""))
    with qtbot.waitSignal(dialog.games.export_ended, timeout=10000):
        dialog.games.export("games")  # on a thread of its own
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
                if _last_actor(games[seed]) == 1)  # the computer makes the last move
    assert zanzis[high] > zanzis[low]
    keep(games[low])
    game = games[high]
    almost = Game(game.rules, game.players, seed=game.seed)
    for action in game.actions[:-1]:  # the computer plays the last move in the window
        almost.apply(action)
    install_language("en")  # its plural forms: "8 zanzis"
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.start_game(almost)
    for _ in range(5):  # the last round's result first, then the end of the game
        qtbot.waitUntil(driver.summary_showing, timeout=20000)
        if driver.pacing.game_over_shown:
            break
        qtbot.keyClick(window, Qt.Key.Key_Return)
    assert driver.game.over and driver.pacing.game_over_shown
    assert (f"New record for {isolated('Ann')}: {zanzis[high]} zanzis in one game."
            in driver.summary_panel.body.accessibleName())
    window.close()


def _last_actor(game: Game) -> int:
    replay = Game(game.rules, game.players, seed=game.seed)
    for action in game.actions[:-1]:
        replay.apply(action)
    return replay.current


def test_every_game_played_in_turn_is_kept(qtbot):
    """Games are told apart by themselves, not by an id Python gives again once freed."""
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.ensure_ready()
    for seed in range(20):
        game = played("zanzibar", seed, finish=False)
        driver.session.records.seated(game)
        while not game.over:  # played out by the engine: the window only keeps it
            apply_decision(game, expert.decide(table_view(game)))
        driver.session.records.finished(game)
        del game
        gc.collect()
    window.close()
    records, _ = open_records(records_file())
    assert records.count() == 20
    records.close()


def test_an_abandoned_game_opened_and_finished_keeps_its_date_and_time(qtbot):
    under_way = played("421", 3, finish=False)
    records, _ = open_records(records_file())
    number = records.store(under_way, started=1000.0, ended=1600.0)
    records.close()
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.ensure_ready()
    dialog = driver.open_statistics()
    dialog.tabs.setCurrentWidget(dialog.games)
    dialog.games.open_button.click()  # opened from the list, then left without a move
    game = driver.game
    assert game.state() == under_way.state()
    window.new_game("zanzibar", [PlayerSpec("Ann"), PlayerSpec("Bob", "novice")])
    records, _ = open_records(records_file())
    assert records.connection.execute("SELECT id, started, seconds FROM games").fetchall() == [
        (number, 1000.0, 600.0)]  # unchanged
    records.close()
    # Opened again, and this time played to its end.
    window.start_game(game, saved_moves=len(game.actions), from_record=number)
    while not game.over:
        apply_decision(game, expert.decide(table_view(game)))
    driver.session.records.finished(game)
    window.close()
    records, _ = open_records(records_file())
    rows = records.connection.execute("SELECT started, seconds, finished FROM games").fetchall()
    assert len(rows) == 1 and rows[0][0] == 1000.0 and rows[0][1] >= 600.0 and rows[0][2] == 1
    records.close()


def test_a_damaged_record_found_while_reading_is_set_aside(qtbot, monkeypatch):
    keep(played("zanzibar", 1))
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.ensure_ready()
    calls = []

    def damaged_once(records):  # noqa: ANN001, ANN202
        calls.append(1)
        if len(calls) == 1:
            raise sqlite3.DatabaseError("database disk image is malformed")
        return real(records)

    from zanzibar_desktop.ui.dialogs import statistics_dialog

    real = statistics_dialog.player_figures
    monkeypatch.setattr(statistics_dialog, "player_figures", damaged_once)
    dialog = driver.open_statistics()
    assert dialog.isVisible() and dialog.table.rowCount() == 0  # a fresh record
    assert "games.sqlite.bad" in driver.message()
    assert (records_file().parent / "games.sqlite.bad").exists()  # set aside, intact
    dialog.close()
    window.close()


def test_a_reset_refused_by_a_lock_forgets_nothing(qtbot, monkeypatch):
    keep(played("zanzibar", 1))
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.ensure_ready()
    driver.action("statistics").trigger()
    games = driver.statistics_window.games
    driver.statistics_window.tabs.setCurrentWidget(games)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Reset)
    warned = []
    monkeypatch.setattr("zanzibar_desktop.ui.dialogs.statistics_games.warn",
                        lambda parent, title, text: warned.append(text))

    def locked() -> None:
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(games.records, "clear", locked)
    games.reset_button.click()
    assert warned and "Nothing was forgotten" in warned[0]
    assert games.model.rowCount() == 1
    driver.statistics_window.close()
    window.close()
