"""CSV export of the games and of every throw; names stay text, never formulas."""

import csv
import io

from tests.storage.test_records import played
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.storage.records import open_records
from zanzibar_desktop.storage.records_export import (
    GAME_COLUMNS,
    THROW_COLUMNS,
    export_csv,
    games_csv,
)


def read(path) -> list[list[str]]:  # noqa: ANN001
    return list(csv.reader(io.StringIO(path.read_bytes().decode("utf-8-sig"))))


def test_games_and_throws_export_as_csv(tmp_path):
    records, _ = open_records(tmp_path / "games.sqlite")
    game = played("421", 1)
    records.store(game, started=100.0, ended=160.0)
    records.store(played("zanzibar", 2, finish=False), started=0.0)
    export_csv(records, str(tmp_path / "games.csv"), "games")
    export_csv(records, str(tmp_path / "throws.csv"), "throws")
    games = read(tmp_path / "games.csv")
    assert games[0] == list(GAME_COLUMNS) and len(games) == 3
    first = dict(zip(GAME_COLUMNS, games[1], strict=True))
    assert first["seconds"] == "60" and first["players"] == "Ann (human); Bob (expert)"
    assert first["loser"] == game.players[game.loser].name and games[2][6] == "abandoned"
    throws = read(tmp_path / "throws.csv")
    assert throws[0] == list(THROW_COLUMNS)
    assert len(throws) - 1 == records.connection.execute(
        "SELECT COUNT(*) FROM throws").fetchone()[0]
    assert {row[-1] for row in throws[1:]} <= {"421", "fiche", "baraque", "tierce", "nenette",
                                               "plain", "zanzi", "straight", "simple"}
    records.close()


def test_a_name_that_looks_like_a_formula_stays_text(tmp_path):
    records, _ = open_records(tmp_path / "games.sqlite")
    game = played("zanzibar", 3)
    named = Game(game.rules, [PlayerSpec("=HYPERLINK(\"x\")"), game.players[1]], seed=game.seed)
    for action in game.actions:
        named.apply(action)
    records.store(named, started=0.0)
    row = list(csv.reader(io.StringIO(games_csv(records).decode("utf-8-sig"))))[1]
    assert row[5].startswith("'=HYPERLINK")
    records.close()
