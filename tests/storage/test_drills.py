"""The player's drills (issue 35): made from their own reviewed mistakes, costliest first;
a drill replays to the very position and the very choices and figures the review had; the
drills and their schedules survive a restart and a reset of the records, and a file that
cannot be read is set aside."""

import json
import shutil
from pathlib import Path

import pytest

from zanzibar_desktop.engine import coach
from zanzibar_desktop.engine.ai.view import table_view
from zanzibar_desktop.engine.drills import DAY_S
from zanzibar_desktop.engine.hands import sort_dice
from zanzibar_desktop.engine.verdict import MARK_THRESHOLDS, POINTS
from zanzibar_desktop.storage.drills import Drills
from zanzibar_desktop.storage.record_reviews import review_pending
from zanzibar_desktop.storage.records import open_records
from zanzibar_desktop.storage.solutions import cached_solution

pytestmark = pytest.mark.core

BEFORE_REVIEWS = Path(__file__).parent.parent / "fixtures" / "6c33473" / "games.sqlite"
NOW = 1_800_000_000.0


@pytest.fixture
def records(tmp_path):
    path = tmp_path / "games.sqlite"
    shutil.copyfile(BEFORE_REVIEWS, path)
    records, _ = open_records(path)
    review_pending(records)
    yield records
    records.close()


def test_drills_come_from_the_players_mistakes_and_replay_the_very_position(records, tmp_path):
    drills = Drills(tmp_path / "drills.json")
    made = drills.add_from(records, "Ann", NOW)
    assert made > 0
    assert drills.add_from(records, "Ann", NOW) == 0  # none twice
    assert drills.add_from(records, "Bob", NOW) == 0  # a computer's are no one's drills
    due = drills.due(NOW)
    assert len(due) == made
    losses = [drill.decision.lost for drill in due if drill.decision.terms != "tokens"]
    assert all(lost >= MARK_THRESHOLDS[POINTS][1] - 1e-9 for lost in losses)
    for drill in due:
        decision = drill.decision
        view = table_view(drill.game())
        assert (view.me, sort_dice(view.dice), view.held, view.throws, view.limit) == (
            decision.seat, decision.dice, decision.held, decision.throws_used, decision.limit)
        assert (view.scores, view.tokens) == (decision.scores, decision.tokens)
        solution = cached_solution(view.rules)  # shipped: what the review had at hand
        choices = coach.partie_options(view, solution)
        assert [(option.keep, option.partie_exact) for option in choices] == [
            (kept.keep, kept.partie_exact) for kept in decision.options]
        for option, kept in zip(choices, decision.options, strict=True):
            assert option.take == pytest.approx(kept.take, abs=1e-12)
            assert option.partie == pytest.approx(kept.partie, abs=1e-12)
        verdict = coach.judge(view, decision.chosen, solution)
        assert (verdict.best.keep, verdict.lost) == (decision.best,
                                                     pytest.approx(decision.lost, abs=1e-12))


def test_drills_and_their_schedules_survive_a_restart_and_a_reset_of_the_records(records,
                                                                                 tmp_path):
    path = tmp_path / "drills.json"
    drills = Drills(path)
    drills.add_from(records, "Ann", NOW)
    first = drills.due(NOW)[0]
    drills.answer(first.key, True, NOW)
    records.clear()
    again = Drills(path)
    assert again.problem is None
    assert set(again.drills) == set(drills.drills)
    assert again.drills[first.key].schedule.due == NOW + DAY_S
    assert first.key not in {drill.key for drill in again.due(NOW)}
    assert again.drills[first.key].decision == first.decision
    assert table_view(again.drills[first.key].game()).me == first.decision.seat
    assert records.count() == 0  # a drill is never a game


@pytest.mark.parametrize("text", [
    "{", '{"format": "zanzibar-drills", "version": 1, "drills": [{"key": 1}]}', "[]",
    '{"format": "zanzibar-drills", "version": 0, "drills": []}',  # no such version
    '{"format": "zanzibar-drills", "version": -3, "drills": []}',
    '{"format": "zanzibar-drills", "version": 2, "drills": []}',  # a later program's
    '{"format": "zanzibar-custom-presets", "version": 1, "presets": []}'])
def test_a_drills_file_that_cannot_be_read_is_set_aside(tmp_path, text):
    path = tmp_path / "drills.json"
    path.write_text(text, encoding="utf-8")
    drills = Drills(path)
    assert drills.drills == {} and drills.problem is not None
    assert (tmp_path / "drills.json.bad").read_text(encoding="utf-8") == text


def test_a_drills_file_kept_before_the_partie_was_marked_exact_still_reads(records, tmp_path):
    path = tmp_path / "drills.json"
    drills = Drills(path)
    drills.add_from(records, "Ann", NOW)
    document = json.loads(path.read_text(encoding="utf-8"))
    for item in document["drills"]:  # as the first version with drills wrote them
        for option in item["decision"]["options"]:
            del option["partie_exact"]
    path.write_text(json.dumps(document), encoding="utf-8")
    again = Drills(path)
    assert again.problem is None and set(again.drills) == set(drills.drills)
    for key, drill in again.drills.items():  # heads-up games: the partie was exact
        assert drill.decision == drills.drills[key].decision


@pytest.mark.parametrize("damage", [1.5, -0.25, "NaN", [0.5]])
def test_a_drill_whose_partie_is_not_a_chance_sets_the_file_aside(records, tmp_path, damage):
    path = tmp_path / "drills.json"
    Drills(path).add_from(records, "Ann", NOW)
    document = json.loads(path.read_text(encoding="utf-8"))
    document["drills"][0]["decision"]["options"][0]["partie"] = (
        float(damage) if damage == "NaN" else damage)
    text = json.dumps(document)
    path.write_text(text, encoding="utf-8")
    again = Drills(path)
    assert again.drills == {} and again.problem is not None
    assert (tmp_path / "drills.json.bad").read_text(encoding="utf-8") == text
