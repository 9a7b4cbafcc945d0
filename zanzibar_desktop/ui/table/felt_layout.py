"""Where everything sits on the felt, for a felt of a given size: plain geometry, tested alone.

From the top: the banner; a row of seats (up to four; with five or more a second row along
the bottom, so seats run clockwise round the table); between them the dice, and under the
dice a strip with the pot and the hand to beat. While a result or the hint is up, the dice
move to the left and the panel takes the right: it never covers a die. The coach's line, when
it speaks, has a row of its own above the dice: it never covers them either. On a felt too
short for that row (a small window with its docks open), the line takes the banner's row
while it speaks; shorter still, the banner gives its row up (:func:`fitted_layout`).
"""

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QRectF

MARGIN = 8.0
GAP = 6.0
MAX_SEAT_WIDTH = 290.0
MIN_DICE_HEIGHT = 100.0  # the dice's room, below which a die would be too small to read


@dataclass(frozen=True)
class FeltLayout:
    banner: QRectF
    seats: tuple[QRectF, ...]  # in seat order
    dice: QRectF
    strip: QRectF  # the pot and the hand to beat
    pot: QRectF
    beat: QRectF
    panel: QRectF | None  # the result panel or the hint, when one is up
    coach: QRectF | None  # the coach's line, when it speaks
    banner_shown: bool = True  # False: the coach's line or the dice have its row


def _row(count: int, top: float, width: float, height: float) -> list[QRectF]:
    if count == 0:
        return []
    seat_width = min(MAX_SEAT_WIDTH, (width - 2 * MARGIN - (count - 1) * GAP) / count)
    used = count * seat_width + (count - 1) * GAP
    left = (width - used) / 2
    return [QRectF(left + index * (seat_width + GAP), top, seat_width, height)
            for index in range(count)]


def felt_layout(width: float, height: float, seats: int, banner_height: float,
                seat_height: float, strip_height: float, panel_open: bool = False,
                pot: bool = False, panel_width: float | None = None,
                coach_height: float = 0.0, coach_place: str = "row",
                banner_shown: bool = True, strip_across: bool = False) -> FeltLayout:
    """The places for ``seats`` seats on a ``width`` × ``height`` felt. ``panel_width``: the
    width the open panel asks for (None: a share of the felt); ``coach_height``: the coach's
    line's (0: it is silent), in a row above the dice (``coach_place`` "row") or in the
    banner's row ("banner", the banner away meanwhile); ``banner_shown`` False: no banner row
    at all; ``strip_across``: the strip runs the felt's whole width, the open panel above it
    (the hand to beat's words need fewer lines so)."""
    row = banner_shown  # the banner's row is there (the coach's line may have it)
    if coach_height > 0 and coach_place == "banner":
        banner_shown = False
    row_height = banner_height if row else 0.0
    if coach_height > 0 and coach_place == "banner" and row:  # as high as either needs
        row_height = max(row_height, coach_height)
    banner = QRectF(MARGIN, MARGIN, width - 2 * MARGIN, row_height)
    top_count = seats if seats <= 4 else (seats + 1) // 2
    bottom_count = seats - top_count
    top = banner.bottom() + GAP if row else MARGIN
    rows = _row(top_count, top, width, seat_height)
    bottom_top = height - MARGIN - seat_height
    bottom_row = _row(bottom_count, bottom_top, width, seat_height)
    bottom_row.reverse()  # clockwise: the second row runs right to left
    middle_top = top + seat_height + GAP
    middle_bottom = (bottom_top - GAP) if bottom_count else height - MARGIN
    inner = width - 2 * MARGIN
    panel = None
    left_width = inner
    if panel_open:
        left_width = max(150.0, inner * 0.42)
        if panel_width is not None:  # as narrow as it asks, never narrower than the share
            left_width = max(left_width, inner - GAP - panel_width)
        panel_bottom = middle_bottom - (strip_height + GAP if strip_across else 0.0)
        panel = QRectF(MARGIN + left_width + GAP, middle_top, inner - left_width - GAP,
                       panel_bottom - middle_top)
    strip = QRectF(MARGIN, middle_bottom - strip_height,
                   inner if strip_across else left_width, strip_height)
    coach = None
    dice_top = middle_top
    if coach_height > 0 and coach_place == "banner" and row:
        coach = QRectF(banner)
    elif coach_height > 0:  # its own row, the dice below it
        coach = QRectF(MARGIN, middle_top, left_width, coach_height)
        dice_top = coach.bottom() + GAP
    dice = QRectF(MARGIN, dice_top, left_width, max(40.0, strip.top() - dice_top))
    pot_width = min(130.0, strip.width() * 0.3) if pot else 0.0
    pot_rect = QRectF(strip.left(), strip.top(), pot_width, strip.height())
    beat_left = strip.left() + pot_width + (GAP if pot else 0.0)
    beat = QRectF(beat_left, strip.top(), strip.right() - beat_left, strip.height())
    return FeltLayout(banner, tuple(rows + bottom_row), dice, strip, pot_rect, beat, panel,
                      coach, banner_shown)


