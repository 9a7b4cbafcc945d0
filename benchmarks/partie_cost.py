"""Prints the rate a partie is worked out at, for the estimate made before a solve (issue 32).

A points race: the manche solves its solve makes (counted) against the work estimated
before it (``points.solve_work``), and the manche solves a second; a token game: its
round-start states (``tokens.state_count``) a second. Each case in a fresh process with one
BLAS thread, as the Master's worker runs it, with the machine's load average beside it (the
figures depend on it). The rates recorded in ``benchmarks/README.md`` are the ones
``engine/partie/cost.py`` estimates with; nothing is asserted.

    .venv/bin/python benchmarks/partie_cost.py [--cases zanzibar-200 ...]
"""

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CASES = {
    "zanzibar-200": ("zanzibar", {"target_score": 200}),
    "zanzibar-500": ("zanzibar", {"target_score": 500}),
    "zanzibar-200-keep-previous": ("zanzibar", {"target_score": 200,
                                                "exact_finish": "keep-previous"}),
    "zanzibar-100-malus-10": ("zanzibar", {"target_score": 100, "low_hand_malus": 10}),
    "zanzibar-60-malus-20": ("zanzibar", {"target_score": 60, "low_hand_malus": 20}),
    "421": ("421", {}),
    "421-boite": ("421-boite", {}),
}


def run_case(name: str) -> dict:
    from zanzibar_desktop.engine.partie import cost, points, tokens
    from zanzibar_desktop.engine.presets import preset_rules

    preset, options = CASES[name]
    rules = preset_rules(preset).with_options(**options)
    solves = [0]
    batch = points._solve_batch

    def counted(rules, table, a, b, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
        solves[0] += len(a)
        return batch(rules, table, a, b, *args, **kwargs)

    points._solve_batch = counted
    load = os.getloadavg()[0]
    started = time.perf_counter()
    if rules.uses_tokens:
        tokens.solve_tokens(rules)
        work = done = tokens.state_count(rules)
    else:
        work = points.solve_work(rules)
        points.solve_points(rules)
        done = solves[0]
    seconds = time.perf_counter() - started
    return {"case": name, "unit": "states" if rules.uses_tokens else "manche solves",
            "estimated": work, "done": done, "seconds": round(seconds, 2),
            "rate": round(done / seconds), "estimate at the recorded rate": round(
                cost.solve_seconds(rules), 1), "load before": load,
            "load after": os.getloadavg()[0]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", nargs="*", default=list(CASES), choices=list(CASES))
    parser.add_argument("--case", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.case:
        print(json.dumps(run_case(arguments.case)))
        return
    environment = dict(os.environ, OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1")
    for name in arguments.cases:
        result = subprocess.run([sys.executable, __file__, "--case", name], env=environment,
                                capture_output=True, text=True, check=True, timeout=3600)
        print(result.stdout.strip(), flush=True)


if __name__ == "__main__":
    main()
