"""Every module of the package is named in its folder's README.md (by its file name), or,
in a folder without one, in the nearest README.md above (by its path from there): a
maintainer who reads a folder's README learns of every module it holds."""

import re
from pathlib import Path

import pytest

from tests.ast_imports import PACKAGE_ROOT

pytestmark = pytest.mark.core


def describing_readme(module: Path, root: Path) -> Path | None:
    """The README.md of ``module``'s folder, or of the nearest folder above it under
    ``root`` (``root`` included); None when there is none."""
    folder = module.parent
    while True:
        if (folder / "README.md").is_file():
            return folder / "README.md"
        if folder == root:
            return None
        folder = folder.parent


def unnamed_modules(root: Path) -> list[str]:
    """Each module under ``root`` (``__init__.py`` aside) that no README names, with why."""
    faults = []
    for module in sorted(root.rglob("*.py")):
        if module.name == "__init__.py":
            continue
        where = module.relative_to(root).as_posix()
        readme = describing_readme(module, root)
        if readme is None:
            faults.append(f"{where}: no README.md in its folder or above")
            continue
        name = module.relative_to(readme.parent).as_posix()
        text = readme.read_text(encoding="utf-8")
        if not re.search(rf"(?<![\w/.-]){re.escape(name)}(?![\w/])", text):
            faults.append(f"{where}: {readme.relative_to(root).as_posix()} does not name {name}")
    return faults


def test_every_module_of_the_package_is_named_in_its_folders_readme():
    assert unnamed_modules(PACKAGE_ROOT) == []


def test_the_check_finds_a_module_no_readme_names(tmp_path):
    files = {
        "top.py": "", "README.md": "`top.py` and `engine/` (`deep/named.py`).",
        "engine/__init__.py": "", "engine/README.md": "`game.py`, `ai/master.py`; `odds`.",
        "engine/game.py": "", "engine/rules.py": "", "engine/game_rules.py": "",
        "engine/ai/master.py": "", "engine/ai/expert.py": "", "engine/odds/duel.py": "",
        "deep/named.py": "", "deep/more/unnamed.py": "",
        "bare/README.md": "`../bare/lost.py`, `lost.pyc`", "bare/lost.py": "",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    assert unnamed_modules(tmp_path) == [
        "bare/lost.py: bare/README.md does not name lost.py",
        "deep/more/unnamed.py: README.md does not name deep/more/unnamed.py",
        "engine/ai/expert.py: engine/README.md does not name ai/expert.py",
        "engine/game_rules.py: engine/README.md does not name game_rules.py",
        "engine/odds/duel.py: engine/README.md does not name odds/duel.py",
        "engine/rules.py: engine/README.md does not name rules.py",
    ]
    (tmp_path / "README.md").unlink()
    assert "top.py: no README.md in its folder or above" in unnamed_modules(tmp_path)
