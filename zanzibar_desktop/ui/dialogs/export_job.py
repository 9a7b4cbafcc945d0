"""A CSV export of the games kept, run on a thread of its own with a progress window the
player can cancel: every throw of 10,000 games is 1.5 million rows, seconds of work the
window must not freeze for. The thread reads through its own connection (SQLite's rule:
one connection per thread; WAL lets it read while the game writes)."""

import sqlite3
import threading
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QProgressBar, QProgressDialog, QWidget

from ...storage.errors import StorageError
from ...storage.records import open_records
from ...storage.records_export import ExportCancelledError, export_csv
from ..texts import tr_text

DONE, CANCELLED = "", None


class ExportJob(QObject):
    """``ended`` carries "" when the file is written, None when cancelled, else the reason."""

    progressed = Signal(int, int)
    ended = Signal(object)

    def __init__(self, database: Path, path: str, what: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.database = database
        self.path = path
        self.what = what
        self.cancelled = threading.Event()
        self.thread = threading.Thread(target=self._run, name="csv-export", daemon=True)
        self.progress = QProgressDialog(parent)
        bar = QProgressBar()
        bar.setFormat(self.tr("%p%"))  # the language's way: « 34 % »
        self.progress.setBar(bar)
        self.progress.setWindowModality(Qt.WindowModality.WindowModal)
        self.progress.setMinimumDuration(300)  # a quick export shows no window at all
        self.progress.setAutoClose(False)
        self.progress.setAutoReset(False)
        self.progress.setWindowTitle(self.tr("Export"))
        self.progress.setLabelText(self.tr("Writing {file}…").format(file=Path(path).name))
        self.progress.canceled.connect(self.cancelled.set)
        self.progressed.connect(self._show_progress)
        self.ended.connect(self.progress.close)

    def start(self) -> None:
        self.progress.setRange(0, 0)  # busy until the first count arrives
        self.thread.start()

    def _show_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(min(done, total))

    def _run(self) -> None:
        try:
            records, _ = open_records(self.database)
        except (sqlite3.Error, OSError) as error:
            self.ended.emit(str(error))
            return
        try:
            export_csv(records, self.path, self.what, self._report)
        except ExportCancelledError:
            self.ended.emit(CANCELLED)
        except StorageError as error:
            self.ended.emit(tr_text(error.text))
        except (sqlite3.Error, OSError) as error:
            self.ended.emit(str(error))
        else:
            self.ended.emit(DONE)
        finally:
            records.close()

    def _report(self, done: int, total: int) -> bool:
        self.progressed.emit(done, total)
        return not self.cancelled.is_set()
