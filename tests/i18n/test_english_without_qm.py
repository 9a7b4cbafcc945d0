"""English needs no compiled translation: without zanzibar_en.qm the sources are shown, a
count's ``(s)`` resolved; another language without its file is refused."""

import pytest
from PySide6.QtCore import QCoreApplication

import zanzibar_desktop.i18n as i18n

pytestmark = pytest.mark.core


def test_english_without_its_file_resolves_plurals(qapp, monkeypatch, tmp_path):
    monkeypatch.setattr(i18n, "HERE", tmp_path)  # a package with no .qm at all
    try:
        assert i18n.install_language("en")
        translate = QCoreApplication.translate
        assert translate("Test", "%n token(s)", "", 1) == "1 token"
        assert translate("Test", "%n token(s)", "", 3) == "3 tokens"
        assert translate("Test", "Keep the dice") == "Keep the dice"
        assert not i18n.install_language("fr")
        assert translate("Test", "%n token(s)", "", 1) == "1 token(s)"  # nothing left installed
    finally:
        monkeypatch.undo()
        i18n.install_language("en")
