"""Every game played, kept in a SQLite database in the user's data folder (issue 15).

Python's ``sqlite3``, the schema versioned with ``PRAGMA user_version`` and migrated step by
step, WAL mode and a busy timeout so a second running copy can write too. A database that
cannot be read is set aside like any bad file (renamed, never overwritten) and a fresh one
started, with a message — damage SQLite finds, and what the records find themselves: a
version number or tables other than this program wrote for that version (checked before
anything reads or migrates the file), a value kept that does not read back (``read_back``);
only the player's own file is: a file the player names (``zanzibar stats --db``) that is not
a games database is refused, and a path that is not a regular file (a folder, a device, a
pipe) is never opened, nor set aside.

Per game: when, the rules (name and the whole rules JSON), players and levels, seed (one
too large for SQLite's integers kept as text, see ``seed_to_column``), the actions (enough
to replay it), the result, how long it took, and whether it was finished or abandoned; per
throw, enough to count hand frequencies; per seat, its feats for the records
(``record_feats.py``).
"""

import json
import sqlite3
import stat
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TypeVar

from ..engine.ai.levels import LEVELS
from ..engine.errors import EngineError
from ..engine.game import Action, Game
from ..engine.hands import exact_category_chances
from ..engine.players import PlayerSpec
from ..engine.rules import rules_from_json
from ..engine.text import QT_TRANSLATE_NOOP, Text
from .documents import reading_reason
from .paths import data_dir, file_in_the_way, in_the_way, kept_as, set_aside
from .record_feats import GameFeats, SeatFeats, feats_of, replayed

T = TypeVar("T")
SCHEMA_VERSION = 3
BUSY_TIMEOUT_S = 5.0
_SEATS = """CREATE TABLE seats (
               game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
               seat INTEGER NOT NULL, name TEXT NOT NULL, level TEXT,
               best_dice TEXT, zanzis INTEGER NOT NULL,
               biggest_decharge INTEGER NOT NULL, manches_lost INTEGER NOT NULL,
               first_hands TEXT NOT NULL,
               PRIMARY KEY (game, seat))"""


def _fill_seats(connection: sqlite3.Connection) -> None:
    """Version 2 keeps each seat's feats: the games kept before it are replayed once. A row
    that no longer replays (edited by hand) keeps its seats without feats."""
    for row in connection.execute("SELECT id, rules_json, seed, players, actions FROM games"
                                  ).fetchall():
        number = row[0]
        try:
            game, feats = _replay_row(*row[1:])
        except (EngineError, ValueError, TypeError, KeyError):
            _seats_without_feats(connection, number, row[3])
            continue
        connection.execute("UPDATE games SET manches = ?, tokens = ?, strongest = ? WHERE id = ?",
                           (feats.manches, int(game.rules.uses_tokens),
                            strongest_computer(game), number))
        _insert_seats(connection, number, game, feats)


def _seats_without_feats(connection: sqlite3.Connection, number: int, players: str) -> None:
    try:
        seats = [(str(name), level if isinstance(level, str) else None)
                 for name, level in json.loads(players)]
    except (ValueError, TypeError):
        return  # not even the players: the game row stays, counted for no one
    connection.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, NULL, 0, 0, 0, '{}')",
                           [(number, seat, name, level)
                            for seat, (name, level) in enumerate(seats)])


# Version 3 keeps each game's review (issue 35, ``record_reviews.py``): a review row once
# the game is reviewed (``format``: how it was worked out; another is done again), and
# every decision of its human seats, with the position a drill sets on the table again,
# and each seat's totals by terms.
_REVIEWS = """CREATE TABLE reviews (
               game INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
               format INTEGER NOT NULL, reviewed REAL NOT NULL)"""
_DECISIONS = """CREATE TABLE decisions (
               game INTEGER NOT NULL REFERENCES reviews(game) ON DELETE CASCADE,
               number INTEGER NOT NULL, seat INTEGER NOT NULL, step INTEGER NOT NULL,
               manche INTEGER NOT NULL, round INTEGER NOT NULL, phase TEXT NOT NULL,
               dice TEXT NOT NULL, held TEXT NOT NULL, throws_used INTEGER NOT NULL,
               throw_limit INTEGER NOT NULL, beat TEXT, beat_throws INTEGER,
               scores TEXT NOT NULL, tokens TEXT NOT NULL, chosen TEXT NOT NULL,
               best TEXT NOT NULL, lost REAL NOT NULL, terms TEXT NOT NULL, kind TEXT NOT NULL,
               options TEXT NOT NULL,
               PRIMARY KEY (game, number))"""
