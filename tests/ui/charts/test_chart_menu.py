"""A Statistics chart's right-click menu is ours, in the player's language (issue 35's note):
pyqtgraph's spoke English in a French game, showed its internals, and its Export… opened a
parentless window that stayed behind once Statistics closed. Save picture writes the chart
as shown, refuses a folder or a pipe in words, and no window outlives Statistics."""

import os

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QGuiApplication, QImage, QTextDocumentFragment
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu, QMessageBox, QScrollArea

from tests.storage.test_records import played
from tests.ui.driver import TableDriver
from tests.ui.helpers import top_level_windows, windows_left
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.storage.records import open_records, records_file
from zanzibar_desktop.ui.charts.plot_theme import themed_plot
from zanzibar_desktop.ui.charts.statistics_charts import StatisticsCharts
from zanzibar_desktop.ui.retranslate import retranslate_all

pytestmark = pytest.mark.gui

clicks: list[int] = []


def right_click(qtbot, plot) -> QMenu:  # noqa: ANN001
    """The menu a right click near the middle of ``plot`` pops up, as the window system
    brings the click: never where the last one was (two there within the double-click time
    would be a double click, which opens no menu)."""
    top = plot.window()
    view = plot.viewport()
    clicks.append(len(clicks))
    where = view.rect().center() + QPoint(20 * (len(clicks) % 5), 0)
    QTest.mouseClick(top.windowHandle(), Qt.MouseButton.RightButton, pos=view.mapTo(top, where))
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    return QApplication.activePopupWidget()


def choose(qtbot, menu: QMenu, number: int) -> None:  # noqa: ANN001
    """A click on ``menu``'s entry ``number``, as a player chooses it: the menu goes, then
    the entry does what it does."""
    where = menu.actionGeometry(menu.actions()[number]).center()
    QTest.mouseClick(menu.windowHandle(), Qt.MouseButton.LeftButton, pos=where)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)


def entries(menu: QMenu) -> list[str]:
    return [action.text().replace("&", "") for action in menu.actions()
            if not action.isSeparator()]


@pytest.fixture
def charts(qtbot, tmp_path):
    records, _ = open_records(tmp_path / "games.sqlite")
    for seed in range(4):
        records.store(played("zanzibar" if seed % 2 else "421", seed), started=float(seed))
    shown = StatisticsCharts(records)
    qtbot.addWidget(shown)
    shown.resize(700, 560)
    shown.show()
    shown.activateWindow()
    qtbot.waitActive(shown)
    shown.show_player("Ann")
    yield shown
    shown.close()
    records.close()


@pytest.fixture
def answers(monkeypatch):
    """The Save dialog answered with ``answers.path`` (None: cancelled); each warning's
    text kept in ``answers.warnings``."""
    class Answers:
        path: str | None = None
        warnings: list[str] = []

    def save_name(parent, title, suggested, filters):  # noqa: ANN001, ANN202
        Answers.asked = (parent, suggested)
        return (Answers.path, filters.split(";;")[0]) if Answers.path else ("", "")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text: Answers.warnings.append(text))
    return Answers


