"""Errors the engine raises, each carrying a translatable message for the player."""

from .text import Text


class EngineError(Exception):
    """Base error: ``text`` is the player-facing message, ``str()`` gives it in English."""

    def __init__(self, text: Text) -> None:
        super().__init__(text.render())
        self.text = text


class RulesError(EngineError):
    """A rules object or rules file that cannot be played: names the option and why."""

    def __init__(self, option: str, text: Text) -> None:
        super().__init__(text)
        self.option = option


class IllegalActionError(EngineError):
    """An action the rules do not allow now; the game state is left unchanged."""


class PlayersError(EngineError):
    """A table of players the game cannot seat (count, empty or duplicate names)."""


class SaveFormatError(EngineError):
    """A save file that is corrupt, truncated, foreign or inconsistent with its moves."""
