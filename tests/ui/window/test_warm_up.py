"""A warm-up (``later.warm_up``) still loading when the program ends says nothing: the
interface's objects it would report to are gone then (Ctrl-C on a round summary printed
"Exception in thread warm-up … RuntimeError: Signal source has been deleted")."""

import threading

import pytest
import shiboken6

from tests.ui.driver import TableDriver
from zanzibar_desktop.ui.window import later

pytestmark = pytest.mark.gui


class SlowModule:
    """A module whose loading lasts until the test lets it end."""

    def __init__(self) -> None:
        self.loading = threading.Event()
        self.let_end = threading.Event()

    def load(self) -> None:
        self.loading.set()
        self.let_end.wait(timeout=60)


def test_a_warm_up_that_ends_after_the_interface_is_gone_says_nothing(qtbot, monkeypatch):
    failures = []
    monkeypatch.setattr(threading, "excepthook", failures.append)
    slow = SlowModule()
    before = set(later._running)
    later.warm_up(slow)
    qtbot.waitUntil(slow.loading.is_set, timeout=60_000)
    thread = next(thread for thread in threading.enumerate() if thread.name == "warm-up")
    for loaded in later._running - before:  # as when the program ends: its Qt objects go
        shiboken6.delete(loaded)
    slow.let_end.set()
    thread.join(timeout=60)
    assert not thread.is_alive()
    assert [failure.exc_value for failure in failures] == []


def test_statistics_warms_its_charts_as_it_opens(qtbot):  # noqa: ANN001
    """Game ▸ Statistics imports its charts (pyqtgraph: 150 to 600 ms) on a thread while
    the player reads its first tab, so that its Charts and Skill pages draw at once."""
    driver = TableDriver.open()
    dialog = driver.open_statistics()
    assert dialog.tabs.currentIndex() == 0 and dialog.charts is None  # nothing drawn yet
    qtbot.waitUntil(lambda: later.statistics_charts._loaded is not None
                    and later.skill_chart._loaded is not None, timeout=60_000)
    dialog.close()
    driver.dispose()
