"""Small and common screens: at 800×600, 1280×720, 1366×768 and 1920×1080, in English and
French, with each combination of the Scoreboard, Hands card and History docks open, the
window stays inside the screen (its minimum size fits it, and showing a dock never makes it
grow), nothing showing is cut, and the felt keeps its dice readable."""

import contextlib
import itertools

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QPainter
from pytestqt.exceptions import TimeoutError as WaitTimeout

from tests.ui.covering import die_rects
from tests.ui.cut_text import cut_texts, painted_cuts
from tests.ui.driver import TableDriver
from tests.ui.helpers import fast_settings, open_window
from tests.ui.window.test_lessons import do_the_step, step_name
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.ui.window.docks import FELT_KEEPS
from zanzibar_desktop.ui.window.main_window import DEFAULT_SIZE, MainWindow

pytestmark = pytest.mark.gui

SCREENS = [(800, 600), (1280, 720), (1366, 768), (1920, 1080)]
SEATS = [PlayerSpec("Alex"), PlayerSpec("Marcel", "regular"), PlayerSpec("Josette", "expert"),
         PlayerSpec("Dédé", "novice")]
DOCKS = ("scoreboard", "hands", "history")
READABLE_DIE = 40  # px: a die drawn smaller (its larger side) has pips hard to count


def _dice_readable(window) -> bool:  # noqa: ANN001
    return all(max(rect.width(), rect.height()) >= READABLE_DIE for rect in die_rects(window))


def _show_docks(window, shown: tuple[bool, bool, bool]) -> None:  # noqa: ANN001
    scoreboard, hands, history = shown
    driver = TableDriver(window)
    driver.dock("scoreboard").setVisible(scoreboard)
    driver.dock("hands").setVisible(hands)
    window.show_history(history)


def _problems(window, screen: QSize) -> list[str]:  # noqa: ANN001
    """What is wrong with the window on ``screen``, in words."""
    problems = []
    driver = TableDriver(window)
    least = window.minimumSizeHint().expandedTo(window.minimumSize())
    if least.width() > screen.width() or least.height() > screen.height():
        problems.append(f"its minimum size {least.toTuple()} is larger than the screen")
    if window.width() > screen.width() or window.height() > screen.height():
        problems.append(f"it grew to {window.size().toTuple()}")
    problems += cut_texts(window)
    painted = [driver.felt.beat, *driver.felt.plates]  # they paint their own words
    if driver.history_chart is not None and driver.history_chart.plot.isVisible():
        painted.append(driver.history_chart.plot)
    for widget in painted:
        if widget.isVisible():
            problems += painted_cuts(widget)
    return problems


def _settled(qtbot, window, screen: QSize) -> list[str]:  # noqa: ANN001
    """The window's problems once the docks' contents are made and laid out (the history
    chart and the scoreboard's columns come at the event loop's next turns)."""
    driver = TableDriver(window)
    with contextlib.suppress(WaitTimeout):  # what is still wrong then is the answer
        qtbot.waitUntil(lambda: driver.history_chart is not None or
                        not driver.dock_shown("history"), timeout=5000)
        qtbot.waitUntil(lambda: not _problems(window, screen), timeout=1000)
    return _problems(window, screen)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", SCREENS, ids=[f"{w}x{h}" for w, h in SCREENS])
def test_every_combination_of_docks_fits_the_screen_and_cuts_no_text(qtbot, size, language):
    install_language(language)
    try:
        window = open_window(qtbot)
        driver = TableDriver(window)
        screen = QSize(*size)
        window.resize(screen)
        window.start_game(Game(preset_rules("421"), SEATS, seed=3))
        controller = driver.controller
        qtbot.waitUntil(lambda: controller.human_may_act() or driver.summary_showing(),
                        timeout=20000)
        failures = {}
        for shown in itertools.product((False, True), repeat=3):
            _show_docks(window, shown)
            problems = _settled(qtbot, window, screen)
            if problems:
                name = "+".join(dock for dock, on in zip(DOCKS, shown, strict=True) if on)
                failures[name or "no dock"] = problems
        assert failures == {}
        assert _dice_readable(window), die_rects(window)
        window.close()
    finally:
        install_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(800, 600), (1100, 740), (1366, 768)],
                         ids=["800x600", "1100x740", "1366x768"])
