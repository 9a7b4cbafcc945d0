"""Help ▸ Learn to play: a lesson at the real table, step by step.

The lesson (``engine/lessons.py``) is a game with scripted dice, seated in the session as a
lesson (kept nowhere: not autosaved, not recorded). Here its steps are followed: the step's
words beside the dice (``LessonPanel``), the player's moves checked against what the step
asks (the controller's ``guard``), the next step once the table shows it done. A step to
read holds the game (nobody plays) until the player presses Next. The player may leave at
any step (Leave lesson, or Esc): the step reached is kept in the settings, and Help ▸ Learn
to play offers to continue from the start of its manche (from its first step, the lesson
is simply started again). A first start offers the lesson once, without waiting for an
answer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from ...engine import lessons
from ...engine.text import QT_TRANSLATE_NOOP
from ...storage.settings import default_table
from ..table.lesson_panel import LessonPanel
from ..texts import tr_text

if TYPE_CHECKING:
    from ...engine.game import Game
    from ...session.controller import GameController
    from ...session.game_session import GameSession
    from ...storage.settings import Settings
    from ..table.felt import Felt
    from ..table.summary_panel import SummaryPanel


class LessonGuide(QObject):
    """Follows the lesson at the table, if one is on (``active``)."""

    ended = Signal(bool)  # the lesson is over: True when finished, False when left
    said = Signal(object)  # a message for the player (a function that makes it)

    def __init__(self, session: GameSession, felt: Felt, summary: SummaryPanel,
                 settings: Settings, seat: Callable[[Game], None],
                 save_settings: Callable[[], None], parent: QWidget) -> None:
        super().__init__(parent)
        self.session = session
        self.felt = felt
        self.settings = settings
        self.seat = seat
        self.save_settings = save_settings
        self.parent_widget = parent
        self.panel = LessonPanel(felt.tray)
        felt.attach_note(self.panel)
        self.panel.left.connect(self.leave)
        self.panel.finished.connect(lambda: self._happened(lessons.FINISHED, None))
        self.panel.next_pressed.connect(self._next)
        summary.dismissed.connect(lambda: self._happened(lessons.DISMISSED, None))
        session.game_seated.connect(self._on_seated)
        self.lesson: lessons.Lesson | None = None
        self.family = "zanzibar"  # the lesson on, or the last one
        self.index = 0
        self.hold_at_turn_end = False  # a step to read came with a turn's last throw
        self.controller: GameController | None = None
        self.offer_box: QMessageBox | None = None

    @property
    def active(self) -> bool:
        return self.lesson is not None

    @property
    def step(self) -> lessons.Step:
        return self.lesson.steps[self.index]

    # ------------------------------------------------------------ offering
    def offer(self, first_start: bool = False) -> QMessageBox:
        """The offer to learn (Help ▸ Learn to play, or once at a first start): each
        family's lesson, to start or to continue where the player left it; never waits for
        the answer."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Learn to play"), "",
                          QMessageBox.StandardButton.NoButton, self.parent_widget)
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.setTextFormat(Qt.TextFormat.PlainText)
        lines = [self.tr("A first game guided step by step, on this table: throwing, keeping, "
                         "what beats what, stopping early, the throw-off; for 421 also the "
                         "charge and the décharge, tokens moving. A few minutes each; leave "
                         "whenever you like (Esc).")]
        if first_start:
            lines[0] = self.tr("New to Zanzibar and 421? {offer}").format(offer=lines[0])
        default = None
        resumes = []  # a lesson left midway: continuing it is the default
        for family, lesson in lessons.LESSONS.items():
            title = tr_text(FAMILY_NAMES[family])
            reached = self.settings.lesson_steps.get(family)
            start = None if reached is None else lessons.resume_index(lesson, reached)
            if reached is not None:
                lines.append(self.tr("You left {game} at step {number} of {count}.").format(
                    game=title, number=lesson.index(reached) + 1, count=len(lesson.steps)))
                if start == 0:  # in its first manche: continuing it is starting it again
                    lines.append(self.tr("You left it in its first manche: it starts "
                                         "again from the beginning."))
                elif start != lesson.index(reached):  # a manche is taken from its start
                    lines.append(self.tr("It goes on from step {number}, where that manche "
                                         "began.").format(number=start + 1))
            if start:  # never a "continue" from step 1: that is the start, offered below
                button = box.addButton(self.tr("&Continue {game} from step {number}").format(
                    game=title, number=start + 1), QMessageBox.ButtonRole.AcceptRole)
                button.clicked.connect(lambda _=False, family=family, start=start:
                                       self.start(family, start))
                resumes.append(button)
            again = (self.tr("Learn {game}") if reached is None
                     else self.tr("{game} from the start")).format(game=title)
            button = box.addButton(again, QMessageBox.ButtonRole.AcceptRole)
            button.clicked.connect(lambda _=False, family=family: self.start(family, 0))
            if start == 0:
                resumes.append(button)  # a lesson left midway: taking it up is the default
            default = default or button
        box.addButton(self.tr("&Not now"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(resumes[0] if resumes else default)
        box.setText("\n\n".join(lines))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.offer_box = box
        box.show()
        return box

    # ------------------------------------------------------------ the lesson at the table
    def start(self, family: str, index: int = 0) -> None:
        """The lesson from step ``index`` (the start of a manche), its game brought there."""
        lesson = lessons.LESSONS[family]
        self.family = family
        game = lesson.new_game(_player_name(self.settings))
        lessons.play_through(lesson, game, index)
        self.lesson = None  # the seat below is the lesson's own, not one that ends it
        self.seat(game)
        self.lesson = lesson
        self.hold_at_turn_end = False
        self.controller = self.session.controller
        self.controller.guard = self._guard
        for signal, happened in ((self.controller.dice_rolled, lessons.ROLLED),
                                 (self.controller.hold_changed, lessons.HELD),
                                 (self.controller.turn_ended, lessons.TURN_ENDED)):
            signal.connect(lambda event, happened=happened, controller=self.controller:
                           self._happened(happened, event.player, controller))
        # After the window's controls (connected when the game sat down): while the player
        # reads, the message line says what to do, over what the table would say.
        self.controller.state_changed.connect(
            lambda controller=self.controller: self._say_reading(controller))
        self._show(index)

    def _guard(self, action: str) -> str | None:
        if not self.active:
            return None
        reason = lessons.refusal(self.step, action, self.controller.game)
        return None if reason is None else tr_text(reason)

    def _happened(self, happened: str, player: int | None,
                  controller: GameController | None = None) -> None:
        if not self.active or (controller is not None and controller is not self.controller):
            return
        if happened == lessons.TURN_ENDED and self.hold_at_turn_end:
            self._hold()
        if not lessons.completes(self.step, happened, player, self.controller.game):
            return
        if self.step.do == lessons.FINISH:
            self._end(True)
            return
        self._show(self.index + 1, happened)

    def _show(self, index: int, happened: str | None = None) -> None:
        self.index = index
        step = self.step
        lesson = self.lesson
        if step.do == lessons.FINISH:
            self.controller.shutdown()  # the lesson's game goes no further
            self.settings.lesson_steps.pop(lesson.family, None)
        else:
            self.settings.lesson_steps[lesson.family] = step.name
        self.save_settings()
        reading = step.do == lessons.READ
        if reading and happened == lessons.ROLLED and self.controller.game.current != lessons.HUMAN:
            self.hold_at_turn_end = True  # the throw ended the turn: it ends on screen first
        elif reading:
            self._hold()
        self.panel.show_step(lambda: tr_text(lesson.title), index + 1, len(lesson.steps),
                             lambda: tr_text(step.text), step.do == lessons.FINISH, reading)
        self.felt.place()

    def _hold(self) -> None:
        """Nobody plays while the player reads: the game waits for Next, and says so."""
        self.hold_at_turn_end = False
        self.controller.set_paused(True)
        self.controller.state_changed.emit()  # the controls follow, and the message line

    def _say_reading(self, controller: GameController) -> None:
        if (self.active and controller is self.controller and self.step.do == lessons.READ
                and not self.hold_at_turn_end):
            reason = lessons.refusal(self.step, "throw", controller.game)
            self.said.emit(lambda: tr_text(reason))

    def _next(self) -> None:
        """Next on a step to read: the lesson goes on, then the game it held."""
        if not self.active or self.step.do != lessons.READ:
            return
        controller = self.controller
        self.hold_at_turn_end = False
        self._happened(lessons.NEXT, None)
        if self.active and self.step.do != lessons.READ:
            controller.set_paused(False)

    def leave(self) -> None:
        """Leave lesson or Esc: the step reached stays in the settings, to continue."""
        if self.active:
            self._end(False)

    def _on_seated(self, controller: GameController) -> None:
        """Another game took the table (Game ▸ New, Open): the lesson is left as it stood."""
        if self.active and controller is not self.controller:
            self.lesson = None
            self.controller = None
            self.panel.put_away()

    def _end(self, finished: bool) -> None:
        self.hold_at_turn_end = False
        self.controller.guard = None
        self.controller.shutdown()
        self.lesson = None
        self.controller = None
        self.panel.put_away()
        self.ended.emit(finished)


FAMILY_NAMES = {"zanzibar": QT_TRANSLATE_NOOP("Lesson", "Zanzibar"),
                "421": QT_TRANSLATE_NOOP("Lesson", "421")}


def _player_name(settings: Settings) -> str:
    """The player's name at the last table (its first human seat), else the login name."""
    for seat in settings.last_table:
        if seat.level is None:
            return seat.name
    return default_table()[0].name
