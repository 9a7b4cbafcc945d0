"""The one module that knows the user's directories (platformdirs), with a test override,
and what becomes of the files kept there that turn out bad or half-written.

Tests (and portable installs) set ``ZANZIBAR_DESKTOP_HOME`` to keep every file under one
folder; otherwise the platform's config and data directories are used.
"""

import glob
import itertools
import os
import stat
import time
from collections.abc import Iterator
from pathlib import Path

from platformdirs import user_cache_path, user_config_path, user_data_path

from ..engine.text import QT_TRANSLATE_NOOP, Text

APP_NAME = "zanzibar-desktop"
HOME_OVERRIDE = "ZANZIBAR_DESKTOP_HOME"


def config_dir() -> Path:
    override = os.environ.get(HOME_OVERRIDE)
    return Path(override) / "config" if override else user_config_path(APP_NAME, appauthor=False)


def data_dir() -> Path:
    override = os.environ.get(HOME_OVERRIDE)
    return Path(override) / "data" if override else user_data_path(APP_NAME, appauthor=False)


def cache_dir() -> Path:
    """What the program can make again (the Master's solved parties): the platform's cache
    folder, which a user may empty at any time."""
    override = os.environ.get(HOME_OVERRIDE)
    return Path(override) / "cache" if override else user_cache_path(APP_NAME, appauthor=False)


def settings_file() -> Path:
    return config_dir() / "settings.json"


def autosave_file() -> Path:
    return data_dir() / "autosave.zanzibar"


def presets_file() -> Path:
    return data_dir() / "custom-presets.json"


def file_in_the_way(folder: Path) -> Path | None:
    """The file that stands where ``folder`` (or one of the folders above it) should be —
    a regular file called ``config``, say — or None when nothing is in the way (the folder
    exists, or can be made)."""
    for candidate in (folder, *folder.parents):
        try:
            mode = candidate.stat().st_mode
        except (FileNotFoundError, NotADirectoryError):
            continue  # not there yet (or under the file in the way): look further up
        except OSError:  # cannot be looked at (permissions): not ours to say
            return None
        return None if stat.S_ISDIR(mode) else candidate
    return None


def in_the_way(folder: Path, blocking: Path) -> Text:
    """Words for a file standing where a folder should be (see :func:`file_in_the_way`)."""
    if blocking == folder:
        return QT_TRANSLATE_NOOP("Files", "{folder} is a file, not a folder").with_args(
            folder=str(folder))
    return QT_TRANSLATE_NOOP("Files", "{file} is a file, where the folder {folder} should "
                                      "be").with_args(file=str(blocking), folder=str(folder))


def _bad_names(path: Path) -> Iterator[Path]:
    """``NAME.bad``, ``NAME.bad2``, ``NAME.bad3``…: where a bad file may be kept."""
    yield path.with_name(path.name + ".bad")
    yield from (path.with_name(f"{path.name}.bad{number}") for number in itertools.count(2))


def set_aside(path: Path) -> Path | None:
    """Rename a bad file out of the way (never overwriting another) and return its new
    name; None when it cannot be moved (a read-only folder): it is then left as it is."""
    try:
        candidate = next(name for name in _bad_names(path) if not name.exists())
        path.rename(candidate)
    except OSError:
        return None
    return candidate


def copy_aside(path: Path) -> Path | None:
    """Copy a file that was only partly good beside itself as ``NAME.bad…``, once: when an
    identical copy is already there, that one is returned. None when it cannot be copied."""
    try:
        data = path.read_bytes()
        for candidate in _bad_names(path):
            if not candidate.exists():
                with open(candidate, "xb") as stream:
                    stream.write(data)
                return candidate
            if candidate.is_file() and candidate.read_bytes() == data:
                return candidate
    except OSError:
        return None


def copied_as(copy: Path | None) -> Text:
    """Where the original of a file that was only partly used now has a copy (see
    :func:`copy_aside`), in words for the player."""
    if copy is None:
        return QT_TRANSLATE_NOOP("Files", "The original file could not be copied aside.")
    return QT_TRANSLATE_NOOP("Files", "The original file was copied to:\n{path}").with_args(
        path=str(copy))


def kept_as(path: Path, moved: Path | None) -> Text:
    """Where a bad file is now, in words for the player."""
    if moved is None:  # the path on a line of its own: it wraps badly inside a sentence
        return QT_TRANSLATE_NOOP(
            "Files", "It could not be moved aside either, so it was left as it is:\n{path}"
            ).with_args(path=str(path))
    return QT_TRANSLATE_NOOP("Files", "The file was kept as:\n{path}").with_args(path=str(moved))


# Temporary files an interrupted atomic write leaves behind (see atomic.py).
STALE_AFTER_SECONDS = 60


def remove_stale_temporaries(folder: Path, names: tuple[str, ...],
                             older_than: float = STALE_AFTER_SECONDS) -> int:
    """Delete ``.NAME.*.tmp`` files in ``folder`` left by interrupted writes of the files
    called ``names`` and older than ``older_than`` seconds (a write in progress in another
    instance is never that old); returns how many were removed."""
    removed = 0
    now = time.time()
    for name in names:
        for temporary in folder.glob(f".{glob.escape(name)}.*.tmp"):
            try:
                if now - temporary.stat().st_mtime >= older_than:
                    temporary.unlink()
                    removed += 1
            except OSError:  # gone already, or a read-only folder: harmless either way
                continue
    return removed


def remove_interrupted_writes(owns_autosave: bool) -> int:
    """At start: remove what interrupted writes left of our files. The autosave's leftovers
    go whatever their age when this copy owns the autosave (nobody else writes it); the
    others, which another running copy may be writing, only once stale."""
    removed = 0
    if owns_autosave:
        removed += remove_stale_temporaries(data_dir(), (autosave_file().name,), older_than=0)
    removed += remove_stale_temporaries(data_dir(), (presets_file().name,))
    removed += remove_stale_temporaries(config_dir(), (settings_file().name,))
    return removed
