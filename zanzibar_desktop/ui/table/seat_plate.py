"""One seat on the felt: name, who plays it, what it is doing, its last hand as dice, its
tokens (a chip stack) or score, and the manches it lost as marks. The current seat stands out
with a thick border and a ▶ before the name, so colour is never the only sign.

The plate is a widget so screen readers and the keyboard (Tab) reach each seat; it draws
itself from a seat snapshot and decides nothing.
"""

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QWidget

from ...engine import table
from ...engine.glossary import LOST_RINGS, OPENER_MARK
from ...engine.table import SeatSnapshot, TableSnapshot
from ...paint.chips import paint_stack
from ...paint.mini_dice import paint_mini_dice, paint_mini_die
from ..seat_colours import seat_colour
from ..texts import isolated, shown_as_typed, tr_text
from .cached_paint import CachedPaintWidget
from .game_words import explanations
from .seat_texts import (
    holding_text,
    level_text,
    list_separator,
    seat_sentence,
    shown_hand,
    state_text,
)

PAPER = QColor(250, 247, 238)
INK = QColor(30, 30, 30)
MUTED = QColor(90, 90, 90)
CURRENT = QColor(255, 196, 0)
LOST_MARK = QColor(176, 32, 44)


def plate_height(font: QFont) -> float:
    """The height that holds the plate's four lines in ``font``."""
    return 4 * QFontMetricsF(font).lineSpacing() + 14


