"""Prints how the table keeps its frames while games are reviewed in the background (issue
35: "the table's frames during a background review, measured as master_solve_frames.py
measures them beside a solve, are no worse than beside a solve today").

The real main window of ``master_solve_frames.py`` (``Table``: a human seat's throws one
after another, at instant computer pace but the normal animation speed, Zanzibar to 1000)
plays in three phases:

- **quiet**: against an Expert, nothing else running;
- **reviewing**: against an Expert, while the window's own background review
  (``session/background_review.py``, its worker process at below-normal priority) reviews
  the ``--games`` finished heads-up games kept before (seeded, Zanzibar and 421 in turn, Ann
  against the Expert), as it does after a game or when Statistics finds games waiting;
- **solving**: against a Master at a table not yet worked out (Zanzibar to 1000), the
  partie being worked out in its worker process: the figure to set the review's beside.

The machine's other work comes and goes, so the phases are not played one after the other:
they are played in blocks of ``--seconds`` (6), a block of each phase a round, for
``--rounds`` (6) rounds, each round in another of the six orders, so that the load of other
work falls on the three phases alike. Both workers are started once, before the first round
(a warm-up, not counted), and each works only in its own blocks: outside them it is paused
(``SIGSTOP``, Linux), the review between two writes to the records. So the reviewing blocks
watch one review going through the games waiting, and the solving blocks one solve, the
same solve resumed from block to block: started afresh in each 6 s block, a worker would
spend much of it starting Python and numpy and estimating the solve, and the blocks would
measure starts, where the window lives beside a worker at work (Zanzibar to 1000 takes about
a minute beside the table, longer than the solving blocks together; should it end, the run
ends with the round).

Each block is printed on a line (its frame intervals, heartbeat and the machine's 1-minute
load at its end), then each phase's totals over its blocks as ``master_solve_frames.report``
prints them, the processor time each worker took in its blocks, and the comparison the issue
asks for: reviewing against solving, over all blocks and round by round (the spread of the
rounds is the noise to judge the difference by).

Run it under Xvfb for real frames (``DISPLAY`` set) or offscreen. Nothing is asserted.

    .venv/bin/python benchmarks/review_frames.py [--seconds 6] [--rounds 6] [--games 400]
"""

import argparse
import itertools
import os
import signal
import sqlite3
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from master_solve_frames import TARGET_MS, QApplication, Table, percentile, report  # noqa: E402

PHASES = {"quiet": "expert", "reviewing": "expert", "solving": "master"}  # the opponent
ORDERS = list(itertools.permutations(PHASES))  # each phase twice in each place over six rounds
NAMES = {"quiet": "quiet (against an Expert)",
         "reviewing": "reviewing (against an Expert, games reviewed in the background)",
         "solving": "solving (against a Master, the partie being worked out)"}


