"""Statistics ▸ Players ▸ Skill (issue 35): the player's skill figure of each family against
that family's computers on one scale (the all-time figure, both together, against none),
partie- and manche-judged apart, and their five costliest kinds of decision; without the
computers' figures, the player's alone; games kept before reviews were are reviewed in the
background worker, its progress shown."""


import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QPushButton, QTableWidget

from tests.storage.test_computer_skill import pooled_figures_shipped  # noqa: F401 - fixture
from tests.storage.test_records import played
from tests.ui.cut_text import cut_texts
from tests.ui.driver import TableDriver
from tests.ui.helpers import open_window, top_level_windows, windows_left
from zanzibar_desktop.engine.skill import Figure, between, computer_averages, skill_report
from zanzibar_desktop.engine.verdict import PARTIE
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.i18n.numbers import decimal
from zanzibar_desktop.session.background_review import BackgroundReview
from zanzibar_desktop.storage.computer_skill import shipped_computer_figures
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


def place_words(average: float, family: str) -> str:
    """Where ``average`` stands among ``family``'s computers, as the page says it."""
    stronger, weaker = between(average, computer_averages(shipped_computer_figures(), family,
                                                          PARTIE))
    names = {"novice": "Novice", "regular": "Regular", "expert": "Expert", "master": "Master"}
    if stronger is None:
        return f" — as good as the {names[weaker]}"
    if weaker is None:
        return f" — behind the {names[stronger]}"
    return f" — between {names[weaker]} and {names[stronger]}"


def box_lines(skill, title: str) -> list[str]:  # noqa: ANN001 - the Skill page
    (box,) = [box for box in skill.findChildren(QGroupBox) if box.title() == title]
    return [label.text() for label in box.findChildren(QLabel)]


def tables_of(skill) -> dict:  # noqa: ANN001 - the Skill page; its tables by name
    return {table.accessibleName(): table for table in skill.findChildren(QTableWidget)}


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
    assert recent.endswith(place_words(partie.average, "zanzibar"))
    tables = tables_of(skill)
    scale = tables["Zanzibar: points of chance lost a decision, the computers' and yours"]
    who = [scale.item(row, 0).text() for row in range(scale.rowCount())]
    assert who == ["Novice", "Regular", "Expert", "Master", "You (Zanzibar, last 50 games)"]
    novice = shipped_computer_figures()["zanzibar"]["novice"][PARTIE]
    assert scale.item(0, 1).text() == (f"{decimal(novice.average, 2)} ({decimal(novice.low, 2)}"
                                       f" to {decimal(novice.high, 2)})")
    (all_time,) = box_lines(skill, "All your games")  # both families' scale: beside none
    assert all_time.startswith("Judged on the partie: ") and " — " not in all_time
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


@pytest.mark.gui
def test_each_familys_figure_stands_among_that_familys_computers(qtbot):
    """Zanzibar's and 421's computers are measured apart (a decision of 421 loses more): each
    family's figure, its scale and its trend's level lines are that family's."""
    keep(*(played(preset, seed) for preset in ("zanzibar", "421") for seed in range(2)),
         review=True)
    records, _ = open_records(records_file())
    report = skill_report(reviewed_games(records, "Ann"))
    records.close()
    window, dialog = open_skill(qtbot)
    skill = dialog.skill
    tables = tables_of(skill)
    for family, title in (("zanzibar", "Zanzibar"), ("421", "421")):
        partie = report.recent[family][PARTIE]
        recent = next(line for line in box_lines(skill, f"{title}: your last 50 games")
                      if line.startswith("Judged on the partie: "))
        assert recent.endswith(place_words(partie.average, family)), family
        scale = tables[f"{title}: points of chance lost a decision, the computers' and yours"]
        assert [scale.item(row, 1).text().split(" (")[0] for row in range(4)] == [
            decimal(average, 2) for average in
            computer_averages(shipped_computer_figures(), family, PARTIE).values()]
        assert scale.item(4, 0).text() == f"You ({title}, last 50 games)"
    trend = skill.trend
    assert trend.family.isVisibleTo(trend)
    assert [trend.family.itemText(index) for index in range(2)] == ["Zanzibar", "421"]
    trend.family.setCurrentIndex(1)
    assert len(trend.points()) == 2  # the two games of 421
    assert trend.level_lines() == computer_averages(shipped_computer_figures(), "421", PARTIE)
    dialog.close()
    window.close()


@pytest.mark.gui
@pytest.mark.usefixtures("pooled_figures_shipped")
def test_without_the_computers_figures_the_players_show_alone(qtbot):
    """Figures the page cannot read (an older build's, pooled, of format 1): the player's
    figures, costliest kinds and trend still show, beside no computer."""
    keep(*(played("zanzibar", seed) for seed in range(3)), review=True)
    window, dialog = open_skill(qtbot)
    skill = dialog.skill
    recent = next(line for line in box_lines(skill, "Zanzibar: your last 50 games")
                  if line.startswith("Judged on the partie: "))
    assert " — " not in recent
    assert list(tables_of(skill)) == ["Your costliest kinds of decision (judged on the partie, "
                                      "last 50 games, in points of chance)"]
    assert len(skill.trend.points()) == 3 and skill.trend.level_lines() == {}
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
    assert windows_left(before) == []


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
        words = skill._figure_words(Figure("partie", 40, 1457, 0.66, 0.57, 0.76),
                                    shipped_computer_figures(), "zanzibar")
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
    assert reached == ["Zanzibar: points of chance lost a decision, the computers' and yours",
                       "Your skill over time", "Your costliest kinds of decision (judged on "
                       "the partie, last 50 games, in points of chance)", "Close"]
    dialog.close()
    window.close()
