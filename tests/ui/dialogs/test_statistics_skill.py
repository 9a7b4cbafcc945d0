"""Statistics ▸ Players ▸ Skill (issue 35): the player's skill figure against the computers'
on one scale, partie- and manche-judged apart, and their five costliest kinds of decision;
games kept before reviews were are reviewed in the background worker, its progress shown."""

import gc

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QTableWidget

from tests.storage.test_records import played
from tests.ui.cut_text import cut_texts
from tests.ui.driver import TableDriver
from tests.ui.helpers import open_window, top_level_windows
from zanzibar_desktop.engine.skill import Figure, skill_report
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.i18n.numbers import decimal
from zanzibar_desktop.session.background_review import BackgroundReview
from zanzibar_desktop.storage.record_reviews import pending, review_pending, reviewed_games
from zanzibar_desktop.storage.records import open_records, records_file
from zanzibar_desktop.ui.dialogs.statistics_skill import SkillTab

REVIEW_MS = 120_000  # a worker starting Python, numpy and the review on a loaded machine


def keep(*games, review: bool) -> None:
    records, _ = open_records(records_file())
    for game in games:
        records.store(game, started=0.0)
    if review:
        review_pending(records)
    records.close()


def open_skill(qtbot):  # noqa: ANN201 - the window, its Statistics window
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.ensure_ready()
    dialog = driver.open_statistics()
    dialog.player_tabs.setCurrentWidget(dialog.skill)
    return window, dialog


@pytest.mark.gui
def test_the_skill_stands_beside_the_computers_with_the_costliest_kinds(qtbot):
    keep(*(played("zanzibar", seed) for seed in range(3)), review=True)
    records, _ = open_records(records_file())
    report = skill_report(reviewed_games(records, "Ann"))
    records.close()
    window, dialog = open_skill(qtbot)
    skill = dialog.skill
    assert not skill.progress.isVisibleTo(skill)  # nothing waits for its review
    lines = skill.figure_lines()
    partie = report.recent["zanzibar"]["partie"]  # heads-up, its solution shipped
    recent = next(line for line in lines if line.startswith("Judged on the partie: "))
    assert f"{decimal(partie.average, 2)} points of chance lost a decision" in recent
    assert f"95% interval {decimal(partie.low, 2)} to {decimal(partie.high, 2)}" in recent
    assert any(place in recent for place in ("between ", "as good as the ", "behind the "))
    tables = {table.accessibleName(): table for table in skill.findChildren(QTableWidget)}
    scale = tables["Points of chance lost a decision, the computers' and yours"]
    who = [scale.item(row, 0).text() for row in range(scale.rowCount())]
    assert who == ["Novice", "Regular", "Expert", "Master", "You (Zanzibar, last 50 games)"]
    costs = report.costliest["partie"]
    kinds = tables["Your costliest kinds of decision (judged on the partie, last 50 games, in "
                  "points of chance)"]
    assert 0 < kinds.rowCount() == len(costs) <= 5
    assert kinds.item(0, 1).text() == str(costs[0].decisions)
    assert kinds.item(0, 3).text() == decimal(costs[0].lost, 2)
    assert skill.trend.plot.accessibleName() == "Your skill over time"
    assert len(skill.trend.points()) == 3 and skill.trend.points()[-1][1] == pytest.approx(
        report.all_time["partie"].average)  # three games: the last point counts them all
    dialog.close()
    window.close()


@pytest.fixture
def no_background_review():
    """The games kept before are reviewed by the worker, as the program's are."""


@pytest.mark.subprocess  # the background review's worker is a process
def test_games_kept_before_are_reviewed_in_the_background_with_progress(qtbot):
    keep(played("zanzibar", 1), played("421", 2), review=False)
    window, dialog = open_skill(qtbot)
    skill = dialog.skill
    assert skill.progress.isVisibleTo(skill)  # shown at once: the window does not wait
    assert "Reviewing the games kept before" in skill.progress_text.text()
    qtbot.waitUntil(lambda: not skill.progress.isVisibleTo(skill), timeout=REVIEW_MS)
    assert any(line.startswith("Judged on the partie: ") for line in skill.figure_lines())
    records, _ = open_records(records_file())
    assert pending(records) == []
    records.close()
    dialog.close()
    window.close()


