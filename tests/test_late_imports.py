"""Where the package imports late, and why (issue 23: clarity where a module is imported
late for speed).

The window and the program's start-up import late only through ``ui/window/later.py``,
whose every entry says why it waits. Elsewhere an import inside a function is one of the
few below, each for a reason of its own; a new one fails this test until it is listed here
with its reason, and a listed one that is gone fails it too, so the list only shrinks.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import zanzibar_desktop
from zanzibar_desktop.ui.window import later

pytestmark = pytest.mark.core

ROOT = Path(zanzibar_desktop.__file__).resolve().parent

# (file, what it imports) -> why it is imported inside a function.
LATE = {
    ("entry.py", ".app"): "after Ctrl-C is handled, so an interrupted start-up ends quietly",
    ("entry.py", ".cli.main"): "likewise for the command",
    ("interrupt.py", "PySide6.QtCore"): "installed before anything else is imported; Qt only "
                                        "when an event loop is to be woken",
    ("interrupt.py", "socket"): "Windows only: its wake-up file must be a socket",
    ("engine/ai/levels.py", ".novice"): "the registry of levels loads a player's module only "
                                        "when that level sits at a table",
    ("engine/ai/levels.py", ".regular"): "likewise",
    ("engine/ai/levels.py", ".expert"): "likewise (the Expert brings numpy)",
    ("engine/ai/levels.py", ".random_player"): "likewise",
    ("engine/ai/levels.py", ".master"): "likewise (the Master brings the partie solvers)",
    ("session/review_worker.py", "..storage.record_reviews"): "in the review's worker "
        "process only: the window's own never loads the review's tables for it",
    ("session/solve_worker.py", "..engine.partie.solvers"): "likewise",
    ("session/solve_worker.py", "..storage.solutions"): "likewise (it reads the solvers)",
    ("session/game_session.py", "..storage.solutions"): "numpy and the solvers, when a "
        "verdict or a review first asks the partie at hand: never before the first frame",
    ("sound/player.py", "_cffi_backend"): "the audio library, on the device's own thread at "
                                          "the first sound",
    ("sound/player.py", "miniaudio"): "likewise",
    ("cli/language.py", "PySide6.QtGui"): "the command runs without a display; Qt's "
                                          "application only for the languages' plural rules",
    ("cli/rulesheet_command.py", "..rulesheet.pdf"): "Qt's PDF writer only for --pdf",
    ("ui/charts/picture_files.py", "PySide6.QtSvg"): "only when the player saves a chart "
                                                     "as SVG",
    ("ui/dialogs/statistics_dialog.py", "..charts.statistics_charts"): "pyqtgraph (≈ 140 ms) "
                                                                        "when the charts are "
                                                                        "first shown",
    ("ui/dialogs/statistics_skill.py", "..charts.skill_chart"): "likewise, when a player's "
                                                                "skill trend is first drawn",
}
# The window and start-up: late only through later.py.
THROUGH_LATER = ("app.py", "crash.py", "ui/window/")


def late_imports() -> set[tuple[str, str]]:
    found = set()
    for path in sorted(ROOT.rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()
        for function in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for node in ast.walk(function):
                if isinstance(node, ast.Import):
                    found.update((name, alias.name) for alias in node.names)
                elif isinstance(node, ast.ImportFrom):
                    found.add((name, "." * node.level + (node.module or "")))
    return found


def test_every_late_import_is_listed_with_its_reason():
    found = late_imports()
    assert found - LATE.keys() == set(), "a new late import: import it at the top, or list why"
    assert LATE.keys() - found == set(), "gone: take it off the list"


def test_the_window_and_start_up_import_late_only_through_later():
    assert [(name, module) for name, module in late_imports()
            if name.startswith(THROUGH_LATER)] == []


def test_every_module_named_in_later_exists_and_says_why():
    entries = [value for value in vars(later).values() if isinstance(value, later.Later)]
    assert len(entries) >= 20
    for entry in entries:
        relative = entry.module.removeprefix("zanzibar_desktop.").replace(".", "/")
        assert (ROOT / f"{relative}.py").is_file() or (ROOT / relative / "__init__.py").is_file(), \
            entry.module
        assert len(entry.why) > 15, entry.module
