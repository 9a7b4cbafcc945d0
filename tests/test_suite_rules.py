"""The rules the test suite keeps (tests/README.md): every test has exactly one tier, every
game a test starts is seeded, no test waits on another process without a deadline, and no
packaging check skips where ``make test`` installs what it needs."""

import ast
from pathlib import Path
from types import SimpleNamespace

import pytest

from tests.conftest import GROUPS, TIERS, FixedSeeds, pytest_collection_modifyitems
from tests.packaging import tools
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules

pytestmark = pytest.mark.core

TESTS = Path(__file__).resolve().parent
RUNS = {"run", "call", "check_call", "check_output"}  # subprocess's calls that wait for the end


class Marked:
    """A collected test as the tier guard sees it: a node id and its markers (a name, or a
    marker with arguments such as ``pytest.mark.xdist_group("dist").mark``)."""

    def __init__(self, nodeid: str, *marks: str | pytest.Mark) -> None:
        self.nodeid = nodeid
        self.marks = marks

    def iter_markers(self):  # noqa: ANN201 - as pytest's Item
        return [SimpleNamespace(name=mark, args=()) if isinstance(mark, str) else mark
                for mark in self.marks]


def test_a_test_without_a_tier_or_with_two_stops_the_run_and_is_named():
    items = [Marked("tests/test_a.py::test_bare", "parametrize"),
             Marked("tests/test_b.py::test_twice", "gui", "core", "core"),
             Marked("tests/test_c.py::test_right", "core", "core", "skipif")]
    with pytest.raises(pytest.UsageError) as refused:
        pytest_collection_modifyitems(items)
    message = str(refused.value)
    assert "tests/test_a.py::test_bare: none" in message
    assert "tests/test_b.py::test_twice: core and gui" in message
    assert "test_right" not in message  # one tier, marked on the module and the test alike


def test_a_run_where_every_test_has_one_tier_goes_on():
    items = [Marked(f"tests/test_{tier}.py::test_x", tier) for tier in TIERS]
    items += [Marked(f"tests/test_{group}.py::test_x", "core", pytest.mark.xdist_group(group).mark)
              for group in GROUPS]
    pytest_collection_modifyitems(items)  # nothing raised


def test_a_test_in_a_group_nobody_else_names_stops_the_run_and_is_named():
    items = [Marked("tests/test_a.py::test_misspelt", "core", pytest.mark.xdist_group("dsit").mark),
             Marked("tests/test_b.py::test_unnamed", "core", pytest.mark.xdist_group.mark),
             Marked("tests/test_c.py::test_right", "core", pytest.mark.xdist_group("dist").mark)]
    with pytest.raises(pytest.UsageError) as refused:
        pytest_collection_modifyitems(items)
    message = str(refused.value)
    assert "tests/test_a.py::test_misspelt: dsit" in message
    assert "tests/test_b.py::test_unnamed: no name" in message
    assert "test_right" not in message


def test_a_game_started_without_a_seed_gets_the_same_seeds_in_every_run():
    seats = [PlayerSpec("Ann"), PlayerSpec("Marcel", "regular")]
    first, second = (Game(preset_rules("zanzibar"), seats).seed for _ in range(2))
    expected = FixedSeeds()
    assert (first, second) == (expected.getrandbits(63), expected.getrandbits(63))
    assert first != second and 2**32 < first < 2**63  # two games, two seeds, as large as real ones


def waits_without_deadline(tree: ast.AST) -> list[tuple[int, str]]:
    """Calls in ``tree`` that can wait for ever on another process."""
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        name, owner = node.func.attr, node.func.value
        keywords = {keyword.arg for keyword in node.keywords}
        if name in RUNS and isinstance(owner, ast.Name) and owner.id == "subprocess" \
                and "timeout" not in keywords:
            found.append((node.lineno, f"subprocess.{name} without timeout="))
        elif name in ("wait", "communicate") and not node.args and "timeout" not in keywords \
                and not (isinstance(owner, ast.Name) and owner.id == "qtbot"):
            found.append((node.lineno, f".{name}() without timeout="))
        elif name in ("readline", "read", "readlines") and isinstance(owner, ast.Attribute) \
                and owner.attr in ("stdout", "stderr"):
            found.append((node.lineno, f"{owner.attr}.{name}() with no deadline: "
                                       "tests.processes.read_line"))
    return found


def test_the_check_finds_each_wait_without_a_deadline():
    source = ("subprocess.run(['x'], check=True)\nsubprocess.check_output(['x'])\n"
              "process.wait()\nprocess.communicate()\nprocess.stdout.readline()\n"
              "subprocess.run(['x'], timeout=9)\nprocess.wait(timeout=9)\nqtbot.wait(10)\n")
    assert [line for line, _ in waits_without_deadline(ast.parse(source))] == [1, 2, 3, 4, 5]


def test_no_test_waits_on_another_process_without_a_deadline():
    found = [f"{path.relative_to(TESTS.parent)}:{line}: {what}"
             for path in sorted(TESTS.rglob("*.py")) if path.name != "processes.py"
             for line, what in waits_without_deadline(ast.parse(path.read_text(encoding="utf-8")))]
    assert not found, "\n".join(found)


def test_a_missing_build_tool_fails_where_make_test_installs_it_and_skips_elsewhere(monkeypatch):
    """A skip for a tool that ``make test`` installs would turn a dropped package into a green
    run with a check fewer; only where nothing installs it does the test step aside."""
    monkeypatch.setattr(tools.shutil, "which", lambda name: None)
    monkeypatch.setattr(tools, "INSTALLED_BY_MAKE_TEST", True)
    with pytest.raises(pytest.fail.Exception, match=r"appstreamcli not installed.*apt-get install appstream"):
        tools.need("appstreamcli")
    monkeypatch.setattr(tools, "INSTALLED_BY_MAKE_TEST", False)
    with pytest.raises(pytest.skip.Exception, match="appstreamcli not installed"):
        tools.need("appstreamcli")
    monkeypatch.setattr(tools.shutil, "which", lambda name: f"/usr/bin/{name}")
    tools.need("appstreamcli")  # there: nothing raised
