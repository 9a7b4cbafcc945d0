"""View ▸ Hands card: what beats what, beside the felt.

The game's hands strongest first, each with its value (points, or tokens), as players read
them: the engine's ``hand_groups``, the same rows as the rule sheet's table and the order of
Help ▸ Hands; nothing here ranks or values a hand. On the card, marked in colour and in words
(a screen reader reads the words): the hand to beat, the lowest hand where the lowest counts,
the hand the player on turn holds now, and the choice of the hint the player points at or
goes through with the keyboard — stopping marks the hand kept, a keep marks each hand the
next throw can make with its chance.

Made right after the first frame, when the dock is first shown (``later.py``); it follows the
game at the table through its controller, as the seats do (``shown`` as of the last event
shown, never ahead of the dice).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from itertools import product
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...engine.events import Played
from ...engine.hands import (
    CATEGORY_NAMES,
    GROUPED_CATEGORIES,
    SIMPLE,
    Hand,
    evaluate,
    hand_groups,
    sort_dice,
    token_value,
)
from ...engine.rules import Rules
from ...i18n import hand_words
from ...i18n.numbers import percent
from ...paint.mini_dice import paint_mini_dice
from ..retranslate import translate_ui
from ..texts import isolated, tr_text

if TYPE_CHECKING:
    from ...engine.coach import Option
    from ...engine.table import TableSnapshot
    from ...session.controller import GameController

Index = QModelIndex | QPersistentModelIndex

# The marks, strongest first when two fall on one row; each has a colour and its words.
TO_BEAT = "to-beat"
LOWEST = "lowest"
HOLDS = "holds"
CHOICE = "choice"
MARK_COLOURS = {
    TO_BEAT: QColor(255, 209, 102),  # amber, as the felt's hand to beat
    LOWEST: QColor(244, 170, 160),
    HOLDS: QColor(168, 222, 170),
    CHOICE: QColor(170, 205, 245),
}
MARK_ORDER = (TO_BEAT, LOWEST, HOLDS, CHOICE)
INK = QColor(20, 20, 20)  # text on a marked row: dark on the light marks, in any theme


@dataclass(frozen=True)
class Mark:
    kind: str
    words: str


def reachable(keep: tuple[int, ...], rules: Rules) -> list[tuple[Hand, Fraction]]:
    """The hands the next throw makes when ``keep`` is kept and the other dice are thrown,
    with their chances, strongest first."""
    thrown = 3 - len(keep)
    counts = Counter(sort_dice(keep + faces) for faces in product(range(1, 7), repeat=thrown))
    hands = [(evaluate(dice, rules), Fraction(count, 6 ** thrown))
             for dice, count in counts.items()]
    return sorted(hands, key=lambda pair: (pair[0].key, pair[0].dice), reverse=True)


class HandsCardModel(QAbstractTableModel):
    """One row per group of the chart: the dice, the hand and what it is worth (points, or
    tokens; for Zanzibar with tokens the points too, which rank the simple points)."""

    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules = rules
        self.groups = hand_groups(rules)
        self.row_of = {row.hand.dice: index for index, group in enumerate(self.groups)
                       for row in group}
        self.with_points = rules.zanzibar_with_tokens
        self.marks: list[list[Mark]] = [[] for _ in self.groups]
        self.pictures: dict[tuple[int, int, int], QPixmap] = {}
        self.die = 14

    # ------------------------------------------------------------ marks
    def set_marks(self, marks: list[tuple[Hand, Mark]]) -> None:
        rows: list[list[Mark]] = [[] for _ in self.groups]
        for hand, mark in marks:
            rows[self.row_of[hand.dice]].append(mark)
        for row in rows:
            row.sort(key=lambda mark: MARK_ORDER.index(mark.kind))
        if rows != self.marks:
            self.marks = rows
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(len(self.groups) - 1, self.columnCount() - 1))

    def marked_rows(self, kind: str) -> list[int]:
        return [row for row, marks in enumerate(self.marks)
                if any(mark.kind == kind for mark in marks)]

    # ------------------------------------------------------------ the table
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.groups)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 3 + (1 if self.with_points else 0)

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        self.dataChanged.emit(self.index(0, 0),
                              self.index(len(self.groups) - 1, self.columnCount() - 1))

    def _columns(self) -> list[str]:
        return ["dice", "hand"] + (["points"] if self.with_points else []) + ["worth"]

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        if not 0 <= section < self.columnCount():
            return None
        key = self._columns()[section]
        if key == "dice":
            return self.tr("Dice")
        if key == "hand":
            return self.tr("Hand")
        if key == "points" or not self.rules.uses_tokens:
            return self.tr("Points")
        return self.tr("Tokens")

    def name(self, row: int) -> str:
        """The row's hand, or for a group its category (``Simple points``)."""
        first = self.groups[row][0].hand
        if len(self.groups[row]) > 1 and first.category in GROUPED_CATEGORIES:
            return tr_text(CATEGORY_NAMES[first.category])
        return tr_text(first.name) if len(self.groups[row]) == 1 else " = ".join(
            tr_text(entry.hand.name) for entry in self.groups[row])

    def _range(self, values: list[int]) -> str:
        low, high = min(values), max(values)
        return str(low) if low == high else f"{low}–{high}"

    def worth(self, row: int, key: str) -> str:
        hands = [entry.hand for entry in self.groups[row]]
        if key == "points" or not self.rules.uses_tokens:
            return self._range([hand.value for hand in hands])
        return self._range([token_value(hand, self.rules) for hand in hands])

    def picture(self, dice: tuple[int, int, int]) -> QPixmap:
        if dice not in self.pictures:
            size = self.die
            ratio = 2.0  # sharp on a high-density screen, and scaled down cleanly elsewhere
            pixmap = QPixmap(QSize(round((3 * size + 2 * size * 0.25) * ratio),
                                   round(size * ratio)))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            paint_mini_dice(painter, 0.5, 0.5, size - 1, dice)
            painter.end()
            self.pictures[dice] = pixmap
        return self.pictures[dice]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.groups):
            return None
        row = index.row()
        key = self._columns()[index.column()]
        marks = self.marks[row]
        if role == Qt.ItemDataRole.DisplayRole:
            if key == "dice":
                return None
            if key == "hand":
                return "\n".join([self.name(row)] + [mark.words for mark in marks])
            return self.worth(row, key)
        if role == Qt.ItemDataRole.DecorationRole and key == "dice":
            return self.picture(self.groups[row][0].hand.dice)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            if key == "dice":
                group = self.groups[row]
                dice = group[0].hand.label if len(group) == 1 else \
                    f"{group[0].hand.label} … {group[-1].hand.label}"
                return dice
            return self.data(index, Qt.ItemDataRole.DisplayRole)
        if role == Qt.ItemDataRole.ToolTipRole and key == "dice":
            group = self.groups[row]
            return "\n".join(entry.hand.label for entry in group[:3]) + (
                "\n…\n" + group[-1].hand.label if len(group) > 3 else "")
        if role == Qt.ItemDataRole.BackgroundRole and marks:
            return MARK_COLOURS[marks[0].kind]
        if role == Qt.ItemDataRole.ForegroundRole and marks:
            return INK
        if role == Qt.ItemDataRole.FontRole and marks and marks[0].kind != CHOICE:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if key in ("points", "worth"):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        return None


