"""The tables beside the felt: the scoreboard and the hands of the round, with their titles.

Made right after the first frame (the window paints sooner without them: ``later.py``); each
game gives them new models over its controller.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..retranslate import translate_ui
from .models import LOST, RoundHandsModel, ScoreboardModel

if TYPE_CHECKING:
    from ...session.controller import GameController
    from ...session.game_session import GameSession


class SideTables(QWidget):
    columns_fitted = Signal()  # the columns took in a change: the width asked for is new

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.layout_ = QVBoxLayout(self)
        self.scoreboard_model: ScoreboardModel | None = None
        self.round_model: RoundHandsModel | None = None
        self.scoreboard = QTableView()
        self.round_view = QTableView()
        for view in (self.scoreboard, self.round_view):
            view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
            view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            view.verticalHeader().hide()
            view.setAlternatingRowColors(True)
            view.horizontalHeader().setStretchLastSection(True)
            view.setWordWrap(False)
            # The dock asks for the columns' width (sizeHint); on a small screen it gives
            # way and the tables scroll sideways rather than push the window off the screen.
            view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.scoreboard_title = QLabel()
        self.round_title = QLabel()
        for label in (self.scoreboard_title, self.round_title):
            label.setStyleSheet("font-weight: bold;")
            label.setWordWrap(True)  # a narrow dock wraps its titles rather than cut them
        self.layout_.addWidget(self.scoreboard_title)
        self.layout_.addWidget(self.scoreboard, 3)
        self.layout_.addWidget(self.round_title)
        self.layout_.addWidget(self.round_view, 2)
        self.columns_width = 0  # every column at the width of its contents, and the frame
        translate_ui(self)

    def follow(self, session: GameSession) -> None:
        """Show every game ``session`` seats."""
        session.game_seated.connect(self._show)

    def _show(self, controller: GameController) -> None:
        """Show this game: new models over its controller."""
        self.scoreboard_model = ScoreboardModel(controller)
        self.round_model = RoundHandsModel(controller)
        self.scoreboard.setModel(self.scoreboard_model)
        self.round_view.setModel(self.round_model)
        self.scoreboard.setColumnHidden(LOST, not controller.game.rules.uses_tokens)
        for view in (self.scoreboard, self.round_view):
            header = view.horizontalHeader()
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            header.setStretchLastSection(False)
            model = view.model()
            for change in (model.dataChanged, model.headerDataChanged, model.modelReset,
                           model.rowsInserted):
                change.connect(self.fit_width)
        self.fit_width()

    def tab_after(self, before: QWidget) -> None:
        """Tab goes from ``before`` to the scoreboard, then to the round's table."""
        QWidget.setTabOrder(before, self.scoreboard)
        QWidget.setTabOrder(self.scoreboard, self.round_view)

    def fit_width(self) -> None:
        """Asks to be as wide as every column's contents, so no text is cut where the
        window has the room."""
        def fit() -> None:
            widths = []
            for view in (self.scoreboard, self.round_view):
                header = view.horizontalHeader()
                needed = header.length()  # every column at the size of its contents
                widths.append(needed + 2 * view.frameWidth() + 4  # rounding, grid lines
                              + view.verticalScrollBar().sizeHint().width())
            margins = self.layout_.contentsMargins()
            self.columns_width = max(widths) + margins.left() + margins.right()
            self.updateGeometry()
            self.columns_fitted.emit()

        QTimer.singleShot(0, self, fit)  # once the views have taken in the change (never
        # after this widget is gone: a model may change while the window is deleted)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        hint.setWidth(max(hint.width(), self.columns_width))
        return hint

    def retranslate_ui(self) -> None:
        self.scoreboard.setAccessibleName(self.tr("Scoreboard"))
        self.round_view.setAccessibleName(self.tr("Hands of this round"))
        self.scoreboard_title.setText(self.tr("Scoreboard"))
        self.round_title.setText(self.tr("Hands of this round"))
        if self.scoreboard_model is not None:
            self.scoreboard_model.retranslate()
            self.round_model.retranslate()
            self.fit_width()
