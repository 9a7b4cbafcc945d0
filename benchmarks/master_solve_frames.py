"""Prints how the table keeps its frames while the Master's partie is worked out (issue 26:
"the window stays responsive within issue 23's frame target", a throw's worst frame
interval ≤ 20 ms).

The real main window, at instant computer pace but the normal animation speed, plays a
human seat's throws one after another, twice:

- **quiet**: against an Expert, nothing else running;
- **solving**: against a Master at a table not yet worked out (Zanzibar to 1000, the longest
  race worked out: about a minute), so the window starts the solve in its worker process as
  it does for a player, and the throws go on while it runs.

For each it prints the dice tray's frame intervals during the throws' animations (median,
95th and 99th percentiles, worst, how many above 20 and 50 ms, and the share of throws whose
worst interval is above 20 ms) and the lateness of a 10 ms heartbeat timer (how long the
interface thread was held). Then the
solve's time beside the table, to set against ``partie_solve.py``'s quiet figure. The
cache folder is a fresh temporary one, so the solve is never found on disk.

Run it under Xvfb for real frames (``DISPLAY`` set) or offscreen (paints still happen, the
timing is the event loop's). Nothing is asserted.

    .venv/bin/python benchmarks/master_solve_frames.py [--seconds 40]
"""

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # as the program sets it (entry.py)
os.environ["ZANZIBAR_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="zanzibar-frames-")
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from tests.ui.driver import TableDriver  # noqa: E402

TARGET_MS = 20.0


class Frames(QObject):
    """The tray's paint times (ms) during each throw's animation."""

    def __init__(self, clock: QElapsedTimer) -> None:
        super().__init__()
        self.clock = clock
        self.throws: list[list[float]] = []
        self.rolling = False

    def start(self) -> None:
        self.rolling = True
        self.throws.append([])

    def stop(self) -> None:
        self.rolling = False

    def eventFilter(self, watched, event) -> bool:  # noqa: ANN001, N802 - Qt's name
        if self.rolling and event.type() == QEvent.Type.Paint:
            self.throws[-1].append(self.clock.nsecsElapsed() / 1e6)
        return False

    def intervals(self) -> tuple[list[float], list[float]]:
        """Every interval between frames, and each throw's worst."""
        every, worst = [], []
        for frames in self.throws:
            gaps = [later - earlier for earlier, later in zip(frames, frames[1:], strict=False)]
            if gaps:
                every += gaps
                worst.append(max(gaps))
        return every, worst


class Heartbeat:
    """A 10 ms timer: how late each tick came (ms)."""

    def __init__(self, clock: QElapsedTimer) -> None:
        self.clock = clock
        self.late: list[float] = []
        self.last = None
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self.tick)

    def tick(self) -> None:
        now = self.clock.nsecsElapsed() / 1e6
        if self.last is not None:
            self.late.append(max(0.0, now - self.last - 10))
        self.last = now

    def start(self) -> None:
        self.late, self.last = [], None
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


