"""Prints issue 26's side-by-side figures: the Master against the Expert.

For each family (Zanzibar to 200, to 500, to 200 with exact finish keep-previous, 421 at the
counter, 421 La Boîte à Dés):

- the solve: its time and the solution's size;
- heads-up, the exact figure: the Master's chance to win the partie (in a token game, to
  lose it: pay the tournée) against the Expert's own policy, by backward induction over the
  same states (``engine.partie.versus``), seats and first openers averaged;
- heads-up, simulated: ``--games`` parties (≥ 20,000 for the issue's figures), the Master
  in the first seat for half of them and in the second for the other half (the first
  opener is thrown for, as at the table): its rate with its 95 % interval; the interval
  should hold the exact figure;
- four players, the Master against three Experts: ``--four`` parties (≥ 5,000), the
  Master's seat turning with each partie: its rate (with more than two players the Master
  plays the heads-up values against its strongest rival: an approximation, measured here,
  never called exact), against 1/4 for a player as strong as the others.

Goals (on the exact figures): Zanzibar to 200 ≥ 0.54 and to 500 ≥ 0.56 for the Master; in
every family the simulated interval wholly on the Master's side. Nothing is asserted.

    .venv/bin/python benchmarks/master_strength.py [--games N] [--four N] [--only NAME]
"""

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # as the program sets it (entry.py)

from zanzibar_desktop.engine.partie import versus  # noqa: E402
from zanzibar_desktop.engine.partie.at_hand import AtHand, KnownSolutions  # noqa: E402
from zanzibar_desktop.engine.partie.solvers import solver_for  # noqa: E402
from zanzibar_desktop.engine.presets import preset_rules  # noqa: E402
from zanzibar_desktop.engine.tournament import run_tournament, wilson_interval  # noqa: E402

FAMILIES = {
    "zanzibar-200": preset_rules("zanzibar").with_options(target_score=200),
    "zanzibar-500": preset_rules("zanzibar").with_options(target_score=500),
    "zanzibar-200-exact": preset_rules("zanzibar").with_options(
        target_score=200, exact_finish="keep-previous"),
    "421": preset_rules("421"),
    "421-boite": preset_rules("421-boite"),
}


def exact_figure(rules, solution) -> float:  # noqa: ANN001
    """The Master's exact chance to win (points) or to lose (tokens) against the Expert."""
    if rules.uses_tokens:
        return versus.tokens_versus_expert(rules, solution).either_opens
    return versus.points_versus_expert(rules, solution).first_manche


def heads_up(rules, games: int, seed: int,  # noqa: ANN001
             solutions: AtHand) -> tuple[int, int, float]:
    """(the Master's count, parties, seconds): wins in a points race, losses with tokens."""
    started = time.perf_counter()
    first = run_tournament(rules, ["master", "expert"], games // 2, seed, solutions=solutions)
    second = run_tournament(rules, ["expert", "master"], games - games // 2, seed + 1,
                            solutions=solutions)
    count = first.seats[0].count + second.seats[1].count
    return count, games, time.perf_counter() - started


def four_players(rules, games: int, seed: int,  # noqa: ANN001
                 solutions: AtHand) -> tuple[int, int, float]:
    started = time.perf_counter()
    count = 0
    per_seat = games // 4
    for seat in range(4):
        levels = ["expert"] * 4
        levels[seat] = "master"
        result = run_tournament(rules, levels, per_seat, seed + seat, solutions=solutions)
        count += result.seats[seat].count
    return count, per_seat * 4, time.perf_counter() - started


def rate_line(count: int, games: int, seconds: float) -> str:
    low, high = wilson_interval(count, games)
    return (f"{count / games:.4f} (95 % {low:.4f}–{high:.4f}) over {games:,} parties, "
            f"{seconds:.0f} s ({games / seconds:.0f} parties/s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20000, help="heads-up parties a family")
    parser.add_argument("--four", type=int, default=5000, help="four-player parties a family")
    parser.add_argument("--only", choices=list(FAMILIES), action="append",
                        help="only these families (repeatable)")
    options = parser.parse_args()
    began = time.perf_counter()
    for name in options.only or FAMILIES:
        rules = FAMILIES[name]
        counted = "loses (pays the tournée)" if rules.uses_tokens else "wins"
        started = time.perf_counter()
        solution = solver_for(rules).solve(rules, None, None)
        solved = time.perf_counter() - started
        held = KnownSolutions()  # the Masters read it here
        held.remember(rules, solution)
        size = len(solver_for(rules).to_bytes(solution))
        print(f"{name}: solved in {solved:.1f} s, {size / 1e6:.1f} MB")
        started = time.perf_counter()
        exact = exact_figure(rules, solution)
        print(f"  heads-up, exact: the Master {counted} {exact:.4f} against the Expert "
              f"({time.perf_counter() - started:.1f} s)")
        count, games, seconds = heads_up(rules, options.games, 26_000, held.known)
        print(f"  heads-up, simulated: the Master {counted} {rate_line(count, games, seconds)}")
        if options.four:
            count, games, seconds = four_players(rules, options.four, 26_400, held.known)
            print(f"  four players, simulated (approximation): the Master {counted} "
                  f"{rate_line(count, games, seconds)}; an equal player: 0.25")
        sys.stdout.flush()
    print(f"the whole benchmark: {time.perf_counter() - began:.0f} s")


if __name__ == "__main__":
    main()
