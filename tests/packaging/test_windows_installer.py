"""The Windows installer's NSIS script compiles (makensis, warnings as errors) around the
Linux build — the real payload is the Windows build, on the Windows runner — into an
executable carrying the package's version."""

from pathlib import Path

import pytest

from zanzibar_desktop import __version__

pytestmark = [pytest.mark.packaging, pytest.mark.xdist_group("dist")]

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "windows" / "zanzibar-desktop.nsi"


def test_the_installer_compiles_with_the_version_and_the_payload(installers, linux_build):
    setup = installers["nsis"]
    data = setup.read_bytes()
    assert data[:2] == b"MZ" and f"-{__version__}-setup.exe" in setup.name
    for key, value in (("ProductVersion", __version__), ("ProductName", "Zanzibar Desktop")):
        assert f"{key}\0".encode("utf-16-le") in data and value.encode("utf-16-le") in data
    payload = sum(path.stat().st_size for path in linux_build.rglob("*")
                  if path.is_file() and not path.is_symlink())
    assert 0.2 * payload < len(data) < payload  # the whole folder, compressed


def test_the_script_installs_per_user_with_start_menu_uninstaller_and_association():
    script = SCRIPT.read_text(encoding="utf-8")
    assert "RequestExecutionLevel user" in script
    assert 'InstallDir "$LOCALAPPDATA\\Programs\\' in script
    assert 'CreateShortcut "$SMPROGRAMS\\' in script and "WriteUninstaller" in script
    assert 'WriteRegStr HKCU "Software\\Classes\\.zanzibar"' in script
    assert "HKLM" not in script  # nothing that needs administrator rights
