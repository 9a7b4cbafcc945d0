"""Prints what the exact heads-up token partie (``engine.partie.tokens``, issue 26) costs and
what it is worth, for every 421 preset and the other charge reading of each:

- solve time, and the peak memory the solve allocates (tracemalloc: Python and numpy);
- the solution's size (what a disk cache stores);
- decision time after solving: every choice of a décharge position, for positions of seeded
  games, the state's round not yet seen (cold) and seen (warm);
- the exact chance that the Master (partie-optimal) loses the partie against the Expert's
  own policy, heads-up, from the solution by the same backward induction;
- a simulation cross-check: ``--parties`` parties (default 2,000) of the Master, reading the
  solution at a real table, against the Expert, seats alternated, with the 95% interval.

Targets (issue 26): solve ≤ 20 s, memory ≤ 300 MB, a decision ≤ 5 ms. Nothing is asserted.
"""

import argparse
import math
import platform
import random
import resource
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from zanzibar_desktop.engine.ai.base import Decision, apply_decision  # noqa: E402
from zanzibar_desktop.engine.ai.expert import ExpertPlayer  # noqa: E402
from zanzibar_desktop.engine.ai.master import partie_choices  # noqa: E402
from zanzibar_desktop.engine.ai.view import table_view  # noqa: E402
from zanzibar_desktop.engine.game import Game  # noqa: E402
from zanzibar_desktop.engine.partie.tokens import (  # noqa: E402
    TokensSolution,
    solve_tokens,
)
from zanzibar_desktop.engine.partie.versus import tokens_versus_expert  # noqa: E402
from zanzibar_desktop.engine.players import PlayerSpec  # noqa: E402
from zanzibar_desktop.engine.presets import preset_rules  # noqa: E402

OTHER_READING = {"weakest-takes": "strongest-takes", "strongest-takes": "weakest-takes"}


def rule_sets():
    for name in ("421", "421-boite"):
        rules = preset_rules(name)
        yield f"{name} (preset, charge: {rules.charge_rule})", rules
        other = OTHER_READING[rules.charge_rule]
        yield f"{name}, charge: {other}", rules.with_options(name="variant", charge_rule=other)


def play_master(game: Game, solution: TokensSolution, expert: ExpertPlayer, master_seat: int,
                decision_times: list[float] | None = None) -> None:
    while not game.over:
        if game.current == master_seat:
            started = time.perf_counter()
            options = partie_choices(solution, table_view(game))
            if decision_times is not None and options is not None:
                decision_times.append(time.perf_counter() - started)
            if options is None:
                if game.dice is None or game.throws < game.limit:
                    game.throw()
                else:
                    game.stop()
                continue
            apply_decision(game, Decision.keeping_faces(game.dice, options[0].keep))
        else:
            apply_decision(game, expert.decide(table_view(game)))


def decision_times(rules, solution: TokensSolution, games: int = 20) -> tuple[list, list]:
    """Cold: the first decision in each décharge state; warm: the others."""
    cold, warm = [], []
    for seed in range(games):
        solution._rounds.clear()
        seen: set = set()
        game = Game(rules, [PlayerSpec("M", "expert"), PlayerSpec("E", "expert")], seed=seed)
        times: list[float] = []
        while not game.over:
            started = time.perf_counter()
            options = partie_choices(solution, table_view(game))
            spent = time.perf_counter() - started
            if options is None:
                if game.dice is None or game.throws < game.limit:
                    game.throw()
                else:
                    game.stop()
                continue
            state = (tuple(game.tokens), tuple(game.manches_lost), game.round_opener)
            (warm if state in seen else cold).append(spent)
            seen.add(state)
            times.append(spent)
            apply_decision(game, Decision.keeping_faces(game.dice, options[0].keep))
    return cold, warm


def simulate(rules, solution: TokensSolution, parties: int) -> tuple[float, float, float]:
    """The Master's share of parties lost against the Expert, its 95% interval, seconds."""
    started = time.perf_counter()
    lost = 0
    for number in range(parties):
        master_seat = number % 2
        game = Game(rules, [PlayerSpec("A", "expert"), PlayerSpec("B", "expert")],
                    seed=10_000 + number)
        play_master(game, solution, ExpertPlayer(), master_seat)
        lost += game.loser == master_seat
    share = lost / parties
    half = 1.96 * math.sqrt(share * (1 - share) / parties)
    return share, half, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--parties", type=int, default=2000)
    options = parser.parse_args()
    random.seed(1)
    print(f"Python {platform.python_version()}, {platform.machine()}, {sys.platform}")
    for title, rules in rule_sets():
        tracemalloc.start()
        started = time.perf_counter()
        solution = solve_tokens(rules)
        solve_seconds = time.perf_counter() - started
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        data = solution.to_bytes()
        started = time.perf_counter()
        TokensSolution.from_bytes(data, rules)
        load_seconds = time.perf_counter() - started
        started = time.perf_counter()
        exact = tokens_versus_expert(rules, solution)
        versus_seconds = time.perf_counter() - started
        cold, warm = decision_times(rules, solution)
        print(f"\n{title}: {rules.tokens} tokens, {rules.manches_to_lose} manche(s) to lose, "
              f"{len(solution.keys)} round-start states")
        print(f"  solve {solve_seconds:.2f} s (target ≤ 20 s), peak memory "
              f"{peak / 1e6:.1f} MB (target ≤ 300 MB), fixed-point residual "
              f"{solution.residual:.1e}")
        print(f"  size {len(data) / 1e3:.1f} kB as bytes, read back in {load_seconds * 1e3:.1f} ms")
        print(f"  a decision, every choice valued: cold median {statistics.median(cold) * 1e3:.2f} "
              f"ms (worst {max(cold) * 1e3:.2f}, {len(cold)}), warm median "
              f"{statistics.median(warm) * 1e3:.2f} ms (worst {max(warm) * 1e3:.2f}, "
              f"{len(warm)}) (target ≤ 5 ms)")
        print(f"  exact, Master against Expert ({versus_seconds:.1f} s): the Master loses "
              f"{exact.master_opens:.4f} of parties when it opens the first manche, "
              f"{exact.expert_opens:.4f} when the Expert does; wins "
              f"{1 - exact.either_opens:.4f} on average")
        if options.parties:
            share, half, seconds = simulate(rules, solution, options.parties)
            inside = abs(share - exact.either_opens) <= half
            print(f"  simulated, {options.parties} parties, seats alternated ({seconds:.0f} s): "
                  f"the Master loses {share:.4f} ± {half:.4f} "
                  f"({'the exact figure is inside' if inside else 'the exact figure is OUTSIDE'})")
    print(f"\nthe process's peak resident memory: "
          f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")


if __name__ == "__main__":
    main()
