"""The Master at the table: his preparation (``master_bar.MasterSolving``), with its bar in
the window's column, made when a game with a Master first sits down or a hint wants
the partie's figures; each game the session seats is told to it; the hint and the review
follow its solve."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from . import later

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QWidget

    from ...engine.game import Game
    from ...engine.rules import Rules
    from ...session.controller import GameController
    from ...session.game_session import GameSession
    from .hints import Hints
    from .master_bar import MasterSolving


class MasterSeat(QObject):
    """The Master's preparation for the games ``session`` seats, its bar put by ``add_bar``."""

    def __init__(self, session: GameSession, add_bar: Callable[[QWidget], None], hints: Hints,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.add_bar = add_bar
        self.hints = hints
        self.master: MasterSolving | None = None  # the preparation, once a Master sat
        self._last_game: Callable[[], Game | None] = lambda: None  # the last game not a lesson
        hints.partie_wanted.connect(lambda rules: self.preparation().want(rules))
        session.game_seated.connect(self._seated)

    def preparation(self) -> MasterSolving:
        """The Master's preparation, with its bar above the heading: made when first needed."""
        if self.master is None:
            bar = later.master_bar.MasterBar()
            self.add_bar(bar)
            self.master = later.master_bar.MasterSolving(bar, parent=self,
                                                         held=self.session.solutions)
            self.hints.watch(self.master)
        return self.master

    def _seated(self, controller: GameController) -> None:
        """A new game: a Stop asked in the last one no longer holds. A lesson, or the game
        it set aside coming back, is no new game: that game's preparation stands as it was
        (a solve stopped stays stopped, one under way goes on, a solution at hand serves)."""
        if self.session.lesson:
            return
        game = controller.game
        if self.master is not None and game is not self._last_game():
            self.master.new_game()
        self._last_game = weakref.ref(game)
        if any(spec.level == "master" for spec in game.players):
            self.preparation().follow(controller)

    def computing_for(self, rules: Rules) -> bool:
        """The partie of ``rules`` is being worked out."""
        return self.master is not None and self.master.computing_for(rules)

    def when_solved(self, slot: Callable[[Rules], object]) -> None:
        """``slot`` is called with the rules whose partie is worked out (one being worked
        out now)."""
        self.master.solving.solved.connect(slot)

    def stop(self) -> None:
        """The window closes: a solve under way stops."""
        if self.master is not None:
            self.master.stop()
