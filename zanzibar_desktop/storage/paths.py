"""The one module that knows the user's directories (platformdirs), with a test override.

Tests (and portable installs) set ``ZANZIBAR_DESKTOP_HOME`` to keep every file under one
folder; otherwise the platform's config and data directories are used.
"""

import os
from pathlib import Path

from platformdirs import user_config_path, user_data_path

APP_NAME = "zanzibar-desktop"
HOME_OVERRIDE = "ZANZIBAR_DESKTOP_HOME"


def config_dir() -> Path:
    override = os.environ.get(HOME_OVERRIDE)
    return Path(override) / "config" if override else user_config_path(APP_NAME, appauthor=False)


def data_dir() -> Path:
    override = os.environ.get(HOME_OVERRIDE)
    return Path(override) / "data" if override else user_data_path(APP_NAME, appauthor=False)


def settings_file() -> Path:
    return config_dir() / "settings.json"


def autosave_file() -> Path:
    return data_dir() / "autosave.zanzibar"


def set_aside(path: Path) -> Path:
    """Rename a bad file out of the way (never overwritten) and return its new name."""
    stem = path.name + ".bad"
    candidate = path.with_name(stem)
    number = 1
    while candidate.exists():
        number += 1
        candidate = path.with_name(f"{stem}{number}")
    path.rename(candidate)
    return candidate
