"""The game in play, apart from any window: which game is at the table, its controller (the
event queue and the computer players), the autosave, the records and the file that holds it.

Widgets listen to its signals and send intents; nothing here waits on the screen. The
autosave and the records follow the game's own events, so a game is kept the same whatever
the window shows: after every move the autosave holds the game; at the last move, before
control returns to the event loop and before any summary, the finished game is written to
the autosave, then committed to the records, and only then is the autosave cleared. A stop
at any point of that leaves an autosave that opens; at the next start a finished game found
there is kept if it is not kept already (``recover``), and is never offered to resume.

A game that leaves the table unfinished because another takes its place is kept as
abandoned; quitting abandons nothing (the autosave resumes the game).

A lesson (Help ▸ Learn to play, ``seat(..., lesson=True)``) is played at the table like any
game but kept nowhere: not autosaved, not recorded, not saved to a file. The game under way
it replaces is not abandoned either: it is set aside (``set_aside``; the autosave still holds
it, for a stop during the lesson), and seated again after the lesson it sits down as it was
left, the very game with its file, its records' entry and its start.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..engine.game import Game
from ..engine.partie.at_hand import KnownSolutions
from ..engine.presets import preset_rules, rules_title
from ..engine.text import QT_TRANSLATE_NOOP
from ..storage.errors import StorageError
from ..storage.saves import write_game
from .background_review import BackgroundReview
from .controller import GameController
from .record_keeper import RecordKeeper

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..engine.players import PlayerSpec
    from ..engine.rules import Rules
    from ..engine.text import Text
    from ..storage.autosave import Autosave
    from ..storage.record_bests import NewRecord


@dataclass
class _SetAside:
    """A game under way a lesson replaced, with the file that holds it."""

    game: Game
    path: str | None
    saved_moves: int


class GameSession(QObject):
    game_seated = Signal(object)  # the GameController of the game now at the table
    saving_failed = Signal(object)  # Text: why the autosave could not be written
    saving_worked = Signal()  # the autosave was written (after a failure, it works again)
    file_changed = Signal()  # the file that holds the game, or what it holds, changed

    def __init__(self, autosave: Autosave | None = None, keep_records: bool = True,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.autosave = autosave
        self.records = RecordKeeper(keep_records, self)
        self.reviews = BackgroundReview(parent=self)  # a finished game of a human, reviewed
        self.controller: GameController | None = None
        self.computer_delay_ms = 700
        self.path: str | None = None  # the file that holds the game, if any
        self.saved_moves = 0  # the moves that file (or the record it came from) holds
        self.lesson = False  # the game at the table is a lesson: kept nowhere
        self._declined: Game | None = None  # an autosaved game the player did not resume
        self._aside: _SetAside | None = None  # the game under way a lesson replaced
        # The partie's solutions in hand for this window: its Masters, hint and review read
        # them here (the Master's preparation puts them here).
        self.solutions = KnownSolutions()

    def solution_at_hand(self, rules: Rules) -> object | None:
        """The partie's solution of ``rules`` when it is at hand — in hand already, shipped,
        or kept in the cache folder (read now, never worked out) — and in hand from then on:
        what the coach and every review judge with, as the records' own reviews do
        (``record_reviews.review_record``), so that they all say one thing."""
        from ..storage.solutions import Solutions  # numpy: not before the first frame

        return Solutions(self.solutions).at_hand(rules)

    @property
    def game(self) -> Game | None:
        return None if self.controller is None else self.controller.game

    @staticmethod
    def new_game(rules: Rules | str, specs: list[PlayerSpec]) -> Game:
        """A new game under ``rules`` (a rules object, or the name of a preset), to seat."""
        if isinstance(rules, str):
            rules = preset_rules(rules)
        return Game(rules, specs)

    def title(self, translate: Callable[[str, str], str]) -> str:
        """The name of the game at the table: its preset's title, or its own rules' name."""
        return rules_title(self.game.rules.name, translate)

    # ------------------------------------------------------------ seating games
    def seat(self, game: Game, path: str | None = None, saved_moves: int = 0,
             from_record: int | None = None, lesson: bool = False) -> GameController:
        """``game`` takes the table; the one there before is kept as abandoned if it was
        under way. ``path``: the file it was opened from (None: no file holds it, or it must
        not be saved over); ``saved_moves``: the moves kept elsewhere already (a file, or
        the record ``from_record`` it was opened from). ``lesson``: a lesson's game, kept
        nowhere; the game under way it replaces is set aside, not abandoned. The game set
        aside sits down again as it was left: with its file, and known to the records."""
        aside = self._aside if self._aside is not None and self._aside.game is game else None
        self._leave(game, lesson)
        self.lesson = lesson
        if aside is None:
            self.records.seated(game, from_record, lesson)
            self.path = path
            self.saved_moves = saved_moves
            game.events.game_did_end.connect(lambda _event: self._game_ended(game))
        else:  # back from a lesson: the records know it, and the file it came from holds
            self.path = aside.path
            self.saved_moves = aside.saved_moves
        controller = GameController(game, self._after_move, self, self.solutions.known)
        controller.computer_delay_ms = self.computer_delay_ms
        self.controller = controller
        if game.over:  # a finished game opened from a file: nothing to resume
            self._clear_autosave()
        else:
            self._keep_autosave(game)  # from now on the autosave holds this game
        self.records.retry()
        self.game_seated.emit(controller)
        self.file_changed.emit()
        return controller

    def _leave(self, coming: Game, lesson: bool = False) -> None:
        """The game at the table (or an autosaved one not resumed) leaves it for ``coming``;
        for a lesson, a game under way is set aside instead (not abandoned), and a lesson
        after a lesson leaves the first one's set aside."""
        leaving = self.controller
        if leaving is not None:
            leaving.shutdown()
            leaving.let_go()  # the game may sit down again, with a controller of its own
            leaving.deleteLater()
            self.controller = None
        if lesson:
            if leaving is not None and not self.lesson and not leaving.game.over:
                self._aside = _SetAside(leaving.game, self.path, self.saved_moves)
            return
        if leaving is not None:
            self.records.replaced(leaving.game, coming)  # a lesson's is kept nowhere
        waiting = (self._declined, None if self._aside is None else self._aside.game)
        for game in waiting:  # an autosaved game not resumed, the game a lesson set aside
            if game is not None and game is not coming:
                self.records.replaced(game, coming)
        self._declined = None
        self._aside = None

    @property
    def set_aside(self) -> Game | None:
        """The game under way the lesson at the table replaced: seated again, it comes
        back as it was left."""
        return None if self._aside is None else self._aside.game

    def needs_asking(self) -> bool:
        """Whether the game at the table would lose a human's moves if it left now: it is
        under way and a human seat has moved since it was last saved."""
        game = self.game
        return (game is not None and not game.over and not self.lesson
                and game.human_played_since(self.saved_moves))

    @property
    def modified(self) -> bool:
        """A game kept in a file is modified once it has moves the file does not hold."""
        game = self.game
        return self.path is not None and game is not None and len(game.actions) != self.saved_moves

    def close(self) -> None:
        """The window closes: nothing plays on; the autosave keeps an unfinished game to
        resume, and games still waiting for the records are tried once more."""
        if self.controller is not None:
            self.controller.shutdown()
        self.records.retry()
        self.reviews.stop()  # between two games: the rest are reviewed next time

    def beaten(self, game: Game) -> list[NewRecord]:
        """The records this finished game beat (to celebrate), once it is kept."""
        return self.records.beaten(game)

    # ------------------------------------------------------------ the autosave
    def recover(self) -> tuple[Game | None, Text | None]:
        """At start: the unfinished game of the autosave to offer (None when there is none)
        and what went wrong reading it. A finished game found there (the program stopped
        between its last move and its record) is kept in the records, never offered."""
        if self.autosave is None:
            return None, None
        saved, problem = self.autosave.load()
        if saved is None:
            return None, problem
        if saved.over:
            if self.records.recovered(saved, self._autosave_time()):
                self._clear_autosave()
            return None, problem
        if self.records.kept_already(saved):  # its end is kept, the last autosave was not
            self._clear_autosave()
            return None, problem
        self._declined = saved  # until it is resumed, or another game replaces it
        return saved, problem

    def _autosave_time(self) -> float:
        try:
            return Path(self.autosave.path).stat().st_mtime
        except OSError:
            return time.time()

    def _after_move(self, game: Game) -> None:
        if not game.over:  # the last move is kept by ``_game_ended``
            self._keep_autosave(game)
        self.records.retry()

    def _game_ended(self, game: Game) -> None:
        """The last move was played: the finished game into the autosave, then the records,
        then the autosave cleared, all before anything is shown."""
        if game is not self.game:
            return
        self._keep_autosave(game)
        if self.records.finished(game):
            self._clear_autosave()
            if self.records.enabled and not self.lesson and any(
                    spec.is_human for spec in game.players):
                self.reviews.request()

    def _keep_autosave(self, game: Game) -> None:
        """The game into the autosave; a failure is said (``saving_failed``) and never
        stops the game: the next move tries again. A lesson is never autosaved."""
        if self.autosave is None or self.lesson:
            return
        try:
            self.autosave.write(game)
        except StorageError as error:
            self.saving_failed.emit(error.text)
        else:
            self.saving_worked.emit()

    def _clear_autosave(self) -> None:
        if self.autosave is None or self.lesson:  # it holds the game the lesson replaced
            return
        try:
            self.autosave.clear()
        except StorageError as error:
            self.saving_failed.emit(error.text)

    # ------------------------------------------------------------ files
    def save_to(self, path: str) -> Text | None:
        """Write the game to ``path``; None when written, else why it was not (a lesson is
        never written: its dice come from its script, not from a seed)."""
        game = self.game
        if game is None:
            return None
        if self.lesson:
            return QT_TRANSLATE_NOOP("Session", "a lesson is not saved")
        try:
            write_game(game, path)
        except StorageError as error:
            return error.text
        self.path = path
        self.saved_moves = len(game.actions)
        self.file_changed.emit()
        return None
