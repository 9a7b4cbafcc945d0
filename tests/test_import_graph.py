"""The package's import graph: no import loop between files, and no import runs upward.

Every import counts, wherever it is written: at the top of a module, under
``if TYPE_CHECKING:`` and inside a function. A late or type-only import still says that one
module depends on another; it only hides the dependency from the start-up or from Python.
A module the window imports late through ``ui/window/later.py`` (``Later("engine.coach",
why)``) counts as imported by ``later.py``.
Each module is a node (``pkg/__init__.py`` is the module ``pkg``); relative imports are
resolved; ``from pkg import name`` depends on ``pkg.name`` when that is a module, else on
``pkg``. The folder READMEs under ``zanzibar_desktop/`` say the same as :data:`LAYERS`.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

import zanzibar_desktop

pytestmark = pytest.mark.core

PACKAGE = "zanzibar_desktop"
ROOT = Path(zanzibar_desktop.__file__).resolve().parent
QT = ("PySide6", "shiboken6", "pyqtgraph")
ANY_QT = None


@dataclass(frozen=True)
class Layer:
    name: str
    holds: tuple[str, ...]  # folders (ending in "/") and files, relative to zanzibar_desktop/
    uses: tuple[str, ...]  # the layers below it that it may import (its own is always allowed)
    qt: tuple[str, ...] | None  # the Qt modules it may import (None: any, widgets included)


# The layers, lowest first: a layer may only use layers declared before it. A module belongs
# to the layer holding its longest matching folder or its file.
LAYERS = (
    # What the package says of itself: its version, its project page.
    Layer("package", ("__init__.py", "project_page.py"), (), ()),
    # Ctrl-C: quiet status 130 wherever it lands; installed first by every entry point, so
    # below all of them (it wakes Qt's event loop, hence QtCore).
    Layer("interrupt", ("interrupt.py",), (), ("QtCore",)),
    # Rules, hands, the game, odds and computer players: pure Python, no Qt, no disk.
    Layer("engine", ("engine/",), (), ()),
    # The disk: atomic writes, documents, saves, rules files, settings, records, logs. It
    # reads and writes what the engine defines; no Qt, so the command line needs none for it.
    Layer("storage", ("storage/",), ("engine",), ()),
    # The translations installed into Qt; engine texts in the player's language.
    Layer("i18n", ("i18n/",), ("engine",), ("QtCore",)),
    # The dice and chip sounds, synthesised and played; knows nothing of the game.
    Layer("sound", ("sound/",), (), ()),
    # Die and chip painters on any QPainter (no widget), shared by the table, the rule sheet
    # and the application icon.
    Layer("paint", ("paint/",), ("engine",), ("QtCore", "QtGui")),
    # The printable rule sheet (HTML, PDF, print), from the rules and the engine's figures.
    Layer("rulesheet", ("rulesheet/",), ("engine", "storage", "i18n", "paint"), ("QtCore", "QtGui")),
    # The game in play (events, autosave, records, files, the hand-off between two copies):
    # QtCore only, no widget.
    Layer("session", ("session/",), ("engine", "storage", "i18n"), ("QtCore",)),
    # The `zanzibar` command.
    Layer("cli", ("cli/",), ("package", "interrupt", "engine", "storage", "i18n", "rulesheet"),
          ("QtCore", "QtGui")),
    # The desktop's shared pieces at the root of ui/: texts, folders, colours, message boxes,
    # the application icon.
    Layer("ui", ("ui/",), ("package", "engine", "storage", "i18n", "paint", "session"), ANY_QT),
    # The felt: what the player sees of the game in play; never the window.
    Layer("ui/table", ("ui/table/",), ("engine", "i18n", "paint", "session", "ui"), ANY_QT),
    # The charts: history, hands, statistics; never the window.
    Layer("ui/charts", ("ui/charts/",), ("engine", "storage", "i18n", "session", "ui"), ANY_QT),
    # The dialogs; they may show table and chart pieces, never the window.
    Layer("ui/dialogs", ("ui/dialogs/",), ("package", "engine", "storage", "i18n", "paint",
                                           "rulesheet", "session", "ui", "ui/table", "ui/charts"),
          ANY_QT),
    # The main window: it composes all of the above.
    Layer("ui/window", ("ui/window/",), ("package", "engine", "storage", "i18n", "sound", "paint",
                                         "rulesheet", "session", "ui", "ui/table", "ui/charts",
                                         "ui/dialogs"), ANY_QT),
    # The program: the entry points, start-up, the crash report.
    Layer("app", ("app.py", "__main__.py", "crash.py", "entry.py"),
          ("package", "interrupt", "engine", "storage", "i18n", "sound", "paint", "rulesheet",
           "session", "cli", "ui", "ui/table", "ui/charts", "ui/dialogs", "ui/window"), ANY_QT),
)

# Imports (importer, imported) that run upward or close a loop, tolerated while they are
# removed: none are left. The test also fails when a listed import is gone, so the set only
# shrinks.
KNOWN_VIOLATIONS: set[tuple[str, str]] = set()

# Folders whose README does not say what they may import in the words of LAYERS yet.
README_PENDING: set[str] = set()
MAY_IMPORT = re.compile(r"May import:(?:\*\*)?(.*?)\.(?:\s|$)", re.DOTALL)


# ---------------------------------------------------------------------------- the graph
def _modules(root: Path) -> dict[str, Path]:
    """Every module under ``root``, by its name relative to the package (``engine.hands``;
    ``""`` for the package's own ``__init__.py``)."""
    modules = {}
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules[".".join(parts)] = path
    return modules


def _imports(name: str, path: Path, modules: dict[str, Path]) -> tuple[set[str], set[str]]:
    """The package's modules that ``name`` imports, and the Qt modules it imports."""
    is_package = path.name == "__init__.py"
    here = [PACKAGE, *name.split(".")] if name else [PACKAGE]
    if not is_package:
        here = here[:-1]
    found: set[str] = set()
    qt: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[:len(here) - node.level + 1]
                assert base, f"{path}: a relative import leaves the package"
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            # ``from pkg import name``: the module pkg.name if there is one, else pkg.
            targets = [f"{source}.{alias.name}" for alias in node.names]
        elif _names_a_late_module(node):  # later.py: Later("engine.coach", why)
            targets = [f"{PACKAGE}.{node.args[0].value}"]
        else:
            continue
        for target in targets:
            top = target.split(".")[0]
            if top in QT:
                qt.add(".".join(target.split(".")[:2]) if top == "PySide6" else top)
                continue
            if top != PACKAGE:
                continue
            inner = target.removeprefix(PACKAGE).removeprefix(".")
            while inner and inner not in modules:
                inner = inner.rpartition(".")[0]
            if inner in modules and inner != name:
                found.add(inner)
    return found, qt


def _names_a_late_module(node: ast.AST) -> bool:
    """A module the window imports after its first frame, through ``ui/window/later.py``:
    ``Later("engine.coach", "why")`` depends on ``engine.coach`` like an import."""
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id == "Later" and bool(node.args)
            and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str))


