"""``zanzibar hands``: the 56 hands strongest first, with value and one-throw chance."""

import argparse
import json

from ..engine.hands import hand_chart
from ..engine.presets import load_rules


def register(subcommands: argparse._SubParsersAction) -> None:
    parser = subcommands.add_parser("hands", help="the hand chart of a preset or rules file")
    parser.add_argument("--rules", required=True, metavar="PRESET|FILE")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(run=run)


def run(arguments: argparse.Namespace) -> int:
    rows = hand_chart(load_rules(arguments.rules))
    if arguments.json:
        print(json.dumps([
            {"dice": list(row.hand.dice), "rank": row.rank, "value": row.hand.value,
             "name": row.hand.name.render(), "category": row.hand.category,
             "probability": f"{row.probability.numerator}/{row.probability.denominator}"}
            for row in rows], ensure_ascii=False, indent=1))
        return 0
    print(f"{'rank':>4}  {'dice':<6} {'value':>5}  {'one throw':>9}  name")
    for row in rows:
        probability = f"{row.probability.numerator}/{row.probability.denominator}"
        print(f"{row.rank:>4}  {row.hand.label:<6} {row.hand.value:>5}  {probability:>9}  "
              f"{row.hand.name.render()}")
    return 0
