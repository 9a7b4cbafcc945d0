"""Screenshots of Zanzibar Desktop, for looking at the whole program at once: ``make screenshots``.

Each state below is shown in the real main window (the classes the app uses, driven through
its buttons, keys and menu entries by the table driver, tests/ui/driver.py), in English and
in French, at two window sizes, and saved as
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
        for state, size in [*((state, size) for size in SIZES for state in STATES),
                            *((state, size) for size in COVER_SIZES for state in COVER_STATES),
                            *((state, SMALL_SIZE) for state in SMALL_STATES)]:
            faulthandler.dump_traceback_later(240, exit=True)  # a dialog left open must not
            state(Shots(language, size))  # hang make: each state has its four minutes
    faulthandler.cancel_dump_traceback_later()
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
    """The table driver of the app's main window at the size of ``shots``, with ``players``
    seats (the human first), closed (and deleted) afterwards."""
    from tests.ui.driver import driven_window, fast_settings
    from zanzibar_desktop.storage.settings import TableSeat

    table = [TableSeat(name, level) for name, level in SEATS[:players]]
    settings = fast_settings(sound=False, language=shots.language, last_rules=last_rules,
                             last_table=table)
    with driven_window(settings=settings, size=shots.size, activate=False) as driver:
        yield driver


def start(driver, rules: str, seed: int, opening: bool = False) -> None:  # noqa: ANN001
    from zanzibar_desktop.engine.game import Game
    from zanzibar_desktop.engine.players import PlayerSpec
    from zanzibar_desktop.engine.presets import preset_rules

    specs = [PlayerSpec(seat.name, seat.level) for seat in driver.settings.last_table]
    driver.seat(Game(preset_rules(rules), specs, seed=seed), opening)


def start_advanced(driver, rules: str, seed: int, done: Callable) -> None:  # noqa: ANN001
    """Start a game already played (by the engine alone, every seat as a Regular would)
    up to ``done(game)``: the table opens on it as on a resumed game, in no time."""
    from zanzibar_desktop.engine.ai.base import apply_decision
    from zanzibar_desktop.engine.ai.levels import make_player
    from zanzibar_desktop.engine.ai.view import table_view
    from zanzibar_desktop.engine.game import Game
    from zanzibar_desktop.engine.players import PlayerSpec
    from zanzibar_desktop.engine.presets import preset_rules

    specs = [PlayerSpec(seat.name, seat.level) for seat in driver.settings.last_table]
    game = Game(preset_rules(rules), specs, seed=seed)
    players = [make_player(spec.level or "regular", seed, seat) for seat, spec in enumerate(specs)]
    while not done(game):
        apply_decision(game, players[game.current].decide(table_view(game)))
    driver.seat(game)


def play_until(driver, done: Callable[[], bool], timeout_s: float = 30) -> None:  # noqa: ANN001
    """Play the human seat (throw once, then stop) and continue past summaries until
    ``done()``; the computers play by themselves."""
    driver.play_until(done, timeout_s)


def coached_turn(driver) -> None:  # noqa: ANN001
    """A Zanzibar game where the human, playing after the computer (a hand to beat), kept
    the worst dice on purpose and threw: the coach's line is up, and a throw is left."""
    from zanzibar_desktop.engine import coach
    from zanzibar_desktop.engine.ai.base import keep_positions
    from zanzibar_desktop.engine.ai.view import table_view

    if not driver.action("coach").isChecked():
        driver.trigger("coach")  # View ▸ Coach
    start(driver, "zanzibar", seed=3)
    for _ in range(60):
        play_until(driver, lambda: driver.human_may_act() and driver.game.dice is None
                   and bool(driver.game.round_results))
        driver.throw()
        play_until(driver, driver.human_may_act)
        game = driver.game
        choices = [option for option in coach.options(table_view(game))
                   if option.keep is not None]
        worst = choices[-1]
        if game.throws == 1 and choices[0].take - worst.take > 0.05:
            keep = keep_positions(game.dice, worst.keep)
            for die in range(3):
                if game.held[die] != (die in keep):
                    driver.keep(die)
            driver.throw()
            play_until(driver, driver.human_may_act)
            if driver.coach_line() is not None and driver.enabled()["throw"]:
                return
        if driver.enabled()["stop"]:
            driver.stop()
    raise TimeoutError("no costly keep came up")


