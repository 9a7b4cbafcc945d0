"""The player's keys and the table's buttons, turned into what they ask of the game: 1-3
keep a die, Space throws (or presses the focused button), Enter moves on or stops, Esc puts
the hint away (else says so: the window leaves a lesson); Throw before any game asks for
one, Hint asks for the hint. Made with the window's first frame (the buttons work at once);
``serve`` gives it the session and the table's workings once they are made."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QPushButton, QWidget

from ..playing_keys import add_playing_keys, press_focused_button

if TYPE_CHECKING:
    from ...session.controller import GameController
    from ...session.game_session import GameSession
    from ..table.dice_tray import DiceTray
    from ..table.summary_panel import SummaryPanel
    from .hints import Hints
    from .pacing import TablePacing


class TableIntents(QObject):
    """What the keys pressed in ``host`` and the clicks on ``tray`` and the buttons ask."""

    new_game_wanted = Signal()  # Throw before any game
    hint_wanted = Signal()  # the Hint button
    escape_unused = Signal()  # Esc with no hint to put away

    def __init__(self, host: QWidget, tray: DiceTray, throw: QPushButton, stop: QPushButton,
                 skip: QPushButton, hint: QPushButton) -> None:
        super().__init__(host)
        self.host = host
        self.tray = tray
        self.session: GameSession | None = None
        self.pacing: TablePacing | None = None
        self.summary: SummaryPanel | None = None
        self.hints: Hints | None = None
        tray.die_clicked.connect(self.on_die_clicked)
        throw.clicked.connect(self._on_throw_button)
        stop.clicked.connect(self.on_stop)
        skip.clicked.connect(self.on_skip)
        hint.clicked.connect(self.hint_wanted)

    def serve(self, session: GameSession, pacing: TablePacing, summary: SummaryPanel,
              hints: Hints) -> None:
        """The game is at hand: the playing keys (``add_playing_keys``) and Esc act on it."""
        self.session, self.pacing, self.summary, self.hints = session, pacing, summary, hints
        add_playing_keys(self.host, self.on_die_clicked, self.on_space_key, self.on_enter)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self.host).activated.connect(self.on_escape)

    @property
    def controller(self) -> GameController | None:
        return None if self.session is None else self.session.controller

    def on_die_clicked(self, die: int) -> None:
        if self.controller is None:
            return
        self.tray.set_focus_die(die)
        if self.controller.can_hold(die):
            self.controller.toggle_hold(die)

    def _on_throw_button(self) -> None:
        """Before any game the throw button offers a new game; then it throws."""
        if self.controller is None:
            self.new_game_wanted.emit()
        else:
            self.on_throw()

    def on_throw(self) -> None:
        if self.pacing.move_table_on():
            return
        if self.controller is not None and self.controller.can_throw():
            self.controller.throw()

    def on_stop(self) -> None:
        if self.controller is not None and self.controller.can_stop():
            self.controller.stop()

    def on_skip(self) -> None:
        if self.controller is not None:
            self.controller.skip_to_my_turn()
            self.pacing.move_on()  # no waiting on the final dice either

    def on_space_key(self) -> None:
        """Space presses the button that has the keyboard focus, as everywhere; else throws.
        On the end of a game it does nothing: Space throws, it never starts another game."""
        if self.summary is not None and self.summary.holds_choices():
            return
        if not press_focused_button(self.host):
            self.on_throw()

    def on_enter(self) -> None:
        """Enter continues past what the table waits on, else stops; the end of a game's
        choices are never Enter's (its panel stays until one is clicked or Alt+lettered)."""
        if not self.pacing.move_table_on():
            self.on_stop()

    def on_escape(self) -> None:
        """Esc puts the hint away; without one, the window may leave a lesson."""
        if self.hints.showing():
            self.hints.hide()
        else:
            self.escape_unused.emit()