# What the skill figure reads of each review: per human seat and terms, the decisions and
# what they lost in all (ten thousand games read at once: the decisions would be slow).
_REVIEW_TERMS = """CREATE TABLE review_terms (
               game INTEGER NOT NULL REFERENCES reviews(game) ON DELETE CASCADE,
               seat INTEGER NOT NULL, terms TEXT NOT NULL, decisions INTEGER NOT NULL,
               lost REAL NOT NULL,
               PRIMARY KEY (game, seat, terms))"""

MIGRATIONS = {  # version reached -> statements (or a step in Python) from the one before
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
    2: ("ALTER TABLE games ADD COLUMN manches INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE games ADD COLUMN tokens INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE games ADD COLUMN strongest TEXT NOT NULL DEFAULT ''", _SEATS,
        "CREATE INDEX seats_name ON seats(name)", _fill_seats),
    3: (_REVIEWS, _DECISIONS, _REVIEW_TERMS),  # the games kept before are reviewed when first needed
}


class RecordsError(EngineError, OSError):
    """Records that cannot be used at all: a path that is not a regular file, or a file the
    player named that is not a games database; ``text`` says why. An ``OSError`` too, so
    that whoever is ready for a folder it cannot read is ready for this."""


class DamagedRecord(sqlite3.DatabaseError):
    """Records that are not as this program wrote them (a byte changed on the disk in the
    header, the schema or a value kept): damage, as SQLite's own is (:func:`damaged`);
    ``text`` says where, in the player's words."""

    def __init__(self, text: Text) -> None:
        super().__init__(text.render())
        self.text = text


def read_back(damage: Text, read: Callable[..., T], *kept: object) -> T:
    """``read(*kept)``, which turns values kept in the records back into the game's (rules,
    a hand, counts); what fails there is damage (:class:`DamagedRecord`) that ``damage``
    names."""
    try:
        return read(*kept)
    except (EngineError, ValueError, TypeError, KeyError, AttributeError):
        raise DamagedRecord(damage) from None


def kept_counts(values: tuple) -> tuple:
    """``values``, counts read from the records (whole numbers from 0, or NULL where none
    is kept), as they are; damage (:class:`DamagedRecord`) when one is anything else (SQLite
    keeps whatever a column is given, and a changed byte can make a count a text)."""
    if all(value is None or (type(value) is int and value >= 0) for value in values):
        return values
    raise DamagedRecord(QT_TRANSLATE_NOOP("Records", "a count kept in it is not a whole number"))


# SQLite's integers are 64-bit and signed; a game accepts any seed from 0 up.
_LARGEST_INTEGER = 2**63 - 1
_BIG_SEED_MARK = "n"


def seed_to_column(seed: int) -> int | str:
    """A seed as the ``seed`` column keeps it: an integer when SQLite can hold it (every seed
    kept before big seeds were, and almost all since); otherwise its digits followed by
    ``n``, a text that SQLite's integer column does not turn into a rounded REAL."""
    return seed if seed <= _LARGEST_INTEGER else f"{seed}{_BIG_SEED_MARK}"


def seed_from_column(value: object) -> int:
    """The seed a ``seed`` column holds (see :func:`seed_to_column`)."""
    if isinstance(value, str) and value.endswith(_BIG_SEED_MARK) and value[:-1].isascii() \
            and value[:-1].isdigit():
        return int(value[:-1])
    if type(value) is int:
        return value
    raise ValueError(f"not a seed: {value!r}")


def records_file() -> Path:
    return data_dir() / "games.sqlite"


HUMANS_ONLY = "humans"


