"""Prints what the first sound of each kind costs the interface thread (issue 23: the first
throw must not stutter), and what the clips weigh in memory.

Each figure is the median over fresh processes (imports cold, as at a game's first throw):
- ``first play``: the first ``play(name)`` of each clip, with a stand-in device that opens at
  once: the clip's making or reading, and the player's own work;
- ``first sound, miniaudio``: the first ``play`` with miniaudio's device as the game opens it
  (the library's import and the device's opening, wherever the player does them);
- ``after warm_up``: the same first plays once ``warm_up()`` (called after the first frame)
  has finished;
- ``longest stall``: the longest the calling thread waited for the interpreter while the
  warm-up ran beside it (it holds the lock while it imports), with numpy not yet imported
  and already imported (by the coach's warm-up);
- ``clips in memory``: what the four clips take once loaded (tracemalloc).

Run with ``python benchmarks/first_sound.py [--runs N]``; ``PYTHONPATH`` chooses the sources
measured. Figures depend on the machine; nothing here asserts a target.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAMES = ("shake", "throw", "land", "chips")

CHILD = r"""
import json, sys, threading, time, tracemalloc
mode = sys.argv[1]
names = ("shake", "throw", "land", "chips")
result = {}
if mode == "memory":
    tracemalloc.start()
if "--numpy" in sys.argv:
    import numpy  # as when the coach's warm-up has already brought it
from zanzibar_desktop.sound import SoundPlayer

class Device:
    def start(self, stream): pass
    def close(self): pass

def first_plays(sounds):
    for name in names:
        started = time.perf_counter()
        sounds.play(name)
        result[name] = (time.perf_counter() - started) * 1e3

if mode == "stand-in":
    first_plays(SoundPlayer(open_device=Device))
elif mode == "memory":
    sounds = SoundPlayer(open_device=Device)
    before = tracemalloc.get_traced_memory()[0]
    for name in names:
        sounds.play(name)
    sounds.available  # the device's thread, when there is one, done
    result["clips_kb"] = (tracemalloc.get_traced_memory()[0] - before) / 1024
elif mode == "miniaudio":
    sounds = SoundPlayer()
    started = time.perf_counter()
    sounds.play("shake")
    result["first"] = (time.perf_counter() - started) * 1e3
    sounds.available
    sounds.close()
elif mode == "warm":
    sounds = SoundPlayer()
    if not hasattr(sounds, "warm_up"):
        print(json.dumps(None))
        sys.exit()
    sounds.warm_up()
    waiter = threading.Thread(target=lambda: sounds.available)
    waiter.start()
    stall, last = 0.0, time.perf_counter()
    while waiter.is_alive():  # the interface thread's work, in small steps
        sum(range(200))
        now = time.perf_counter()
        stall, last = max(stall, now - last), now
    result["stall"] = stall * 1e3
    sounds.close()
    warmed = SoundPlayer(open_device=Device)
    warmed.warm_up()
    warmed.available
    first_plays(warmed)
print(json.dumps(result))
"""


def run(mode: str, *flags: str) -> dict | None:
    environment = dict(os.environ, QT_QPA_PLATFORM="xcb")  # a player's platform: sound on
    output = subprocess.run([sys.executable, "-c", CHILD, mode, *flags], env=environment,
                            check=True,
                            capture_output=True, text=True, timeout=120).stdout
    return json.loads(output.splitlines()[-1])


def median(runs: list[dict], key: str) -> float:
    return statistics.median(run[key] for run in runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    runs = parser.parse_args().runs
    import zanzibar_desktop

    print(f"sources: {Path(zanzibar_desktop.__file__).parent}; median of {runs} fresh processes")
    stand_in = [run("stand-in") for _ in range(runs)]
    print("first play, ms on the calling thread: " + ", ".join(
        f"{name} {median(stand_in, name):.2f}" for name in NAMES))
    memory = [run("memory") for _ in range(3)]
    print(f"clips in memory: {median(memory, 'clips_kb'):.0f} KB")
    real = [run("miniaudio") for _ in range(runs)]
    print(f"first sound, miniaudio: {median(real, 'first'):.2f} ms on the calling thread")
    warm = [run("warm") for _ in range(runs)]
    if warm[0] is None:
        print("after warm_up: no warm_up in these sources")
        return
    print("after warm_up, first play, ms: " + ", ".join(
        f"{name} {median(warm, name):.3f}" for name in NAMES))
    print(f"longest stall of the calling thread during the warm-up: "
          f"{median(warm, 'stall'):.1f} ms (worst run {max(r['stall'] for r in warm):.1f})")
    warm = [run("warm", "--numpy") for _ in range(runs)]
    print(f"the same, numpy already imported: {median(warm, 'stall'):.1f} ms "
          f"(worst run {max(r['stall'] for r in warm):.1f})")


if __name__ == "__main__":
    main()
