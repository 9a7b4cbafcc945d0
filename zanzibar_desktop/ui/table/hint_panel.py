"""The hint, beside the dice during the player's turn: every choice — each set of dice to
keep, and stopping — with what it is worth in plain words and its unit (in a points race
the chance to win the manche, with the chances to win outright, go to a throw-off and lose;
in a décharge the tokens to shed), best first, as a list a keyboard and a screen
reader can go through. A choice names the faces it keeps and the keys of those dice, and
the dice of the choice in focus are ringed on the tray (the best one when the hint opens).
Only what the player sees is read: never the dice to come.

:class:`CoachWords` holds those words, the same for the hint, the coach line and the game
review."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QFrame, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from ...engine.game import DECHARGE
from ...engine.verdict import BEST, MANCHE, PARTIE, TOKENS, VERDICT_NAMES
from ...i18n.numbers import amount, decimal, percent, whole
from ..retranslate import translate_ui
from ..texts import isolated, tr_text

if TYPE_CHECKING:
    from ...engine.coach import Option
    from ...engine.verdict import Verdict


class CoachWords(QObject):
    """The coach's words: a choice by its faces (the ace by name) and by its dice's keys,
    and a choice's worth with its unit."""

    def choice(self, option: Option) -> str:
        """A choice in words, as inside a sentence: keep these dice (by their faces, the ace
        by name: a digit on its own is a die's key), throw all three again, or stop here."""
        if option.keep is None:
            return self.tr("stop here")
        if not option.keep:
            return self.tr("throw all three again")
        if len(option.keep) == 1:
            if option.keep[0] == 1:
                return self.tr("keep the ace")
            return self.tr("keep the {face}").format(face=whole(option.keep[0]))
        high, low = option.keep
        if high == low:
            return self.tr("keep both aces") if high == 1 else self.tr(
                "keep both {face}s").format(face=whole(high))
        if low == 1:
            return self.tr("keep the {face} and the ace").format(face=whole(high))
        return self.tr("keep the {first} and the {second}").format(
            first=whole(high), second=whole(low))

    def keys(self, positions: Collection[int]) -> str:
        """The keys of these dice (1 to 3, as the tray numbers them): ``keys 1 and 3``."""
        numbers = [whole(position + 1) for position in sorted(positions)]
        if len(numbers) == 1:
            return self.tr("key {first}").format(first=numbers[0])
        return self.tr("keys {first} and {second}").format(first=numbers[0], second=numbers[1])

    def released(self, positions: Collection[int]) -> str:
        """Dice held now that a choice lets go: ``release die 1``."""
        numbers = [whole(position + 1) for position in sorted(positions)]
        if len(numbers) == 1:
            return self.tr("release die {first}").format(first=numbers[0])
        return self.tr("release dice {first} and {second}").format(first=numbers[0],
                                                                    second=numbers[1])

    def named(self, option: Option, positions: Collection[int],
              held: Collection[int] = ()) -> str:
        """A choice as a list entry starts: ``Keep the 6 and the ace — keys 1 and 3``, and
        when dice held now are to be thrown, ``; release die 2``. ``positions``: the dice
        the choice keeps; ``held``: the dice held now."""
        words = sentence_start(self.choice(option))
        if option.keep is None:  # stopping keeps the three as they lie: no key to press
            return words
        letting_go = sorted(set(held) - set(positions))
        if option.keep:
            words = self.tr("{choice} — {keys}").format(choice=words, keys=self.keys(positions))
            if letting_go:
                words = self.tr("{choice}; {release}").format(
                    choice=words, release=self.released(letting_go))
        elif letting_go:
            words = self.tr("{choice} — {release}").format(
                choice=words, release=self.released(letting_go))
        return words

    def worth(self, option: Option, tokens: bool) -> str:
        """What a choice is worth, with its unit: ``chance to win the manche: 52.0%``, or in a
        décharge ``tokens to shed: 1.41`` (below zero, ``tokens at risk: 0.30``)."""
        if not tokens:
            return self.tr("chance to win the manche: {percent}").format(
                percent=percent(option.take))
        shed = round(option.take, 2)
        if shed < 0:
            return self.tr("tokens at risk: {tokens}").format(tokens=self.tokens(-shed))
        return self.tr("tokens to shed: {tokens}").format(tokens=self.tokens(shed))

    def chances(self, option: Option) -> str:
        """In a points race, how the chance to win the manche is made up."""
        return self.tr("won outright {win}, throw-off {tie}, lost {lose}").format(
            win=percent(option.win), tie=percent(option.tie),
            lose=percent(option.lose))

    def partie(self, option: Option, tokens: bool, computing: bool,
               names: Sequence[str] = ()) -> str | None:
        """What a choice does to the partie: its chance to win it (a token game: to lose
        it), exact heads-up; with more players, estimated against the rival it is played
        against (:meth:`rival`, named from the seats' ``names``); "computing…" while the
        partie is being worked out; None when it is not."""
        if option.partie is None:
            if not computing:
                return None
            return self.tr("partie: computing…")
        if tokens:
            figure = percent(1.0 - option.partie)
            if option.partie_exact:
                words = self.tr("chance to lose the partie: {percent}").format(percent=figure)
            else:
                words = self.tr("chance to lose the partie against {rival}, estimated: "
                                "{percent}").format(rival=self.rival(option.partie_rival, names),
                                                    percent=figure)
            if option.manche_lost is None:
                return words
            return self.tr("chance to lose the manche: {manche}; {partie}").format(
                manche=percent(option.manche_lost), partie=words)
        figure = percent(option.partie)
        if option.partie_exact:
            return self.tr("chance to win the partie: {percent}").format(percent=figure)
        return self.tr("chance to win the partie against {rival}, estimated: {percent}").format(
            rival=self.rival(option.partie_rival, names), percent=figure)

    def rival(self, seat: int | None, names: Sequence[str]) -> str:
        """With three players or more, the one rival a partie figure is worked out against,
        as if heads-up (the best placed: the most points, or the closest to going out; a
        choice's ``partie_rival``): ``Bob (best placed)``, the name isolated; "the best
        placed" where the seat is not known (a drill's choices read back)."""
        if seat is None or seat >= len(names):
            return self.tr("the best placed")
        return self.tr("{name} (best placed)").format(name=isolated(names[seat]))

    def describe(self, option: Option, tokens: bool, positions: Collection[int],
                 held: Collection[int] = (), computing: bool = False,
                 verdict: Verdict | None = None, names: Sequence[str] = ()) -> str:
        """One entry of the hint: the choice, then what it is worth (with how that chance is
        made up when a throw-off may come into it), then what it does to the partie, then
        the coach's ``verdict`` on it, as the coach's line and the review would give it.
        ``names``: the seats' names, for the rival a partie figure is estimated against."""
        worth = self.worth(option, tokens)
        if not tokens and option.tie is not None and round(option.tie, 3) > 0:
            worth = self.tr("{worth} ({chances})").format(worth=worth,
                                                          chances=self.chances(option))
        lines = [self.named(option, positions, held), worth]
        partie = self.partie(option, tokens, computing, names)
        if partie is not None:
            lines.append(partie)
        if verdict is not None:  # the coach's word for it, on its first line
            lines[0] = self.tr("{choice} ({verdict})").format(
                choice=lines[0], verdict=tr_text(VERDICT_NAMES[verdict.name]))
        return "\n".join(lines)

    def tokens(self, count: float) -> str:
        return decimal(abs(count))

    def judged(self, name: str, verdict: Verdict, names: Sequence[str] = ()) -> str:
        """The coach's verdict on a choice, as its line and the review say it: whose choice
        it was and what it was worth, then "Best choice.", or what the best was worth and
        the verdict with what the choice lost. In the verdict's terms: the partie's when it
        is worked out (the manche's figure of the choice beside; ``names``, the seats', name
        the rival it is estimated against with three players or more), else the manche's."""
        tokens = verdict.phase == DECHARGE
        chosen, best = verdict.chosen, verdict.best
        if verdict.terms == PARTIE:
            words = self.tr("{name} chose to {chosen} — {worth} ({manche}).").format(
                name=name, chosen=self.choice(chosen),
                worth=self.partie(chosen, tokens, False, names),
                manche=self.worth(chosen, tokens))
        else:
            words = self.tr("{name} chose to {chosen} — {worth}.").format(
                name=name, chosen=self.choice(chosen), worth=self.worth(chosen, tokens))
        if verdict.name == BEST:
            return words + " " + self.tr("Best choice.")
        if verdict.terms == PARTIE:
            words += " " + self.tr("Best for the partie: {best} — {worth}.").format(
                best=self.choice(best), worth=self.partie(best, tokens, False, names))
        else:
            words += " " + self.tr("Best: {best} — {worth}.").format(
                best=self.choice(best), worth=self.worth(best, tokens))
        return words + " " + self.tr("{verdict}: lost {amount}.").format(
            verdict=self.verdict_name(verdict), amount=self.lost(verdict))

    def verdict_name(self, verdict: Verdict) -> str:
        """"Best choice", "Close to the best", "Inaccuracy"…: as a sentence or a cell starts."""
        return sentence_start(tr_text(VERDICT_NAMES[verdict.name]))

    def lost(self, verdict: Verdict) -> str:
        """What a choice lost, with its unit: points of a chance (a share of it, times 100:
        never a percentage, since a game's total can pass 100), or tokens."""
        return self.amount(verdict.lost, verdict.terms, verdict.phase == DECHARGE)

    def amount(self, lost: float, terms: str, tokens: bool) -> str:
        """``lost`` in ``terms`` in words: "32.4 points of the manche's chance", "0.62 tokens";
        in a token game's partie, the chance not to lose it."""
        if terms == TOKENS:
            return amount(lost, "tokens")
        points = amount(100 * lost, "points", points_decimals(lost))
        if terms == MANCHE:
            return self.tr("{points} of the manche's chance").format(points=points)
        if tokens:
            return self.tr("{points} of the chance not to lose the partie").format(points=points)
        return self.tr("{points} of the partie's chance").format(points=points)


