"""``zanzibar hands``: the 56 hands strongest first, with value and one-throw chance."""

import argparse
import json

from PySide6.QtCore import QCoreApplication

from ..engine.hands import hand_chart
from ..i18n import tr_text
from ..i18n.numbers import ratio, whole
from ..storage.rules_files import load_rules
from .arguments import add_json_option, add_rules_option
from .language import columns


def register(subcommands: argparse._SubParsersAction) -> None:
    words = QCoreApplication.translate(
        "CliHands", "the hands strongest first, with their value and chance in one throw")
    parser = subcommands.add_parser("hands", help=words, description=words)
    add_rules_option(parser)
    add_json_option(parser)
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
