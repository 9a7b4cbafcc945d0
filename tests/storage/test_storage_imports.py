"""Storage owns the disk and nothing else: it imports no Qt (the command line and the
session layer use it without widgets) and of this program only the engine and storage itself,
read from each module's source, imports inside functions included."""

import pytest

from tests.ast_imports import file_imports, imported_modules, is_within, module_name, modules_under

pytestmark = pytest.mark.core

QT = {"PySide6", "shiboken6", "pyqtgraph", "PyQt5", "PyQt6"}
ALLOWED_HERE = {"zanzibar_desktop.engine", "zanzibar_desktop.storage"}


def storage_faults(modules: list[tuple[int, str]]) -> list[str]:
    faults = [f"line {line}: imports {module}" for line, module in modules if is_within(module, QT)]
    faults += [f"line {line}: imports {module}, neither the engine nor storage"
               for line, module in modules
               if is_within(module, {"zanzibar_desktop"}) and module != "zanzibar_desktop"
               and not is_within(module, ALLOWED_HERE)]
    return faults


STORAGE = modules_under("storage")


def test_every_storage_module_is_read():
    names = {module_name(path) for path in STORAGE}
    assert {"zanzibar_desktop.storage.atomic", "zanzibar_desktop.storage.settings",
            "zanzibar_desktop.storage.records", "zanzibar_desktop.storage.saves"} <= names


@pytest.mark.parametrize("path", STORAGE, ids=module_name)
def test_a_storage_module_imports_no_qt_and_nothing_above_it(path):
    assert storage_faults(file_imports(path)) == []


def test_the_check_finds_qt_and_upward_imports():
    source = ("from ..i18n import LANGUAGES\nfrom ..engine.text import Text\n"
              "def later():\n    from PySide6.QtCore import QSaveFile\n"
              "    from ..ui.texts import tr_text\n")
    faults = storage_faults(imported_modules(source, "zanzibar_desktop.storage.settings"))
    assert "line 1: imports zanzibar_desktop.i18n, neither the engine nor storage" in faults
    assert "line 4: imports PySide6.QtCore" in faults
    assert "line 5: imports zanzibar_desktop.ui.texts, neither the engine nor storage" in faults
    assert not any(fault.startswith("line 2:") for fault in faults)
