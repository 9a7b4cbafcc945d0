"""Qt models over the game: the scoreboard and the hands of the current round.

They read the engine's state when its events arrive; views never touch the game.
"""

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from ...engine.ai.levels import LEVELS
from ...engine.events import Played
from ...engine.game import CHARGE, Game
from ...engine.hands import strength
from ...engine.text import QT_TRANSLATE_NOOP
from ..texts import hand_text, tr_text
from ..window.controller import GameController

Index = QModelIndex | QPersistentModelIndex

SCOREBOARD_HEADERS = (
    QT_TRANSLATE_NOOP("Scoreboard", "Player"),
    QT_TRANSLATE_NOOP("Scoreboard", "Plays as"),
    QT_TRANSLATE_NOOP("Scoreboard", "Score"),
    QT_TRANSLATE_NOOP("Scoreboard", "Last hand"),
    QT_TRANSLATE_NOOP("Scoreboard", "State"),
)
TOKENS_HEADER = QT_TRANSLATE_NOOP("Scoreboard", "Tokens")
TOKENS_WITH_POT_HEADER = QT_TRANSLATE_NOOP("Scoreboard", "Tokens (pot {pot})")
ROUND_HEADERS = (
    QT_TRANSLATE_NOOP("RoundHands", "Player"),
    QT_TRANSLATE_NOOP("RoundHands", "Hand"),
    QT_TRANSLATE_NOOP("RoundHands", "Throws"),
    QT_TRANSLATE_NOOP("RoundHands", "Mark"),
)
PLAYER, PLAYS, SCORE, LAST, STATE = range(5)


class ScoreboardModel(QAbstractTableModel):
    """One row per seat. It keeps the figures as last shown, updated by the events as they
    are presented, so the board never runs ahead of the dice on the table."""

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller
        game = controller.game
        self.last_hands: dict[int, Played] = {}
        self.scores = list(game.scores)
        self.tokens = list(game.tokens)
        self.pot = game.pot
        self.phase = game.phase
        self.out = list(game.out)
        self.manches_lost = list(game.manches_lost)
        self.current: int | None = None if game.over else game.current
        self.throw_off = game.in_throw_off
        self.over = game.over
        self._seed_last_hands()
        controller.turn_started.connect(self._on_turn_started)
        controller.turn_ended.connect(self._on_turn_ended)
        controller.round_resolved.connect(self._on_round_resolved)
        controller.phase_changed.connect(self._on_phase_changed)
        controller.manche_ended.connect(self._on_manche_ended)
        controller.game_ended.connect(self._on_game_ended)

    @property
    def game(self) -> Game:
        return self.controller.game

    def _seed_last_hands(self) -> None:
        if self.game.history:
            for played in self.game.history[-1].ranking:
                self.last_hands[played.player] = played
        for played in self.game.round_results:
            self.last_hands[played.player] = played

    def _on_turn_started(self, event) -> None:
        self.current, self.throw_off = event.player, event.throw_off
        self._refresh()

    def _on_turn_ended(self, event) -> None:
        if not event.throw_off:
            self.last_hands[event.player] = Played(event.player, event.hand, event.throws)
        self._refresh()

    def _on_round_resolved(self, result) -> None:
        if self.game.rules.uses_tokens:
            self.tokens, self.pot = list(result.tokens), result.pot
            if result.phase != CHARGE:
                self.out = [count == 0 for count in self.tokens]
        else:
            self.scores = list(result.scores)
        self._refresh()

    def _on_phase_changed(self, event) -> None:
        self.phase = event.phase
        if event.phase == CHARGE:  # a new manche: the pot is full again
            self.tokens = [0] * self.game.player_count
            self.pot = self.game.rules.tokens
            self.out = [False] * self.game.player_count
        else:
            self.out = [count == 0 for count in self.tokens]
        self._refresh()

    def _on_manche_ended(self, event) -> None:
        self.manches_lost = list(event.manches_lost)
        self._refresh()

    def _on_game_ended(self, event) -> None:
        del event
        self.over, self.current = True, None
        self._refresh()

    def retranslate(self) -> None:
        """The language changed: headers and cells are asked again."""
        self._refresh()

    def _refresh(self) -> None:
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))
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
        if section == SCORE and self.game.rules.uses_tokens:
            if self.phase == CHARGE and not self.over:
                return tr_text(TOKENS_WITH_POT_HEADER.with_args(pot=self.pot))
            return tr_text(TOKENS_HEADER)
        return tr_text(SCOREBOARD_HEADERS[section])

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < self.rowCount():
            return None
        player, column = index.row(), index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(player, column)
        if role == Qt.ItemDataRole.FontRole and player == self._current():
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column == SCORE:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column == PLAYER:
            return self._display(player, STATE)
        return None

    def _current(self) -> int | None:
        return self.current

    def _display(self, player: int, column: int) -> str:
        game = self.game
        spec = game.players[player]
        if column == PLAYER:
            marker = "▶ " if player == self._current() else ""
            return marker + spec.name
        if column == PLAYS:
            if spec.level is None:
                return QCoreApplication.translate("Scoreboard", "Human")
            level = LEVELS.get(spec.level)
            return tr_text(level.title) if level else spec.level
        if column == SCORE:
            if game.rules.uses_tokens:
                lost = self.manches_lost[player]
                text = str(self.tokens[player])
                if lost:
                    text += " · " + self.tr("%n manche(s) lost", "", lost)
                return text
            return str(self.scores[player])
        if column == LAST:
            played = self.last_hands.get(player)
            return "" if played is None else hand_text(played.hand, played.throws)
        return self._state(player)

    def _state(self, player: int) -> str:
        game = self.game
        if self.over:
            if game.winner == player:
                return QCoreApplication.translate("Scoreboard", "Winner")
            if game.loser == player:
                return QCoreApplication.translate("Scoreboard", "Lost the partie")
            return QCoreApplication.translate("Scoreboard", "Finished")
        if self.out[player]:
            return QCoreApplication.translate("Scoreboard", "Sauvé (out)")
        if player == self.current:
            return (
                QCoreApplication.translate("Scoreboard", "Throw-off")
                if self.throw_off
                else QCoreApplication.translate("Scoreboard", "Playing")
            )
        return QCoreApplication.translate("Scoreboard", "Waiting")


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