def fitted_layout(lay_out: Callable[..., FeltLayout],
                  coach_height: Callable[[float], float] | None) -> FeltLayout:
    """The first of these that leaves the dice room enough: the coach's line (if it speaks:
    ``coach_height`` gives its height at a width) in its own row above the dice; in the
    banner's row; no banner row at all. ``lay_out`` takes :func:`felt_layout`'s
    ``coach_height``, ``coach_place`` and ``banner_shown``."""
    base = lay_out()
    if coach_height is None:
        tries = [{}, dict(banner_shown=False)]
    else:
        row = coach_height(base.dice.width())
        tries = [dict(coach_height=row, coach_place="row"),
                 dict(coach_height=coach_height(base.banner.width()), coach_place="banner"),
                 dict(coach_height=row, coach_place="row", banner_shown=False)]
    layouts = []
    for chosen in tries:
        layout = lay_out(**chosen)
        if dice_room(layout) >= MIN_DICE_HEIGHT:
            return layout
        layouts.append(layout)
    return max(layouts, key=dice_room)


def dice_room(layout: FeltLayout) -> float:
    """How high the dice's room is, between what is above them and the strip below."""
    return layout.strip.top() - layout.dice.top()



NOTE_DICE_ROOM = 90.0  # what the dice keep above a note under them (40 px dice)
NOTE_MAX_WIDTH = 560.0  # a lesson's words read as a short paragraph, not one long line


def stack_note(panel: QRectF, note_height: float) -> tuple[QRectF, QRectF]:
    """A note (a lesson's words, ``note_width`` wide) at the top of the result panel's
    place, beside the dice, the rest of it below for the result or the hint: neither
    covers the other, nor the dice."""
    height = min(note_height, panel.height())
    note = QRectF(panel.left(), panel.top(), note_width(panel.width()), height)
    rest_top = min(panel.bottom(), note.bottom() + GAP)
    return note, QRectF(panel.left(), rest_top, panel.width(), panel.bottom() - rest_top)


def note_under_dice(dice: QRectF, beat: QRectF, note_height: float) -> tuple[QRectF, QRectF]:
    """While a result is up, the note sits in the hand to beat's place (put away then;
    beside the pot, which stays) and as far above it as it needs, the dice keeping
    ``NOTE_DICE_ROOM`` above it: the note, and the dice's place."""
    height = min(note_height, max(0.0, beat.bottom() - dice.top() - NOTE_DICE_ROOM - GAP))
    note = QRectF(beat.left(), beat.bottom() - height, beat.width(), height)
    bottom = min(note.top(), beat.top()) - GAP
    return note, QRectF(dice.left(), dice.top(), dice.width(), bottom - dice.top())


def note_width(room: float) -> float:
    return min(room, NOTE_MAX_WIDTH)
