"""CSV export of the games and of every throw; names stay text, never formulas."""

import csv
import io

import pytest

from tests.storage.test_records import played
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.storage import records_export
from zanzibar_desktop.storage.records import open_records
from zanzibar_desktop.storage.records_export import (
    GAME_COLUMNS,
    THROW_COLUMNS,
    ExportCancelledError,
    export_csv,
)

pytestmark = pytest.mark.core


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
    export_csv(records, str(tmp_path / "games.csv"), "games")
    row = read(tmp_path / "games.csv")[1]
    assert row[5].startswith("'=HYPERLINK")
    records.close()


def test_an_export_reports_its_progress_and_a_cancelled_one_writes_nothing(tmp_path,
                                                                          monkeypatch):
    records, _ = open_records(tmp_path / "games.sqlite")
    for seed in range(1, 4):
        records.store(played("421", seed), started=0.0)
    total = records.connection.execute("SELECT COUNT(*) FROM throws").fetchone()[0]
    monkeypatch.setattr(records_export, "STEP", 100)  # a report every 100 rows here
    assert total > 100
    reports = []
    export_csv(records, str(tmp_path / "throws.csv"), "throws",
               lambda done, of: reports.append((done, of)) or True)
    assert reports[0] == (100, total) and len(reports) == total // 100
    assert len(read(tmp_path / "throws.csv")) == total + 1
    (tmp_path / "throws.csv").write_text("kept as it was")
    with pytest.raises(ExportCancelledError):
        export_csv(records, str(tmp_path / "throws.csv"), "throws", lambda done, of: False)
    assert (tmp_path / "throws.csv").read_text() == "kept as it was"
    assert [path.name for path in tmp_path.iterdir() if path.suffix == ".tmp"] == []
    records.close()
