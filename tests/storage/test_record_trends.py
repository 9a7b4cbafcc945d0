"""The charts' data: results over time, and "are my dice fair?" against the exact chances."""

import json
from fractions import Fraction

import pytest

from tests.storage.test_records import played
from zanzibar_desktop.engine.hands import exact_category_chances
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.storage.record_trends import (
    ROLLING,
    first_throw_fairness,
    rolling_results,
)
from zanzibar_desktop.storage.records import open_records

pytestmark = pytest.mark.core


def test_results_over_time_roll_over_the_last_games(tmp_path):
    records, _ = open_records(tmp_path / "games.sqlite")
    races = [played("zanzibar", seed) for seed in range(ROLLING + 3)]
    for game in races:
        records.store(game, started=0.0)
    records.store(played("421", 1), started=0.0)
    series = rolling_results(records, "Ann")
    wins = [game.winner == 0 for game in races]
    assert [point.game for point in series[False]] == list(range(1, len(races) + 1))
    assert series[False][0].rate == float(wins[0])
    assert series[False][-1].rate == pytest.approx(sum(wins[-ROLLING:]) / ROLLING)
    assert len(series[True]) == 1  # the token game, on its own line
    records.close()


def test_first_throws_are_counted_against_their_exact_chance(tmp_path):
    records, _ = open_records(tmp_path / "games.sqlite")
    for seed in range(3):
        records.store(played("421", seed), started=0.0)
    rows = first_throw_fairness(records, "Ann")["421"]
    first_throws = records.connection.execute(
        "SELECT COUNT(*) FROM throws WHERE seat = 0 AND first_of_turn = 1 AND throw_off = 0"
    ).fetchone()[0]
    assert sum(row.seen for row in rows) == first_throws > 20
    chances = exact_category_chances(preset_rules("421"))
    assert {row.category: Fraction(row.chance).limit_denominator(216) for row in rows} == chances
    assert sum(row.share for row in rows) == pytest.approx(1.0)
    assert all(row.interval[0] <= row.share <= row.interval[1] for row in rows)
    records.close()


def test_loaded_dice_fall_outside_their_interval(tmp_path):
    records, _ = open_records(tmp_path / "games.sqlite")
    number = records.store(played("zanzibar", 2), started=0.0)
    kept = json.loads(records.connection.execute(
        "SELECT first_hands FROM seats WHERE game = ? AND seat = 0", (number,)).fetchone()[0])
    thrown = sum(seen for seen, _ in kept.values())
    loaded = {category: [thrown if category == "zanzi" else 0, expected]
              for category, (_, expected) in kept.items()}  # as if every first throw a zanzi
    with records.connection:
        records.connection.execute("UPDATE seats SET first_hands = ? WHERE game = ? AND seat = 0",
                                   (json.dumps(loaded), number))
    rows = {row.category: row for row in first_throw_fairness(records, "Ann")["zanzibar"]}
    zanzi = rows["zanzi"]
    assert zanzi.share == 1.0 and not zanzi.interval[0] <= zanzi.chance <= zanzi.interval[1]
    assert first_throw_fairness(records, "Nobody") == {}
    records.close()
