"""The window as ``zanzibar-desktop`` runs it (Ctrl-C handled as ``entry.desktop`` does),
led to one moment of its life: it prints ``moment NAME`` once the window is there, then
lets the test act (Ctrl-C: ``test_interrupt_moments.py``; ``kill -9`` of the window or its
Master's worker: ``session/test_solve_kills.py``). What it does to get there is what a
player does: a menu entry chosen, the demo left to play.

    python -m tests.moments_driver MOMENT [zanzibar-desktop's arguments]

The moments are the keys of ``MOMENTS``; the test prepares the files a moment needs (an
autosave to resume, a game file, a lock held). With ``solve`` and ``solve-started`` the line
also gives the process ids of the Master's workers, which must not outlive the window.
After ``solve-started`` it goes on telling what follows, for a worker killed on its own:
``said TEXT`` when the window says a Master plays as the Expert (``said-while-working``
if a worker still runs then), then ``played-on`` once the game has moved on after that.
"""

import multiprocessing
import signal
import sys

from zanzibar_desktop.interrupt import install


def _modal(name: str):  # noqa: ANN202
    """A modal window of class ``name`` is up."""
    from PySide6.QtWidgets import QApplication

    return lambda driver: type(QApplication.activeModalWidget()).__name__ == name


def _asking(title: str):  # noqa: ANN202
    """A modal message box whose title holds ``title`` is up."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    def up(driver) -> bool:  # noqa: ANN001
        box = QApplication.activeModalWidget()
        return isinstance(box, QMessageBox) and title in box.windowTitle()

    return up


def _showing(name: str):  # noqa: ANN202
    """A window of class ``name`` other than the main one is showing."""
    from PySide6.QtWidgets import QApplication

    return lambda driver: any(type(widget).__name__ == name and widget.isVisible()
                              for widget in QApplication.topLevelWidgets())


def _playing(driver) -> bool:  # noqa: ANN001 - a TableDriver, or None before the window
    game = None if driver is None or driver.session is None else driver.game
    return game is not None and bool(game.actions) and not game.over


def _summary(driver) -> bool:  # noqa: ANN001
    return driver is not None and driver.summary_showing() and not _over(driver)


def _over(driver) -> bool:  # noqa: ANN001
    return driver is not None and driver.pacing is not None and driver.game_over_shown()


def _settled(driver) -> bool:  # noqa: ANN001
    from PySide6.QtWidgets import QApplication

    return (driver is not None and driver.session is not None
            and QApplication.activeModalWidget() is None)


def _lesson(driver) -> bool:  # noqa: ANN001
    return driver is not None and driver.in_lesson() and driver.controller is not None


def _choose(entry: str):  # noqa: ANN202
    """The menu entry ``entry`` chosen."""
    def choose(driver) -> bool:  # noqa: ANN001
        driver.action(entry).trigger()
        return True

    return choose


def _take_the_lesson(driver) -> bool:  # noqa: ANN001
    """The first start's offer to learn, taken (its default button, the first lesson)."""
    box = driver.lesson().offer_box
    if box is None or not box.isVisible():
        return False
    box.defaultButton().click()
    return True


def _solving(driver) -> bool:  # noqa: ANN001
    """The Master's worker is at work: past its own start-up, it ignores Ctrl-C (Linux's
    /proc says so), leaving it to its owner."""
    del driver
    workers = multiprocessing.active_children()
    return bool(workers) and all(_ignores_sigint(worker.pid) for worker in workers)


