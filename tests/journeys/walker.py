"""The journey walker: a player's every move as a rule of a ``hypothesis.stateful`` machine
on the real main window (offscreen), through the table driver; after every step the
invariants of issue 31 (invariants.py). A failing journey is shrunk by hypothesis to the
shortest list of steps that still fails, printed as the steps to replay.

``Journey`` is the machine; ``run_journeys`` runs it under given hypothesis settings (the
seeded set of ``make test``, the long walk of ``make journeys``).
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import traceback
from pathlib import Path

import numpy  # noqa: F401 - loaded whole before the warm-up thread loads it (hypothesis reads it)
import shiboken6
from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule
from PySide6.QtCore import QTimer
from PySide6.QtPrintSupport import QPageSetupDialog, QPrintDialog, QPrintPreviewDialog
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QMessageBox, QWidget

from tests.journeys import invariants
from tests.ui.driver import DOCKS, NotReachedError, TableDriver, fast_settings
from zanzibar_desktop.engine import chance
from zanzibar_desktop.i18n import install_language

SCREENS = ((800, 600), (1024, 700), (1366, 768), (1920, 1080))
LEVELS = ("novice", "regular", "expert")  # the Master prepares in a process of its own
SPEEDS = ("instant", "fast")  # a step at normal speed takes seconds; make journeys walks it
NEW_GAME_HANDLED = "NewGameDialog"


# The invariants, by name: never stuck; every window closes with Escape and with its Close
# button (and none is left up); nothing cut; the window inside its screen; no English left
# in French; nothing reaching the crash handler; every finished game kept once; after a
# lesson, the table holds the game from before.
# Qt's own dialogs: the system's native ones on Windows, macOS and most Linux desktops, laid
# out by the system, not by the game (their words are checked: French follows the switch).
QT_OWN_DIALOGS = (QFileDialog, QPrintDialog, QPrintPreviewDialog, QPageSetupDialog)
CHECKS = ("stuck", "windows", "cut", "screen", "french", "crash", "records", "lesson")


class Journey(RuleBasedStateMachine):
    """One journey: a fresh home folder, a fresh window at 1024×700, the same seeds.
    ``checked``: the invariants that fail the journey (all, unless a test says fewer);
    ``new_game_answers``: how the New game a finished lesson opens may be answered."""

    checked: tuple[str, ...] = CHECKS
    new_game_answers: tuple[str, ...] = ("ok", "escape")  # New game's answers after a lesson

    def __init__(self) -> None:
        super().__init__()
        self.home = tempfile.TemporaryDirectory(prefix="journey-")
        self.previous_home = os.environ.get("ZANZIBAR_DESKTOP_HOME")
        os.environ["ZANZIBAR_DESKTOP_HOME"] = self.home.name
        self.previous_seeds = chance._SYSTEM  # noqa: SLF001 - every journey plays the same dice
        chance._SYSTEM = random.Random(421)  # noqa: SLF001
        self.crashes: list[str] = []
        self.previous_hook = sys.excepthook
        self.listen_for_crashes()
        install_language("en")
        self.screen = (1024, 700)
        self.finished: set[tuple[int, str]] = set()
        self.before_lesson: tuple | None = None  # the game under way a lesson set aside
        self.files = Path(self.home.name) / "games"
        self.files.mkdir()
        self.saved: Path | None = None
        self.saves = 0
        self.driver = TableDriver.open(settings=fast_settings(language="en", sound=False,
                                                              lesson_offered=True),
                                       size=self.screen)
        self.driver.resize(*self.screen)  # the frame too fits the screen
        self.found: dict[str, list[str]] = {check: [] for check in CHECKS}
        self.unasked: list[str] = []  # windows a step opened without asking: answered
        self.watch = QTimer()
        self.watch.timeout.connect(self.answer_unasked)
        self.watch.start(20)

    def answer_unasked(self) -> None:
        """A window a step opened without a rule asking for it (Enter on the end of a game
        choosing New game, a message after a lesson): looked at and closed with Escape, so
        the step goes on (a dialog run with exec holds the step until then)."""
        if self.driver.answering:
            return
        for widget in self.driver.showing_windows():
            self.driver.answering += 1
            try:
                self.unasked.append(type(widget).__name__)
                self.check_window(widget)
                self.close_window(widget, "escape")
            finally:
                self.driver.answering -= 1

    def teardown(self) -> None:
        self.watch.stop()
        try:
            self.driver.dispose()
        finally:
            sys.excepthook = self.previous_hook
            chance._SYSTEM = self.previous_seeds  # noqa: SLF001
            if self.previous_home is None:
                os.environ.pop("ZANZIBAR_DESKTOP_HOME", None)
            else:
                os.environ["ZANZIBAR_DESKTOP_HOME"] = self.previous_home
            install_language("en")
            self.home.cleanup()

    def listen_for_crashes(self) -> None:
        """Stand for the crash handler (crash.install_excepthook): what reaches it is kept."""
        def crash(kind, value, trace) -> None:  # noqa: ANN001
            frames = traceback.extract_tb(trace)
            ours = [frame for frame in frames if "zanzibar_desktop" in frame.filename] or frames
            where = " ← ".join(f"{Path(frame.filename).name}:{frame.lineno} {frame.name}"
                               for frame in reversed(ours[-4:]))
            self.crashes.append(f"{kind.__name__}: {value} (at {where})")

        sys.excepthook = crash

    # ------------------------------------------------------------ what the player sees
    @property
    def french(self) -> bool:
        return self.driver.language() == "fr"

    def check_window(self, widget: QWidget) -> None:
        """A window showing: nothing cut, no English left in French (said at the step's
        end, by ``holds``)."""
        self.driver.settle()
        name = f"{type(widget).__name__}: "
        if not isinstance(widget, QT_OWN_DIALOGS):  # Qt's: native on a player's desktop
            self.found["cut"] += [name + problem for problem in invariants.nothing_cut(widget)]
        if self.french:
            self.found["french"] += [name + problem for problem in
                                     invariants.french_only(self.driver, widget)]

    def close_window(self, widget: QWidget, how: str) -> None:
        """Close ``widget`` with Escape or its Close button; one that stays is said (by
        ``holds``) and closed behind the player's back, so the journey goes on."""
        name = type(widget).__name__
        try:
            if how == "escape":
                self.driver.escape(widget)
            else:
                self.driver.click(self.driver.close_button(widget))
            self.driver.wait_for(lambda: not shiboken6.isValid(widget) or not widget.isVisible(),
                                 f"{name} to close", 3)
        except (NotReachedError, LookupError) as problem:
            self.found["windows"].append(f"{name} {widget.windowTitle()!r} does not close "
                                         f"with {how}: {problem}")
            widget.close()

    def look_and_close(self, how: str):  # noqa: ANN201 - a dialog's answer
        def answer(widget: QWidget) -> None:
            self.check_window(widget)
            self.close_window(widget, how)
        return answer

    # ------------------------------------------------------------ the table
    @precondition(lambda self: self.driver.enabled()["throw"])
    @rule()
    def throw(self) -> None:
        if self.driver.game is None:  # before any game, Throw offers a new game
            self.driver.dialog(self.driver.throw, self.look_and_close("escape"))
        else:
            self.driver.throw()

    @precondition(lambda self: self.driver.dice_open())
    @rule(die=st.integers(0, 2), by_key=st.booleans())
    def keep(self, die: int, by_key: bool) -> None:
        if by_key:
            self.driver.key(str(die + 1))
        else:
            self.driver.keep(die)

    @precondition(lambda self: self.driver.enabled()["stop"])
    @rule(by_key=st.booleans())
    def stop(self, by_key: bool) -> None:
        from PySide6.QtCore import Qt

        if by_key:
            self.driver.key(Qt.Key.Key_Return)
        else:
            self.driver.stop()

    @precondition(lambda self: self.driver.can_continue())
    @rule()
    def continue_(self) -> None:
        self.driver.continue_()

    @precondition(lambda self: bool(self.driver.choices()))
    @rule(choice=st.integers(0, 2), data=st.data())
    def end_of_game(self, choice: int, data: st.DataObject) -> None:
        """Play again, New game or Review on the final standings, by a click."""
        choices = self.driver.choices()
        words = choices[choice % len(choices)]
        if choice % len(choices) == 0:  # Play again: straight to the table
            self.driver.choose(words)
        else:  # New game (cancelled: the end stays), or the review
            self.driver.dialog(lambda: self.driver.choose(words),
                               self.answer_new_game(data, "close") if choice % len(choices) == 1
                               else self.look_and_close("escape"))

    @precondition(lambda self: self.driver.enabled()["skip"])
    @rule()
    def skip(self) -> None:
        self.driver.skip()

    @precondition(lambda self: self.driver.enabled()["hint"])
    @rule()
    def hint(self) -> None:
        self.driver.hint()

    @rule(on=st.booleans())
    def coach(self, on: bool) -> None:
        if self.driver.action("coach").isChecked() != on:
            self.driver.trigger("coach")

    @rule(speed=st.sampled_from(SPEEDS))
    def speed(self, speed: str) -> None:
        self.driver.set_speed(speed)

    @rule(language=st.sampled_from(("en", "fr")))
    def language(self, language: str) -> None:
        self.driver.set_language(language)

    @rule(screen=st.sampled_from(SCREENS))
    def resize(self, screen: tuple[int, int]) -> None:
        """The player's screen: the window fills it, as when maximized."""
        self.screen = screen
        self.driver.resize(*screen)

    @rule(dock=st.sampled_from(DOCKS), shown=st.booleans())
    def dock(self, dock: str, shown: bool) -> None:
        self.driver.set_dock(dock, shown)

    # ------------------------------------------------------------ games
    def answer_new_game(self, data: st.DataObject, answer: str):  # noqa: ANN201
        """The New game dialog (after a Discard when a question comes first), filled with
        random seats and rules, then OK or Cancel (by Escape or its button)."""
        def fill(dialog: QWidget) -> None:
            if isinstance(dialog, QMessageBox):  # the game at the table has unsaved moves
                self.check_window(dialog)
                self.driver.click(self.driver.button(dialog, role=QMessageBox.ButtonRole
                                                     .DestructiveRole))
                return
            assert type(dialog).__name__ == NEW_GAME_HANDLED, type(dialog).__name__
            self.check_window(dialog)
            if answer != "ok":
                self.close_window(dialog, answer)
                return
            dialog.rules_box.setCurrentIndex(
                data.draw(st.integers(0, dialog.rules_box.count() - 1), "rules"))
            dialog.length_box.setCurrentIndex(
                data.draw(st.integers(0, dialog.length_box.count() - 1), "length"))
            players = data.draw(st.integers(2, 4), "players")
            while len(dialog.rows) > players:
                self.driver.click(dialog.rows[-1][2])
            while len(dialog.rows) < players:
                self.driver.click(dialog.add_button)
            for _name, kind, _remove in dialog.rows[1:]:
                kind.setCurrentIndex(kind.findData(data.draw(st.sampled_from(LEVELS), "level")))
            dialog.rows[0][1].setCurrentIndex(0)  # the player, human
            self.check_window(dialog)
            self.driver.click(self.driver.button(dialog, role=QDialogButtonBox.ButtonRole
                                                 .AcceptRole))
        return fill

    @rule(answer=st.sampled_from(("ok", "ok", "escape", "close")), data=st.data())
    def new_game(self, answer: str, data: st.DataObject) -> None:
        self.driver.dialog(lambda: self.driver.trigger("new"), self.answer_new_game(data, answer))

    @precondition(lambda self: self.driver.game is not None
                  and self.driver.action("save_as").isEnabled())
    @rule(as_new=st.booleans())
    def save(self, as_new: bool) -> None:
        """Game ▸ Save As (or Save, which asks for a name the first time), in a temporary
        folder."""
        self.saves += 1
        path = self.files / f"game{self.saves}.zanzibar"  # a new name: no question to replace

        def name_it(dialog: QWidget) -> None:
            if isinstance(dialog, QFileDialog):
                self.check_window(dialog)
                self.driver.choose_file(dialog, str(path))
            else:  # what was said about the save
                self.check_window(dialog)
                self.close_window(dialog, "escape")

        entry = "save_as" if as_new or self.saved is None else "save"
        if entry == "save":
            self.driver.trigger("save")
        else:
            self.driver.dialog(lambda: self.driver.trigger("save_as"), name_it)
            if path.exists():
                self.saved = path

    @precondition(lambda self: self.saved is not None)
    @rule(data=st.data())
    def open_game(self, data: st.DataObject) -> None:
        """Game ▸ Open a game saved in the journey's folder."""
        def pick(dialog: QWidget) -> None:
            self.check_window(dialog)
            if isinstance(dialog, QFileDialog):
                self.driver.choose_file(dialog, str(self.saved))
            elif isinstance(dialog, QMessageBox):  # unsaved moves: Discard them
                self.driver.click(self.driver.button(
                    dialog, role=QMessageBox.ButtonRole.DestructiveRole))
        self.driver.dialog(lambda: self.driver.trigger("open"), pick)

    # ------------------------------------------------------------ windows over the table
    @precondition(lambda self: self.driver.game is not None
                  and self.driver.action("review").isEnabled())
    @rule(how=st.sampled_from(("escape", "close")))
    def review(self, how: str) -> None:
        try:
            self.driver.dialog(lambda: self.driver.trigger("review"), self.look_and_close(how),
                               timeout_s=5)
        except NotReachedError:
            self.found["windows"].append("Game ▸ Review is enabled and opens nothing")

    @rule(how=st.sampled_from(("escape", "close")), review=st.booleans())
    def statistics(self, how: str, review: bool) -> None:
        """Game ▸ Statistics, and the review of the latest game kept from its list."""
        def inside(dialog: QWidget) -> None:
            self.check_window(dialog)
            if review and hasattr(dialog, "games") and dialog.games.model.rowCount():
                dialog.tabs.setCurrentWidget(dialog.games)
                dialog.games.view.selectRow(0)
                self.check_window(dialog)
                self.driver.dialog(lambda: self.driver.click(dialog.games.review_button),
                                   self.look_and_close(how))
            self.close_window(dialog, how)
        self.driver.dialog(lambda: self.driver.trigger("statistics"), inside)

    @rule(how=st.sampled_from(("escape", "close")), answer=st.integers(0, 5))
    def practice(self, how: str, answer: int) -> None:
        """Game ▸ Practice, a position due answered (by its choice ``answer`` in turn)."""
        def inside(dialog: QWidget) -> None:
            self.check_window(dialog)
            buttons = dialog.choice_buttons() if hasattr(dialog, "choice_buttons") else []
            if buttons:
                self.driver.click(buttons[answer % len(buttons)])
                self.check_window(dialog)
            self.close_window(dialog, how)
        self.driver.dialog(lambda: self.driver.trigger("practice"), inside)

    @rule(how=st.sampled_from(("escape", "close")))
    def rule_sheet(self, how: str) -> None:
        self.driver.dialog(lambda: self.driver.trigger("rule_sheet"), self.look_and_close(how))

    # ------------------------------------------------------------ lessons
    @rule(family=st.sampled_from(("zanzibar", "421")))
    def lesson_start(self, family: str) -> None:
        """Help ▸ Learn to play, a family's lesson (from the start, or where it was left)."""
        def choose(box: QWidget) -> None:
            self.check_window(box)
            title = {"zanzibar": "Zanzibar", "421": "421"}[family]
            button = next(button for button in box.buttons()
                          if title in button.text().replace("&", ""))
            self.driver.click(button)
        if not self.driver.in_lesson():  # a lesson after a lesson: the first one's game waits
            self.before_lesson = invariants.under_way(self.driver)
        self.driver.dialog(lambda: self.driver.trigger("learn"), choose)
        # The offer gone, the table has the keys again, as a desktop gives them back (the
        # offscreen platform does not): Esc then leaves the lesson.
        window = self.driver.window
        window.activateWindow()
        self.driver.wait_for(window.isActiveWindow, "the table to be active again")

    def after_lesson(self) -> None:
        """The lesson is over: the table holds the game it set aside, as it was."""
        self.found["lesson"] += invariants.back_after_lesson(self.before_lesson, self.driver)
        if not self.driver.in_lesson():
            self.before_lesson = None

    @precondition(lambda self: self.driver.lesson().active)
    @rule()
    def lesson_leave(self) -> None:
        from PySide6.QtCore import Qt

        if self.driver.hint_showing():
            self.driver.key(Qt.Key.Key_Escape)
        self.driver.key(Qt.Key.Key_Escape)
        self.after_lesson()

    @precondition(lambda self: self.driver.lesson().active)
    @rule(data=st.data())
    def lesson_finish(self, data: st.DataObject) -> None:
        """Do what each step asks to the lesson's end, then Finish: the game it set aside
        comes back, or else answer the New game dialog it opens."""
        guide = self.driver.lesson()
        steps = 0

        def finished() -> bool:
            return not guide.active or guide.step.do == "finish"

        while not finished():
            steps += 1
            assert steps < 400, f"the lesson never ended (step {guide.step.name})"
            self.driver.lesson_move()
        if guide.active and self.driver.session.set_aside is not None:
            self.driver.click(guide.panel.finish_button)
        elif guide.active:
            self.driver.dialog(lambda: self.driver.click(guide.panel.finish_button),
                               self.answer_new_game(data, data.draw(
                                   st.sampled_from(self.new_game_answers), "after the lesson")))
        self.after_lesson()

    # ------------------------------------------------------------ after every step
    @invariant()
    def holds(self) -> None:
        """Every check of ``checked`` holds after the step (the costly others are not
        looked at; the cheap ones are, and forgotten)."""
        driver = self.driver
        invariants.settle_to_a_move(driver)
        driver.settle()
        found = self.found
        checked = self.checked
        found["windows"] += [f"{type(widget).__name__} {widget.windowTitle()!r} left showing"
                             for widget in driver.showing_windows()]
        if "stuck" in checked:  # (it waits when stuck: only when asked)
            found["stuck"] += invariants.never_stuck(driver)
        found["screen"] += invariants.inside_the_screen(driver.window, self.screen)
        if "cut" in checked:
            found["cut"] += invariants.nothing_cut(driver.window)
        if self.french and "french" in checked:
            found["french"] += invariants.french_only(driver, driver.window)
        found["crash"] += [f"crash handler: {crash}" for crash in self.crashes]
        self.crashes.clear()
        game = driver.game
        if game is not None and game.over and not driver.in_lesson():
            self.finished.add(invariants.game_key(game))
        if "records" in checked:
            found["records"] += invariants.kept_once(self.finished)
        problems = [f"{check}: {problem}" for check in self.checked for problem in found[check]]
        self.found = {check: [] for check in CHECKS}
        if problems:  # said at once too: a replay that goes another way (a move's timing)
            # ends hypothesis's run as "flaky" without the problem it was replaying
            print("The journey walker found:", *problems, sep="\n  ", file=sys.stderr)
        assert not problems, "\n".join(problems)


def journey_settings(examples: int, steps: int, derandomize: bool = True,
                     shrink: bool = True) -> settings:
    """Hypothesis's settings for ``examples`` journeys of ``steps`` steps; without
    ``shrink``, a failure is reported as found (quicker, longer)."""
    phases = [phase for phase in Phase if phase is not Phase.explain  # (traces: slow)
              and (shrink or phase is not Phase.shrink)]
    return settings(max_examples=examples, stateful_step_count=steps, deadline=None,
                    derandomize=derandomize, database=None, print_blob=True, phases=phases,
                    suppress_health_check=list(HealthCheck))
