"""Opening and saving ``.zanzibar`` games from the window: the file dialogs and the messages
when a file cannot be read or written (the window keeps its current game then)."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from ...engine.errors import EngineError, StorageError
from ...engine.game import Game
from ...engine.save import SAVE_SUFFIX, read_noted_game, write_game
from ..dialogs.message_boxes import warn
from ..texts import tr_text


def _filter() -> str:
    return QCoreApplication.translate("GameFiles", "Zanzibar games (*.zanzibar)")


def ask_path_to_open(parent: QWidget) -> str:
    path, _ = QFileDialog.getOpenFileName(
        parent, QCoreApplication.translate("GameFiles", "Open a saved game"), "", _filter())
    return path


def ask_path_to_save(parent: QWidget) -> str:
    path, _ = QFileDialog.getSaveFileName(
        parent, QCoreApplication.translate("GameFiles", "Save the game"), "game" + SAVE_SUFFIX,
        _filter())
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


def store_game(parent: QWidget, game: Game, path: str) -> bool:
    """Write ``game`` to ``path``; False after telling the player why it failed (the game
    goes on: nothing was lost, and another place can be chosen)."""
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
