"""Prints the strength ladder, 5,000 heads-up games a pairing: in a points race the first
player's win rate, in 421 (tokens) the first player's loss rate (tournées paid), each with
its 95% interval.

Usage: ``python benchmarks/strength_ladder.py [GAMES]``. Fixed seeds, so the figures are
the same on every machine; only the games per second vary.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from zanzibar_desktop.engine.presets import preset_rules  # noqa: E402
from zanzibar_desktop.engine.tournament import run_tournament  # noqa: E402

PAIRINGS = (("expert", "regular"), ("regular", "novice"))
SEED = 2026


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    for preset in ("zanzibar", "421"):
        for pairing in PAIRINGS:
            result = run_tournament(preset_rules(preset), list(pairing), games, SEED)
            first, second = result.seats
            low, high = first.ci95
            stronger = low > 0.5 if result.counts == "wins" else high < 0.5
            print(f"{preset:<9} {first.player} vs {second.player}: {result.counts} "
                  f"{first.rate:.2%} [{low:.2%}, {high:.2%}] over {games} games — "
                  f"{'stronger' if stronger else 'not separated'} "
                  f"({result.games_per_second:.0f} games/s)")


if __name__ == "__main__":
    main()
