"""Statistics' charts keep their legends clear of the data at every size: the room above
the data is as high as the legend in the plot's pixels (at 1024×700 the results' legend
lay over the lines at 100 %)."""

import pytest
from PySide6.QtCore import QPointF

from tests.storage.test_records import played
from zanzibar_desktop.storage.records import open_records
from zanzibar_desktop.ui.charts.statistics_charts import StatisticsCharts

pytestmark = pytest.mark.gui


def covered(plot, legend) -> list[tuple[float, float]]:  # noqa: ANN001
    """The data points (lines' points, the diamonds, the intervals' tops) under the legend."""
    view = plot.getViewBox()
    box = legend.sceneBoundingRect()
    points = []
    for item in plot.getPlotItem().listDataItems():
        xs, ys = item.getData()
        points += list(zip(xs, ys, strict=True))
    for item in view.addedItems:
        tops = getattr(item, "opts", {}).get("top")
        if tops is not None:
            points += [(x, y + top) for x, y, top in
                       zip(item.opts["x"], item.opts["y"], tops, strict=True)]
    return [(x, y) for x, y in points
            if box.contains(view.mapViewToScene(QPointF(float(x), float(y))))]


@pytest.mark.parametrize("size", [(560, 420), (800, 560), (1200, 900)])
def test_no_legend_covers_a_point_of_its_chart(qtbot, tmp_path, size):
    records, _ = open_records(tmp_path / "games.sqlite")
    for seed in range(12):
        records.store(played("zanzibar" if seed % 3 else "421", seed), started=float(seed))
    charts = StatisticsCharts(records)
    qtbot.addWidget(charts)
    charts.resize(*size)
    charts.show()
    qtbot.waitExposed(charts)
    charts.show_player("Ann")
    for plot, legend in ((charts.results, charts.results_legend),
                         (charts.dice, charts.dice_legend)):
        qtbot.waitUntil(lambda plot=plot, legend=legend: covered(plot, legend) == [])
    charts.close()
    records.close()
