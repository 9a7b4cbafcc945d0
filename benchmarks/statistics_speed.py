"""Prints how fast Game ▸ Statistics opens on a player with 10,000 reviewed games (issue 35),
offscreen: the window made over the records (every player's figures, records and streaks)
and then its Players ▸ Skill page drawn (the skill figures, the computers' scale, the trend
chart, the costliest kinds), each to its first paint. Nothing is asserted; the target is
≤ 300 ms for the window, each figure beside it. The Skill page reads nothing and loads no
chart (pyqtgraph) until its tab is shown: the window's figure counts none of it.

The first round, a warm-up, is also printed: the first Skill page a player sees in a session.
Without ``--warm-up`` pyqtgraph is imported as it is drawn; with it, the window's warm-up as
Statistics opens (``ui/window/later.py``) is let finish first, as it does while the player
reads the Figures tab (run each in a fresh process).

The records: 20 seeded heads-up games of Ann's (a human seat played as a Regular, against
the Expert; Zanzibar and 421 in turn) reviewed, then copied in SQL to 10,000
(``review_speed.copied_to``)."""

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

GAMES = 10_000
ROUNDS = 5


def main() -> None:
    warm = "--warm-up" in sys.argv[1:]
    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication
    from review_speed import copied_to

    from zanzibar_desktop.engine.players import PlayerSpec
    from zanzibar_desktop.engine.presets import preset_rules
    from zanzibar_desktop.engine.tournament import play_seats
    from zanzibar_desktop.storage.record_reviews import review_pending
    from zanzibar_desktop.storage.records import open_records
    from zanzibar_desktop.ui.dialogs.statistics_dialog import StatisticsDialog
    from zanzibar_desktop.ui.window import later

    app = QApplication.instance() or QApplication([])
    print(f"load average (1 minute) {os.getloadavg()[0]:.2f} at the start, on "
          f"{os.cpu_count()} cores")
    specs = [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "games.sqlite"
        records, _ = open_records(path)
        for seed in range(20):
            records.store(play_seats(preset_rules(("zanzibar", "421")[seed % 2]), specs, seed),
                          0.0, float(seed))
        review_pending(records)
        copied_to(records, GAMES)
        records.close()
        opened, skill = [], []
        for _ in range(ROUNDS + 1):  # the first warms Qt, pyqtgraph and the shipped figures
            records, _ = open_records(path)
            started = time.perf_counter()
            dialog = StatisticsDialog(records)
            dialog.show()
            app.processEvents()
            shown = time.perf_counter()
            if warm and not opened:  # the first round: the warm-up let finish first
                waiting = QEventLoop()
                later.warm_up(later.statistics_charts, later.skill_chart, then=waiting.quit)
                waiting.exec()
                shown = time.perf_counter()
            dialog.tabs.setCurrentIndex(1)
            dialog.player_tabs.setCurrentWidget(dialog.skill)
            app.processEvents()
            drawn = time.perf_counter()
            assert not dialog.skill.reviews.working  # nothing was waiting for its review
            opened.append(shown - started)
            skill.append(drawn - shown)
            dialog.close()
            dialog.deleteLater()
            app.processEvents()
        first = skill[0]
        opened, skill = opened[1:], skill[1:]
        total = [a + b for a, b in zip(opened, skill, strict=True)]
        print(f"Statistics over {GAMES} reviewed games: the window shown "
              f"{statistics.median(opened) * 1000:.0f} ms, its Skill page drawn "
              f"{statistics.median(skill) * 1000:.0f} ms; together median "
              f"{statistics.median(total) * 1000:.0f} ms, worst {max(total) * 1000:.0f} ms "
              f"(target ≤ 300 ms for the window; median of {ROUNDS} after a warm-up)")
        print(f"the session's first Skill page drawn {first * 1000:.0f} ms ("
              f"{'the charts warmed up as Statistics opened' if warm else 'pyqtgraph imported then'})")
    print(f"load average (1 minute) {os.getloadavg()[0]:.2f} at the end")


if __name__ == "__main__":
    main()
