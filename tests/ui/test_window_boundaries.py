"""The window composes, its helpers get what they use: no module under ``ui/`` but the main
window reads attributes of a window object or imports it (imports under ``TYPE_CHECKING``
and inside functions count: the import graph's own reading); nobody reads through its
parent (``self.parent_widget.tray``, ``self.parent().felt``) or into another object's parts
(``self.felt.hint.words``, ``window.files.request_open``: what an object needs of another's
part, the owner offers by a named method), in ``ui/`` and in ``app.py``; and nobody sets
another object's words: ``retranslate_ui`` is called on ``self`` or by
``ui/retranslate.py`` only. That ``ui/table``, ``ui/charts`` and ``ui/dialogs`` never import
``ui/window`` is the import graph's layers (``tests/test_import_graph.py``)."""

import ast
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget

from tests.test_import_graph import import_graph

pytestmark = pytest.mark.core

UI = Path(__file__).resolve().parents[2] / "zanzibar_desktop" / "ui"
MAIN_WINDOW = UI / "window" / "main_window.py"
PACKAGE = UI.parent
APP = PACKAGE / "app.py"
# A signal's own calls: ``self.dock.visibilityChanged.connect`` reads no part of the dock.
SIGNAL_CALLS = {"connect", "disconnect", "emit"}
PARENT_CALLS = {"parent", "parentWidget"}
MAX_LINES = 450


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


def qt_classes() -> set[str]:
    """The names of Qt's classes' subclasses in the package (a QObject's, a widget's…)."""
    bases = {node.name: {ast.unparse(base).rsplit(".", 1)[-1] for base in node.bases}
             for path in PACKAGE.rglob("*.py") for node in ast.walk(ast.parse(path.read_text()))
             if isinstance(node, ast.ClassDef)}
    found: set[str] = set()
    while True:
        more = {name for name, of in bases.items()
                if any(base.startswith("Q") or base in found for base in of)} - found
        if not more:
            return found
        found |= more


def parts() -> set[str]:
    """The parts the Qt classes of ``ui/`` make for themselves: an attribute of ``self`` set
    to an object made there (``self.hint = HintPanel(tray)``, ``self.session =
    later.session.GameSession(…)``), not one handed in (``self.controller = controller``)."""
    qt = qt_classes()
    found = set()
    for path in modules():
        for cls in ast.walk(ast.parse(path.read_text())):
            if not (isinstance(cls, ast.ClassDef) and cls.name in qt):
                continue
            for node in ast.walk(cls):
                if not isinstance(node, (ast.Assign, ast.AnnAssign)) or not isinstance(
                        node.value, ast.Call):
                    continue
                made = ast.unparse(node.value.func).rsplit(".", 1)[-1]
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                found.update(target.attr for target in targets
                             if made[:1].isupper() and isinstance(target, ast.Attribute)
                             and isinstance(target.value, ast.Name) and target.value.id == "self")
    return found


def chain(node: ast.Attribute) -> list[str] | None:
    """``a.b.c`` as ["a", "b", "c"]; None when it does not start from a name."""
    names = []
    while isinstance(node, ast.Attribute):
        names.append(node.attr)
        node = node.value
    return [node.id, *reversed(names)] if isinstance(node, ast.Name) else None


def qt_objects(function: ast.FunctionDef | ast.Lambda, known_parts: set[str],
               qt: set[str]) -> set[str]:
    """The names in ``function`` that stand for a Qt object: ``self``, and a parameter or
    local annotated with a Qt class (``felt: Felt``), or named as a part or a window is
    (``felt``, ``window``); one annotated with another class (``layout: FeltLayout``) is not."""
    arguments = [*function.args.posonlyargs, *function.args.args, *function.args.kwonlyargs]
    typed = {argument.arg: argument.annotation for argument in arguments}
    typed.update((node.target.id, node.annotation) for node in ast.walk(function)
                 if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name))
    names = {node.id for node in ast.walk(function)
             if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store)} | set(typed)
    found = {"self"}
    for name in names:
        annotation = typed.get(name)
        if annotation is None:
            if name in known_parts or name == "window":
                found.add(name)
        elif any(isinstance(node, ast.Name) and node.id in qt
                 for node in ast.walk(annotation)):
            found.add(name)
    return found