def strongest_computer(game: Game) -> str:
    """The strongest computer level at the table (levels are registered weakest first), or
    ``HUMANS_ONLY``: what a human seat's game is counted against."""
    order = list(LEVELS)
    known = [spec.level for spec in game.players if spec.level in order]
    return max(known, key=order.index) if known else HUMANS_ONLY


def _replay_row(rules_json: str, seed: int | str, players: str,
                actions: str) -> tuple[Game, GameFeats]:
    """A kept game as its row stores it, replayed, with its feats."""
    return replayed(rules_from_json(rules_json),
                    [PlayerSpec(name, level) for name, level in json.loads(players)],
                    seed_from_column(seed),
                    [Action.from_list(item) for item in json.loads(actions)])


def _actions_json(game: Game) -> str:
    return json.dumps([action.to_list() for action in game.actions])


def _insert_seats(connection: sqlite3.Connection, number: int, game: Game,
                  feats: GameFeats) -> None:
    chances = exact_category_chances(game.rules)

    def first_hands(done: SeatFeats) -> str:
        """Per kind of hand: first throws that showed it, and how many its exact chance
        expected of them (what "are my dice fair?" adds up)."""
        thrown = sum(done.first_hands.values())
        return json.dumps({category: [done.first_hands.get(category, 0),
                                      thrown * float(chance)]
                           for category, chance in chances.items()} if thrown else {})

    connection.executemany(
        "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(number, seat, spec.name, spec.level,
          None if done.best is None else done.best.label, done.zanzis,
          done.biggest_decharge, done.manches_lost, first_hands(done))
         for seat, (spec, done) in enumerate(zip(game.players, feats.seats, strict=True))])


@dataclass(frozen=True)
class StoredGame:
    """One line of the list of games kept (the players read when first asked for)."""

    number: int
    ended: float
    rules_name: str
    family: str
    players_json: str
    finished: bool
    winner: int | None
    loser: int | None

    @property
    def players(self) -> list[tuple[str, str | None]]:
        return [(name, level) for name, level in json.loads(self.players_json)]


class Records:
    def __init__(self, connection: sqlite3.Connection, path: Path | None = None) -> None:
        self.connection = connection
        self.path = path

    def close(self) -> None:
        self.connection.close()

    def store(self, game: Game, started: float, ended: float | None = None,
              replacing: int | None = None) -> int:
        """Keep one game (finished, or abandoned when not over) with its throws; its id.
        ``replacing``: the record of the same game kept earlier (abandoned, then opened
        from the list and played on), which this one takes the place of: the game keeps the
        date it was started then, and its time played adds up."""
        ended = time.time() if ended is None else ended
        seconds = max(0.0, ended - started)
        feats = feats_of(game)
        with self.connection:
            if replacing is not None:
                earlier = self.connection.execute(
                    "SELECT started, seconds FROM games WHERE id = ?", (replacing,)).fetchone()
                if earlier is not None:
                    started, seconds = earlier[0], earlier[1] + seconds
                self.connection.execute("DELETE FROM games WHERE id = ?", (replacing,))
            cursor = self.connection.execute(
                "INSERT INTO games (started, ended, seconds, rules_name, rules_json, family, "
                "seed, players, actions, finished, winner, loser, places, manches, tokens, "
                "strongest) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (started, ended, seconds, game.rules.name,
                 game.rules.to_json(), game.rules.family, seed_to_column(game.seed),
                 json.dumps([[spec.name, spec.level] for spec in game.players],
                            ensure_ascii=False),
                 _actions_json(game), int(game.over),
                 game.winner, game.loser, json.dumps(list(game.places)), feats.manches,
                 int(game.rules.uses_tokens), strongest_computer(game)))
            number = cursor.lastrowid
            self.connection.executemany(
                "INSERT INTO throws VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(number, t.seat, t.manche, t.throw, int(t.throw == 1), int(t.throw_off),
                  *t.dice) for t in feats.throws])
            _insert_seats(self.connection, number, game, feats)
        return number

    def holds(self, game: Game) -> bool:
        """Whether this game is kept already, finished, as it stands or played on from
        here: the same seed, and every move of ``game`` the first moves of the kept one
        (an autosave older than a game's record is such a game)."""
        moves = [action.to_list() for action in game.actions]
        return any(json.loads(actions)[:len(moves)] == moves for (actions,) in self.connection.execute(
            "SELECT actions FROM games WHERE seed = ? AND finished = 1", (seed_to_column(game.seed),)))

    def count(self) -> int:
        return self.connection.execute("SELECT COUNT(*) FROM games").fetchone()[0]

    def games(self) -> list[StoredGame]:
        """Every game kept, the latest first."""
        return [StoredGame(number, ended, name, family, players, bool(finished), winner, loser)
                for number, ended, name, family, players, finished, winner, loser
                in self.connection.execute(
                    "SELECT id, ended, rules_name, family, players, finished, winner, loser "
                    "FROM games ORDER BY id DESC")]

    def game(self, number: int) -> Game:
        """A kept game, replayed from its rules, players, seed and actions to where it ended."""
        row = self.connection.execute(
            "SELECT rules_json, seed, players, actions FROM games WHERE id = ?",
            (number,)).fetchone()
        if row is None:
            raise KeyError(number)
        return _replay_row(*row)[0]

    def clear(self) -> None:
        """Forget every game kept (the player asked, and confirmed)."""
        with self.connection:
            self.connection.execute("DELETE FROM review_terms")
            self.connection.execute("DELETE FROM decisions")
            self.connection.execute("DELETE FROM reviews")
            self.connection.execute("DELETE FROM throws")
            self.connection.execute("DELETE FROM seats")
            self.connection.execute("DELETE FROM games")
        self.connection.execute("VACUUM")


