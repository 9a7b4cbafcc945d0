"""The hand to beat, under the dice during a turn: the best hand so far as dice with its
player and throws, the lowest one where the lowest pays, what the player on turn may still
throw and, with tokens, how many the round moves as it stands."""

from PySide6.QtCore import QCoreApplication, QObject, QRectF, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QWidget

from ...engine.events import Played
from ...engine.hands import throw_off_name
from ...engine.table import TableSnapshot
from ...paint.mini_dice import paint_mini_dice
from ..retranslate import translate_ui
from ..texts import isolated, shown_as_typed, tr_text
from .seat_texts import list_separator


class BeatWords(QObject):
    """Words with a count: ``self.tr`` gives lupdate their plural forms."""

    def hand(self, shown: TableSnapshot, played: Played) -> str:
        """``Marcel, fiche of sixes, in 2 throws``."""
        return self.tr("{name}, {hand}, in %n throw(s)", "", played.throws).format(
            name=isolated(shown.seats[played.player].name),
            hand=tr_text(played.hand.name_in_sentence))

    def may_throw(self, name: str, count: int) -> str:
        return self.tr("{name} may throw %n more time(s).", "", count).format(name=name)

    def stake(self, tokens: int, kind: str) -> str:
        if kind == "decharge":
            return self.tr("At stake: %n token(s), from the best hand to the lowest.", "",
                           tokens)
        if kind == "to-lowest":
            return self.tr("At stake: %n token(s) from the pot, to the lowest hand.", "", tokens)
        return self.tr("At stake: %n token(s) from the pot, to the best hand.", "", tokens)


def _hand_words(shown: TableSnapshot, played: Played) -> str:
    return BeatWords().hand(shown, played)


def beat_lines(shown: TableSnapshot) -> list[tuple[str, Played | None]]:
    """The panel's lines: a label, and the hand drawn after it (or None)."""
    if shown.over or shown.current is None:
        return []
    lines: list[tuple[str, Played | None]] = []
    player = isolated(shown.seats[shown.current].name)
    if shown.to_beat is None:
        lines.append((QCoreApplication.translate(
            "HandToBeat", "No hand yet: {name} sets the hand to beat.").format(name=player), None))
    else:
        lines.append((QCoreApplication.translate("HandToBeat", "To beat:"), shown.to_beat))
    if shown.lowest is not None:  # the engine gives it where the lowest hand counts
        lines.append((QCoreApplication.translate("HandToBeat", "Lowest:"), shown.lowest))
    seat = shown.seats[shown.current]
    if seat.hand is not None and not shown.in_throw_off:  # the turn is over: nothing to throw
        return lines
    may = BeatWords().may_throw(player, shown.throws_left)
    if shown.in_throw_off:
        may = QCoreApplication.translate("HandToBeat", "{throw_off}: {words}").format(
            throw_off=tr_text(throw_off_name(shown.family, capital=True)), words=may)
    stake = shown.stake
    if stake is not None and stake.tokens:
        kind = ("decharge" if stake.giver is not None
                else "to-lowest" if stake.to_lowest else "to-best")
        may += " " + BeatWords().stake(stake.tokens, kind)
    lines.append((may, None))
    return lines


class HandToBeat(QWidget):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.lines: list[tuple[str, Played | None]] = []
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        translate_ui(self)

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Hand to beat"))

    def show_table(self, shown: TableSnapshot) -> None:
        self.lines = beat_lines(shown)
        words = list_separator().join(
            label + (" " + played.hand.label + ", " + _hand_words(shown, played) if played else "")
            for label, played in self.lines)
        self._words = {id(played): _hand_words(shown, played)
                       for _, played in self.lines if played is not None}
        if words != self.accessibleDescription():
            self.setAccessibleDescription(words)
            self.setToolTip(shown_as_typed(words))  # names are plain text, never markup
            QAccessible.updateAccessibility(
                QAccessibleEvent(self, QAccessible.Event.DescriptionChanged))
        self.update()

    def text(self) -> str:
        return self.accessibleDescription()

    def focusInEvent(self, event) -> None:  # noqa: ANN001
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event) -> None:  # noqa: ANN001
        super().focusOutEvent(event)
        self.update()

    def paintEvent(self, event) -> None:  # noqa: ANN001
        del event
        if not self.lines:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        metrics = QFontMetricsF(self.font())
        line = metrics.lineSpacing() * 1.15
        width = self.width() - 20.0
        flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        used = 10.0 + sum(line if played is not None else max(line, metrics.boundingRect(
            QRectF(0, 0, width, 1000), flags, label).height()) for label, played in self.lines)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))  # as tall as the lines: no empty band
        painter.drawRoundedRect(QRectF(0, 0, self.width(), min(used, self.height())), 6, 6)
        if self.hasFocus():  # reached with Tab: say so
            painter.setPen(QPen(QColor("white"), 1.5, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(2, 2, self.width() - 4, min(used, self.height()) - 4),
                                    5, 5)
        y = 5.0
        painter.setPen(QColor("white"))
        for label, played in self.lines:
            x = 10.0
            if played is None:  # words alone wrap onto as many lines as they need
                flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
                height = max(line, metrics.boundingRect(QRectF(0, 0, width, 1000), flags,
                                                        label).height())
                painter.drawText(QRectF(x, y, width, height), flags, label)
                y += height
                continue
            painter.drawText(QRectF(x, y, width, line), Qt.AlignmentFlag.AlignVCenter, label)
            x += metrics.horizontalAdvance(label) + 8
            size = line * 0.82
            x = paint_mini_dice(painter, x, y + (line - size) / 2, size, played.hand.dice)
            rest = metrics.elidedText(self._words[id(played)], Qt.TextElideMode.ElideRight,
                                      self.width() - x - 18)
            painter.drawText(QRectF(x + 8, y, self.width() - x - 18, line),
                             Qt.AlignmentFlag.AlignVCenter, rest)
            y += line
