"""Prints what the exact heads-up partie of a points race costs (issue 26, the Master).

For each case, in a fresh process of its own (so the peak memory is that case's own):
- the solve time of ``engine.partie.points.solve_points`` (wall clock and processor time,
  untraced, as the Master's worker runs it) and the process's peak resident memory after
  it (ru_maxrss: the interpreter and numpy included); then a second solve under
  tracemalloc for its peak (tracing slows the solve by half or more: its time is not the
  solve's);
- the size of the solution as bytes (what the session would cache on disk);
- the decision time after solving: a choice list asked at random positions, the opener's
  and the follower's, each from a cold per-state cache (the worst case), median and max;
- each case runs with one BLAS thread (``--blas-threads``), as the Master's worker should;
- with ``--versus``, the exact chance that the partie-optimal player beats the Expert's
  own play (``points_versus_expert``), when it opens, when the Expert opens, and at 0-0 before
  the first opener is known, with its time.

Targets (issue 26): to 200 in ≤ 20 s, to 500 ≤ 90 s, to 1000 ≤ 5 min, ≤ 300 MB while
solving; a decision ≤ 5 ms; Master against Expert to 200 ≥ 0.54, to 500 ≥ 0.56.
Nothing is asserted: figures depend on the machine and its load.

    .venv/bin/python benchmarks/partie_solve.py [--versus] [--cases zanzibar-200 ...]
"""

import argparse
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from zanzibar_desktop.engine.hands import ALL_HANDS  # noqa: E402
from zanzibar_desktop.engine.partie.points import solve_points  # noqa: E402
from zanzibar_desktop.engine.partie.versus import points_versus_expert  # noqa: E402
from zanzibar_desktop.engine.presets import preset_rules  # noqa: E402

CASES = {
    "zanzibar-200": ("zanzibar", {"target_score": 200}),
    "zanzibar-500": ("zanzibar", {"target_score": 500}),
    "zanzibar-1000": ("zanzibar", {"target_score": 1000}),
    "zanzibar-kids": ("zanzibar-kids", {}),
    "zanzibar-200-keep-previous": ("zanzibar", {"target_score": 200,
                                                "exact_finish": "keep-previous"}),
}


def run_case(name: str, versus: bool) -> dict:
    preset, options = CASES[name]
    rules = preset_rules(preset).with_options(**options)
    started, processor = time.perf_counter(), time.process_time()
    solution = solve_points(rules)
    solve_time = time.perf_counter() - started
    solve_processor = time.process_time() - processor
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    tracemalloc.start()
    solve_points(rules)
    _, traced = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    pick = random.Random(26)
    target = rules.target_score
    solution.opener_choices(0, 0, (6, 1, 1), 1)  # warm-up: the lookup tables are built once
    solution.follower_choices(0, 0, (6, 1, 1), 1, (6, 1, 1), 1)
    timings = []
    for _ in range(100):
        mine, theirs = pick.randrange(target), pick.randrange(target)
        dice, throws = pick.choice(ALL_HANDS), pick.randint(1, rules.max_throws)
        solution._cache.clear()
        began = time.perf_counter()
        solution.opener_choices(mine, theirs, dice, throws)
        timings.append(time.perf_counter() - began)
        opener = pick.choice([d for d in ALL_HANDS if d != (1, 1, 1)])
        opener_throws = pick.randint(1, rules.max_throws)
        limit = opener_throws if rules.throw_limit == "follow-opener" else rules.max_throws
        solution._cache.clear()
        began = time.perf_counter()
        solution.follower_choices(mine, theirs, opener, opener_throws, dice,
                                  min(throws, limit))
        timings.append(time.perf_counter() - began)
    result = {"case": name, "solve_s": solve_time, "solve_processor_s": solve_processor,
              "sweeps": solution.sweeps,
              "peak_rss_mb": peak, "tracemalloc_peak_mb": traced / 2**20,
              "bytes": solution.size_bytes,
              "decision_median_ms": 1000 * statistics.median(timings),
              "decision_max_ms": 1000 * max(timings),
              "opener_at_0_0": float(solution.table[0, 0])}
    if versus:
        began = time.perf_counter()
        against = points_versus_expert(rules, solution)
        result.update({"versus_s": time.perf_counter() - began,
                       "master_opens": float(against.master_opens[0, 0]),
                       "expert_opens": float(against.expert_opens[0, 0]),
                       "master_first_manche": against.first_manche})
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", nargs="*", default=list(CASES), choices=list(CASES))
    parser.add_argument("--versus", action="store_true",
                        help="also the exact Master-against-Expert figures (slower)")
    parser.add_argument("--blas-threads", type=int, default=1,
                        help="OPENBLAS_NUM_THREADS for each case (default 1)")
    parser.add_argument("--one", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        print(json.dumps(run_case(args.one, args.versus)))
        return
    for name in args.cases:
        command = [sys.executable, __file__, "--one", name] + (["--versus"] if args.versus else [])
        # One BLAS thread, as the Master's worker runs it: on a shared two-core machine
        # OpenBLAS's threads spin against each other (measured: 3x slower under load).
        environment = dict(os.environ, OPENBLAS_NUM_THREADS=str(args.blas_threads))
        output = subprocess.run(command, capture_output=True, text=True, check=True, cwd=ROOT,
                                timeout=7200, env=environment).stdout
        figures = json.loads(output.strip().splitlines()[-1])
        line = (f"{name}: solve {figures['solve_s']:.1f} s (processor "
                f"{figures['solve_processor_s']:.1f} s, {figures['sweeps']} sweep(s)), "
                f"peak {figures['peak_rss_mb']:.0f} MB resident "
                f"({figures['tracemalloc_peak_mb']:.0f} MB traced), "
                f"{figures['bytes'] / 1e6:.2f} MB as bytes, decision median "
                f"{figures['decision_median_ms']:.2f} ms max {figures['decision_max_ms']:.2f} ms, "
                f"opener at 0-0 {figures['opener_at_0_0']:.4f}")
        if "versus_s" in figures:
            line += (f"; against the Expert: {figures['master_first_manche']:.4f} "
                     f"(Master opens {figures['master_opens']:.4f}, Expert opens "
                     f"{figures['expert_opens']:.4f}) in {figures['versus_s']:.1f} s")
        print(line, flush=True)


if __name__ == "__main__":
    main()
