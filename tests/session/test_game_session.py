"""The session keeps every game, whatever the screen does: a finished game is in the records
the moment its last move is played, the autosave is cleared only after, a stop between the
two keeps it once, a game replaced is kept as abandoned (not when it goes on, opened again
from its file), a save played again to the same end is kept once, and a records file another
program holds never stops play nor loses the game."""

import random
import sqlite3

import pytest

from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.text import Text
from zanzibar_desktop.session.game_session import GameSession
from zanzibar_desktop.storage.autosave import Autosave
from zanzibar_desktop.storage.errors import StorageError
from zanzibar_desktop.storage.records import open_records, records_file
from zanzibar_desktop.storage.saves import read_game

pytestmark = pytest.mark.core  # QtCore objects and signals, no widget (tests/README.md)

SEATS = [PlayerSpec("Ann"), PlayerSpec("Marcel", "expert")]


def kept_games() -> list[tuple[int, int, int]]:
    """(seed, moves, finished) of every game in the records (seeds as text: any size)."""
    if not records_file().exists():
        return []
    with sqlite3.connect(records_file()) as connection:
        return [(int(seed), moves, finished) for seed, moves, finished in connection.execute(
            "SELECT seed, json_array_length(actions), finished FROM games ORDER BY id")]


def play_to_the_end(game: Game, rng: random.Random, moves: int | None = None) -> None:
    """Legal moves straight on the engine, as the controller plays them (no event loop)."""
    while not game.over and (moves is None or moves > 0):
        game.apply(rng.choice(game.legal_actions()))
        if moves is not None:
            moves -= 1


@pytest.fixture
def session(qapp, private_home):
    session = GameSession(Autosave())
    yield session
    session.close()


def test_a_finished_game_is_kept_at_its_last_move_then_the_autosave_is_cleared(session):
    game = Game(preset_rules("zanzibar"), SEATS, seed=11)
    session.seat(game)
    assert session.autosave.path.exists()  # the autosave holds the game from the start
    seen_at_end = []
    # What the records and the autosave are when the game tells its end to a later listener
    # (the table's summary comes later still): already kept, already cleared.
    game.events.game_did_end.connect(
        lambda _event: seen_at_end.append((kept_games(), session.autosave.path.exists())))
    play_to_the_end(game, random.Random(1))
    assert seen_at_end == [([(11, len(game.actions), 1)], False)]


def test_a_stop_between_the_record_and_the_autosave_keeps_the_game_once(session, monkeypatch):
    game = Game(preset_rules("zanzibar"), SEATS, seed=12)
    session.seat(game)

    def cannot_clear(_self):  # noqa: ANN202 - as if the program stopped right there
        raise StorageError(Text("Storage", "stopped"))

    with monkeypatch.context() as patch:
        patch.setattr(Autosave, "clear", cannot_clear)
        play_to_the_end(game, random.Random(2))
    assert kept_games() == [(12, len(game.actions), 1)]
    again = GameSession(Autosave())
    assert again.recover() == (None, None)  # never offered to resume
    assert kept_games() == [(12, len(game.actions), 1)]  # nor kept twice
    assert not again.autosave.path.exists()


def test_a_stop_before_the_record_keeps_the_game_at_the_next_start(session, monkeypatch):
    game = Game(preset_rules("421"), SEATS, seed=13)
    session.seat(game)
    with monkeypatch.context() as patch:
        patch.setattr("zanzibar_desktop.session.record_keeper.RecordKeeper.finished",
                      lambda self, game: False)  # the program stops before its record
        play_to_the_end(game, random.Random(3))
    assert kept_games() == [] and session.autosave.path.exists()
    again = GameSession(Autosave())
    assert again.recover() == (None, None)
    assert kept_games() == [(13, len(game.actions), 1)]
    assert not again.autosave.path.exists()
    assert GameSession(Autosave()).recover() == (None, None)
    assert len(kept_games()) == 1


def test_an_old_autosave_of_a_game_kept_since_is_not_offered(session, monkeypatch):
    game = Game(preset_rules("zanzibar"), SEATS, seed=14)
    session.seat(game)
    play_to_the_end(game, random.Random(4), moves=5)
    # The autosave of the last move could not be written; the record was.
    with monkeypatch.context() as patch:
        patch.setattr(Autosave, "write", lambda self, game: None)
        patch.setattr(Autosave, "clear", lambda self: None)
        play_to_the_end(game, random.Random(4))
    assert len(kept_games()) == 1
    assert GameSession(Autosave()).recover() == (None, None)
    assert len(kept_games()) == 1


