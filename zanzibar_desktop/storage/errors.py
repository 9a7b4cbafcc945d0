"""Errors storage raises, each carrying a translatable message for the player."""

from ..engine.errors import EngineError


class StorageError(EngineError):
    """A file that could not be written (a full disk, a read-only folder…); ``text`` says why
    in words for the player, and nothing was half-written."""
