"""A windowed app without a console: output and uncaught errors go to the log file."""

import sys

import pytest
from PySide6.QtWidgets import QMessageBox

from zanzibar_desktop import crash

pytestmark = pytest.mark.core


def test_missing_streams_are_sent_to_the_log(monkeypatch):
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    crash.route_output()
    print("hello from a frozen app")
    sys.stdout.flush()
    assert "hello from a frozen app" in crash.log_file().read_text()


def test_uncaught_errors_are_logged_and_shown(qapp, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "critical", lambda *args: shown.append(args[2]))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    crash.install_excepthook()
    try:
        raise RuntimeError("the dice fell off the table")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())
    assert "the dice fell off the table" in crash.log_file().read_text()
    assert shown and "the dice fell off the table" in shown[0]


def test_a_log_folder_that_cannot_be_made_does_not_stop_the_start(monkeypatch, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("ZANZIBAR_DESKTOP_HOME", str(blocker))
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", sys.__stderr__)
    crash.route_output()
    print("lost, harmlessly")
    assert sys.stdout is not None and not crash.log_file().exists()
