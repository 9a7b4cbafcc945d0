"""Prints how fast reviews are worked out, kept and read (issue 35). Nothing is asserted.

- A 500-point heads-up Zanzibar game (a human seat played as a Regular, against the Expert)
  reviewed and kept (``record_reviews.review_record``) in this process at below-normal
  priority (nice 10, as the background worker runs), pinned to one core where the system
  allows: first with the shipped solution still to read, then with it at hand
  (target ≤ 5 s).
- The skill figures (``stats --skill``'s, Statistics' skill panel's) of a player with 10,000
  reviewed games: the reviews of 20 seeded games copied in SQL to 10,000, then every
  figure read back (target, with the rest of the Statistics window: ≤ 300 ms).
"""

import contextlib
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
    from zanzibar_desktop.engine.skill import skill_report
    from zanzibar_desktop.engine.tournament import play_seats
    from zanzibar_desktop.storage.record_reviews import review_pending, review_record, reviewed_games
    from zanzibar_desktop.storage.records import open_records

    print(f"load average (1 minute) {os.getloadavg()[0]:.2f} at the start, on "
          f"{os.cpu_count()} cores")
    with contextlib.suppress(OSError, AttributeError):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    with contextlib.suppress(OSError):
        os.nice(10)
    specs = [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")]
    rules = preset_rules("zanzibar")
    with tempfile.TemporaryDirectory() as folder:
        records, _ = open_records(Path(folder) / "games.sqlite")
        timings = []
        for seed in range(5):
            number = records.store(play_seats(rules, specs, seed), 0.0, 1.0)
            decisions = None
            started = time.perf_counter()
            review_record(records, number)
            timings.append(time.perf_counter() - started)
            decisions = records.connection.execute(
                "SELECT COUNT(*) FROM decisions WHERE game = ?", (number,)).fetchone()[0]
            print(f"a {rules.target_score}-point heads-up game, {decisions} decisions of the "
                  f"human seat, reviewed and kept: {timings[-1]:.2f} s"
                  + (" (the shipped solution read first)" if seed == 0 else ""))
        print(f"median {statistics.median(timings):.2f} s, worst {max(timings):.2f} s "
              f"(target ≤ 5 s, one core, nice 10)")
        for seed in range(5, 20):
            records.store(play_seats(preset_rules(("zanzibar", "421")[seed % 2]), specs, seed),
                          0.0, float(seed))
        review_pending(records)
        copied_to(records, GAMES)
        reads = []
        for _ in range(5):
            started = time.perf_counter()
            games = reviewed_games(records, "Ann")
            skill_report(games)
            reads.append(time.perf_counter() - started)
        decisions = sum(count for game in games for _, count, _ in game.totals)
        print(f"the skill figures of {len(games)} reviewed games ({decisions} decisions): "
              f"median {statistics.median(reads) * 1000:.0f} ms (part of the Statistics "
              f"window's ≤ 300 ms)")
        records.close()
    print(f"load average (1 minute) {os.getloadavg()[0]:.2f} at the end")


def copied_to(records, games: int) -> None:  # noqa: ANN001 - the records
    """The games kept, their seats and reviews copied in SQL until ``games``."""
    connection = records.connection
    with connection:
        while (count := records.count()) < games:
            base = connection.execute("SELECT MAX(id) FROM games").fetchone()[0]
            connection.execute(
                "INSERT INTO games SELECT id + ?, started, ended + ?, seconds, rules_name, "
                "rules_json, family, seed, players, actions, finished, winner, loser, places, "
                "manches, tokens, strongest FROM games WHERE id <= ? LIMIT ?",
                (base, base, base, games - count))
            for table in ("seats", "reviews", "decisions", "review_terms"):
                columns = [row[1] for row in connection.execute(f"PRAGMA table_info({table})")]
                rest = ", ".join(columns[1:])
                connection.execute(
                    f"INSERT INTO {table} SELECT game + ?, {rest} FROM {table} "
                    f"WHERE game + ? IN (SELECT id FROM games) AND game <= ?",
                    (base, base, base))


if __name__ == "__main__":
    main()
