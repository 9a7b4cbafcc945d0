"""Everything on the felt around the dice: the banner, a plate per seat, the pot, the hand to
beat, chips in flight, and the result panel beside the dice. It follows the controller's
``shown`` snapshot, so the felt always tells the game as far as the dice have shown it.

The felt is the dice tray itself; these widgets are its children, placed by
:func:`felt_layout` whenever the tray changes size or a result panel opens or closes.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPointF,
    QRect,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF
from PySide6.QtWidgets import QLabel

from ...engine.events import RoundResolved
from ...engine.rules import ONE_POINT, ZANZIBAR
from ...engine.table import TableSnapshot
from ...paint.chips import chip_thickness
from ..retranslate import translate_ui
from ..texts import announce
from .banner import Banner, banner_text
from .chips import ChipLayer, Flight, PotView
from .felt_layout import (
    GAP,
    MARGIN,
    MIN_DICE_HEIGHT,
    NOTE_DICE_ROOM,
    FeltLayout,
    dice_room,
    felt_layout,
    fitted_layout,
    note_under_dice,
    note_width,
    stack_note,
)
from .game_words import GameWords, shown_words
from .hand_to_beat import HandToBeat
from .hint_panel import HintPanel
from .seat_plate import SeatPlate, plate_height

if TYPE_CHECKING:
    from ...session.controller import GameController
    from ...session.game_session import GameSession
    from .dice_tray import DiceTray
    from .lesson_panel import LessonPanel
    from .summary_panel import SummaryPanel


# How much smaller the felt's words may get, in turn, when the felt is too short for them.
SHRINKS = (1.0, 0.85, 0.75)
COACH_PADDING = (8, 3)  # the coach's line's padding, across and down
BANNER_PADDING = (8, 3)  # the banner's (its style sheet's)


def _wrapped_height(label: QLabel, font: QFont, width: float, padding: tuple[int, int],
                    lines: int = 1) -> float:
    """How high ``label`` is at ``width`` in ``font``: its words wrapped (room for ``lines``
    at least, so that it does not jump as they wrap), and its padding."""
    inner = max(1, int(width) - 2 * padding[0] - 4)
    room = QRect(0, 0, inner, 10_000)
    wrap = int(Qt.TextFlag.TextWordWrap)
    metrics = QFontMetrics(font)
    words = metrics.boundingRect(room, wrap, shown_words(label)).height()
    least = metrics.boundingRect(room, wrap, "\n".join(["X"] * lines)).height()  # as drawn
    return max(words, least) + 2 * padding[1] + 4


def _bold(font: QFont) -> QFont:
    """``font`` in bold: the banner's words."""
    bolder = QFont(font)
    bolder.setBold(True)
    return bolder


