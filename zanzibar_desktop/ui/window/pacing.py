"""What the table shows as the engine's events arrive, one at a time, paced by the screen.

The controller replays the game's events in order and waits while the view is busy: dice
in the air, a round summary up. Here each event becomes what the player sees and hears:
the tumbling throw and, once it lands, the words for it; the throw-off; the round summary
(which holds the game until it is dismissed); the game-over box.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from ..texts import announce
from .opening import OpeningThrow

if TYPE_CHECKING:
    from ...session.controller import GameController
    from .main_window import MainWindow

# How long a round summary stays up when it goes away by itself (token rounds, demo).
AUTO_DISMISS_MS = {"normal": 2200, "fast": 1200, "instant": 80}
# How long the final dice of a turn stay lit, as a share of the computers' pace (Enter or a
# click on the felt moves on sooner).
LINGER_SHARE = 1.5
THROW_SOUND_AFTER_MS = 180  # the cup's rattle, then the dice thrown


class TablePacing(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.landing_message = None
        self.game_over_shown = False
        self.skip_opening = False  # tests and tools that need the table at once
        self.opening = OpeningThrow(window)
        self._lingering = None  # the TurnEnded whose final dice are on show
        self._landing_sound = False
        self._throw_sound = QTimer(self)
        self._throw_sound.setSingleShot(True)
        self._throw_sound.timeout.connect(lambda: self._sound("throw"))
        self._linger = QTimer(self)
        self._linger.setSingleShot(True)
        self._linger.timeout.connect(self.move_on)
        window.tray.animation_finished.connect(self.on_animation_finished)
        window.tray.felt_clicked.connect(self.move_on)
        window.summary.dismissed.connect(self.on_summary_dismissed)

    def attach_felt(self, felt) -> None:  # noqa: ANN001
        felt.chips_moved.connect(lambda: self._sound("chips"))

    def follow(self, controller: GameController) -> None:
        game = controller.game
        controller.turn_started.connect(self.on_turn_started)
        controller.dice_rolled.connect(self.on_dice_rolled)
        controller.hold_changed.connect(lambda event: self.window.tray.set_held(list(game.held)))
        controller.turn_ended.connect(self.on_turn_ended)
        controller.throw_off_started.connect(self.on_throw_off)
        controller.round_resolved.connect(self.on_round_resolved)
        controller.game_ended.connect(self.on_game_ended)

    def on_turn_started(self, event) -> None:  # noqa: ANN001
        window = self.window
        window.tray.set_waiting()
        self._say_who_plays(event.player)
        window.update_controls()

    def _say_who_plays(self, player: int) -> None:
        """A computer's turn begins: the message line says so (a human's turn has its own
        prompt, from the window)."""
        spec = self.window.controller.game.players[player]
        if not spec.is_human:
            self.window.say(lambda: self.tr("{name} is playing.").format(name=spec.name))

    def on_turn_ended(self, event) -> None:  # noqa: ANN001
        """The turn's final dice stay lit a while, so everyone reads them."""
        controller = self.window.controller
        linger = int(controller.computer_delay_ms * LINGER_SHARE)
        if linger <= 0 or controller.skipping:
            return
        self._lingering = event
        controller.set_view_busy(True)
        self._linger.start(linger)
        self.window.update_controls()  # the heading shows the final hand

    def lingering(self):  # noqa: ANN201 - TurnEnded | None
        """The turn whose final dice are on show (None when nothing waits on them)."""
        return self._lingering or None

    def move_on(self) -> None:
        """The pause on a turn's final dice ends: its time is up, or Enter, Space or a click
        on the felt asked to move on."""
        if not self._lingering:
            return
        self._lingering = None
        self._linger.stop()
        if self.window.controller is not None:
            self.window.controller.set_view_busy(False)
            self.window.update_controls()

    def on_dice_rolled(self, event) -> None:  # noqa: ANN001
        from ...engine.hands import evaluate
        from ..texts import hand_text

        window = self.window
        window.controller.set_view_busy(True)
        game = window.controller.game
        window.tray.set_held([not thrown for thrown in event.thrown] if event.throws > 1
                             else [False, False, False])
        name = game.players[event.player].name
        hand = evaluate(event.dice, game.rules)
        # Told once the dice have landed, not while they are still in the air.
        self.landing_message = lambda: self.tr(
            "{name} throws {hand} (throw {throws} of {limit}).").format(
            name=name, hand=hand_text(hand), throws=event.throws, limit=event.limit)
        window.say(lambda: self.tr("{name} throws…").format(name=name))
        # Skipping to the human's turn: the computers' dice land at once, no tumble, no sound.
        skipping = window.controller.skipping
        if not skipping and window.tray.speed != "instant":
            self._sound("shake")  # the cup, then the dice leave it; they land with the tumble
            self._throw_sound.start(THROW_SOUND_AFTER_MS)
            self._landing_sound = True
        elif not skipping:
            self._sound("land")  # no tumble: the dice are simply down
        window.tray.show_throw(event.dice, event.thrown, instant=skipping)

    def _sound(self, name: str) -> None:
        sounds = getattr(self.window, "sounds", None)
        if sounds is not None:
            sounds.play(name)

    def on_animation_finished(self) -> None:
        if self._landing_sound:
            self._landing_sound = False
            self._sound("land")
        if self.landing_message is not None:
            self.window.say(self.landing_message)
            self.landing_message = None
        if self.window.controller is not None:
            self.window.controller.set_view_busy(False)

    def on_throw_off(self, event) -> None:  # noqa: ANN001
        from ...engine.hands import throw_off_name
        from ..texts import tr_text

        game = self.window.controller.game
        names = ", ".join(game.players[p].name for p in event.players)
        name = throw_off_name(game.rules.family, capital=True)
        self.window.say(lambda: self.tr("Tie! {throw_off} between {names}: one throw each.")
                        .format(throw_off=tr_text(name), names=names))

    def show_opening(self, game) -> None:  # noqa: ANN001
        """The throw for the opener on the table; the game waits until it is read."""
        self.opening.start(game)

    def on_round_resolved(self, result) -> None:  # noqa: ANN001
        from ..table.summaries import Summary

        window = self.window
        game = window.controller.game
        window.controller.set_paused(True)
        auto = None
        if window.demo or (game.rules.uses_tokens and not result.manche_over):
            auto = AUTO_DISMISS_MS[window.settings.animation_speed]
        players = list(game.players)

        def summary() -> tuple[str, list[str]]:
            words = Summary()
            lines = words.round_lines(game, result) + words.manche_lines(players, result)
            return words.round_title(game, result), lines

        window.summary.present(summary, auto)
        window.update_controls()  # the heading and the message follow the summary
        title, lines = summary()
        announce(window.summary, " ".join([title, *lines]))

    def on_summary_dismissed(self) -> None:
        if self.opening.active:
            self.opening.finish()
        controller = self.window.controller
        if controller is not None and not self.game_over_shown:
            shown = controller.shown
            if shown.current is not None:
                self._say_who_plays(shown.current)
            controller.set_paused(False)
            self.window.update_controls()

    def on_game_ended(self, event) -> None:  # noqa: ANN001
        """The result panel tells the end: the standings, who won or pays the tournée, and
        offers another game."""
        from ..table.summaries import Summary

        del event
        window = self.window
        game = window.controller.game
        beaten = window.session.records.beaten(game)  # kept at its last move already
        window.update_controls()
        window.game_finished.emit()
        if window.demo:
            return
        self.game_over_shown = True

        def story() -> tuple[str, list[str]]:
            words = Summary()
            return words.game_over_headline(game), [
                *words.standings_lines(game),
                *(window.records.record_text(record) for record in beaten)]

        window.summary.present(story, actions=[
            (lambda: self.tr("Play &again"), lambda: self.after_game_over(True)),
            (lambda: self.tr("&New game…"), lambda: self.after_game_over(False)),
            (lambda: self.tr("&Review"), window.on_review)])
        window.update_controls()
        title, lines = story()
        announce(window.summary, " ".join([title, *lines]))

    def after_game_over(self, play_again: bool) -> None:
        """Play again with the same players and rules, or choose a new game."""
        window = self.window
        if play_again:
            game = window.controller.game
            window.new_game(game.rules, list(game.players))
        else:
            window.on_new_game()

    def reset(self) -> None:
        """A new game sits down: nothing of the last one is pending."""
        self.game_over_shown = False
        self.opening.finish()
        self._lingering = None
        self._linger.stop()
        self.landing_message = None
        self._landing_sound = False
