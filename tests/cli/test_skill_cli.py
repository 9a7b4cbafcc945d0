"""``zanzibar stats --skill``, ``practice --due`` and ``review --record`` (issue 35): the skill
figures against the computers' in both languages and as JSON, the positions due as JSON,
a kept game reviewed by the number ``stats --skill --json`` shows; errors in one line."""

import json
import re
import shutil
from pathlib import Path

import pytest

from zanzibar_desktop.cli.main import main
from zanzibar_desktop.engine.decision_kinds import KINDS
from zanzibar_desktop.engine.skill import COMPUTER_LEVELS
from zanzibar_desktop.storage.record_reviews import kept_review
from zanzibar_desktop.storage.records import open_records

pytestmark = pytest.mark.core

BEFORE_REVIEWS = Path(__file__).parent.parent / "fixtures" / "6c33473" / "games.sqlite"
NBSP = "\u00a0"


@pytest.fixture
def database(tmp_path):
    path = tmp_path / "games.sqlite"
    shutil.copyfile(BEFORE_REVIEWS, path)
    return str(path)


def run(capsys, *args):
    status = main(list(args))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_the_skill_is_said_against_the_computers_in_english_and_french(capsys, database):
    status, out, err = run(capsys, "stats", "--skill", "--db", database)
    assert status == 0 and "Reviewing 3 games kept before" in err
    assert "Ann" in out and "Bob" not in out and "Léa" not in out
    assert "Zanzibar, last 50 games:" in out and "all games:" in out
    assert "points of chance lost a decision" in out and " — between " in out
    assert "costliest kinds of decision (judged on the partie):" in out
    assert "Master: 0.00;" in out
    status, out, err = run(capsys, "--lang", "fr", "stats", "--skill", "--db", database)
    assert status == 0 and err == ""  # reviewed already: kept in the records
    assert f"toutes les parties{NBSP}:" in out and "points de chance perdus par décision" in out
    assert f"Maître{NBSP}: 0,00" in out


def test_the_json_names_the_records_that_review_record_reviews(capsys, database):
    status, out, _ = run(capsys, "stats", "--skill", "--json", "--db", database)
    assert status == 0
    document = json.loads(out)
    assert list(document["computers"]) == list(COMPUTER_LEVELS)
    (ann,) = document["players"]
    assert ann["name"] == "Ann" and [game["record"] for game in ann["games"]] == [3, 2, 1]
    assert set(ann["all"]) == {"partie"} and ann["all"]["partie"]["games"] == 3
    assert all(cost["kind"] in KINDS for cost in ann["costliest"]["partie"])
    record = ann["games"][1]
    status, out, _ = run(capsys, "review", "--record", str(record["record"]), "--json",
                         "--db", database)
    assert status == 0
    decisions = json.loads(out)["decisions"]
    assert len(decisions) == record["decisions"]
    records, _ = open_records(Path(database))
    kept = kept_review(records, record["record"])
    records.close()
    assert [decision["dice"] for decision in decisions] == [list(d.dice) for d in kept]


def test_practice_due_gives_the_players_costliest_positions_once(capsys, database):
    status, out, _ = run(capsys, "practice", "--due", "--db", database)
    assert status == 0
    due = json.loads(out)["due"]
    assert due and {drill["player"] for drill in due} == {"Ann"}
    assert all(drill["decision"]["kind"] in KINDS and drill["kind_name"] for drill in due)
    assert all(drill["decision"]["chosen"] != drill["decision"]["best"] for drill in due)
    status, again, _ = run(capsys, "practice", "--due", "--db", database)
    assert [drill["key"] for drill in json.loads(again)["due"]] == [d["key"] for d in due]
    status, out, _ = run(capsys, "practice", "--due", "--player", "Bob", "--db", database)
    assert json.loads(out) == {"due": []}


@pytest.mark.parametrize(("args", "english", "french"), [
    (("review", "--record", "9"), "no game is kept under the number 9",
     "aucune partie n’est gardée sous le numéro 9"),
    (("review",), "name a saved game or give --record, one of the two",
     "nommez une partie enregistrée ou donnez --record, l’un des deux"),
])
def test_errors_are_one_line_in_the_players_language(capsys, database, args, english, french):
    for language, words in (("en", english), ("fr", french)):
        status, out, err = run(capsys, "--lang", language, *args, "--db", database)
        assert status == 2 and out == ""
        assert err.count("\n") == 1 and words in err


def test_no_game_reviewed_yet(capsys, tmp_path):
    records, _ = open_records(tmp_path / "games.sqlite")
    records.close()
    status, out, _ = run(capsys, "stats", "--skill", "--db", str(tmp_path / "games.sqlite"))
    assert (status, out) == (0, "No game reviewed yet.\n")


def test_a_count_of_one_is_said_in_the_singular(capsys, database, tmp_path):
    """One game waiting for its review, a kind of decision met once that lost once: "1
    time, 1 lost" (« 1 fois, 1 perdante »), "Reviewing 1 game" (it said "1 times",
    « 1 perdantes », "Reviewing 1 games")."""
    records, _ = open_records(Path(database))
    game = records.game(3)  # Zanzibar for kids: one kind of decision comes once, and loses
    records.close()
    one = tmp_path / "one.sqlite"
    records, _ = open_records(one)
    records.store(game, started=0.0)
    records.close()
    status, out, err = run(capsys, "stats", "--skill", "--db", str(one))
    assert status == 0 and err.startswith("Reviewing 1 game kept before…")
    assert ": 1 time, 1 lost, " in out and not re.search(r"\b1 (times|games)\b", out)
    status, out, _ = run(capsys, "--lang", "fr", "stats", "--skill", "--db", str(one))
    assert status == 0 and ": 1 fois, 1 perdante, " in out and "1 perdantes" not in out
    assert f"{NBSP}: 2 fois, 1 perdante, " in out  # and one of two: the French singular
