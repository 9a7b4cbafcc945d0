"""Desktop integration files and the icon set, checked with the platform's own validators."""

import configparser
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.packaging.tools import need
from zanzibar_desktop import __version__

pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.zanzibar_desktop"
MIME = "{http://www.freedesktop.org/standards/shared-mime-info}"


def test_desktop_entry_names_the_program_and_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Exec"] == "zanzibar-desktop %f" and section["Icon"] == APP_ID
    assert section["MimeType"] == "application/x-zanzibar;"
    assert "Game" in section["Categories"] and section["Name[fr]"]


def test_desktop_file_validates():
    need("desktop-file-validate")
    subprocess.run(["desktop-file-validate", str(LINUX / f"{APP_ID}.desktop")], check=True, timeout=60)


def test_metainfo_validates():
    need("appstreamcli")
    subprocess.run(["appstreamcli", "validate", "--no-net",
                    str(LINUX / f"{APP_ID}.metainfo.xml")], check=True,
                   timeout=120)


def test_metainfo_lists_this_version_and_the_project_page():
    metainfo = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    assert metainfo.find("releases/release").get("version") == __version__  # newest first
    urls = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["urls"]
    assert metainfo.findtext("url[@type='homepage']") == urls["Homepage"]
    assert metainfo.findtext("provides/mediatype") == "application/x-zanzibar"


def test_the_mime_type_claims_zanzibar_files():
    [mime_type] = ET.parse(LINUX / f"{APP_ID}.mime.xml").getroot()
    assert mime_type.get("type") == "application/x-zanzibar"
    assert mime_type.find(f"{MIME}glob").get("pattern") == "*.zanzibar"


def test_icon_set_from_the_one_drawing(tmp_path):
    subprocess.run([sys.executable, str(ROOT / "packaging" / "make_icons.py"), str(tmp_path)],
                   check=True, capture_output=True, timeout=300)
    for size in (16, 32, 48, 256, 512):
        png = tmp_path / f"zanzibar-desktop-{size}.png"
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    ico = (tmp_path / "zanzibar-desktop.ico").read_bytes()
    assert ico[:4] == b"\x00\x00\x01\x00" and int.from_bytes(ico[4:6], "little") == 7
    icns = (tmp_path / "zanzibar-desktop.icns").read_bytes()
    assert icns[:4] == b"icns" and int.from_bytes(icns[4:8], "big") == len(icns)
