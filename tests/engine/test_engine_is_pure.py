"""The engine is pure Python: no Qt and no file I/O in any of its modules (``ai`` and
``odds`` included), read from their source, so an import inside a function or under
``TYPE_CHECKING`` counts too. Reading and writing files is ``zanzibar_desktop.storage``'s
work."""

import pytest

from tests.ast_imports import (
    builtin_calls,
    file_imports,
    imported_modules,
    is_within,
    module_name,
    modules_under,
)

pytestmark = pytest.mark.core

QT = {"PySide6", "shiboken6", "pyqtgraph", "PyQt5", "PyQt6"}
FILE_IO = {"os", "io", "pathlib", "tempfile", "shutil", "sqlite3"}
FORBIDDEN_CALLS = {"open", "__import__"}  # __import__: an import the checks above cannot read


def engine_faults(modules: list[tuple[int, str]], calls: list[tuple[int, str]]) -> list[str]:
    faults = [f"line {line}: imports {module}" for line, module in modules
              if is_within(module, QT | FILE_IO)]
    faults += [f"line {line}: imports {module}, outside the engine" for line, module in modules
               if is_within(module, {"zanzibar_desktop"})
               and not is_within(module, {"zanzibar_desktop.engine"})]
    faults += [f"line {line}: calls {name}()" for line, name in calls]
    return faults


ENGINE = modules_under("engine")


def test_every_engine_module_is_read_ai_and_odds_included():
    names = {module_name(path) for path in ENGINE}
    assert {"zanzibar_desktop.engine.game", "zanzibar_desktop.engine.rules",
            "zanzibar_desktop.engine.ai.levels", "zanzibar_desktop.engine.odds"} <= names
    assert len(names) >= 25


@pytest.mark.parametrize("path", ENGINE, ids=module_name)
def test_an_engine_module_imports_no_qt_and_does_no_file_io(path):
    source = path.read_text(encoding="utf-8")
    assert engine_faults(file_imports(path), builtin_calls(source, FORBIDDEN_CALLS)) == []


def test_the_check_finds_each_kind_of_fault():
    source = '''
import os.path
from pathlib import Path
from typing import TYPE_CHECKING
if TYPE_CHECKING:
    from PySide6.QtCore import QObject
def later():
    import sqlite3
    from io import StringIO
    from ... import storage
    from ...i18n import tr_text
    with open("x") as stream:
        return stream.read()
'''
    modules = imported_modules(source, "zanzibar_desktop.engine.ai.levels")
    faults = engine_faults(modules, builtin_calls(source, FORBIDDEN_CALLS))
    for fault in ("line 2: imports os.path", "line 3: imports pathlib",
                  "line 6: imports PySide6.QtCore", "line 8: imports sqlite3",
                  "line 9: imports io", "line 10: imports zanzibar_desktop.storage, outside the engine",
                  "line 11: imports zanzibar_desktop.i18n, outside the engine",
                  "line 12: calls open()"):
        assert fault in faults
    quiet = imported_modules("from ..hands import Hand\nimport json\nfrom . import search\n",
                             "zanzibar_desktop.engine.ai.levels")
    assert engine_faults(quiet, []) == []
