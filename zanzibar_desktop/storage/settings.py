"""The player's settings, kept as JSON in the config directory.

A corrupt or unreadable file is set aside (renamed, never overwritten) and the defaults
are used; impossible values fall back to their defaults one by one, the good ones are kept
and the original is copied aside. The caller shows the returned message.
"""

import getpass
import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from ..engine.documents import DocumentError
from ..engine.errors import PlayersError
from ..engine.families import DEFAULT_LENGTH, LENGTH_NAMES
from ..engine.players import PlayerSpec, seat_players
from ..engine.text import LANGUAGES, QT_TRANSLATE_NOOP, Text, is_plain_text
from .atomic import write_text_atomically
from .documents import read_document
from .errors import StorageError
from .paths import copied_as, copy_aside, file_in_the_way, in_the_way, kept_as, set_aside, settings_file

SPEEDS = ("normal", "fast", "instant")
MAX_DELAY_MS = 5000


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
    sound: bool = True
    coach: bool = False  # View ▸ Coach: a line on the felt when a choice cost something
    computer_delay_ms: int = 700
    language: str = ""  # empty: follow the system
    window_geometry: str = ""  # base64 of QWidget.saveGeometry()
    window_state: str = ""  # base64 of QMainWindow.saveState(): the docks
    history_open: bool = False
    last_folder: str = ""  # where the last game was opened or saved
    last_rules: str = "zanzibar"
    game_length: str = DEFAULT_LENGTH  # short, classic or long: the last one chosen
    last_table: list[TableSeat] = field(default_factory=default_table)
    # Learn to play is offered once, at a first start: a settings file written before lessons
    # existed is a player's who has played already (load_settings), never offered it.
    lesson_offered: bool = False
    # Help ▸ Learn to play: each lesson left unfinished (by family), the step it reached.
    lesson_steps: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> str:
        return json.dumps(asdict(self), indent=2, ensure_ascii=False) + "\n"


def _valid_table(value: Any) -> list[TableSeat] | None:
    """The seats of the last table when the engine could seat them as they are, else None."""
    if not isinstance(value, list) or not all(
            isinstance(seat, dict) and isinstance(seat.get("name"), str) for seat in value):
        return None
    seats = [TableSeat(seat["name"], seat.get("level")) for seat in value]
    try:
        cleaned = seat_players(PlayerSpec(seat.name, seat.level) for seat in seats)
    except PlayersError:
        return None
    return seats if [seat.name for seat in seats] == [spec.name for spec in cleaned] else None


def _valid_field(key: str, value: Any) -> Any:
    """``value`` as the setting ``key`` keeps it, or None when it cannot be used."""
    default = getattr(Settings(), key)
    if key == "last_table":
        return _valid_table(value)
    if type(value) is not type(default):  # bool is not taken for int, nor int for bool
        return None
    if key == "animation_speed" and value not in SPEEDS:
        return None
    if key == "computer_delay_ms" and not 0 <= value <= MAX_DELAY_MS:
        return None
    if key == "language" and value not in ("", *LANGUAGES):
        return None
    if key in ("window_geometry", "window_state") and (
            len(value) > 8192 or not value.isascii()):
        return None
    if key == "last_folder" and (len(value) > 4096 or not is_plain_text(value)):
        return None
    if key == "last_rules" and (len(value) > 60 or not is_plain_text(value)):
        return None
    if key == "lesson_steps" and not all(
            isinstance(name, str) and isinstance(step, str) and len(name) <= 20
            and len(step) <= 40 and is_plain_text(name) and is_plain_text(step)
            for name, step in value.items()):
        return None
    if key == "game_length" and value not in LENGTH_NAMES:
        return None
    return value


