"""Opening and saving ``.zanzibar`` games from the window: Game ▸ Open, Save and Save As, the
file dialogs, the messages when a file cannot be read or written (the window keeps its
current game then), and the title's modified marker for a game kept in a file."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ...engine.errors import EngineError
from ...storage.errors import StorageError
from ..dialogs.message_boxes import warn
from ..folders import in_start_folder, start_folder
from ..texts import tr_text

if TYPE_CHECKING:  # the window imports this module before its first paint; the engine waits
    from ...engine.game import Game
    from .main_window import MainWindow


def _filter() -> str:
    return QCoreApplication.translate("GameFiles", "Zanzibar games (*.zanzibar)")


def ask_path_to_open(parent: QWidget, last_folder: str = "") -> str:
    path, _ = QFileDialog.getOpenFileName(
        parent, QCoreApplication.translate("GameFiles", "Open a saved game"),
        start_folder(last_folder), _filter())
    return path


def ask_path_to_save(parent: QWidget, last_folder: str = "") -> str:
    from ...engine.save import SAVE_SUFFIX

    path, _ = QFileDialog.getSaveFileName(
        parent, QCoreApplication.translate("GameFiles", "Save the game"),
        in_start_folder("game" + SAVE_SUFFIX, last_folder), _filter())
    if path and not path.endswith(SAVE_SUFFIX):
        path += SAVE_SUFFIX
    return path


def load_game(parent: QWidget, path: str) -> tuple[Game | None, bool]:
    """The game in ``path``, or None after telling the player why it cannot be opened; and
    whether it opened short of its last move (then the file must not be saved over)."""
    from ...storage.saves import read_noted_game

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


def store_game(parent: QWidget, game: Game, path: str) -> bool:
    """Write ``game`` to ``path``; False after telling the player why it failed (the game
    goes on: nothing was lost, and another place can be chosen)."""
    from ...storage.saves import write_game

    try:
        write_game(game, path)
    except StorageError as error:
        warn(
            parent, QCoreApplication.translate("GameFiles", "Cannot save the game"),
            QCoreApplication.translate(
                "GameFiles", "The game could not be saved in {path}: {reason}. The game goes on; "
                "try another folder with Save As.").format(path=path, reason=tr_text(error.text)))
        return False
    return True


class GameFiles(QObject):
    """The file the window's game is kept in, if any, and the Game menu's file entries."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.path: str | None = None
        self.saved_moves = 0  # the moves the file holds

    def forget(self) -> None:
        """A new game: no file holds it."""
        self.path = None

    def show_modified(self) -> None:
        """A game kept in a file is modified once it has moves the file does not hold."""
        controller = self.window.controller
        game = None if controller is None else controller.game
        self.window.setWindowModified(self.path is not None and game is not None
                                      and len(game.actions) != self.saved_moves)

    def may_replace_game(self) -> bool:
        """Before a new or an opened game takes the table: a game in progress that no file
        holds as it is may be saved first (Save / Discard / Cancel). True to go on."""
        controller = self.window.controller
        game = None if controller is None else controller.game
        if game is None or game.over or not game.actions:
            return True
        if self.path is not None and not self.window.isWindowModified():
            return True
        Button = QMessageBox.StandardButton  # noqa: N806 - Qt's enum
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Game in progress"), self.tr(
            "Save the game in progress before it leaves the table?"),
            Button.Save | Button.Discard | Button.Cancel, self.window)
        box.setDefaultButton(Button.Save)
        choice = box.exec()
        if choice == Button.Save:
            self.on_save()
            return self.path is not None and not self.window.isWindowModified()
        return choice == Button.Discard

    def on_open(self) -> None:
        if not self.may_replace_game():
            return
        path = ask_path_to_open(self.window, self.window.settings.last_folder)
        if path:
            self._remember_folder(path)
            self.open_file(path)

    def open_file(self, path: str) -> bool:
        game, shortened = load_game(self.window, path)
        if game is None:
            return False
        self.path = None if shortened else path  # a shortened game never overwrites
        self.saved_moves = len(game.actions)
        self.window.start_game(game)
        return True

    def on_save(self) -> None:
        if self.path is None:
            self.on_save_as()
        else:
            self.save_to(self.path)

    def on_save_as(self) -> None:
        path = ask_path_to_save(self.window, self.window.settings.last_folder)
        if path:
            self._remember_folder(path)
            self.save_to(path)

    def _remember_folder(self, path: str) -> None:
        """File dialogs open next time where the player last opened or saved a game."""
        self.window.settings.last_folder = str(Path(path).parent)
        self.window.save_settings()

    def save_to(self, path: str) -> bool:
        controller = self.window.controller
        if controller is None or not store_game(self.window, controller.game, path):
            return False
        self.path = path
        self.saved_moves = len(controller.game.actions)
        self.show_modified()
        self.window.say(lambda: self.tr("Game saved."))
        return True
