"""The record of games played, as the window shows it: what the session's record keeper
says (a game that could not be kept yet, records set aside), records beaten in words for the
game-over panel, Game ▸ Statistics, and a kept game opened from its list — at the table, or
its review in a window of its own, leaving the game at the table as it is."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QWidget

from ..texts import hand_text, isolated, tr_text
from . import later

if TYPE_CHECKING:
    from ...engine.game import Game
    from ...session.game_session import GameSession
    from ...session.record_keeper import RecordKeeper
    from ...storage.record_bests import NewRecord
    from .save_status import SaveStatusBar


class GameRecords(QObject):
    """Game ▸ Statistics and its list, over ``parent`` (the dialogs' owner). ``may_leave``
    asks before the game at the table leaves it; ``open_game`` then carries a kept game to
    seat (the game, the record it comes from)."""

    open_game = Signal(object, int)

    def __init__(self, parent: QWidget, say: Callable[[Callable[[], str]], None],
                 may_leave: Callable[[], bool], session: GameSession) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.say = say
        self.may_leave = may_leave
        self.session = session  # a review judges as the records' own: the partie at hand
        self.statistics_dialog = None
        self.reviews: list = []  # review windows open on kept games

    def listen(self, keeper: RecordKeeper, bar: SaveStatusBar) -> None:
        """What the keeper says reaches the player: a game not kept yet in ``bar`` until it
        is, anything else on the message line."""
        keeper.problem.connect(bar.records_failed)
        keeper.caught_up.connect(bar.records_caught_up)
        keeper.note.connect(lambda note: self.say(lambda: tr_text(note)))

    def open_statistics(self) -> None:
        """Game ▸ Statistics over the player's records; a game chosen in its list comes
        to the table, or its review opens."""
        dialog = later.statistics_dialog.open_statistics(self.parent_widget, self.say)
        if dialog is not None:
            self.statistics_dialog = dialog
            dialog.open_game.connect(self.open_kept_game)
            later.warm_up(later.statistics_charts, later.skill_chart)

    def open_kept_game(self, game: Game, number: int, review: bool) -> None:
        """A game from the Statistics window's list: its review in a window of its own over
        Statistics (the game at the table stays as it is), or the game itself at the table (asking first
        about a game in progress)."""
        if review:
            self.open_review(game)
            return
        if not self.may_leave():
            return
        if self.statistics_dialog is not None:
            self.statistics_dialog.close()
        self.open_game.emit(game, number)

    def open_review(self, game: Game) -> None:
        """The review of a kept game, in a window of its own over Statistics, whose list
        it comes from: modal to it as Statistics is to the main window (a window under a
        modal one takes no key or click), so Escape and Close come back to the list."""
        self.session.solution_at_hand(game.rules)
        dialog = later.review_dialog.ReviewDialog(game, self.statistics_dialog,
                                                  solutions=self.session.solutions)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # Statistics lives on
        self.reviews.append(dialog)
        dialog.finished.connect(lambda _result: self.reviews.remove(dialog))
        dialog.open()

    def record_text(self, record: NewRecord) -> str:
        """A record beaten, in words: "New record for Ann: 3 zanzis in one game"."""
        if record.kind == "hand":
            return self.tr("New record for {name}: {hand}, the best hand you have made.").format(
                name=isolated(record.name), hand=hand_text(record.hand))
        words = {
            "zanzis": lambda: self.tr("New record for {name}: %n zanzi(s) in one game.", "",
                                      record.count),
            "manches": lambda: self.tr("New record for {name}: a game won in %n manche(s).",
                                       "", record.count),
            "decharge": lambda: self.tr(
                "New record for {name}: %n token(s) given away in one décharge.", "",
                record.count),
        }
        return words[record.kind]().format(name=isolated(record.name))
