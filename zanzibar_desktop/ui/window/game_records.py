"""Every game played goes into the games database (``storage/records.py``): when it ends,
or, abandoned, when another game replaces it. Quitting abandons nothing (the autosave
resumes the game); the demo keeps nothing. A database that cannot be written never stops a
game: the message line says why. A finished game that beats a record its player already
held is celebrated on the game-over panel."""

from __future__ import annotations

import time
import weakref
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..texts import hand_text, tr_text

if TYPE_CHECKING:
    from ...engine.game import Game
    from ...storage.record_bests import NewRecord
    from .main_window import MainWindow


class GameRecords(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.started = time.time()
        # The games themselves, weakly held (an id is reused once a game is freed).
        self._stored: weakref.WeakSet[Game] = weakref.WeakSet()  # kept already, never twice
        self.from_record: int | None = None  # the record the next game seated comes from
        # A game opened from a record -> (that record, the moves it held then).
        self._replaces: weakref.WeakKeyDictionary[Game, tuple[int, int]] = (
            weakref.WeakKeyDictionary())

    def seated(self, game: Game) -> None:
        """A game sits down: a finished one (opened from a file) is not played again here."""
        self.started = time.time()
        if game.over:
            self._stored.add(game)
        elif self.from_record is not None:
            self._replaces[game] = (self.from_record, len(game.actions))
        self.from_record = None

    def replaced(self, game: Game) -> None:
        """Another game replaces this one: if it was under way, it is kept as abandoned
        (one opened from its record and left without a move stays as it was)."""
        opened = self._replaces.get(game)
        if opened is not None and opened[1] == len(game.actions):
            return
        if game.actions and not game.over:
            self._keep(game)

    def finished(self, game: Game) -> list[NewRecord]:
        """Keep the game that just ended; the records it beat, to celebrate."""
        return self._keep(game)

    def _keep(self, game: Game) -> list[NewRecord]:
        if self.window.demo or game in self._stored:
            return []
        self._stored.add(game)
        import sqlite3  # not needed before a game ends: spare the start-up

        from ...storage.record_bests import new_records
        from ...storage.records import with_records

        opened = self._replaces.pop(game, None)
        replacing = None if opened is None else opened[0]

        def store(records) -> list[NewRecord]:  # noqa: ANN001
            number = records.store(game, self.started, replacing=replacing)
            return new_records(records, number) if game.over else []

        try:
            beaten, note = with_records(store)
        except (sqlite3.Error, OSError) as error:
            self.window.say(lambda reason=str(error): self.tr(
                "This game could not be added to your records: {reason}.").format(
                reason=reason))
            return []
        if note is not None:  # the records were set aside: say so
            self.window.say(lambda: tr_text(note))
        return beaten

    def open_statistics(self) -> None:
        """Game ▸ Statistics over the player's records; a game chosen in its list comes
        to the table."""
        from ..dialogs.statistics_dialog import open_statistics

        dialog = open_statistics(self.window, self.window.say)
        if dialog is not None:
            self.window.statistics_dialog = dialog
            dialog.open_game.connect(self.open_kept_game)

    def open_kept_game(self, game: Game, number: int, review: bool) -> None:
        """A game from the Statistics window's list takes the table (asking first about a
        game in progress), then, if asked, its review opens."""
        window = self.window
        if not window.files.may_replace_game():
            return
        if window.statistics_dialog is not None:
            window.statistics_dialog.close()
        window.files.forget()
        self.from_record = number  # played on to its end, it replaces that record
        window.start_game(game)
        if review:
            window.on_review()

    def record_text(self, record: NewRecord) -> str:
        """A record beaten, in words: "New record for Ann: 3 zanzis in one game"."""
        if record.kind == "hand":
            return self.tr("New record for {name}: {hand}, the best hand you have made.").format(
                name=record.name, hand=hand_text(record.hand))
        words = {
            "zanzis": lambda: self.tr("New record for {name}: %n zanzi(s) in one game.", "",
                                      record.count),
            "manches": lambda: self.tr("New record for {name}: a game won in %n manche(s).",
                                       "", record.count),
            "decharge": lambda: self.tr(
                "New record for {name}: %n token(s) given away in one décharge.", "",
                record.count),
        }
        return words[record.kind]().format(name=record.name)
