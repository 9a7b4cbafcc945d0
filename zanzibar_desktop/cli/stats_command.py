"""``zanzibar stats``: the figures kept of every game played, per human player."""

import argparse
import json
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ..engine.ai.levels import LEVELS
from ..i18n import tr_text
from ..storage.record_stats import HUMANS_ONLY, Tally, figure_rows, player_figures, rate_text
from ..storage.records import open_records, records_file
from .language import columns, percent


def register(subcommands: argparse._SubParsersAction) -> None:
    parser = subcommands.add_parser("stats", help="figures of every game played, per player")
    parser.add_argument("--db", type=Path, metavar="FILE",
                        help="the games database (default: the player's own)")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(run=run)


def _tally(tally: Tally) -> dict:
    low_high = tally.interval
    return {"games": tally.games, "count": tally.counted, "rate": tally.rate,
            "interval": None if low_high is None else list(low_high)}


def run(arguments: argparse.Namespace) -> int:
    records, note = open_records(arguments.db or records_file())
    try:
        figures = player_figures(records)
    finally:
        records.close()
    if note is not None:
        print(tr_text(note))
    if arguments.json:
        print(json.dumps({"players": [
            {"name": entry.name, "games": entry.games, "abandoned": entry.abandoned,
             "wins": _tally(entry.wins), "losses": _tally(entry.losses),
             "by_level": {level: {kind: _tally(tally) for kind, tally in kinds.items()}
                          for level, kinds in entry.by_level.items()},
             "by_family": {family: {kind: _tally(tally) for kind, tally in kinds.items()}
                           for family, kinds in entry.by_family.items()}}
            for entry in figures]}, ensure_ascii=False, indent=1))
        return 0
    if not figures:
        print(QCoreApplication.translate("CliStats", "No game played yet."))
        return 0
    header = [QCoreApplication.translate("CliStats", "player"),
              QCoreApplication.translate("CliStats", "against"),
              QCoreApplication.translate("CliStats", "games"),
              QCoreApplication.translate("CliStats", "won (points race)"),
              QCoreApplication.translate("CliStats", "lost (tournées paid)")]
    rows = []
    for row in figure_rows(figures):
        if row.against is None:
            against = QCoreApplication.translate("CliStats", "everyone")
        elif row.against == HUMANS_ONLY:
            against = QCoreApplication.translate("CliStats", "humans only")
        else:
            against = tr_text(LEVELS[row.against].title)
        rows.append(["" if row.games is None else row.name, against,
                     "" if row.games is None else str(row.games), _rate(row.wins),
                     _rate(row.losses)])
    for line in columns([header, *rows], "<<>>>"):
        print(line)
    return 0


def _rate(tally: Tally) -> str:
    return rate_text(tally, lambda share: percent(share, 1))
