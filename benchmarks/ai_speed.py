"""Prints the Expert's thinking time and the simulator's throughput against random play.

- cold start: a fresh process making its first Expert decision (tables built on demand);
- warm decisions: the median and 99th percentile of Expert decisions during real games;
- throughput: games per second, Expert against Expert and random against random, on the
  same preset and seed (the target is Expert ≥ half the random speed).
Nothing is asserted: figures depend on the machine.
"""

import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from zanzibar_desktop.engine.ai.base import apply_decision  # noqa: E402
from zanzibar_desktop.engine.ai.levels import make_player  # noqa: E402
from zanzibar_desktop.engine.ai.view import table_view  # noqa: E402
from zanzibar_desktop.engine.game import Game  # noqa: E402
from zanzibar_desktop.engine.players import PlayerSpec  # noqa: E402
from zanzibar_desktop.engine.presets import preset_rules  # noqa: E402
from zanzibar_desktop.engine.tournament import run_tournament  # noqa: E402

COLD_START = """
import time
started = time.perf_counter()
from zanzibar_desktop.engine.ai.levels import make_player
from zanzibar_desktop.engine.ai.view import table_view
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
imported = time.perf_counter()
from zanzibar_desktop.engine.ai.base import apply_decision
game = Game(preset_rules({preset!r}), [PlayerSpec("A"), PlayerSpec("B")], seed=1)
players = [make_player("expert", 1, seat) for seat in range(2)]
while True:  # play on to the first real choice (in 421: the first turn of the décharge)
    view = table_view(game)
    if not view.must_throw:
        break
    apply_decision(game, players[game.current].decide(view))
thinking = time.perf_counter()
players[game.current].decide(view)
print(imported - started, time.perf_counter() - thinking)
"""


def cold_start(preset: str) -> tuple[float, float]:
    output = subprocess.run([sys.executable, "-c", COLD_START.format(preset=preset)],
                            capture_output=True, text=True, check=True, cwd=ROOT).stdout
    imported, first = (float(part) for part in output.split())
    return imported, first


def warm_decisions(preset: str, games: int = 200) -> list[float]:
    rules = preset_rules(preset)
    timings = []
    for seed in range(games):
        game = Game(rules, [PlayerSpec("A"), PlayerSpec("B"), PlayerSpec("C")], seed=seed)
        players = [make_player("expert", seed, seat) for seat in range(3)]
        while not game.over:
            view = table_view(game)
            started = time.perf_counter()
            decision = players[game.current].decide(view)
            if not view.must_throw:
                timings.append(time.perf_counter() - started)
            apply_decision(game, decision)
    return timings


def main() -> None:
    for preset in ("zanzibar", "421"):
        imported, first = cold_start(preset)
        timings = warm_decisions(preset)
        timings.sort()
        print(f"{preset}: cold start {first * 1000:.1f} ms for the first Expert choice "
              f"(after {imported * 1000:.0f} ms of imports); warm decisions over {len(timings)}: "
              f"median {statistics.median(timings) * 1e6:.0f} µs, "
              f"99th percentile {timings[int(len(timings) * 0.99)] * 1e6:.0f} µs")
        games = 400
        expert = run_tournament(preset_rules(preset), ["expert", "expert"], games, seed=7)
        uniform = run_tournament(preset_rules(preset), ["random", "random"], games, seed=7)
        print(f"{preset}: simulate {expert.games_per_second:.0f} games/s Expert against Expert, "
              f"{uniform.games_per_second:.0f} games/s random against random "
              f"(ratio {expert.games_per_second / uniform.games_per_second:.2f})")


if __name__ == "__main__":
    main()
