"""The ``zanzibar`` command speaks the system's language by default: these tests run it in
English unless they ask otherwise, whatever the locale of the machine running them."""

import pytest

from zanzibar_desktop.cli import language


@pytest.fixture(autouse=True)
def english_by_default(monkeypatch):
    # In this process Qt reads the system locale once; the commands run here ask this.
    monkeypatch.setattr(language, "system_language", lambda: "en")
    # The commands run in a subprocess read the environment.
    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    monkeypatch.setenv("LANG", "C.UTF-8")
    monkeypatch.delenv("LANGUAGE", raising=False)
