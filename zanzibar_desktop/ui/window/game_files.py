"""Opening and saving ``.zanzibar`` games from the window: Game ▸ Open, Save and Save As, the
file dialogs, the messages when a file cannot be read or written (the window keeps its
current game then), and the title's modified marker for a game kept in a file."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ...engine.errors import EngineError
from ...engine.save import SAVE_SUFFIX
from ...storage.saves import read_noted_game
from ..folders import in_start_folder, start_folder
from ..message_boxes import warn
from ..modal import run_modal
from ..texts import tr_text

if TYPE_CHECKING:  # the window imports this module before its first paint; the engine waits
    from ...engine.game import Game
    from ...session.game_session import GameSession
    from ...storage.settings import Settings


def _filter() -> str:
    return QCoreApplication.translate("GameFiles", "Zanzibar games (*.zanzibar)")


def ask_path_to_open(parent: QWidget, last_folder: str = "") -> str:
    path, _ = QFileDialog.getOpenFileName(
        parent, QCoreApplication.translate("GameFiles", "Open a saved game"),
        start_folder(last_folder), _filter())
    return path


def ask_path_to_save(parent: QWidget, last_folder: str = "") -> str:
    path, _ = QFileDialog.getSaveFileName(
        parent, QCoreApplication.translate("GameFiles", "Save the game"),
        in_start_folder("game" + SAVE_SUFFIX, last_folder), _filter())
    if path and not path.endswith(SAVE_SUFFIX):
        path += SAVE_SUFFIX
    return path


def load_game(parent: QWidget, path: str) -> tuple[Game | None, bool]:
    """The game in ``path``, or None after telling the player why it cannot be opened; and
    whether it opened short of its last move (then the file must not be saved over)."""
    try:
        game, note = read_noted_game(path)
    except EngineError as error:
        warn(parent, QCoreApplication.translate("GameFiles", "Cannot open this game"),
             tr_text(error.text))
        return None, False
    if note is not None:
        warn(parent, QCoreApplication.translate("GameFiles", "Game opened short of its end"),
             QCoreApplication.translate(
                 "GameFiles", "{note} The file {path} is kept as it was; Save asks for a new "
                 "name.").format(note=tr_text(note), path=path))
    return game, note is not None


class GameFiles(QObject):
    """The Game menu's file entries over ``session`` (which knows the file that holds the
    game), with ``parent`` owning the dialogs; and the question before another game takes
    the table. ``open_game`` carries a game read from a file to seat: the game, its path
    (None when it must not be saved over) and the moves the file holds."""

    open_game = Signal(object, object, int)
    wanted = Signal()  # a file was asked for from outside: the window comes to the front
    folder_chosen = Signal()  # the settings' last folder changed: to be saved
    said = Signal(object)  # a message, as a function that builds it

    def __init__(self, parent: QWidget, session: GameSession, settings: Settings) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.session = session
        self.settings = settings

    @property
    def path(self) -> str | None:
        return self.session.path

    def may_replace_game(self) -> bool:
        """Before another game takes the table (new, opened, from the records, sent by a
        second copy): when a human seat has moves since the game was last saved, ask Save /
        Discard / Cancel. True to go on; the game that leaves is kept as abandoned."""
        if not self.session.needs_asking():
            return True
        Button = QMessageBox.StandardButton  # noqa: N806 - Qt's enum
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Game in progress"), self.tr(
            "Save the game in progress before it leaves the table?"),
            Button.Save | Button.Discard | Button.Cancel, self.parent_widget)
        box.setDefaultButton(Button.Save)
        # Our own words: Qt's French reads « Ne pas tenir compte », which says nothing here.
        box.button(Button.Discard).setText(self.tr("Discard"))
        choice = run_modal(box)
        if choice == Button.Save:
            self.on_save()
            return not self.session.needs_asking()
        return choice == Button.Discard

    def on_open(self) -> None:
        if not self.may_replace_game():
            return
        path = ask_path_to_open(self.parent_widget, self.settings.last_folder)
        if path:
            self._remember_folder(path)
            self.open_file(path)

    def request_open(self, path: str) -> bool:
        """A file the desktop, the command line or a second copy asks to open: after the
        same question as Game ▸ Open; False when it did not open."""
        self.wanted.emit()
        return self.may_replace_game() and self.open_file(path)

    def open_file(self, path: str) -> bool:
        game, shortened = load_game(self.parent_widget, path)
        if game is None:
            return False
        # A game opened short of its end never overwrites its file.
        self.open_game.emit(game, None if shortened else path, len(game.actions))
        return True

    def on_save(self) -> None:
        if self.path is None:
            self.on_save_as()
        else:
            self.save_to(self.path)

    def on_save_as(self) -> None:
        path = ask_path_to_save(self.parent_widget, self.settings.last_folder)
        if path:
            self._remember_folder(path)
            self.save_to(path)

    def _remember_folder(self, path: str) -> None:
        """File dialogs open next time where the player last opened or saved a game."""
        self.settings.last_folder = str(Path(path).parent)
        self.folder_chosen.emit()

    def save_to(self, path: str) -> bool:
        """Write the game to ``path``; False after telling the player why it failed (the
        game goes on: nothing was lost, and another place can be chosen)."""
        if self.session.game is None:
            return False
        reason = self.session.save_to(path)
        if reason is not None:
            warn(self.parent_widget, self.tr("Cannot save the game"), self.tr(
                "The game could not be saved in {path}: {reason}. The game goes on; "
                "try another folder with Save As.").format(path=path, reason=tr_text(reason)))
            return False
        self.said.emit(lambda: self.tr("Game saved."))
        return True
