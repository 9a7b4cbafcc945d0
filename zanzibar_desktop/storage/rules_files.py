"""Rules files on disk: reading one, and finding the rules a command names (a preset or a
file). The format itself is :mod:`zanzibar_desktop.engine.rules`.
"""

import os
from pathlib import Path

from ..engine.documents import DocumentError
from ..engine.errors import RulesError
from ..engine.presets import PRESETS, preset_rules
from ..engine.rules import Rules, rules_from_mapping
from ..engine.text import QT_TRANSLATE_NOOP
from .documents import read_document


def read_rules_file(path: str | os.PathLike[str]) -> Rules:
    """Rules from the file at ``path``; a :class:`RulesError` says why it cannot be used."""
    try:
        document = read_document(path)
    except DocumentError as error:
        raise RulesError("file", QT_TRANSLATE_NOOP(
            "Rules", "The rules file {path} cannot be read: {reason}.").with_args(
            path=str(path), reason=error.text)) from None
    return rules_from_mapping(document)


def load_rules(preset_or_path: str) -> Rules:
    """Rules from a preset name or, failing that, from a rules file at that path."""
    if preset_or_path in PRESETS:
        return PRESETS[preset_or_path].rules
    try:
        is_file = Path(preset_or_path).exists()
    except (OSError, ValueError):  # a name too long for a path, a NUL character
        is_file = False
    if not is_file:
        return preset_rules(preset_or_path)
    return read_rules_file(preset_or_path)
