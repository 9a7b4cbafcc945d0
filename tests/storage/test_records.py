"""The record of every game played: SQLite, versioned, WAL, shared by two copies, a bad
database set aside, and the figures `zanzibar stats` prints."""

import json
import sqlite3

import pytest

from zanzibar_desktop.cli.main import main
from zanzibar_desktop.engine.ai.base import apply_decision
from zanzibar_desktop.engine.ai.levels import make_player
from zanzibar_desktop.engine.ai.view import table_view
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.tournament import play_seats, wilson_interval
from zanzibar_desktop.storage.record_feats import feats_of
from zanzibar_desktop.storage.records import SCHEMA_VERSION, open_records, with_records


def played(preset: str, seed: int, finish: bool = True) -> Game:
    specs = [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")]
    if finish:  # Ann's seat played as a Regular would
        return play_seats(preset_rules(preset), specs, seed)
    game = Game(preset_rules(preset), specs, seed=seed)
    players = [make_player("regular", seed, 0), make_player("expert", seed, 1)]
    while not game.over and len(game.actions) < 10:
        apply_decision(game, players[game.current].decide(table_view(game)))
    return game


@pytest.mark.core
def test_a_game_is_kept_whole_and_replays_from_what_is_stored(tmp_path):
    records, note = open_records(tmp_path / "games.sqlite")
    assert note is None
    game = played("zanzibar", 3)
    number = records.store(game, started=1000.0, ended=1600.0)
    row = records.connection.execute(
        "SELECT seconds, rules_json, seed, players, actions, finished, winner FROM games "
        "WHERE id = ?", (number,)).fetchone()
    assert row[0] == 600.0 and row[2] == game.seed and row[5] == 1 and row[6] == game.winner
    assert json.loads(row[3]) == [["Ann", None], ["Bob", "expert"]]
    from zanzibar_desktop.engine.game import Action
    from zanzibar_desktop.engine.rules import rules_from_json

    replay = Game(rules_from_json(row[1]), game.players, seed=row[2])
    for item in json.loads(row[4]):
        replay.apply(Action.from_list(item))
    assert replay.state() == game.state()  # enough to replay it
    throws = records.connection.execute("SELECT COUNT(*) FROM throws WHERE game = ?",
                                        (number,)).fetchone()[0]
    assert throws == sum(action.kind == "throw" for action in game.actions) == len(
        feats_of(game).throws)
    assert records.connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert records.connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    records.close()


@pytest.mark.core
def test_two_copies_write_to_the_same_database(tmp_path):
    first, _ = open_records(tmp_path / "games.sqlite")
    second, _ = open_records(tmp_path / "games.sqlite")
    first.store(played("zanzibar", 1), started=0.0)
    second.store(played("421", 2), started=0.0)
    assert first.count() == second.count() == 2
    first.close()
    second.close()


@pytest.mark.core
def test_a_bad_database_is_set_aside_and_a_fresh_one_started(tmp_path):
    path = tmp_path / "games.sqlite"
    path.write_bytes(b"not a database at all " * 100)
    records, note = open_records(path)
    assert note is not None and "games.sqlite.bad" in note.render()
    assert (tmp_path / "games.sqlite.bad").read_bytes().startswith(b"not a database")
    assert records.count() == 0
    records.close()


@pytest.mark.core
def test_stats_count_what_the_games_decide_with_their_interval(tmp_path, capsys):
    path = tmp_path / "games.sqlite"
    records, _ = open_records(path)
    races = [played("zanzibar", seed) for seed in range(4)]
    counters = [played("421", seed) for seed in range(3)]
    for game in races + counters:
        records.store(game, started=0.0)
    records.store(played("zanzibar", 9, finish=False), started=0.0)  # abandoned
    records.close()
    assert main(["stats", "--db", str(path), "--json"]) == 0
    ann = json.loads(capsys.readouterr().out)["players"][0]
    assert ann["name"] == "Ann" and ann["games"] == 8 and ann["abandoned"] == 1
    won = sum(game.winner == 0 for game in races)
    lost = sum(game.loser == 0 for game in counters)
    assert ann["wins"]["games"] == 4 and ann["wins"]["count"] == won
    assert ann["losses"]["games"] == 3 and ann["losses"]["count"] == lost
    assert ann["wins"]["interval"] == pytest.approx(list(wilson_interval(won, 4)))
    assert ann["by_level"]["expert"]["wins"]["games"] == 4  # the strongest at the table
    assert ann["by_family"]["zanzibar"]["wins"]["count"] == won  # per game family too
    assert ann["by_family"]["421"]["losses"]["games"] == 3
    assert ann["by_rules"]["421"]["losses"]["count"] == lost  # per rules preset too
    assert ann["records"]["421"]["tournees_paid"] == lost
    assert ann["records"]["421"]["manches_lost"] == sum(game.manches_lost[0] for game in counters)
    assert ann["records"]["zanzibar"]["games"] == 4
    assert main(["stats", "--db", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Ann" in out and f"tournées paid {lost}" in out
    assert "points races won in a row: best" in out


@pytest.mark.gui
def test_a_game_ending_in_the_window_is_recorded_and_a_replaced_one_kept_as_abandoned(qtbot):
    from tests.ui.helpers import open_window
    from zanzibar_desktop.storage.records import records_file

    window = open_window(qtbot)
    under_way = played("zanzibar", 4, finish=False)
    window.start_game(under_way)
    finished = played("zanzibar", 5)
    window.start_game(finished)  # opened from a file, finished: not played here, not kept
    window.new_game("zanzibar", [PlayerSpec("Ann"), PlayerSpec("Bob", "novice")])
    window.close()
    connection = sqlite3.connect(records_file())
    rows = connection.execute("SELECT finished, seed FROM games").fetchall()
    connection.close()
    assert rows == [(0, under_way.seed)]


@pytest.mark.core
def test_damage_met_while_working_sets_the_file_aside_and_works_again(tmp_path):
    path = tmp_path / "games.sqlite"
    records, _ = open_records(path)
    records.store(played("zanzibar", 1), started=0.0)
    records.close()
    tries = []

    def count(records) -> int:  # noqa: ANN001
        tries.append(1)
        if len(tries) == 1:
            raise sqlite3.DatabaseError("database disk image is malformed")
        return records.count()

    result, note = with_records(count, path=path)
    assert result == 0 and len(tries) == 2  # worked over again, on a fresh file
    assert note is not None and "games.sqlite.bad" in note.render()
    assert (tmp_path / "games.sqlite.bad").exists()  # the damaged one, set aside intact


@pytest.mark.core
def test_a_lock_is_not_damage(tmp_path):
    path = tmp_path / "games.sqlite"
    records, _ = open_records(path)
    records.store(played("zanzibar", 1), started=0.0)
    records.close()

    def locked(records) -> None:  # noqa: ANN001
        raise sqlite3.OperationalError("database is locked")

    with pytest.raises(sqlite3.OperationalError):
        with_records(locked, path=path)
    assert not (tmp_path / "games.sqlite.bad").exists()
    assert with_records(lambda records: records.count(), path=path) == (1, None)
