"""Prints how fast the games database is (issue 15). Nothing is asserted.

A database of 10,000 generated games (seeded computer games, stored as the window stores
them) is built in a temporary folder; then the time to store one more game (target ≤ 20 ms)
to compute every player's figures from all of them, to open the Statistics window on them
(target ≤ 300 ms, offscreen: built, figures, records, games list, first paint) and to draw
its charts when their tab is first shown.
"""

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

GAMES = 10_000


def main() -> None:
    from zanzibar_desktop.engine.players import PlayerSpec
    from zanzibar_desktop.engine.presets import preset_rules
    from zanzibar_desktop.engine.tournament import play_seats
    from zanzibar_desktop.storage.record_stats import player_figures
    from zanzibar_desktop.storage.records import open_records
    from zanzibar_desktop.storage.records_export import export_csv

    samples = []
    for seed in range(20):
        preset = ("zanzibar", "421")[seed % 2]
        specs = [PlayerSpec(("Ann", "Léa")[seed % 3 == 0]), PlayerSpec("Bob", "regular"),
                 PlayerSpec("Cy", ("novice", "expert")[seed % 2])]
        samples.append(play_seats(preset_rules(preset), specs, seed))
    with tempfile.TemporaryDirectory() as folder:
        records, _ = open_records(Path(folder) / "games.sqlite")
        started = time.perf_counter()
        for number in range(GAMES):
            records.store(samples[number % len(samples)], started=0.0, ended=1.0)
        built = time.perf_counter() - started
        timings = []
        for number in range(30):
            started = time.perf_counter()
            records.store(samples[number % len(samples)], started=0.0, ended=1.0)
            timings.append(time.perf_counter() - started)
        reads = []
        for _ in range(5):
            started = time.perf_counter()
            player_figures(records)
            reads.append(time.perf_counter() - started)
        records.close()
        records, _ = open_records(Path(folder) / "games.sqlite")
        started = time.perf_counter()
        export_csv(records, str(Path(folder) / "throws.csv"), "throws")
        exported = time.perf_counter() - started
        throws = (Path(folder) / "throws.csv").stat().st_size
        records.close()
        window, charts = open_window_times(Path(folder) / "games.sqlite")
    print(f"{GAMES} games stored in {built:.1f} s; storing one more: median "
          f"{statistics.median(timings) * 1000:.1f} ms, worst {max(timings) * 1000:.1f} ms "
          f"(target ≤ 20 ms)")
    print(f"every player's figures from {GAMES + 30} games: median "
          f"{statistics.median(reads) * 1000:.0f} ms (the Statistics window's target, "
          f"all of it: ≤ 300 ms)")
    print(f"every throw exported as CSV (on its own thread in the window): {exported:.1f} s "
          f"({throws / 1e6:.0f} MB)")
    print(f"the Statistics window over them, built and painted: median {window:.0f} ms "
          f"(target ≤ 300 ms); its charts, first shown: median {charts:.0f} ms")


def open_window_times(path: Path) -> tuple[float, float]:
    """Medians in ms over 5 openings: the dialog built and painted, then the charts tab."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from zanzibar_desktop.storage.records import open_records
    from zanzibar_desktop.ui.dialogs.statistics_dialog import StatisticsDialog

    app = QApplication.instance() or QApplication([])
    opened, charted = [], []
    for _ in range(5):
        started = time.perf_counter()
        records, _ = open_records(path)
        dialog = StatisticsDialog(records)
        dialog.show()
        dialog.grab()  # painted once
        app.processEvents()
        opened.append(time.perf_counter() - started)
        started = time.perf_counter()
        dialog.tabs.setCurrentIndex(1)
        dialog.player_tabs.setCurrentWidget(dialog.charts_page)
        dialog.grab()
        charted.append(time.perf_counter() - started)
        dialog.close()
    return statistics.median(opened) * 1000, statistics.median(charted) * 1000


if __name__ == "__main__":
    main()
