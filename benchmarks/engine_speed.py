"""Prints how fast the engine plays: manches per second of random legal play, per preset.

A round is one pass of turns; in 421 a manche holds many rounds (charge and décharge).

Run with ``make bench``. Figures depend on the machine; nothing here asserts a target.
"""

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from zanzibar_desktop.engine.game import Game  # noqa: E402
from zanzibar_desktop.engine.players import PlayerSpec  # noqa: E402
from zanzibar_desktop.engine.presets import PRESETS  # noqa: E402

SECONDS_PER_PRESET = 2.0


def measure(name: str, players: int) -> tuple[int, int, int, int, float]:
    rules = PRESETS[name].rules
    table = [PlayerSpec(f"P{number}") for number in range(players)]
    games = manches = rounds = actions = 0
    started = time.perf_counter()
    seed = 0
    while time.perf_counter() - started < SECONDS_PER_PRESET:
        game = Game(rules, table, seed=seed)
        rng = random.Random(seed)
        while not game.over:
            game.apply(rng.choice(game.legal_actions()))
        games += 1
        manches += game.manche
        rounds += len(game.history)
        actions += len(game.actions)
        seed += 1
    return games, manches, rounds, actions, time.perf_counter() - started


def main() -> None:
    print(f"{'preset':<14} {'players':>7} {'games':>6} {'manches/s':>10} {'rounds/s':>9} "
          f"{'actions/s':>10}")
    for name in PRESETS:
        for players in (2, 4):
            games, manches, rounds, actions, elapsed = measure(name, players)
            print(f"{name:<14} {players:>7} {games:>6} {manches / elapsed:>10.0f} "
                  f"{rounds / elapsed:>9.0f} {actions / elapsed:>10.0f}")


if __name__ == "__main__":
    main()