def test_a_lesson_step_shows_whole_beside_the_dice_with_every_dock_open(qtbot, size, language):
    """The lesson's heading keeps its step number and its words end their sentence."""
    install_language(language)
    try:
        window = open_window(qtbot)
        driver = TableDriver(window)
        screen = QSize(*size)
        window.resize(screen)
        _show_docks(window, (True, True, True))
        guide = window.lesson_guide()
        guide.start("zanzibar")
        qtbot.waitUntil(lambda: guide.panel.isVisible())
        assert _settled(qtbot, window, screen) == []
        assert guide.panel.geometry().bottom() <= driver.tray.height()
        guide.leave()
        window.close()
    finally:
        install_language("en")


def test_the_hand_to_beat_wraps_its_words_rather_than_cut_them(qtbot, monkeypatch):
    """French at 800×600 with the docks and the hint open, the strip under the dice is
    narrow: a hand's words after its dice were drawn elided ("Dédé, fiche de…"); they now go
    under the dice, whole, and the strip is as high as they need."""
    drawn: list[str] = []
    draw = QPainter.drawText

    def recorded(painter, *args):  # noqa: ANN001, ANN002, ANN202
        drawn.append(next(arg for arg in args if isinstance(arg, str)))
        return draw(painter, *args)

    install_language("fr")
    try:
        window = open_window(qtbot)
        driver = TableDriver(window)
        screen = QSize(800, 600)
        window.resize(screen)
        _show_docks(window, (True, True, True))
        window.start_game(Game(preset_rules("421"), SEATS, seed=3))
        controller = driver.controller
        qtbot.waitUntil(lambda: controller.human_may_act() and controller.shown.to_beat
                        is not None and controller.shown.lowest is not None, timeout=20000)
        driver.hint()  # beside the dice: the hand to beat has a narrower strip
        qtbot.waitUntil(driver.felt.hint.isVisible)
        beat = driver.felt.beat
        monkeypatch.setattr(QPainter, "drawText", recorded)
        beat.grab()
        monkeypatch.undo()
        hands = list(beat._words.values())  # noqa: SLF001 - the words each hand's dice carry
        assert len(hands) == 2 and all(words in drawn for words in hands), (hands, drawn)
        assert _settled(qtbot, window, screen) == []
        # Under the hint, across the felt, the words take fewer lines: the dice keep their size.
        assert _dice_readable(window), die_rects(window)
        window.close()
    finally:
        install_language("en")


@pytest.mark.parametrize(("size", "tabbed"), [((1366, 768), True), ((1920, 1080), False)],
                         ids=["1366x768", "1920x1080"])
def test_the_docks_beside_the_felt_stack_as_tabs_in_a_short_window(qtbot, size, tabbed):
    """One above the other in 768 px, each would keep a few rows: they share the room as
    tabs, the one just opened in front. A tall window shows both, in equal shares."""
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.resize(*size)
    window.start_game(Game(preset_rules("421"), SEATS, seed=3))
    driver.dock("scoreboard").show()
    driver.dock("hands").show()
    qtbot.waitUntil(lambda: driver.hands_card is not None)
    with contextlib.suppress(WaitTimeout):  # the docks are fitted at the loop's next turn
        qtbot.waitUntil(lambda: (driver.dock("hands") in window.tabifiedDockWidgets(
            driver.dock("scoreboard"))) is tabbed, timeout=1000)
    together = window.tabifiedDockWidgets(driver.dock("scoreboard"))
    assert (driver.dock("hands") in together) is tabbed
    if tabbed:
        qtbot.waitUntil(lambda: not driver.dock("hands").visibleRegion().isEmpty())
    else:
        qtbot.waitUntil(lambda: abs(driver.dock("hands").height()
                                    - driver.dock("scoreboard").height()) <= 12)
    window.close()


def test_a_dock_coming_to_the_front_of_its_tabs_joins_the_others_beside_the_felt(qtbot):
    """In a tall window the Scoreboard and the Hands card stand one above the other, the
    History under the felt. Made short, the History joins the Scoreboard as a tab in front
    of it; closed, the Scoreboard comes to the front, on screen again, and joins the Hands
    card as a tab. Qt says the Scoreboard shows as it lays out the docks: made a tab at
    once, the dock left the part of the layout Qt was walking, which Qt had deleted (the
    journeys' segmentation fault, in QLayout::activate)."""
    driver = TableDriver.open(qtbot, size=(1366, 1080))
    window = driver.window
    for dock in DOCKS:
        driver.set_dock(dock, True)
    scoreboard, hands, history = (driver.dock(dock) for dock in DOCKS)
    qtbot.waitUntil(lambda: scoreboard.isVisible() and hands.isVisible()
                    and driver.hands_card is not None)  # made at the next turn, then fitted
    driver.settle()
    assert window.tabifiedDockWidgets(scoreboard) == []
    driver.resize(800, 600)
    qtbot.waitUntil(lambda: window.tabifiedDockWidgets(scoreboard) == [history])
    driver.set_dock("history", False)
    driver.settle()  # the layout Qt had asked for: the crash was here
    qtbot.waitUntil(lambda: window.tabifiedDockWidgets(hands) == [scoreboard])
    window.close()