class Felt(QObject):
    chips_moved = Signal()  # chips left for another place on the felt (a sound plays)

    def __init__(self, tray: DiceTray, summary: SummaryPanel) -> None:
        super().__init__(tray)
        self.tray = tray
        self.summary = summary
        self.banner = Banner(tray)
        self.beat = HandToBeat(tray)
        self.pot = PotView(tray)
        self.chips = ChipLayer(tray)
        self.hint = HintPanel(tray)
        self.coach_line = QLabel(tray)  # View ▸ Coach: what the last choice cost
        self.coach_words = GameWords(self.coach_line, "white")  # its marks explained
        self.coach_line.setWordWrap(True)
        self.coach_line.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.coach_line.setObjectName("coachLine")
        self.coach_line.setStyleSheet(
            "#coachLine { background: rgba(0, 0, 0, 120); color: white; border-radius: 6px; "
            f"padding: {COACH_PADDING[1]}px {COACH_PADDING[0]}px; }}")
        self.coach_line.hide()
        self.chips.landed.connect(self._chips_landed)
        self.plates: list[SeatPlate] = []
        self.note: LessonPanel | None = None  # a lesson's words, beside the dice (attach_note)
        self.controller: GameController | None = None
        self.title = ""
        self._last: TableSnapshot | None = None  # what the felt showed before this event
        self._held: tuple[tuple[int, ...], int] | None = None  # tokens and pot while chips fly
        for widget in (self.banner, self.beat, self.pot):
            widget.hide()
        self.chips.show()  # made after the tray was shown: a child must be shown itself
        tray.installEventFilter(self)
        summary.installEventFilter(self)
        self.hint.installEventFilter(self)
        self.hint.words_changed.connect(self.place)
        translate_ui(self)

    def attach_note(self, note: LessonPanel) -> None:
        """``note`` (a child of the tray) sits beside the dice while it is shown, above the
        result or the hint."""
        self.note = note
        note.installEventFilter(self)
        self.place()

    def hint_panel(self) -> HintPanel:
        """The hint beside the dice (Help ▸ Hint), for the window's hints to fill."""
        return self.hint

    def set_motion(self, speed: str, reduced_motion: bool) -> None:
        """The animation settings, on the chips."""
        self.chips.speed = speed
        self.chips.reduced_motion = reduced_motion

    def finish_now(self) -> None:
        """Chips in flight land at once (the window closes)."""
        self.chips.finish_now()

    # ------------------------------------------------------------ following a game
    def follow(self, session: GameSession) -> None:
        """Show every game ``session`` seats, under its name."""
        session.game_seated.connect(
            lambda controller: self._seat(controller, session.title(QCoreApplication.translate)))

    def _seat(self, controller: GameController, title: str) -> None:
        self.chips.finish_now()  # the last game's chips land before its seats go
        self._held = None
        self.controller = controller
        self.title = title
        for plate in self.plates:
            plate.deleteLater()
        self.plates = [SeatPlate(seat, self.tray) for seat in range(controller.game.player_count)]
        for plate in self.plates:
            plate.show()
        self.banner.show()
        self.beat.show()
        self.pot.setVisible(controller.game.rules.uses_tokens)
        controller.shown_changed.connect(self.refresh)
        controller.round_resolved.connect(self._on_round_resolved)
        self._last = None
        self.refresh()
        self.place()

    def set_title(self, title: str) -> None:
        self.title = title
        self.refresh()

    def refresh(self) -> None:
        """Show ``controller.shown``: seats, pot, banner and the hand to beat."""
        if self.controller is None:
            return
        shown = self.controller.shown
        rules = self.controller.game.rules
        opening = any(plate.opening_die is not None for plate in self.plates)
        self.summary.family = shown.family  # their words explained as the banner's
        if self.note is not None:
            self.note.set_family(shown.family)
        self.banner.show_text(banner_text(self.title, shown, rules.scoring == ONE_POINT,
                                          opening), shown.family)
        tokens, pot = self._held if self._held is not None else (
            tuple(seat.tokens for seat in shown.seats), shown.pot)
        for plate, seat in zip(self.plates, shown.seats, strict=True):
            plate.show_seat(seat, shown, tokens[seat.seat])
        self.pot.show_count(pot)
        self.beat.show_table(shown)
        self._show_beat()
        self._last = shown
        banner_short = self.banner.isVisible() and _wrapped_height(
            self.banner, self.banner.font(), self.banner.width(), BANNER_PADDING,
            lines=2) > self.banner.height()
        if banner_short or self.beat.words_height(self.beat.width()) > self.beat.height():
            self.place()  # their words (another language's, a longer hand) need more lines

    def show_coach(self, words: str | None) -> None:
        """The coach's line in a row above the dice (None: put it away, the dice take the
        row back)."""
        if words is None:
            if self.coach_line.isVisible():
                self.coach_line.hide()
                self.place()
            return
        family = self.controller.shown.family if self.controller is not None else ZANZIBAR
        self.coach_words.show(words, family)
        self.coach_line.show()
        self.place()
        announce(self.coach_line, words)

    def _show_beat(self) -> None:
        """While a result is up the round is over, and at the end the game: nothing to beat.
        The hint sits beside the dice and leaves it in view: it is what the hint weighs."""
        self.beat.setVisible(self.controller is not None and not self.controller.shown.over
                             and not self.summary.isVisible())

    def retranslate_ui(self) -> None:
        self.refresh()

    def show_opening(self, faces: dict[int, int] | None) -> None:
        """The die each seat threw to choose the opener (None: put them away). Meanwhile the
        felt's own dice are away: only the seats' dice are in play."""
        self.tray.set_dice_shown(faces is None)
        for seat, plate in enumerate(self.plates):  # every seat throws the first time
            plate.show_opening_die(None if faces is None else faces.get(seat))
        self.refresh()

    # ------------------------------------------------------------ chips
    def _on_round_resolved(self, result: RoundResolved) -> None:
        if not result.tokens_moved or self._last is None:
            return
        self.chips.finish_now()  # chips still flying from the round before land first
        last = self._last
        self._held = (tuple(seat.tokens for seat in last.seats), last.pot)
        start = self._chip_point(result.token_from)
        end = self._chip_point(result.token_to)
        skipping = self.controller is not None and self.controller.skipping
        if not skipping:
            self.chips_moved.emit()
        self.chips.launch([Flight(start, end, result.tokens_moved)], instant=skipping)

    def _chip_point(self, seat: int | None) -> QPointF:
        if seat is None:
            return self.pot.mapTo(self.tray, self.pot.chip_base())
        plate = self.plates[seat]
        return plate.mapTo(self.tray, plate.chip_base())

    def _chips_landed(self) -> None:
        self._held = None
        self.refresh()

    # ------------------------------------------------------------ placing
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide) and (
                watched is self.tray or watched is self.summary or watched is self.hint):
            self.place()
        elif kind in (QEvent.Type.Show, QEvent.Type.Hide) and watched is self.note:
            self.place()  # its size is place's own doing
        return False

    def _felt_font(self, shrink: float = 1.0) -> QFont:
        """The window's font, a little larger on a large felt (up to a third); ``shrink``
        makes it smaller on a felt too short for the seats, the dice and the strip."""
        font = QFont(self.tray.font())
        scale = max(1.0, min(1.35, self.tray.height() / 560)) * shrink
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * scale)
        else:
            font.setPixelSize(round(font.pixelSize() * scale))
        return font

    def _coach_height(self, width: float) -> float:
        """How high the coach's line is at ``width``: its words wrapped, and its padding."""
        return _wrapped_height(self.coach_line, self.coach_line.font(), width, COACH_PADDING)

    def _place_note(self, note: LessonPanel, layout: FeltLayout, dice: QRectF,
                    panel: QRectF) -> tuple[QRectF, QRectF, QRectF]:
        """Where a lesson's words go, and what that leaves the dice and the panel: above
        the hint or the result where they fit whole; with a result up, else under the dice
        (in the hand to beat's place, away meanwhile, or above the pot across the dice's
        width); where they fit nowhere whole, above the result, each keeping room for two
        lines (the rest scroll)."""
        above = panel.height()
        if self.summary.isVisible():  # the result keeps the height its lines need
            above -= self.summary.wanted_height(int(panel.width())) + GAP
        places = [(int(note_width(panel.width())), above, None)]
        if self.summary.isVisible():
            strip = layout.strip
            unders = [layout.beat]
            if self.controller.game.rules.uses_tokens:
                unders.append(QRectF(dice.left(), strip.top() - GAP, dice.width(), 0.0))
            places += [(int(under.width()), under.bottom() - dice.top() - NOTE_DICE_ROOM - GAP,
                        under) for under in unders
                       if under.width() >= note.minimumSizeHint().width()]
        # Whole nowhere: above the result, which keeps room for two of its lines; both
        # scroll.
        shared = (places[0][0], panel.height() - GAP - (
            self.summary.least_height(int(panel.width())) if self.summary.isVisible() else 0),
            None)
        width, room, under = next(
            (place for place in places if note.fit_height(place[0], place[1]) <= place[1]),
            shared)
        height = note.fit_height(width, room)  # its words' size for the place chosen
        if under is None:
            note_rect, panel = stack_note(panel, height)
        else:
            note_rect, dice = note_under_dice(dice, under, height)
        return note_rect, dice, panel

    def place(self) -> None:
        if self.controller is None:
            self.tray.set_dice_area(None)
            self.summary.place()
            return
        rules = self.controller.game.rules
        note = self.note if self.note is not None and self.note.isVisible() else None
        panel_open = self.summary.isVisible() or self.hint.isVisible() or note is not None
        panel_width = None
        if self.hint.isVisible() and not self.summary.isVisible() and note is None:
            # The hint asks for the width its words need, no more.
            self.hint.setFont(self._felt_font())
            panel_width = self.hint.wanted_width((self.tray.width() - 2 * MARGIN) * 0.58 - GAP)
        for shrink in SHRINKS:  # the felt's words smaller only when the dice need the room
            font = self._felt_font(shrink)
            line = QFontMetricsF(font).lineSpacing()

            def lay_out(font: QFont = font, line: float = line,  # noqa: ANN003
                        strip: float = 4 * line * 1.15 + 10, **coach) -> FeltLayout:
                self.banner.setFont(_bold(font))  # measured in the font it draws with
                banner = _wrapped_height(self.banner, self.banner.font(), self.tray.width()
                                         - 2 * MARGIN, BANNER_PADDING, lines=2)
                return felt_layout(self.tray.width(), self.tray.height(), len(self.plates),
                                   banner_height=banner, seat_height=plate_height(font),
                                   strip_height=strip, panel_open=panel_open,
                                   pot=rules.uses_tokens, panel_width=panel_width, **coach)

            coach_height = None
            if self.coach_line.isVisible():  # as high as its words need, at a width
                self.coach_line.setFont(font)
                coach_height = self._coach_height
            layout = fitted_layout(lay_out, coach_height)
            beat = self.beat.words_height(layout.beat.width(), font)
            if beat > layout.beat.height():  # the hand to beat's words need more lines
                layout = fitted_layout(partial(lay_out, strip=beat), coach_height)
                if self.hint.isVisible() and note is None and not self.summary.isVisible():
                    across = fitted_layout(partial(lay_out, strip_across=True), coach_height)
                    beat = max(across.strip.height(),
                               self.beat.words_height(across.beat.width(), font))
                    across = fitted_layout(partial(lay_out, strip=beat, strip_across=True),
                                           coach_height)
                    if dice_room(across) > dice_room(layout):  # the whole width: fewer lines,
                        layout = across  # more room for the dice
            if dice_room(layout) >= MIN_DICE_HEIGHT:
                break
        for widget in (self.beat, self.pot, *self.plates):
            widget.setFont(font)
        self.banner.setFont(_bold(font))
        self.banner.setVisible(layout.banner_shown)
        if layout.coach is not None:
            self.coach_line.setFixedWidth(int(layout.coach.width()))
            self.coach_line.setGeometry(layout.coach.toRect())
        self.banner.setGeometry(layout.banner.toRect())
        for plate, rect in zip(self.plates, layout.seats, strict=True):
            plate.setGeometry(rect.toRect())
        self.pot.setGeometry(layout.pot.toRect())
        self.beat.setGeometry(layout.beat.toRect())
        self.chips.setGeometry(self.tray.rect())
        dice = layout.dice
        panel = layout.panel
        if note is not None:  # a lesson's words: above the hint or the result, else under
            note_rect, dice, panel = self._place_note(note, layout, dice, panel)
            note.setGeometry(note_rect.toRect())
            note.raise_()
        self.tray.set_dice_area(dice)
        self._show_beat()
        if panel is not None:
            if self.summary.isVisible() or note is None:  # a hidden one is sized when it shows
                self.summary.place(panel)
            self.hint.setFont(font)
            self.hint.fit(panel)
        # Chips to the same scale everywhere: all the game's tokens fit the smaller room.
        room = min(layout.pot.height(), layout.seats[0].height()) - 30 if layout.seats else 40
        thickness = chip_thickness(room, max(1, rules.tokens))
        for plate in self.plates:
            plate.set_thickness(thickness)
        self.pot.set_thickness(thickness)
        self.chips.thickness = thickness
        self.chips.raise_()