def points_decimals(share: float) -> int:
    """How many decimals a share of a chance takes written in points: one, or two below a
    point (a choice close to the best lost 0.04 points, not "0.0")."""
    return 1 if abs(100 * share) >= 1 else 2


def sentence_start(words: str) -> str:
    """``words`` as the start of a sentence or an entry: its first letter a capital."""
    return words[:1].upper() + words[1:]


MARGINS = (12, 10, 12, 10)  # left, top, right, bottom
MIN_WIDTH = 260  # narrower, a choice's line would wrap word by word
ITEM_PADDING = 2  # above and below a choice's words in the list


class HintPanel(QFrame):
    closed = Signal()
    ringed = Signal(object)  # the dice (positions) of the choice in focus, for the tray
    # The choice the pointer is over or the keyboard is on (an Option), None when none is:
    # the hands card marks the hand it would make.
    option_hovered = Signal(object)
    words_changed = Signal()  # new words: the felt sizes the panel to them again

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("hintPanel")
        self.setAutoFillBackground(True)
        self.setStyleSheet("#hintPanel { border: 2px solid palette(highlight); "
                           "border-radius: 10px; background: palette(window); }")
        self.words = CoachWords(self)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        bold = QFont(self.title.font())
        bold.setBold(True)
        self.title.setFont(bold)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setSpacing(2)  # each choice on two lines: a gap between choices
        self.list.currentRowChanged.connect(self._ring)
        self.list.setMouseTracking(True)  # itemEntered as the pointer moves over a choice
        self.list.itemEntered.connect(lambda item: self._point_at(self.list.row(item)))
        self.list.currentRowChanged.connect(self._point_at)
        self.list.viewport().installEventFilter(self)  # the pointer leaves: the focused choice
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.dismiss)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(*MARGINS)
        layout.addWidget(self.title)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)
        self.options: list[Option] = []
        self.positions: list[frozenset[int]] = []
        self._maker: Callable[[], None] | None = None
        self.hide()
        translate_ui(self)

    def changeEvent(self, event: QEvent) -> None:
        """The felt's font reaches the words (a style sheet stops Qt passing it on): larger
        on a large felt, like the seats."""
        if event.type() == QEvent.Type.FontChange:
            for child in (self.title, self.list, self.close_button):
                font = QFont(self.font())
                font.setBold(child is self.title)
                child.setFont(font)
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.close_button.setText(self.tr("&Close hint"))
        self.setAccessibleName(self.tr("Hint"))  # the panel, as screen readers name it
        self.list.setAccessibleName(self.tr("Every choice, best first"))
        if self.isVisible() and self._maker is not None:
            self._maker()

    def show_options(self, options: list[Option], tokens: bool,
                     positions: list[frozenset[int]], held: Collection[int],
                     computing: bool = False, verdicts: list[Verdict] | None = None,
                     names: Sequence[str] = ()) -> None:
        """The choices of this position, best first, each with the dice it keeps
        (``positions``) and the coach's verdict on it (``verdicts``); ``held``: the dice held
        now; ``computing``: the partie's figures are on their way; ``names``: the seats'."""
        self.options = options
        self.positions = positions

        def fill() -> None:  # again in another language: the choice in focus stays
            self.title.setText(self.tr("Hint: every choice, best first. The keys 1, 2 and 3 "
                                       "keep or release a die."))
            self.setAccessibleDescription(self.title.text())
            row = max(0, self.list.currentRow())
            self.list.clear()
            for index, (option, dice) in enumerate(zip(options, positions, strict=True)):
                self.list.addItem(self.words.describe(option, tokens, dice, held, computing,
                                                      verdicts and verdicts[index], names))
            self.list.setCurrentRow(row)
            self.words_changed.emit()

        self.list.clear()  # a new position: the best choice in focus
        self._maker = fill
        fill()
        self.list.show()
        self.show()
        self.list.setFocus()

    def show_nothing(self, why: Callable[[], str]) -> None:
        """No choice to make now (before the first throw, a last throw, a charge): ``why``
        says so, in the language of the moment."""
        self.options = []
        self.positions = []

        def fill() -> None:
            self.title.setText(why())
            self.list.clear()
            self.words_changed.emit()

        self._maker = fill
        fill()
        self.list.hide()  # no choice: no empty list
        self.show()  # the keyboard stays where it was: Space still throws

    def _ring(self, row: int) -> None:
        if 0 <= row < len(self.positions):
            self.ringed.emit(self.positions[row])

    def choice(self, option: Option) -> str:
        """A choice in words, as a line starts (the hands card shows the one pointed at)."""
        return sentence_start(self.words.choice(option))

    def judged(self, name: str, verdict: Verdict, names: Sequence[str] = ()) -> str:
        """The coach's line on ``name``'s choice: the verdict in the hint's own words
        (``names``: the seats')."""
        return self.words.judged(name, verdict, names)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.list.viewport() and event.type() == QEvent.Type.Leave:
            self._point_at(self.list.currentRow())
        return super().eventFilter(watched, event)

    def _point_at(self, row: int) -> None:
        self.option_hovered.emit(self.options[row] if 0 <= row < len(self.options) else None)

    # ------------------------------------------------------------ size
    def _inner(self, width: float) -> int:
        """The width the words have inside a panel ``width`` wide."""
        left, _, right, _ = MARGINS
        return max(1, int(width) - left - right - 2 * self.lineWidth() - 4)

    def _lines(self) -> list[str]:
        return [self.list.item(row).text() for row in range(self.list.count())]

    def wanted_width(self, most: float) -> float:
        """As wide as the longest line (the title, a choice) needs, within ``most``."""
        metrics = QFontMetrics(self.list.font())
        lines = [line for entry in self._lines() for line in entry.split("\n")]
        if lines:  # the choices set the width; the title wraps to it
            words = max(metrics.horizontalAdvance(line) for line in lines)
        else:
            words = QFontMetrics(self.title.font()).horizontalAdvance(self.title.text()) * 1.1
        scroll = self.list.verticalScrollBar().sizeHint().width() if self.list.count() else 0
        left, _, right, _ = MARGINS
        wanted = words + left + right + 2 * self.lineWidth() + 2 * self.list.frameWidth() + \
            scroll + 16
        return max(min(MIN_WIDTH, most), min(most, wanted))

    def wanted_height(self, width: float) -> int:
        """As high as its words need at ``width``: the title, every choice, Close."""
        inner = self._inner(width)
        _, top, _, bottom = MARGINS
        spacing = self.layout().spacing()
        height = top + bottom + 2 * self.lineWidth() + self.title.heightForWidth(inner)
        height += spacing + self.close_button.sizeHint().height()
        if self.list.isVisibleTo(self) and self.list.count():
            metrics = QFontMetrics(self.list.font())
            scroll = self.list.verticalScrollBar().sizeHint().width()
            text_width = inner - 2 * self.list.frameWidth() - scroll - 8
            height += spacing + 2 * self.list.frameWidth() + 4 + sum(
                metrics.boundingRect(QRect(0, 0, text_width, 10_000),
                                     Qt.TextFlag.TextWordWrap, line).height() + ITEM_PADDING
                + 2 * self.list.spacing() for line in self._lines())
        return height

    def fit(self, area: QRectF) -> None:
        """Sized to its words within ``area`` (the panel's room beside the dice), at its top;
        a list longer than the room scrolls. On a felt too short for the title and two lines
        of choices, the choices come first: the title goes (it stays the panel's description
        for screen readers) rather than be cut (800×600 with the docks open)."""
        width = min(int(area.width()), int(self.wanted_width(area.width())))
        title = max(0, self.title.heightForWidth(self._inner(width)))  # -1: no words yet
        self.title.setMinimumHeight(title)  # shown, it is shown whole: the list gives way
        self.title.setVisible(True)
        if self.list.isVisibleTo(self) and self.list.count():
            _, top, _, bottom = MARGINS
            around = (top + bottom + 2 * self.lineWidth() + 2 * self.layout().spacing()
                      + self.close_button.sizeHint().height())
            least = max(2 * QFontMetrics(self.list.font()).lineSpacing()
                        + 2 * self.list.frameWidth() + 4, self.list.minimumSizeHint().height())
            self.title.setVisible(area.height() >= around + title + least)
        height = min(int(area.height()), self.wanted_height(width))
        self.setGeometry(int(area.right()) - width, int(area.top()), width, height)

    def dismiss(self) -> None:
        if self.isVisible():
            self.hide()
            self.option_hovered.emit(None)
            self.closed.emit()
