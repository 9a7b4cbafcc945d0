"""The table driver: the one object through which tests, ``make screenshots`` (tools/) and the
journey walker (tests/journeys/) act on the main window and read it.

It acts as a player does, through the window's own buttons, menu entries and keys (QTest
clicks and key presses), never by calling the controller behind the window's back; and it
reads what a player sees: the message line, the dice, the result or standings panel, every
showing text and window. Code outside the window goes through it, so the window may change
inside and only this file follows.

It lives with the tests, not in the package: it drives the window with QtTest, which the
frozen app leaves out (packaging/zanzibar-desktop.spec), and nothing the program ships uses
it. tools/ and benchmarks/ run from the repository's root and import it from here.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import shiboken6
from PySide6.QtCore import QEvent, QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLineEdit,
    QMessageBox,
    QWidget,
)

from zanzibar_desktop.storage.settings import Settings
from zanzibar_desktop.ui.window.main_window import MainWindow


def fast_settings(**values: object) -> Settings:
    """Settings for a window a test drives: computers play at once, the dice land at once."""
    return Settings(**{"animation_speed": "instant", "computer_delay_ms": 0, **values})


class NotReachedError(AssertionError):
    """The window never reached the state a step waited for."""


def wait_until(condition: Callable[[], object], what: str, timeout_s: float = 20) -> None:
    """Turn the event loop until ``condition()`` holds; fail saying ``what`` after the
    deadline. (qtbot.waitUntil does the same for a test; the driver also serves tools.)"""
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise NotReachedError(f"waited {timeout_s:g} s for {what}")
        QTest.qWait(5)


# The Game, View and Help entries by the name a caller gives them (the menus' attribute is
# NAME_action): new, open, save, save_as, rules, review, statistics, practice, quit, history,
# reduced_motion, sound, coach, rule_sheet, hint, hands, keys, learn, about.
DOCKS = ("scoreboard", "history", "hands")
TABLE_BUTTONS = ("throw", "stop", "skip", "hint")  # the buttons under the dice, by name


class TableDriver:
    """Acts on ``window`` and reads it; ``open`` makes a window ready to play."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.answering = 0  # dialog() calls under way: the windows that show are theirs

    # ------------------------------------------------------------ the window
    @classmethod
    def open(cls, qtbot=None, settings: Settings | None = None, autosave=None,  # noqa: ANN001
             opening: bool = False, size: tuple[int, int] = (1100, 740),
             activate: bool = True) -> TableDriver:
        """The main window, shown, ready (its first frame drawn) and active. Games start at
        once unless ``opening``: the table then shows the throw for the opener first, as it
        does for players. Under ``qtbot`` the window is closed with the test. Keys reach
        an active window only: ``activate`` waits until it is (not for pictures)."""
        window = MainWindow(settings or fast_settings(), autosave)
        if qtbot is not None:
            qtbot.addWidget(window)
        drawn = []
        window.first_frame_drawn.connect(lambda: drawn.append(True))
        window.show()
        wait_until(lambda: drawn, "the window's first frame")
        driver = cls(window)
        window.resize(*size)
        window.ensure_ready()
        driver.pacing.skip_opening = not opening
        if activate:
            window.activateWindow()
            window.raise_()
            wait_until(window.isActiveWindow, "the window to be active")  # shortcuts need it
        return driver

    def when_first_frame_drawn(self, then) -> None:  # noqa: ANN001 - a callable
        """Call ``then`` once the window's first frame is drawn (the program's own start,
        watched from outside)."""
        self.window.first_frame_drawn.connect(then)

    def close(self) -> None:
        self.window.close()

    def dispose(self) -> None:
        """Close every window showing and the main one, let what they had pending run, and
        delete them: the next window starts alone."""
        for widget in self.showing_windows():
            widget.close()
        self.window.close()
        QTest.qWait(20)  # the widgets' own timers (a fit, a fade) go off while they exist
        self.window.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QTest.qWait(0)

    def resize(self, width: int, height: int) -> None:
        """The window, its frame included, ``width``×``height`` (a screen it fills)."""
        window = self.window
        frame, inner = window.frameGeometry(), window.geometry()
        window.resize(width - (frame.width() - inner.width()),
                      height - (frame.height() - inner.height()))
        QTest.qWait(0)

    def seat(self, game, opening: bool = False) -> None:  # noqa: ANN001 - Game
        """Seat ``game`` (a test's or a picture's particular game) as a resumed game sits
        down; ``opening``: the throw for the opener is shown first."""
        self.pacing.skip_opening = not opening
        self.window.start_game(game)

    # ------------------------------------------------------------ acting as a player
    def click(self, widget: QWidget, pos: QPoint | None = None) -> None:
        """A left click on ``widget`` (in its middle, or at ``pos``), through its window as
        the window system brings it: a window that a modal one blocks does not get it."""
        top = widget.window()
        point = widget.mapTo(top, widget.rect().center() if pos is None else pos)
        QTest.mouseClick(top.windowHandle(), Qt.MouseButton.LeftButton, pos=point)

    def key(self, key, widget: QWidget | None = None) -> None:  # noqa: ANN001 - Qt.Key or str
        """A key pressed as a player does: to the window that has the keyboard (the active
        one, else ``widget``'s or the main window), through the window system, so a window
        a modal one blocks does not get it."""
        top = QApplication.activeWindow() or (widget or self.window).window()
        QTest.keyClick(top.windowHandle(), key)

    def point_at(self, widget: QWidget, pos: QPoint) -> None:
        """The pointer comes to rest at ``pos`` on ``widget``, through its window."""
        top = widget.window()
        QTest.mouseMove(top.windowHandle(), widget.mapTo(top, pos))

    def throw(self) -> None:
        """The Throw button (also Continue past a result, and the opener's throws)."""
        self.click(self.table_button("throw"))

    def keep(self, die: int) -> None:
        """A click on die ``die`` (0-2): keeps it, or releases a kept die."""
        tray = self.tray
        self.click(tray, tray.die_centre(die).toPoint())

    def stop(self) -> None:
        """The Stop here button."""
        self.click(self.table_button("stop"))

    def skip(self) -> None:
        """The Skip to my turn button."""
        self.click(self.table_button("skip"))

    def hint(self) -> None:
        """The Hint button: the hint up, or away."""
        self.click(self.table_button("hint"))

    def continue_(self) -> None:
        """The result panel's Continue button."""
        self.click(self.summary_panel.button)

    def choose(self, words: str) -> None:
        """The game-over panel's choice whose button reads ``words`` (Play again…)."""
        buttons = [button for button, _ in self.summary_panel.extra_buttons]
        self.click(next(button for button in buttons if button.text().replace("&", "") == words))

    def choices(self) -> list[str]:
        """The game-over panel's choices, as their buttons read (none: no choices up)."""
        return [button.text().replace("&", "") for button, _ in self.summary_panel.extra_buttons
                if self.summary_panel.isVisible()]

    def action(self, name: str):  # noqa: ANN201 - QAction
        """The menu entry ``name`` (the menus' ``NAME_action``)."""
        return getattr(self.menus, f"{name}_action")

    def trigger(self, name: str) -> None:
        """Choose the menu entry ``name``, as from the menu; it returns when the entry's
        slot does (a dialog it runs with ``exec`` is up until it closes: see ``dialog``)."""
        action = self.action(name)
        assert action.isEnabled(), f"the menu entry {name!r} is disabled"
        action.trigger()

    def set_speed(self, speed: str) -> None:
        """View ▸ Animation speed ▸ normal, fast or instant."""
        self.menus.speed_actions[speed].trigger()

    def set_pace(self, delay_ms: int) -> None:
        """View ▸ Computer players' pace."""
        self.menus.delay_actions[delay_ms].trigger()

    def language_action(self, code: str):  # noqa: ANN201 - QAction
        """View ▸ Language's entry for ``code``: "en", "fr", or "" for the system's."""
        return self.menus.language_actions[code]

    def set_language(self, code: str) -> None:
        """View ▸ Language: "en", "fr", or "" for the system's."""
        self.language_action(code).trigger()
        QTest.qWait(0)  # every window follows at the next turn (LanguageChange)

    def menu(self, name: str):  # noqa: ANN201 - QMenu
        """The menu ``name`` of the menu bar: "game", "view" or "help"."""
        return getattr(self.menus, f"{name}_menu")

    def dock_action(self, dock: str):  # noqa: ANN201 - QAction
        """The View entry that opens and closes ``dock`` (one of DOCKS)."""
        if dock == "history":
            return self.menus.history_action
        return self.dock(dock).toggleViewAction()

    def set_dock(self, dock: str, shown: bool) -> None:
        """Open or close the dock ``dock`` through its View entry."""
        action = self.dock_action(dock)
        if action.isChecked() != shown:
            action.trigger()
        if dock == "history" and shown:
            wait_until(lambda: self.history_chart is not None, "the History chart")

    def dock(self, dock: str):  # noqa: ANN201 - QDockWidget
        """The dock ``dock`` (one of DOCKS), for the tests of where it sits and what it holds."""
        return getattr(self.window, f"{dock}_dock")

    def dock_shown(self, dock: str) -> bool:
        return self.dock(dock).isVisible()

    def move_on(self) -> None:
        """Past the final dice still lit at once, as Enter, Space or a click on the felt
        moves on (nothing when none are)."""
        self.pacing.move_on()

    def lesson_move(self) -> None:
        """One move the lesson's step asks for: Continue past a result, a die kept or
        released to hold exactly the faces it names, a throw, a stop; or a wait for the
        computer's turn."""
        from zanzibar_desktop.engine import lessons
        from zanzibar_desktop.engine.ai.base import keep_positions

        step = self.lesson().step
        game = self.game
        if self.can_continue():
            self.continue_()
            return
        if step.do == lessons.READ:  # words to read: the game waits for Next
            next_button = self.lesson().panel.next_button
            wait_until(lambda: next_button.isVisible() or self.lesson().step is not step,
                       "the step's Next", 10)
            if next_button.isVisible():
                self.click(next_button)
            return
        if not self.human_may_act():
            wait_until(lambda: self.human_may_act() or self.can_continue()
                       or not self.lesson().active or self.lesson().step is not step,
                       "the lesson's next move", 10)
            return
        if step.do in (lessons.KEEP, lessons.THROW) and game.dice is not None:
            wanted = keep_positions(tuple(game.dice), step.keep)
            wrong = [die for die in range(3) if game.held[die] != (die in wanted)]
            if wrong:
                self.keep(wrong[0])
                return
        if step.do == lessons.STOP and self.enabled()["stop"]:
            self.stop()
        elif self.enabled()["throw"]:
            self.throw()

    # ------------------------------------------------------------ dialogs
    def dialog(self, open_it: Callable[[], None], inside: Callable[[QWidget], object],
               timeout_s: float = 20) -> list:
        """Call ``open_it`` (a click or menu entry that opens a dialog, with ``exec`` or
        ``open``), then ``inside(dialog)`` for each window that comes up because of it (a
        question first, then the dialog), each once it shows; ``inside`` answers it. A
        dialog still up after ``inside`` fails the step (and is rejected). Returns what each
        ``inside`` returned."""
        before = set(self.showing_windows())
        answered: list = []
        handled: list[QWidget] = []
        failures: list[BaseException] = []

        def poll() -> None:  # again inside ``inside``: a window it opens is answered too,
            if self.answering != level:  # unless a dialog() of its own is waiting for it
                return
            dialog = next((widget for widget in self.showing_windows()
                           if widget not in before and widget not in handled), None)
            if dialog is None:
                return
            handled.append(dialog)
            nested = QTimer()  # a timer is not fired again inside its own slot: a window
            nested.timeout.connect(poll)  # ``inside`` opens (with exec) needs another
            nested.start(5)
            try:
                answered.append(inside(dialog))
            except BaseException as error:  # noqa: BLE001 - raised below, out of Qt's slot
                failures.append(error)
            finally:
                nested.stop()
            if shiboken6.isValid(dialog) and dialog.isVisible():  # (deleted on close: gone)
                if isinstance(dialog, QDialog):
                    dialog.reject()
                dialog.close()
                failures.append(AssertionError(f"{type(dialog).__name__} was left up"))

        timer = QTimer()
        timer.timeout.connect(poll)
        timer.start(5)
        deadline = time.monotonic() + timeout_s
        self.answering += 1
        level = self.answering
        try:
            open_it()
            while not failures and (not handled or any(
                    widget not in before and widget not in handled
                    for widget in self.showing_windows())):
                if time.monotonic() > deadline:
                    raise NotReachedError(f"no dialog came up within {timeout_s:g} s")
                QTest.qWait(5)
        finally:
            timer.stop()
            self.answering -= 1
        if failures:
            raise failures[0]
        return answered

    def choose_file(self, dialog: QFileDialog, path: str) -> None:
        """Type ``path`` in a file dialog's name field and accept it, as a player does."""
        field = dialog.findChild(QLineEdit, "fileNameEdit")
        field.setText(path)
        self.click(self.button(dialog, role=QDialogButtonBox.ButtonRole.AcceptRole))

    @staticmethod
    def button(dialog: QWidget, words: str | None = None,
               role: QDialogButtonBox.ButtonRole | None = None) -> QAbstractButton:
        """The button of ``dialog`` that reads ``words`` (without its &), or has ``role``."""
        for candidate in dialog.findChildren(QAbstractButton):
            if not candidate.isVisible():
                continue
            if words is not None and candidate.text().replace("&", "") == words:
                return candidate
            if role is not None:
                box = candidate.parentWidget()
                while box is not None and not isinstance(box, QDialogButtonBox):
                    box = box.parentWidget() if box is not dialog else None
                if isinstance(box, QDialogButtonBox) and box.buttonRole(candidate) == role:
                    return candidate
                if isinstance(dialog, QMessageBox) and dialog.buttonRole(candidate) == role:
                    return candidate
        raise LookupError(f"{type(dialog).__name__} has no button {words or role}")

    def close_button(self, dialog: QWidget) -> QAbstractButton:
        """The button that closes ``dialog`` without doing anything: Close, or Cancel, or the
        reject role (a message box's No, Not now…)."""
        for role in (QDialogButtonBox.ButtonRole.RejectRole,):
            try:
                return self.button(dialog, role=role)
            except LookupError:
                pass
        for words in ("Close", "Fermer", "Cancel", "Annuler"):
            try:
                return self.button(dialog, words)
            except LookupError:
                pass
        if isinstance(dialog, QMessageBox) and dialog.escapeButton() is not None:
            return dialog.escapeButton()
        raise LookupError(f"{type(dialog).__name__} has no button that closes it")

    def escape(self, widget: QWidget | None = None) -> None:
        """Escape, pressed as a player does: it goes to the window that has the keyboard."""
        self.key(Qt.Key.Key_Escape, widget)

    # ------------------------------------------------------------ reading
    @property
    def game(self):  # noqa: ANN201 - Game | None
        """The game at the table (read it; acting goes through the methods above)."""
        controller = self.controller
        return None if controller is None else controller.game

    @property
    def controller(self):  # noqa: ANN201 - GameController | None
        return self.window.controller

    @property
    def felt(self):  # noqa: ANN201 - Felt
        """The felt (seats, banner, pot, hint, coach's line), for the tests of what it shows."""
        return self.window.felt

    @property
    def summary_panel(self):  # noqa: ANN201 - SummaryPanel
        """The panel of a round's result and of the end of the game, for its own tests."""
        return self.window.summary

    @property
    def history_chart(self):  # noqa: ANN201 - HistoryChart | None
        """View ▸ History's chart, once the dock has shown."""
        return self.window.history_view.chart

    # The window's other parts, each for the tests of what it shows or keeps; a test reads
    # them here, never through the window, so the window may move them and only this follows.
    @property
    def tray(self):  # noqa: ANN201 - DiceTray
        """The dice tray: the dice as drawn, their buttons for screen readers, the rolling."""
        return self.window.tray

    @property
    def heading_line(self):  # noqa: ANN201 - QLabel
        """The heading over the felt, as a widget (``heading`` reads its words)."""
        return self.window.turn_label

    @property
    def menus(self):  # noqa: ANN201 - WindowMenus
        """The menu bar's entries and groups, for the tests of the menus themselves (a test
        that only chooses an entry calls ``trigger``)."""
        return self.window.menus

    @property
    def message_line(self):  # noqa: ANN201 - QLabel
        """The message line under the buttons, as a widget (``message`` reads its words)."""
        return self.window.message

    def table_button(self, name: str):  # noqa: ANN201 - QPushButton
        """The button ``name`` under the dice (one of TABLE_BUTTONS)."""
        return getattr(self.window, f"{name}_button")

    @property
    def scoreboard_tables(self):  # noqa: ANN201 - SideTables
        """The scoreboard dock's tables (the scoreboard and the round's)."""
        return self.window.side

    @property
    def hands_card(self):  # noqa: ANN201 - HandsCard | None
        """View ▸ Hands card's card, once the dock has shown."""
        return self.window.hands_view.card

    @property
    def history(self):  # noqa: ANN201 - GameHistory | None
        """The History dock's figures for the game at the table, once the dock has shown."""
        return self.window.history_view.history

    @property
    def hints(self):  # noqa: ANN201 - Hints
        """Help ▸ Hint and the coach's line: the engine's figures for the human's turn."""
        return self.window.hints

    @property
    def master(self):  # noqa: ANN201 - MasterSolving | None
        """The Master's preparation (its bar over the felt), when the Master sits."""
        masters = self.window.masters
        return None if masters is None else masters.master

    @property
    def pacing(self):  # noqa: ANN201 - TablePacing
        """What each of the game's events becomes on screen: the opening throw, the pause
        on the final dice, the end of the game."""
        return self.window.pacing

    @property
    def sounds(self):  # noqa: ANN201 - the sound player
        """The player of the dice's and chips' sounds (a test may put a recorder in)."""
        return self.window.sounds

    @sounds.setter
    def sounds(self, player) -> None:  # noqa: ANN001
        self.window.sounds = player

    @property
    def settings(self) -> Settings:
        """The settings the window keeps (and saves)."""
        return self.window.settings

    @property
    def session(self):  # noqa: ANN201 - GameSession | None
        """The game's session: its controller, autosave, records and file."""
        return self.window.session

    @property
    def files(self):  # noqa: ANN201 - GameFiles
        """Open and save: the game's file and the dialogs that pick one."""
        return self.window.files

    @property
    def records(self):  # noqa: ANN201 - GameRecords
        """Game ▸ Statistics and the reviews of kept games."""
        return self.window.records

    @property
    def save_status(self):  # noqa: ANN201 - SaveStatusBar
        """The bar that says the game is not being saved (and when it is again)."""
        return self.window.save_status

    @property
    def records_status(self):  # noqa: ANN201 - SaveStatusBar
        """The bar that says a finished game's record is not being kept."""
        return self.window.records_status

    @property
    def autosave(self):  # noqa: ANN201 - Autosave | None
        """Where the game at the table is saved after every action (None: another copy of
        the program keeps the autosave)."""
        return self.window.autosave

    @property
    def lessons(self):  # noqa: ANN201 - LessonGuide | None
        """Help ▸ Learn to play's guide if it was made (``lesson()`` makes it)."""
        seat = self.window.lesson_seat
        return None if seat is None else seat.guide

    @property
    def review_window(self):  # noqa: ANN201 - ReviewDialog | None
        """The review of the game at the table, once opened."""
        menu = self.window.game_menu
        return None if menu is None else menu.review_dialog

    def open_statistics(self):  # noqa: ANN201 - StatisticsDialog
        """Game ▸ Statistics chosen; its window."""
        self.action("statistics").trigger()
        return self.statistics_window

    @property
    def statistics_window(self):  # noqa: ANN201 - StatisticsDialog | None
        """Game ▸ Statistics' window, once opened."""
        return self.window.records.statistics_dialog

    def in_lesson(self) -> bool:
        """The game at the table is a lesson's (kept in no records)."""
        return self.session is not None and self.session.lesson

    def language(self) -> str:
        """The language chosen in View ▸ Language ("" for the system's)."""
        return self.settings.language

    def message(self) -> str:
        return self.message_line.text()

    def heading(self) -> str:
        return self.heading_line.text()

    def dice(self) -> tuple[int, ...] | None:
        game = self.game
        return None if game is None or game.dice is None else tuple(game.dice)

    def held(self) -> tuple[bool, ...]:
        return tuple(self.game.held)

    def summary_showing(self) -> bool:
        """A round's result, or the end of the game, is up over the felt."""
        summary = self.summary_panel
        return summary is not None and summary.isVisible()

    def summary(self) -> tuple[str, str] | None:
        """The result panel's title and lines (the standings at the end), when it is up."""
        if not self.summary_showing():
            return None
        return self.summary_panel.title.accessibleName(), self.summary_panel.body.accessibleName()

    def game_over_shown(self) -> bool:
        """The end of the game is on the table, with its standings and choices."""
        return self.pacing.game_over_shown

    def human_may_act(self) -> bool:
        controller = self.controller
        return controller is not None and controller.human_may_act()

    def enabled(self) -> dict[str, bool]:
        """Which of the table's buttons the player may press now."""
        return {name: self.table_button(name).isEnabled() for name in TABLE_BUTTONS}

    def dice_open(self) -> bool:
        """The dice take clicks and keys (the human may keep or release them)."""
        return self.tray.interactive

    def lesson_moves_on(self) -> bool:
        """A lesson's Next (a step to read) or Finish is there to press."""
        guide = self.lessons
        if guide is None or not guide.panel.isVisible():
            return False
        return any(button.isVisible() and button.isEnabled()
                   for button in (guide.panel.next_button, guide.panel.finish_button))

    def can_continue(self) -> bool:
        """A round's result is up with its Continue button."""
        return self.summary_showing() and self.summary_panel.button.isVisible()

    def coach_line(self) -> str | None:
        """The coach's line on the felt, when it shows."""
        line = self.felt.coach_line
        return line.accessibleName() if line.isVisible() else None

    def hint_showing(self) -> bool:
        return self.felt.hint.isVisible()

    def lesson(self):  # noqa: ANN201 - LessonGuide
        """Help ▸ Learn to play's guide (made when first asked)."""
        return self.window.lesson_guide()

    def showing_windows(self) -> list[QWidget]:
        """The top-level windows showing besides the main one (dialogs, message boxes,
        reviews), the one in front last."""
        showing = [widget for widget in QApplication.topLevelWidgets()
                   if widget.isVisible() and widget is not self.window and widget.isWindow()
                   and widget.windowType() in (Qt.WindowType.Dialog, Qt.WindowType.Window,
                                               Qt.WindowType.Sheet)]
        modal = QApplication.activeModalWidget()
        if modal in showing:
            showing.remove(modal)
            showing.append(modal)
        return showing

    def showing_texts(self, widget: QWidget | None = None) -> list[str]:
        """Every text showing in ``widget`` (the main window by default): labels, buttons,
        window and dock titles, table cells, menu titles."""
        from tests.journeys.texts import showing_texts

        return showing_texts(widget or self.window)

    # ------------------------------------------------------------ waiting
    @staticmethod
    def settle() -> None:
        """What a step set in motion is laid out and painted, as the player would see it
        at the next frame (layouts and language changes are posted, not done at once). It
        ends on the posted events, never on a turn of the loop: a timer that went off in
        the turn has what it changed laid out too."""
        for _ in range(3):
            QTest.qWait(1)
            QApplication.sendPostedEvents()

    def at_rest(self) -> bool:
        """Nothing on the table changes by itself with time: no dice in the air, no chips
        flying, no result going away by itself, no final dice lingering, no opener's throw
        still coming. What the player may do then stays as it is until they act (read
        sooner, it depends on how busy the machine is)."""
        opening = self.pacing.opening
        return not (self.tray.is_rolling() or self.felt.chips.flying
                    or self.summary_panel.going_by_itself() or self.pacing.lingering()
                    or opening.active and opening.shown_steps < opening.steps)

    def wait_for(self, condition: Callable[[], object], what: str, timeout_s: float = 20) -> None:
        wait_until(condition, what, timeout_s)

    def wait_for_human_or_summary(self, timeout_s: float = 20) -> None:
        """The human may act, a result is up, or the game is over."""
        wait_until(lambda: self.summary_showing() or self.game.over or self.human_may_act(),
                   "the human's turn, a result or the end of the game", timeout_s)

    def play_until(self, done: Callable[[], object], timeout_s: float = 30) -> None:
        """Play the human seat (throw once, then stop) and continue past results until
        ``done()``; the computers play by themselves."""
        deadline = time.monotonic() + timeout_s
        while not done():
            if time.monotonic() > deadline:
                raise NotReachedError("the game never reached the state waited for")
            if self.game_over_shown():
                raise NotReachedError("the game ended before the state waited for")
            if self.summary_showing():
                self.continue_()
            elif self.human_may_act():
                game = self.game
                if game.dice is None or game.in_throw_off:
                    self.throw()
                else:
                    self.stop()
            QTest.qWait(2)


@contextmanager
def driven_window(**open_arguments: object) -> Iterator[TableDriver]:
    """A driven window for code without qtbot (tools, benchmarks), closed and deleted after."""
    driver = TableDriver.open(**open_arguments)
    try:
        yield driver
    finally:
        driver.dispose()

