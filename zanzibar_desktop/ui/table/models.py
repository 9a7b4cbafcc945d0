"""Qt models over the game: the scoreboard and the hands of the current round.

They read the engine's state when its events arrive; views never touch the game.
"""

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from ...engine.events import Played
from ...engine.game import CHARGE, Game
from ...engine.hands import strength
from ...engine.table import SeatSnapshot, TableSnapshot
from ...engine.text import QT_TRANSLATE_NOOP
from ...i18n.numbers import whole
from ...session.controller import GameController
from ..texts import hand_text, shown_as_typed, tr_text
from .seat_texts import level_text, seat_sentence, shown_hand, state_text

Index = QModelIndex | QPersistentModelIndex

SCOREBOARD_HEADERS = (
    QT_TRANSLATE_NOOP("Scoreboard", "Player"),
    QT_TRANSLATE_NOOP("Scoreboard", "Plays as"),
    QT_TRANSLATE_NOOP("Scoreboard", "Score"),
    QT_TRANSLATE_NOOP("Scoreboard", "Manches\nlost"),
    QT_TRANSLATE_NOOP("Scoreboard", "Last hand"),
    QT_TRANSLATE_NOOP("Scoreboard", "State"),
)
TOKENS_HEADER = QT_TRANSLATE_NOOP("Scoreboard", "Tokens")
TOKENS_WITH_POT_HEADER = QT_TRANSLATE_NOOP("Scoreboard", "Tokens\n(pot {pot})")
ROUND_HEADERS = (
    QT_TRANSLATE_NOOP("RoundHands", "Player"),
    QT_TRANSLATE_NOOP("RoundHands", "Hand"),
    QT_TRANSLATE_NOOP("RoundHands", "Throws"),
    QT_TRANSLATE_NOOP("RoundHands", "Mark"),
)
PLAYER, PLAYS, SCORE, LOST, LAST, STATE = range(6)


class ScoreboardModel(QAbstractTableModel):
    """One row per seat, as the controller's ``shown`` snapshot has it: the board never runs
    ahead of the dice on the table, and says what the seat plates say."""

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller
        controller.shown_changed.connect(self._refresh)

    @property
    def game(self) -> Game:
        return self.controller.game

    @property
    def shown(self) -> TableSnapshot:
        return self.controller.shown

    def retranslate(self) -> None:
        """The language changed: headers and cells are asked again."""
        self._refresh()

    def _refresh(self) -> None:
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(self.rowCount() - 1, self.columnCount() - 1))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(SCOREBOARD_HEADERS) - 1)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.game.player_count

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(SCOREBOARD_HEADERS)

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ):
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        if not 0 <= section < len(SCOREBOARD_HEADERS):
            return None
        shown = self.shown
        if section == SCORE and shown.uses_tokens:
            if shown.phase == CHARGE and not shown.over:
                return tr_text(TOKENS_WITH_POT_HEADER.with_args(pot=shown.pot))
            return tr_text(TOKENS_HEADER)
        return tr_text(SCOREBOARD_HEADERS[section])

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < self.rowCount():
            return None
        seat = self.shown.seats[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(seat, column)
        if role == Qt.ItemDataRole.FontRole and seat.seat == self.shown.current:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (SCORE, LOST):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:  # names are plain text, never markup
            return shown_as_typed(seat_sentence(seat, self.shown))
        return None

    def _display(self, seat: SeatSnapshot, column: int) -> str:
        shown = self.shown
        if column == PLAYER:
            marker = "▶ " if seat.seat == shown.current else ""
            return marker + seat.name
        if column == PLAYS:
            return level_text(seat)
        if column == SCORE:
            return whole(seat.tokens if shown.uses_tokens else seat.score)
        if column == LOST:
            return whole(seat.manches_lost)
        if column == LAST:
            played = shown_hand(seat)
            if played is None:
                return ""
            return QCoreApplication.translate("Scoreboard", "{dice}\nin {throws}").format(
                dice=played.hand.label, throws=played.throws)
        return state_text(seat, shown)


class RoundHandsModel(QAbstractTableModel):
    """The hands of the current round, best first; the best and worst are marked."""

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller
        self.rows: list[Played] = []
        self.best: int | None = None
        self.worst: int | None = None
        controller.turn_ended.connect(self._on_turn_ended)
        controller.round_resolved.connect(self._on_round_resolved)
        controller.turn_started.connect(self._on_turn_started)
        self._resolved = False
        self._reload(list(controller.game.round_results))

    def _strength(self, played: Played) -> tuple:
        return strength(played.hand, played.throws, self.controller.game.rules)

    def _reload(
        self, rows: list[Played], best: int | None = None, worst: int | None = None, ranked: bool = False
    ) -> None:
        self.beginResetModel()
        self.rows = list(rows) if ranked else sorted(rows, key=self._strength, reverse=True)
        if best is None and self.rows:
            best = self.rows[0].player
            worst = self.rows[-1].player if len(self.rows) > 1 else None
        self.best, self.worst = best, worst
        self.endResetModel()

    def _on_turn_started(self, event) -> None:
        if self._resolved and not event.throw_off:
            self._resolved = False
            self._reload([])

    def _on_turn_ended(self, event) -> None:
        if event.throw_off or self._resolved:
            return
        played = Played(event.player, event.hand, event.throws)
        self._reload([row for row in self.rows if row.player != event.player] + [played])

    def _on_round_resolved(self, result) -> None:
        self._resolved = True
        worst = result.weakest
        if worst is None and len(result.ranking) > 1:
            worst = result.ranking[-1].player
        self._reload(list(result.ranking), result.strongest, worst, ranked=True)

    def retranslate(self) -> None:
        """The language changed: headers and cells are asked again."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(ROUND_HEADERS) - 1)
        if self.rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1, 3))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(ROUND_HEADERS)

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ):
        if (
            role == Qt.ItemDataRole.DisplayRole
            and orientation == Qt.Orientation.Horizontal
            and 0 <= section < len(ROUND_HEADERS)
        ):
            return tr_text(ROUND_HEADERS[section])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        played = self.rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return self.controller.game.players[played.player].name
            if column == 1:
                return hand_text(played.hand)
            if column == 2:
                return str(played.throws)
            if played.player == self.best:
                return "▲ " + QCoreApplication.translate("RoundHands", "Best")
            if played.player == self.worst:
                return "▼ " + QCoreApplication.translate("RoundHands", "Worst")
            return ""
        if role == Qt.ItemDataRole.FontRole and played.player in (self.best, self.worst):
            font = QFont()
            font.setBold(True)
            return font
        return None
