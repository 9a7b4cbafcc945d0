"""``zanzibar hands``: the 56 hands strongest first, with value and one-throw chance."""

import argparse
import json

from PySide6.QtCore import QCoreApplication

from ..engine.hands import hand_chart
from ..i18n import tr_text
from ..i18n.numbers import ratio, whole
from ..storage.rules_files import load_rules
from .language import columns


def register(subcommands: argparse._SubParsersAction) -> None:
    parser = subcommands.add_parser("hands", help="the hand chart of a preset or rules file")
    parser.add_argument("--rules", required=True, metavar="PRESET|FILE")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(run=run)


def run(arguments: argparse.Namespace) -> int:
    rows = hand_chart(load_rules(arguments.rules))
    if arguments.json:  # English names and no labels: the same in every language
        print(json.dumps([
            {"dice": list(row.hand.dice), "rank": row.rank, "value": row.hand.value,
             "name": row.hand.name.render(), "category": row.hand.category,
             "probability": f"{row.probability.numerator}/{row.probability.denominator}"}
            for row in rows], ensure_ascii=False, indent=1))
        return 0
    header = [QCoreApplication.translate("CliHands", "rank"),
              QCoreApplication.translate("CliHands", "dice"),
              QCoreApplication.translate("CliHands", "value"),
              QCoreApplication.translate("CliHands", "one throw"),
              QCoreApplication.translate("CliHands", "name")]
    table = [[whole(row.rank), row.hand.label, whole(row.hand.value),
              ratio(row.probability.numerator, row.probability.denominator),
              tr_text(row.hand.name)]
             for row in rows]
    for line in columns([header, *table], "><>><"):
        print(line)
    return 0
