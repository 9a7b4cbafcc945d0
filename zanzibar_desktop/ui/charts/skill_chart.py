"""The Statistics window's skill over time for one player (pyqtgraph): their figure
(``engine/skill.trend``: over the last games up to each) game after game, in one terms at a
time (judged on the partie or on the manche: never added), with the computers' figures in
the same terms as level lines across it, so the trend reads on one scale with them."""

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ...engine.ai.levels import LEVELS
from ...engine.skill import COMPUTER_LEVELS, TREND_GAMES, Figure, ReviewedGame, trend
from ...engine.verdict import MANCHE, PARTIE, TOKENS
from ...i18n.numbers import whole
from ..seat_colours import seat_colour
from ..texts import tr_text
from ..wheel_guard import ComboBox
from .plot_theme import themed_plot

FEW_GAMES = 12  # up to this many games, each has its dot and its tick
LEVEL_STYLES = (Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine,
                Qt.PenStyle.DashDotDotLine)


class SkillTrend(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games: list[ReviewedGame] = []
        self.computers: dict[str, dict[str, Figure]] = {}
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.terms = ComboBox()
        self.terms.setAccessibleName(self.tr("Judged on"))
        self.terms.currentIndexChanged.connect(self._draw)
        self.plot, self.legend, self.room = themed_plot(legend_offset=(-10, 6),
                                                        legend_columns=3)
        self.plot.setMinimumHeight(200)
        self.plot.setDownsampling(auto=True, mode="peak")  # thousands of games: as drawn
        self.plot.setClipToView(True)
        self.plot.setAccessibleName(self.tr("Your skill over time"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        row.addWidget(self.title, 1)
        row.addWidget(self.terms)
        layout.addLayout(row)
        layout.addWidget(self.plot, 1)

    def show_games(self, games: list[ReviewedGame], computers: dict[str, dict[str, Figure]],
                   names: dict[str, str]) -> None:
        """Draw ``games``' trend beside ``computers``' figures; ``names``: each terms' name."""
        self.games, self.computers = games, computers
        judged = {terms for game in games for terms, count, _ in game.totals if count}
        self.terms.blockSignals(True)
        self.terms.clear()
        for terms in (PARTIE, MANCHE, TOKENS):
            if terms in judged:
                self.terms.addItem(names[terms], terms)
        self.terms.blockSignals(False)
        self.terms.setVisible(self.terms.count() > 1)
        self._draw()

    def points(self) -> list[tuple[int, float]]:
        """The player's line as drawn (for the tests)."""
        terms = self.terms.currentData()
        return trend(self.games, terms) if terms is not None else []

    def _draw(self) -> None:
        self.plot.clear()
        self.legend.clear()
        terms = self.terms.currentData()
        self.title.setText(self.tr(
            "Your skill over time: {unit} lost a decision over your last %n game(s) up to "
            "each", "", TREND_GAMES).format(
            unit=self.tr("tokens") if terms == TOKENS else self.tr("points of chance")))
        self.plot.setLabel("bottom", self.tr("Games reviewed"))
        points = self.points()
        if not points:
            return
        levels = {level: self.computers[level][terms].average for level in COMPUTER_LEVELS
                  if terms in self.computers.get(level, {})}
        for number, (level, average) in enumerate(levels.items()):
            line = pg.InfiniteLine(average, angle=0, pen=pg.mkPen(
                seat_colour(number + 1), width=1, style=LEVEL_STYLES[number]))
            self.plot.addItem(line)
            self.legend.addItem(pg.PlotDataItem(pen=line.pen), tr_text(LEVELS[level].title))
        colour = seat_colour(0)
        dots = dict(symbol="o", symbolSize=8, symbolPen=pg.mkPen(colour),
                    symbolBrush=pg.mkBrush(colour)) if len(points) <= FEW_GAMES else {}
        self.plot.plot([game for game, _ in points], [average for _, average in points],
                       name=self.tr("You"), pen=pg.mkPen(colour, width=2), **dots)
        values = [average for _, average in points] + list(levels.values())
        high = max(values) or 1.0
        shown = max(len(points), 5)
        self.room.show(-0.05 * high, 1.05 * high, 0.5, shown + 0.5)
        bottom = self.plot.getAxis("bottom")
        if shown <= FEW_GAMES:
            bottom.setTicks([[(game, whole(game)) for game in range(1, shown + 1)]])
        else:
            bottom.setTicks(None)