@pytest.mark.gui
def test_statistics_and_practice_leave_no_window_behind(qapp):  # noqa: ANN001
    """Statistics ▸ Skill (its trend chart drawn) and Practice (a position answered), closed
    with the main window: what they made goes with them, never to the cycle collector (which
    freed the chart's menus inside ``QApplication.topLevelWidgets()``: the journey walker
    crashed there)."""
    keep(*(played("zanzibar", seed) for seed in range(3)), review=True)
    before = top_level_windows()
    open_and_close_skill_and_practice()
    gc.disable()  # (the window's Python objects hold one another: only the collector frees them)
    try:
        left = [name for address, name in top_level_windows().items() if address not in before]
    finally:
        gc.enable()
        gc.collect()
    assert left == []


def open_and_close_skill_and_practice() -> None:
    """A main window: Statistics ▸ Skill drawn, Practice answered, each closed; then the
    window closed and deleted (what it held is the collector's once this returns)."""
    driver = TableDriver.open()

    def skill(dialog) -> None:  # noqa: ANN001 - the Statistics window
        dialog.player_tabs.setCurrentWidget(dialog.skill)
        assert dialog.skill.trend.points()
        dialog.close()

    def practise(dialog) -> None:  # noqa: ANN001 - the Practice window
        assert dialog.choice_buttons()
        driver.click(dialog.choice_buttons()[0])
        dialog.close()

    driver.dialog(lambda: driver.trigger("statistics"), skill)
    driver.dialog(lambda: driver.trigger("practice"), practise)
    driver.dispose()


@pytest.mark.gui
def test_the_skill_shows_whole_in_french(qtbot):
    """In French the kinds of decision are long ("garder deux dés d'une petite combinaison
    quand on joue le premier"): they wrap in their column and every figure beside them stays
    in view, at any width (the table scrolled sideways, its last column and, under the bar,
    its last row out of view); no table scrolls its rows."""
    keep(*(played("zanzibar", seed) for seed in range(3)), review=True)
    install_language("fr")
    try:
        window = open_window(qtbot)
        driver = TableDriver(window)
        window.ensure_ready()
        dialog = driver.open_statistics()
        dialog.resize(700, 560)  # on a screen of 800×600, narrower than its own 820
        dialog.tabs.setCurrentIndex(1)
        dialog.player_tabs.setCurrentWidget(dialog.skill)
        qtbot.waitExposed(dialog)
        driver.settle()  # laid out at that width
        tables = dialog.skill.findChildren(QTableWidget)
        assert len(tables) == 2  # the scale, and the costliest kinds judged on the partie

        def whole() -> bool:
            return cut_texts(dialog) == [] and all(
                table.horizontalHeader().length() <= table.viewport().width()
                and sum(table.rowHeight(row) for row in range(table.rowCount()))
                <= table.viewport().height() for table in tables)

        qtbot.waitUntil(whole)
        dialog.close()
        window.close()
    finally:
        install_language("en")


@pytest.mark.gui
def test_counts_and_the_progress_are_written_the_french_way(qtbot):
    """In French a figure's count of decisions is grouped (« sur 1 457 décisions », it read
    « 1457 ») and the review's progress reads « 0 % » (it read « 0% »)."""
    install_language("fr")
    try:
        skill = SkillTab(lambda work: None, BackgroundReview())
        qtbot.addWidget(skill)
        skill.show()
        skill._show_progress((0, 6))
        assert skill.progress.text() == "0\u202f%"  # a narrow no-break space
        words = skill._figure_words(Figure("partie", 40, 1457, 0.66, 0.57, 0.76))
        assert "sur 1\u202f457\u00a0décisions" in words
        skill.close()
    finally:
        install_language("en")


@pytest.mark.gui
def test_tab_reaches_the_skill_pages_tables_and_chart_before_close(qtbot):
    """From the page's scroll area, Tab reaches the scale, the trend and the costliest kinds,
    then Close (the page, made after the window, came after Close)."""
    keep(*(played("zanzibar", seed) for seed in range(3)), review=True)
    window, dialog = open_skill(qtbot)
    dialog.tabs.setCurrentIndex(1)  # Players, its Skill page showing
    area = dialog.skill.area
    reached = []
    widget = area.nextInFocusChain()
    while widget is not area and "Close" not in reached:
        named = widget.text() if isinstance(widget, QPushButton) else widget.accessibleName()
        if (widget.isVisible() and widget.isEnabled()
                and widget.focusPolicy() & Qt.FocusPolicy.TabFocus and named):
            reached.append(named)
        widget = widget.nextInFocusChain()
    assert reached == ["Points of chance lost a decision, the computers' and yours",
                       "Your skill over time", "Your costliest kinds of decision (judged on "
                       "the partie, last 50 games, in points of chance)", "Close"]
    dialog.close()
    window.close()
