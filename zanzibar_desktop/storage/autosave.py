"""The current game, saved after every action so it can be resumed after a crash or a quit."""

from pathlib import Path

from ..engine.errors import SaveFormatError
from ..engine.game import Game
from ..engine.text import QT_TRANSLATE_NOOP, Text
from .atomic import failure_reason
from .errors import StorageError
from .paths import autosave_file, copied_as, copy_aside, kept_as, set_aside
from .saves import read_noted_game, write_game


class Autosave:
    def __init__(self, path: Path | None = None) -> None:
        self.path = autosave_file() if path is None else path

    def write(self, game: Game) -> None:
        write_game(game, self.path)

    def clear(self) -> None:
        """Remove the autosave (its game is over); :class:`StorageError` when it cannot be."""
        try:
            self.path.unlink(missing_ok=True)
        except OSError as error:
            raise StorageError(failure_reason(error)) from error

    def load(self) -> tuple[Game | None, Text | None]:
        """The autosaved game if there is a readable one, else None and, if the file was
        bad, a message (the bad file is set aside, never overwritten)."""
        if not self.path.exists():
            return None, None
        try:
            game, note = read_noted_game(self.path)
        except SaveFormatError as error:
            return None, QT_TRANSLATE_NOOP(
                "Autosave", "The game saved when you last played could not be restored. {why} "
                "{kept}").with_args(why=error.text, kept=kept_as(self.path, set_aside(self.path)))
        if note is None:
            return game, None
        # It opens short of its last move: the next autosave would overwrite the original.
        kept = copied_as(copy_aside(self.path))
        return game, Text("Autosave", "{note} {kept}", {"note": note, "kept": kept})
