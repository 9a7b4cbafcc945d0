"""What the table shows as the engine's events arrive, one at a time, paced by the screen.

The controller replays the game's events in order and waits while the view is busy: dice
in the air, a round summary up. Here each event becomes what the player sees and hears:
the tumbling throw and, once it lands, the words for it; the throw-off; the round summary
(which holds the game until it is dismissed); the game-over box.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ...engine.hands import evaluate, throw_off_name
from ..table.summaries import Summary
from ..texts import announce, hand_text, isolated, tr_text
from .end_choices import game_over_choices
from .opening import OpeningThrow

if TYPE_CHECKING:
    from ...engine.game import Game
    from ...session.controller import GameController
    from ...session.game_session import GameSession
    from ...storage.record_bests import NewRecord
    from ...storage.settings import Settings
    from ..table.dice_tray import DiceTray
    from ..table.summary_panel import SummaryPanel

# How long a round summary stays up when it goes away by itself (token rounds, demo).
AUTO_DISMISS_MS = {"normal": 2200, "fast": 1200, "instant": 80}
# How long the final dice of a turn stay lit, as a share of the computers' pace (Enter or a
# click on the felt moves on sooner).
LINGER_SHARE = 1.5
THROW_SOUND_AFTER_MS = 180  # the cup's rattle, then the dice thrown


class TablePacing(QObject):
    """The events of the game in ``session`` on ``tray`` and ``summary``. It says what
    happens (``said``), and asks the window for what only it does: follow with the controls,
    play a sound, start another game, open the review."""

    said = Signal(object)  # a message, as a function that builds it in the current language
    changed = Signal()  # what the player can do may have changed: the controls follow
    sound = Signal(str)  # "shake", "throw", "land", "chips"
    game_finished = Signal()  # the game's end is on screen
    play_again = Signal()  # the same players and rules, once more
    new_game_wanted = Signal()
    review_wanted = Signal()

    def __init__(self, session: GameSession, tray: DiceTray, summary: SummaryPanel,
                 settings: Settings, demo: bool,
                 record_text: Callable[[NewRecord], str],
                 parent: QObject | None = None) -> None:
        """``record_text``: a record beaten, in words, for the game-over panel."""
        super().__init__(parent)
        self.record_text = record_text
        self.session = session
        self.tray = tray
        self.summary = summary
        self.settings = settings
        self.demo = demo
        self.landing_message = None
        self.game_over_shown = False
        self.skip_opening = False  # tests and tools that need the table at once
        self.opening = OpeningThrow(summary, settings, self)
        self.opening.changed.connect(self.changed)
        self._lingering = None  # the TurnEnded whose final dice are on show
        self._landing_sound = False
        self._throw_sound = QTimer(self)
        self._throw_sound.setSingleShot(True)
        self._throw_sound.timeout.connect(lambda: self.sound.emit("throw"))
        self._linger = QTimer(self)
        self._linger.setSingleShot(True)
        self._linger.timeout.connect(self.move_on)
        tray.animation_finished.connect(self.on_animation_finished)
        tray.felt_clicked.connect(self.move_on)
        summary.dismissed.connect(self.on_summary_dismissed)

    def attach_felt(self, felt) -> None:  # noqa: ANN001
        felt.chips_moved.connect(lambda: self.sound.emit("chips"))
        self.opening.felt = felt

    def follow(self, session: GameSession) -> None:
        """Pace every game ``session`` seats."""
        session.game_seated.connect(self._pace)

    def _pace(self, controller: GameController) -> None:
        game = controller.game
        controller.turn_started.connect(self.on_turn_started)
        controller.dice_rolled.connect(self.on_dice_rolled)
        controller.hold_changed.connect(lambda event: self.tray.set_held(list(game.held)))
        controller.turn_ended.connect(self.on_turn_ended)
        controller.throw_off_started.connect(self.on_throw_off)
        controller.round_resolved.connect(self.on_round_resolved)
        controller.game_ended.connect(self.on_game_ended)

    def on_turn_started(self, event) -> None:  # noqa: ANN001
        self.tray.set_waiting()
        self._say_who_plays(event.player)
        self.changed.emit()

    def _say_who_plays(self, player: int) -> None:
        """A computer's turn begins: the message line says so (a human's turn has its own
        prompt, from the window)."""
        spec = self.session.controller.game.players[player]
        if not spec.is_human:
            self.said.emit(lambda: self.tr("{name} is playing.").format(name=isolated(spec.name)))

    def on_turn_ended(self, event) -> None:  # noqa: ANN001
        """The turn's final dice stay lit a while, so everyone reads them."""
        controller = self.session.controller
        linger = int(controller.computer_delay_ms * LINGER_SHARE)
        if linger <= 0 or controller.skipping:
            return
        self._lingering = event
        controller.set_view_busy(True)
        self._linger.start(linger)
        self.changed.emit()  # the heading shows the final hand

    def lingering(self):  # noqa: ANN201 - TurnEnded | None
        """The turn whose final dice are on show (None when nothing waits on them)."""
        return self._lingering or None

    def move_table_on(self) -> bool:
        """What the table waits on (the opener's throws, a result, a turn's final dice)
        moves on; False when nothing waits."""
        if self.opening.show_all():
            return True
        if self.summary.isVisible():
            self.summary.dismiss()
        elif self.lingering():
            self.move_on()
        else:
            return False
        return True

    def move_on(self) -> None:
        """The pause on a turn's final dice ends: its time is up, or Enter, Space or a click
        on the felt asked to move on."""
        if not self._lingering:
            return
        self._lingering = None
        self._linger.stop()
        if self.session.controller is not None:
            self.session.controller.set_view_busy(False)
            self.changed.emit()

    def on_dice_rolled(self, event) -> None:  # noqa: ANN001
        self.session.controller.set_view_busy(True)
        game = self.session.controller.game
        self.tray.set_held([not thrown for thrown in event.thrown] if event.throws > 1
                             else [False, False, False])
        name = isolated(game.players[event.player].name)
        hand = evaluate(event.dice, game.rules)
        # Told once the dice have landed, not while they are still in the air.
        self.landing_message = lambda: self.tr(
            "{name} throws {hand} (throw {throws} of {limit}).").format(
            name=name, hand=hand_text(hand), throws=event.throws, limit=event.limit)
        self.said.emit(lambda: self.tr("{name} throws…").format(name=name))
        # Skipping to the human's turn: the computers' dice land at once, no tumble, no sound.
        skipping = self.session.controller.skipping
        if not skipping and self.tray.speed != "instant":
            self.sound.emit("shake")  # the cup, then the dice leave it; they land with the tumble
            self._throw_sound.start(THROW_SOUND_AFTER_MS)
            self._landing_sound = True
        elif not skipping:
            self.sound.emit("land")  # no tumble: the dice are simply down
        self.tray.show_throw(event.dice, event.thrown, instant=skipping)

    def on_animation_finished(self) -> None:
        if self._landing_sound:
            self._landing_sound = False
            self.sound.emit("land")
        if self.landing_message is not None:
            self.said.emit(self.landing_message)
            self.landing_message = None
        if self.session.controller is not None:
            self.session.controller.set_view_busy(False)

    def on_throw_off(self, event) -> None:  # noqa: ANN001
        game = self.session.controller.game
        names = ", ".join(isolated(game.players[p].name) for p in event.players)
        name = throw_off_name(game.rules.family, capital=True)
        self.said.emit(lambda: self.tr("Tie! {throw_off} between {names}: one throw each.")
                        .format(throw_off=tr_text(name), names=names))

    def seat(self, game: Game, delay_ms: int, path: str | None, saved_moves: int,
             from_record: int | None, lesson: bool) -> None:
        """``game`` sits down in the session (its ``seat`` says what the arguments mean),
        nothing of the last one pending, its dice on the tray as they lie."""
        self.reset()
        self.summary.put_away()
        self.tray.finish_now()  # the last game's dice land before the new one sits down
        self.session.computer_delay_ms = delay_ms
        self.session.seat(game, path, saved_moves, from_record, lesson=lesson)  # followed
        self.tray.reseed(game.seed)
        if game.dice is not None:
            self.tray.show_dice(game.dice, list(game.held))
        else:
            self.tray.set_waiting()

    def start(self) -> None:
        """The game seated plays: the throw for the opener first, unless skipped."""
        controller = self.session.controller
        game = controller.game
        if game.opening_throws and not game.actions and not self.skip_opening:
            self.show_opening(game)  # holds the game until it is read
        controller.start()
        if game.over:
            self.on_game_ended(None)

    def show_opening(self, game) -> None:  # noqa: ANN001
        """The throw for the opener on the table; the game waits until it is read."""
        self.opening.start(game, self.session.controller)

    def on_round_resolved(self, result) -> None:  # noqa: ANN001
        game = self.session.controller.game
        self.tray.set_held([False, False, False])  # the turn is over: no die is kept now
        self.session.controller.set_paused(True)
        auto = None
        if self.demo or (game.rules.uses_tokens and not result.manche_over
                         and not self.session.lesson):  # a lesson's results wait to be read
            auto = AUTO_DISMISS_MS[self.settings.animation_speed]
        players = list(game.players)

        def summary() -> tuple[str, list[str]]:
            words = Summary()
            lines = words.round_lines(game, result) + words.manche_lines(players, result)
            return words.round_title(game, result), lines

        self.summary.present(summary, auto)
        self.changed.emit()  # the heading and the message follow the summary
        title, lines = summary()
        announce(self.summary, " ".join([title, *lines]))

    def on_summary_dismissed(self) -> None:
        if self.opening.active:
            self.opening.finish()
        controller = self.session.controller
        if controller is not None and not self.game_over_shown:
            shown = controller.shown
            # After the last manche's result the game is over: nobody plays next.
            if shown.current is not None and not controller.game.over:
                self._say_who_plays(shown.current)
            controller.set_paused(False)
            self.changed.emit()

    def on_game_ended(self, event) -> None:  # noqa: ANN001
        """The result panel tells the end: the standings, who won or pays the tournée, and
        offers another game."""
        del event
        game = self.session.controller.game
        beaten = self.session.beaten(game)  # kept at its last move already
        self.changed.emit()
        self.game_finished.emit()
        if self.demo:
            return
        self.game_over_shown = True

        def story() -> tuple[str, list[str]]:
            words = Summary()
            return words.game_over_headline(game), [
                *words.standings_lines(game),
                *(self.record_text(record) for record in beaten)]

        self.summary.present(story, actions=[
            (lambda: game_over_choices()[0], lambda: self.after_game_over(True)),
            (lambda: game_over_choices()[1], lambda: self.after_game_over(False)),
            (lambda: game_over_choices()[2], self.review_wanted.emit)])
        self.changed.emit()
        title, lines = story()
        announce(self.summary, " ".join([title, *lines]))

    def after_game_over(self, play_again: bool) -> None:
        """Play again with the same players and rules, or choose a new game."""
        (self.play_again if play_again else self.new_game_wanted).emit()

    def reset(self) -> None:
        """A new game sits down: nothing of the last one is pending."""
        self.game_over_shown = False
        self.opening.finish()
        self._lingering = None
        self._linger.stop()
        self.landing_message = None
        self._landing_sound = False
