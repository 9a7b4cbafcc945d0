"""Screenshots of Zanzibar Desktop, for looking at the whole program at once: ``make screenshots``.

Each state below is shown in the real main window (the classes the app uses, driven through
its own slots and menu entries), in English and in French, at two window sizes, and saved as
``build/screenshots/LANGUAGE-WIDTH-STATE.png``. Under Xvfb (when installed) the windows are
real X11 windows, grabbed from the X server; otherwise Qt's offscreen platform draws them and
``QWidget.grab()`` takes the picture.

The player's files are never touched (``ZANZIBAR_DESKTOP_HOME`` and the XDG folders point at
a temporary folder), and the games are seeded with computers playing at once, so the same
code gives the same pictures.
"""

from __future__ import annotations

import faulthandler
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Where the pictures go: build/screenshots, or the folder named by this variable (the tests).
OUT = Path(os.environ.get("ZANZIBAR_SCREENSHOTS_DIR") or ROOT / "build" / "screenshots")
LANGUAGES = ("en", "fr")
SIZES = ((1024, 700), (1600, 1000))
# The states where something could cover the game (the coach's line, the hint, a result, the
# docks) are also taken at the smallest and the largest common screens.
COVER_SIZES = ((800, 600), (1024, 700), (1600, 1000), (1920, 1080))
INNER = "ZANZIBAR_SCREENSHOTS_INNER"  # set in the process that draws (under Xvfb or offscreen)
TITLES: dict[str, str] = {}  # each picture's window title, printed with the list


# ------------------------------------------------------------------ launching
def main() -> int:
    if os.environ.get(INNER):
        return shoot_everything()
    with tempfile.TemporaryDirectory(prefix="zanzibar-screenshots-") as home:
        env = dict(os.environ, **{INNER: "1", "ZANZIBAR_DESKTOP_HOME": home})
        for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
            env[variable] = os.path.join(home, variable.lower())
        env.pop("QT_SCALE_FACTOR", None)
        command = [sys.executable, str(Path(__file__).resolve())]
        if shutil.which("xvfb-run"):
            print("Screenshots under Xvfb (xvfb-run): real X11 windows, grabbed from the X server")
            env["QT_QPA_PLATFORM"] = "xcb"
            command = ["xvfb-run", "-a", "-s", "-screen 0 1920x1200x24 -dpi 96", *command]
        else:
            print("Xvfb is not installed: Qt's offscreen platform and QWidget.grab()")
            env["QT_QPA_PLATFORM"] = "offscreen"
        started = time.monotonic()
        code = subprocess.call(command, env=env, cwd=ROOT)
        print(f"took {time.monotonic() - started:.1f} s")
        return code


def shoot_everything() -> int:
    faulthandler.dump_traceback_later(240, exit=True)  # a dialog left open must not hang make
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication

    from zanzibar_desktop.i18n import install_language
    from zanzibar_desktop.ui.app_icon import app_icon

    app = QApplication([sys.argv[0]])
    app.setApplicationName("Zanzibar Desktop")  # as app.py does
    app.setOrganizationName("Zanzibar Desktop")
    app.setWindowIcon(app_icon())
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("*.png"):
        old.unlink()
    for language in LANGUAGES:
        install_language(language)
        for size in SIZES:
            for state in STATES:
                state(Shots(language, size))
        for size in COVER_SIZES:
            for state in COVER_STATES:
                state(Shots(language, size))
    files = sorted(OUT.glob("*.png"))
    print(f"{len(files)} screenshots in {OUT}:")
    for path in files:
        print(f"  {path}  [{TITLES.get(path.name, '?')}]")
    return 0


# ------------------------------------------------------------------ helpers
class Shots:
    """Where pictures of one language and size go, and how they are taken."""

    def __init__(self, language: str, size: tuple[int, int]) -> None:
        self.language = language
        self.size = size

    def save(self, widget, state: str) -> None:  # noqa: ANN001
        from PySide6.QtGui import QGuiApplication

        wait(150)  # let it paint
        if QGuiApplication.platformName() == "xcb":
            picture = widget.screen().grabWindow(widget.winId())
        else:
            picture = widget.grab()
        path = OUT / f"{self.language}-{self.size[0]}-{state}.png"
        picture.save(str(path))
        TITLES[path.name] = widget.windowTitle().replace("[*]", "")  # Xvfb draws no title bar


