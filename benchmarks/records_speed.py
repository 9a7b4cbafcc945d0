"""Prints how fast the games database is (issue 15). Nothing is asserted.

A database of 10,000 generated games (seeded computer games, stored as the window stores
them) is built in a temporary folder; then the time to store one more game (target ≤ 20 ms)
and to compute every player's figures from all of them (what the Statistics window will
read first; its target is ≤ 300 ms for the whole window).
"""

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

GAMES = 10_000


def main() -> None:
    from zanzibar_desktop.engine.ai.base import apply_decision
    from zanzibar_desktop.engine.ai.levels import make_player
    from zanzibar_desktop.engine.ai.view import table_view
    from zanzibar_desktop.engine.game import Game
    from zanzibar_desktop.engine.players import PlayerSpec
    from zanzibar_desktop.engine.presets import preset_rules
    from zanzibar_desktop.storage.record_stats import player_figures
    from zanzibar_desktop.storage.records import open_records

    samples = []
    for seed in range(20):
        preset = ("zanzibar", "421")[seed % 2]
        specs = [PlayerSpec(("Ann", "Léa")[seed % 3 == 0]), PlayerSpec("Bob", "regular"),
                 PlayerSpec("Cy", ("novice", "expert")[seed % 2])]
        game = Game(preset_rules(preset), specs, seed=seed)
        players = [make_player(spec.level or "regular", seed, seat)
                   for seat, spec in enumerate(specs)]
        while not game.over:
            apply_decision(game, players[game.current].decide(table_view(game)))
        samples.append(game)
    with tempfile.TemporaryDirectory() as folder:
        records, _ = open_records(Path(folder) / "games.sqlite")
        started = time.perf_counter()
        for number in range(GAMES):
            records.store(samples[number % len(samples)], started=0.0, ended=1.0)
        built = time.perf_counter() - started
        timings = []
        for number in range(30):
            started = time.perf_counter()
            records.store(samples[number % len(samples)], started=0.0, ended=1.0)
            timings.append(time.perf_counter() - started)
        reads = []
        for _ in range(5):
            started = time.perf_counter()
            player_figures(records)
            reads.append(time.perf_counter() - started)
        records.close()
    print(f"{GAMES} games stored in {built:.1f} s; storing one more: median "
          f"{statistics.median(timings) * 1000:.1f} ms, worst {max(timings) * 1000:.1f} ms "
          f"(target ≤ 20 ms)")
    print(f"every player's figures from {GAMES + 30} games: median "
          f"{statistics.median(reads) * 1000:.0f} ms (the Statistics window's target, "
          f"all of it: ≤ 300 ms)")


if __name__ == "__main__":
    main()
