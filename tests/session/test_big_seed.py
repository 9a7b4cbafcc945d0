"""A saved game whose seed is beyond SQLite's 64-bit integers plays to its end in a session
and is kept in the records, once (issue 22, point 6: it was an OverflowError at the last
move, a crash dialog and no record)."""

import random
import sqlite3

import pytest

from tests.session.test_game_session import SEATS, play_to_the_end
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.session.game_session import GameSession
from zanzibar_desktop.storage.autosave import Autosave
from zanzibar_desktop.storage.records import records_file, seed_from_column
from zanzibar_desktop.storage.saves import read_game, write_game

pytestmark = pytest.mark.core  # QtCore objects and signals, no widget (tests/README.md)

SEED = 2**64 + 2026


def test_a_save_with_a_seed_above_two_to_the_63_is_kept_at_its_end(qapp, private_home, tmp_path):
    path = tmp_path / "big.zanzibar"
    write_game(Game(preset_rules("zanzibar"), SEATS, seed=SEED), path)
    game = read_game(path)
    session = GameSession(Autosave())
    session.seat(game)
    play_to_the_end(game, random.Random(7))
    session.close()
    with sqlite3.connect(records_file()) as connection:
        rows = connection.execute("SELECT seed, finished FROM games").fetchall()
    assert [(seed_from_column(seed), finished) for seed, finished in rows] == [(SEED, 1)]
    again = GameSession(Autosave())
    assert again.recover() == (None, None)  # nothing to resume, nothing kept twice
    again.close()
    with sqlite3.connect(records_file()) as connection:
        assert connection.execute("SELECT COUNT(*) FROM games").fetchone() == (1,)