def wait(ms: int) -> None:
    from PySide6.QtTest import QTest

    QTest.qWait(ms)


SEATS = (("Alex", None), ("Marcel", "regular"), ("Josette", "expert"), ("Dédé", "novice"),
         ("Lulu", "regular"), ("Gégé", "expert"), ("Mimi", "novice"), ("Riton", "regular"))


@contextmanager
def main_window(shots: Shots, last_rules: str = "zanzibar", players: int = 4) -> Iterator:
    """The app's main window at the size of ``shots``, with ``players`` seats (the human
    first), closed (and deleted) afterwards."""
    from PySide6.QtTest import QTest

    from zanzibar_desktop.storage.settings import Settings, TableSeat
    from zanzibar_desktop.ui.window.main_window import MainWindow

    table = [TableSeat(name, level) for name, level in SEATS[:players]]
    settings = Settings(animation_speed="instant", computer_delay_ms=0, sound=False,
                        language=shots.language, last_rules=last_rules, last_table=table)
    window = MainWindow(settings)
    window.resize(*shots.size)
    window.show()
    QTest.qWaitForWindowExposed(window)
    wait(50)  # the side tables and menu entries are built right after the first frame
    window.ensure_ready()  # (made already, unless the first frame came late)
    window.pacing.skip_opening = True  # the opening throw has its own pictures
    try:
        yield window
    finally:
        window.close()
        window.deleteLater()
        wait(30)


def start(window, rules: str, seed: int, opening: bool = False) -> None:  # noqa: ANN001
    from zanzibar_desktop.engine.game import Game
    from zanzibar_desktop.engine.players import PlayerSpec
    from zanzibar_desktop.engine.presets import preset_rules

    specs = [PlayerSpec(seat.name, seat.level) for seat in window.settings.last_table]
    window.pacing.skip_opening = not opening
    window.start_game(Game(preset_rules(rules), specs, seed=seed))


def start_advanced(window, rules: str, seed: int, done: Callable) -> None:  # noqa: ANN001
    """Start a game already played (by the engine alone, every seat as a Regular would)
    up to ``done(game)``: the table opens on it as on a resumed game, in no time."""
    from zanzibar_desktop.engine.ai.base import apply_decision
    from zanzibar_desktop.engine.ai.levels import make_player
    from zanzibar_desktop.engine.ai.view import table_view
    from zanzibar_desktop.engine.game import Game
    from zanzibar_desktop.engine.players import PlayerSpec
    from zanzibar_desktop.engine.presets import preset_rules

    specs = [PlayerSpec(seat.name, seat.level) for seat in window.settings.last_table]
    game = Game(preset_rules(rules), specs, seed=seed)
    players = [make_player(spec.level or "regular", seed, seat) for seat, spec in enumerate(specs)]
    while not done(game):
        apply_decision(game, players[game.current].decide(table_view(game)))
    window.pacing.skip_opening = True
    window.start_game(game)


def play_until(window, done: Callable[[], bool], timeout_s: float = 30) -> None:  # noqa: ANN001
    """Play the human seat (throw once, then stop) and continue past summaries until
    ``done()``; the computers play by themselves."""
    deadline = time.monotonic() + timeout_s
    while not done():
        if time.monotonic() > deadline:
            raise TimeoutError("the game never reached the state to picture")
        controller = window.controller
        if window.pacing.game_over_shown:
            raise TimeoutError("the game ended before the state to picture")
        if window.summary.isVisible():
            window.on_throw()  # Continue
        elif controller.human_may_act():
            game = controller.game
            if game.dice is None or game.in_throw_off:
                window.on_throw()
            else:
                window.on_stop()
        wait(2)


