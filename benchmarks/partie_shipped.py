"""Prints what shipping the presets' solved parties costs and saves (issue 26, the Master).

For each preset whose table ships (``zanzibar_desktop/storage/preset_solutions``, made by
``tools/build_solutions.py``):
- its size as shipped (the solver's bytes, not compressed) and what zlib (level 9) and lzma
  (preset 9, extreme) would make of it;
- the time a Master's seat takes to have it at hand: ``cached_solution`` with nothing in
  memory and an empty cache folder (the file read, its header checked, the solution
  decoded), the first time in this process and the median of ``--repeat`` more; beside it
  the same with the bytes unpacked from zlib and from lzma first;
- with ``--solve``, the time to solve it instead (what a player waited before), one BLAS
  thread, as the worker process does.
Then the folder's total. Nothing is asserted: figures depend on the machine and its load.

    .venv/bin/python benchmarks/partie_shipped.py [--solve] [--repeat 20]
"""

import argparse
import lzma
import os
import statistics
import sys
import tempfile
import time
import zlib
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # as the program sets it (entry.py)
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from zanzibar_desktop.engine.partie import solvers  # noqa: E402
from zanzibar_desktop.engine.presets import PRESETS  # noqa: E402
from zanzibar_desktop.storage.solutions import (  # noqa: E402
    SHIPPED,
    SUFFIX,
    ShippedSolutions,
    SolutionCache,
    cached_solution,
    digest,
    framed,
)


def timed(action, repeat: int) -> tuple[float, float]:  # noqa: ANN001
    """The first run's time and the median of ``repeat`` more, in ms."""
    times = []
    for _ in range(repeat + 1):
        started = time.perf_counter()
        action()
        times.append((time.perf_counter() - started) * 1000)
    return times[0], statistics.median(times[1:])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--solve", action="store_true", help="time a fresh solve of each too")
    parser.add_argument("--repeat", type=int, default=20)
    arguments = parser.parse_args()
    empty = SolutionCache(Path(tempfile.mkdtemp(prefix="partie-shipped-")))
    print("sizes in bytes; at hand: first time / median, ms")
    print(f"{'preset':<14} {'shipped':>10} {'zlib':>10} {'lzma':>10}  {'at hand':>15} "
          f"{'from zlib':>15} {'from lzma':>15}" + ("  solve" if arguments.solve else ""))
    total = {"raw": 0, "zlib": 0, "lzma": 0}
    for name, preset in PRESETS.items():
        rules = preset.rules
        solver = solvers.solver_for(rules)
        if solver is None:
            continue
        key = digest(solver.kind, solver.format_version, rules)
        data = ShippedSolutions().load(key)
        if data is None:
            print(f"{name:<14} no current table: run tools/build_solutions.py")
            continue
        packed = {"zlib": zlib.compress(data, 9),
                  "lzma": lzma.compress(data, preset=9 | lzma.PRESET_EXTREME)}
        total["raw"] += len(framed(key, data))
        for kind, body in packed.items():
            total[kind] += len(framed(key, body))

        def from_shipped(rules=rules) -> None:  # noqa: ANN001
            assert cached_solution(rules, empty) is not None

        loads = {"shipped": timed(from_shipped, arguments.repeat),
                 "zlib": timed(lambda s=solver, b=packed["zlib"]: s.from_bytes(
                     zlib.decompress(b)), arguments.repeat),
                 "lzma": timed(lambda s=solver, b=packed["lzma"]: s.from_bytes(
                     lzma.decompress(b)), arguments.repeat)}
        line = (f"{name:<14} {len(data):>10,} {len(packed['zlib']):>10,} "
                f"{len(packed['lzma']):>10,}  "
                + " ".join(f"{first:>7.2f} / {median:>5.2f}" for first, median in loads.values()))
        if arguments.solve:
            started = time.perf_counter()
            solver.solve(rules, None, None)
            line += f"   {time.perf_counter() - started:.1f} s"
        print(line, flush=True)
    on_disk = sum(path.stat().st_size for path in SHIPPED.glob(f"*{SUFFIX}"))
    print(f"in all: {on_disk:,} bytes shipped ({total['raw']:,} counted here); zlib would make "
          f"{total['zlib']:,}, lzma {total['lzma']:,}")


if __name__ == "__main__":
    main()
