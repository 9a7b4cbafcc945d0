"""The Game menu's own dialogs: New game (the players and rules, kept as the next game's
default), Review (every decision so far, with the partie's figures once the Master's solve
brings them), Statistics; and the same game once more."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..modal import modal
from . import later

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ...session.game_session import GameSession
    from ...storage.settings import Settings
    from .game_files import GameFiles
    from .game_records import GameRecords
    from .master_seat import MasterSeat


class GameMenu(QObject):
    """The Game entries' dialogs over ``host``, for the game in ``session``."""

    game_wanted = Signal(object, list)  # the rules and the players of a new game

    def __init__(self, session: GameSession, files: GameFiles, records: GameRecords,
                 masters: MasterSeat, settings: Settings, save_settings: Callable[[], None],
                 host: QWidget) -> None:
        super().__init__(host)
        self.session = session
        self.files = files
        self.records = records
        self.masters = masters
        self.settings = settings
        self.save_settings = save_settings
        self.host = host
        self.review_dialog = None

    def new_game(self) -> None:
        """Game ▸ New: the players and the rules (the last ones offered), unless the game
        at the table must stay."""
        if not self.files.may_replace_game():
            return
        NewGameDialog = later.new_game_dialog.NewGameDialog  # noqa: N806 - a class
        settings = self.settings
        dialog = NewGameDialog.offering(settings, self.host)
        with modal(dialog) as answer:
            if answer != NewGameDialog.DialogCode.Accepted:
                return
            settings.last_table = dialog.seats()
            settings.last_rules = dialog.rules_name()
            settings.game_length = dialog.length_name()
            rules, specs = dialog.rules(), dialog.specs()
        self.save_settings()
        self.game_wanted.emit(rules, specs)

    def play_again(self) -> None:
        """The same players and rules, once more."""
        game = self.session.controller.game
        self.game_wanted.emit(game.rules, list(game.players))

    def review(self) -> None:
        """Game ▸ Review: every decision of the game so far, with what it cost."""
        controller = self.session.controller
        if controller is None:
            return
        computing = self.masters.computing_for(controller.game.rules)
        self.session.solution_at_hand(controller.game.rules)  # the partie's terms, if at hand
        if self.review_dialog is not None:  # closed (it is modal): gone with its connections,
            self.review_dialog.deleteLater()  # so a solve's end reviews no unseen game again
        self.review_dialog = later.review_dialog.ReviewDialog(controller.game, self.host,
                                                              computing, self.session.solutions)
        if computing:
            self.masters.when_solved(self.review_dialog.partie_worked_out)
        self.review_dialog.open()
