"""Help ▸ Hint (H, or the Hint button): what every choice of the human's turn is worth, from
the engine's coach, shown beside the dice; the dice of the choice in focus (the best, when
it opens) are ringed on the tray. It reads only what the player sees (the table view: no
dice to come) and goes away when the dice move, or with Esc, H again or Close.

View ▸ Coach: after each of the human's choices, a quiet line on the felt when it cost
something — whose choice it was, what it was worth, what the best was worth, and the mark
(inaccuracy, mistake, blunder). It stays while that player plays on and goes when the next
player starts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...engine.ai.view import table_view
from ...engine.game import DECHARGE
from ..texts import isolated, tr_text

if TYPE_CHECKING:
    from collections.abc import Callable
    from types import ModuleType

    from ...session.controller import GameController
    from ...session.game_session import GameSession
    from ...storage.settings import Settings
    from ..table.dice_tray import DiceTray
    from ..table.felt import Felt


class Hints(QObject):
    """The hint and the coach of the game in ``session``, on ``felt`` and ``tray``; the
    figures come from ``odds``, the engine's coach module (or what stands for it until it is
    loaded: the window passes it in, so this module does not load it before it is used)."""

    # The hint was shown without the partie's figures (its solution is not at hand): the
    # window has it worked out (the rules), and ``computing`` says while it is.
    partie_wanted = Signal(object)

    def __init__(self, session: GameSession, felt: Felt, tray: DiceTray, settings: Settings,
                 odds: ModuleType, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.computing: Callable[[], bool] = lambda: False
        self.odds = odds
        self.session = session
        self.felt = felt
        self.tray = tray
        self.settings = settings
        felt.hint.closed.connect(lambda: tray.set_hint(None))
        felt.hint.ringed.connect(tray.set_hint)

    def follow(self, controller: GameController) -> None:
        for signal in (controller.dice_rolled, controller.turn_started,
                       controller.round_resolved, controller.game_ended):
            signal.connect(lambda _event: self.hide())
        controller.human_will_decide.connect(self.coach)
        # The coach's line is about the last choice of the player in turn: it stays while
        # that player throws on (and through the round's result after the last turn), and
        # goes when the next player starts.
        controller.turn_started.connect(lambda _event: self.felt.show_coach(None))
        self.felt.show_coach(None)

    # ------------------------------------------------------------ the coach
    def coach(self, kind: str) -> None:
        """The human is about to throw or stop: with View ▸ Coach on, say what it costs."""
        if not self.settings.coach:
            return
        game = self.session.controller.game
        view = table_view(game)
        if not self.odds.is_decision(view):
            return
        choices = self.odds.partie_options(view)  # the best for the partie first, if known
        keep = None if kind == "stop" else self.odds.kept_faces(view.dice, view.held)
        chosen = next(option for option in choices if option.keep == keep)
        best = choices[0]
        words = self.felt.hint.words  # the hint's words for choices and their worth
        name = isolated(game.players[view.me].name)
        if best.partie is not None:  # the partie is worked out: counted in its chance lost
            loss = best.partie - chosen.partie
            mark = self.odds.mark(loss, self.odds.POINTS)
            line = words.partie_verdict(name, chosen, best, view.phase == DECHARGE)
        else:
            loss = best.take - chosen.take
            mark = self.odds.mark(loss, view.phase)
            line = words.verdict(name, chosen, best, view.phase == DECHARGE)
        if loss <= self.odds.EXACT:
            self.felt.show_coach(None)
            return
        if mark is not None:
            line += " " + tr_text(self.odds.MARK_NAMES[mark]).capitalize() + "."
        self.felt.show_coach(line)

    def hide(self) -> None:
        self.felt.hint.dismiss()
        self.tray.set_hint(None)

    def toggle(self) -> None:
        """H: the hint, or away with it."""
        if self.felt.hint.isVisible():
            self.hide()
        else:
            self.show()

    def show(self) -> None:
        controller = self.session.controller
        if controller is None:
            return
        panel = self.felt.hint
        if not controller.human_may_act():
            panel.show_nothing(lambda: self.tr("A hint is for your own turn."))
            return
        view = table_view(controller.game)
        if not self.odds.is_decision(view):
            panel.show_nothing(lambda: self.tr("Nothing to choose now: throw the dice (Space)."))
            return
        choices = self.odds.partie_options(view)  # the best for the partie first
        if choices[0].partie is None:
            self.partie_wanted.emit(view.rules)
        panel.show_options(choices, view.phase == DECHARGE,  # rings the best choice's dice
                           [self.odds.keep_dice(view.dice, view.held, option.keep)
                            for option in choices],
                           [die for die in range(3) if view.held[die]], self.computing())

    def refresh(self) -> None:
        """The partie's figures came: a hint on show is shown again with them."""
        if self.felt.hint.isVisible() and self.felt.hint.options:
            self.show()
