"""What a player sees at the table, found in the screenshots and play-throughs of issue 31:
wrapped words that keep their lines in a short dock, dice readable at 800×600 with every
dock open, one throw count said one way, the end of a game's keys named."""

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize
from PySide6.QtGui import QFontMetricsF, QKeySequence, QPainter, QPixmap

from tests.ui.covering import die_rects
from tests.ui.cut_text import cut_texts, painted_cuts
from tests.ui.driver import DOCKS, TableDriver
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.ui.table import chips

pytestmark = pytest.mark.gui

SEATS = [PlayerSpec("Alex"), PlayerSpec("Marcel", "regular"), PlayerSpec("Josette", "expert"),
         PlayerSpec("Dédé", "novice")]
READABLE_DIE = 40  # px: a die drawn smaller (its larger side) has pips hard to count


def test_the_hands_card_heading_keeps_its_lines_in_a_short_dock(qtbot):
    """A dock shorter than the card squeezed its wrapped heading ("Strongest first. To
    beat: 5-1-1 · fiche of fives.") to fewer lines than its words need: the card scrolls
    instead, its heading whole."""
    driver = TableDriver.open(qtbot, size=(1024, 700))
    driver.set_dock("hands", True)
    driver.seat(Game(preset_rules("421"), SEATS, seed=3))
    driver.wait_for(lambda: driver.human_may_act() and driver.controller.shown.to_beat
                    is not None, "a hand to beat")
    dock = driver.dock("hands")
    dock.setFloating(True)  # as a double click on its title does, then made small
    dock.resize(QSize(110, 100))
    heading = driver.hands_card.heading
    qtbot.waitUntil(lambda: "To beat" in heading.text() and dock.size() == QSize(110, 100))
    driver.settle()
    assert heading.heightForWidth(heading.width()) > dock.height() // 2  # the case in hand
    assert cut_texts(dock) == []
    assert heading.height() >= heading.heightForWidth(heading.width())


@pytest.mark.parametrize("family", ["zanzibar", "421"])
def test_a_lesson_keeps_its_dice_readable_at_800x600_with_every_dock_open(qtbot, family):
    """Beside a result and under a lesson's words the dice were drawn 20 px high: the felt
    kept them 40 px of room above the words, and the History dock under the felt left it
    280 px. The History dock now joins the docks beside the felt as a tab in so short a
    window, and the words leave the dice room for READABLE_DIE."""
    driver = TableDriver.open(qtbot, size=(800, 600))
    window = driver.window
    for dock in DOCKS:
        driver.set_dock(dock, True)
    driver.lesson().start(family)
    results = 0
    while driver.lesson().active and results < 3:
        driver.settle()
        sizes = [max(rect.width(), rect.height()) for rect in die_rects(window)]
        assert all(size >= READABLE_DIE for size in sizes), (driver.lesson().step, sizes)
        if driver.summary_showing():
            results += 1
            while driver.summary_showing():
                driver.lesson_move()
        else:
            driver.lesson_move()
    assert results == 3
    assert window.width() <= 800 and window.height() <= 600
    assert cut_texts(window) == []
    driver.dock("scoreboard").raise_()  # its tab in front: History stays open behind it
    driver.settle()
    assert driver.dock_action("history").isChecked() and not driver.dock("history").isHidden()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_end_of_a_game_names_the_keys_of_its_choices(qtbot, language):
    """Enter and Space do not choose at the end of a game: the message line says which
    keys do, each as its button takes it (Alt+A for Play again; Alt+R, « &Rejouer », in
    French)."""
    driver = TableDriver.open(qtbot)
    try:
        driver.set_language(language)
        rules = preset_rules("421").with_options(tokens=3, manches_to_lose=1)
        driver.seat(Game(rules, [PlayerSpec("Alex"), PlayerSpec("Marcel", "regular")], seed=3))
        driver.play_until(driver.game_over_shown, timeout_s=60)
        driver.settle()
        buttons = [button for button, _ in driver.summary_panel.extra_buttons]
        keys = [QKeySequence.mnemonic(button.text()).toString(
            QKeySequence.SequenceFormat.NativeText) for button in buttons]
        assert len(keys) == 3 and all(keys), keys
        assert all(key in driver.message() for key in keys), (keys, driver.message())
    finally:
        install_language("en")


def _ann_opens(specs: list[PlayerSpec]) -> Game:
    """A Zanzibar game of ``specs`` where the first seat, Ann, opens."""
    rules = preset_rules("zanzibar")
    return next(game for seed in range(100)
                if (game := Game(rules, specs, seed=seed)).current == 0)


