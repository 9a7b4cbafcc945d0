"""The History dock's chart, drawn by hand: lines where the scores are, a marker per seat,
ticks a player can read in the game's language, a tip on the hands of each point."""

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolTip

from tests.ui.cut_text import painted_cuts
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.ui.charts.score_lines import Lines, ScoreLines, marker_path, nice_ticks
from zanzibar_desktop.ui.seat_colours import seat_colour

pytestmark = pytest.mark.gui

LINES = Lines(("Ann", "Bob", "Zoé"), ((60, 60, 160), (0, 26, 26), (0, 0, 0)),
              ("Ann: 6-6-6", "Bob: 6-1-1", "Ann: 1-1-1"))


def chart(qtbot, lines: Lines = LINES) -> ScoreLines:  # noqa: ANN001
    widget = ScoreLines()
    qtbot.addWidget(widget)
    widget.resize(600, 300)
    widget.show_lines(lines, "Manche", "Points")
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def picture(widget: ScoreLines) -> QImage:
    return widget.image(1.0)


def near_colour(image: QImage, spot: QPoint, colour: str, reach: int = 2) -> bool:
    wanted = QColor(colour)
    for dx in range(-reach, reach + 1):
        for dy in range(-reach, reach + 1):
            seen = image.pixelColor(spot.x() + dx, spot.y() + dy)
            if max(abs(seen.red() - wanted.red()), abs(seen.green() - wanted.green()),
                   abs(seen.blue() - wanted.blue())) < 40:
                return True
    return False


def test_ticks_step_by_one_two_or_five_and_leave_room_between_them():
    assert nice_ticks(0, 200, 400, 40) == [0, 20, 40, 60, 80, 100, 120, 140, 160, 180, 200]
    assert nice_ticks(0, 3.2, 300, 40) == [0, 1, 2, 3]  # whole manches, never 0.5
    assert nice_ticks(-12, 9, 200, 30) == [-10, -5, 0, 5]
    assert nice_ticks(-12, 9, 100, 30) == [-10, 0]  # fewer when the room is short
    for low, high, room in [(0, 1000, 150), (-3, 470, 900), (0, 10, 40)]:
        ticks = nice_ticks(low, high, room, 30)
        assert ticks[0] >= low and ticks[-1] <= high
        assert (ticks[1] - ticks[0]) / (high - low) * room >= 30 or len(ticks) <= 2


def test_each_seat_is_drawn_in_its_colour_where_its_scores_are(qtbot):
    widget = chart(qtbot)
    image = picture(widget)
    for seat in range(3):
        for index in (1, 3):
            spot = widget.point_at(index, seat).toPoint()
            assert near_colour(image, spot, seat_colour(seat)), (seat, index)
    # Ann's line climbs: after the third manche her point is above Bob's.
    assert widget.point_at(3, 0).y() < widget.point_at(3, 1).y()
    widget.close()


def test_the_seats_markers_differ_in_shape():
    shapes = {marker_path(seat, QPoint(0, 0), 10).boundingRect().getRect() for seat in range(8)}
    areas = [marker_path(seat, QPoint(0, 0), 10).elementCount() for seat in range(8)]
    assert len(set(areas)) >= 5 and len(shapes) >= 3


def test_a_point_shows_its_hands_when_the_pointer_comes_near(qtbot):
    widget = chart(qtbot)
    QTest.mouseMove(widget, widget.point_at(3, 0).toPoint() + QPoint(3, 2))
    qtbot.waitUntil(QToolTip.isVisible)
    assert widget.hovered == (3, 0)
    assert "Ann: 1-1-1" in QToolTip.text()
    QTest.mouseMove(widget, QPoint(widget.width() - 3, 3))  # far from every point
    qtbot.waitUntil(lambda: not QToolTip.isVisible())
    assert widget.hovered is None
    widget.close()


def test_the_legend_names_every_seat_and_an_empty_game_draws(qtbot):
    widget = chart(qtbot, Lines(("Ann", "Bob"), ((), ()), ()))
    image = picture(widget)
    assert not image.isNull()
    legend = [QPoint(x, y) for x in range(widget.width() - 120, widget.width())
              for y in range(0, 90)]  # right of the plot: it never covers a line
    for seat in range(2):
        assert any(near_colour(image, spot, seat_colour(seat), 0) for spot in legend)
    widget.close()


def test_big_scores_are_written_the_languages_way(qtbot):
    assert install_language("fr")
    try:
        widget = chart(qtbot, Lines(("Ann",), ((4000, 12000),), ("a", "b")))
        assert "10\u202f000" in widget.tick_labels()[1]
        widget.close()
    finally:
        install_language("en")


@pytest.mark.parametrize("height", [80, 95, 110, 150, 220])
def test_a_short_chart_cuts_neither_its_left_title_nor_its_legend(qtbot, height):
    """A short History dock (800×600 with the docks open) cut the upright "Points" to
    "oint", and the legend ran past the bottom from the fifth seat on: the title goes across
    above the plot, the legend into columns."""
    names = ("Alex", "Marcel", "Josette", "Dédé", "Lulu", "Gégé", "Mimi", "Riton")
    lines = Lines(names, tuple((0, seat) for seat in range(8)), ("", ""))
    widget = chart(qtbot, lines)
    widget.resize(480, height)
    assert painted_cuts(widget) == []
    widget.close()
