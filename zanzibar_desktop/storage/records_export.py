"""The games kept, as CSV files a spreadsheet opens: one line per game, or one per throw.

UTF-8 with a byte-order mark (so spreadsheets read accents), a header line, dates in ISO
8601. A cell a spreadsheet would run as a formula (a name starting with ``=`` and the like)
is written with a leading apostrophe: names are plain text. Rows stream into a temporary
file beside the target (``atomic_file``), renamed over it at the end: whole or not at all,
and an export can report its progress and be cancelled (every throw of 10,000 games is 1.5
million rows)."""

import csv
import json
from collections.abc import Callable, Iterator
from datetime import datetime

from ..engine.hands import evaluate
from ..engine.rules import Rules, rules_from_json
from .atomic import atomic_file
from .records import Records, seed_from_column

GAME_COLUMNS = ("game", "ended", "seconds", "rules", "family", "players", "finished",
                "winner", "loser", "manches", "seed")
THROW_COLUMNS = ("game", "player", "level", "manche", "throw", "first_of_turn", "throw_off",
                 "die1", "die2", "die3", "hand")


def _cell(value: object) -> object:
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


def _when(timestamp: float) -> str:
    return datetime.fromtimestamp(timestamp).astimezone().isoformat(timespec="seconds")


def game_rows(records: Records) -> Iterator[tuple]:
    """One line per game, oldest first; text cells already through ``_cell``."""
    for (number, ended, seconds, name, family, players, finished, winner, loser, manches,
         seed) in records.connection.execute(
            "SELECT id, ended, seconds, rules_name, family, players, finished, winner, "
            "loser, manches, seed FROM games ORDER BY id"):
        seats = json.loads(players)
        yield (number, _when(ended), round(seconds), _cell(name), family,
               _cell("; ".join(f"{player} ({level or 'human'})" for player, level in seats)),
               "yes" if finished else "abandoned",
               "" if winner is None else _cell(seats[winner][0]),
               "" if loser is None else _cell(seats[loser][0]), manches,
               seed_from_column(seed))


def throw_rows(records: Records) -> Iterator[tuple]:
    """One line per throw, in the order they were thrown, with the hand it made."""
    parsed: dict[str, Rules] = {}
    rules_of: dict[int, Rules] = {}  # per game; each rules text parsed once
    for number, rules_json in records.connection.execute("SELECT id, rules_json FROM games"):
        if rules_json not in parsed:
            parsed[rules_json] = rules_from_json(rules_json)
        rules_of[number] = parsed[rules_json]
    categories: dict[tuple, str] = {}  # per rules and dice: each hand evaluated once
    names: dict[tuple, tuple[str, str]] = {}
    for number, name, level, manche, throw, first, throw_off, d1, d2, d3 in (
            records.connection.execute(
                "SELECT t.game, s.name, s.level, t.manche, t.throw, t.first_of_turn, "
                "t.throw_off, t.d1, t.d2, t.d3 FROM throws t "
                "JOIN seats s ON s.game = t.game AND s.seat = t.seat ORDER BY t.rowid")):
        rules = rules_of[number]
        key = (id(rules), d1, d2, d3)
        if key not in categories:
            categories[key] = evaluate((d1, d2, d3), rules).category
        if (name, level) not in names:
            names[name, level] = (_cell(name), level or "human")
        yield (number, *names[name, level], manche, throw, first, throw_off, d1, d2, d3,
               categories[key])


EXPORTS = {  # what -> (header, rows, the table counted for the progress)
    "games": (GAME_COLUMNS, game_rows, "games"),
    "throws": (THROW_COLUMNS, throw_rows, "throws"),
}
STEP = 20_000  # rows between two reports of progress


class ExportCancelledError(Exception):
    """The player stopped the export: nothing was written."""


def export_csv(records: Records, path: str, what: str,
               progress: Callable[[int, int], bool] | None = None) -> None:
    """Write ``what`` ("games" or "throws") to ``path``. ``progress(done, total)`` is told
    every few thousand rows and may answer False to stop (:class:`ExportCancelledError`, the file
    untouched); :class:`StorageError` says why the file could not be written."""
    header, rows, table = EXPORTS[what]
    total = records.connection.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
    with atomic_file(path, "w", encoding="utf-8-sig", newline="") as stream:
        writer = csv.writer(stream, lineterminator="\r\n")
        writer.writerow(header)
        for done, row in enumerate(rows(records), 1):
            writer.writerow(row)
            if progress is not None and done % STEP == 0 and not progress(done, total):
                raise ExportCancelledError