def keep_unreviewed(games: int) -> Path:
    """``games`` finished heads-up games of Ann's kept in the window's records, none
    reviewed: 20 seeded ones, copied in SQL to ``games``; the records' path."""
    from review_speed import copied_to

    from zanzibar_desktop.engine.players import PlayerSpec
    from zanzibar_desktop.engine.presets import preset_rules
    from zanzibar_desktop.engine.tournament import play_seats
    from zanzibar_desktop.storage.record_reviews import pending
    from zanzibar_desktop.storage.records import open_records, records_file

    path = records_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    records, _ = open_records(path)
    specs = [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")]
    for seed in range(min(20, games)):
        records.store(play_seats(preset_rules(("zanzibar", "421")[seed % 2]), specs, seed),
                      0.0, float(seed))
    copied_to(records, games)
    waiting = len(pending(records))
    records.close()
    print(f"{waiting} games waiting for their review in {path}")
    return path


def write_locked(path: Path) -> bool:
    """Whether another connection is writing to the database at ``path``."""
    connection = sqlite3.connect(path, timeout=0)
    try:
        connection.execute("BEGIN IMMEDIATE")
        connection.rollback()
        return False
    except sqlite3.OperationalError:
        return True
    finally:
        connection.close()


class Worker:
    """A worker process paused outside its phase's blocks, and the processor time it took
    in them. ``records``: the database it writes, which it must not hold locked while
    paused (the window writes its games there)."""

    def __init__(self, process, records: Path | None = None) -> None:  # noqa: ANN001
        self.process, self.records = process, records
        self.busy = 0.0  # processor seconds, in its blocks
        self._since = 0.0

    def _stat(self) -> list[str]:
        text = Path(f"/proc/{self.process.pid}/stat").read_text()
        return text[text.rindex(")") + 2:].split()  # from the state on

    def _seconds(self) -> float:
        fields = self._stat()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def resume(self) -> None:
        self._since = self._seconds()
        os.kill(self.process.pid, signal.SIGCONT)

    def pause(self) -> None:
        while True:
            os.kill(self.process.pid, signal.SIGSTOP)
            while self._stat()[0] != "T":  # the signal is delivered as the worker next runs
                time.sleep(0.001)
            if self.records is None or not write_locked(self.records):
                break
            os.kill(self.process.pid, signal.SIGCONT)  # mid-write: let it finish the game
            time.sleep(0.01)
        self.busy += self._seconds() - self._since

    def go_on(self) -> None:
        """Running again, for good (to be stopped as the window stops it)."""
        os.kill(self.process.pid, signal.SIGCONT)


def block_line(round_: int, phase: str, seen: dict, load: float) -> str:
    every, worst, late = seen["every"], seen["worst"], seen["late"]
    frames = (f"frame median {statistics.median(every):.1f}, 95th {percentile(every, 0.95):.1f}, "
              f"worst {max(every):.1f} ms; throws above {TARGET_MS:.0f} ms "
              f"{sum(1 for gap in worst if gap > TARGET_MS)} of {len(worst)}"
              if every else "no throw animated")
    beat = (f"heartbeat 95th {percentile(late, 0.95):.1f}, worst {max(late):.1f} ms"
            if late else "no heartbeat")
    return (f"  round {round_ + 1} {phase:9} {seen['played']:4.1f} s: {frames}; {beat}; "
            f"load {load:.2f}")


def merged(blocks: list[tuple[dict, float]]) -> tuple[dict, str]:
    """A phase's blocks as one (``report``'s), and the loads at their ends."""
    seen = {key: [value for block, _ in blocks for value in block[key]]
            for key in ("every", "worst", "late")}
    seen["played"] = sum(block["played"] for block, _ in blocks)
    loads = [load for _, load in blocks]
    return seen, (f"{len(blocks)} blocks; 1-minute load at their ends {min(loads):.2f} to "
                  f"{max(loads):.2f}, median {statistics.median(loads):.2f}")


def figures(seen: dict) -> dict[str, float]:
    """What the comparison sets side by side."""
    every, worst, late = seen["every"], seen["worst"], seen["late"]
    return {"frame 95th (ms)": percentile(every, 0.95),
            "frame 99th (ms)": percentile(every, 0.99),
            "frame worst (ms)": max(every),
            f"frames above {TARGET_MS:.0f} ms (%)":
                100 * sum(1 for gap in every if gap > TARGET_MS) / len(every),
            f"throws above {TARGET_MS:.0f} ms (%)":
                100 * sum(1 for gap in worst if gap > TARGET_MS) / len(worst),
            "heartbeat 95th (ms)": percentile(late, 0.95),
            "heartbeat 99th (ms)": percentile(late, 0.99)}


def compare(blocks: dict[str, list[tuple[dict, float]]]) -> None:
    """Reviewing against solving (quiet beside them): over all blocks, then round by round,
    reviewing minus solving (the median and the spread of the rounds)."""
    totals = {phase: figures(merged(found)[0]) for phase, found in blocks.items()}
    print("\nreviewing against solving (quiet beside them), over all blocks; round by round, "
          "reviewing minus solving: median (lowest to highest of the rounds)")
    rounds = [(figures(review), figures(solve))
              for (review, _), (solve, _) in zip(blocks["reviewing"], blocks["solving"],
                                                 strict=False)
              if review["worst"] and solve["worst"]]
    for name in totals["solving"]:
        gaps = [review[name] - solve[name] for review, solve in rounds]
        by_round = (f"{statistics.median(gaps):+.1f} ({min(gaps):+.1f} to {max(gaps):+.1f}, "
                    f"{len(gaps)} rounds)" if gaps else "no round with throws in both")
        print(f"  {name:22} reviewing {totals['reviewing'][name]:6.1f}, solving "
              f"{totals['solving'][name]:6.1f}, quiet {totals['quiet'][name]:6.1f}; "
              f"by round {by_round}")


def play_rounds(table: Table, workers: dict[str, Worker], over: dict, seconds: float,
                rounds: int) -> dict[str, list[tuple[dict, float]]]:
    """The blocks of each phase, each with the 1-minute load at its end; the run ends with
    the round in which a worker ended (its work all done)."""
    blocks: dict[str, list[tuple[dict, float]]] = {phase: [] for phase in PHASES}
    for round_ in range(rounds):
        for phase in ORDERS[round_ % len(ORDERS)]:
            worker = workers.get(phase)
            if worker is not None:
                worker.resume()
            seen = table.play(PHASES[phase], seconds, done=over.get(phase))
            blocks[phase].append((seen, os.getloadavg()[0]))
            print(block_line(round_, phase, seen, blocks[phase][-1][1]))
            if seen["finished"] is not None:
                print(f"  the {phase} worker ended in round {round_ + 1}: the run ends there")
                return blocks
            if worker is not None:
                worker.pause()
    return blocks


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=6.0, help="how long a block plays")
    parser.add_argument("--rounds", type=int, default=6,
                        help="rounds of three blocks, one of each phase, each in another order")
    parser.add_argument("--games", type=int, default=400,
                        help="games waiting for the background review (enough to keep it "
                             "busy through its blocks)")
    options = parser.parse_args()
    app = QApplication(sys.argv[:1])
    from zanzibar_desktop.engine.presets import preset_rules

    records = keep_unreviewed(options.games)
    table = Table(app, preset_rules("zanzibar").with_options(target_score=1000))
    reviews = table.driver.session.reviews
    reviewed: list[int] = []
    reviews.progressed.connect(lambda done, _of: reviewed.append(done))
    table.play("master", 0.5)  # the Master sits: its partie is being worked out
    master = table.driver.master
    solved: list[float] = []
    master.advanced.connect(solved.append)
    reviews.request()
    warm = table.play("master", 60, done=lambda: bool(reviewed) and bool(solved))
    print(f"warm-up, not counted: both workers at work after {warm['played']:.1f} s "
          f"(1-minute load {os.getloadavg()[0]:.2f})")
    workers = {"reviewing": Worker(reviews._process, records),  # their processes, to pause
               "solving": Worker(master.solving._working.process)}
    for worker in workers.values():
        worker.pause()
    first_review = reviewed[-1]
    try:
        blocks = play_rounds(table, workers,
                             {"reviewing": lambda: not reviews.working,
                              "solving": lambda: not master.computing},
                             options.seconds, options.rounds)
    finally:
        for worker in workers.values():
            if worker.process.is_alive():
                worker.go_on()
    print()
    for phase, found in blocks.items():
        seen, loads = merged(found)
        report(NAMES[phase], seen, loads)
    print(f"\nthe review's worker: {reviewed[-1] - first_review} games reviewed in the "
          f"reviewing blocks ({sum(block['played'] for block, _ in blocks['reviewing']):.0f} "
          f"s), {workers['reviewing'].busy:.1f} s of processor; {reviewed[-1]} of "
          f"{options.games} in all")
    print(f"the solve's worker: {workers['solving'].busy:.1f} s of processor in the solving "
          f"blocks ({sum(block['played'] for block, _ in blocks['solving']):.0f} s), the "
          f"partie {max(solved):.0%} worked out at the end")
    compare(blocks)
    reviews.stop()  # both end between two steps of their work, before the window closes
    master.stop()
    while reviews.working or master.computing:
        app.processEvents()
        time.sleep(0.01)
    table.window.close()


if __name__ == "__main__":
    main()
