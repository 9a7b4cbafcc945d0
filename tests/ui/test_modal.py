"""A window the menus run modally is gone once closed: PySide6 hands a dialog to Python when
its ``exec()`` returns, and one whose Python objects hold one another was then freed by the
cycle collector at whatever allocation came next — the journey walker crashed so inside
``QApplication.sendPostedEvents`` once a rule sheet had been closed."""


import pytest

from tests.ui.driver import TableDriver
from tests.ui.helpers import top_level_windows, windows_left

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("entry", ["rule_sheet", "hands", "keys", "about"])
def test_a_menus_window_closed_leaves_nothing_for_the_collector(qapp, entry):  # noqa: ANN001
    driver = TableDriver.open()
    before = top_level_windows()
    driver.dialog(lambda: driver.trigger(entry), lambda dialog: dialog.close())
    try:
        left = windows_left(before)
    finally:
        driver.dispose()
    assert left == []
