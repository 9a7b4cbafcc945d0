"""Prints how the table keeps its frames while games are reviewed in the background (issue
35: "the table's frames during a background review, measured as master_solve_frames.py
measures them beside a solve, are no worse than beside a solve today").

The real main window of ``master_solve_frames.py`` (``Table``: a human seat's throws one
after another, at instant computer pace but the normal animation speed) plays three phases
of ``--seconds`` each, and prints each one's frame intervals, heartbeat and the machine's
load as ``master_solve_frames.report`` does:

- **quiet**: against an Expert, nothing else running;
- **reviewing**: against an Expert, while the window's own background review
  (``session/background_review.py``, its worker process at below-normal priority) reviews
  ``--games`` finished heads-up games kept before (seeded, Zanzibar and 421 in turn, Ann
  against the Expert), as it does after a game or when Statistics finds games waiting;
- **solving**: against a Master at a table not yet worked out (Zanzibar to 1000), the
  partie being worked out in its worker process: the figure to set the review's beside.

Run it under Xvfb for real frames (``DISPLAY`` set) or offscreen. Nothing is asserted.

    .venv/bin/python benchmarks/review_frames.py [--seconds 40] [--games 200]
"""

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from master_solve_frames import QApplication, Table, report  # noqa: E402 - sets the home


def keep_unreviewed(games: int) -> None:
    """``games`` finished heads-up games of Ann's kept in the window's records, none
    reviewed: 20 seeded ones, copied in SQL to ``games``."""
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=40.0, help="how long each phase plays")
    parser.add_argument("--games", type=int, default=200,
                        help="games waiting for the background review (enough to keep it "
                             "busy through its phase)")
    options = parser.parse_args()
    app = QApplication(sys.argv[:1])
    from zanzibar_desktop.engine.presets import preset_rules

    keep_unreviewed(options.games)
    table = Table(app, preset_rules("zanzibar").with_options(target_score=1000))
    report("quiet (against an Expert)", table.play("expert", options.seconds))

    reviews = table.driver.session.reviews
    reviewed: list[int] = []
    reviews.progressed.connect(lambda done, _of: reviewed.append(done))
    started = time.perf_counter()
    reviews.request()
    seen = table.play("expert", options.seconds, done=lambda: not reviews.working)
    report("reviewing (against an Expert, games reviewed in the background)", seen)
    print(f"  games reviewed meanwhile: {max(reviewed, default=0)} of {options.games} in "
          f"{time.perf_counter() - started:.0f} s"
          + ("" if seen["finished"] is None else " (all: the phase ended with them)"))
    reviews.stop()

    solving = table.play("master", options.seconds)
    report("solving (against a Master, the partie being worked out)", solving)
    table.window.close()


if __name__ == "__main__":
    main()