class HandsCard(QWidget):
    """The card: a heading, the rows and one line for the choice pointed at."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handsCard")
        self.model: HandsCardModel | None = None
        self.controller: GameController | None = None
        self.holder: int | None = None  # the player whose dice are on the felt
        self.dice: tuple[int, int, int] | None = None
        self.choice: tuple[Option, str] | None = None  # the hint's choice pointed at, its words
        self._fitting = False  # the rows' height is measured again at the next turn
        self.heading = QLabel()
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.heading.setWordWrap(True)
        self.heading.setStyleSheet("font-weight: bold;")
        self.view = QTableView()
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().hide()
        self.view.setShowGrid(False)
        self.view.setWordWrap(True)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.line = QLabel()  # the choice pointed at, in words
        self.line.setTextFormat(Qt.TextFormat.PlainText)
        self.line.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.addWidget(self.heading)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.line)
        layout.addStretch(0)  # a short card keeps its line right under the rows
        translate_ui(self)

    def retranslate_ui(self) -> None:
        self.view.setAccessibleName(self.tr("Hands, strongest first"))
        self.line.setAccessibleName(self.tr("The choice pointed at"))
        if self.model is not None:
            self.model.retranslate()
            self.refresh()

    # ------------------------------------------------------------ what it shows
    def show_rules(self, rules: Rules) -> None:
        """This game's hands, without marks (no game at the table yet)."""
        if self.model is None or self.model.rules != rules:
            self.model = HandsCardModel(rules, self)
            self.model.die = max(12, self.fontMetrics().height() - 2)
            self.view.setModel(self.model)
            header = self.view.horizontalHeader()
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
            header.sectionResized.connect(lambda *_: self._fit_soon())
        self.refresh()

    def follow(self, controller: GameController) -> None:
        """Show the game of ``controller``: its hands, and the marks as it moves on."""
        self.controller = controller
        self.holder, self.dice, self.choice = None, None, None
        controller.shown_changed.connect(self.refresh)
        controller.dice_rolled.connect(self._rolled)
        for signal in (controller.turn_started, controller.round_resolved,
                       controller.game_ended):
            signal.connect(self._put_away)
        game = controller.game
        if game.dice is not None and not game.over and controller.shown.current is not None:
            self.holder, self.dice = controller.shown.current, tuple(game.dice)
        self.show_rules(game.rules)

    def _rolled(self, event) -> None:  # noqa: ANN001 - a DiceRolled
        self.holder, self.dice = event.player, tuple(event.dice)
        self.refresh()

    def _put_away(self, _event: object) -> None:
        self.holder, self.dice, self.choice = None, None, None
        self.refresh()

    def point_at(self, option: Option | None, words: str = "") -> None:
        """The hint's choice the player points at or has the keyboard on (None: none)."""
        self.choice = None if option is None else (option, words)
        self.refresh()

    def refresh(self) -> None:
        if self.model is None:
            return
        rules = self.model.rules
        shown = self.controller.shown if self.controller is not None else None
        marks: list[tuple[Hand, Mark]] = []
        if shown is not None and not shown.over:
            marks += self._table_marks(shown)
        self.line.setText("")
        if self.choice is not None:
            marks += self._choice_marks(rules)
        self.model.set_marks(marks)
        self.line.setVisible(bool(self.line.text()))
        self.heading.setText(self._heading(shown))
        self._lay_words_out_now()
        self._fit_soon()

    def _lay_words_out_now(self) -> None:
        """The wrapped heading and line take the lines their new words need at once: laid
        out at the loop's next turn, a frame already due would paint them in their old
        height, cut ("Strongest first. To beat: 6-5-4 · tierce." on one line of two)."""
        if any(label.isVisible() and label.height() < label.heightForWidth(label.width())
               for label in (self.heading, self.line)):
            self.layout().activate()

    def resizeEvent(self, event) -> None:  # noqa: ANN001
        super().resizeEvent(event)
        self._fit_soon()  # the hand column's width changes its lines

    def _fit_soon(self) -> None:
        """Once the view has laid its columns out (a scroll bar that comes or goes changes
        the hand column's width, and so its lines)."""
        if self.model is not None and not self._fitting:
            self._fitting = True
            QTimer.singleShot(0, self, self._fit_height)

    def _fit_height(self) -> None:
        """No taller than its rows: below them, the line of the choice pointed at; a dock
        shorter than the rows scrolls them."""
        self._fitting = False
        self.view.resizeRowsToContents()
        rows = sum(self.view.rowHeight(row) for row in range(self.model.rowCount()))
        self.view.setMaximumHeight(rows + self.view.horizontalHeader().height()
                                   + 2 * self.view.frameWidth() + 2)

    def _heading(self, shown: TableSnapshot | None) -> str:
        heading = self.tr("Strongest first")
        if shown is None or shown.over or shown.current is None:
            return heading
        if shown.to_beat is None:
            return self.tr("Strongest first. No hand to beat yet.")
        return self.tr("Strongest first. To beat: {hand}.").format(
            hand=hand_words(shown.to_beat.hand))

    def _hand(self, hand: Hand) -> str:
        """A marked hand: its dice where the row names it, else its dice and its name
        (``6-5-3 · 24 points`` in the simple points)."""
        if len(self.model.groups[self.model.row_of[hand.dice]]) == 1:
            return hand.label
        return hand_words(hand)

    def _table_marks(self, shown: TableSnapshot) -> list[tuple[Hand, Mark]]:
        marks = []

        def played(kind: str, words: str, entry: Played) -> None:
            name = isolated(shown.seats[entry.player].name)
            marks.append((entry.hand, Mark(kind, words.format(hand=self._hand(entry.hand),
                                                              name=name))))

        if shown.to_beat is not None:
            played(TO_BEAT, self.tr("◆ To beat: {hand} ({name})"), shown.to_beat)
        if shown.lowest is not None:
            played(LOWEST, self.tr("▼ Lowest: {hand} ({name})"), shown.lowest)
        if self.dice is not None and self.holder is not None:
            hand = evaluate(self.dice, self.model.rules)
            name = isolated(shown.seats[self.holder].name)
            marks.append((hand, Mark(HOLDS, self.tr("● {name} holds {hand}").format(
                name=name, hand=self._hand(hand)))))
        return marks

    def _choice_marks(self, rules: Rules) -> list[tuple[Hand, Mark]]:
        option, words = self.choice
        if option.keep is None:  # stopping keeps the dice on the felt
            if self.dice is None:
                return []
            hand = evaluate(self.dice, rules)
            self.line.setText(self.tr("{choice}: you keep {hand}.").format(
                choice=words, hand=hand_words(hand)))
            return [(hand, Mark(CHOICE, self.tr("▶ {choice}").format(choice=words)))]
        chances = reachable(tuple(option.keep), rules)
        by_row: dict[int, tuple[Hand, Fraction]] = {}  # the best hand of each row, its chance
        for hand, chance in chances:
            row = self.model.row_of[hand.dice]
            best, total = by_row.get(row, (hand, Fraction(0)))
            by_row[row] = (best, total + chance)
        self.line.setText(self.tr("{choice}: the next throw makes {best} at best, {worst} at "
                                  "worst (marked ▶ with their chances).").format(
            choice=words, best=hand_words(chances[0][0]), worst=hand_words(chances[-1][0])))
        marks = []
        for row, (hand, total) in by_row.items():
            words_here = self.tr("▶ {choice}: {chance}").format(
                choice=words, chance=percent(float(total), 0))
            values = [each.value for each, _ in chances if self.model.row_of[each.dice] == row]
            if hand.category == SIMPLE and min(values) < max(values):  # which simple points
                words_here = self.tr("▶ {choice}: {chance}, {low} to {high} points").format(
                    choice=words, chance=percent(float(total), 0), low=min(values),
                    high=max(values))
            marks.append((hand, Mark(CHOICE, words_here)))
        return marks
