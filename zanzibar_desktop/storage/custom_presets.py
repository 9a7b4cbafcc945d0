"""The player's own rule presets, kept in the user data directory beside the built-in ones.

A file that cannot be read is set aside (never overwritten) and the list starts empty, with
a message for the player.
"""

import json
from pathlib import Path

from ..engine.atomic import write_text_atomically
from ..engine.errors import RulesError
from ..engine.presets import PRESETS
from ..engine.rules import Rules, rules_from_mapping
from ..engine.text import QT_TRANSLATE_NOOP, Text
from .paths import data_dir, set_aside

STORE_FORMAT = "zanzibar-custom-presets"
MAX_NAME = 60


def presets_file() -> Path:
    return data_dir() / "custom-presets.json"


class CustomPresets:
    def __init__(self, path: Path | None = None) -> None:
        self.path = presets_file() if path is None else path
        self.presets: dict[str, Rules] = {}
        self.problem: Text | None = None
        self._load()

    def _load(self) -> None:
        if not self.path.exists():
            return
        try:
            document = json.loads(self.path.read_text(encoding="utf-8"))
            if not isinstance(document, dict) or document.get("format") != STORE_FORMAT:
                raise ValueError("not a presets file")
            for item in document["presets"]:
                rules = rules_from_mapping(item)
                self.presets[rules.name] = rules
        except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError, RulesError):
            self.presets = {}
            moved = set_aside(self.path)
            self.problem = QT_TRANSLATE_NOOP(
                "CustomPresets", "Your saved rules could not be read; the file was kept as "
                "{path}.").with_args(path=str(moved))

    def _save(self) -> None:
        document = {"format": STORE_FORMAT, "version": 1,
                    "presets": [json.loads(rules.to_json()) for rules in self.presets.values()]}
        write_text_atomically(self.path, json.dumps(document, indent=1, ensure_ascii=False))

    def name_problem(self, name: str, replacing: str | None = None) -> Text | None:
        """Why ``name`` cannot name a custom preset, or None."""
        name = name.strip()
        if not name or len(name) > MAX_NAME:
            return QT_TRANSLATE_NOOP("CustomPresets", "A name of 1 to 60 characters, please.")
        if name in PRESETS:
            return QT_TRANSLATE_NOOP(
                "CustomPresets", "{name} is a built-in preset: choose another name.").with_args(
                name=name)
        if name in self.presets and name != replacing:
            return QT_TRANSLATE_NOOP(
                "CustomPresets", "You already have rules called {name}.").with_args(name=name)
        return None

    def add(self, name: str, rules: Rules) -> Rules:
        name = name.strip()
        problem = self.name_problem(name, replacing=name)
        if problem is not None:
            raise RulesError("name", problem)
        stored = rules.with_options(name=name)
        self.presets[name] = stored
        self._save()
        return stored

    def rename(self, old: str, new: str) -> None:
        new = new.strip()
        problem = self.name_problem(new, replacing=old)
        if problem is not None:
            raise RulesError("name", problem)
        rules = self.presets.pop(old)
        self.presets[new] = rules.with_options(name=new)
        self._save()

    def delete(self, name: str) -> None:
        del self.presets[name]
        self._save()
