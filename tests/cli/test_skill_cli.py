"""``zanzibar stats --skill``, ``practice --due`` and ``review --record`` (issue 35): the skill
figures of each family against that family's computers in both languages and as JSON (alone
when the computers' cannot be read), the positions due as JSON, a kept game reviewed by the
number ``stats --skill --json`` shows; errors in one line."""

import json
import re
import shutil
from pathlib import Path

import pytest

from tests.storage.test_computer_skill import pooled_figures_shipped  # noqa: F401 - fixture
from zanzibar_desktop.cli.main import main
from zanzibar_desktop.engine.decision_kinds import KINDS
from zanzibar_desktop.engine.families import FAMILIES
from zanzibar_desktop.engine.skill import COMPUTER_LEVELS, between, computer_averages
from zanzibar_desktop.engine.verdict import PARTIE
from zanzibar_desktop.storage.computer_skill import shipped_computer_figures
from zanzibar_desktop.storage.record_reviews import kept_review
from zanzibar_desktop.storage.records import open_records

pytestmark = pytest.mark.core

BEFORE_REVIEWS = Path(__file__).parent.parent / "fixtures" / "6c33473" / "games.sqlite"
NBSP = "\u00a0"
NARROW = "\u202f"


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
    assert "    Master: 0.00 judged on the partie; " in out
    status, out, err = run(capsys, "--lang", "fr", "stats", "--skill", "--db", database)
    assert status == 0 and err == ""  # reviewed already: kept in the records
    assert f"toutes les parties{NBSP}:" in out and "points de chance perdus par décision" in out
    assert f"    Maître{NBSP}: 0,00 jugé sur la partie{NARROW}; " in out


def test_each_familys_figure_is_placed_among_that_familys_computers(capsys, database):
    status, out, _ = run(capsys, "stats", "--skill", "--json", "--db", database)
    (ann,) = json.loads(out)["players"]
    status, out, _ = run(capsys, "stats", "--skill", "--db", database)
    lines = out.splitlines()
    assert lines[0] == "What the computers lose a decision (points of chance; tokens in a décharge):"
    assert (lines[1], lines[2 + len(COMPUTER_LEVELS)]) == ("  Zanzibar:", "  421:")
    assert "    Novice: " in out and "judged on the décharge's tokens" in out
    figures = shipped_computer_figures()
    for family, recent in ann["recent"].items():
        heading = lines.index(f"  {'Zanzibar' if family == 'zanzibar' else family}, last 50 "
                              "games:")
        stronger, weaker = between(recent[PARTIE]["average"],
                                   computer_averages(figures, family, PARTIE))
        assert lines[heading + 1].startswith("    judged on the partie: ")
        assert lines[heading + 1].endswith(
            f" — between {weaker.capitalize()} and {stronger.capitalize()}"
            if stronger and weaker else f" — as good as the {weaker.capitalize()}"
            if weaker else f" — behind the {stronger.capitalize()}")
    all_time = lines[lines.index("  all games:") + 1]
    assert all_time.startswith("    judged on the partie: ") and " — " not in all_time


@pytest.mark.usefixtures("pooled_figures_shipped")
def test_without_the_computers_figures_the_players_are_said_alone(capsys, database):
    status, out, _ = run(capsys, "stats", "--skill", "--db", database)
    assert status == 0 and "Ann\u2069, skill (95% interval):" in out
    assert "The computers" not in out and " — " not in out
    status, out, _ = run(capsys, "stats", "--skill", "--json", "--db", database)
    document = json.loads(out)
    assert status == 0 and document["computers"] == {}
    assert document["players"][0]["recent"]["zanzibar"][PARTIE]["games"] >= 1


def test_the_json_names_the_records_that_review_record_reviews(capsys, database):
    status, out, _ = run(capsys, "stats", "--skill", "--json", "--db", database)
    assert status == 0
    document = json.loads(out)
    assert list(document["computers"]) == list(FAMILIES)
    assert all(list(levels) == list(COMPUTER_LEVELS) for levels in document["computers"].values())
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
    # the very verdicts Statistics keeps: in the partie's terms (the preset's solution is
    # shipped), not the manche's the command gives a saved file without --partie
    assert all(decision["partie_exact"] for decision in decisions)
    assert [decision["partie_loss"] for decision in decisions] == pytest.approx(
        [d.lost for d in kept], abs=1e-12)


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