def _from_document(document: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from a decoded file: the good fields kept, and the keys of the bad ones."""
    settings = Settings()
    bad = []
    for spec in fields(Settings):
        if spec.name not in document:
            continue
        value = _valid_field(spec.name, document[spec.name])
        if value is None:
            bad.append(spec.name)
        else:
            setattr(settings, spec.name, value)
    return settings, bad


def load_settings(path: Path | None = None) -> tuple[Settings, Text | None]:
    """The saved settings, and a message when the file was not all good.

    A file that is not a settings document at all is set aside (renamed) and the defaults
    are used; a file with some impossible values keeps its good fields, the others fall
    back to their defaults, and the original is copied aside once."""
    path = settings_file() if path is None else path
    blocking = file_in_the_way(path.parent)
    if blocking is not None:  # nothing can be read there, nor kept: say so, every start
        return Settings(), QT_TRANSLATE_NOOP(
            "Settings", "Your settings cannot be kept: {problem}. The defaults are in use; "
            "move or rename that file to keep your settings.").with_args(
            problem=in_the_way(path.parent, blocking))
    if not path.exists():
        return Settings(), None
    try:
        document = read_document(path)
        if not isinstance(document, dict):
            raise DocumentError(QT_TRANSLATE_NOOP("Settings", "it does not hold settings"))
    except DocumentError as error:
        return Settings(), QT_TRANSLATE_NOOP(
            "Settings", "Your settings file could not be read ({reason}), so the defaults are "
            "in use. {kept}").with_args(reason=error.text, kept=kept_as(path, set_aside(path)))
    settings, bad = _from_document(document)
    if "lesson_offered" not in document or "lesson_offered" in bad:
        settings.lesson_offered = True  # a settings file was there: not a first start
    if not bad:
        return settings, None
    kept = copied_as(copy_aside(path))
    return settings, QT_TRANSLATE_NOOP(
        "Settings", "Some of your settings could not be used and are back to their defaults: "
        "{settings}. {kept}").with_args(settings=_listed(bad), kept=kept)


# Each setting as the player knows it, for the message that names the ones set back.
SETTING_NAMES = {
    "animation_speed": QT_TRANSLATE_NOOP("Settings", "animation speed"),
    "reduced_motion": QT_TRANSLATE_NOOP("Settings", "reduced motion"),
    "sound": QT_TRANSLATE_NOOP("Settings", "sound"),
    "coach": QT_TRANSLATE_NOOP("Settings", "coach"),
    "computer_delay_ms": QT_TRANSLATE_NOOP("Settings", "computer pace"),
    "language": QT_TRANSLATE_NOOP("Settings", "language"),
    "window_geometry": QT_TRANSLATE_NOOP("Settings", "window size and place"),
    "window_state": QT_TRANSLATE_NOOP("Settings", "window layout"),
    "history_open": QT_TRANSLATE_NOOP("Settings", "history panel"),
    "last_folder": QT_TRANSLATE_NOOP("Settings", "last folder used"),
    "last_rules": QT_TRANSLATE_NOOP("Settings", "rules of the last game"),
    "game_length": QT_TRANSLATE_NOOP("Settings", "game length"),
    "last_table": QT_TRANSLATE_NOOP("Settings", "players of the last game"),
    "lesson_offered": QT_TRANSLATE_NOOP("Settings", "the offer to learn to play"),
    "lesson_steps": QT_TRANSLATE_NOOP("Settings", "where your lessons stopped"),
}


def _listed(keys: list[str]) -> Text:
    """The settings ``keys`` named for the player, joined with commas (each translated)."""
    template = ", ".join(f"{{{key}}}" for key in keys)
    return Text("Settings", template, {key: SETTING_NAMES[key] for key in keys})


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Keep ``settings``; a ``StorageError`` says why they could not be (a file standing
    where the settings folder should be among the reasons)."""
    path = settings_file() if path is None else path
    blocking = file_in_the_way(path.parent)
    if blocking is not None:
        raise StorageError(in_the_way(path.parent, blocking))
    if _unreadable(path) and set_aside(path) is None:  # a bad file is never written over
        raise StorageError(QT_TRANSLATE_NOOP(
            "Settings", "your settings file could not be read nor moved aside, so it is left "
            "as it is"))
    write_text_atomically(path, settings.to_json())


def _unreadable(path: Path) -> bool:
    """A file stands at ``path`` that holds no settings (what start-up could not set aside)."""
    if not path.is_file():
        return False
    try:
        return not isinstance(read_document(path), dict)
    except DocumentError:
        return True