def while_modal(open_it: Callable[[], None], inside: Callable) -> None:
    """Call ``open_it``, which runs a modal dialog (``exec``) or, a menu entry, has it run
    just after; ``inside(dialog)`` once the dialog is up; the dialog is closed after
    ``inside``, whatever happens, before this returns."""

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    before = QApplication.activeModalWidget()
    failures: list[Exception] = []  # Qt swallows what a timer's callback raises: raise it here

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog is before or not dialog.isVisible():
            QTimer.singleShot(10, poll)
            return
        try:
            inside(dialog)
        except Exception as error:  # noqa: BLE001
            failures.append(error)
        finally:
            dialog.reject()
            done.append(dialog)

    done: list = []
    QTimer.singleShot(0, poll)
    open_it()
    deadline = time.monotonic() + 60
    while not done:  # a menu entry's dialog opens after the entry returned
        if time.monotonic() > deadline:
            raise RuntimeError(f"no dialog from {open_it} within 60 s")
        QApplication.processEvents()
    if failures:
        raise failures[0]


def coached_turn(window) -> None:  # noqa: ANN001
    """A Zanzibar game where the human, playing after the computer (a hand to beat), kept
    the worst dice on purpose and threw: the coach's line is up, and a throw is left."""
    from zanzibar_desktop.engine import coach
    from zanzibar_desktop.engine.ai.base import keep_positions
    from zanzibar_desktop.engine.ai.view import table_view

    window.settings.coach = True
    start(window, "zanzibar", seed=3)
    controller = window.controller
    for _ in range(60):
        play_until(window, lambda: controller.human_may_act() and controller.game.dice is None
                   and bool(controller.game.round_results))
        window.on_throw()
        play_until(window, controller.human_may_act)
        game = controller.game
        choices = [option for option in coach.options(table_view(game))
                   if option.keep is not None]
        worst = choices[-1]
        if game.throws == 1 and choices[0].take - worst.take > 0.05:
            keep = keep_positions(game.dice, worst.keep)
            for die in range(3):
                if game.held[die] != (die in keep):
                    window.on_die_clicked(die)
            window.on_throw()
            play_until(window, controller.human_may_act)
            if window.felt.coach_line.isVisible() and controller.can_throw():
                return
        if controller.can_stop():
            window.on_stop()
    raise TimeoutError("no costly keep came up")


def human_keeps_a_die(window) -> None:  # noqa: ANN001
    """A Zanzibar game where the human has thrown once and kept the first die."""
    start(window, "zanzibar", seed=7)
    controller = window.controller
    play_until(window, lambda: controller.human_may_act() and controller.game.dice is None)
    window.on_throw()
    play_until(window, controller.human_may_act)
    window.on_die_clicked(0)
    play_until(window, controller.human_may_act)


# ------------------------------------------------------------------ the states, one each
def empty_window(shots: Shots) -> None:
    with main_window(shots) as window:
        shots.save(window, "empty")


def opening_throw(shots: Shots) -> None:
    """The throw for the opener, on the seats and beside the dice."""
    for rules, players, seed in (("zanzibar", 4, 4), ("421", 8, 2)):
        with main_window(shots, rules, players) as window:
            window.settings.animation_speed = "normal"  # the panel stays up to be read
            start(window, rules, seed, opening=True)
            shots.save(window, f"{rules}-opening-{players}p")


def mid_turn(shots: Shots) -> None:
    """A human turn with a die kept: 2 and 4 players in Zanzibar."""
    for players in (2, 4):
        with main_window(shots, "zanzibar", players) as window:
            human_keeps_a_die(window)
            shots.save(window, f"zanzibar-mid-turn-{players}p")
            if players == 2:  # Help ▸ Hint: every choice with its exact take
                window.on_hint()
                shots.save(window, "zanzibar-hint-2p")
                window.hints.hide()


