"""Statistics ▸ Games shows each game's number, the one ``zanzibar review --record`` takes
(issue 35 says the list shows it; it did not): a column "No." (« N° »), named for screen
readers, sorted as a number; the game a row's number brings to the command line is the very
game that row reviews."""

import json

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from tests.storage.test_records import played
from tests.ui.driver import TableDriver
from tests.ui.helpers import open_window
from zanzibar_desktop.cli import language
from zanzibar_desktop.cli.main import main
from zanzibar_desktop.cli.review_command import review_document
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.storage.records import open_records, records_file
from zanzibar_desktop.ui.dialogs.statistics_games import NUMBER

pytestmark = pytest.mark.gui

COUNT = 11  # past 9: numbers sorted as words would put 10 and 11 before 2


@pytest.fixture
def kept():
    """Eleven games kept, none in the order of its number when sorted by its end."""
    records, _ = open_records(records_file())
    for seed in range(COUNT):
        records.store(played("421", seed, finish=False), started=0.0,
                      ended=1_700_000_000.0 + (seed * 7) % COUNT)
    records.close()


def games_tab(qtbot):  # noqa: ANN001, ANN201
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.ensure_ready()
    dialog = driver.open_statistics()
    dialog.tabs.setCurrentWidget(dialog.games)  # its list is read when first shown
    qtbot.waitUntil(dialog.games.review_button.isEnabled)
    return driver, dialog


def numbers(view) -> list[str]:  # noqa: ANN001
    model = view.model()
    return [model.index(row, NUMBER).data() for row in range(model.rowCount())]


@pytest.mark.parametrize(("language_code", "heading", "name"),
                         [("en", "No.", "Game number"), ("fr", "N°", "Numéro de la partie")])
def test_the_games_list_shows_each_games_number_named_and_sorted_as_a_number(
        qtbot, kept, language_code, heading, name):
    install_language(language_code)
    try:
        _, dialog = games_tab(qtbot)
        view = dialog.games.view
        model = view.model()
        assert model.headerData(NUMBER, Qt.Orientation.Horizontal) == heading
        assert model.headerData(NUMBER, Qt.Orientation.Horizontal,
                                Qt.ItemDataRole.AccessibleTextRole) == name
        latest_first = [str(seed + 1) for seed in sorted(range(COUNT),
                                                           key=lambda s: -((s * 7) % COUNT))]
        assert numbers(view) == latest_first
        header = view.horizontalHeader()
        point = header.sectionViewportPosition(NUMBER) + header.sectionSize(NUMBER) // 2
        QTest.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                         pos=QPoint(point, header.height() // 2))
        qtbot.waitUntil(lambda: numbers(view) in ([str(n) for n in range(1, COUNT + 1)],
                                                  [str(n) for n in range(COUNT, 0, -1)]))
        dialog.close()
    finally:
        install_language("en")


def test_a_rows_number_reviews_that_rows_game_on_the_command_line(qtbot, kept, capsys,
                                                                  monkeypatch):
    monkeypatch.setattr(language, "system_language", lambda: "en")
    driver, dialog = games_tab(qtbot)
    view = dialog.games.view
    for row in (0, 5, COUNT - 1):
        view.selectRow(row)
        shown = view.model().index(row, NUMBER).data()
        dialog.games.review_button.click()
        qtbot.waitUntil(lambda: bool(driver.records.reviews))
        review = driver.records.reviews[-1]
        capsys.readouterr()
        assert main(["review", "--record", shown, "--json", "--db", str(records_file())]) == 0
        printed = json.loads(capsys.readouterr().out)
        assert printed == json.loads(json.dumps(review_document(review.review)))
        review.close()
        qtbot.waitUntil(lambda: not driver.records.reviews)
    dialog.close()
