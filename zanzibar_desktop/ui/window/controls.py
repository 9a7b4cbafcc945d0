"""What the window says the player can do now: the heading above the felt, the message line,
the buttons and the game menus, read from the controller and its shown table (never ahead of
the dice), so they always agree with the seats."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from ...engine.game import Game
    from .main_window import MainWindow


class TableControls(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def update(self) -> None:  # noqa: C901 - one branch per state of the table
        window = self.window
        controller = window.controller
        game = None if controller is None else controller.game
        window.tray.set_interactive(controller is not None and controller.human_may_act())
        if game is None:
            window.turn_label.setText(self.tr("Welcome to Zanzibar"))
            window.say(lambda: self.tr("Start a new game from the Game menu (Ctrl+N)."))
            window.throw_button.setText(self.tr("&New game…"))
            window.throw_button.setEnabled(True)
            for button in (window.stop_button, window.skip_button, window.hint_button):
                button.setEnabled(False)
            window.menus.enable_for_game(False, window.demo)
            return
        if controller.can_throw():  # the count only where it is the player's own throw
            window.throw_button.setText(self.tr("&Throw {count}/{limit}").format(
                count=min(game.throws + 1, game.limit), limit=game.limit))
        else:
            window.throw_button.setText(self.tr("&Throw"))
        window.throw_button.setEnabled(controller.can_throw())
        window.stop_button.setEnabled(controller.can_stop())
        window.hint_button.setEnabled(controller.human_may_act())
        shown = controller.shown  # the game as far as the dice have shown it
        window.skip_button.setEnabled(controller.has_human and not shown.over
                                      and not shown.seats[shown.current].is_human)
        window.menus.enable_for_game(True, window.demo)
        if window.summary.isVisible():  # the table waits on the summary: say so, nothing else
            window.skip_button.setEnabled(False)
            window.turn_label.setText(window.summary.title.text())
            if window.pacing.game_over_shown:
                window.say(lambda: self.tr("Play again with the same players, or start a new "
                                           "game."))
            else:
                window.say(lambda: self.tr("Continue (Enter) when you are ready."))
            return
        if shown.over:
            from ..table.summaries import Summary

            window.turn_label.setText(Summary().game_over_headline(game))
            return
        seat = shown.seats[shown.current]
        ended = window.pacing.lingering()  # the turn's final dice, still on the felt
        if ended is not None:
            from ..texts import hand_text

            window.turn_label.setText(self.tr("{name}: {hand}").format(
                name=shown.seats[ended.player].name, hand=hand_text(ended.hand, ended.throws)))
            window.say(lambda: self.tr("Enter, Space or a click on the table moves on."))
        elif controller.human_may_act():
            window.turn_label.setText(self.tr("Your turn, {name}").format(name=seat.name) if sum(
                spec.is_human for spec in game.players) > 1 else self.tr("Your turn"))
            window.say(lambda: self._human_prompt(game))
        elif seat.is_human:
            window.turn_label.setText(self.tr("Your turn"))
        else:
            window.turn_label.setText(self.tr("{name} is playing").format(name=seat.name))

    def _human_prompt(self, game: Game) -> str:
        from ...engine.hands import throw_off_name
        from ..texts import tr_text

        if game.in_throw_off:
            return self.tr("{throw_off}: throw once (Space).").format(
                throw_off=tr_text(throw_off_name(game.rules.family, capital=True)))
        if game.dice is None:
            return self.tr("Your turn: throw the dice (Space).")
        from ...engine.hands import evaluate
        from ..texts import hand_text

        showing = hand_text(evaluate(game.dice, game.rules))
        if game.can_throw():
            return self.tr("You have {hand}. Throw again, or click dice (or press 1, 2, 3) to "
                           "keep them; Enter stops here.").format(hand=showing)
        return self.tr("You have {hand}. Keep at least one die free to throw, or press Enter "
                       "to stop.").format(hand=showing)
