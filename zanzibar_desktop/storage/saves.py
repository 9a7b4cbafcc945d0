"""Save files on disk: reading a saved game, writing one atomically (a temporary file
beside the target, then a rename over it). The format itself is
:mod:`zanzibar_desktop.engine.save`.
"""

import os

from ..engine.documents import DocumentError
from ..engine.errors import SaveFormatError
from ..engine.game import Game
from ..engine.save import dumps_game, noted_game_from_document
from ..engine.text import QT_TRANSLATE_NOOP, Text
from .atomic import write_text_atomically
from .documents import read_document


def read_game(path: str | os.PathLike[str]) -> Game:
    return read_noted_game(path)[0]


def read_noted_game(path: str | os.PathLike[str]) -> tuple[Game, Text | None]:
    """The game saved in ``path`` and, when it opens short of its last move, why."""
    try:
        document = read_document(path)
    except DocumentError as error:
        raise SaveFormatError(QT_TRANSLATE_NOOP(
            "Save", "The saved game cannot be opened: {reason}.").with_args(
            reason=error.text)) from None
    return noted_game_from_document(document)


def write_game(game: Game, path: str | os.PathLike[str]) -> None:
    write_text_atomically(path, dumps_game(game))
