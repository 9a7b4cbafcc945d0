"""The Statistics window's skill over time for one player (pyqtgraph): their figure
(``engine/skill.trend``: over the last games up to each) game after game, in one family and
one terms at a time (judged on the partie or on the manche: never added), with that family's
computers' figures in the same terms as level lines across it, so the trend reads on one
scale with them (a decision of 421 loses more than one of Zanzibar: the families are never
drawn together)."""

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ...engine.ai.levels import LEVELS
from ...engine.rules import FAMILIES, family_title
from ...engine.skill import (
    TREND_GAMES,
    ComputerFigures,
    ReviewedGame,
    computer_averages,
    trend,
)
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
        self.computers: ComputerFigures = {}
        self.names: dict[str, str] = {}
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.family = ComboBox()
        self.family.setAccessibleName(self.tr("Game"))
        self.family.currentIndexChanged.connect(self._family_chosen)
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
        row.addWidget(self.family)
        row.addWidget(self.terms)
        layout.addLayout(row)
        layout.addWidget(self.plot, 1)

    def show_games(self, games: list[ReviewedGame], computers: ComputerFigures,
                   names: dict[str, str]) -> None:
        """Draw ``games``' trend beside ``computers``' figures (none: the player's line
        alone), one family at a time, the one shown kept if the player still has it;
        ``names``: each terms' name."""
        self.games, self.computers, self.names = games, computers, names
        shown = self.family.currentData()
        played = {game.family for game in games}
        self.family.blockSignals(True)
        self.family.clear()
        for family in FAMILIES:
            if family in played:
                self.family.addItem(tr_text(family_title(family)), family)
        self.family.setCurrentIndex(max(0, self.family.findData(shown)))
        self.family.blockSignals(False)
        self.family.setVisible(self.family.count() > 1)
        self._family_chosen()

    def _family_games(self) -> list[ReviewedGame]:
        family = self.family.currentData()
        return [game for game in self.games if game.family == family]

    def _family_chosen(self) -> None:
        """Offer the terms the player's games of the family shown were judged in (the one
        shown kept if it is among them), and draw."""
        shown = self.terms.currentData()
        judged = {terms for game in self._family_games() for terms, count, _ in game.totals
                  if count}
        self.terms.blockSignals(True)
        self.terms.clear()
        for terms in (PARTIE, MANCHE, TOKENS):
            if terms in judged:
                self.terms.addItem(self.names[terms], terms)
        self.terms.setCurrentIndex(max(0, self.terms.findData(shown)))
        self.terms.blockSignals(False)
        self.terms.setVisible(self.terms.count() > 1)
        self._draw()

    def points(self) -> list[tuple[int, float]]:
        """The player's line as drawn (for the tests)."""
        terms = self.terms.currentData()
        return trend(self._family_games(), terms) if terms is not None else []

    def level_lines(self) -> dict[str, float]:
        """The computers' lines as drawn, level -> average (for the tests)."""
        terms = self.terms.currentData()
        if terms is None:
            return {}
        return computer_averages(self.computers, self.family.currentData(), terms)

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
        levels = self.level_lines()
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
