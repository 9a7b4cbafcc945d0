"""Help ▸ About shows the package's one version and links to the project page that
pyproject.toml keeps."""

import tomllib
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from zanzibar_desktop import __version__
from zanzibar_desktop.ui.dialogs.help_dialogs import about_box

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[3]


def test_about_shows_the_version_and_links_to_the_project_page(qtbot):
    page = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["urls"]["Homepage"]
    assert page.startswith("https://")
    box = about_box(None)
    qtbot.addWidget(box)
    assert f"Zanzibar Desktop {__version__}" in box.text()
    assert f"<a href='{page}'>{page}</a>" in box.text()
    [label] = [label for label in box.findChildren(QLabel) if page in label.text()]
    assert label.openExternalLinks()