def human_keeps_a_die(driver) -> None:  # noqa: ANN001
    """A Zanzibar game where the human has thrown once and kept the first die."""
    start(driver, "zanzibar", seed=7)
    play_until(driver, lambda: driver.human_may_act() and driver.game.dice is None)
    driver.throw()
    play_until(driver, driver.human_may_act)
    driver.keep(0)
    play_until(driver, driver.human_may_act)


# ------------------------------------------------------------------ the states, one each
def empty_window(shots: Shots) -> None:
    with main_window(shots) as driver:
        shots.save(driver.window, "empty")


def opening_throw(shots: Shots) -> None:
    """The throw for the opener, on the seats and beside the dice."""
    for rules, players, seed in (("zanzibar", 4, 4), ("421", 8, 2)):
        with main_window(shots, rules, players) as driver:
            driver.set_speed("normal")  # the panel stays up to be read
            start(driver, rules, seed, opening=True)
            shots.save(driver.window, f"{rules}-opening-{players}p")


def mid_turn(shots: Shots) -> None:
    """A human turn with a die kept: 2 and 4 players in Zanzibar."""
    for players in (2, 4):
        with main_window(shots, "zanzibar", players) as driver:
            human_keeps_a_die(driver)
            shots.save(driver.window, f"zanzibar-mid-turn-{players}p")
            if players == 2:  # Help ▸ Hint: every choice with its exact take
                driver.hint()
                shots.save(driver.window, "zanzibar-hint-2p")
                driver.hint()  # and away


def hands_card(shots: Shots) -> None:
    """View ▸ Hands card beside the felt: in Zanzibar with the hint's best choice marked on
    it, in 421 during a turn with a hand to beat."""
    with main_window(shots, "zanzibar", 2) as driver:
        human_keeps_a_die(driver)
        driver.set_dock("hands", True)  # View ▸ Hands card
        driver.hint()  # the best choice has the keyboard: the card marks what it makes
        shots.save(driver.window, "zanzibar-hands-card")
        driver.hint()
    with main_window(shots, "421", 4) as driver:
        start_advanced(driver, "421", seed=5, done=lambda game: game.phase == "decharge"
                       and game.current == 0 and game.round_results)
        play_until(driver, lambda: driver.human_may_act() and driver.game.dice is None)
        driver.set_dock("hands", True)
        driver.throw()  # the hand Alex holds, beside the hand to beat
        play_until(driver, lambda: driver.human_may_act() and driver.game.dice is not None)
        shots.save(driver.window, "421-hands-card")


def decharge_chips(shots: Shots) -> None:
    """421's décharge with the human to play, then with chips in flight; 4 and 8 players."""
    from zanzibar_desktop.engine.game import DECHARGE

    def decharge(game) -> bool:  # noqa: ANN001 - the human to play, hands already down
        return game.over or (game.phase == DECHARGE and game.current == 0
                             and len(game.round_results) >= 2)

    for players, seed in ((4, 11), (8, 5)):
        with main_window(shots, "421", players) as driver:
            start_advanced(driver, "421", seed, decharge)
            play_until(driver, driver.human_may_act)
            shots.save(driver.window, f"421-decharge-{players}p")
            if players == 4:  # View ▸ Scoreboard: the detailed table beside the felt
                driver.set_dock("scoreboard", True)
                shots.save(driver.window, "421-scoreboard-4p")
                driver.set_dock("scoreboard", False)
            chips = driver.felt.chips
            chips.speed = "normal"  # the chips alone fly at their pace, to be pictured
            play_until(driver, lambda chips=chips: chips.flying)
            driver.summary_panel._auto.stop()  # hold the round's result up while they fly
            wait(200)
            shots.save(driver.window, f"421-chips-{players}p")
            chips.speed = "instant"


def summaries(shots: Shots) -> None:
    """A Zanzibar manche's result, and the end of a 421 manche with its tally."""
    with main_window(shots) as driver:
        start(driver, "zanzibar", seed=3)
        play_until(driver, driver.summary_showing)
        shots.save(driver.window, "zanzibar-summary-4p")
    with main_window(shots, "421") as driver:
        start(driver, "421", seed=11)
        play_until(driver, lambda: driver.summary_showing() and bool(driver.game.history)
                   and driver.game.history[-1].manche_over, timeout_s=60)
        shots.save(driver.window, "421-manche-over-4p")


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
        with main_window(shots, rules, players) as driver:
            start_advanced(driver, rules, seed, near_the_end)
            play_until(driver, driver.game_over_shown, timeout_s=90)
            shots.save(driver.window, f"{rules}-game-over-{players}p")
            if rules == "421" and players == 2:  # Review, from the end of the game
                name = f"{rules}-review-{players}p"
                driver.dialog(lambda driver=driver: driver.trigger("review"),
                              lambda review, name=name: (shots.save(review, name),
                                                         review.close()))


