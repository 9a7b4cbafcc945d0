"""The docks beside the felt stacked as tabs at 800×600: each tab's title shows whole, in
English and French (Qt elided them to "H…", « Tableau d… »: the room is what the felt
leaves, so the titles are short words), and each dock is named as its View entry names it
(the Hands card's dock said "What beats what", « Ordre des combinaisons », its entry "Hands
card", « Aide-mémoire des combinaisons »)."""

import contextlib

import pytest
from pytestqt.exceptions import TimeoutError as WaitTimeout

from tests.ui.cut_text import cut_texts
from tests.ui.driver import DOCKS, TableDriver
from tests.ui.window.test_small_screens import SEATS
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.i18n import install_language

pytestmark = pytest.mark.gui


@pytest.fixture(params=["en", "fr"])
def language(request):  # noqa: ANN001, ANN201
    install_language(request.param)
    yield request.param
    install_language("en")


def cut_tabs(driver: TableDriver) -> list[str]:
    return [problem for problem in cut_texts(driver.window) if problem.startswith("tab ")]


def test_the_docks_tabs_show_their_titles_whole_at_800_by_600(qtbot, language):  # noqa: ANN001
    driver = TableDriver.open(qtbot, size=(800, 600))
    driver.resize(800, 600)
    driver.seat(Game(preset_rules("421"), SEATS, seed=3))
    for dock in DOCKS:
        driver.set_dock(dock, True)
    window = driver.window
    scoreboard = driver.dock("scoreboard")
    qtbot.waitUntil(lambda: len(window.tabifiedDockWidgets(scoreboard)) == 2)
    with contextlib.suppress(WaitTimeout):  # the docks are fitted at the loop's next turns
        qtbot.waitUntil(lambda: cut_tabs(driver) == [], timeout=1000)
    assert cut_tabs(driver) == []
    driver.close()


def test_each_dock_is_named_as_its_view_entry(qtbot, language):  # noqa: ANN001
    driver = TableDriver.open(qtbot)
    for dock in DOCKS:
        entry = driver.dock_action(dock).text().replace("&", "")
        assert driver.dock(dock).windowTitle() == entry
    driver.close()