def _ignores_sigint(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            ignored = next(line for line in status if line.startswith("SigIgn:"))
    except (OSError, StopIteration):
        return False
    return bool(int(ignored.split()[1], 16) & (1 << (signal.SIGINT - 1)))


# moment -> (what is done once start-up is done, or None: it answers whether it could be, and
# is tried again until it could; what shows the moment is there)
MOMENTS = {
    "start": (None, None),  # the first frame drawn, before the rest of start-up
    "settled": (None, _settled),
    "resume": (None, _asking("Resume?")),
    "replace-question": (None, _asking("Game in progress")),
    "already-open": (None, _asking("already open")),
    "settings-reset": (None, _asking("Settings reset")),
    "new-game": (_choose("new"), _modal("NewGameDialog")),
    "open-file": (_choose("open"), _modal("QFileDialog")),
    "about": (_choose("about"), _asking("About")),
    "rule-sheet": (_choose("rule_sheet"), _showing("RuleSheetDialog")),
    "statistics": (_choose("statistics"), _showing("StatisticsDialog")),
    "practice": (_choose("practice"), _modal("PracticeDialog")),
    "review": (_choose("review"), _showing("ReviewDialog")),
    "lesson": (_take_the_lesson, _lesson),
    "playing": (None, _playing),
    "summary": (None, _summary),
    "end": (None, _over),
    "solve": (None, _solving),
    "solve-started": (None, lambda driver: bool(multiprocessing.active_children())),
}
# After ``solve-started``: what a window shows when the Master plays as the Expert.
AS_EXPERT = "as the Expert"


def _as_expert_said(driver) -> str | None:  # noqa: ANN001
    """The words showing (not a tooltip) that say a Master plays as the Expert."""
    from PySide6.QtWidgets import QLabel

    return next((label.text() for label in driver.window.findChildren(QLabel)
                 if label.isVisible() and AS_EXPERT in label.text()), None)


def _tell_what_follows(driver, timer) -> None:  # noqa: ANN001
    """Print ``said TEXT`` when the window says a Master plays as the Expert, then
    ``played-on`` when three more moves are played."""
    said_at: list[int] = []

    def look() -> None:
        game = driver.game
        if not said_at:
            text = _as_expert_said(driver)
            if text is not None:
                said_at.append(len(game.actions))
                # Said while a worker still works is said too early (the test fails on it).
                early = "-while-working" if multiprocessing.active_children() else ""
                print(f"said{early}", text, flush=True)
        elif len(game.actions) >= said_at[0] + 3:
            timer.stop()
            print("played-on", flush=True)

    timer.timeout.connect(look)
    timer.start(20)


def main(moment: str, arguments: list[str]) -> int:
    multiprocessing.freeze_support()
    install()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from tests.ui.driver import TableDriver
    from zanzibar_desktop import app
    from zanzibar_desktop.ui.window.main_window import MainWindow

    step, reached = MOMENTS[moment]
    settled: list[bool] = []  # start-up is done: the step may be taken
    timer = QTimer()
    follower = QTimer()  # after the moment, what follows it

    def say() -> None:
        timer.stop()
        pids = " ".join(str(child.pid) for child in multiprocessing.active_children())
        print("moment", moment, pids, flush=True)
        if moment == "solve-started":
            _tell_what_follows(current_window(), follower)

    def current_window():  # noqa: ANN202 - a TableDriver on the main window, once it is made
        window = next((widget for widget in QApplication.topLevelWidgets()
                       if isinstance(widget, MainWindow)), None)
        return None if window is None else TableDriver(window)

    def look() -> None:
        """Every 20 ms, from before the window is made (a question may come first)."""
        window = current_window()
        if step is not None and settled and step(window) is not False:
            settled.clear()  # done once
        if reached is not None and reached(window):
            say()

    def watching(start):  # noqa: ANN001, ANN202
        """``start`` (showing the window, or the demo), watched from its beginning."""
        def started(*args, **options):  # noqa: ANN002, ANN003, ANN202
            timer.timeout.connect(look)
            timer.start(20)
            return start(*args, **options)
        return started

    real_show, real_settle_in = app.show_window, app.settle_in

    def show_window(*args, **options):  # noqa: ANN002, ANN003, ANN202
        launch = real_show(*args, **options)
        if launch is not None and moment == "start":  # before settle_in, connected next
            TableDriver(launch.window).when_first_frame_drawn(say)
        return launch

    def settle_in(*args, **options) -> None:  # noqa: ANN002, ANN003
        real_settle_in(*args, **options)
        settled.append(True)

    app.show_window, app.settle_in = watching(show_window), settle_in
    app._run_demo = watching(app._run_demo)
    return app.main([sys.argv[0], *arguments])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2:]))