def history_dock(shots: Shots) -> None:
    with main_window(shots) as driver:
        start(driver, "zanzibar", seed=9)
        play_until(driver, lambda: len(driver.game.history) >= 5 and driver.human_may_act())
        driver.set_dock("history", True)  # View ▸ History, its chart made
        shots.save(driver.window, "history")
        driver.history_chart.tabs.setCurrentIndex(1)
        shots.save(driver.window, "history-luck")


def new_game_and_rules_editor(shots: Shots) -> None:
    def customize(driver, dialog, rules: str) -> None:  # noqa: ANN001
        dialog.rules_box.setCurrentIndex(
            [dialog.rules_box.itemData(i).rules.name for i in range(dialog.rules_box.count())]
            .index(rules))
        driver.dialog(lambda: driver.click(dialog.customize_button),
                      lambda editor: rules_editor(editor, rules))

    def rules_editor(editor, rules: str) -> None:  # noqa: ANN001
        """Every option: one picture per page of the scrolled list."""
        bar = editor.findChild(QScrollArea).verticalScrollBar()
        for page, top in enumerate(range(0, bar.maximum() + bar.pageStep(), bar.pageStep()), 1):
            bar.setValue(top)
            shots.save(editor, f"rules-{rules}-{page}")
        editor.reject()

    def new_game(driver, dialog) -> None:  # noqa: ANN001
        shots.save(dialog, "new-game")
        customize(driver, dialog, "zanzibar")
        customize(driver, dialog, "421")
        dialog.reject()

    from PySide6.QtWidgets import QScrollArea

    with main_window(shots) as driver:
        driver.dialog(lambda: driver.trigger("new"),  # Game ▸ New…
                      lambda dialog: new_game(driver, dialog))


def save_bar(shots: Shots) -> None:
    import sqlite3

    from zanzibar_desktop.session.record_keeper import problem_text
    from zanzibar_desktop.storage.atomic import failure_reason

    with main_window(shots) as driver:
        window = driver.window
        human_keeps_a_die(driver)
        driver.save_status.saving_failed(failure_reason(OSError(28, "No space left on device")))
        shots.save(window, "save-failing")
        driver.save_status.saving_worked()
        shots.save(window, "save-recovered")
        # A game's record waits: another program holds the records' write lock.
        driver.save_status.hide()
        driver.records_status.records_failed(
            problem_text(sqlite3.OperationalError("database is locked")))
        shots.save(window, "records-waiting")


def hands_chart(shots: Shots) -> None:
    for rules in ("zanzibar", "421"):
        with main_window(shots, last_rules=rules) as driver:  # Help ▸ Hands
            driver.dialog(lambda driver=driver: driver.trigger("hands"),
                          lambda dialog, rules=rules: (shots.save(dialog, f"hands-{rules}"),
                                                       dialog.reject()))


_KEPT: list = []  # the games the statistics show, played once for every language and size
_TEMPLATES: dict[str, Path] = {}  # their records: "reviewed", and "waiting" (the last few not)
WAITING = 6  # the games left waiting for their review in the "waiting" records


def kept_games(reviewed: str = "reviewed") -> None:
    """Make the private data folder's games.sqlite hold only Alex's thirty seeded games
    against the computers (the game-over pictures keep theirs in the same folder), every one
    reviewed, or (``"waiting"``) all but the last ``WAITING``. Played and reviewed once for
    every language and size, then copied."""
    from zanzibar_desktop.engine.players import PlayerSpec
    from zanzibar_desktop.engine.presets import preset_rules
    from zanzibar_desktop.engine.tournament import play_seats
    from zanzibar_desktop.storage.paths import data_dir
    from zanzibar_desktop.storage.record_reviews import pending, review_pending, review_record
    from zanzibar_desktop.storage.records import open_records

    if not _TEMPLATES:
        for seed in range(30):
            rules = ("zanzibar", "421")[seed % 3 == 0]
            specs = [PlayerSpec(*SEATS[0]), PlayerSpec(*SEATS[1 + seed % 3])]
            _KEPT.append(play_seats(preset_rules(rules), specs, seed))
        for name in ("waiting", "reviewed"):
            _TEMPLATES[name] = data_dir().parent / f"kept-{name}" / "games.sqlite"
            _TEMPLATES[name].parent.mkdir(parents=True)
        records, _ = open_records(_TEMPLATES["waiting"])
        for number, game in enumerate(_KEPT):
            records.store(game, started=1_790_000_000.0 + number * 86_400,
                          ended=1_790_000_900.0 + number * 86_400)
        for number in pending(records)[WAITING:]:  # (the latest first)
            review_record(records, number)
        records.close()
        shutil.copyfile(_TEMPLATES["waiting"], _TEMPLATES["reviewed"])
        records, _ = open_records(_TEMPLATES["reviewed"])
        review_pending(records)
        records.close()
    for path in [*data_dir().glob("games.sqlite*"), data_dir() / "drills.json"]:
        path.unlink(missing_ok=True)
    data_dir().mkdir(parents=True, exist_ok=True)
    shutil.copyfile(_TEMPLATES[reviewed], data_dir() / "games.sqlite")


