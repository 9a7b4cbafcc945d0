"""Statistics after one or two games: the results chart shows each game as a dot on a
whole-number axis of games played, and the Figures tab says what "games" counts against
"won" and "lost" (an abandoned game is in one and not the others)."""

import pytest

from tests.storage.test_records import played
from zanzibar_desktop.storage.records import open_records, records_file
from zanzibar_desktop.ui.dialogs.statistics_dialog import StatisticsDialog

pytestmark = pytest.mark.gui


def statistics(qtbot, *games) -> StatisticsDialog:  # noqa: ANN001, ANN002
    records, _ = open_records(records_file())
    for game in games:
        records.store(game, started=0.0)
    dialog = StatisticsDialog(records)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def results_chart(dialog: StatisticsDialog):  # noqa: ANN201
    dialog.tabs.setCurrentIndex(1)
    dialog.player_tabs.setCurrentWidget(dialog.charts_page)  # drawn when first shown
    return dialog.charts


@pytest.mark.parametrize("games", [1, 2])
def test_one_or_two_games_are_dots_on_whole_games(qtbot, games):
    dialog = statistics(qtbot, *[played("zanzibar", seed) for seed in range(games)])
    charts = results_chart(dialog)
    lines = charts.results.getPlotItem().listDataItems()
    assert len(lines) == 1  # points races only
    x, y = lines[0].getData()
    assert list(x) == list(range(1, games + 1))
    assert lines[0].opts["symbol"] is not None  # a game alone is seen, not a line of no length
    low, high = charts.results.getViewBox().viewRange()[0]
    assert (low, high) == (0.5, 5.5) and all(low < value < high for value in x)
    ticks = charts.results.getAxis("bottom")._tickLevels
    assert [value for value, _ in ticks[0]] == [1, 2, 3, 4, 5]  # never 0.6 … 1.4
    dialog.close()


def test_many_games_are_a_line_with_the_axis_left_to_its_own_spacing(qtbot):
    dialog = statistics(qtbot, *[played("zanzibar", seed) for seed in range(14)])
    charts = results_chart(dialog)
    line = charts.results.getPlotItem().listDataItems()[0]
    assert line.opts["symbol"] is None and len(line.getData()[0]) == 14
    assert charts.results.getViewBox().viewRange()[0] == [0.5, 14.5]
    assert charts.results.getAxis("bottom")._tickLevels is None
    dialog.close()


def test_the_figures_say_what_games_counts_against_won_and_lost(qtbot):
    dialog = statistics(qtbot, played("zanzibar", 1), played("zanzibar", 2, finish=False))
    table = dialog.table
    assert table.item(0, 2).text() == "2 (1 abandoned)"  # both games sat at
    assert table.item(0, 3).text().split()[0].endswith("/1")  # only the finished one
    assert table.item(0, 4).text() == "—"
    note = " ".join(label.text() for label in dialog.findChildren(type(dialog.empty)))
    assert "abandoned ones included" in note and "finished games only" in note
    assert "abandoned" in table.horizontalHeaderItem(2).toolTip()
    assert "finished" in table.horizontalHeaderItem(3).toolTip()
    assert "tournée" in table.horizontalHeaderItem(4).toolTip()
    dialog.close()