class Table:
    """The real main window at 1280×800, at instant computer pace but the normal animation
    speed, where a human seat's throws are played one after another; its dice tray's frames
    and a heartbeat watched (``play``)."""

    def __init__(self, app: QApplication, rules) -> None:  # noqa: ANN001 - Rules
        from zanzibar_desktop.storage.autosave import Autosave
        from zanzibar_desktop.storage.settings import Settings
        from zanzibar_desktop.ui.window.main_window import MainWindow

        self.app, self.rules = app, rules
        self.window = MainWindow(Settings(computer_delay_ms=0), Autosave())
        self.window.ensure_ready()
        self.driver = TableDriver(self.window)
        self.driver.pacing.skip_opening = True
        self.window.resize(1280, 800)
        self.window.show()
        clock = QElapsedTimer()
        clock.start()
        self.frames = Frames(clock)
        self.driver.tray.installEventFilter(self.frames)
        self.driver.tray.animation_finished.connect(self.frames.stop)
        self.heartbeat = Heartbeat(clock)

    def play(self, level: str, seconds: float, done=None) -> dict:  # noqa: ANN001
        """The human seat's throws against a computer of ``level`` for ``seconds``, or until
        ``done()`` (then ``finished``: when it first was, in seconds from the start)."""
        from zanzibar_desktop.engine.game import Game
        from zanzibar_desktop.engine.players import PlayerSpec

        window, driver, frames = self.window, self.driver, self.frames
        frames.throws = []
        seat = 2_600 if level == "expert" else 2_601
        window.start_game(Game(self.rules, [PlayerSpec("Ann"), PlayerSpec("Marcel", level)],
                               seed=seat))
        began = time.perf_counter()
        self.heartbeat.start()
        finished = None

        def step() -> None:
            nonlocal finished
            controller = driver.controller
            game = controller.game
            if done is not None and finished is None and done():
                finished = time.perf_counter() - began
            if frames.rolling:
                return
            if game.over:
                window.start_game(Game(self.rules, [PlayerSpec("Ann"),
                                                    PlayerSpec("Marcel", level)],
                                       seed=game.seed + 2))
            elif driver.summary_showing():
                driver.continue_()
            elif controller.human_may_act():
                if controller.can_throw() and game.throws < 2:
                    frames.start()
                    controller.throw()
                elif controller.can_stop():
                    controller.stop()
            else:
                driver.move_on()

        timer = QTimer()
        timer.setInterval(50)
        timer.timeout.connect(step)
        timer.start()
        while time.perf_counter() - began < seconds:
            self.app.processEvents()
            if finished is not None:
                break
            time.sleep(0.001)
        timer.stop()
        self.heartbeat.stop()
        every, worst = frames.intervals()
        return {"every": every, "worst": worst, "late": self.heartbeat.late,
                "finished": finished, "played": time.perf_counter() - began}


def report(name: str, seen: dict, load: str | None = None) -> None:
    """One phase's frames and heartbeat, with the machine's load (``load``, or the 1-minute
    load at its end)."""
    every, worst, late = seen["every"], seen["worst"], seen["late"]
    if not worst:
        print(f"{name}: no throw was animated in {seen['played']:.0f} s")
        return
    if load is None:
        load = f"1-minute load {os.getloadavg()[0]:.2f} at its end"
    over = sum(1 for gap in worst if gap > TARGET_MS)
    print(f"{name}: {len(worst)} throws, {len(every)} frame intervals over "
          f"{seen['played']:.0f} s ({load})")
    print(f"  frame interval: median {statistics.median(every):.1f} ms, 95th percentile "
          f"{percentile(every, 0.95):.1f} ms, 99th {percentile(every, 0.99):.1f} ms, worst "
          f"{max(every):.1f} ms; {sum(1 for gap in every if gap > TARGET_MS)} above "
          f"{TARGET_MS:.0f} ms, {sum(1 for gap in every if gap > 50)} above 50 ms")
    print(f"  a throw's worst interval: median {statistics.median(worst):.1f} ms; "
          f"{over} of {len(worst)} throws above {TARGET_MS:.0f} ms (issue 23's target)")
    if late:
        print(f"  10 ms heartbeat lateness: median {statistics.median(late):.1f} ms, 95th "
              f"percentile {percentile(late, 0.95):.1f} ms, 99th {percentile(late, 0.99):.1f} "
              f"ms, worst {max(late):.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=40.0,
                        help="how long each phase plays (the solving phase ends sooner if "
                             "the solve does)")
    options = parser.parse_args()
    app = QApplication(sys.argv[:1])
    from zanzibar_desktop.engine.presets import preset_rules

    table = Table(app, preset_rules("zanzibar").with_options(target_score=1000))
    report("quiet (against an Expert)", table.play("expert", options.seconds))
    solving = table.play("master", options.seconds * 10,
                         done=lambda: not table.driver.master.computing)
    report("solving (against a Master, the partie being worked out)", solving)
    if solving["finished"] is not None:
        print(f"  the solve beside the table: {solving['finished']:.1f} s (partie_solve.py "
              f"times the same rules alone)")
    table.window.close()


if __name__ == "__main__":
    main()
