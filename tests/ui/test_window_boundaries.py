"""The window composes, its helpers get what they use: no module under ``ui/`` but the main
window reads attributes of a window object or imports it (imports under ``TYPE_CHECKING``
and inside functions count: the import graph's own reading); and nobody sets another
object's words: ``retranslate_ui`` is called on ``self`` or by ``ui/retranslate.py`` only.
That ``ui/table``, ``ui/charts`` and ``ui/dialogs`` never import ``ui/window`` is the import
graph's layers (``tests/test_import_graph.py``)."""

import ast
from pathlib import Path

import pytest

from tests.test_import_graph import import_graph

pytestmark = pytest.mark.core

UI = Path(__file__).resolve().parents[2] / "zanzibar_desktop" / "ui"
MAIN_WINDOW = UI / "window" / "main_window.py"


def modules() -> list[Path]:
    return sorted(UI.rglob("*.py"))


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
    graph, _ = import_graph()
    offenders = [read for path in modules() if path != MAIN_WINDOW for read in window_reads(path)]
    offenders += [f"{importer} imports the main window" for importer, imported in graph.items()
                  if importer.startswith("ui.") and importer != "ui.window.main_window"
                  and "ui.window.main_window" in imported]
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