def hands_card(shots: Shots) -> None:
    """View ▸ Hands card beside the felt: in Zanzibar with the hint's best choice marked on
    it, in 421 during a turn with a hand to beat."""
    with main_window(shots, "zanzibar", 2) as window:
        human_keeps_a_die(window)
        window.hands_dock.toggleViewAction().trigger()  # View ▸ Hands card
        window.on_hint()  # the best choice has the keyboard: the card marks what it makes
        shots.save(window, "zanzibar-hands-card")
        window.hints.hide()
    with main_window(shots, "421", 4) as window:
        start_advanced(window, "421", seed=5, done=lambda game: game.phase == "decharge"
                       and game.current == 0 and game.round_results)
        controller = window.controller
        play_until(window, lambda: controller.human_may_act() and controller.game.dice is None)
        window.hands_dock.toggleViewAction().trigger()
        window.on_throw()  # the hand Alex holds, beside the hand to beat
        play_until(window, lambda: controller.human_may_act() and controller.game.dice is not None)
        shots.save(window, "421-hands-card")


def decharge_chips(shots: Shots) -> None:
    """421's décharge with the human to play, then with chips in flight; 4 and 8 players."""
    from zanzibar_desktop.engine.game import DECHARGE

    def decharge(game) -> bool:  # noqa: ANN001 - the human to play, hands already down
        return game.over or (game.phase == DECHARGE and game.current == 0
                             and len(game.round_results) >= 2)

    for players, seed in ((4, 11), (8, 5)):
        with main_window(shots, "421", players) as window:
            start_advanced(window, "421", seed, decharge)
            controller = window.controller
            play_until(window, controller.human_may_act)
            shots.save(window, f"421-decharge-{players}p")
            if players == 4:  # View ▸ Scoreboard: the detailed table beside the felt
                window.scoreboard_dock.show()
                shots.save(window, "421-scoreboard-4p")
                window.scoreboard_dock.hide()
            window.felt.chips.speed = "normal"
            play_until(window, lambda: window.felt.chips.flying)
            window.summary._auto.stop()  # hold the round's result up while the chips fly
            wait(200)
            shots.save(window, f"421-chips-{players}p")
            window.felt.chips.speed = "instant"


def summaries(shots: Shots) -> None:
    """A Zanzibar manche's result, and the end of a 421 manche with its tally."""
    with main_window(shots) as window:
        start(window, "zanzibar", seed=3)
        play_until(window, window.summary.isVisible)
        shots.save(window, "zanzibar-summary-4p")
    with main_window(shots, "421") as window:
        start(window, "421", seed=11)
        controller = window.controller
        play_until(window, lambda: window.summary.isVisible() and bool(controller.game.history)
                   and controller.game.history[-1].manche_over, timeout_s=60)
        shots.save(window, "421-manche-over-4p")


def game_over(shots: Shots) -> None:
    """The end of a game, its last round played at the table."""
    from zanzibar_desktop.engine.game import CHARGE

    def near_the_end(game) -> bool:  # noqa: ANN001 - one manche (or a few points) from the end
        if game.over:
            return True
        if game.rules.uses_tokens:
            return game.phase == CHARGE and max(game.manches_lost) == game.rules.manches_to_lose - 1
        return max(game.scores) >= game.rules.target_score - 60

    # 421 with four: the ranking says who paid and in which order the others got out.
    for rules, players, seed in (("zanzibar", 4, 5), ("421", 2, 8), ("421", 4, 8)):
        with main_window(shots, rules, players) as window:
            start_advanced(window, rules, seed, near_the_end)
            play_until(window, lambda window=window: window.pacing.game_over_shown, timeout_s=90)
            shots.save(window, f"{rules}-game-over-{players}p")
            if rules == "421" and players == 2:  # Review, from the end of the game
                window.on_review()
                shots.save(window.review_dialog, f"{rules}-review-{players}p")
                window.review_dialog.close()


def history_dock(shots: Shots) -> None:
    with main_window(shots) as window:
        start(window, "zanzibar", seed=9)
        controller = window.controller
        play_until(window, lambda: len(controller.game.history) >= 5 and controller.human_may_act())
        window.menus.history_action.trigger()  # View ▸ History
        wait_for_chart(window)
        shots.save(window, "history")
        window.history_chart.tabs.setCurrentIndex(1)
        shots.save(window, "history-luck")


