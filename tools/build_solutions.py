"""Solve the heads-up partie of every rules preset and ship its table in the package.

    .venv/bin/python tools/build_solutions.py [--check] [--only PRESET ...]

(or ``make solutions``). Each preset with an exact solver (``solver_for``) is solved and
written to ``zanzibar_desktop/storage/preset_solutions/`` as the cache folder would keep it:
named by the digest of the solver's kind, its format version, the file's format and the
rules' options, headed by the cache's magic word, that digest and the body's SHA-256
(``storage/solutions.py``). A Master at a preset's
table then plays from its first move, with no solve. Files no preset names any more (an
older format's, a preset removed or changed) are removed. The files are committed: run this
after changing a preset, a solver's format version, or what a solver computes, and commit
the folder. ``tests/storage/test_shipped_solutions.py`` fails while a table is missing or
stale.

``--check`` solves nothing: it says whether every preset's table is there, loads, and was
solved for the preset's options today, and whether the folder holds anything else; exit 1
if not. ``--only`` solves the presets named (the others' tables are left as they are).

Tables are stored as the solvers write them, not compressed: the whole folder is 2.16 MB
(the ``zanzibar`` preset to 500 is 2.0 MB of float64), well under the issue's 5 MB; zlib
would save 14 % of it and lzma 28 %, at about 8 ms and 100 ms to unpack the 500 table on the
window's thread when a Master sits down, against under 1 ms to read it as it is
(``benchmarks/partie_shipped.py``, figures in ``benchmarks/README.md``).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from zanzibar_desktop.engine.partie.solvers import Solver, solver_for
from zanzibar_desktop.engine.presets import PRESETS
from zanzibar_desktop.engine.rules import Rules
from zanzibar_desktop.storage.atomic import write_bytes_atomically
from zanzibar_desktop.storage.solutions import SHIPPED, SUFFIX, UNREADABLE, digest, framed, unframed

COMMAND = ".venv/bin/python tools/build_solutions.py"


def presets_solved() -> dict[str, tuple[Rules, Solver, str]]:
    """Every preset with an exact solver: its rules, its solver and its table's key."""
    wanted = {}
    for name, preset in PRESETS.items():
        solver = solver_for(preset.rules)
        if solver is not None:
            wanted[name] = (preset.rules,
                            solver, digest(solver.kind, solver.format_version, preset.rules))
    return wanted


def problems(folder: Path = SHIPPED) -> list[str]:
    """What is wrong with the tables in ``folder``, one line each (none: all current)."""
    found = []
    wanted = presets_solved()
    for name, (rules, solver, key) in wanted.items():
        path = folder / f"{key}{SUFFIX}"
        try:
            data = path.read_bytes()
        except OSError:
            found.append(f"{name}: no table {path.name} ({solver.kind} format "
                         f"{solver.format_version})")
            continue
        try:
            solver.from_bytes(unframed(key, data), rules)
        except UNREADABLE as error:  # a header, body or rules not this preset's today
            found.append(f"{name}: {path.name} does not load: {error}")
    keys = {key for _, _, key in wanted.values()}
    for path in sorted(folder.glob(f"*{SUFFIX}")):
        if path.stem not in keys:
            found.append(f"{path.name}: no preset's table today (an older format's, or a "
                         "preset changed or removed)")
    return found


def build(folder: Path = SHIPPED, names: list[str] | None = None,
          say=print) -> list[Path]:  # noqa: ANN001 - print or a test's collector
    """Solve the presets ``names`` (None: all with a solver) and write their tables in
    ``folder``; remove the files no preset names. The files written."""
    wanted = presets_solved()
    unknown = sorted(set(names or ()) - set(wanted))
    if unknown:
        raise ValueError(f"no preset with a solver called {', '.join(unknown)}; "
                         f"they are {', '.join(wanted)}")
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, (rules, solver, key) in wanted.items():
        if names is not None and name not in names:
            continue
        started = time.perf_counter()
        data = solver.to_bytes(solver.solve(rules, None, None))
        path = folder / f"{key}{SUFFIX}"
        write_bytes_atomically(path, framed(key, data))
        path.chmod(0o644)  # package data: readable by every user of an installed copy
        written.append(path)
        say(f"{name}: {path.name}, {len(data):,} bytes, solved in "
            f"{time.perf_counter() - started:.1f} s")
    keys = {key for _, _, key in wanted.values()}
    for path in sorted(folder.glob(f"*{SUFFIX}")):
        if path.stem not in keys:
            path.unlink()
            say(f"removed {path.name}: no preset's table today")
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="solve nothing; exit 1 when a table is missing or stale")
    parser.add_argument("--only", nargs="+", metavar="PRESET",
                        help="solve only these presets")
    parser.add_argument("--folder", type=Path, default=SHIPPED, help=argparse.SUPPRESS)
    arguments = parser.parse_args(argv)
    if arguments.check:
        found = problems(arguments.folder)
        for line in found:
            print(line)
        if found:
            print(f"The presets' shipped tables are not current: run `{COMMAND}` and commit "
                  f"{arguments.folder}.")
            return 1
        total = sum(path.stat().st_size for path in arguments.folder.glob(f"*{SUFFIX}"))
        print(f"{len(presets_solved())} tables current, {total:,} bytes in all")
        return 0
    try:
        build(arguments.folder, arguments.only)
    except ValueError as error:
        parser.error(str(error))
    return 0


if __name__ == "__main__":
    sys.exit(main())