def test_a_game_replaced_under_way_is_kept_as_abandoned(session):
    first = Game(preset_rules("zanzibar"), SEATS, seed=15)
    session.seat(first)
    play_to_the_end(first, random.Random(5), moves=4)
    session.seat(Game(preset_rules("zanzibar"), SEATS, seed=16))
    assert kept_games() == [(15, 4, 0)]


def test_only_a_human_move_since_the_last_save_makes_leaving_ask(session, tmp_path):
    game = Game(preset_rules("zanzibar"), [PlayerSpec("Marcel", "expert"), PlayerSpec("Ann")],
                seed=17, )
    session.seat(game)
    assert not session.needs_asking()
    while game.players[game.current].level is not None:  # the computer plays first
        play_to_the_end(game, random.Random(6), moves=1)
    assert game.actions and not session.needs_asking()  # computer moves lose nobody's work
    game.throw()  # Ann's move
    assert session.needs_asking()
    assert session.save_to(str(tmp_path / "game.zanzibar")) is None
    assert not session.needs_asking() and not session.modified
    assert session.path == str(tmp_path / "game.zanzibar")


def test_a_records_file_another_program_holds_never_loses_the_game(session):
    records_file().parent.mkdir(parents=True, exist_ok=True)
    holder = sqlite3.connect(records_file())
    holder.execute("CREATE TABLE IF NOT EXISTS hold (x)")
    holder.execute("BEGIN IMMEDIATE")  # another program's write lock
    holder.execute("INSERT INTO hold VALUES (1)")
    problems, caught_up = [], []
    session.records.problem.connect(problems.append)
    session.records.caught_up.connect(lambda: caught_up.append(True))
    game = Game(preset_rules("zanzibar"), SEATS, seed=18)
    session.seat(game)
    play_to_the_end(game, random.Random(7))
    assert session.records.waiting == 1 and len(problems) == 1
    assert "another program is writing" in problems[0].render()
    assert session.autosave.path.exists()  # not cleared: the game is not kept yet
    holder.rollback()
    holder.close()
    following = Game(preset_rules("zanzibar"), SEATS, seed=19)
    session.seat(following)  # the next chance
    assert session.records.waiting == 0 and caught_up == [True]
    assert kept_games() == [(18, len(game.actions), 1)]



def test_an_autosave_written_by_2fc52a3_is_offered(qapp, tmp_path):
    from tests.storage.test_files_from_2fc52a3 import EXPECTED, FIXTURES, plain

    path = tmp_path / "autosave.zanzibar"
    path.write_bytes((FIXTURES / "half-421.zanzibar").read_bytes())
    saved, problem = GameSession(Autosave(path)).recover()
    assert problem is None and plain(saved.state()) == plain(EXPECTED["half-421.zanzibar"])


def test_games_waiting_for_a_held_record_are_all_kept_in_order(session):
    records_file().parent.mkdir(parents=True, exist_ok=True)
    holder = sqlite3.connect(records_file())
    holder.execute("CREATE TABLE IF NOT EXISTS hold (x)")
    holder.execute("BEGIN IMMEDIATE")
    holder.execute("INSERT INTO hold VALUES (1)")
    games = [Game(preset_rules("zanzibar"), SEATS, seed=seed) for seed in (31, 32, 33)]
    for number, game in enumerate(games):
        session.seat(game)  # each seat is a chance: it fails while the lock is held
        play_to_the_end(game, random.Random(number))
    assert session.records.waiting == 3
    holder.rollback()
    holder.close()
    session.records.retry()
    assert [seed for seed, _moves, _finished in kept_games()] == [31, 32, 33]


def test_the_autosave_holds_every_move_the_controller_plays(qtbot, session):
    """Two computers play a short game at the table, no window: after each of their moves
    the autosave holds the game up to that move; the finished game goes to the records once
    and the autosave is cleared."""
    written = []
    session.saving_worked.connect(
        lambda: written.append((len(read_game(session.autosave.path).actions), len(game.actions))))
    session.computer_delay_ms = 0
    game = Game(preset_rules("zanzibar").with_options(target_score=60),
                [PlayerSpec("Marcel", "expert"), PlayerSpec("Lucie", "novice")], seed=21)
    session.seat(game).start()  # as the window starts it once the table shows the game
    qtbot.waitUntil(lambda: game.over, timeout=60000)
    assert all(saved == played for saved, played in written)
    moves = [saved for saved, _played in written]
    assert moves == sorted(set(moves)) and moves[0] == 0 and moves[-1] == len(game.actions)
    decisions = sum(action.kind in ("throw", "stop") for action in game.actions)  # holds go with
    assert len(moves) == 1 + decisions  # a throw, one write each; the first at the seat
    assert kept_games() == [(21, len(game.actions), 1)]
    assert not session.autosave.path.exists()


