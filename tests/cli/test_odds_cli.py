"""``zanzibar odds`` and ``zanzibar simulate`` from the command line."""

import json

import pytest

from zanzibar_desktop.cli.main import main


def run_json(capsys, *args):
    assert main(list(args)) == 0
    return json.loads(capsys.readouterr().out)


def test_odds_options_best_first(capsys):
    result = run_json(capsys, "odds", "--rules", "zanzibar", "--dice", "6-6-2", "--throws-used",
                      "1", "--beat", "5-5-5", "--beat-throws", "2", "--json")
    options = result["options"]
    assert options[0]["keep"] == [6, 6]
    assert options[0]["take"] == pytest.approx(11 / 36)
    assert [6, 6, 2] in [option["keep"] for option in options]  # stopping is listed
    for option in options:
        assert option["win"] + option["tie"] + option["lose"] == pytest.approx(1)
        assert option["take"] == pytest.approx(option["win"] + option["tie"] / 2)
    takes = [option["take"] for option in options]
    assert all(a >= b - 1e-12 for a, b in zip(takes, takes[1:], strict=False))


def test_odds_table_and_duel(capsys):
    table = run_json(capsys, "odds", "--rules", "zanzibar", "--table", "--json")
    fractions = [row["fraction"] for row in table["rows"]]
    assert fractions[:3] == ["1/216", "1/36", "35/36"]
    assert any(abs(row["probability"] - 0.2070) < 5e-5 for row in table["rows"])
    duel = run_json(capsys, "odds", "--rules", "421", "--duel", "--json")
    assert 0 < duel["opener_take"] < 1 and len(duel["policy"]) == 56 * 3


def test_simulate_json_is_reproducible(capsys):
    args = ("simulate", "--rules", "421-boite", "--players", "expert,novice", "--games", "40",
            "--seed", "9", "--json")
    first = run_json(capsys, *args)
    second = run_json(capsys, *args)
    assert first["games"] == 40
    assert [seat["player"] for seat in first["seats"]] == ["expert", "novice"]
    assert sum(seat["wins"] for seat in first["seats"]) == 40
    for seat in first["seats"]:
        low, high = seat["ci95"]
        assert low <= seat["win_rate"] <= high
    first.pop("games_per_second"), second.pop("games_per_second")
    assert first == second


@pytest.mark.parametrize("args", [
    ["odds", "--rules", "nope", "--table"],
    ["odds", "--rules", "zanzibar", "--dice", "7-1-1", "--beat", "5-5-5"],
    ["odds", "--rules", "zanzibar", "--dice", "6-6", "--beat", "5-5-5"],
    ["odds", "--rules", "zanzibar", "--dice", "6-6-2", "--beat", "5-5-5", "--limit", "4"],
    ["odds", "--rules", "zanzibar", "--dice", "6-6-2", "--beat", "5-5-5", "--throws-used", "0"],
    ["odds", "--rules", "zanzibar", "--dice", "6-6-2"],
    ["simulate", "--rules", "421", "--players", "expert,wizard", "--games", "5", "--seed", "1"],
    ["simulate", "--rules", "421", "--players", "expert", "--games", "5", "--seed", "1"],
    ["simulate", "--rules", "421", "--players", "expert,novice", "--games", "0", "--seed", "1"],
])
def test_bad_arguments_give_one_line_and_status_2(capsys, args):
    assert main(args) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and len(captured.err.strip().splitlines()) == 1
