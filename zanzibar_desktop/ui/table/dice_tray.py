"""The dice tray widget: hosts the dice painter, runs the throw animation, reports clicks.

The engine has already thrown when the tray is told to show a throw; the animation only
shows it and always comes to rest on the thrown faces.
"""

import random

from PySide6 import QtGui
from PySide6.QtCore import QElapsedTimer, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...paint.dice_motion import Throw, plan_throw, resting, top_face
from ...paint.dice_painter import DicePainter, DieState
from ..retranslate import translate_ui
from .dice_access import DieProxy

BASE_DURATION = {"normal": 0.85, "fast": 0.4, "instant": 0.0}
FADE_DURATION = 0.25
STAGGER = 0.08


class DiceTray(QWidget):
    die_clicked = Signal(int)
    felt_clicked = Signal()  # a click on the felt, not on a die: "move on"
    animation_finished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(360, 220)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.dice_painter = DicePainter()
        self.dice = [DieState() for _ in range(3)]
        self.values: list[int | None] = [None, None, None]
        self.speed = "normal"
        self.reduced_motion = False
        self.focused_die = 0
        self.interactive = False  # whether the human may act: only then a focus ring shows
        # The ring shows once the player moves among the dice with the keyboard (arrows, Tab
        # into the tray), never for a click or for the focus the tray gets back by itself.
        self.keyboard_focus = False
        self.dice_area: QRectF | None = None  # where on the felt the dice lie (None: all of it)
        self._rng = random.Random(0)
        self._throws: list[Throw | None] = [None, None, None]
        self._fading = [False, False, False]
        self._clock = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setInterval(15)
        self._timer.timeout.connect(self._tick)
        self.proxies = [DieProxy(index, self) for index in range(3)]
        for proxy in self.proxies:  # a screen reader's Press on a die: as a click on it
            proxy.clicked.connect(lambda _=False, index=proxy.index: self.die_clicked.emit(index))
        for index, die in enumerate(self.dice):
            die.x, die.y = self.dice_painter.slot_position(index)
            die.orientation = resting((4, 2, 1)[index], 0.0)
            die.dimmed = True
        translate_ui(self)

    # ------------------------------------------------------------ state from the table
    def reseed(self, seed: int) -> None:
        """Visual jitter only; seeded so a replayed game also looks the same."""
        self._rng = random.Random(seed)

    @property
    def is_animating(self) -> bool:
        return self._timer.isActive()

    def set_waiting(self) -> None:
        """A new turn: the dice lie dimmed until the first throw."""
        self.finish_now()
        for die in self.dice:
            die.held = False
            die.dimmed = True
        self.update()
        self._announce()

    def set_dice_shown(self, shown: bool) -> None:
        """Dice on the felt, or none (the throw for the opener has its own dice, on the
        seats: the last screen's dice leave the felt meanwhile)."""
        for die in self.dice:
            die.visible = shown
        for proxy in self.proxies:
            proxy.setVisible(shown)
        self.update()

    def set_held(self, held: list[bool]) -> None:
        for die, flag in zip(self.dice, held, strict=True):
            die.held = flag
        self.update()
        self._announce()

    def retranslate_ui(self) -> None:
        """The tray's name and the dice's words again, in the new language."""
        self.setAccessibleName(self.tr(
            "Dice tray: click a die, or press 1, 2 or 3, to keep it or throw it again"))
        self._announce()

    def set_dice_area(self, area: QRectF | None) -> None:
        """Lay the dice within ``area`` of the felt (the rest holds seats and panels)."""
        self.dice_area = area
        self._fit()
        self._place_proxies()
        self.update()

    def _fit(self) -> None:
        self.dice_painter.resize(self.width(), self.height(), self.dice_area)

    def resizeEvent(self, event) -> None:  # noqa: ANN001
        super().resizeEvent(event)
        self._fit()
        self._place_proxies()

    def set_hint(self, positions: frozenset[int] | None) -> None:
        """Ring the dice the hint's best choice keeps (None: no hint on the dice)."""
        for index, die in enumerate(self.dice):
            die.hinted = positions is not None and index in positions
        self.update()

    def set_focus_die(self, index: int) -> None:
        self.focused_die = index
        self._update_focus()

    def show_dice(self, values: tuple[int, int, int], held: list[bool]) -> None:
        """Put the dice at rest on ``values`` at once (a resumed or loaded game)."""
        self.finish_now()
        for index, die in enumerate(self.dice):
            die.orientation = resting(values[index], 0.0)
            die.dimmed = False
            die.held = held[index]
        self.values = list(values)
        self.update()
        self._announce()

    def show_throw(self, values: tuple[int, int, int], thrown: tuple[bool, bool, bool],
                   instant: bool = False) -> None:
        """Throw the ``thrown`` dice onto ``values``; ``instant`` lands them at once."""
        self.finish_now()
        duration = 0 if instant else BASE_DURATION[self.speed]
        for index, die in enumerate(self.dice):
            self.values[index] = values[index]
            die.dimmed = False
            if not thrown[index]:
                continue
            die.held = False
            if duration == 0:
                die.orientation = resting(values[index], self._rng.uniform(-0.25, 0.25))
                continue
            if self.reduced_motion:
                die.orientation = resting(values[index], 0.0)
                die.opacity = 0.0
                self._fading[index] = True
                continue
            self._throws[index] = plan_throw(self._rng, die.orientation, values[index],
                                             duration + STAGGER * index)
        if any(self._throws) or any(self._fading):
            self._clock.start()
            self._timer.start()
            self._tick()
        else:
            self.update()
            self._announce()
            QTimer.singleShot(0, self, self.animation_finished.emit)

    def is_rolling(self) -> bool:
        """Whether dice are still in the air (or fading in)."""
        return self._timer.isActive()

    def finish_now(self) -> None:
        """Jump every moving die to its resting pose."""
        if not self._timer.isActive():
            return
        for index, throw in enumerate(self._throws):
            if throw is not None:
                self._place(index, throw, throw.duration)
        for index in range(3):
            if self._fading[index]:
                self.dice[index].opacity = 1.0
        self._stop()

    def die_words(self, index: int) -> str:
        """One die in words: "five, kept", "five" or "not thrown yet"."""
        faces = (self.tr("one"), self.tr("two"), self.tr("three"), self.tr("four"),
                 self.tr("five"), self.tr("six"))
        value, die = self.values[index], self.dice[index]
        if value is None or die.dimmed:
            return self.tr("not thrown yet")
        if die.held:
            return self.tr("{face}, kept").format(face=faces[value - 1])
        return faces[value - 1]

    def describe(self) -> str:
        """The dice in words for screen readers: "Die 2: five, kept"."""
        return "; ".join(self.tr("Die {number}: {state}").format(
            number=index + 1, state=self.die_words(index)) for index in range(3))

    def _announce(self) -> None:
        self.setAccessibleDescription(self.describe())
        self.setToolTip(self.describe())
        if self.isVisible():  # a screen reader hears the change; before the first frame, none
            accessible = QtGui.QAccessible  # read here, so the first frame comes sooner
            accessible.updateAccessibility(
                QtGui.QAccessibleEvent(self, accessible.Event.DescriptionChanged))
        for index, proxy in enumerate(self.proxies):
            proxy.tell(self.tr("Die {number}").format(number=index + 1), self.die_words(index))
        self._place_proxies()  # where the dice came to rest

    def _place_proxies(self) -> None:
        size = self.dice_painter.die_size_pixels()
        for index, proxy in enumerate(self.proxies):
            centre = self.die_centre(index)
            proxy.place(centre.x(), centre.y(), size)

    def resting_faces(self) -> list[int]:
        """The value each die shows on top, read back from its drawn orientation."""
        return [top_face(die.orientation) for die in self.dice]

    # ------------------------------------------------------------ animation
    def _place(self, index: int, throw: Throw, t: float) -> None:
        die = self.dice[index]
        slot_x, slot_y = self.dice_painter.slot_position(index)
        dx, dy, height = throw.offset(t)
        die.x, die.y, die.z = slot_x + dx, slot_y + dy, height
        die.orientation = throw.orientation(t)

    def _tick(self) -> None:
        t = self._clock.elapsed() / 1000
        busy = False
        for index, throw in enumerate(self._throws):
            if throw is not None:
                self._place(index, throw, t)
                busy = busy or t < throw.duration
        for index in range(3):
            if self._fading[index]:
                self.dice[index].opacity = min(1.0, t / FADE_DURATION)
                busy = busy or t < FADE_DURATION
        self.update()
        if not busy:
            self._stop()

    def _stop(self) -> None:
        self._timer.stop()
        self._throws = [None, None, None]
        self._fading = [False, False, False]
        self.update()
        self._announce()
        self.animation_finished.emit()

    # ------------------------------------------------------------ painting and input
    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        painter = QPainter(self)
        self.paint_on(painter)
        painter.end()

    def paint_on(self, painter: QPainter) -> None:
        self.dice_painter.dark = self.palette().color(QPalette.ColorRole.Window).lightness() < 128
        self.dice_painter.held_label = self.tr("KEPT")
        self.dice_painter.focus_colour = self.palette().color(QPalette.ColorRole.Highlight)
        self._fit()
        self.dice_painter.paint_background(painter)
        self.dice_painter.paint_dice(painter, self.dice)

    def set_interactive(self, interactive: bool) -> None:
        """The human may act (or not): the keyboard focus ring shows only when they may."""
        if interactive != self.interactive:
            self.interactive = interactive
            self._update_focus()

    def _update_focus(self) -> None:
        for index, die in enumerate(self.dice):
            die.focused = (self.interactive and self.keyboard_focus and self.hasFocus()
                           and index == self.focused_die)
        self.update()

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.keyboard_focus = True
        self._update_focus()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self._update_focus()

    def die_centre(self, index: int) -> QPointF:
        """Where die ``index`` appears on screen (tests click there)."""
        self._fit()
        die = self.dice[index]
        return self.dice_painter.project(self.dice_painter.world_point(die, (0.0, 0.0, 0.5)))

    def keyPressEvent(self, event) -> None:
        """With the tray focused: Left/Right move between the dice, Up/Down keep or release."""
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            self.keyboard_focus = True
            self.set_focus_die((self.focused_die + step) % 3)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.keyboard_focus = True
            self.die_clicked.emit(self.focused_die)
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        if self.keyboard_focus:  # the mouse again: no ring until the keyboard moves
            self.keyboard_focus = False
            self._update_focus()
        self._fit()
        hit = self.dice_painter.hit_test(self.dice, event.position())
        if hit is not None:
            self.die_clicked.emit(hit)
        else:
            self.felt_clicked.emit()
        return None
