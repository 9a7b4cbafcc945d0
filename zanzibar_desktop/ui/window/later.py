"""What the first frame does without: the one place in the desktop program that imports late,
and why.

The table must be on screen about as fast as a bare Qt window (issue 23: its first paint
within 1.25× of one). Before that frame the program imports only what the frame draws: the
menu bar's titles, the dice tray, the buttons and the message line, with the settings and the
language they are drawn in. Every module below waits, and its entry says why. A name is read
through its entry (``later.felt.Felt``); the first read imports the module, so a caller never
needs to know whether it is loaded yet. The first group are the table's workings, made as
soon as the frame is drawn (``MainWindow.ensure_ready``); ``warm_up`` imports the slow ones
on a thread in the background once a game sits down, so that its first hint does not wait
for them, and Statistics' charts as that window opens; the rest load on first use.
"""

from __future__ import annotations

import atexit
import contextlib
import importlib
import threading
import time
from collections.abc import Callable
from types import ModuleType

from PySide6.QtCore import QObject, Qt, QTimer, Signal


class Later:
    """A module imported when one of its names is first read."""

    def __init__(self, module: str, why: str) -> None:
        self.module = f"{__package__.partition('.')[0]}.{module}"
        self.why = why
        self._loaded: ModuleType | None = None

    def load(self) -> ModuleType:
        if self._loaded is None:
            self._loaded = importlib.import_module(self.module)
        return self._loaded

    def __getattr__(self, name: str):  # noqa: ANN204 - whatever the module holds
        return getattr(self.load(), name)

    def __repr__(self) -> str:
        return f"<{self.module}, imported later: {self.why}>"


# The table's workings: nothing to show before a game sits down, needed as soon as one does
# (at the latest by the question to resume, 250 ms after the first frame).
session = Later("session.game_session", "the game in play, and with it the whole engine "
                "(≈ 60 ms): the first frame shows no game")
hands = Later("engine.hands", "the hands and their names, for the words of a game's turns")
summaries = Later("ui.table.summaries", "the words of a round's or a game's end")
summary_panel = Later("ui.table.summary_panel", "a round's result over the tray: none before "
                      "a game")
side_tables = Later("ui.table.side_tables", "the scoreboard dock's tables (hidden at first)")
hands_card = Later("ui.table.hands_card", "the hands card's table (View ▸ Hands card, hidden "
                   "at first): made when its dock is first shown")
felt = Later("ui.table.felt", "the seats, banner, pot and chips of a game at the table")
hints = Later("ui.window.hints", "the Hint button and the coach line, once a game is seated")
game_files = Later("ui.window.game_files", "Open and Save, and the files they read")
pacing = Later("ui.window.pacing", "the table's rhythm between throws, results and turns")
autosave = Later("storage.autosave", "the autosave, read after the frame (and answered by "
                 "the question to resume)")
message_boxes = Later("ui.message_boxes", "warnings and questions, all asked after the frame "
                      "(QMessageBox's enums alone take 1 ms)")
app_icon = Later("ui.app_icon", "the window's icon, drawn by the dice painter at four sizes")
sound = Later("sound", "the clips and the audio library: the first sound is the first throw's")

# Slow, and needed only by the hint, the coach line and the Expert: warmed on a thread once a
# game sits down.
coach = Later("engine.coach", "the exact odds of every choice, and through the Expert numpy "
              "(≈ 140 ms of processor time): only the hint and the coach line use them")

# pyqtgraph (≈ 150 ms of processor time, 600 ms on a loaded machine) and the charts drawn
# with it: warmed on a thread as Statistics opens, while the player reads its first tab, so
# that its Charts and Skill pages are drawn without waiting for them (no game pays for it).
statistics_charts = Later("ui.charts.statistics_charts", "Statistics' charts of results and "
                          "of the dice, and pyqtgraph: only Statistics draws with it")
skill_chart = Later("ui.charts.skill_chart", "Statistics' chart of the skill over time")

# Loaded when the player first opens them.
history_chart = Later("ui.charts.history_chart", "the History chart (hidden at first): "
                      "made when its dock is first shown, right after the frame")
