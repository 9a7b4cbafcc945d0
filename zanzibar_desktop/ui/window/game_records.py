"""Every game played goes into the games database (``storage/records.py``): when it ends,
or, abandoned, when another game replaces it. Quitting abandons nothing (the autosave
resumes the game); the demo keeps nothing. A database that cannot be written never stops a
game: the message line says why."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..texts import tr_text

if TYPE_CHECKING:
    from ...engine.game import Game
    from .main_window import MainWindow


class GameRecords(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.started = time.time()
        self._stored: set[int] = set()  # games already kept (by id), never twice

    def seated(self, game: Game) -> None:
        """A game sits down: a finished one (opened from a file) is not played again here."""
        self.started = time.time()
        if game.over:
            self._stored.add(id(game))

    def replaced(self, game: Game) -> None:
        """Another game replaces this one: if it was under way, it is kept as abandoned."""
        if game.actions and not game.over:
            self._keep(game)

    def finished(self, game: Game) -> None:
        self._keep(game)

    def _keep(self, game: Game) -> None:
        if self.window.demo or id(game) in self._stored:
            return
        self._stored.add(id(game))
        import sqlite3  # not needed before a game ends: spare the start-up

        from ...storage.records import open_records

        try:
            records, note = open_records()
            try:
                records.store(game, self.started)
            finally:
                records.close()
        except (sqlite3.Error, OSError) as error:
            reason = str(error)
            self.window.say(lambda: self.tr("This game could not be added to your records: "
                                            "{reason}.").format(reason=reason))
            return
        if note is not None:
            text = tr_text(note)
            self.window.say(lambda: text)