def statistics(shots: Shots) -> None:
    """Game ▸ Statistics over a few dozen seeded games of Alex's: every tab."""
    kept_games()

    def every_tab(dialog) -> None:  # noqa: ANN001
        shots.save(dialog, "statistics-figures")
        dialog.tabs.setCurrentIndex(1)
        shots.save(dialog, "statistics-records")
        dialog.player_tabs.setCurrentWidget(dialog.charts_page)
        shots.save(dialog, "statistics-charts")
        dialog.tabs.setCurrentIndex(2)
        shots.save(dialog, "statistics-games")
        dialog.close()

    with main_window(shots) as driver:
        driver.dialog(lambda: driver.trigger("statistics"), every_tab)


def fit(dialog, shots: Shots) -> None:  # noqa: ANN001
    """A dialog larger than the screen of ``shots`` made as large as it (as a window
    manager does)."""
    width, height = shots.size
    if dialog.width() > width or dialog.height() > height:
        dialog.resize(min(dialog.width(), width), min(dialog.height(), height))
        wait(50)


def skill(shots: Shots) -> None:
    """Statistics ▸ Players ▸ Skill: Alex's figures against the computers', the trend and
    the costliest kinds, one picture per scrolled page; then, with the last games kept not
    reviewed yet, the progress of their review above the figures so far."""
    def pages(dialog) -> None:  # noqa: ANN001
        fit(dialog, shots)
        dialog.tabs.setCurrentIndex(1)
        dialog.player_tabs.setCurrentWidget(dialog.skill)
        bar = dialog.skill.area.verticalScrollBar()
        wait(50)
        for page, top in enumerate(range(0, bar.maximum() + bar.pageStep(), bar.pageStep()), 1):
            bar.setValue(top)
            shots.save(dialog, f"skill-{page}")
        dialog.close()

    def reviewing(dialog) -> None:  # noqa: ANN001
        fit(dialog, shots)
        dialog.tabs.setCurrentIndex(1)
        dialog.player_tabs.setCurrentWidget(dialog.skill)  # the worker starts on them
        shots.save(dialog, "skill-reviewing")
        dialog.close()

    for reviewed, inside in (("reviewed", pages), ("waiting", reviewing)):
        kept_games(reviewed)
        with main_window(shots) as driver:
            driver.dialog(lambda driver=driver: driver.trigger("statistics"), inside)


def practice(shots: Shots) -> None:
    """Game ▸ Practice over Alex's reviewed games: a position due, asked; a die kept by a
    click on it (the throw it makes checked); answered as in the game (wrong: the coach's
    figures); the next answered right; then nothing due."""
    from zanzibar_desktop.storage.drills import Drills
    from zanzibar_desktop.ui.dialogs.practice_dialog import choice_order, make_drills, options_of

    def button(dialog, keep):  # noqa: ANN001, ANN202 - the choice ``keep``'s button
        order = [option.keep for option in sorted(options_of(dialog.drill), key=choice_order)]
        return dialog.choice_buttons()[order.index(keep)]

    def answer(driver, dialog) -> None:  # noqa: ANN001
        fit(dialog, shots)
        shots.save(dialog, "practice-question")
        tray = dialog.tray
        driver.click(tray, tray.die_centre(0).toPoint())
        shots.save(dialog, "practice-held")
        driver.click(tray, tray.die_centre(0).toPoint())  # (released: the position as it was)
        driver.click(button(dialog, dialog.drill.decision.chosen))  # the game's mistake
        shots.save(dialog, "practice-wrong")
        driver.click(dialog.next_button)
        driver.click(button(dialog, dialog.drill.decision.best))
        shots.save(dialog, "practice-right")
        dialog.close()

    def nothing_due(dialog) -> None:  # noqa: ANN001
        fit(dialog, shots)
        shots.save(dialog, "practice-none-due")
        dialog.close()

    kept_games()
    with main_window(shots) as driver:
        driver.dialog(lambda: driver.trigger("practice"), lambda dialog: answer(driver, dialog))
        drills = Drills()  # every position Alex's games make answered right: none due
        while drills.due(time.time()):  # before tomorrow
            for drill in drills.due(time.time()):
                drills.answer(drill.key, True, time.time())
            make_drills(drills, time.time())  # (as Practice makes them, a few at a time)
        driver.dialog(lambda: driver.trigger("practice"), nothing_due)


