"""The player's settings, kept as JSON in the config directory.

A corrupt or unreadable file is set aside (renamed, never overwritten) and the defaults
are used; the caller shows the returned message.
"""

import getpass
import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from ..engine.atomic import write_text_atomically
from ..engine.text import QT_TRANSLATE_NOOP, Text
from .paths import set_aside, settings_file

SPEEDS = ("normal", "fast", "instant")


@dataclass
class TableSeat:
    name: str
    level: str | None  # None: a human


def _login_name() -> str:
    """The player's login name, as a first guess at their name at the table."""
    try:
        name = getpass.getuser().strip()
    except (OSError, KeyError, ImportError):
        name = ""
    return name[:1].upper() + name[1:24] if name.isprintable() and name else "Alex"


def default_table() -> list[TableSeat]:
    return [TableSeat(_login_name(), None), TableSeat("Marcel", "regular")]


@dataclass
class Settings:
    animation_speed: str = "normal"
    reduced_motion: bool = False
    computer_delay_ms: int = 700
    language: str = ""  # empty: follow the system
    window_geometry: str = ""  # base64 of QWidget.saveGeometry()
    last_rules: str = "zanzibar"
    last_table: list[TableSeat] = field(default_factory=default_table)

    def to_json(self) -> str:
        return json.dumps(asdict(self), indent=2, ensure_ascii=False) + "\n"


def _from_document(document: Any) -> Settings:
    if not isinstance(document, dict):
        raise ValueError("not an object")
    settings = Settings()
    known = {f.name for f in fields(Settings)}
    for key, value in document.items():
        if key not in known:
            continue
        if key == "last_table":
            if not isinstance(value, list) or not all(
                    isinstance(seat, dict) and isinstance(seat.get("name"), str) for seat in value):
                raise ValueError("last_table")
            value = [TableSeat(seat["name"], seat.get("level")) for seat in value]
        elif not isinstance(value, type(getattr(settings, key))):
            raise ValueError(key)
        setattr(settings, key, value)
    if settings.animation_speed not in SPEEDS or not 0 <= settings.computer_delay_ms <= 5000:
        raise ValueError("out of range")
    return settings


def load_settings(path: Path | None = None) -> tuple[Settings, Text | None]:
    """The saved settings, or the defaults and a message when the file was bad."""
    path = settings_file() if path is None else path
    if not path.exists():
        return Settings(), None
    try:
        return _from_document(json.loads(path.read_text(encoding="utf-8"))), None
    except (OSError, UnicodeDecodeError, ValueError) as error:
        del error
        moved = set_aside(path)
        return Settings(), QT_TRANSLATE_NOOP(
            "Settings", "Your settings file could not be read, so the defaults are in use. "
            "The old file was kept as {path}.").with_args(path=str(moved))


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_text_atomically(settings_file() if path is None else path, settings.to_json())
