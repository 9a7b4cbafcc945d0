"""A first-version database is brought up to date in one transaction: every game kept, a
row that no longer replays kept too, and a step that fails leaves the file as it was."""

import sqlite3

import pytest

from tests.storage.test_records import played
from zanzibar_desktop.storage import records as records_module
from zanzibar_desktop.storage.record_bests import player_bests
from zanzibar_desktop.storage.record_stats import player_figures
from zanzibar_desktop.storage.records import MIGRATIONS, SCHEMA_VERSION, open_records

pytestmark = pytest.mark.core

V1_COLUMNS = ("started, ended, seconds, rules_name, rules_json, family, seed, players, actions, "
              "finished, winner, loser, places")


def version_one(path, games) -> None:  # noqa: ANN001
    """A database as version 1 wrote it: games and their throws, nothing more."""
    scratch, _ = open_records(path.with_name("scratch.sqlite"))
    numbers = [scratch.store(game, started=100.0, ended=700.0) for game in games]
    old = sqlite3.connect(path)
    for statement in MIGRATIONS[1]:
        old.execute(statement)
    for number in numbers:
        row = scratch.connection.execute(f"SELECT {V1_COLUMNS} FROM games WHERE id = ?",
                                         (number,)).fetchone()
        game_id = old.execute(f"INSERT INTO games ({V1_COLUMNS}) VALUES "
                              f"({', '.join('?' * 13)})", row).lastrowid
        old.executemany("INSERT INTO throws VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", [
            (game_id, *throw[1:]) for throw in scratch.connection.execute(
                "SELECT * FROM throws WHERE game = ?", (number,))])
    old.execute("PRAGMA user_version = 1")
    old.commit()
    old.close()
    scratch.close()


def test_every_game_and_its_feats_come_through(tmp_path):
    games = [played("zanzibar", 1), played("421", 2)]
    reference, _ = open_records(tmp_path / "reference.sqlite")
    for game in games:
        reference.store(game, started=100.0, ended=700.0)
    path = tmp_path / "games.sqlite"
    version_one(path, games)
    records, note = open_records(path)
    assert note is None
    assert records.connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert player_bests(records) == player_bests(reference)
    assert player_figures(records) == player_figures(reference)  # levels, tokens, streaks
    assert records.connection.execute("SELECT COUNT(*) FROM throws").fetchone()[0] == (
        reference.connection.execute("SELECT COUNT(*) FROM throws").fetchone()[0])
    seats = "SELECT name, level, first_hands FROM seats ORDER BY game, seat"
    assert (records.connection.execute(seats).fetchall()
            == reference.connection.execute(seats).fetchall())
    records.close()
    reference.close()


def test_a_row_that_no_longer_replays_keeps_its_seats(tmp_path):
    path = tmp_path / "games.sqlite"
    version_one(path, [played("zanzibar", 1), played("zanzibar", 2)])
    old = sqlite3.connect(path)
    old.execute("UPDATE games SET actions = '[[\"hold\", 7, true]]' WHERE id = 2")  # edited
    old.commit()
    old.close()
    records, _ = open_records(path)
    assert records.count() == 2
    assert records.connection.execute(
        "SELECT name, zanzis FROM seats WHERE game = 2 ORDER BY seat").fetchall() == [
        ("Ann", 0), ("Bob", 0)]
    assert player_figures(records)[0].games == 2
    records.close()


def test_a_step_that_fails_leaves_the_first_version_intact(tmp_path, monkeypatch):
    path = tmp_path / "games.sqlite"
    version_one(path, [played("zanzibar", 1)])

    def fails(connection) -> None:  # noqa: ANN001
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setitem(records_module.MIGRATIONS, 2, (*MIGRATIONS[2], fails))
    with pytest.raises(sqlite3.OperationalError):
        open_records(path)
    old = sqlite3.connect(path)
    assert old.execute("PRAGMA user_version").fetchone()[0] == 1
    columns = [row[1] for row in old.execute("PRAGMA table_info(games)")]
    assert "manches" not in columns  # the schema change went back too
    assert old.execute("SELECT name FROM sqlite_master WHERE name = 'seats'").fetchone() is None
    old.close()
    monkeypatch.undo()
    records, _ = open_records(path)  # and it migrates cleanly afterwards
    assert records.connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    records.close()
