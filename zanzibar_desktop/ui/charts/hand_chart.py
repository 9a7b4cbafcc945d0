"""Help ▸ Hands: the ordered table of hands for the rules in play, from the engine's chart."""

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...engine.glossary import GLOSSARY
from ...engine.hands import hand_chart, token_value
from ...engine.rules import FOUR_TWO_ONE, Rules
from ...engine.text import QT_TRANSLATE_NOOP
from ...i18n.numbers import percent, ratio
from ..screen_room import fit_to_screen
from ..texts import tr_text

Index = QModelIndex | QPersistentModelIndex

HEADERS = (
    QT_TRANSLATE_NOOP("HandChart", "Rank"),
    QT_TRANSLATE_NOOP("HandChart", "Hand"),
    QT_TRANSLATE_NOOP("HandChart", "Dice"),
    QT_TRANSLATE_NOOP("HandChart", "Value"),
    QT_TRANSLATE_NOOP("HandChart", "Chance on one throw"),
)
TOKENS_HEADER = QT_TRANSLATE_NOOP("HandChart", "Tokens")


class HandChartModel(QAbstractTableModel):
    """All 56 hands, strongest first; a Tokens column when Zanzibar is played with tokens.
    At 421 a hand's value is counted in tokens, and its column says so, as the sheet does."""

    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules = rules
        self.rows = hand_chart(rules)
        self.with_tokens = rules.zanzibar_with_tokens

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1,
                                                           self.columnCount() - 1))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(HEADERS) + (1 if self.with_tokens else 0)

    def _column_key(self, column: int) -> str:
        keys = ["rank", "hand", "dice", "value"] + (["tokens"] if self.with_tokens else []) + [
            "chance"]
        return keys[column]

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        if not 0 <= section < self.columnCount():
            return None
        key = self._column_key(section)
        if key == "tokens" or (key == "value" and self.rules.family == FOUR_TWO_ONE):
            return tr_text(TOKENS_HEADER)  # a 421 hand's value is the tokens it moves
        return tr_text(HEADERS[["rank", "hand", "dice", "value", "chance"].index(key)])

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row = self.rows[index.row()]
        key = self._column_key(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            if key == "rank":
                return row.rank
            if key == "hand":
                return tr_text(row.hand.name)
            if key == "dice":
                return row.hand.label
            if key == "value":
                return row.hand.value
            if key == "tokens":
                return token_value(row.hand, self.rules)
            fraction = row.probability
            return f"{ratio(fraction.numerator, fraction.denominator)} ({percent(float(fraction), 2)})"
        if role == Qt.ItemDataRole.TextAlignmentRole and key in ("rank", "value", "tokens"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class HandChartDialog(QDialog):
    keep_beside = Signal()  # the player wants the hands card open beside the felt

    def __init__(self, rules: Rules, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules_title = title
        fit_to_screen(self, 560, 640)
        self.model = HandChartModel(rules, self)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.verticalHeader().hide()
        self.view.setAlternatingRowColors(True)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.beside_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.beside_button.clicked.connect(self._keep_beside)
        self.glossary = QLabel()  # the game's own words, explained once
        self.glossary.setTextFormat(Qt.TextFormat.PlainText)
        self.glossary.setWordWrap(True)
        self.family = rules.family
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        layout.addWidget(self.glossary)
        layout.addWidget(buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Hands — {rules}").format(rules=self.rules_title))
        self.view.setAccessibleName(self.tr("Hands, strongest first"))
        self.beside_button.setText(self.tr("Keep a card &beside the table"))
        self.beside_button.setToolTip(self.tr(
            "The hands and their values in a panel beside the dice, the hand to beat marked "
            "(View ▸ Hands card)"))
        self.glossary.setText("\n".join(tr_text(line) for line in GLOSSARY[self.family]))
        self.model.retranslate()

    def _keep_beside(self) -> None:
        self.keep_beside.emit()
        self.accept()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