history = Later("ui.charts.history", "the data the History chart draws")
new_game_dialog = Later("ui.dialogs.new_game_dialog", "the New game dialog")
practice_dialog = Later("ui.dialogs.practice_dialog", "the Practice window and its drills")
review_dialog = Later("ui.dialogs.review_dialog", "the review of a game's decisions")
statistics_dialog = Later("ui.dialogs.statistics_dialog", "the Statistics window, its "
                          "records and charts")
variant_dialog = Later("ui.dialogs.variant_dialog", "the rules editor")
rule_sheet_dialog = Later("ui.dialogs.rule_sheet_dialog", "the rule sheet and its printing")
presets = Later("engine.presets", "the presets' rules: the demo's and the chart of hands'")
players = Later("engine.players", "the demo's computer players")
rules_files = Later("storage.rules_files", "the demo's rules, a preset or a rules file")
errors = Later("engine.errors", "why the demo's rules file cannot be played")
rule_sheet = Later("rulesheet.content", "the rule sheet's words, for the chart's title")
hand_chart = Later("ui.charts.hand_chart", "the chart of hands")
help_dialogs = Later("ui.dialogs.help_dialogs", "the keyboard help and the About box")
master_bar = Later("ui.window.master_bar", "the Master's preparation and its bar: the partie "
                   "solvers and numpy, when a game with a Master first sits down")
lessons = Later("ui.window.lessons", "Help ▸ Learn to play: the lessons' scripts and their "
                "panel, offered once after a first start's frame")

def late_modules() -> list[str]:
    """Every module named here: what a frozen build must bundle by name, since it cannot see
    these imports in the code."""
    return [entry.module for entry in globals().values() if isinstance(entry, Later)]


class _Loaded(QObject):
    """Says, in the thread that made it (the interface's), that a warm-up is over."""

    done = Signal()


def warm_up(*modules: Later, then: Callable[[], None] | None = None) -> None:
    """Import ``modules`` on a thread, at the event loop's next turn: their first use then
    finds them loaded, and ``then`` (if any) runs on the interface thread once they are. A
    player who only looks, or has not answered the question to resume yet, pays nothing:
    the window warms up what a game uses once one sits down. On a thread they cost the
    interface a few ms a frame (Python hands the interpreter over every 5 ms). The thread is
    a daemon, so it never holds up the program's end beyond :data:`END_WAIT_S`: the end
    waits that long for it (``_let_warm_ups_end``), as a thread cut off in the middle of an
    import that makes Qt objects (pyqtgraph's) crashed the program's end."""
    loaded = _Loaded()
    if then is not None:
        loaded.done.connect(then, Qt.ConnectionType.QueuedConnection)

    def load() -> None:
        try:
            for module in modules:
                module.load()
        except Exception:  # noqa: BLE001 - the first use imports it again, and says why
            pass
        finally:
            with contextlib.suppress(RuntimeError):  # the program ended meanwhile (Ctrl-C,
                loaded.done.emit()  # a quit): its objects are gone, nobody waits to hear

    _running.add(loaded)  # kept until the interface thread has heard it
    loaded.done.connect(lambda: _running.discard(loaded), Qt.ConnectionType.QueuedConnection)
    def start() -> None:
        thread = threading.Thread(target=load, name="warm-up", daemon=True)
        _threads[:] = [*(each for each in _threads if each.is_alive()), thread]  # ended: gone
        thread.start()

    QTimer.singleShot(0, start)


_running: set[_Loaded] = set()
_threads: list[threading.Thread] = []  # the warm-ups started, waited for at the end
END_WAIT_S = 1.0  # Ctrl-C ends everything within a second


@atexit.register
def _let_warm_ups_end() -> None:
    """At the program's end (a quit, Ctrl-C), before the interpreter goes: the warm-ups
    still importing finish, within :data:`END_WAIT_S` in all."""
    deadline = time.monotonic() + END_WAIT_S
    for thread in _threads:
        thread.join(max(0.0, deadline - time.monotonic()))
