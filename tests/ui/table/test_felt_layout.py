"""Where things sit on the felt: for 2 to 8 seats and the sizes players use, nothing overlaps
and the result panel never covers the dice."""

import itertools

import pytest

from zanzibar_desktop.ui.table.felt_layout import (
    MIN_DICE_HEIGHT,
    dice_room,
    felt_layout,
    fitted_layout,
)

pytestmark = pytest.mark.core

# The felt at 800×600, 1024×700 and 1600×1000 windows (the felt is the window less the
# heading, the buttons and the message line).
SIZES = [(784, 420), (1008, 520), (1584, 820)]


def _overlap(a, b) -> bool:  # noqa: ANN001
    return a.intersects(b) and not a.intersected(b).isEmpty()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", range(2, 9))
@pytest.mark.parametrize("panel_open", [False, True])
def test_nothing_on_the_felt_overlaps_and_the_panel_leaves_the_dice_free(size, seats, panel_open):
    width, height = size
    layout = felt_layout(width, height, seats, banner_height=40, seat_height=74,
                         strip_height=70, panel_open=panel_open, pot=True)
    assert len(layout.seats) == seats
    parts = [layout.banner, *layout.seats, layout.dice, layout.pot, layout.beat]
    if layout.panel is not None:
        parts.append(layout.panel)
    for a, b in itertools.combinations(parts, 2):
        assert not _overlap(a, b), (a, b)
    for part in parts:  # all on the felt
        assert part.left() >= 0 and part.top() >= 0
        assert part.right() <= width and part.bottom() <= height
    assert (layout.panel is not None) == panel_open
    assert layout.dice.height() >= 60 and layout.dice.width() >= 150
    if panel_open:
        assert layout.panel.left() > layout.dice.right()  # beside the dice, not over them


def test_seats_run_clockwise_round_the_table():
    layout = felt_layout(1000, 600, 8, 40, 74, 70)
    top, bottom = layout.seats[:4], layout.seats[4:]
    assert all(a.left() < b.left() for a, b in itertools.pairwise(top))  # left to right on top
    assert all(a.left() > b.left() for a, b in itertools.pairwise(bottom))  # then back below
    assert all(seat.top() > layout.dice.bottom() for seat in bottom)
    few = felt_layout(1000, 600, 3, 40, 74, 70)
    assert len({seat.top() for seat in few.seats}) == 1  # up to four seats: one row on top


@pytest.mark.parametrize("size", SIZES + [(700, 340), (600, 300)])
@pytest.mark.parametrize("panel_open", [False, True])
def test_the_coachs_line_never_takes_the_dices_room(size, panel_open):
    """Its own row above the dice where the felt is tall enough; else the banner's row; the
    dice keep their room, and nothing overlaps."""
    width, height = size

    def lay_out(**coach):  # noqa: ANN003, ANN202
        return felt_layout(width, height, 2, banner_height=40, seat_height=74,
                           strip_height=70, panel_open=panel_open, pot=True, **coach)

    layout = fitted_layout(lay_out, lambda width: 36)
    assert layout.coach is not None and layout.coach.height() >= 36
    parts = [layout.coach, *layout.seats, layout.dice, layout.pot, layout.beat]
    if layout.banner_shown:
        parts.append(layout.banner)
    if layout.panel is not None:
        parts.append(layout.panel)
    for a, b in itertools.combinations(parts, 2):
        assert not _overlap(a, b), (a, b)
    if dice_room(lay_out()) >= MIN_DICE_HEIGHT + 36 + 6:  # room for both: the line's own row
        assert layout.banner_shown and layout.coach.top() > layout.seats[0].bottom()
    if height >= 400:
        assert dice_room(layout) >= MIN_DICE_HEIGHT
    else:  # a short felt: the banner gives its row up, the dice keep the most room
        assert not layout.banner_shown and dice_room(layout) >= 80
    if height == 340:  # room for the dice beside one more row: the line has the banner's
        assert layout.coach.top() < layout.seats[0].top() and dice_room(layout) >= 100