def reaches(path: Path, known_parts: set[str], qt: set[str]) -> list[str]:
    """In ``path``: a read through a parent (``….parent_widget.x``, ``….parent().x``; Qt's
    own widget calls on it, ``parentWidget().setFocus()``, are not reads), and a chain from a
    Qt object of the function (``self``, a parameter, a local) through another object's part
    to what that part holds: ``self.felt.hint.words``, ``felt.hint.closed``,
    ``window.files.request_open`` (a signal's ``connect`` does not count as a name)."""
    tree = ast.parse(path.read_text())
    outer = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and (
                (isinstance(node.value, ast.Attribute) and node.value.attr == "parent_widget")
                or (isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Attribute)
                    and node.value.func.attr in PARENT_CALLS
                    and not hasattr(QWidget, node.attr))):
            found.add(f"{path.name}:{node.lineno} {ast.unparse(node)}")
    for function in ast.walk(tree):
        if not isinstance(function, (ast.FunctionDef, ast.Lambda)):
            continue
        own = qt_objects(function, known_parts, qt)
        for node in ast.walk(function):
            if not isinstance(node, ast.Attribute) or isinstance(outer.get(node), ast.Attribute):
                continue
            names = chain(node)
            if not names or names[0] not in own:
                continue
            if names[-1] in SIGNAL_CALLS:
                names = names[:-1]
            between = names[2:-1] if names[0] == "self" else names[1:-1]
            if any(name in known_parts for name in between):
                found.add(f"{path.name}:{node.lineno} {ast.unparse(node)}")
    return sorted(found)


def test_nobody_reads_through_a_parent_or_into_another_objects_parts():
    known_parts, qt = parts(), qt_classes()
    offenders = [read for path in [*modules(), APP] for read in reaches(path, known_parts, qt)]
    assert offenders == []


def test_no_module_under_ui_is_over_450_lines():
    """A module a maintainer reads in one sitting: past 450 lines, a part of it has become a
    helper of its own."""
    long = [f"{path.relative_to(UI)}: {count} lines" for path in modules()
            if (count := len(path.read_text().splitlines())) > MAX_LINES]
    assert long == []


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


def test_the_reach_check_sees_what_it_looks_for(tmp_path):
    planted = tmp_path / "planted.py"
    planted.write_text(
        "class Planted(QWidget):\n"
        "    def __init__(self, felt, window, launch):\n"
        "        self.parent_widget.tray.show()\n"  # through the parent kept
        "        self.parent().felt\n"  # through Qt's parent
        "        self.felt.hint.words.judged('Ann', None)\n"  # into the felt's hint
        "        felt.hint.closed.connect(self.close)\n"  # a parameter's part's signal
        "        window = launch.window\n"
        "        window.files.request_open('a.zanzibar')\n"  # a local's part
        "        window.session.recover()\n"
        # What is not a reach: a widget's own signal, a method of a part, a part handed in.
        "        self.history_dock.visibilityChanged.connect(self.close)\n"
        "        self.felt.show_coach(None)\n"
        "        felt.controller.game\n"
        "        QMessageBox(self.parent_widget)\n"
        "        self.parentWidget().setFocus()\n"
        "    def place(self, layout: FeltLayout):\n"
        "        layout.beat.width()\n")  # a layout's rectangle, not the felt's part
    found = reaches(planted, parts(), qt_classes())
    caught = {int(read.split(" ", 1)[0].split(":")[1]) for read in found}
    assert caught == {3, 4, 5, 6, 8, 9}  # the six reaches, and nothing else
