"""Where errors go when nobody is watching a console.

A frozen app on Windows has no stdout or stderr: writing to them would fail, so both are
sent to a log file in the user's data directory. An uncaught exception is written to that
log and shown to the player in a dialog instead of the program vanishing.
"""

import os
import sys
import traceback
from pathlib import Path

from PySide6 import QtWidgets  # its classes are read when a report is shown, not before
from PySide6.QtCore import QCoreApplication

from .storage.paths import data_dir


def log_file() -> Path:
    return data_dir() / "zanzibar-desktop.log"


def route_output() -> None:
    """Give a windowed app somewhere to write: the log file, when stdout or stderr is missing."""
    if sys.stdout is not None and sys.stderr is not None:
        return
    try:
        path = log_file()
        path.parent.mkdir(parents=True, exist_ok=True)
        stream = open(path, "a", encoding="utf-8", buffering=1)  # noqa: SIM115 - lives with the app
    except OSError:  # a read-only or full data folder: the output is lost, the game is not
        stream = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 - lives with the app
    if sys.stdout is None:
        sys.stdout = stream
    if sys.stderr is None:
        sys.stderr = stream


def install_excepthook() -> None:
    def report(kind, value, trace) -> None:
        text = "".join(traceback.format_exception(kind, value, trace))
        try:
            path = log_file()
            path.parent.mkdir(parents=True, exist_ok=True)
            with open(path, "a", encoding="utf-8") as stream:
                stream.write(text + "\n")
        except OSError:
            path = None
        if sys.stderr is not None:
            sys.stderr.write(text)
        if QtWidgets.QApplication.instance() is not None:
            message = QCoreApplication.translate(
                "Crash", "Something went wrong: {error}\n\nThe details were written to {path}.")
            QtWidgets.QMessageBox.critical(
                None, QCoreApplication.translate("Crash", "Zanzibar Desktop"),
                message.format(error=value, path=path or "-"))

    sys.excepthook = report