def test_the_menu_is_in_french_and_opens_from_the_keyboard(qtbot, charts):
    install_language("fr")
    try:
        retranslate_all()  # the language switched while Statistics is open
        menu = right_click(qtbot, charts.results)
        assert entries(menu) == ["Tout afficher", "Copier l’image", "Enregistrer l’image…"]
        menu.close()
        charts.dice.setFocus()
        qtbot.waitUntil(charts.dice.hasFocus)
        QTest.keyClick(charts.dice, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
        keyboard = QApplication.activePopupWidget()
        assert entries(keyboard) == entries(menu) and keyboard.activeAction() is not None
        assert "Maj+F10" in charts.dice.accessibleDescription()
        keyboard.close()
    finally:
        install_language("en")
        retranslate_all()


def test_show_all_undoes_the_players_zoom(qtbot, charts):
    view = charts.results.getViewBox()
    drawn = view.viewRange()
    view.scaleBy((0.25, 0.25))
    assert view.viewRange() != drawn
    choose(qtbot, right_click(qtbot, charts.results), 0)
    assert [value for span in view.viewRange() for value in span] == pytest.approx(
        [value for span in drawn for value in span])


def test_save_picture_writes_the_chart_as_shown(qtbot, charts, answers, tmp_path):
    answers.path = str(tmp_path / "results")  # no suffix: the type chosen, PNG, gives it
    choose(qtbot, right_click(qtbot, charts.results), 2)
    assert answers.asked[0] is charts.window()  # the Save dialog over the chart's window
    assert answers.asked[1].endswith("Results over time.png")
    image = QImage(str(tmp_path / "results.png"))
    ratio = charts.results.devicePixelRatioF()
    assert not image.isNull() and answers.warnings == []
    assert (image.width(), image.height()) == (
        round(charts.results.viewport().width() * ratio),
        round(charts.results.viewport().height() * ratio))
    assert image.pixelColor(2, 2) == charts.results.backgroundBrush().color()  # opaque
    answers.path = str(tmp_path / "results.svg")
    choose(qtbot, right_click(qtbot, charts.results), 2)
    drawing = (tmp_path / "results.svg").read_text()
    # Every game's dot a shape: not pyqtgraph's picture of each kind of dot, whole, at each.
    assert "<svg" in drawing and "<image" not in drawing
    assert QSvgRenderer(str(tmp_path / "results.svg")).isValid()
    choose(qtbot, right_click(qtbot, charts.results), 1)
    assert QGuiApplication.clipboard().image().size() == image.size()


def test_a_folder_or_a_pipe_is_refused_in_words(qtbot, charts, answers, tmp_path):
    folder = tmp_path / "saved"
    (folder / "pictures.png").mkdir(parents=True)
    os.mkfifo(folder / "pipe.png")  # writing would wait for a reader: the window held
    for name in ("pictures.png", "pipe.png"):
        answers.path = str(folder / name)
        choose(qtbot, right_click(qtbot, charts.results), 2)
    assert [QTextDocumentFragment.fromHtml(text).toPlainText() for text in answers.warnings] == [
        f"The chart could not be written to {folder / 'pictures.png'}: a folder has that "
        "name.",
        f"The chart could not be written to {folder / 'pipe.png'}: that name is a pipe or a "
        "device, not a file."]
    assert (folder / "pictures.png").is_dir() and sorted(os.listdir(folder)) == [
        "pictures.png", "pipe.png"]


def test_no_window_outlives_statistics_once_its_charts_menu_is_used(qtbot, answers):
    """Every entry of the chart's menu chosen (the Save dialog cancelled), Statistics
    closed, then the main window: no top-level widget is left for the collector to free."""
    records, _ = open_records(records_file())
    records.store(played("zanzibar", 1), started=0.0)
    records.close()
    before = top_level_windows()
    driver = TableDriver.open()
    dialog = driver.open_statistics()
    dialog.tabs.setCurrentIndex(1)
    dialog.player_tabs.setCurrentWidget(dialog.charts_page)
    qtbot.waitUntil(lambda: dialog.charts is not None and dialog.charts.results.isVisible())
    menu = right_click(qtbot, dialog.charts.results)
    chosen = [number for number, action in enumerate(menu.actions())
              if not action.isSeparator() and action.menu() is None]
    menu.close()
    for number in chosen:
        choose(qtbot, right_click(qtbot, dialog.charts.results), number)
    dialog.close()
    driver.dispose()
    assert windows_left(before) == []


def test_the_keyboards_menu_opens_over_the_part_of_the_chart_in_view(qtbot):
    """On a scrolled page (Statistics ▸ Skill) half the chart may lie out of view: the menu
    opens over the half that shows, not at the chart's middle, out of the window."""
    area = QScrollArea()
    qtbot.addWidget(area)
    plot, _, _ = themed_plot()
    plot.setMinimumHeight(900)
    area.setWidget(plot)
    area.setWidgetResizable(True)
    area.resize(500, 300)
    area.show()
    area.activateWindow()
    qtbot.waitActive(area)
    plot.setFocus()
    qtbot.waitUntil(plot.hasFocus)
    QTest.keyClick(plot, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    menu = QApplication.activePopupWidget()
    in_view = QRect(area.viewport().mapToGlobal(QPoint(0, 0)), area.viewport().size())
    assert in_view.contains(menu.geometry().topLeft())
    menu.close()


def test_the_wheel_over_a_chart_scrolls_the_page_until_the_chart_is_clicked(qtbot, qapp):
    """Statistics ▸ Skill is a page taller than its window with a chart in it: the wheel
    over the chart scrolls the page; once the player has clicked the chart (or tabbed to
    it), the wheel zooms it (as the rules editor's fields take the wheel only when focused)."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

    area = QScrollArea()
    qtbot.addWidget(area)
    page = QWidget()
    column = QVBoxLayout(page)
    column.addWidget(QLabel("above"))
    plot, _, _ = themed_plot()
    plot.plot([1, 2, 3, 4], [1, 3, 2, 4])
    plot.setMinimumHeight(400)
    column.addWidget(plot)
    column.addSpacing(900)
    area.setWidget(page)
    area.setWidgetResizable(True)
    area.resize(500, 300)
    area.show()
    qtbot.waitExposed(area)
    bar = area.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    area.setFocus()
    view = plot.getViewBox()
    drawn = view.viewRange()

    def wheel() -> None:
        centre = QPointF(plot.viewport().rect().center())
        event = QWheelEvent(centre, QPointF(plot.viewport().mapToGlobal(centre.toPoint())),
                            QPoint(), QPoint(0, -120), Qt.MouseButton.NoButton,
                            Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
        qapp.sendEvent(plot.viewport(), event)

    wheel()
    assert bar.value() > 0 and view.viewRange() == drawn  # the page scrolled, the chart kept
    plot.setFocus()
    qtbot.waitUntil(plot.hasFocus)
    position = bar.value()
    wheel()
    qtbot.waitUntil(lambda: view.viewRange() != drawn)  # the focused chart zooms
    assert bar.value() == position
    area.close()
