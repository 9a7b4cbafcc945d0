"""Tests, tools and benchmarks act on the main window and read it through the table driver
(tests/ui/driver.py) only: none reaches into a window's parts (``window.felt``,
``window.summary.isVisible()``, ``driver.window.tray.dice``), so the window may change inside
and only the driver follows. What the window offers its callers itself (``new_game``,
``start_game``, ``close``, ``resize``…) may still be called on it.

A window is a name bound to one (``window``, ``win``, ``main_window``, or any name assigned
from ``open_window(…)``, ``MainWindow(…)`` or ``….window`` in the same function), or
``….window`` itself. A reach is ``<window>.<anything>.<anything>``, or ``<window>.<part>``
where the part is one the main window keeps (an attribute it sets, or a property)."""

import ast
from pathlib import Path

import pytest

pytestmark = pytest.mark.core

ROOT = Path(__file__).resolve().parents[2]
DRIVER = ROOT / "tests" / "ui" / "driver.py"
MAIN_WINDOW = ROOT / "zanzibar_desktop" / "ui" / "window" / "main_window.py"
WINDOW_NAMES = {"window", "win", "main_window"}
OPENERS = {"open_window", "MainWindow"}


def window_parts(source: str) -> set[str]:
    """The public attributes ``MainWindow`` sets on itself, and its properties."""
    window = next(node for node in ast.parse(source).body
                  if isinstance(node, ast.ClassDef) and node.name == "MainWindow")
    parts = set()
    for node in ast.walk(window):
        targets = node.targets if isinstance(node, ast.Assign) else (
            [node.target] if isinstance(node, ast.AnnAssign) else [])
        parts.update(target.attr for target in targets if isinstance(target, ast.Attribute)
                     and isinstance(target.value, ast.Name) and target.value.id == "self")
        if isinstance(node, ast.FunctionDef) and any(
                isinstance(decorator, ast.Name) and decorator.id == "property"
                for decorator in node.decorator_list):
            parts.add(node.name)
    return {part for part in parts if not part.startswith("_")}


PARTS = window_parts(MAIN_WINDOW.read_text())


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


def reaches(source: str, name: str, parts: set[str] = PARTS) -> list[str]:
    """Each reach into a window in ``source``, as ``name:line expression``; the names bound
    to a window are looked for in each top-level statement (a test, a helper) on its own."""
    found = []
    for statement in ast.parse(source).body:
        names = set(WINDOW_NAMES)
        for node in ast.walk(statement):
            if isinstance(node, ast.Assign) and _opens_a_window(node.value):
                names.update(target.id for target in node.targets
                             if isinstance(target, ast.Name))
        attributes = [node for node in ast.walk(statement) if isinstance(node, ast.Attribute)]
        deep = [node for node in attributes if isinstance(node.value, ast.Attribute)
                and _is_window(node.value.value, names)]
        inside = {id(node.value) for node in deep}  # window.felt of window.felt.plates: once
        found += [node for node in attributes if node.attr in parts and id(node) not in inside
                  and _is_window(node.value, names)] + deep
    found = [(node.lineno, node.col_offset, f"{name}:{node.lineno} {ast.unparse(node)}")
             for node in found]
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
               "    felt, driver = window.felt, TableDriver(second)\n"
               "    assert driver.felt.plates and window.close() and second.new_game()\n"
               "\n"
               "\n"
               "def test_elsewhere(second):\n"
               "    return second.summary.title, driver.summary_panel.title\n")
    assert reaches(planted, "planted.py") == [
        "planted.py:3 window.felt.plates", "planted.py:3 second.summary.isVisible",
        "planted.py:4 driver.window.tray.dice", "planted.py:4 launch.window.controller.game",
        "planted.py:5 window.felt"]


def test_the_parts_are_read_from_the_main_window():
    assert {"felt", "summary", "tray", "menus", "controller", "settings"} <= PARTS
    assert not {"new_game", "start_game", "close"} & PARTS
