"""The window composes, its helpers get what they use: no module under ``ui/`` but the main
window reads attributes of a window object or imports it; nothing under ``ui/table``,
``ui/charts`` or ``ui/dialogs`` imports ``ui/window``; and nobody sets another object's words:
``retranslate_ui`` is called on ``self`` or by ``ui/retranslate.py`` only. Imports under
``TYPE_CHECKING`` and inside functions count."""

import ast
from pathlib import Path

import pytest

pytestmark = pytest.mark.core

UI = Path(__file__).resolve().parents[2] / "zanzibar_desktop" / "ui"
MAIN_WINDOW = UI / "window" / "main_window.py"


def modules() -> list[Path]:
    return sorted(UI.rglob("*.py"))


def imported(path: Path) -> set[str]:
    """Every module ``path`` imports, as a dotted name under ``zanzibar_desktop.ui``."""
    package = ["zanzibar_desktop", *path.relative_to(UI.parent.parent).parts[1:-1]]
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, *(node.module.split(".") if node.module else [])])
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


def window_reads(path: Path) -> list[str]:
    """``window.x`` and ``self.window.x`` in ``path``: a helper reaching into the window."""
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Attribute):
            value = node.value
            if ((isinstance(value, ast.Name) and value.id == "window")
                    or (isinstance(value, ast.Attribute) and value.attr == "window")):
                found.append(f"{path.name}:{node.lineno} {ast.unparse(node)}")
    return found


def test_only_the_main_window_reads_a_window_or_imports_it():
    offenders = []
    for path in modules():
        if path == MAIN_WINDOW:
            continue
        offenders += window_reads(path)
        offenders += [f"{path.name} imports {name}" for name in imported(path)
                      if name.endswith(".main_window") or name.endswith(".MainWindow")]
    assert offenders == []


@pytest.mark.parametrize("folder", ["table", "charts", "dialogs"])
def test_the_table_charts_and_dialogs_never_import_the_window_folder(folder):
    offenders = [f"{path.name} imports {name}" for path in sorted((UI / folder).rglob("*.py"))
                 for name in imported(path) if name.startswith("zanzibar_desktop.ui.window")]
    assert offenders == []


def test_words_are_set_again_through_one_registry():
    offenders = []
    for path in modules():
        if path.name == "retranslate.py":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "retranslate_ui"
                    and not (isinstance(node.func.value, ast.Name) and node.func.value.id == "self")):
                offenders.append(f"{path.name}:{node.lineno} {ast.unparse(node)}")
    assert offenders == []


def test_the_checks_see_what_they_look_for(tmp_path):
    planted = tmp_path / "planted.py"
    planted.write_text("def f(window):\n    return window.tray, self.window.felt\n")
    assert len(window_reads(planted)) == 2
