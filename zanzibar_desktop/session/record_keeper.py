"""Every game played goes into the games database (``storage/records.py``), from the game's
own events, never from the screen: a finished game the moment its last move is played
(before any summary is shown), an unfinished one when another game replaces it (abandoned).
Quitting abandons nothing (the autosave resumes the game); the demo keeps nothing.

One game, one record. A game is told from another by its seed and its moves (as
``Records.holds`` tells them). A game that sat down with moves already (a save, the
autosave, another copy's file) may have been kept before: played again to the very end kept
then, or left where a game kept finished went on, it adds nothing. And the game at the table
opened again from its file, at its move or later, is not abandoned: it goes on.

A record that cannot be written (a full disk, a read-only folder, another copy holding the
write lock) never stops a game and never freezes the window: the wait for a lock is short,
the game is kept in memory and written at the next chance (the next move, the next game,
closing), and ``problem`` says so until it is written (``caught_up``).
"""

from __future__ import annotations

import logging
import sqlite3
import time
import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..engine.text import QT_TRANSLATE_NOOP, Text
from ..storage.atomic import failure_reason
from ..storage.record_bests import new_records
from ..storage.records import with_records

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..storage.record_bests import NewRecord
    from ..storage.records import Records

logger = logging.getLogger(__name__)

# How long a write waits for another copy's lock on the records before it is tried later:
# short, since the window waits with it.
LOCK_WAIT_S = 0.1


@dataclass
class _Pending:
    game: Game
    started: float
    ended: float
    replacing: int | None
    reopened: bool  # it sat down with moves: it may be in the records already


class RecordKeeper(QObject):
    """Keeps the games of one session in the records; ``enabled`` False keeps none (demo)."""

    problem = Signal(object)  # Text: a game could not be kept (yet); said until caught_up
    caught_up = Signal()  # every game waiting is kept now
    note = Signal(object)  # Text: something the player should know (records set aside)

    def __init__(self, enabled: bool = True, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = enabled
        # The games themselves, weakly held (an id is reused once a game is freed).
        self._started: weakref.WeakKeyDictionary[Game, float] = weakref.WeakKeyDictionary()
        self._stored: weakref.WeakSet[Game] = weakref.WeakSet()  # kept already, never twice
        self._reopened: weakref.WeakSet[Game] = weakref.WeakSet()  # sat down with moves
        self._beaten: weakref.WeakKeyDictionary[Game, list[NewRecord]] = (
            weakref.WeakKeyDictionary())
        # A game opened from a record -> (that record, the moves it held then).
        self._replaces: weakref.WeakKeyDictionary[Game, tuple[int, int]] = (
            weakref.WeakKeyDictionary())
        self._pending: list[_Pending] = []

    @property
    def waiting(self) -> int:
        """Games not yet written to the records (the last write failed)."""
        return len(self._pending)

    def seated(self, game: Game, from_record: int | None = None, lesson: bool = False) -> None:
        """A game sits down: a finished one (opened from a file) is not kept again, nor a
        lesson's ever; one with moves already is looked for in the records when kept;
        ``from_record``: the record it was opened from (played on, it replaces it)."""
        self._started[game] = time.time()
        if game.over or lesson:  # as if kept already: never written
            self._stored.add(game)
            return
        if game.actions:
            self._reopened.add(game)
        if from_record is not None:
            self._replaces[game] = (from_record, len(game.actions))

    def replaced(self, game: Game, coming: Game | None = None) -> None:
        """Another game (``coming``) replaces this one: if it was under way, it is kept as
        abandoned — unless ``coming`` is this very game going on (opened again from its
        file) or one opened from its record leaves without a move (it stays as it was)."""
        opened = self._replaces.get(game)
        if opened is not None and opened[1] == len(game.actions):
            return
        if coming is not None and goes_on(coming, game):
            if opened is not None:  # played on, it still takes that record's place
                self._replaces[coming] = opened
            return
        if game.actions and not game.over:
            self._keep(game)

    def finished(self, game: Game) -> bool:
        """The game's last move was just played: keep it now. True once it is written."""
        self._keep(game)
        return not any(entry.game is game for entry in self._pending)

    def beaten(self, game: Game) -> list[NewRecord]:
        """The records this finished game beat (to celebrate), once it is kept."""
        return self._beaten.get(game, [])

    def kept_already(self, game: Game) -> bool:
        """Whether this finished game (found in an autosave after a stop) is in the records;
        a records file that cannot be read answers False (the game is then kept again)."""
        if not self.enabled:
            return True
        try:
            held, note = with_records(lambda records: records.holds(game), timeout=LOCK_WAIT_S)
        except (sqlite3.Error, OSError):
            return False
        if note is not None:
            self.note.emit(note)
        return held

    def recovered(self, game: Game, ended: float) -> bool:
        """A finished game found in the autosave at start (the program stopped between its
        last move and its record): keep it unless it is kept already. True once kept."""
        self._started[game] = ended
        self._reopened.add(game)
        return self._keep(game, ended)

    def retry(self) -> None:
        """The next chance: write the games still waiting."""
        if not self._pending:
            return
        while self._pending:
            if not self._write(self._pending.pop(0)):  # back first in line, with the others
                return
        self.caught_up.emit()

    def _keep(self, game: Game, ended: float | None = None) -> bool:
        if not self.enabled or game in self._stored:
            return True
        self._stored.add(game)
        opened = self._replaces.pop(game, None)
        entry = _Pending(game, self._started.get(game, time.time()),
                         time.time() if ended is None else ended,
                         None if opened is None else opened[0], game in self._reopened)
        if self._pending:  # keep the order games were played in
            self._pending.append(entry)
            self.retry()
            return not self._pending
        return self._write(entry)

    def _write(self, entry: _Pending) -> bool:
        """Write one game, unless the records hold it already (looked for in the same
        write, so a game waiting in memory counts too); on failure it waits with the others
        and ``problem`` says why."""
        def store(records: Records) -> list[NewRecord]:
            if entry.reopened and records.holds(entry.game):  # kept before: once is all
                return []
            number = records.store(entry.game, entry.started, entry.ended,
                                   replacing=entry.replacing)
            return new_records(records, number) if entry.game.over else []

        try:
            beaten, note = with_records(store, timeout=LOCK_WAIT_S)
        except Exception as error:  # noqa: BLE001 - whatever it is, the game goes on and waits
            if not isinstance(error, sqlite3.Error | OSError):
                logger.exception("a game could not be added to the records")
            self._pending.insert(0, entry)
            self.problem.emit(problem_text(error))
            return False
        self._beaten[entry.game] = beaten
        if note is not None:  # the records were set aside: say so
            self.note.emit(note)
        return True


def goes_on(coming: Game, leaving: Game) -> bool:
    """Whether ``coming`` is ``leaving`` itself, at its move or played on from it (opened
    again from its file): the same seed, and every move of ``leaving`` its first moves."""
    return (coming.seed == leaving.seed
            and coming.actions[:len(leaving.actions)] == leaving.actions)


def problem_text(error: BaseException) -> Text:
    if isinstance(getattr(error, "text", None), Text):  # the storage said it in words
        reason = error.text
    elif isinstance(error, sqlite3.OperationalError) and "locked" in str(error):
        reason = QT_TRANSLATE_NOOP("Records", "another program is writing to it")
    elif isinstance(error, OSError):
        reason = failure_reason(error)
    else:
        reason = Text("Records", "{detail}", {"detail": str(error)})
    return QT_TRANSLATE_NOOP(
        "Records", "A game could not be added to the record of your games yet: {reason}. "
        "It is kept, and added as soon as the record can be written.").with_args(reason=reason)
