"""What the table shows as the engine's events arrive, one at a time, paced by the screen.

The controller replays the game's events in order and waits while the view is busy: dice
in the air, a round summary up. Here each event becomes what the player sees and hears:
the tumbling throw and, once it lands, the words for it; the throw-off; the round summary
(which holds the game until it is dismissed); the game-over box.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMessageBox

from ..texts import announce

if TYPE_CHECKING:
    from .controller import GameController
    from .main_window import MainWindow

# How long a round summary stays up when it goes away by itself (token rounds, demo).
AUTO_DISMISS_MS = {"normal": 2200, "fast": 1200, "instant": 80}


class TablePacing(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.landing_message = None
        self.game_over_box: QMessageBox | None = None
        window.tray.animation_finished.connect(self.on_animation_finished)
        window.summary.dismissed.connect(self.on_summary_dismissed)

    def follow(self, controller: GameController) -> None:
        game = controller.game
        controller.turn_started.connect(self.on_turn_started)
        controller.dice_rolled.connect(self.on_dice_rolled)
        controller.hold_changed.connect(lambda event: self.window.tray.set_held(list(game.held)))
        controller.throw_off_started.connect(self.on_throw_off)
        controller.round_resolved.connect(self.on_round_resolved)
        controller.game_ended.connect(self.on_game_ended)

    def on_turn_started(self, event) -> None:  # noqa: ANN001
        window = self.window
        window.shown_player = event.player
        window.tray.set_waiting()
        window.update_controls()

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
        # Skipping to the human's turn: the computers' dice land at once, no tumble.
        window.tray.show_throw(event.dice, event.thrown, instant=window.controller.skipping)

    def on_animation_finished(self) -> None:
        if self.landing_message is not None:
            self.window.say(self.landing_message)
            self.landing_message = None
        if self.window.controller is not None:
            self.window.controller.set_view_busy(False)

    def on_throw_off(self, event) -> None:  # noqa: ANN001
        names = ", ".join(self.window.controller.game.players[p].name for p in event.players)
        self.window.say(lambda: self.tr("Tie! Throw-off between {names}: one throw each.").format(
            names=names))

    def on_round_resolved(self, result) -> None:  # noqa: ANN001
        from ..table.summaries import Summary

        window = self.window
        game = window.controller.game
        window.controller.set_paused(True)
        manche_over = not game.rules.uses_tokens or (result.manche < game.manche or game.over)
        auto = None
        if window.demo or (game.rules.uses_tokens and not manche_over):
            auto = AUTO_DISMISS_MS[window.settings.animation_speed]
        new_charge = game.rules.uses_tokens and manche_over and not game.over

        def summary() -> tuple[str, list[str]]:
            words = Summary()
            lines = words.round_lines(game, result)
            if new_charge:
                lines.append(self.tr("The manche is over: a new charge begins."))
            return words.round_title(game, result), lines

        window.summary.present(summary, auto)
        window.update_controls()  # the heading and the message follow the summary
        title, lines = summary()
        announce(window.summary, " ".join([title, *lines]))

    def on_summary_dismissed(self) -> None:
        if self.window.controller is not None:
            self.window.controller.set_paused(False)
            self.window.update_controls()

    def on_game_ended(self, event) -> None:  # noqa: ANN001
        from ..table.summaries import Summary

        del event
        window = self.window
        game = window.controller.game
        window.keep_autosave(game)
        window.update_controls()
        window.game_finished.emit()
        if window.demo:
            return
        box = QMessageBox(window)
        box.setTextFormat(Qt.TextFormat.PlainText)  # names are shown as typed, never as markup
        box.setWindowTitle(self.tr("Game over"))
        words = Summary()
        box.setText(words.game_over_headline(game))
        box.setInformativeText("\n".join(words.standings_lines(game)))
        again = box.addButton(self.tr("Play &again with the same players"),
                              QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Close)
        box.setModal(True)
        box.finished.connect(lambda _: self.after_game_over(box.clickedButton() is again))
        self.game_over_box = box
        box.open()

    def after_game_over(self, play_again: bool) -> None:
        if play_again:
            game = self.window.controller.game
            self.window.new_game(game.rules, list(game.players))
