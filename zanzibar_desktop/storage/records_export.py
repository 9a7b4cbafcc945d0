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
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\r\n")
    writer.writerow(header)
    for row in rows:
        writer.writerow([_cell(value) for value in row])
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
            yield (number, _when(ended), round(seconds), name, family,
                   "; ".join(f"{player} ({level or 'human'})" for player, level in seats),
                   "yes" if finished else "abandoned",
                   "" if winner is None else seats[winner][0],
                   "" if loser is None else seats[loser][0], manches, seed)
    return _csv(GAME_COLUMNS, rows())


def throws_csv(records: Records) -> bytes:
    parsed: dict[str, Rules] = {}

    def rows():  # noqa: ANN202
        for (number, rules_json, name, level, manche, throw, first, throw_off,
             d1, d2, d3) in records.connection.execute(
                "SELECT t.game, g.rules_json, s.name, s.level, t.manche, t.throw, "
                "t.first_of_turn, t.throw_off, t.d1, t.d2, t.d3 FROM throws t "
                "JOIN games g ON g.id = t.game "
                "JOIN seats s ON s.game = t.game AND s.seat = t.seat ORDER BY t.rowid"):
            if rules_json not in parsed:
                parsed[rules_json] = rules_from_json(rules_json)
            yield (number, name, level or "human", manche, throw, first, throw_off, d1, d2,
                   d3, evaluate((d1, d2, d3), parsed[rules_json]).category)
    return _csv(THROW_COLUMNS, rows())


def export_csv(records: Records, path: str, what: str) -> None:
    """Write ``what`` ("games" or "throws") to ``path``; StorageError says why it could not."""
    write_bytes_atomically(path, games_csv(records) if what == "games" else throws_csv(records))