def import_graph(root: Path = ROOT) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    modules = _modules(root)
    graph, qt = {}, {}
    for name, path in modules.items():
        graph[name], qt[name] = _imports(name, path, modules)
    return graph, qt


def loops(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected components of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(component)
    return found


def layer_of(module: str) -> Layer:
    path = module.replace(".", "/")
    best, length = None, -1
    for layer in LAYERS:
        for held in layer.holds:
            matches = (path + "/").startswith(held) if held.endswith("/") else (
                f"{path}.py" == held or (held == "__init__.py" and module == ""))
            if matches and len(held) > length:
                best, length = layer, len(held)
    assert best is not None, f"{module or PACKAGE}: no layer in LAYERS holds it; declare one"
    return best


def violations(graph: dict[str, set[str]]) -> dict[tuple[str, str], str]:
    """Each import that closes a loop or runs upward, with why."""
    found = {}
    for component in loops(graph):
        for importer in component:
            for imported in graph[importer] & component:
                found[(importer, imported)] = "in a loop of " + ", ".join(sorted(component))
    by_name = {layer.name: layer for layer in LAYERS}
    for importer, imported_all in graph.items():
        mine = layer_of(importer)
        for imported in imported_all:
            theirs = layer_of(imported)
            if theirs is not mine and theirs.name not in mine.uses:
                assert theirs.name in by_name
                found.setdefault((importer, imported),
                                 f"{mine.name} may not import {theirs.name}")
    return found


# ---------------------------------------------------------------------------- the tests
def test_the_layers_are_an_order():
    names = [layer.name for layer in LAYERS]
    assert len(set(names)) == len(names)
    for position, layer in enumerate(LAYERS):
        assert set(layer.uses) <= set(names[:position]), f"{layer.name} uses a layer above it"


def test_every_module_has_a_layer():
    graph, _ = import_graph()
    assert len(graph) > 100
    for module in graph:
        layer_of(module)


def test_no_import_runs_upward_or_in_a_loop():
    graph, _ = import_graph()
    found = violations(graph)
    new = {edge: why for edge, why in found.items() if edge not in KNOWN_VIOLATIONS}
    assert not new, "imports upward or in a loop:\n" + "\n".join(
        f"  {importer} -> {imported}: {why}" for (importer, imported), why in sorted(new.items()))
    gone = KNOWN_VIOLATIONS - set(found)
    assert not gone, "fixed, so remove from KNOWN_VIOLATIONS:\n" + "\n".join(
        f"  {importer} -> {imported}" for importer, imported in sorted(gone))


def test_each_layer_imports_only_its_qt_modules():
    _, qt = import_graph()
    wrong = {}
    for module, imported in qt.items():
        allowed = layer_of(module).qt
        if allowed is None:
            continue
        extra = {name for name in imported if name.removeprefix("PySide6.") not in allowed}
        if extra:
            wrong[module] = sorted(extra)
    assert not wrong, f"Qt modules imported outside their layers: {wrong}"


def test_each_folders_readme_says_what_it_may_import():
    """The first sentence after "May import:" names (in backquotes) the layers of LAYERS."""
    names = {layer.name for layer in LAYERS}
    checked = 0
    for layer in LAYERS:
        for held in layer.holds:
            folder = ROOT / held
            if not held.endswith("/") or not folder.is_dir() or layer.name in README_PENDING:
                continue
            readme = folder / "README.md"
            assert readme.is_file(), f"{held} has no README.md"
            said = MAY_IMPORT.search(readme.read_text(encoding="utf-8"))
            assert said, f"{held}README.md does not say what it may import (May import: ...)"
            named = set(re.findall(r"`([^`]+)`", said.group(1))) & names - {layer.name}
            assert named == set(layer.uses), f"{held}README.md: {sorted(named)} != {layer.uses}"
            checked += 1
    assert checked >= 10


# ---------------------------------------------------------------------------- the checker
def _package(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path


def test_the_checker_sees_hidden_imports_and_loops(tmp_path):
    root = _package(tmp_path, {
        "__init__.py": "",
        "engine/__init__.py": "",
        "engine/rules.py": "def check():\n    from .hands import value\n",
        "engine/hands.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                           "    from . import rules\n",
        "engine/game.py": "from ..storage import settings\nimport zanzibar_desktop.engine.rules\n",
        "storage/__init__.py": "",
        "storage/settings.py": "from PySide6 import QtGui\nfrom PySide6.QtCore import QObject\n",
    })
    graph, qt = import_graph(root)
    assert graph["engine.rules"] == {"engine.hands"}  # inside a function
    assert graph["engine.hands"] == {"engine.rules"}  # under TYPE_CHECKING
    assert graph["engine.game"] == {"storage.settings", "engine.rules"}
    assert qt["storage.settings"] == {"PySide6.QtGui", "PySide6.QtCore"}
    assert loops(graph) == [{"engine.hands", "engine.rules"}]
    found = violations(graph)
    assert set(found) == {("engine.rules", "engine.hands"), ("engine.hands", "engine.rules"),
                          ("engine.game", "storage.settings")}
    assert found[("engine.game", "storage.settings")] == "engine may not import storage"


def test_a_table_module_may_not_import_the_window():
    graph = {"ui.table.felt": {"ui.window.controller", "ui.texts", "paint.dice"},
             "ui.window.controller": set(), "ui.texts": set(), "paint.dice": set()}
    assert set(violations(graph)) == {("ui.table.felt", "ui.window.controller")}
