"""The player's own rule presets, kept in the user data directory beside the built-in ones.

A file that cannot be read is set aside (never overwritten) and the list starts empty, with
a message for the player.
"""

import json
from pathlib import Path

from ..engine.documents import DocumentError
from ..engine.errors import RulesError
from ..engine.presets import PRESETS
from ..engine.rules import Rules, rules_from_mapping
from ..engine.text import QT_TRANSLATE_NOOP, Text
from .atomic import write_text_atomically
from .documents import ListStore
from .paths import kept_as, presets_file, set_aside

# version 2 holds rules of version 2; version-1 rules load as they played
STORE = ListStore("zanzibar-custom-presets", (1, 2), "presets")
MAX_NAME = 60


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
            items = STORE.entries(self.path, QT_TRANSLATE_NOOP(
                "CustomPresets", "it does not hold saved rules"))
            presets = {}
            for item in items:
                rules = rules_from_mapping(item)
                if self.name_problem(rules.name) is not None or rules.name in presets:
                    raise DocumentError(QT_TRANSLATE_NOOP(
                        "CustomPresets", "two rules have the same or a reserved name"))
                presets[rules.name] = rules
        except DocumentError as error:
            self._set_aside(QT_TRANSLATE_NOOP(
                "CustomPresets", "The file cannot be read: {reason}.").with_args(reason=error.text))
            return
        except RulesError as error:
            self._set_aside(error.text)
            return
        self.presets = presets

    def _set_aside(self, why: Text) -> None:
        self.problem = QT_TRANSLATE_NOOP(
            "CustomPresets", "Your saved rules could not be read. {why} {kept}").with_args(
            why=why, kept=kept_as(self.path, set_aside(self.path)))

    def _save(self, presets: dict[str, Rules]) -> None:
        """Write ``presets`` and make them the list; on failure (:class:`StorageError`)
        both the file and the list stay as they were."""
        write_text_atomically(self.path, STORE.text(
            [json.loads(rules.to_json()) for rules in presets.values()]))
        self.presets = presets

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
        self._save({**self.presets, name: stored})
        return stored

    def rename(self, old: str, new: str) -> None:
        new = new.strip()
        problem = self.name_problem(new, replacing=old)
        if problem is not None:
            raise RulesError("name", problem)
        renamed = {(new if name == old else name): (
            rules.with_options(name=new) if name == old else rules)
            for name, rules in self.presets.items()}
        self._save(renamed)

    def delete(self, name: str) -> None:
        self._save({key: rules for key, rules in self.presets.items() if key != name})
