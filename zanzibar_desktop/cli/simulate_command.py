"""``zanzibar simulate``: a headless tournament between computer levels."""

import argparse
import json

from ..engine.ai.levels import BASELINES, LEVELS
from ..engine.players import MAX_PLAYERS, MIN_PLAYERS
from ..engine.presets import load_rules
from ..engine.tournament import run_tournament
from .arguments import natural_int, positive_int
from .output import one_line


def _levels(text: str) -> list[str]:
    levels = [part.strip() for part in text.split(",")]
    known = list(LEVELS) + list(BASELINES)
    for level in levels:
        if level not in known:
            raise argparse.ArgumentTypeError(
                f"unknown player {level!r}; choose among {', '.join(known)}")
    if not MIN_PLAYERS <= len(levels) <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(
            f"a game needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(levels)}")
    return levels


def register(subcommands: argparse._SubParsersAction) -> None:
    parser = subcommands.add_parser("simulate", help="a headless tournament of whole games")
    parser.add_argument("--rules", required=True, metavar="PRESET|FILE")
    parser.add_argument("--players", required=True, type=_levels, metavar="LEVEL,LEVEL[,…]")
    parser.add_argument("--games", required=True, type=positive_int)
    parser.add_argument("--seed", required=True, type=natural_int)
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(run=run)


def run(arguments: argparse.Namespace) -> int:
    rules = load_rules(arguments.rules)
    result = run_tournament(rules, arguments.players, arguments.games, arguments.seed)
    frequencies = [
        {"category": name, "observed": result.category_counts.get(name, 0) / result.first_throws,
         "expected": expected}
        for name, expected in sorted(result.category_expected.items(), key=lambda kv: -kv[1])]
    if arguments.json:
        print(json.dumps({
            "games": result.games,
            "seats": [{"player": seat.player, "wins": seat.wins, "win_rate": seat.win_rate,
                       "ci95": list(seat.ci95)} for seat in result.seats],
            "mean_manches": result.mean_manches, "first_throws": result.first_throws,
            "hand_frequencies": frequencies, "games_per_second": result.games_per_second,
        }, indent=1))
        return 0
    print(f"{result.games} games of {one_line(rules.name)}, seed {arguments.seed}:")
    for number, seat in enumerate(result.seats, start=1):
        low, high = seat.ci95
        print(f"  seat {number} {seat.player:<8} wins {seat.wins:>6}  {seat.win_rate:7.2%}  "
              f"95% interval {low:.2%} – {high:.2%}")
    print(f"  mean game length: {result.mean_manches:.2f} manches")
    print(f"  first throws ({result.first_throws}) by kind of hand, observed against exact:")
    for row in frequencies:
        print(f"    {row['category']:<10} {row['observed']:7.3%}  {row['expected']:7.3%}")
    print(f"  {result.games_per_second:.1f} games per second")
    return 0