def lesson(shots: Shots) -> None:
    """Help ▸ Learn to play: a step's words beside the dice, over a result, in a throw-off;
    in 421 the charge's tokens leaving the pot and the décharge's follower limit."""
    def reach(driver, name: str) -> None:  # noqa: ANN001
        deadline = time.monotonic() + 30
        while driver.lesson().step.name != name:
            if time.monotonic() > deadline:
                raise TimeoutError(f"the lesson never reached {name}")
            driver.lesson_move()
            wait(2)

    with main_window(shots, "zanzibar", 2) as driver:
        guide = driver.lesson()
        driver.settings.lesson_steps["421"] = "follower"  # one lesson left midway
        box = guide.offer(first_start=True)
        shots.save(box, "lesson-offer")
        box.close()
        guide.start("zanzibar")
        reach(driver, "keep")
        shots.save(driver.window, "lesson-keep")
        reach(driver, "zanzi-wins")
        play_until(driver, driver.summary_showing)
        shots.save(driver.window, "lesson-result")
        reach(driver, "throw-off")
        wait(50)
        shots.save(driver.window, "lesson-barrage")
        guide.leave()
    with main_window(shots, "421", 2) as driver:
        guide = driver.lesson()
        guide.start("421")
        reach(driver, "charge-taken")
        play_until(driver, driver.summary_showing)
        shots.save(driver.window, "lesson-421-charge")
        reach(driver, "decharge-stop")
        shots.save(driver.window, "lesson-421-decharge")
        guide.leave()


def _docks(driver, shown: bool) -> str:  # noqa: ANN001
    """View ▸ History and View ▸ Scoreboard, both open or both closed; the pictures' tail."""
    driver.set_dock("history", shown)
    driver.set_dock("scoreboard", shown)
    return "docks" if shown else "bare"


def covered(shots: Shots) -> None:
    """Nothing covers the game: the coach's line, the hint and a result, with the History
    and Scoreboard docks closed, then open. The geometry is checked as it is pictured."""
    for shown in (False, True):
        with main_window(shots, "zanzibar", 2) as driver:
            tail = _docks(driver, shown)
            coached_turn(driver)
            driver.hint()  # Help ▸ Hint, beside the dice, the coach's line above them
            shots.save(driver.window, f"cover-coach-hint-{tail}")
            check_nothing_covers(driver, f"cover-coach-hint-{tail}")
            driver.hint()  # away
            if driver.enabled()["stop"]:
                driver.stop()
            play_until(driver, driver.summary_showing)  # the manche's result, beside the dice
            shots.save(driver.window, f"cover-result-{tail}")
            check_nothing_covers(driver, f"cover-result-{tail}")
            driver.continue_()
            play_until(driver, lambda: driver.human_may_act() and driver.game.dice is None)
            driver.hint()  # before the first throw: no list, only what to do
            shots.save(driver.window, f"cover-hint-before-throw-{tail}")
            check_nothing_covers(driver, f"cover-hint-before-throw-{tail}")


def check_nothing_covers(driver, state: str) -> None:  # noqa: ANN001
    """The geometry of the picture: the dice, the hand to beat and the result panel clear of
    the coach's line, the hint and the docks (tests/ui/table/test_nothing_covers.py holds the
    same rule for the test suite)."""
    from tests.ui.covering import covering

    problems = covering(driver)
    if problems:
        window = driver.window
        raise AssertionError(f"{state} at {window.width()}×{window.height()}: {problems}")


STATES = (empty_window, opening_throw, mid_turn, decharge_chips, summaries, game_over,
          history_dock, new_game_and_rules_editor, save_bar, hands_chart, hands_card,
          statistics, skill, practice, lesson)
COVER_STATES = (covered,)
# The windows that a screen of 800×600 cannot show at their own size, also taken there.
SMALL_SIZE = (800, 600)
SMALL_STATES = (skill, practice)

if __name__ == "__main__":
    sys.exit(main())
