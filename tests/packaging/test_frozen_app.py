"""The Linux one-folder build: made with PyInstaller, then run headless through a whole demo
game. Slow (about half a minute): the packaging tier, part of the full suite that CI runs."""

import os
import subprocess
from pathlib import Path

import pytest

from tests.processes import master_demo_keeps_its_solution
from zanzibar_desktop.storage.solutions import SHIPPED, SUFFIX

pytestmark = [pytest.mark.packaging, pytest.mark.xdist_group("dist")]

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "dist" / "zanzibar-desktop"


@pytest.fixture(scope="module")
def frozen_app(linux_build) -> Path:
    return linux_build / "zanzibar-desktop"


def test_the_frozen_app_plays_a_whole_demo_game_and_exits_0(frozen_app, tmp_path):
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen",
                       ZANZIBAR_DESKTOP_HOME=str(tmp_path))
    result = subprocess.run([str(frozen_app), "--demo", "--rules", "421-boite", "--speed",
                             "instant", "--exit-at-end"], env=environment, capture_output=True,
                            text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-2000:]


def test_the_frozen_app_works_out_a_masters_partie_in_a_worker_process(frozen_app, tmp_path):
    """The worker is the frozen program started again (multiprocessing's spawn): it must
    solve and end, not open a second window."""
    kept = master_demo_keeps_its_solution([str(frozen_app)], tmp_path)
    assert len(kept) == 1 and kept[0].stat().st_size > 0


def test_the_bundle_carries_translations_and_no_other_qt_binding(frozen_app):
    internal = frozen_app.parent / "_internal"
    assert (internal / "zanzibar_desktop" / "i18n" / "zanzibar_fr.qm").exists()
    assert list(internal.rglob("qtbase_fr.qm"))
    for other in ("PyQt5", "PyQt6", "PySide2", "tkinter"):
        assert not (internal / other).exists()
    assert not list(internal.rglob("libQt6Network*"))
    assert (frozen_app.parent / "share" / "applications" /
            "io.github.zanzibar_desktop.desktop").exists()


def test_the_bundle_carries_the_sounds(frozen_app):
    shipped = sorted((ROOT / "zanzibar_desktop" / "sound" / "clips").glob("*.wav"))
    bundled = frozen_app.parent / "_internal" / "zanzibar_desktop" / "sound" / "clips"
    assert shipped and sorted(path.name for path in bundled.glob("*.wav")) == [
        path.name for path in shipped]
    for path in shipped:
        assert (bundled / path.name).read_bytes() == path.read_bytes(), path.name


def test_the_bundle_carries_the_presets_solutions(frozen_app):
    """A Master at a preset's table plays from them at once (storage/solutions.py)."""
    shipped = sorted(SHIPPED.glob(f"*{SUFFIX}"))
    bundled = frozen_app.parent / "_internal" / "zanzibar_desktop" / "storage" / "preset_solutions"
    assert shipped and sorted(path.name for path in bundled.iterdir()) == [
        path.name for path in shipped]
    for path in shipped:
        assert (bundled / path.name).read_bytes() == path.read_bytes(), path.name


def test_every_library_of_the_bundle_finds_what_it_needs(frozen_app):
    """The trimmed libraries are needed by none left (ldd, with the bundle's own folders
    first, as the frozen app searches them)."""
    internal = frozen_app.parent / "_internal"
    search = f"{internal}:{internal / 'PySide6' / 'Qt' / 'lib'}"
    elves = [frozen_app] + [path for path in internal.rglob("*.so*")
                            if path.is_file() and path.read_bytes()[:4] == b"\x7fELF"]
    missing = {}
    for elf in elves:
        output = subprocess.run(["ldd", str(elf)], capture_output=True, text=True,
                                env=dict(os.environ, LD_LIBRARY_PATH=search), timeout=60).stdout
        lost = [line.split()[0] for line in output.splitlines() if "not found" in line]
        if lost:
            missing[elf.name] = lost
    assert not missing