def _schema(connection: sqlite3.Connection, names: tuple[str, ...] | None = None) -> tuple:
    """What the program reads of a database's tables (those named ``names``, else all): each
    table and index by name, each column (name, type, constraints, default), foreign key
    and indexed column."""
    found = connection.execute(
        "SELECT name, type, tbl_name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' "
        "ORDER BY name").fetchall()
    entries = [entry for entry in found if names is None or entry[0] in names]
    return tuple((*entry, *(tuple(connection.execute(query, (entry[0],)).fetchall())
                            for query in ("SELECT * FROM pragma_table_info(?)",
                                          "SELECT * FROM pragma_foreign_key_list(?)",
                                          "SELECT * FROM pragma_index_info(?)")))
                 for entry in entries)


@cache
def _schema_of_version(version: int) -> tuple:
    """The schema a database of ``version`` has: the migrations' own, up to it."""
    connection = sqlite3.connect(":memory:")
    try:
        _migrate(connection, version)
        return _schema(connection)
    finally:
        connection.close()


def _check_schema(connection: sqlite3.Connection, named: bool) -> None:
    """Refuse, as damage, a file whose version number or tables are not what this program
    wrote for that version (a byte changed in its header or in the text of its schema):
    nothing reads or migrates it. Tables of another program's beside ours (names no version
    of ours gives) are its own affair; a file the player names must be one this program
    made (version 1 or more)."""
    version = connection.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise sqlite3.DatabaseError(f"made by a newer version (schema {version})")
    if version < 0:
        raise DamagedRecord(QT_TRANSLATE_NOOP(
            "Records", "its version number, {version}, is damaged").with_args(version=version))
    if named and version == 0:
        raise DamagedRecord(QT_TRANSLATE_NOOP(
            "Records", "this program did not make it: its version number is 0"))
    ours = tuple(entry[0] for entry in _schema_of_version(SCHEMA_VERSION))
    if _schema(connection, ours) != _schema_of_version(version):
        raise DamagedRecord(QT_TRANSLATE_NOOP(
            "Records", "its tables are not those of its version, {version}").with_args(
            version=version))


def _migrate(connection: sqlite3.Connection, up_to: int = SCHEMA_VERSION) -> None:
    version = connection.execute("PRAGMA user_version").fetchone()[0]
    for target in range(version + 1, up_to + 1):
        # One transaction per step, schema changes included (sqlite3 would commit those
        # at once): a step that fails leaves the file as the version before it.
        connection.execute("BEGIN IMMEDIATE")
        try:
            for step in MIGRATIONS[target]:
                if callable(step):
                    step(connection)
                else:
                    connection.execute(step)
            connection.execute(f"PRAGMA user_version = {target}")
        except BaseException:
            connection.rollback()
            raise
        connection.commit()


