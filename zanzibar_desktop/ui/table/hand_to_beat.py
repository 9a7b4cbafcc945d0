"""The hand to beat, under the dice during a turn: the best hand so far as dice with its
player and throws, the lowest one where the lowest pays, what the player on turn may still
throw and, with tokens, how many the round moves as it stands."""

from PySide6.QtCore import QCoreApplication, QObject, QRectF, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import QWidget

from ...engine.events import Played
from ...engine.hands import throw_off_name
from ...engine.table import TableSnapshot
from ...paint.mini_dice import paint_mini_dice
from ..retranslate import translate_ui
from ..texts import isolated, shown_as_typed, tr_text
from .game_words import explanations
from .seat_texts import list_separator

PADDING = 10.0  # the words' distance from the panel's sides
MARGIN_Y = 5.0  # and from its top and bottom
INDENT = 12.0  # a hand's words wrapped under its dice
UNBOUNDED = 10_000.0


class BeatWords(QObject):
    """Words with a count: ``self.tr`` gives lupdate their plural forms."""

    def hand(self, shown: TableSnapshot, played: Played) -> str:
        """``Marcel, fiche of sixes, in 2 throws``."""
        return self.tr("{name}, {hand}, in %n throw(s)", "", played.throws).format(
            name=isolated(shown.seats[played.player].name),
            hand=tr_text(played.hand.name_in_sentence))

    def may_throw(self, name: str, count: int) -> str:
        """What ``name`` may still throw; none once the last throw is made (while its dice
        roll, before the turn ends): "may throw 0 more times" read as a plural gone wrong."""
        if count == 0:
            return self.tr("{name} has no throw left.").format(name=name)
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
        self.words = ""
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
        self.words = words
        words = "\n".join([words, *explanations(words, shown.family)])  # fiche, baraque…
        if words != self.accessibleDescription():
            self.setAccessibleDescription(words)
            self.setToolTip(shown_as_typed(words))  # names are plain text, never markup
            QAccessible.updateAccessibility(
                QAccessibleEvent(self, QAccessible.Event.DescriptionChanged))
        self.update()

    def text(self) -> str:
        """The lines in words, without the glossary's explanations."""
        return self.words

    def focusInEvent(self, event) -> None:  # noqa: ANN001
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event) -> None:  # noqa: ANN001
        super().focusOutEvent(event)
        self.update()

    def _rows(self, metrics: QFontMetricsF, width: float) -> list[tuple[str, Played | None,
                                                                     float, float]]:
        """Each line as laid out ``width`` wide: its label, its hand, where the hand's words
        start and its height. A hand's words go on after its dice, or wrap under them when
        they do not fit there: they are never cut."""
        line = metrics.lineSpacing() * 1.15
        flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        inner = width - 2 * PADDING
        rows = []
        for label, played in self.lines:
            if played is None:  # words alone wrap onto as many lines as they need
                height = max(line, metrics.boundingRect(QRectF(0, 0, inner, UNBOUNDED), flags,
                                                        label).height())
                rows.append((label, None, PADDING, height))
                continue
            size = line * 0.82
            dice_end = PADDING + metrics.horizontalAdvance(label) + 8 + size * (
                len(played.hand.dice) * 1.25 - 0.25)
            words = self._words[id(played)]
            if dice_end + 8 + metrics.horizontalAdvance(words) <= width - PADDING:
                rows.append((label, played, dice_end + 8, line))
            else:  # under the label and the dice, as many lines as they need
                height = max(line, metrics.boundingRect(QRectF(0, 0, inner - INDENT, UNBOUNDED),
                                                        flags, words).height())
                rows.append((label, played, PADDING + INDENT, line + height))
        return rows

    def words_height(self, width: float, font: QFont | None = None) -> float:
        """How high the panel's words are ``width`` wide (in ``font``, else its own)."""
        metrics = QFontMetricsF(font or self.font())
        return 2 * MARGIN_Y + sum(row[3] for row in self._rows(metrics, width))

    def paintEvent(self, event) -> None:  # noqa: ANN001
        del event
        if not self.lines:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        metrics = QFontMetricsF(self.font())
        line = metrics.lineSpacing() * 1.15
        rows = self._rows(metrics, self.width())
        used = 2 * MARGIN_Y + sum(row[3] for row in rows)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))  # as tall as the lines: no empty band
        painter.drawRoundedRect(QRectF(0, 0, self.width(), min(used, self.height())), 6, 6)
        if self.hasFocus():  # reached with Tab: say so
            painter.setPen(QPen(QColor("white"), 1.5, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(2, 2, self.width() - 4, min(used, self.height()) - 4),
                                    5, 5)
        y = MARGIN_Y
        painter.setPen(QColor("white"))
        flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        for label, played, words_left, height in rows:
            if played is None:
                painter.drawText(QRectF(PADDING, y, self.width() - 2 * PADDING, height), flags,
                                 label)
                y += height
                continue
            painter.drawText(QRectF(PADDING, y, self.width() - 2 * PADDING, line),
                             Qt.AlignmentFlag.AlignVCenter, label)
            x = PADDING + metrics.horizontalAdvance(label) + 8
            size = line * 0.82
            paint_mini_dice(painter, x, y + (line - size) / 2, size, played.hand.dice)
            words = self._words[id(played)]
            if height == line:  # after the dice
                painter.drawText(QRectF(words_left, y, self.width() - words_left - PADDING,
                                        line), Qt.AlignmentFlag.AlignVCenter, words)
            else:
                painter.drawText(QRectF(words_left, y + line, self.width() - words_left
                                        - PADDING, height - line), flags, words)
            y += height
