"""The ``zanzibar`` command, called in this process: rules files, the hand chart, and one-line
errors with status 2 (tests/cli/test_cli_errors.py runs the real command)."""

import json

import pytest

from zanzibar_desktop.cli import hands_command
from zanzibar_desktop.cli.main import main
from zanzibar_desktop.engine.presets import preset_rules

pytestmark = pytest.mark.core

RED = "\x1b[31m"


def run(capsys, *args):
    status = main(list(args))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_hands_json_for_421(capsys):
    status, out, _ = run(capsys, "hands", "--rules", "421", "--json")
    rows = json.loads(out)
    assert status == 0 and len(rows) == 56
    assert rows[0] == {"dice": [4, 2, 1], "rank": 1, "value": 8, "name": "421",
                       "category": "421", "probability": "1/36"}
    assert rows[-1]["dice"] == [2, 2, 1] and rows[-1]["rank"] == 56
    assert rows[1]["dice"] == [1, 1, 1] and rows[1]["probability"] == "1/216"


def test_hands_json_for_zanzibar_shares_ranks_between_equal_hands(capsys):
    _, out, _ = run(capsys, "hands", "--rules", "zanzibar", "--json")
    rows = json.loads(out)
    assert rows[0]["dice"] == [1, 1, 1] and rows[0]["value"] == 100
    seventeen = [row for row in rows if row["value"] == 17 and row["rank"] > 6]
    assert {tuple(row["dice"]) for row in seventeen} >= {(6, 6, 5), (5, 2, 1)}
    assert len({row["rank"] for row in seventeen}) == 1
    ranks = [row["rank"] for row in rows]
    assert ranks == sorted(ranks) and set(ranks) == set(range(1, max(ranks) + 1))
    for row in rows:
        assert row["dice"] == sorted(row["dice"], reverse=True)


def test_hands_table_is_readable(capsys):
    status, out, _ = run(capsys, "hands", "--rules", "421-boite")
    assert status == 0
    assert "Nénette" in out and "421" in out.splitlines()[1]


def test_rules_prints_a_preset_that_checks_back(capsys, tmp_path):
    status, out, _ = run(capsys, "rules", "421-boite")
    assert status == 0
    path = tmp_path / "boite.json"
    path.write_text(out)
    assert run(capsys, "rules", "--check", str(path))[0] == 0
    assert run(capsys, "hands", "--rules", str(path), "--json")[0] == 0


@pytest.mark.parametrize("args", [
    ["hands", "--rules", "yahtzee"],
    ["hands"],
    ["rules", "nothing"],
    ["frobnicate"],
])
def test_bad_arguments_give_one_line_and_status_2(capsys, args):
    status, out, err = run(capsys, *args)
    assert status == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and err.startswith("zanzibar: error:")


def test_bad_rules_files_give_one_line_and_status_2(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(preset_rules("421").to_json().replace('"scoring": "tokens"',
                                                         '"scoring": "hand-value"'))
    status, _, err = run(capsys, "rules", "--check", str(bad))
    assert status == 2 and "421 is always played with tokens" in err
    broken = tmp_path / "broken.json"
    broken.write_text("{")
    status, _, err = run(capsys, "hands", "--rules", str(broken))
    assert status == 2 and len(err.strip().splitlines()) == 1


def test_rules_check_warns_about_a_level_that_changes_nothing(tmp_path, capsys):
    # 000: "revient à un palier défini avant la partie" — only with the fall-back reading.
    path = tmp_path / "house.json"
    path.write_text(preset_rules("zanzibar").with_options(exact_finish_level=150).to_json())
    assert main(["rules", "--check", str(path)]) == 0
    captured = capsys.readouterr()
    assert "valid rules" in captured.out
    assert captured.err.startswith("zanzibar: warning: The fall-back level is set to 150")
    path.write_text(preset_rules("zanzibar").with_options(
        exact_finish="fall-back", exact_finish_level=150).to_json())
    assert main(["rules", "--check", str(path)]) == 0
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize(("error", "line"), [
    (ValueError(f"first line\n{RED}second line"), "unexpected ValueError: first line [31msecond line"),
    (OSError(28, "No space left on device"), "unexpected OSError: [Errno 28] No space left on device"),
    (RecursionError("maximum recursion depth exceeded"),
     "unexpected RecursionError: maximum recursion depth exceeded"),
    (MemoryError(), "out of memory"),
])
def test_any_other_failure_is_one_printable_line(capsys, monkeypatch, error, line):
    def fail(arguments):
        raise error
    monkeypatch.setattr(hands_command, "run", fail)
    assert main(["hands", "--rules", "zanzibar"]) == 2
    assert capsys.readouterr().err == f"zanzibar: error: {line}\n"


def test_ctrl_c_ends_quietly_with_status_130(capsys, monkeypatch):
    def interrupted(arguments):
        raise KeyboardInterrupt
    monkeypatch.setattr(hands_command, "run", interrupted)
    assert main(["hands", "--rules", "zanzibar"]) == 130
    assert capsys.readouterr().err == ""
