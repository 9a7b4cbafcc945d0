"""The macOS bundle's Info.plist, as the spec gives it to PyInstaller, declares the .zanzibar
saved game as a document type the app owns (written and read back with plistlib)."""

import importlib.util
import plistlib
import re
from pathlib import Path

import pytest

from zanzibar_desktop import __version__

pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parents[2]
MACOS = ROOT / "packaging" / "macos"


def load_info_plist():
    spec = importlib.util.spec_from_file_location("info_plist", MACOS / "info_plist.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_info_plist_owns_the_zanzibar_document_type():
    module = load_info_plist()
    plist = plistlib.loads(plistlib.dumps(module.info_plist(__version__)))
    assert plist["CFBundleShortVersionString"] == __version__
    assert re.fullmatch(r"[A-Za-z0-9.-]+", plist["CFBundleIdentifier"])
    [document] = plist["CFBundleDocumentTypes"]
    [declared] = plist["UTExportedTypeDeclarations"]
    assert document["LSItemContentTypes"] == [declared["UTTypeIdentifier"]]
    assert document["LSHandlerRank"] == "Owner"
    assert declared["UTTypeTagSpecification"]["public.filename-extension"] == ["zanzibar"]
    assert re.fullmatch(r"[A-Za-z0-9.-]+", declared["UTTypeIdentifier"])


def test_the_spec_bundles_with_that_plist():
    spec = (ROOT / "packaging" / "zanzibar-desktop.spec").read_text()
    assert "info_plist=info_plist(__version__)" in spec
    assert "bundle_identifier=BUNDLE_ID" in spec
