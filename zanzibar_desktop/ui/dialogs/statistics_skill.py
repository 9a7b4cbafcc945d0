"""The Statistics window's skill page for one player (issue 35): the chance their decisions
lost on average over their last 50 games of each family and over all of them, each figure
in its own terms (judged on the partie or on the manche, never added), with its 95 %
interval and its place among the computers' of that family, whose figures stand beside it on
one scale (a figure over all their games, both families together, stands among none); its
trend over time (``ui/charts/skill_chart.py``); and their five costliest kinds of decision,
with how often and how much. Without the computers' figures (a packaging error, logged) the
player's still show, alone.

The figures are ``engine/skill.py``'s, read from the reviews kept in ``games.sqlite``
(``storage/record_reviews.py``). Games kept before reviews were are reviewed first, in the
background review's worker process (``session/background_review.py``), its progress shown:
the window never waits for them."""

from collections.abc import Callable
from itertools import pairwise
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGroupBox,
    QLabel,
    QProgressBar,
    QScrollArea,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.ai.levels import LEVELS
from ...engine.rules import family_title
from ...engine.skill import (
    COMPUTER_LEVELS,
    ComputerFigures,
    Figure,
    KindCost,
    between,
    computer_averages,
    skill_report,
)
from ...engine.verdict import MANCHE, PARTIE, TOKENS
from ...i18n.numbers import decimal, whole
from ...session.background_review import BackgroundReview
from ...storage.computer_skill import computer_figures_at_hand
from ...storage.record_reviews import pending, reviewed_games
from ...storage.records import Records
from ..texts import tr_text
from ..words_table import WordsTable

if TYPE_CHECKING:
    from ..charts.skill_chart import SkillTrend

T = TypeVar("T")
Read = Callable[[Callable[[Records], T]], T | None]


