"""Records and streaks from the games kept, celebrated when beaten (never on a first game),
and a database of the first schema brought up to date."""


import pytest

from tests.storage.test_records import played
from zanzibar_desktop.engine.hands import ZANZI, evaluate
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.storage.record_bests import NewRecord, new_records, player_bests
from zanzibar_desktop.storage.record_feats import feats_of
from zanzibar_desktop.storage.record_stats import player_figures
from zanzibar_desktop.storage.records import open_records

pytestmark = pytest.mark.core


def final_hands(records, number: int, seat: int) -> list[tuple[int, int, int]]:
    """Each turn's last throw, read back from the stored throws alone."""
    rows = records.connection.execute(
        "SELECT first_of_turn, d1, d2, d3 FROM throws WHERE game = ? AND seat = ? "
        "AND throw_off = 0 ORDER BY rowid", (number, seat)).fetchall()
    hands = []
    for first, *dice in rows:
        if first or not hands:
            hands.append(tuple(dice))
        else:
            hands[-1] = tuple(dice)
    return hands


def test_each_seats_feats_agree_with_its_stored_throws(tmp_path):
    records, _ = open_records(tmp_path / "games.sqlite")
    rules = preset_rules("zanzibar")
    for seed in (1, 20):
        number = records.store(played("zanzibar", seed), started=0.0)
        for seat in (0, 1):
            hands = [evaluate(dice, rules) for dice in final_hands(records, number, seat)]
            zanzis, best = records.connection.execute(
                "SELECT zanzis, best_dice FROM seats WHERE game = ? AND seat = ?",
                (number, seat)).fetchone()
            assert zanzis == sum(hand.category == ZANZI for hand in hands)  # throw-offs apart
            assert evaluate([int(face) for face in best.split("-")], rules).key >= max(
                hand.key for hand in hands)
    records.close()


def test_a_record_is_celebrated_when_beaten_and_never_on_a_first_game(tmp_path):
    games = {seed: played("zanzibar", seed) for seed in range(8)}
    feats = {seed: feats_of(game).seats[0] for seed, game in games.items()}
    low = min(feats, key=lambda seed: (feats[seed].zanzis, feats[seed].best.key))
    high = max(feats, key=lambda seed: (feats[seed].zanzis, feats[seed].best.key))
    assert feats[low].zanzis < feats[high].zanzis  # the seeded games differ, as intended
    records, _ = open_records(tmp_path / "games.sqlite")
    first = records.store(games[low], started=0.0)
    assert new_records(records, first) == []  # a first game beats nothing
    bests = player_bests(records)[("Ann", "zanzibar")]
    assert bests.most_zanzis == feats[low].zanzis and bests.best_hand == feats[low].best
    second = records.store(games[high], started=0.0)
    beaten = new_records(records, second)
    assert NewRecord("Ann", "zanzis", feats[high].zanzis) in beaten
    hand_beaten = feats[high].best.key > feats[low].best.key
    assert any(record.kind == "hand" for record in beaten) == hand_beaten
    assert all(record.name == "Ann" for record in beaten)  # computer seats hold no record
    third = records.store(games[low], started=0.0)  # beats nothing now
    assert new_records(records, third) == []
    records.close()


def test_421_records_count_manches_lost_tournees_and_the_biggest_decharge(tmp_path):
    records, _ = open_records(tmp_path / "games.sqlite")
    games = [played("421", seed) for seed in range(3)]
    for game in games:
        records.store(game, started=0.0)
    bests = player_bests(records)[("Ann", "421")]
    assert bests.games == 3
    assert bests.tournees == sum(game.loser == 0 for game in games)
    assert bests.manches_lost == sum(game.manches_lost[0] for game in games)
    assert 1 <= bests.biggest_decharge <= 21  # every token of the game at most
    records.close()


def test_streaks_count_games_in_a_row(tmp_path):
    records, _ = open_records(tmp_path / "games.sqlite")
    races = [played("zanzibar", seed) for seed in range(6)]
    for game in races:
        records.store(game, started=0.0)
    wins = [game.winner == 0 for game in races]
    best = now = 0
    for won in wins:
        now = now + 1 if won else 0
        best = max(best, now)
    streak = player_figures(records)[0].win_streak
    assert (streak.best, streak.now) == (best, now) and any(wins)
    records.close()
