"""Where everything sits on the felt, for a felt of a given size: plain geometry, tested alone.

From the top: the banner; a row of seats (up to four; with five or more a second row along
the bottom, so seats run clockwise round the table); between them the dice, and under the
dice a strip with the pot and the hand to beat. While a result is up, the dice move to the
left and the result panel takes the right: it never covers a die.
"""

from dataclasses import dataclass

from PySide6.QtCore import QRectF

MARGIN = 8.0
GAP = 6.0
MAX_SEAT_WIDTH = 290.0


@dataclass(frozen=True)
class FeltLayout:
    banner: QRectF
    seats: tuple[QRectF, ...]  # in seat order
    dice: QRectF
    strip: QRectF  # the pot and the hand to beat
    pot: QRectF
    beat: QRectF
    panel: QRectF | None  # the result panel, when one is up


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
                pot: bool = False) -> FeltLayout:
    """The places for ``seats`` seats on a ``width`` × ``height`` felt."""
    banner = QRectF(MARGIN, MARGIN, width - 2 * MARGIN, banner_height)
    top_count = seats if seats <= 4 else (seats + 1) // 2
    bottom_count = seats - top_count
    top = banner.bottom() + GAP
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
        panel = QRectF(MARGIN + left_width + GAP, middle_top, inner - left_width - GAP,
                       middle_bottom - middle_top)
    strip = QRectF(MARGIN, middle_bottom - strip_height, left_width, strip_height)
    dice = QRectF(MARGIN, middle_top, left_width, max(40.0, strip.top() - middle_top))
    pot_width = min(130.0, strip.width() * 0.3) if pot else 0.0
    pot_rect = QRectF(strip.left(), strip.top(), pot_width, strip.height())
    beat_left = strip.left() + pot_width + (GAP if pot else 0.0)
    beat = QRectF(beat_left, strip.top(), strip.right() - beat_left, strip.height())
    return FeltLayout(banner, tuple(rows + bottom_row), dice, strip, pot_rect, beat, panel)


NOTE_MAX_WIDTH = 560.0  # a lesson's words read as a short paragraph, not one long line


def stack_note(panel: QRectF, note_height: float) -> tuple[QRectF, QRectF]:
    """A note (a lesson's words, ``note_width`` wide) at the top of the result panel's
    place, beside the dice, the rest of it below for the result or the hint: neither
    covers the other, nor the dice."""
    height = min(note_height, panel.height())
    note = QRectF(panel.left(), panel.top(), note_width(panel.width()), height)
    rest_top = min(panel.bottom(), note.bottom() + GAP)
    return note, QRectF(panel.left(), rest_top, panel.width(), panel.bottom() - rest_top)


def note_under_dice(dice: QRectF, bottom: float, note_height: float) -> tuple[QRectF, QRectF]:
    """While a result is up, the note sits under the dice down to ``bottom`` (where the hand
    to beat was, put away then; above the pot, which stays): the note, and the dice's place
    above it."""
    height = min(note_height, max(0.0, bottom - dice.top() - 40.0 - GAP))
    note = QRectF(dice.left(), bottom - height, dice.width(), height)
    return note, QRectF(dice.left(), dice.top(), dice.width(), note.top() - GAP - dice.top())


def note_width(room: float) -> float:
    return min(room, NOTE_MAX_WIDTH)