def test_an_autosave_that_fails_keeps_the_last_good_one_and_the_next_move_catches_up(session,
                                                                                  monkeypatch):
    """A write that fails (a full disk, a folder turned read-only) leaves the autosave the
    move before wrote, whole, and is said; the game goes on and the next write holds it all."""
    failures = []
    session.saving_failed.connect(failures.append)
    game = Game(preset_rules("zanzibar"), SEATS, seed=22)
    session.seat(game)
    play_to_the_end(game, random.Random(8), moves=3)
    session._after_move(game)  # what the controller does after each move
    good = len(game.actions)

    def full_disk(_self, _game):  # noqa: ANN202 - as Autosave.write when the disk is full
        raise StorageError(Text("Storage", "The disk is full."))

    with monkeypatch.context() as patch:
        patch.setattr(Autosave, "write", full_disk)
        play_to_the_end(game, random.Random(9), moves=3)
        session._after_move(game)
    assert len(failures) == 1 and failures[0].render() == "The disk is full."
    assert len(read_game(session.autosave.path).actions) == good < len(game.actions)
    play_to_the_end(game, random.Random(10), moves=1)
    session._after_move(game)
    assert len(read_game(session.autosave.path).actions) == len(game.actions)


def test_a_save_played_to_the_same_end_twice_is_kept_once(session, tmp_path):
    """The journey walker's find: a save opened again and played on as before ends in the
    very game kept already (the same seed, the same moves): one game, one record."""
    game = Game(preset_rules("zanzibar"), SEATS, seed=18)
    session.seat(game)
    play_to_the_end(game, random.Random(7), moves=3)
    path = tmp_path / "game.zanzibar"
    assert session.save_to(str(path)) is None
    play_to_the_end(game, random.Random(8))
    assert kept_games() == [(18, len(game.actions), 1)]
    # Opened again and played as before: to its end, then (opened once more) two moves on.
    for moves in (None, 2):
        again = read_game(path)
        session.seat(again, str(path), len(again.actions))
        for action in game.actions[len(again.actions):][:moves]:
            again.apply(action)
    session.seat(Game(preset_rules("zanzibar"), SEATS, seed=19))
    assert kept_games() == [(18, len(game.actions), 1)]


def test_a_save_opened_again_at_its_move_goes_on_and_is_not_abandoned(session, tmp_path):
    """The game at the table opened again from its file, where the file left it: the same
    game goes on; none is kept as abandoned, and at its end it is kept once."""
    game = Game(preset_rules("421"), SEATS, seed=20)
    session.seat(game)
    play_to_the_end(game, random.Random(9), moves=3)
    path = tmp_path / "game.zanzibar"
    assert session.save_to(str(path)) is None
    again = read_game(path)
    session.seat(again, str(path), len(again.actions))
    assert kept_games() == []
    play_to_the_end(again, random.Random(10))
    assert kept_games() == [(20, len(again.actions), 1)]


def test_a_game_from_its_record_goes_on_from_its_file_and_takes_the_record_s_place(
        session, tmp_path):
    """Opened from its abandoned record, saved, opened again from that save and finished:
    one game, the record replaced by the finished game."""
    game = Game(preset_rules("zanzibar"), SEATS, seed=21)
    session.seat(game)
    play_to_the_end(game, random.Random(11), moves=4)
    session.seat(Game(preset_rules("zanzibar"), SEATS, seed=22))
    assert kept_games() == [(21, 4, 0)]
    records, _ = open_records()
    (number,) = records.connection.execute("SELECT id FROM games").fetchone()
    opened = records.game(number)
    records.close()
    session.seat(opened, saved_moves=4, from_record=number)
    play_to_the_end(opened, random.Random(12), moves=2)
    path = tmp_path / "game.zanzibar"
    assert session.save_to(str(path)) is None
    again = read_game(path)
    session.seat(again, str(path), len(again.actions))
    play_to_the_end(again, random.Random(13))
    assert kept_games() == [(21, len(again.actions), 1)]