def new_game_and_rules_editor(shots: Shots) -> None:
    def customize(dialog, rules: str) -> None:  # noqa: ANN001
        dialog.rules_box.setCurrentIndex(
            [dialog.rules_box.itemData(i).rules.name for i in range(dialog.rules_box.count())]
            .index(rules))
        while_modal(dialog.customize_button.click, lambda editor: rules_editor(editor, rules))

    def rules_editor(editor, rules: str) -> None:  # noqa: ANN001
        """Every option: one picture per page of the scrolled list."""
        bar = editor.findChild(QScrollArea).verticalScrollBar()
        for page, top in enumerate(range(0, bar.maximum() + bar.pageStep(), bar.pageStep()), 1):
            bar.setValue(top)
            shots.save(editor, f"rules-{rules}-{page}")

    def new_game(dialog) -> None:  # noqa: ANN001
        shots.save(dialog, "new-game")
        customize(dialog, "zanzibar")
        customize(dialog, "421")

    from PySide6.QtWidgets import QScrollArea

    with main_window(shots) as window:
        while_modal(window.menus.new_action.trigger, new_game)  # Game ▸ New…


def save_bar(shots: Shots) -> None:
    import sqlite3

    from zanzibar_desktop.session.record_keeper import problem_text
    from zanzibar_desktop.storage.atomic import failure_reason

    with main_window(shots) as window:
        human_keeps_a_die(window)
        window.save_status.saving_failed(failure_reason(OSError(28, "No space left on device")))
        shots.save(window, "save-failing")
        window.save_status.saving_worked()
        shots.save(window, "save-recovered")
        # A game's record waits: another program holds the records' write lock.
        window.save_status.hide()
        window.records_status.records_failed(
            problem_text(sqlite3.OperationalError("database is locked")))
        shots.save(window, "records-waiting")


def hands_chart(shots: Shots) -> None:
    for rules in ("zanzibar", "421"):
        with main_window(shots, last_rules=rules) as window:  # Help ▸ Hands
            while_modal(window.menus.hands_action.trigger,
                        lambda dialog, rules=rules: shots.save(dialog, f"hands-{rules}"))


_KEPT: list = []  # the games the statistics show, played once for every language and size


def statistics(shots: Shots) -> None:
    """Game ▸ Statistics over a few dozen seeded games of Alex's: every tab."""
    from zanzibar_desktop.engine.players import PlayerSpec
    from zanzibar_desktop.engine.presets import preset_rules
    from zanzibar_desktop.engine.tournament import play_seats
    from zanzibar_desktop.storage.paths import data_dir
    from zanzibar_desktop.storage.records import open_records

    if not _KEPT:
        for seed in range(30):
            rules = ("zanzibar", "421")[seed % 3 == 0]
            specs = [PlayerSpec(*SEATS[0]), PlayerSpec(*SEATS[1 + seed % 3])]
            _KEPT.append(play_seats(preset_rules(rules), specs, seed))
    # The same record in every language and size: only these games (the game-over pictures
    # keep theirs in the same private data folder).
    for path in data_dir().glob("games.sqlite*"):
        path.unlink()
    records, _ = open_records()
    for number, game in enumerate(_KEPT):
        records.store(game, started=1_790_000_000.0 + number * 86_400,
                      ended=1_790_000_900.0 + number * 86_400)
    records.close()
    with main_window(shots) as window:
        window.menus.statistics_action.trigger()
        dialog = window.statistics_dialog
        shots.save(dialog, "statistics-figures")
        dialog.tabs.setCurrentIndex(1)
        shots.save(dialog, "statistics-records")
        dialog.player_tabs.setCurrentWidget(dialog.charts_page)
        shots.save(dialog, "statistics-charts")
        dialog.tabs.setCurrentIndex(2)
        shots.save(dialog, "statistics-games")
        dialog.close()