def _connect(path: Path, timeout: float = BUSY_TIMEOUT_S,
             named: bool = False) -> sqlite3.Connection:
    connection = sqlite3.connect(path, timeout=timeout)
    try:
        connection.execute("PRAGMA foreign_keys = ON")
        connection.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()  # a database?
        _check_schema(connection, named)  # before anything is written: WAL mode is, in the header
        connection.execute("PRAGMA journal_mode = WAL")
        _migrate(connection)
    except sqlite3.DatabaseError:
        connection.close()
        raise
    except UnicodeDecodeError:  # SQLite quoting a damaged schema in its message
        connection.close()
        raise DamagedRecord(QT_TRANSLATE_NOOP(
            "Records", "the description of its tables holds bytes that are not text")) from None
    return connection


# The bytes of SQLite's header: a shorter file is taken for an empty database, and written.
_SQLITE_HEADER = 100
# What SQLite says of a file that is not a database, or one whose pages are damaged.
_DAMAGE_CODES = ("SQLITE_CORRUPT", "SQLITE_NOTADB")
# What Python's sqlite3 says of a text column that is not UTF-8: damage too, since every
# text this program writes is.
_NOT_UTF8 = "Could not decode to UTF-8"
# What SQLite says of a header whose format numbers it does not know (a byte changed there).
_UNSUPPORTED = "unsupported file format"


def damaged(error: BaseException) -> bool:
    """Damage in the file itself ("not a database", "malformed", a page of garbage read
    as text) — not a lock held too long, a full disk or a read-only folder, which say
    nothing against the file."""
    if type(error) is sqlite3.DatabaseError or isinstance(error, DamagedRecord):
        return True
    if not isinstance(error, sqlite3.DatabaseError):
        return False
    name = getattr(error, "sqlite_errorname", None) or ""
    return (name.startswith(_DAMAGE_CODES) or str(error).startswith(_NOT_UTF8)
            or str(error) == _UNSUPPORTED)


def _check_path(path: Path, named: bool) -> None:
    """Refuse a path SQLite must not open: a folder, a device, a pipe or a socket (SQLite
    would write its journal beside it, and a bad one would be renamed); when the player
    named the file, one that does not exist, or is empty or shorter than a database's header
    (reading figures creates no file, and writes no database over one)."""
    blocking = file_in_the_way(path.parent)
    if blocking is not None:
        raise RecordsError(in_the_way(path.parent, blocking))
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        if named:
            raise RecordsError(QT_TRANSLATE_NOOP(
                "Records", "{path}: no such file").with_args(path=str(path))) from None
        return
    except OSError as error:  # a folder that may not be read, a name too long…
        raise RecordsError(QT_TRANSLATE_NOOP(
            "Records", "{path} cannot be read: {reason}").with_args(
            path=str(path), reason=reading_reason(error))) from None
    if stat.S_ISDIR(mode):
        raise RecordsError(QT_TRANSLATE_NOOP(
            "Records", "{path} is a folder, not a games database").with_args(path=str(path)))
    if not stat.S_ISREG(mode):
        raise RecordsError(QT_TRANSLATE_NOOP(
            "Records", "{path} is not a file (a device, a pipe or a socket), so it is not "
                       "opened as a games database").with_args(path=str(path)))
    if named and path.stat().st_size < _SQLITE_HEADER and not Path(f"{path}-wal").exists():
        raise RecordsError(QT_TRANSLATE_NOOP(  # SQLite would write a new database over it
            "Records", "{path} is empty or cut short: it holds no games database").with_args(
            path=str(path)))


def _refused(path: Path, error: BaseException) -> RecordsError:
    """A file the player named that is not (or no longer) a games database: refused as it
    is, never set aside nor replaced."""
    return RecordsError(QT_TRANSLATE_NOOP(
        "Records", "{path} is not a games database that can be read ({why})").with_args(
        path=str(path), why=_why(error)))


