"""``zanzibar stats``: the figures kept of every game played, per human player."""

import argparse
import json
import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QCoreApplication

from ..engine.rules import family_title
from ..engine.text import QT_TRANSLATE_NOOP
from ..i18n import hand_words, tr_text
from ..i18n.numbers import counted_share, whole
from ..storage.record_bests import Bests, bests_json, player_bests
from ..storage.record_stats import Tally, figure_rows, player_figures, scope_text
from ..storage.records import Records, with_records
from .arguments import UsageError, add_json_option
from .language import columns
from .output import one_line, shown_name
from .stats_skill import print_json, print_text, skill_of

T = TypeVar("T")


def register(subcommands: argparse._SubParsersAction) -> None:
    words = QCoreApplication.translate("CliStats", "figures of every game played, per player")
    parser = subcommands.add_parser("stats", help=words, description=words)
    parser.add_argument("--db", type=Path, metavar=QCoreApplication.translate("Cli", "FILE"),
                        help=QCoreApplication.translate(
                            "CliStats", "a games database to read, refused if it is not one "
                                        "(default: the player's own, set aside for a fresh one "
                                        "if damaged)"))
    parser.add_argument("--skill", action="store_true", help=QCoreApplication.translate(
        "CliStats", "each player's skill: the chance lost a decision, against the computers', "
                    "and the costliest kinds of decision (the games not reviewed yet are reviewed first)"))
    add_json_option(parser)
    parser.set_defaults(run=run)


def _tally(tally: Tally) -> dict:
    low_high = tally.interval
    return {"games": tally.games, "count": tally.counted, "rate": tally.rate,
            "interval": None if low_high is None else list(low_high)}


def read_records(arguments: argparse.Namespace, work: Callable[[Records], T]) -> T:
    """``work`` over the games database the command reads; what cannot be read, one line."""
    try:
        found, note = with_records(work, path=arguments.db, named=arguments.db is not None)
    except sqlite3.Error as error:  # locked by a copy writing, not readable: not damage
        raise UsageError(QCoreApplication.translate(
            "CliStats", "the games database could not be read: {reason}").format(
            reason=error)) from error
    if note is not None:  # the player's own file was damaged, and set aside
        print(QCoreApplication.translate("Cli", "zanzibar: {message}").format(
            message=one_line(tr_text(note))), file=sys.stderr)
    return found


def run(arguments: argparse.Namespace) -> int:
    if arguments.skill:
        found, _ = read_records(arguments, skill_of)
        (print_json if arguments.json else print_text)(found)
        return 0
    figures, bests = read_records(arguments, lambda records: (player_figures(records),
                                                       player_bests(records)))
    if arguments.json:
        print(json.dumps({"players": [
            {"name": entry.name, "games": entry.games, "abandoned": entry.abandoned,
             "wins": _tally(entry.wins), "losses": _tally(entry.losses),
             "by_level": {level: {kind: _tally(tally) for kind, tally in kinds.items()}
                          for level, kinds in entry.by_level.items()},
             "by_family": {family: {kind: _tally(tally) for kind, tally in kinds.items()}
                           for family, kinds in entry.by_family.items()},
             "by_rules": {name: {kind: _tally(tally) for kind, tally in kinds.items()}
                          for name, kinds in entry.by_rules.items()},
             "streaks": {"points_races_won": vars(entry.win_streak),
                         "token_games_not_lost": vars(entry.safe_streak)},
             "records": {family: bests_json(found) for (name, family), found
                         in sorted(bests.items()) if name == entry.name}}
            for entry in figures]}, ensure_ascii=False, indent=1))
        return 0
    if not figures:
        print(QCoreApplication.translate("CliStats", "No game played yet."))
        return 0
    header = [QCoreApplication.translate("CliStats", "player"),
              QCoreApplication.translate("CliStats", "games counted"),
              QCoreApplication.translate("CliStats", "games"),
              QCoreApplication.translate("CliStats", "won (points race)"),
              QCoreApplication.translate("CliStats", "lost (tournées paid)")]
    rows = []
    for row in figure_rows(figures):
        rows.append(["" if row.games is None else shown_name(row.name), tr_text(scope_text(row)),
                     "" if row.games is None else whole(row.games), _rate(row.wins),
                     _rate(row.losses)])
    for line in columns([header, *rows], "<<>>>"):
        print(line)
    for entry in figures:
        streaks = []
        if entry.wins.games:
            streaks.append(QCoreApplication.translate(
                "CliStats", "points races won in a row: best {best}, now {now}").format(
                best=whole(entry.win_streak.best), now=whole(entry.win_streak.now)))
        if entry.losses.games:
            streaks.append(QCoreApplication.translate(
                "CliStats", "token games without paying the tournée: best {best}, now {now}")
                .format(best=whole(entry.safe_streak.best), now=whole(entry.safe_streak.now)))
        if streaks:
            print(QCoreApplication.translate("CliStats", "{name}: {streaks}").format(
                name=shown_name(entry.name), streaks=QCoreApplication.translate("CliStats", "; ").join(
                    streaks)))
    for (name, family), found in sorted(bests.items()):
        print(_records_line(name, family, found))
    return 0


def _records_line(name: str, family: str, bests: Bests) -> str:
    """``Ann, Zanzibar: best hand 1-1-1 · Zanzi d'as; most zanzis in a game 9; …``"""
    parts = []
    if bests.best_hand is not None:
        parts.append(QCoreApplication.translate("CliStats", "best hand {hand}").format(
            hand=hand_words(bests.best_hand)))
    for value, words in (
            (bests.most_zanzis, QT_TRANSLATE_NOOP("CliStats", "most zanzis in a game {n}")),
            (bests.fewest_manches, QT_TRANSLATE_NOOP("CliStats", "fewest manches to win {n}")),
            (bests.biggest_decharge,
             QT_TRANSLATE_NOOP("CliStats", "most tokens given in one décharge {n}")),
            (bests.manches_lost, QT_TRANSLATE_NOOP("CliStats", "manches lost {n}")),
            (bests.tournees, QT_TRANSLATE_NOOP("CliStats", "tournées paid {n}"))):
        if value:
            parts.append(tr_text(words.with_args(n=value)))
    family_name = tr_text(family_title(family))
    return QCoreApplication.translate("CliStats", "{name}, {family}: {records}").format(
        name=shown_name(name), family=family_name,
        records=QCoreApplication.translate("CliStats", "; ").join(parts))


def _rate(tally: Tally) -> str:
    return counted_share(tally.counted, tally.games, tally.interval)