def test_a_window_made_narrower_takes_the_room_from_the_docks_first(qtbot):
    """From 1366 to 800 wide with the Scoreboard and Hands card open, the felt keeps its
    width (Qt would have squeezed it to its minimum, the docks untouched)."""
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.resize(1366, 768)
    window.start_game(Game(preset_rules("421"), SEATS, seed=3))
    driver.dock("scoreboard").show()
    driver.dock("hands").show()
    qtbot.waitUntil(lambda: driver.scoreboard_tables.columns_width > 0)
    window.resize(800, 600)
    with contextlib.suppress(WaitTimeout):  # the docks' widths come at the loop's next turn
        qtbot.waitUntil(lambda: driver.tray.width() >= FELT_KEEPS, timeout=2000)
    assert window.width() == 800 and driver.tray.width() >= FELT_KEEPS
    assert _settled(qtbot, window, QSize(800, 600)) == []
    window.close()


def test_a_first_start_opens_within_the_screen(qtbot):
    """The first size, 1100×740, is bounded by the screen (Qt's offscreen one is 800 wide)."""
    window = MainWindow(fast_settings())
    qtbot.addWidget(window)
    room = window.screen().availableGeometry().size()
    assert room.width() < DEFAULT_SIZE[0]  # the case this test is about
    assert window.width() <= room.width() and window.height() <= room.height()
    assert window.size() == QSize(*DEFAULT_SIZE).boundedTo(room)
    window.close()


@pytest.mark.parametrize("family", ["zanzibar", "421"])
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1366, 768)],
                         ids=["800x600", "1280x720", "1366x768"])
def test_every_lesson_step_shows_whole_with_every_dock_open(qtbot, monkeypatch, size, language,
                                                            family):
    """Each step's words beside the dice, and beside a result where the step shows one
    (in 421 they sat under the dice above the pot, cut after their first lines). At
    800×600 with the three docks the felt is too short for both whole: the result's title
    goes (the window's heading says it) and the words of each scroll rather than be cut."""
    install_language(language)
    try:
        window = open_window(qtbot)
        driver = TableDriver(window)
        monkeypatch.setattr(window, "on_new_game", lambda: None)  # offered at the end
        screen = QSize(*size)
        window.resize(screen)
        _show_docks(window, (True, True, True))
        window.lesson_guide().start(family)
        failures = {}
        while driver.lessons.active:
            name = step_name(window)
            if driver.lessons.step.do == "continue":
                qtbot.waitUntil(driver.summary_showing, timeout=20000)
            problems = _settled(qtbot, window, screen)
            if problems:
                failures[name] = problems
            do_the_step(qtbot, window)
            if driver.lessons.active and step_name(window) == name:
                qtbot.waitUntil(lambda name=name: not driver.lessons.active
                                or step_name(window) != name, timeout=3000)
        assert failures == {}
        window.close()
    finally:
        install_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_end_of_a_game_shows_whole_at_800x600_with_eight_seats_and_the_docks(qtbot,
                                                                                language):
    """Play again, New game and Review side by side did not fit the result's place beside
    the dice (« Nouvelle partie… » read « velle par »): they go one above the other, and
    the standings scroll above them."""
    install_language(language)
    try:
        window = open_window(qtbot)
        driver = TableDriver(window)
        screen = QSize(800, 600)
        window.resize(screen)
        _show_docks(window, (True, True, True))
        seats = [PlayerSpec("Alex"), *(PlayerSpec(name, "regular") for name in (
            "Marcel", "Josette", "Dédé", "Lulu", "Gégé", "Mimi", "Riton"))]
        window.new_game(preset_rules("421").with_options(tokens=3, manches_to_lose=1), seats)
        controller = driver.controller
        while not driver.pacing.game_over_shown:
            qtbot.waitUntil(lambda: driver.pacing.game_over_shown or driver.summary_showing()
                            or controller.human_may_act(), timeout=20000)
            if driver.pacing.game_over_shown:
                break
            if driver.summary_showing():
                window.on_enter()
            elif controller.game.dice is None:
                driver.throw()
            else:
                driver.stop()
        qtbot.waitUntil(driver.summary_showing)
        assert _settled(qtbot, window, screen) == []
        window.close()
    finally:
        install_language("en")