def _set_aside_damaged(path: Path, error: BaseException) -> Text:
    """Rename a damaged database (and its journal files) out of the way, intact; the
    message that says so."""
    moved = set_aside(path)
    for companion in (Path(f"{path}-wal"), Path(f"{path}-shm")):
        if moved is not None and companion.exists():
            companion.rename(Path(f"{moved}{companion.name[len(path.name):]}"))
    return QT_TRANSLATE_NOOP(
        "Records", "The record of your games could not be read ({why}); a new one is "
                   "started. {kept}").with_args(why=_why(error), kept=kept_as(path, moved))


def _why(error: BaseException) -> Text | str:
    """What was wrong with the file, on one line, in the player's words: what the records
    found, a text that is not UTF-8 (Python quotes it, line breaks and all), a file that is
    no SQLite database or a damaged one; else SQLite's own words, said to be its."""
    if isinstance(error, DamagedRecord):
        return error.text
    if str(error).startswith(_NOT_UTF8):
        return QT_TRANSLATE_NOOP("Records", "a text kept in it is not UTF-8")
    name = getattr(error, "sqlite_errorname", None) or ""
    if name.startswith("SQLITE_NOTADB") or str(error) == _UNSUPPORTED:
        return QT_TRANSLATE_NOOP("Records", "it is no database SQLite can read")
    if name.startswith("SQLITE_CORRUPT"):
        return QT_TRANSLATE_NOOP("Records", "the database is damaged")
    return QT_TRANSLATE_NOOP("Records", "SQLite says: {detail}").with_args(
        detail=" ".join(str(error).split()))


def open_records(path: Path | None = None, timeout: float = BUSY_TIMEOUT_S, *,
                 named: bool = False) -> tuple[Records, Text | None]:
    """The games database (created if need be), and a message when the one found could not
    be read and was set aside for a fresh one. Opening reads only the schema, so it stays
    quick with many games; damage found later is set aside the same way (``with_records``).

    ``named``: the player named this file (``zanzibar stats --db``); it must exist, and if
    it is not a games database it is refused (``RecordsError``), not set aside. A path that
    is not a regular file is always refused."""
    path = records_file() if path is None else path
    _check_path(path, named)
    if not named:
        path.parent.mkdir(parents=True, exist_ok=True)
    try:
        return Records(_connect(path, timeout, named), path), None
    except sqlite3.DatabaseError as error:
        if not damaged(error):
            raise
        if named:
            raise _refused(path, error) from None
        note = _set_aside_damaged(path, error)
        _check_path(path, named)  # nothing new in its place since
        return Records(_connect(path, timeout), path), note


def start_afresh(records: Records, error: BaseException) -> tuple[Records, Text]:
    """Damage met reading records held open (the Statistics window's): close them, set the
    player's file aside, intact, and open a fresh one; the fresh records and the message
    that says so. ``error`` is what :func:`damaged` recognised."""
    records.close()
    path = records_file() if records.path is None else records.path
    note = _set_aside_damaged(path, error)
    _check_path(path, named=False)
    return Records(_connect(path), path), note


def with_records(work: Callable[[Records], T], keep_open: bool = False,
                 path: Path | None = None, timeout: float = BUSY_TIMEOUT_S, *,
                 named: bool = False) -> tuple[T, Text | None]:
    """``work(records)`` over the games database, and the message saying a damaged file was
    set aside (None when none was). Damage met while working (a value kept that does not
    read back among it) sets the file aside, intact, and the work runs once more over a
    fresh one (a file the player ``named`` is refused instead, see ``open_records``). What
    is not damage (a lock held too long, a read-only folder) reaches the caller. The records
    are closed after the work, unless ``keep_open`` (the work's result then owns them).
    ``timeout``: how long to wait, in seconds, for another copy's write to end."""
    path = records_file() if path is None else path
    said = None
    for attempt in (1, 2):
        records, note = open_records(path, timeout, named=named)
        said = note or said
        try:
            result = work(records)
        except sqlite3.DatabaseError as error:
            records.close()
            if attempt == 2 or not damaged(error):
                raise
            if named:
                raise _refused(path, error) from None
            said = _set_aside_damaged(path, error)
            continue
        except BaseException:
            records.close()
            raise
        if not keep_open:
            records.close()
        return result, said
    raise AssertionError("the second attempt returns or raises")
