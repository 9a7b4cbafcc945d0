"""Tests, tools and benchmarks act on the main window and read it through the table driver
(tests/ui/driver.py) only: none reaches two levels into a window (``window.felt.plates``,
``driver.window.tray.dice``), so the window may change inside and only the driver follows.

A window is a name bound to one (``window``, ``win``, ``main_window``, or any name assigned
from ``open_window(…)``, ``MainWindow(…)`` or ``….window``), or ``….window`` itself."""

import ast
from pathlib import Path

import pytest

pytestmark = pytest.mark.core

ROOT = Path(__file__).resolve().parents[2]
DRIVER = ROOT / "tests" / "ui" / "driver.py"
WINDOW_NAMES = {"window", "win", "main_window"}
OPENERS = {"open_window", "MainWindow"}


def _opens_a_window(value: ast.expr) -> bool:
    if isinstance(value, ast.Call):
        function = value.func
        name = function.id if isinstance(function, ast.Name) else getattr(function, "attr", "")
        return name in OPENERS
    return isinstance(value, ast.Attribute) and value.attr == "window"


def _is_window(node: ast.expr, names: set[str]) -> bool:
    if isinstance(node, ast.Name):
        return node.id in names
    return isinstance(node, ast.Attribute) and node.attr == "window"


def reaches(source: str, name: str) -> list[str]:
    """Each ``<window>.<part>.<anything>`` in ``source``, as ``name:line expression``."""
    tree = ast.parse(source)
    names = set(WINDOW_NAMES)
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and _opens_a_window(node.value):
            names.update(target.id for target in node.targets if isinstance(target, ast.Name))
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute)
                and _is_window(node.value.value, names)):
            found.append((node.lineno, node.col_offset, f"{name}:{node.lineno} {ast.unparse(node)}"))
    return [reach for _, _, reach in sorted(found)]


def sources() -> list[Path]:
    return sorted(path for folder in ("tests", "tools", "benchmarks")
                  for path in (ROOT / folder).rglob("*.py") if path != DRIVER)


def test_no_test_tool_or_benchmark_reaches_into_the_window():
    offenders = [reach for path in sources()
                 for reach in reaches(path.read_text(), str(path.relative_to(ROOT)))]
    assert offenders == []


def test_the_check_sees_a_reach_into_the_window():
    planted = ("def test_planted(qtbot):\n"
               "    second = open_window(qtbot)\n"
               "    assert window.felt.plates and second.summary.isVisible()\n"
               "    driver.window.tray.dice[0].dimmed = launch.window.controller.game\n"
               "    assert driver.felt.plates and window.close() and second.show()\n")
    assert reaches(planted, "planted.py") == [
        "planted.py:3 window.felt.plates", "planted.py:3 second.summary.isVisible",
        "planted.py:4 driver.window.tray.dice", "planted.py:4 launch.window.controller.game"]
