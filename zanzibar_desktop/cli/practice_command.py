"""``zanzibar practice --due``: the positions due for practice (issue 35), as JSON — the
player's own costliest decisions, made into drills from their reviewed games (those not
reviewed yet are reviewed first), scheduled as ``engine/drills.py`` says, kept in the data
folder (``storage/drills.py``)."""

import argparse
import json
import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ..engine.decision_kinds import KINDS
from ..i18n import tr_text
from ..storage.drills import Drills
from ..storage.errors import StorageError
from ..storage.record_reviews import review_pending, reviewed_players
from .arguments import UsageError
from .output import one_line
from .stats_command import read_records


def register(subcommands: argparse._SubParsersAction) -> None:
    words = QCoreApplication.translate("CliPractice", "positions from your own games to practise")
    parser = subcommands.add_parser("practice", help=words, description=words)
    parser.add_argument("--due", action="store_true", required=True,
                        help=QCoreApplication.translate(
                            "CliPractice", "print the positions due now, as JSON"))
    parser.add_argument("--player", metavar=QCoreApplication.translate("CliPractice", "NAME"),
                        help=QCoreApplication.translate(
                            "CliPractice", "only this player's (default: every player's)"))
    parser.add_argument("--db", type=Path, metavar=QCoreApplication.translate("Cli", "FILE"),
                        help=QCoreApplication.translate(
                            "CliPractice", "the games database the drills are made from "
                                           "(default: the player's own)"))
    parser.set_defaults(run=run)


def run(arguments: argparse.Namespace) -> int:
    now = time.time()
    drills = Drills()
    if drills.problem is not None:
        print(QCoreApplication.translate("Cli", "zanzibar: {message}").format(
            message=one_line(tr_text(drills.problem))), file=sys.stderr)

    def make(records) -> None:  # noqa: ANN001 - the records read
        review_pending(records)
        for name in reviewed_players(records):
            if arguments.player is None or name == arguments.player:
                drills.add_from(records, name, now)

    try:
        read_records(arguments, make)
    except StorageError as error:
        raise UsageError(QCoreApplication.translate(
            "CliPractice", "the drills could not be kept: {reason}").format(
            reason=tr_text(error.text))) from error
    due = drills.due(now, arguments.player)
    print(json.dumps({"due": [dict(drill.to_json(), kind_name=tr_text(
        KINDS[drill.decision.kind].name)) for drill in due]}, ensure_ascii=False, indent=1))
    return 0