class SkillTab(QWidget):
    """``show_player(name)`` shows that player's skill; ``read`` reads the records (the
    Statistics window's: damage sets the file aside). ``reviews`` reviews the games waiting
    (made by the window, stopped when it closes)."""

    def __init__(self, read: Read, reviews: BackgroundReview,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.read = read
        self.name: str | None = None
        self.reviews = reviews
        reviews.progressed.connect(self._progressed)
        reviews.finished.connect(self._reviewed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.progress_text = QLabel()
        self.progress_text.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setAccessibleName(self.tr("Games reviewed"))
        self.progress.setFormat(self.tr("%p%"))  # the language's way: « 34 % »
        layout.addWidget(self.progress_text)
        layout.addWidget(self.progress)
        self.trend: SkillTrend | None = None  # made when first drawn (pyqtgraph loads then),
        # then kept from one page to the next
        self.area = QScrollArea()
        self.area.setWidgetResizable(True)
        self.area.setWidget(QWidget())
        layout.addWidget(self.area, 1)
        self._show_progress(None)

    def show_player(self, name: str) -> None:
        """Show ``name``'s figures as reviewed so far; review the games waiting, if any."""
        self.name = name
        waiting = self.read(lambda records: len(pending(records)))
        if waiting and not self.reviews.working:
            self._show_progress((0, waiting))
            self.reviews.request()
        games = self.read(lambda records: reviewed_games(records, name))
        self._draw(games or [])

    def figure_lines(self) -> list[str]:
        """The sentences the page shows, each figure's, in order (for the driver)."""
        return [label.text() for label in self.area.widget().findChildren(QLabel)]

    def _progressed(self, done: int, of: int) -> None:
        self._show_progress((done, of))

    def _reviewed(self, _count: int) -> None:
        self._show_progress(None)
        if self.name is not None:
            self.show_player(self.name)

    def _show_progress(self, done_of: tuple[int, int] | None) -> None:
        self.progress_text.setVisible(done_of is not None)
        self.progress.setVisible(done_of is not None)
        if done_of is None:
            return
        done, of = done_of
        self.progress_text.setText(self.tr(
            "Reviewing the games kept before: {done} of {of}. The figures below count the "
            "games reviewed so far.").format(done=whole(done), of=whole(of)))
        self.progress.setRange(0, of)
        self.progress.setValue(done)

    def _draw(self, games: list) -> None:
        if self.trend is not None:
            self.trend.hide()
            self.trend.setParent(self)  # out of the page replaced below: kept
        page = QWidget()
        layout = QVBoxLayout(page)
        if not games:
            empty = QLabel(self.tr(
                "No game of yours reviewed yet: each game you finish is reviewed in the "
                "background, and your skill shows here."))
            empty.setWordWrap(True)
            layout.addWidget(empty)
        else:
            report = skill_report(games)
            computers = computer_figures_at_hand()
            for family, by_terms in report.recent.items():
                box = QGroupBox(self.tr("{family}: your last 50 games").format(
                    family=tr_text(family_title(family))))
                self._add_figures(box, by_terms.values(), computers, family)
                layout.addWidget(box)
            box = QGroupBox(self.tr("All your games"))
            self._add_figures(box, report.all_time.values(), computers, None)
            layout.addWidget(box)
            for family, by_terms in report.recent.items():
                if family in computers:
                    layout.addWidget(self._scale(family, by_terms, computers[family]))
            if self.trend is None:
                from ..charts.skill_chart import SkillTrend  # pyqtgraph, loaded when first needed

                self.trend = SkillTrend(self)
                self.trend.setMinimumHeight(260)
            self.trend.show_games(games, computers, {
                terms: self._terms_name(terms) for terms in (PARTIE, MANCHE, TOKENS)})
            layout.addWidget(self.trend)
            self.trend.show()
            for terms, costs in report.costliest.items():
                layout.addWidget(self._costliest(terms, costs))
        note = QLabel(self.tr(
            "Skill: the chance your decisions lost on average against the best play, in "
            "points of chance (a chance of 1 is 100 points), with its 95% interval. Judged on "
            "the partie where the whole game's solution is at hand (heads-up), on the manche "
            "otherwise: the two are never added. The computers' figures are measured by the "
            "same code over seeded games, Zanzibar's and 421's apart (a decision at 421 loses "
            "more): your figure at each game stands among that game's computers; the one over "
            "all your games mixes both and stands among none."))
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.addStretch(1)
        self.area.setWidget(page)
        self._tab_through(page)

    def _tab_through(self, page: QWidget) -> None:
        """Tab reaches the page's tables and chart right after its scroll area, before the
        window's Close (a page made after the window came after it)."""
        inside = []
        widget = self.area.nextInFocusChain()
        while widget is not self.area:
            if page.isAncestorOf(widget) and widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
                inside.append(widget)
            widget = widget.nextInFocusChain()
        for first, then in pairwise([self.area, *inside]):
            QWidget.setTabOrder(first, then)

    def _add_figures(self, box: QGroupBox, figures, computers: ComputerFigures,  # noqa: ANN001
                     family: str | None) -> None:  # figures: Iterable[Figure]
        box.setAccessibleName(box.title())
        inner = QVBoxLayout(box)
        for found in figures:
            label = QLabel(self._figure_words(found, computers, family))
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            inner.addWidget(label)

    def _terms_name(self, terms: str) -> str:
        return {PARTIE: self.tr("Judged on the partie"),
                MANCHE: self.tr("Judged on the manche"),
                TOKENS: self.tr("Judged on the décharge's tokens")}[terms]

    def _unit(self, terms: str) -> str:
        return self.tr("tokens") if terms == TOKENS else self.tr("points of chance")

    def _interval(self, found: Figure) -> str:
        if found.low is None:
            return self.tr("one game: no interval")
        return self.tr("95% interval {low} to {high}").format(
            low=decimal(found.low, 2), high=decimal(found.high, 2))

    def _figure_words(self, found: Figure, computers: ComputerFigures,
                      family: str | None) -> str:
        """The figure's sentence, with its place among ``family``'s computers (none for
        ``family`` None: a figure over both families)."""
        words = self.tr("{terms}: {average} {unit} lost a decision ({interval}), over %Ln "
                        "decision(s)", "", found.decisions).format(
            terms=self._terms_name(found.terms), average=decimal(found.average, 2),
            unit=self._unit(found.terms), interval=self._interval(found))
        averages = computer_averages(computers, family, found.terms)
        if not averages:
            return words
        stronger, weaker = between(found.average, averages)
        if stronger is not None and weaker is not None:
            place = self.tr("between {weaker} and {stronger}").format(
                weaker=_level(weaker), stronger=_level(stronger))
        elif stronger is None:
            place = self.tr("as good as the {level}").format(level=_level(weaker))
        else:
            place = self.tr("behind the {level}").format(level=_level(stronger))
        return f"{words} — {place}"

    def _scale(self, family: str, recent: dict[str, Figure],
               computers: dict[str, dict[str, Figure]]) -> QGroupBox:
        """One family's computers' figures and the player's recent ones in it, in one table:
        one column per terms the player's decisions were judged in, the weakest computer
        first."""
        title = tr_text(family_title(family))
        box = QGroupBox(self.tr("{family}: on one scale with the computers").format(
            family=title))
        box.setAccessibleName(box.title())
        rows = [(_level(level), computers[level]) for level in COMPUTER_LEVELS]
        rows.append((self.tr("You ({family}, last 50 games)").format(family=title), recent))
        columns = [terms for terms in (PARTIE, MANCHE, TOKENS) if terms in recent]
        table = WordsTable([self.tr("Who")] + [self._terms_name(terms) for terms in columns],
                           self.tr("{family}: points of chance lost a decision, the computers' "
                                   "and yours").format(family=title),
                           whole=True)
        table.setRowCount(len(rows))
        for row, (who, by_terms) in enumerate(rows):
            cells = [who] + [self._short(by_terms[terms]) if terms in by_terms else "—"
                             for terms in columns]
            for column, text in enumerate(cells):
                table.setItem(row, column, _item(text, right=column > 0,
                                                 bold=row >= len(COMPUTER_LEVELS)))
        table.fit_rows()
        QVBoxLayout(box).addWidget(table)
        return box

    def _short(self, found: Figure) -> str:
        if found.low is None:
            return decimal(found.average, 2)
        return self.tr("{average} ({low} to {high})").format(
            average=decimal(found.average, 2), low=decimal(found.low, 2),
            high=decimal(found.high, 2))

    def _costliest(self, terms: str, costs: list[KindCost]) -> QGroupBox:
        box = QGroupBox(self.tr("Your costliest kinds of decision ({terms}, last 50 games, "
                                "in {unit})").format(terms=self._terms_name(terms).lower(),
                                                     unit=self._unit(terms)))
        box.setAccessibleName(box.title())
        table = WordsTable([self.tr("Kind of decision"), self.tr("Times"),
                            self.tr("Times it cost"), self.tr("Lost in all"), self.tr("On average")],
                           box.title(), whole=True)
        table.setRowCount(len(costs))
        for row, cost in enumerate(costs):
            cells = [tr_text(cost.kind.name), whole(cost.decisions), whole(cost.lost_count),
                     decimal(cost.lost, 2), decimal(cost.average, 2)]
            for column, text in enumerate(cells):
                table.setItem(row, column, _item(text, right=column > 0))
        table.fit_rows()
        QVBoxLayout(box).addWidget(table)
        return box


def _level(level: str) -> str:
    return tr_text(LEVELS[level].title)


def _item(text: str, right: bool = False, bold: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if bold:
        font = item.font()
        font.setBold(True)
        item.setFont(font)
    return item