def _ann_throws(driver: TableDriver, specs: list[PlayerSpec]) -> None:
    """Seat a game Ann opens and make her first throw, up to her dice."""
    driver.seat(_ann_opens(specs))
    driver.wait_for(driver.human_may_act, "Ann's turn")
    driver.throw()
    driver.wait_for(lambda: driver.human_may_act() and driver.dice() is not None,
                    "Ann's dice")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_throw_button_and_the_seat_count_throws_alike(qtbot, language):
    """The seat read "Throw 1 of 3" and the button "Throw 2/3": the button now names the
    throw it makes in the seat's words ("Throw 2 of 3", « Lancer 2 sur 3 »)."""
    driver = TableDriver.open(qtbot)
    try:
        driver.set_language(language)
        _ann_throws(driver, [PlayerSpec("Ann"), PlayerSpec("Bob")])
        driver.settle()
        made = driver.felt.plates[0].accessibleDescription()
        button = driver.table_button("throw").text().replace("&", "")
        words = {"en": ("Throw 1 of 3", "Throw 2 of 3"), "fr": ("Lancer 1 sur 3", "Lancer 2 sur 3")}
        assert words[language][0] in made, made
        assert button == words[language][1]
    finally:
        install_language("en")


def test_a_short_history_chart_keeps_a_scale_on_its_left_axis(qtbot):
    """At 800×600 the History dock under the felt is short: its left axis read "0" alone,
    no scale to read the lines by. It keeps two ticks at least."""
    driver = TableDriver.open(qtbot, size=(800, 600))
    driver.set_dock("history", True)
    driver.seat(Game(preset_rules("421"), SEATS, seed=3))
    driver.wait_for_human_or_summary()
    driver.settle()
    plot = driver.history_chart.plot
    _, left = plot.tick_labels()
    assert len(left) >= 2, left


def test_a_result_shows_no_die_still_kept(qtbot):
    """The last turn of a round kept a die and threw the others: its KEPT badge stayed on
    the dice under the round's result (and the end of the game), a keep nobody makes any
    more. The result puts the badges away."""
    driver = TableDriver.open(qtbot)
    driver.seat(_ann_opens([PlayerSpec("Ann"), PlayerSpec("Bob")]))
    tray = driver.tray
    rolls, at_result = [], []  # what each throw threw; the badges as the result comes
    driver.controller.dice_rolled.connect(lambda event: rolls.append(tuple(event.thrown)))
    driver.controller.round_resolved.connect(
        lambda _: at_result.append([die.held for die in tray.dice]))
    for player in (0, 1):  # each throws three times, keeping the first die after the first
        for throw in range(3):
            driver.wait_for(lambda player=player, throw=throw: driver.human_may_act()
                            and driver.game.current == player and driver.game.throws == throw,
                            f"throw {throw + 1} of seat {player}")
            if throw and not driver.held()[0]:
                driver.keep(0)
                driver.wait_for(lambda: driver.held()[0], "the first die kept")
            driver.throw()
    driver.wait_for(driver.summary_showing, "the round's result")
    assert rolls[-1] == (False, True, True)  # Bob's last throw kept the first die
    assert at_result == [[False, False, False]]
    assert not any(die.held for die in tray.dice)


def test_the_kept_badge_holds_its_words_on_small_dice(qtbot):
    """French at 800×600 with the History dock under the felt: the dice are small, and the
    badge under a kept die was lower than its font's line (the accent of « GARDÉ » cut)."""
    driver = TableDriver.open(qtbot, size=(800, 600))
    try:
        driver.set_language("fr")
        driver.set_dock("history", True)
        _ann_throws(driver, [PlayerSpec("Ann"), PlayerSpec("Bob")])
        driver.keep(0)
        driver.wait_for(lambda: driver.held()[0], "the first die kept")
        driver.settle()
        assert painted_cuts(driver.tray) == []
    finally:
        install_language("en")


def _words_on(plate, tray) -> list[QRectF]:  # noqa: ANN001
    """The boxes of the words a seat plate draws, in the felt's coordinates."""
    boxes: list[QRectF] = []
    draw = QPainter.drawText

    def recorded(painter, *args):  # noqa: ANN001, ANN002, ANN202
        if len(args) >= 3 and isinstance(args[0], (QRect, QRectF)) and isinstance(args[2], str):
            flags = args[1] if isinstance(args[1], int) else int(args[1])
            ink = QFontMetricsF(painter.font()).boundingRect(QRectF(args[0]), flags, args[2])
            boxes.append(painter.transform().mapRect(ink).translated(
                QPointF(plate.mapTo(tray, QPoint(0, 0)))))
        return draw(painter, *args)

    QPainter.drawText = recorded
    picture = QPixmap(plate.size())
    painter = QPainter(picture)
    try:
        plate.paint_on(painter)  # as its cache is drawn
    finally:
        painter.end()
        QPainter.drawText = draw
    return [box for box in boxes if box.width() > 0]


