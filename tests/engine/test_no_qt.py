"""The engine stays pure Python: importing all of it loads no Qt module."""

import subprocess
import sys
from pathlib import Path

import pytest

import zanzibar_desktop.engine as engine

pytestmark = pytest.mark.subprocess


def test_importing_the_whole_engine_loads_no_qt():
    modules = sorted(f"zanzibar_desktop.engine.{path.stem}"
                     for path in Path(engine.__file__).parent.glob("*.py")
                     if path.stem != "__init__")
    assert len(modules) >= 8
    script = ("import sys\n" + "".join(f"import {name}\n" for name in modules)
              + "print(sorted(m for m in sys.modules if m.split('.')[0] in "
                "('PySide6', 'shiboken6', 'pyqtgraph', 'PyQt5', 'PyQt6')))")
    output = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            check=True, timeout=120).stdout
    assert output.strip() == "[]"
