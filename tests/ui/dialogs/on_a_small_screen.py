"""The windows the menus open, on the screen Qt is given (``test_dialogs_fit_the_screen.py``
runs this file on a screen of 800×600 and one of 1024×700, each in a Python of its own):
each one's frame lies within the room the screen leaves to windows, its buttons in view.
Not named ``test_*``: ``make test`` collects only its launcher."""

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from tests.ui.cut_text import cut_texts
from tests.ui.dialogs.test_practice_dialog import reviewed  # noqa: F401 - a fixture
from tests.ui.driver import TableDriver
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.storage.records import open_records, records_file

pytestmark = pytest.mark.gui


def outside_the_screen(dialog: QWidget) -> list[str]:
    """What of ``dialog`` lies outside its screen's room, or hides a button of its own."""
    room = dialog.screen().availableGeometry()
    frame = dialog.frameGeometry()
    problems = [] if room.contains(frame) else [
        f"{type(dialog).__name__}'s frame {frame.getRect()} leaves the room {room.getRect()}"]
    for box in dialog.findChildren(QDialogButtonBox):
        if box.window() is not dialog or not box.isVisible():
            continue
        for button in box.buttons():
            where = QRect(button.mapToGlobal(QPoint(0, 0)), button.size())
            if button.isVisible() and not (room.contains(where) and dialog.rect().contains(
                    QRect(button.mapTo(dialog, QPoint(0, 0)), button.size()))):
                problems.append(f"{type(dialog).__name__}'s button {button.text()!r} is out "
                                f"of view at {where.getRect()}")
    return problems


@pytest.fixture(params=["en", "fr"])
def driver(qtbot, request, reviewed):  # noqa: ANN001, ANN201, F811
    install_language(request.param)
    room = QGuiApplication.primaryScreen().availableGeometry()
    driver = TableDriver.open(qtbot, size=(room.width(), room.height()))
    driver.resize(room.width(), room.height())  # the window fills the screen, as maximized
    records, _ = open_records(records_file())
    driver.seat(records.game(records.games()[0].number))  # a kept game: its rules, its review
    records.close()
    yield driver
    install_language("en")


def fits(dialog: QWidget) -> None:
    assert outside_the_screen(dialog) == []
    assert cut_texts(dialog) == []
    dialog.close()


@pytest.mark.parametrize("entry", ["new", "rules", "rule_sheet", "hands", "keys", "about",
                                   "practice"])
def test_a_window_of_the_menus_fits_the_screen(driver, entry):  # noqa: ANN001
    driver.dialog(lambda: driver.trigger(entry), fits)


def test_statistics_and_a_kept_games_review_fit_the_screen(driver):  # noqa: ANN001
    def statistics(dialog) -> None:  # noqa: ANN001
        assert outside_the_screen(dialog) == []
        for page in range(dialog.tabs.count()):
            dialog.tabs.setCurrentIndex(page)
            assert outside_the_screen(dialog) == []
        driver.dialog(lambda: driver.click(dialog.games.review_button), fits)
        dialog.close()

    driver.dialog(lambda: driver.trigger("statistics"), statistics)


def test_the_review_of_the_game_at_the_table_fits_the_screen(driver):  # noqa: ANN001
    driver.dialog(lambda: driver.trigger("review"), fits)
