"""Prints the one-folder build's size (its goal, against a bare frozen window, is checked by
``installer_sizes.py``) and the frozen app's time to
its first painted window against the same measure from source.

Run ``make dist`` first. Both starts use ``--measure-startup`` (print once the window is
painted, then quit) on the offscreen platform; medians of seven runs.
"""

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "dist" / "zanzibar-desktop"


def folder_size(path: Path) -> int:
    return sum(entry.stat().st_size for entry in path.rglob("*")
               if entry.is_file() and not entry.is_symlink())


def first_paint(command: list[str]) -> float:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen",
                       ZANZIBAR_DESKTOP_HOME=str(ROOT / "build" / "bench-home"))
    started = time.perf_counter()
    output = subprocess.run(command, capture_output=True, text=True, env=environment,
                            cwd=ROOT, check=True).stdout
    assert "first-paint" in output
    return time.perf_counter() - started


def main() -> None:
    executable = FOLDER / "zanzibar-desktop"
    if not executable.exists():
        print("frozen app: skipped (no build: run make dist first)")
        return
    print(f"one-folder build: {folder_size(FOLDER) / 1e6:.1f} MB (goal: ≤ 0.80× a bare frozen "
          f"window, see installer_sizes.py)")
    frozen = statistics.median(first_paint([str(executable), "--measure-startup"])
                               for _ in range(7))
    source = statistics.median(first_paint([sys.executable, "-m", "zanzibar_desktop",
                                            "--measure-startup"]) for _ in range(7))
    print(f"first painted window: frozen {frozen * 1000:.0f} ms, from source "
          f"{source * 1000:.0f} ms (ratio {frozen / source:.2f})")


if __name__ == "__main__":
    main()