class SeatPlate(CachedPaintWidget):
    def __init__(self, seat: int, parent: QWidget) -> None:
        super().__init__(parent)
        self.seat_index = seat
        self.seat: SeatSnapshot | None = None
        self.shown: TableSnapshot | None = None
        self.tokens: int | None = None  # chips drawn (may lag the seat while chips fly)
        self.opening_die: int | None = None  # the die thrown to choose the opener
        self.thickness = 2.5
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground, True)

    # ------------------------------------------------------------ state
    def show_seat(self, seat: SeatSnapshot, shown: TableSnapshot, tokens: int | None = None) -> None:
        self.seat, self.shown = seat, shown
        self.tokens = seat.tokens if tokens is None else tokens
        self.setAccessibleName(self.tr("Seat {number}: {name}").format(number=seat.seat + 1,
                                                                      name=seat.name))
        self._describe()
        self.repaint_cache()

    def set_thickness(self, thickness: float) -> None:
        """One chip's height, the same at every seat and in the pot."""
        if thickness != self.thickness:
            self.thickness = thickness
            self.repaint_cache()

    def show_opening_die(self, face: int | None) -> None:
        self.opening_die = face
        self._describe()
        self.repaint_cache()

    def _describe(self) -> None:
        if self.seat is None or self.shown is None:
            return
        words = seat_sentence(self.seat, self.shown)
        if self.opening_die is not None:
            words += list_separator() + self.tr("throws {face} for the opener").format(
                face=self.opening_die)
        words = "\n".join([words, *self._explained(words)])
        if words != self.accessibleDescription():
            self.setAccessibleDescription(words)
            self.setToolTip(shown_as_typed(words))  # names are plain text, never markup
            QAccessible.updateAccessibility(
                QAccessibleEvent(self, QAccessible.Event.DescriptionChanged))

    def _explained(self, words: str) -> list[str]:
        """The glossary's lines for the marks the plate wears (◆, the red rings) and the game's
        words it says (sauvé…)."""
        assert self.seat is not None and self.shown is not None
        marks = [tr_text(OPENER_MARK[self.shown.family])] if self._opener_shown() else []
        if self.shown.uses_tokens:
            marks.append(tr_text(LOST_RINGS))
        return list(dict.fromkeys([*marks, *explanations(words, self.shown.family)]))

    def _opener_shown(self) -> bool:
        """The ◆ beside the name: this seat opens, while a game is on and not being opened."""
        assert self.seat is not None and self.shown is not None
        return (self.seat.seat == self.shown.opener and not self.shown.over
                and self.opening_die is None)

    def chip_base(self) -> QPointF:
        """Where this seat's chip stack stands (chips fly to and from here), in the plate."""
        return QPointF(self.width() - 26, self.height() - 9)

    # ------------------------------------------------------------ painting
    def paint_on(self, painter: QPainter) -> None:
        if self.seat is None:
            return
        seat, shown = self.seat, self.shown
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        opening = self.opening_die is not None  # nobody's turn yet: the opener is being thrown for
        current = seat.state in (table.PLAYING, table.THROW_OFF) and not opening
        faded = seat.state == table.OUT
        box = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        painter.setOpacity(0.7 if faded else 1.0)
        painter.setPen(QPen(CURRENT, 4) if current else QPen(QColor(0, 0, 0, 90), 1))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(box, 8, 8)
        if self.hasFocus():
            painter.setPen(QPen(self.palette().highlight().color(), 2, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(box.adjusted(3, 3, -3, -3), 6, 6)
        colour = QColor(seat_colour(seat.seat))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(QRectF(box.left() + 4, box.top() + 6, 6, box.height() - 12), 3, 3)

        chips_room = 46.0 if shown.uses_tokens else 0.0
        left = box.left() + 16
        right = box.right() - 6 - chips_room
        font = QFont(self.font())
        metrics = QFontMetricsF(font)
        line = metrics.lineSpacing()
        y = box.top() + 5
        bold = QFont(font)
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(INK)
        marker = "▶ " if current else ""
        opener = "  ◆" if self._opener_shown() else ""
        full = box.right() - 6 - left  # the chip stack stands lower: the name has the width
        name = QFontMetricsF(bold).elidedText(marker + isolated(seat.name), Qt.TextElideMode.ElideRight,
                                              full - QFontMetricsF(bold).horizontalAdvance(opener))
        painter.drawText(QRectF(left, y, full, line), Qt.AlignmentFlag.AlignVCenter,
                         name + opener)
        y += line
        painter.setFont(font)
        painter.setPen(MUTED)
        state = self.tr("throws for the opener") if opening else state_text(seat, shown)
        second = f"{level_text(seat)} · {state}"
        if metrics.horizontalAdvance(second) > right - left:
            second = state  # a narrow seat: what it is doing matters more than its level
        painter.drawText(QRectF(left, y, right - left, line), Qt.AlignmentFlag.AlignVCenter,
                         metrics.elidedText(second, Qt.TextElideMode.ElideRight, right - left))
        y += line
        self._paint_hand(painter, left, y, line, right)
        y += line * 1.1
        painter.setPen(INK)
        holding = "" if shown.uses_tokens else holding_text(seat, shown)
        painter.drawText(QRectF(left, y, right - left, line), Qt.AlignmentFlag.AlignVCenter,
                         holding)
        if shown.uses_tokens:
            self._paint_marks(painter, left, y + line / 2, line * 0.32)
            paint_stack(painter, self.chip_base(), self.tokens or 0, 34.0, self.thickness,
                        empty_colour=MUTED)

    def _paint_hand(self, painter: QPainter, left: float, y: float, line: float,
                    right: float) -> None:
        size = line * 0.95
        if self.opening_die is not None:
            paint_mini_die(painter, QRectF(left, y + (line - size) / 2, size, size),
                           self.opening_die)
            return
        played = shown_hand(self.seat)
        if played is None:
            return
        opacity = 1.0 if self.seat.hand is not None else 0.45  # last round's hand, faded
        end = paint_mini_dice(painter, left, y + (line - size) / 2, size, played.hand.dice,
                              opacity)
        painter.setPen(MUTED)
        words = self.tr("in {throws}").format(throws=played.throws)
        room = right - end - 6
        if QFontMetricsF(painter.font()).horizontalAdvance(words) <= room:  # whole, or not
            painter.drawText(QRectF(end + 6, y, room, line),  # at all: the plate's tooltip
                             Qt.AlignmentFlag.AlignVCenter, words)  # says it then

    def _paint_marks(self, painter: QPainter, left: float, middle: float, radius: float) -> None:
        """One ring per manche that loses the partie, filled for each manche lost."""
        total = max(self.shown.manches_to_lose, self.seat.manches_lost)
        for index in range(total):
            centre = QPointF(left + radius + index * radius * 2.8, middle)
            painter.setPen(QPen(LOST_MARK, 1.4))
            painter.setBrush(LOST_MARK if index < self.seat.manches_lost else Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, radius, radius)
