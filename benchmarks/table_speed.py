"""Prints the desktop table's start-up time against a bare PySide6 window, and the time to
render one frame of the tray with three tumbling dice at 1280×800.

Start-up is measured from launching the process to the first paint of the main window,
the same way for both (offscreen platform). Targets: at most 1.5× the bare window; at most
2 ms a frame. Nothing is asserted.
"""

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

FIRST_PAINT = """
import sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv)
{make_window}
class Watcher(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print("painted", flush=True)
            app.quit()
        return False
watcher = Watcher()
window.installEventFilter(watcher)
window.show()
app.exec()
"""
BARE = "from PySide6.QtWidgets import QMainWindow\nwindow = QMainWindow()\nwindow.resize(1100, 740)"
# The same imports and steps as ``zanzibar-desktop`` up to showing its window
# (``app.show_window``): the settings of a player who has played before, the autosave lock.
TABLE = ("from zanzibar_desktop.app import parse_arguments\nparse_arguments([])\n"
         "from zanzibar_desktop.instance import InstanceLock\n"
         "from zanzibar_desktop.storage.paths import data_dir\n"
         "from zanzibar_desktop.storage.settings import load_settings\n"
         "from zanzibar_desktop.ui.window.main_window import MainWindow\n"
         "settings = load_settings()[0]\n"
         "lock = InstanceLock(data_dir())\nlock.acquire()\n"
         "window = MainWindow(settings)")
HOME = ROOT / "build" / "bench-home"
SETTINGS = ('{"animation_speed": "fast", "language": "en", "last_rules": "421", "last_table": '
            '[{"name": "Ann", "level": null}, {"name": "Marcel", "level": "expert"}, '
            '{"name": "Josette", "level": "regular"}]}')


def first_paint(make_window: str) -> float:
    (HOME / "config").mkdir(parents=True, exist_ok=True)
    (HOME / "config" / "settings.json").write_text(SETTINGS)
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", ZANZIBAR_DESKTOP_HOME=str(HOME))
    started = time.perf_counter()
    output = subprocess.run([sys.executable, "-c", FIRST_PAINT.format(make_window=make_window)],
                            capture_output=True, text=True, cwd=ROOT, env=environment,
                            check=True).stdout
    assert "painted" in output
    return time.perf_counter() - started


def frame_time() -> list[float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from zanzibar_desktop.ui.table.dice_tray import DiceTray

    app = QApplication.instance() or QApplication([])
    tray = DiceTray()
    tray.resize(1280, 800)
    tray.show_throw((6, 2, 5), (True, True, True))
    image = QImage(1280, 800, QImage.Format.Format_ARGB32_Premultiplied)
    timings = []
    for frame in range(240):
        t = 0.7 * frame / 240
        for index, throw in enumerate(tray._throws):  # noqa: SLF001 - pose the dice mid-air
            if throw is not None:
                tray._place(index, throw, t)  # noqa: SLF001
        painter = QPainter(image)
        started = time.perf_counter()
        tray.paint_on(painter)
        timings.append(time.perf_counter() - started)
        painter.end()
    tray.finish_now()
    del app
    return timings


def main() -> None:
    # Interleaved runs, so both see the same load on a shared machine.
    bare, table = [], []
    for _ in range(9):
        bare.append(first_paint(BARE))
        table.append(first_paint(TABLE))
    print(f"first paint: bare PySide6 window median {statistics.median(bare) * 1000:.0f} ms, "
          f"Zanzibar table median {statistics.median(table) * 1000:.0f} ms "
          f"(ratio {statistics.median(table) / statistics.median(bare):.2f}, target ≤ 1.5)")
    timings = sorted(frame_time())
    print(f"tray frame at 1280×800, three tumbling dice: median "
          f"{statistics.median(timings) * 1000:.2f} ms, 95th percentile "
          f"{timings[int(len(timings) * 0.95)] * 1000:.2f} ms (target ≤ 2 ms)")


if __name__ == "__main__":
    main()
