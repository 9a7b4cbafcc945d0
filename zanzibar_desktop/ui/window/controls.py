"""What the player can do now: the heading above the felt, the message line, the buttons and
the game menus, read from the controller and its shown table (never ahead of the dice), so
they always agree with the seats. The window applies what :meth:`TableControls.state` says."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..texts import hand_text, isolated, tr_text
from . import later
from .end_choices import alt_key, game_over_choices

if TYPE_CHECKING:
    from ...engine.events import TurnEnded
    from ...engine.game import Game
    from ...session.controller import GameController


@dataclass
class Controls:
    heading: str
    message: Callable[[], str] | None  # None: the message line keeps what it says
    throw_text: str
    throw: bool  # each of these: the button is enabled
    stop: bool
    skip: bool
    hint: bool
    dice: bool  # the dice take clicks
    has_game: bool  # the game menus that need a game


class TableControls(QObject):
    def state(self, controller: GameController | None, summary_title: str | None,  # noqa: C901
              game_over_shown: bool, lingering: TurnEnded | None) -> Controls:
        """The controls for the table as shown: ``summary_title`` when a summary is up (the
        table waits on it), ``lingering`` the turn whose final dice are still on show."""
        game = None if controller is None else controller.game
        if game is None:
            return Controls(self.tr("Welcome to Zanzibar"),
                            lambda: self.tr("Start a new game from the Game menu (Ctrl+N)."),
                            self.tr("&New game…"), True, False, False, False, False, False)
        if controller.can_throw():  # the count only where it is the player's own throw
            throw_text = self.tr("&Throw {count} of {limit}").format(
                count=min(game.throws + 1, game.limit), limit=game.limit)
        else:
            throw_text = self.tr("&Throw")
        shown = controller.shown  # the game as far as the dice have shown it
        skip = (controller.may_skip() and not shown.over
                and not shown.seats[shown.current].is_human)

        def controls(heading: str, message: Callable[[], str] | None,
                     skip: bool = skip) -> Controls:
            return Controls(heading, message, throw_text, controller.can_throw(),
                            controller.can_stop(), skip, controller.human_may_act(),
                            controller.human_may_act(), True)

        if summary_title is not None:  # the table waits on the summary: say so, nothing else
            if game_over_shown:
                return controls(summary_title, self._game_over_prompt, skip=False)
            return controls(summary_title,
                            lambda: self.tr("Continue (Enter) when you are ready."), skip=False)
        if shown.over:
            return controls(later.summaries.Summary().game_over_headline(game), None)
        seat = shown.seats[shown.current]
        if lingering is not None:  # the turn's final dice, still on the felt
            return controls(self.tr("{name}: {hand}").format(
                name=isolated(shown.seats[lingering.player].name),
                hand=hand_text(lingering.hand, lingering.throws)),
                lambda: self.tr("Enter, Space or a click on the table moves on."))
        if controller.human_may_act():
            heading = self.tr("Your turn, {name}").format(name=isolated(seat.name)) if sum(
                spec.is_human for spec in game.players) > 1 else self.tr("Your turn")
            return controls(heading, lambda: self._human_prompt(game))
        if seat.is_human:
            return controls(self.tr("Your turn"), None)
        return controls(self.tr("{name} is playing").format(name=isolated(seat.name)), None)

    def _human_prompt(self, game: Game) -> str:
        hands = later.hands
        if game.in_throw_off:
            return self.tr("{throw_off}: throw once (Space).").format(
                throw_off=tr_text(hands.throw_off_name(game.rules.family, capital=True)))
        if game.dice is None:
            return self.tr("Your turn: throw the dice (Space).")
        showing = hand_text(hands.evaluate(game.dice, game.rules))
        if game.can_throw():
            return self.tr("You have {hand}. Throw again, or click dice (or press 1, 2, 3) to "
                           "keep them; Enter stops here.").format(hand=showing)
        return self.tr("You have {hand}. Keep at least one die free to throw, or press Enter "
                       "to stop.").format(hand=showing)

    def _game_over_prompt(self) -> str:
        """The end of a game's choices, with the keys their buttons take."""
        again, new, review = (alt_key(words) for words in game_over_choices())
        return self.tr("Play again ({again}) with the same players, start a new game ({new}) "
                       "or review the game ({review}).").format(again=again, new=new,
                                                                review=review)
