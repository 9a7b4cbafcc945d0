"""``zanzibar simulate``: what each game decides, its log and its saved games."""

import json

import pytest

from zanzibar_desktop.cli.main import main
from zanzibar_desktop.engine.game_log import dumps_line, loads_line
from zanzibar_desktop.engine.tournament import SEED_STRIDE
from zanzibar_desktop.storage.saves import read_game

pytestmark = pytest.mark.core

pytestmark = pytest.mark.core

TOKENS_421 = ("--rules", "421", "--players", "expert,regular,regular,novice")
POINTS_RACE = ("--rules", "zanzibar-kids", "--players", "regular,novice,random")


def simulate(capsys, *args):
    assert main(["simulate", *args]) == 0
    return capsys.readouterr().out


def simulate_json(capsys, *args):
    return json.loads(simulate(capsys, *args, "--json"))


def refused(capsys, *args):
    assert main(["simulate", *args]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and len(captured.err.strip().splitlines()) == 1
    return captured.err


def test_a_token_game_counts_losses(capsys):
    result = simulate_json(capsys, *TOKENS_421, "--games", "12", "--seed", "5")
    assert result["counts"] == "losses" and result["games"] == 12
    seats = result["seats"]
    assert [seat["seat"] for seat in seats] == [0, 1, 2, 3]
    assert [seat["player"] for seat in seats] == ["expert", "regular", "regular", "novice"]
    assert sum(seat["losses"] for seat in seats) == 12
    for seat in seats:
        assert list(seat) == ["seat", "player", "losses", "rate", "ci95"]
        assert seat["rate"] == seat["losses"] / 12
        low, high = seat["ci95"]
        assert 0 <= low <= seat["rate"] <= high <= 1


def test_a_points_race_counts_wins(capsys):
    result = simulate_json(capsys, *POINTS_RACE, "--games", "10", "--seed", "5")
    assert result["counts"] == "wins"
    assert sum(seat["wins"] for seat in result["seats"]) == 10
    for seat in result["seats"]:
        assert list(seat) == ["seat", "player", "wins", "rate", "ci95"]


def test_the_text_says_what_it_counts(capsys):
    out = simulate(capsys, *TOKENS_421, "--games", "4", "--seed", "1")
    assert "losses (tournées paid)" in out.splitlines()[0]
    rows = [line.split() for line in out.splitlines() if line.startswith("  seat ")]
    assert [row[:4] for row in rows] == [["seat", "1", "Expert", "losses"],
                                         ["seat", "2", "Regular", "losses"],
                                         ["seat", "3", "Regular", "losses"],
                                         ["seat", "4", "Novice", "losses"]]
    out = simulate(capsys, *POINTS_RACE, "--games", "3", "--seed", "1")
    assert "counting wins" in out.splitlines()[0] and "losses" not in out
    rows = [line.split() for line in out.splitlines() if line.startswith("  seat ")]
    assert [row[3] for row in rows] == ["wins"] * 3


def test_the_log_is_one_line_a_game_and_the_same_every_time(capsys, tmp_path):
    first, second = tmp_path / "first.jsonl", tmp_path / "second.jsonl"
    args = (*TOKENS_421, "--games", "5", "--seed", "3", "--json")
    counted = simulate_json(capsys, *args, "--log", str(first))
    simulate_json(capsys, *args, "--log", str(second))
    assert first.read_bytes() == second.read_bytes()
    text = first.read_text(encoding="utf-8")
    assert text.endswith("\n")
    lines = text.splitlines()
    assert len(lines) == 5
    records = [loads_line(line) for line in lines]
    assert [dumps_line(record) for record in records] == lines
    assert [record["seed"] for record in records] == [3 * SEED_STRIDE + g for g in range(5)]
    assert all(record["players"] == ["expert", "regular", "regular", "novice"]
               for record in records)
    losses = [0] * 4
    for record in records:
        assert record["winner"] is None
        losses[record["loser"]] += 1
    assert losses == [seat["losses"] for seat in counted["seats"]]
    assert sorted(path.name for path in tmp_path.iterdir()) == ["first.jsonl", "second.jsonl"]


def test_saved_games_open_over_with_the_same_outcome(capsys, tmp_path):
    folder, log = tmp_path / "new" / "games", tmp_path / "games.jsonl"
    for rules_args in (TOKENS_421, POINTS_RACE):
        simulate(capsys, *rules_args, "--games", "3", "--seed", "2", "--log", str(log),
                 "--save-games", str(folder))
        records = [loads_line(line) for line in log.read_text(encoding="utf-8").splitlines()]
        names = sorted(path.name for path in folder.iterdir())
        assert names == ["game-0001.zanzibar", "game-0002.zanzibar", "game-0003.zanzibar"]
        for name, record in zip(names, records, strict=True):
            game = read_game(folder / name)
            assert game.over and game.state()["over"]
            assert (game.winner, game.loser) == (record["winner"], record["loser"])
            assert game.seed == record["seed"]
            assert json.loads(game.rules.to_json()) == record["rules"]


def test_save_games_refuses_a_file(capsys, tmp_path):
    taken = tmp_path / "taken"
    taken.write_text("not a folder")
    error = refused(capsys, *TOKENS_421, "--games", "2", "--seed", "1",
                    "--save-games", str(taken))
    assert "--save-games" in error and "not a folder" in error
    assert taken.read_text() == "not a folder"


@pytest.mark.parametrize("where", ["folder", "missing folder"])
def test_a_log_that_cannot_be_written_is_one_error_line(capsys, tmp_path, where):
    target = tmp_path if where == "folder" else tmp_path / "missing" / "games.jsonl"
    error = refused(capsys, *TOKENS_421, "--games", "2", "--seed", "1", "--log", str(target))
    assert "--log" in error
    assert list(tmp_path.iterdir()) == []
