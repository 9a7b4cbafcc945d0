"""The games kept, as CSV files a spreadsheet opens: one line per game, or one per throw.

UTF-8 with a byte-order mark (so spreadsheets read accents), a header line, dates in ISO
8601. A cell a spreadsheet would run as a formula (a name starting with ``=`` and the like)
is written with a leading apostrophe: names are plain text. Files are written whole or not
at all (``write_bytes_atomically``)."""

import csv
import io
import json
from datetime import datetime

from ..engine.atomic import write_bytes_atomically
from ..engine.hands import evaluate
from ..engine.rules import Rules, rules_from_json
from .records import Records

GAME_COLUMNS = ("game", "ended", "seconds", "rules", "family", "players", "finished",
                "winner", "loser", "manches", "seed")
THROW_COLUMNS = ("game", "player", "level", "manche", "throw", "first_of_turn", "throw_off",
                 "die1", "die2", "die3", "hand")


def _cell(value: object) -> object:
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


def _csv(header: tuple[str, ...], rows) -> bytes:  # noqa: ANN001
    """Rows whose text cells already went through ``_cell``."""
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\r\n")
    writer.writerow(header)
    writer.writerows(rows)
    return ("\ufeff" + text.getvalue()).encode("utf-8")


def _when(timestamp: float) -> str:
    return datetime.fromtimestamp(timestamp).astimezone().isoformat(timespec="seconds")


def games_csv(records: Records) -> bytes:
    def rows():  # noqa: ANN202
        for (number, ended, seconds, name, family, players, finished, winner, loser, manches,
             seed) in records.connection.execute(
                "SELECT id, ended, seconds, rules_name, family, players, finished, winner, "
                "loser, manches, seed FROM games ORDER BY id"):
            seats = json.loads(players)
            yield (number, _when(ended), round(seconds), _cell(name), family,
                   _cell("; ".join(f"{player} ({level or 'human'})" for player, level in seats)),
                   "yes" if finished else "abandoned",
                   "" if winner is None else _cell(seats[winner][0]),
                   "" if loser is None else _cell(seats[loser][0]), manches, seed)
    return _csv(GAME_COLUMNS, rows())


def throws_csv(records: Records) -> bytes:
    parsed: dict[str, Rules] = {}
    rules_of: dict[int, Rules] = {}  # per game; each rules text parsed once
    for number, rules_json in records.connection.execute("SELECT id, rules_json FROM games"):
        if rules_json not in parsed:
            parsed[rules_json] = rules_from_json(rules_json)
        rules_of[number] = parsed[rules_json]
    categories: dict[tuple, str] = {}  # per rules and dice: each hand evaluated once
    names: dict[tuple, tuple[str, str]] = {}

    def rows():  # noqa: ANN202
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
    return _csv(THROW_COLUMNS, rows())


def export_csv(records: Records, path: str, what: str) -> None:
    """Write ``what`` ("games" or "throws") to ``path``; StorageError says why it could not."""
    write_bytes_atomically(path, games_csv(records) if what == "games" else throws_csv(records))
