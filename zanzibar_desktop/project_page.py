"""The project page's address, kept once: in pyproject.toml's ``[project.urls]``. An installed
game (a wheel, an editable install, the frozen app, which carries the package's metadata)
reads it from its metadata; a source checkout that was never installed, from pyproject.toml."""

import tomllib
from importlib import metadata
from pathlib import Path

DISTRIBUTION = "zanzibar-desktop"
PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


def project_page() -> str:
    """The ``Homepage`` address, or "" when neither the metadata nor pyproject.toml has it."""
    try:
        entries = metadata.metadata(DISTRIBUTION).get_all("Project-URL") or []
    except metadata.PackageNotFoundError:
        entries = []
    for entry in entries:
        label, _, address = entry.partition(",")
        if label.strip().lower() == "homepage":
            return address.strip()
    if PYPROJECT.is_file():
        urls = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"].get("urls", {})
        return urls.get("Homepage", "")
    return ""