def test_chips_from_seat_to_seat_fly_clear_of_their_words(qtbot, monkeypatch):
    """A décharge between two seats side by side: the chips arced up across the giver's
    name ("Jose●te"). They arc down over the felt, clear of every seat's words."""
    driver = TableDriver.open(qtbot, size=(1024, 700))
    driver.seat(Game(preset_rules("421"), SEATS, seed=3))
    driver.wait_for_human_or_summary()
    driver.settle()
    tray, plates = driver.tray, driver.felt.plates
    assert plates[1].y() == plates[2].y()  # one row
    words = [box for plate in plates for box in _words_on(plate, tray)]
    layer = driver.felt.chips
    start, end = (plate.mapTo(tray, plate.chip_base().toPoint()) for plate in plates[2:0:-1])
    drawn: list[QRectF] = []
    paint = chips.paint_stack
    monkeypatch.setattr(chips, "paint_stack", lambda *args, **kwargs: drawn.append(
        paint(*args, **kwargs)))
    layer.flights = [chips.Flight(QPointF(start), QPointF(end), 1)]
    picture = QPixmap(tray.size())
    for step in range(1, 20):  # the flight between its two stacks
        monkeypatch.setattr(layer, "progress", lambda step=step: step / 20)
        painter = QPainter(picture)
        layer.paint_on(painter)
        painter.end()
    layer.flights = []
    crossed = [(chip, box) for chip in drawn for box in words if chip.intersects(box)]
    assert len(drawn) == 19 and crossed == []


def test_the_first_hint_gives_the_partie_figures_at_hand(qtbot):
    """A preset's partie is shipped with the game: the first hint of a start asked for it
    and showed the manche's figures alone (the partie's came at the next hint, as timing
    had it). It gives them at once."""
    # A start: the window's session holds no solution before its own look-up.
    driver = TableDriver.open(qtbot)
    _ann_throws(driver, [PlayerSpec("Ann"), PlayerSpec("Bob", "regular")])
    driver.hint()
    driver.wait_for(driver.hint_showing, "the hint")
    options = driver.felt.hint.options
    assert options and all(option.partie is not None for option in options)


@pytest.mark.parametrize("family", ["zanzibar", "421"])
def test_a_lesson_step_that_fits_shows_no_scroll_bar(qtbot, family):
    """At 1024×700 every step's words fit beside the dice, yet a scroll bar stood beside
    them (one line, 421's step 8): the height a longer step's words needed stayed on every
    step after it, and the panel's border was left out of its room. The words are as high
    as their own lines, and they scroll only where the felt is too short for them."""
    driver = TableDriver.open(qtbot, size=(1024, 700))
    guide = driver.lesson()
    guide.start(family)
    scrolled = {}
    while guide.active and not guide.panel.finish_button.isVisible():
        driver.settle()
        words = guide.panel.words
        if guide.panel.scroller.verticalScrollBar().isVisible():
            scrolled[guide.panel.progress.text()] = (words.height(), words.accessibleName())
        driver.lesson_move()
    assert scrolled == {}


def test_a_short_result_after_a_long_one_shows_no_scroll_bar(qtbot):
    """A result of many lines (a lesson's, a manche's end) left its height on the next
    result's lines: two lines stood in the middle of empty room with a scroll bar beside
    them. Each result's lines are as high as they are."""
    driver = TableDriver.open(qtbot, size=(1024, 700))
    driver.seat(Game(preset_rules("zanzibar"), SEATS, seed=3))
    driver.wait_for_human_or_summary()
    panel = driver.summary_panel
    long = [f"Line {number}: Alex, Marcel, Josette and Dédé play on." for number in range(40)]
    panel.present(lambda: ("A long result", long))
    driver.settle()
    assert panel.scroller.verticalScrollBar().isVisible()  # the felt is too short for it
    panel.present(lambda: ("A short result", ["Two lines", "and no more."]))
    driver.settle()
    assert not panel.scroller.verticalScrollBar().isVisible()
    assert panel.body.height() <= panel.scroller.viewport().height()


def test_the_banner_follows_a_language_with_longer_words(qtbot):
    """A narrow felt (a 560-wide window): the banner's English fits one line, its French
    needs two, and its isolated names a taller line than the two kept for it. Switched to
    French, it kept the English height, its second line cut; it now takes the height its
    new words need."""
    driver = TableDriver.open(qtbot, size=(560, 700))
    try:
        specs = [PlayerSpec("Alex"), PlayerSpec("Marcel", "regular")]
        driver.seat(Game(preset_rules("zanzibar").with_options(target_score=200), specs,
                         seed=3))
        driver.wait_for_human_or_summary()
        driver.settle()
        assert cut_texts(driver.window) == []
        driver.set_language("fr")
        driver.settle()
        assert cut_texts(driver.window) == []
    finally:
        install_language("en")