def lesson(shots: Shots) -> None:
    """Help ▸ Learn to play: a step's words beside the dice, over a result, in a throw-off;
    in 421 the charge's tokens leaving the pot and the décharge's follower limit."""
    from zanzibar_desktop.engine import lessons

    def reach(window, guide, name: str) -> None:  # noqa: ANN001
        controller = window.controller
        deadline = time.monotonic() + 30
        while guide.step.name != name:
            if time.monotonic() > deadline:
                raise TimeoutError(f"the lesson never reached {name}")
            step = guide.step
            if step.do == lessons.CONTINUE and window.summary.isVisible():
                window.on_enter()
            elif step.do == lessons.READ and guide.panel.next_button.isVisible():
                guide.panel.next_button.click()
            elif controller.human_may_act():
                if step.do == lessons.KEEP:
                    for die, face in enumerate(controller.game.dice):
                        if face in step.keep and not controller.game.held[die]:
                            window.on_die_clicked(die)
                elif step.do == lessons.THROW:
                    window.on_throw()
                elif step.do == lessons.STOP:
                    window.on_stop()
            wait(2)

    with main_window(shots, "zanzibar", 2) as window:
        guide = window.lesson_guide()
        window.settings.lesson_steps["421"] = "follower"  # one lesson left midway
        box = guide.offer(first_start=True)
        shots.save(box, "lesson-offer")
        box.close()
        guide.start("zanzibar")
        reach(window, guide, "keep")
        shots.save(window, "lesson-keep")
        reach(window, guide, "zanzi-wins")
        play_until(window, window.summary.isVisible)
        shots.save(window, "lesson-result")
        reach(window, guide, "throw-off")
        wait(50)
        shots.save(window, "lesson-barrage")
        guide.leave()
    with main_window(shots, "421", 2) as window:
        guide = window.lesson_guide()
        guide.start("421")
        reach(window, guide, "charge-taken")
        play_until(window, window.summary.isVisible)
        shots.save(window, "lesson-421-charge")
        reach(window, guide, "decharge-stop")
        shots.save(window, "lesson-421-decharge")
        guide.leave()


def _docks(window, shown: bool) -> str:  # noqa: ANN001
    """View ▸ History and View ▸ Scoreboard, both open or both closed; the pictures' tail."""
    window.show_history(shown)
    window.scoreboard_dock.setVisible(shown)
    if shown:
        wait_for_chart(window)
    return "docks" if shown else "bare"


def wait_for_chart(window) -> None:  # noqa: ANN001
    """The History dock's chart, made at the event loop's turn after the dock shows."""
    deadline = time.monotonic() + 30
    while window.history_chart is None:
        if time.monotonic() > deadline:
            raise TimeoutError("the History chart never came")
        wait(20)


def covered(shots: Shots) -> None:
    """Nothing covers the game: the coach's line, the hint and a result, with the History
    and Scoreboard docks closed, then open. The geometry is checked as it is pictured."""
    for shown in (False, True):
        with main_window(shots, "zanzibar", 2) as window:
            tail = _docks(window, shown)
            coached_turn(window)
            window.on_hint()  # Help ▸ Hint, beside the dice, the coach's line above them
            shots.save(window, f"cover-coach-hint-{tail}")
            check_nothing_covers(window, f"cover-coach-hint-{tail}")
            window.hints.hide()
            controller = window.controller
            if controller.can_stop():
                window.on_stop()
            play_until(window, window.summary.isVisible)  # the manche's result, beside the dice
            shots.save(window, f"cover-result-{tail}")
            check_nothing_covers(window, f"cover-result-{tail}")
            window.on_throw()  # Continue
            play_until(window, lambda controller=controller: controller.human_may_act()
                       and controller.game.dice is None)
            window.on_hint()  # before the first throw: no list, only what to do
            shots.save(window, f"cover-hint-before-throw-{tail}")
            check_nothing_covers(window, f"cover-hint-before-throw-{tail}")


def check_nothing_covers(window, state: str) -> None:  # noqa: ANN001
    """The geometry of the picture: the dice, the hand to beat and the result panel clear of
    the coach's line, the hint and the docks (tests/ui/table/test_nothing_covers.py holds the
    same rule for the test suite)."""
    from tests.ui.covering import covering

    problems = covering(window)
    if problems:
        raise AssertionError(f"{state} at {window.width()}×{window.height()}: {problems}")


STATES = (empty_window, opening_throw, mid_turn, decharge_chips, summaries, game_over,
          history_dock, new_game_and_rules_editor, save_bar, hands_chart, hands_card,
          statistics, lesson)
COVER_STATES = (covered,)

if __name__ == "__main__":
    sys.exit(main())
