"""Help ▸ Learn to play at the table: the lesson guide (``lessons.py``), made when first
asked; the offer at a first start, once; and what follows a lesson, finished or left: the
game under way it replaced comes back as it was (the session set it aside), else the game
Game ▸ New offers this player sits down (their last rules and players), a finished lesson
offering New game first."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from . import later

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ...engine.game import Game
    from ...session.game_session import GameSession
    from ...storage.settings import Settings
    from ..table.felt import Felt
    from ..table.summary_panel import SummaryPanel
    from .lessons import LessonGuide


class LessonSeat(QObject):
    """The lessons of the game in ``session``, on ``felt``, their offers over ``host``."""

    game_wanted = Signal(object, bool)  # a game to seat, and whether it is the lesson's
    said = Signal(object)  # a message for the player (a function that makes it)
    new_game_wanted = Signal()  # Game ▸ New, after a finished lesson

    def __init__(self, session: GameSession, felt: Felt, summary: SummaryPanel,
                 settings: Settings, save_settings: Callable[[], None], host: QWidget) -> None:
        super().__init__(host)
        self.session = session
        self.felt = felt
        self.summary = summary
        self.settings = settings
        self.save_settings = save_settings
        self.host = host
        self.guide: LessonGuide | None = None  # made when first asked

    def lesson_guide(self) -> LessonGuide:
        """The lesson guide (Help ▸ Learn to play), made when first asked."""
        if self.guide is None:
            self.guide = later.lessons.LessonGuide(
                self.session, self.felt, self.summary, self.settings,
                lambda game: self.game_wanted.emit(game, True), self.save_settings, self.host)
            self.guide.ended.connect(self._after_lesson)
            self.guide.said.connect(self.said)
        return self.guide

    def offer_once(self) -> None:
        """At a first start, once: the offer to learn, after the frame, never waiting."""
        if self.settings.lesson_offered:
            return
        self.settings.lesson_offered = True
        self.save_settings()
        QTimer.singleShot(0, self, lambda: self.lesson_guide().offer(first_start=True))

    def leave(self) -> None:
        """Esc with no hint up: a lesson on is left."""
        if self.guide is not None and self.guide.active:
            self.guide.leave()

    def _after_lesson(self, finished: bool) -> None:
        """The lesson is over: the game under way it replaced comes back as it was left.
        Without one, the table is never left still on the lesson's game: a finished lesson
        offers a real game (New game), a lesson left gives way to the game Game ▸ New
        offers (the player's last rules and players)."""
        waiting = self.session.set_aside
        if waiting is not None:
            self.game_wanted.emit(waiting, False)
            self.said.emit(lambda: self.tr("Your game is back where you left it."))
        elif finished:
            QTimer.singleShot(0, self, self._game_after_lesson)
        else:
            self.game_wanted.emit(self._offered_game(), False)
            self.said.emit(lambda: self.tr("You left the lesson: Help ▸ Learn to play "
                                           "continues it, Game ▸ New starts a game."))

    def _game_after_lesson(self) -> None:
        """A finished lesson offers a real game (New game); when the player picks none, the
        game it offered sits down all the same."""
        self.new_game_wanted.emit()
        if self.session.lesson:
            self.game_wanted.emit(self._offered_game(), False)

    def _offered_game(self) -> Game:
        """The game Game ▸ New offers first: the player's last rules and players."""
        rules, specs = later.new_game_dialog.offered_game(self.settings)
        return self.session.new_game(rules, specs)
