"""``zanzibar odds``: exact chances of every keep choice, 000's table, and the heads-up duel."""

import argparse
import json
import textwrap

from ..engine.hands import dice_label
from ..engine.odds.duel import duel
from ..engine.odds.headsup import heads_up_options
from ..engine.odds.zanzi_table import zanzi_table
from ..engine.presets import load_rules
from .arguments import UsageError, dice_argument, natural_int


def register(subcommands: argparse._SubParsersAction) -> None:
    parser = subcommands.add_parser("odds", help="exact odds of keep choices, 000's table, the duel")
    parser.add_argument("--rules", required=True, metavar="PRESET|FILE")
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--dice", type=dice_argument, help="the dice showing, e.g. 6-6-2")
    mode.add_argument("--table", action="store_true", help="000's probability table, extended")
    mode.add_argument("--duel", action="store_true", help="the heads-up manche, both optimal")
    parser.add_argument("--throws-used", type=natural_int, default=1)
    parser.add_argument("--limit", type=natural_int, help="throws allowed in all (default: max)")
    parser.add_argument("--beat", type=dice_argument, help="the hand to beat, e.g. 5-5-5")
    parser.add_argument("--beat-throws", type=natural_int, default=1)
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(run=run)


def run(arguments: argparse.Namespace) -> int:
    rules = load_rules(arguments.rules)
    if arguments.table:
        return _print_table(arguments.json)
    if arguments.duel:
        return _print_duel(rules, arguments.json)
    return _print_options(rules, arguments)


def _fail(message: str) -> None:
    raise UsageError(message)


def _print_options(rules, arguments: argparse.Namespace) -> int:
    limit = rules.max_throws if arguments.limit is None else arguments.limit
    if not 1 <= limit <= rules.max_throws:
        _fail(f"--limit must be between 1 and {rules.max_throws} under these rules, not {limit}")
    if not 1 <= arguments.throws_used <= limit:
        _fail(f"--throws-used must be between 1 and the limit {limit}, not {arguments.throws_used}")
    if arguments.beat is None:
        _fail("--dice needs --beat, the hand to beat (e.g. --beat 5-5-5)")
    if not 1 <= arguments.beat_throws <= rules.max_throws:
        _fail(f"--beat-throws must be between 1 and {rules.max_throws}, not {arguments.beat_throws}")
    options = heads_up_options(rules, arguments.dice, arguments.throws_used, limit,
                               arguments.beat, arguments.beat_throws)
    if arguments.json:
        print(json.dumps({"options": [
            {"keep": list(option.keep), "win": option.win, "tie": option.tie,
             "lose": option.lose, "take": option.take, "expected_value": option.expected_value}
            for option in options]}, indent=1))
        return 0
    print(f"{dice_label(arguments.dice)} after {arguments.throws_used} of {limit} throws, "
          f"against {dice_label(arguments.beat)} in {arguments.beat_throws}:")
    print(f"  {'choice':<18} {'win':>7} {'tie':>7} {'lose':>7} {'take':>7} {'mean value':>10}")
    for option in options:
        choice = "stop" if option.stops else (
            f"keep {dice_label(option.keep)}" if option.keep else "throw all three")
        print(f"  {choice:<18} {option.win:>7.2%} {option.tie:>7.2%} {option.lose:>7.2%} "
              f"{option.take:>7.2%} {option.expected_value:>10.2f}")
    return 0


def _print_table(as_json: bool) -> int:
    """000's table: what each row computes, its favourable outcomes of 216 where it has them,
    the percentage, the exact fraction, and beside it the text's own figure and words.

    The JSON carries stable English ids and labels, never translated."""
    rows = zanzi_table().rows()
    if as_json:
        print(json.dumps({"rows": [
            {"id": row.key, "label": row.label, "favourable": row.favourable,
             "out_of": row.out_of, "probability": float(row.probability),
             "fraction": row.fraction, "text_figure": row.text_figure, "quote": row.quote,
             "matches_text_figure": row.matches_text_figure, "reading": row.reading}
            for row in rows]}, indent=1))
        return 0
    width = max(len(row.label) for row in rows)
    exact = max(len(row.fraction) for row in rows)
    print(f"  {'what':<{width}}  {'favourable':>10}  {'probability':>11}  {'exact':<{exact}}"
          f"  the text")
    for row in rows:
        favourable = "" if row.favourable is None else f"{row.favourable} of {row.out_of}"
        print(f"  {row.label:<{width}}  {favourable:>10}  {float(row.probability):>11.2%}  "
              f"{row.fraction:<{exact}}  {row.text_figure or ''}".rstrip())
        if row.quote is not None:
            for line in textwrap.wrap(f'"{row.quote}"', width=90):
                print(f"      {line}")
        if row.reading is not None:
            print(f"      ({row.reading})")
    return 0


def _print_duel(rules, as_json: bool) -> int:
    result = duel(rules)
    policy = sorted(result.policy.items(), key=lambda item: (item[0][1], item[0][0]))
    if as_json:
        print(json.dumps({
            "opener_take": result.opener_take, "replier_take": result.replier_take,
            "policy": [{"dice": list(dice), "throws": throws, "keep": list(keep)}
                       for (dice, throws), keep in policy]}, indent=1))
        return 0
    print(f"Heads-up manche, both optimal: the opener takes it {result.opener_take:.2%} of the "
          f"time, the second player {result.replier_take:.2%}.")
    print("The opener's best choice (stop, or the dice to keep):")
    for throws in range(1, rules.max_throws):
        line = [f"{dice_label(dice)}:{'stop' if len(keep) == 3 else dice_label(keep) or 'all'}"
                for (dice, used), keep in policy if used == throws]
        print(f"  after {throws} throw{'s' if throws > 1 else ''}: " + "  ".join(line))
    return 0
