"""Help ▸ Hint (H, or the Hint button): what every choice of the human's turn is worth, from
the engine's coach, shown beside the dice; the dice of the choice in focus (the best, when
it opens) are ringed on the tray. It reads only what the player sees (the table view: no
dice to come) and goes away when the dice move, or with Esc, H again or Close.

View ▸ Coach: after each of the human's choices, a quiet line on the felt — whose choice it
was, what it was worth, and the coach's verdict (``coach.judge``, the review's own): "Best
choice", or what the best was worth and the verdict (close to the best, inaccuracy, mistake,
blunder) with what the choice lost. It stays while that player plays on and through the
computers' turns, and goes when a human's turn starts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...engine.ai.view import TableView, table_view
from ...engine.game import DECHARGE
from ..texts import isolated

if TYPE_CHECKING:
    from types import ModuleType

    from ...engine.game import Game
    from ...session.controller import GameController
    from ...session.game_session import GameSession
    from ...storage.settings import Settings
    from ..table.dice_tray import DiceTray
    from ..table.hint_panel import HintPanel
    from .master_bar import MasterSolving


class Hints(QObject):
    """The hint and the coach of the game in ``session``, on ``panel`` and ``tray``; the
    figures come from ``odds``, the engine's coach module (or what stands for it until it is
    loaded: the window passes it in, so this module does not load it before it is used)."""

    # The hint was shown without the partie's figures (its solution is not at hand): the
    # window has it worked out (the rules); the Master's preparation, once it is watched
    # (``watch``), says while it is.
    partie_wanted = Signal(object)
    coach_said = Signal(object)  # the coach's line (its words, or None: no line)
    # A choice of the hint pointed at or focused (an Option, or None), and its words.
    choice_pointed = Signal(object, str)

    def __init__(self, session: GameSession, panel: HintPanel, tray: DiceTray,
                 settings: Settings, odds: ModuleType, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.master: MasterSolving | None = None
        self.odds = odds
        self.session = session
        self.panel = panel
        self.tray = tray
        self.settings = settings
        # The last human choice judged (its position, the faces kept or None, the seats' names),
        # while its line shows: judged again when the partie's figures come.
        self._judged: tuple[TableView, tuple[int, ...] | None, list[str]] | None = None
        panel.closed.connect(lambda: tray.set_hint(None))
        panel.ringed.connect(tray.set_hint)
        panel.option_hovered.connect(lambda option: self.choice_pointed.emit(
            option, "" if option is None else panel.choice(option)))

    def watch(self, master: MasterSolving) -> None:
        """The Master's preparation: while it works the partie out, the hint says so; its
        figures, once at hand, are shown again."""
        self.master = master
        master.solving.solved.connect(lambda _rules: self.refresh())

    def computing(self) -> bool:
        """The partie of the game at the table is being worked out."""
        controller = self.session.controller
        return (self.master is not None and controller is not None
                and self.master.computing_for(controller.game.rules))

    def showing(self) -> bool:
        return self.panel.isVisible()

    def follow(self, session: GameSession) -> None:
        """Follow every game ``session`` seats: the hint and the coach's line start hidden."""
        session.game_seated.connect(self._follow)

    def _follow(self, controller: GameController) -> None:
        for signal in (controller.dice_rolled, controller.turn_started,
                       controller.round_resolved, controller.game_ended):
            signal.connect(lambda _event: self.hide())
        controller.human_will_decide.connect(self.coach)
        # The coach's line is about the last human choice: it stays while that player throws
        # on, through the computers' turns and the round's result, and goes when a human's
        # turn starts.
        controller.turn_started.connect(self._turn_started)
        self._judged = None
        self.coach_said.emit(None)
        self.hide()

    # ------------------------------------------------------------ the coach
    def coach(self, kind: str) -> None:
        """The human is about to throw or stop: with View ▸ Coach on, the coach's verdict
        on that choice — the best one too — as the review will give it."""
        if not self.settings.coach:
            return
        game = self.session.controller.game
        view = table_view(game)
        if not self.odds.is_decision(view):
            return
        keep = None if kind == "stop" else self.odds.kept_faces(view.dice, view.held)
        self._judged = (view, keep, names(game))
        self._say_verdict()

    def _say_verdict(self) -> None:
        view, keep, seats = self._judged
        self.coach_said.emit(self.panel.judged(  # as the review will: the partie at hand
            isolated(seats[view.me]),
            self.odds.judge(view, keep, self.session.solution_at_hand(view.rules)), seats))

    def _turn_started(self, event) -> None:  # noqa: ANN001 - TurnStarted
        """A human's turn starts: the line about the last human choice goes (it stayed
        through the computers' turns, to be read)."""
        if self.session.controller.game.players[event.player].is_human:
            self._judged = None
            self.coach_said.emit(None)

    def hide(self) -> None:
        self.panel.dismiss()
        self.tray.set_hint(None)

    def toggle(self) -> None:
        """H: the hint, or away with it."""
        if self.showing():
            self.hide()
        else:
            self.show()

    def show(self) -> None:
        controller = self.session.controller
        if controller is None:
            return
        panel = self.panel
        if not controller.human_may_act():
            panel.show_nothing(lambda: self.tr("A hint is for your own turn."))
            return
        view = table_view(controller.game)
        if not self.odds.is_decision(view):
            panel.show_nothing(lambda: self.tr("Nothing to choose now: throw the dice (Space)."))
            return
        choices = self.odds.partie_options(  # the best for the partie first
            view, self.session.solutions.known(view.rules))
        if choices[0].partie is None:
            # At hand (a preset's shipped, or kept in the cache folder) it is loaded now, and
            # this hint gives its figures already; else it is worked out (``computing``).
            self.partie_wanted.emit(view.rules)
            choices = self.odds.partie_options(view, self.session.solutions.known(view.rules))
        panel.show_options(choices, view.phase == DECHARGE,  # rings the best choice's dice
                           [self.odds.keep_dice(view.dice, view.held, option.keep)
                            for option in choices],
                           [die for die in range(3) if view.held[die]], self.computing(),
                           [self.odds.judged(choices, option.keep, view.phase)
                            for option in choices], names(controller.game))

    def refresh(self) -> None:
        """The partie's figures came: a hint on show is shown again with them, and the
        coach's line judges its choice in the partie's terms, as the review will."""
        if self.showing() and self.panel.options:
            self.show()
        if self._judged is not None and self.settings.coach:
            self._say_verdict()


def names(game: Game) -> list[str]:
    """The seats' names, as the coach's words name a rival."""
    return [player.name for player in game.players]
