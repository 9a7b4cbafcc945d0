"""Every game played, kept in a SQLite database in the user's data folder (issue 15).

Python's ``sqlite3``, the schema versioned with ``PRAGMA user_version`` and migrated step by
step, WAL mode and a busy timeout so a second running copy can write too. A database that
cannot be read is set aside like any bad file (renamed, never overwritten) and a fresh one
started, with a message. Per game: when, the rules (name and the whole rules JSON), players
and levels, seed, the actions (enough to replay it), the result, how long it took, and
whether it was finished or abandoned; per throw, enough to count hand frequencies.
"""

import json
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from ..engine.events import DiceRolled
from ..engine.game import Game
from ..engine.hands import sort_dice
from ..engine.text import QT_TRANSLATE_NOOP, Text
from .paths import data_dir, kept_as, set_aside

SCHEMA_VERSION = 1
BUSY_TIMEOUT_S = 5.0
MIGRATIONS = {  # version reached -> statements that reach it from the one before
    1: ("""CREATE TABLE games (
               id INTEGER PRIMARY KEY,
               started REAL NOT NULL, ended REAL NOT NULL, seconds REAL NOT NULL,
               rules_name TEXT NOT NULL, rules_json TEXT NOT NULL, family TEXT NOT NULL,
               seed INTEGER NOT NULL, players TEXT NOT NULL, actions TEXT NOT NULL,
               finished INTEGER NOT NULL, winner INTEGER, loser INTEGER, places TEXT NOT NULL)""",
        """CREATE TABLE throws (
               game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
               seat INTEGER NOT NULL, manche INTEGER NOT NULL, throw INTEGER NOT NULL,
               first_of_turn INTEGER NOT NULL, throw_off INTEGER NOT NULL,
               d1 INTEGER NOT NULL, d2 INTEGER NOT NULL, d3 INTEGER NOT NULL)""",
        "CREATE INDEX throws_game ON throws(game)"),
}


def records_file() -> Path:
    return data_dir() / "games.sqlite"


@dataclass(frozen=True)
class Throw:
    seat: int
    manche: int
    throw: int
    throw_off: bool
    dice: tuple[int, int, int]  # highest first


class ThrowLog:
    """Follows a game's rolls as they happen, for the database's per-throw rows."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.throws: list[Throw] = []
        game.events.dice_did_roll.connect(self._rolled)

    def _rolled(self, event: DiceRolled) -> None:
        self.throws.append(Throw(event.player, self.game.manche, event.throws, event.throw_off,
                                 sort_dice(event.dice)))


def throws_of(game: Game) -> list[Throw]:
    """Every throw of ``game``, replayed from its seed and actions."""
    replay = Game(game.rules, game.players, seed=game.seed)
    log = ThrowLog(replay)
    for action in game.actions:
        replay.apply(action)
    return log.throws


class Records:
    def __init__(self, connection: sqlite3.Connection) -> None:
        self.connection = connection

    def close(self) -> None:
        self.connection.close()

    def store(self, game: Game, started: float, ended: float | None = None) -> int:
        """Keep one game (finished, or abandoned when not over) with its throws; its id."""
        ended = time.time() if ended is None else ended
        throws = throws_of(game)
        with self.connection:
            cursor = self.connection.execute(
                "INSERT INTO games (started, ended, seconds, rules_name, rules_json, family, "
                "seed, players, actions, finished, winner, loser, places) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (started, ended, max(0.0, ended - started), game.rules.name,
                 game.rules.to_json(), game.rules.family, game.seed,
                 json.dumps([[spec.name, spec.level] for spec in game.players],
                            ensure_ascii=False),
                 json.dumps([action.to_list() for action in game.actions]), int(game.over),
                 game.winner, game.loser, json.dumps(list(game.places))))
            number = cursor.lastrowid
            self.connection.executemany(
                "INSERT INTO throws VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(number, t.seat, t.manche, t.throw, int(t.throw == 1), int(t.throw_off),
                  *t.dice) for t in throws])
        return number

    def count(self) -> int:
        return self.connection.execute("SELECT COUNT(*) FROM games").fetchone()[0]


def _migrate(connection: sqlite3.Connection) -> None:
    version = connection.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise sqlite3.DatabaseError(f"made by a newer version (schema {version})")
    for target in range(version + 1, SCHEMA_VERSION + 1):
        with connection:
            for statement in MIGRATIONS[target]:
                connection.execute(statement)
            connection.execute(f"PRAGMA user_version = {target}")


def _connect(path: Path) -> sqlite3.Connection:
    connection = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S)
    try:
        connection.execute("PRAGMA foreign_keys = ON")
        connection.execute("PRAGMA journal_mode = WAL")
        connection.execute("PRAGMA quick_check").fetchone()
        _migrate(connection)
    except sqlite3.DatabaseError:
        connection.close()
        raise
    return connection


def open_records(path: Path | None = None) -> tuple[Records, Text | None]:
    """The games database (created if need be), and a message when the one found could not
    be read and was set aside for a fresh one."""
    path = records_file() if path is None else path
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        return Records(_connect(path)), None
    except sqlite3.DatabaseError as error:
        moved = set_aside(path)
        for companion in (Path(f"{path}-wal"), Path(f"{path}-shm")):
            if moved is not None and companion.exists():
                companion.rename(Path(f"{moved}{companion.name[len(path.name):]}"))
        note = QT_TRANSLATE_NOOP(
            "Records", "The record of your games could not be read ({why}); a new one is "
                       "started. {kept}").with_args(why=str(error), kept=kept_as(path, moved))
        return Records(_connect(path)), note
