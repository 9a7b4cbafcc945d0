"""The Statistics window's records for one player: per game family, the strongest hand made
(drawn as dice), the most zanzis in one game, the fewest manches to win a points race, the
most tokens given away in one décharge, the manches lost and tournées paid; and the
streaks. The figures are ``storage/record_bests.py``'s and ``record_stats.py``'s."""

from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QScrollArea, QVBoxLayout, QWidget

from ...engine.rules import family_title
from ...i18n import hand_words
from ...i18n.numbers import whole
from ...storage.record_bests import Bests
from ...storage.record_stats import PlayerFigures
from ..texts import tr_text
from .review_dialog import DecisionPicture


class RecordsTab(QScrollArea):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setWidget(QWidget())

    def show_player(self, figures: PlayerFigures | None, bests: list[Bests]) -> None:
        page = QWidget()
        layout = QVBoxLayout(page)
        if figures is not None:
            streaks = QGroupBox(self.tr("Streaks"))
            form = QFormLayout(streaks)
            for title, streak, games in (
                    (self.tr("Points races won in a row"), figures.win_streak, figures.wins.games),
                    (self.tr("Token games without paying the tournée"), figures.safe_streak,
                     figures.losses.games)):
                if games:
                    form.addRow(title, QLabel(self.tr("best %n, now {now}", "", streak.best)
                                              .format(now=self._number(streak.now))))
            if form.rowCount():
                layout.addWidget(streaks)
        for entry in bests:
            box = QGroupBox(tr_text(family_title(entry.family)))
            box.setAccessibleName(box.title())
            form = QFormLayout(box)
            form.addRow(self.tr("Games finished"), QLabel(self._number(entry.games)))
            if entry.best_hand is not None:
                hand = entry.best_hand
                picture = DecisionPicture(hand_words(hand), hand.dice)
                form.addRow(self.tr("Best hand made"), picture)
            if entry.most_zanzis:
                form.addRow(self.tr("Most zanzis in one game"),
                            QLabel(self._number(entry.most_zanzis)))
            if entry.fewest_manches is not None:
                form.addRow(self.tr("Fewest manches to win a game"),
                            QLabel(self._number(entry.fewest_manches)))
            if entry.biggest_decharge:
                form.addRow(self.tr("Most tokens given away in one décharge"),
                            QLabel(self._number(entry.biggest_decharge)))
            if entry.manches_lost or entry.tournees:
                form.addRow(self.tr("Manches lost"), QLabel(self._number(entry.manches_lost)))
                form.addRow(self.tr("Tournées paid"), QLabel(self._number(entry.tournees)))
            layout.addWidget(box)
        if not bests:
            layout.addWidget(QLabel(self.tr("No finished game yet.")))
        layout.addStretch()
        self.setWidget(page)

    @staticmethod
    def _number(value: int) -> str:
        return whole(value)
