"""The Linux one-folder build: made with PyInstaller, then run headless through a whole demo
game. Slow (about half a minute), and part of the full suite that CI runs."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "dist" / "zanzibar-desktop"


@pytest.fixture(scope="module")
def frozen_app() -> Path:
    if not sys.platform.startswith("linux") or shutil.which("make") is None:
        pytest.skip("the build test runs on Linux with make")
    subprocess.run(["make", "dist"], cwd=ROOT, check=True, capture_output=True, timeout=1200)
    return FOLDER / "zanzibar-desktop"


@pytest.mark.slow
def test_the_frozen_app_plays_a_whole_demo_game_and_exits_0(frozen_app, tmp_path):
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen",
                       ZANZIBAR_DESKTOP_HOME=str(tmp_path))
    result = subprocess.run([str(frozen_app), "--demo", "--rules", "421-boite", "--speed",
                             "instant", "--exit-at-end"], env=environment, capture_output=True,
                            text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-2000:]


@pytest.mark.slow
def test_the_bundle_carries_translations_and_no_other_qt_binding(frozen_app):
    internal = frozen_app.parent / "_internal"
    assert (internal / "zanzibar_desktop" / "i18n" / "zanzibar_fr.qm").exists()
    assert list(internal.rglob("qtbase_fr.qm"))
    for other in ("PyQt5", "PyQt6", "PySide2", "tkinter"):
        assert not (internal / other).exists()
    assert not list(internal.rglob("libQt6Network*"))
    assert (frozen_app.parent / "share" / "applications" /
            "io.github.zanzibar_desktop.desktop").exists()
