"""The one QObject between the engine and the widgets.

It owns the game and the computer players, re-emits the engine's plain callbacks as Qt
signals, carries out the human's intents (only on the human's own turn), paces the
computer players, and autosaves after every action. It decides no rule: the engine says
what is legal.

The engine settles a whole chain at once (the last throw of a round also ends the turn,
resolves the round and starts the next one), but players must see it in order. So engine
events are queued and re-emitted one by one while the view is free: a view that starts
an animation or shows a summary marks itself busy or paused, and the queue waits.
"""

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine.ai.base import apply_decision
from ..engine.ai.levels import make_player
from ..engine.ai.view import table_view
from ..engine.errors import IllegalActionError
from ..engine.game import Game
from ..engine.partie.at_hand import AtHand
from ..engine.table import TableSnapshot, snapshot
from ..i18n import tr_text

SKIP_DELAY_MS = 0


class GameController(QObject):
    turn_started = Signal(object)
    dice_rolled = Signal(object)
    hold_changed = Signal(object)
    turn_ended = Signal(object)
    throw_off_started = Signal(object)
    round_resolved = Signal(object)
    phase_changed = Signal(object)
    manche_ended = Signal(object)
    game_ended = Signal(object)
    state_changed = Signal()  # anything a control's enabled state may depend on
    shown_changed = Signal()  # ``shown`` moved on: seats, banner and hand to beat follow
    refused = Signal(str)  # an intent the engine refused, with the reason
    human_will_decide = Signal(str)  # "throw" or "stop", just before the human's choice is played

    def __init__(self, game: Game, autosave: Callable[[Game], None] | None = None,
                 parent: QObject | None = None, solutions: AtHand | None = None) -> None:
        """``solutions``: where its Masters read their partie (the session's lookup)."""
        super().__init__(parent)
        self.game = game
        self.autosave = autosave
        self.computer_delay_ms = 700
        self.skipping = False
        # A lesson's say on the human's moves: given "throw", "stop" or "hold", why the
        # lesson's step does not ask for it now (None: it may be played).
        self.guard: Callable[[str], str | None] | None = None
        self._shut = False
        self._view_busy = False
        self._paused = False
        # The table as of the last event shown (the game itself may be ahead of the screen).
        self.shown: TableSnapshot = snapshot(game)
        self._players = {seat: make_player(spec.level, game.seed, seat, solutions)
                         for seat, spec in enumerate(game.players) if spec.level is not None}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._computer_step)
        events = game.events
        self._listening = []  # (the game's signal, our slot on it): let go with the game
        for name, signal in (("turn_did_start", self.turn_started),
                             ("dice_did_roll", self.dice_rolled),
                             ("hold_did_change", self.hold_changed),
                             ("turn_did_end", self.turn_ended),
                             ("throw_off_did_start", self.throw_off_started),
                             ("round_did_resolve", self.round_resolved),
                             ("phase_did_change", self.phase_changed),
                             ("manche_did_end", self.manche_ended),
                             ("game_did_end", self.game_ended)):
            slot = partial(self._enqueue, signal)
            getattr(events, name).connect(slot)
            self._listening.append((getattr(events, name), slot))
        self._pending: list[tuple[Signal, object, TableSnapshot]] = []

    # ------------------------------------------------------------ queries for the views
    @property
    def is_human_turn(self) -> bool:
        return not self.game.over and self.game.players[self.game.current].is_human

    @property
    def has_human(self) -> bool:
        return any(spec.is_human for spec in self.game.players)

    @property
    def idle(self) -> bool:
        """Everything that happened has been shown and nothing is on hold."""
        return not self._pending and not self._view_busy and not self._paused

    def human_may_act(self) -> bool:
        return self.is_human_turn and self.idle and not self._shut

    def may_skip(self) -> bool:
        """Skip to my turn has something to do: a human at the table, the game played on
        (neither shut nor held by a lesson's step to read)."""
        return self.has_human and not self._shut and not self._paused

    def can_throw(self) -> bool:
        return self.human_may_act() and self.game.can_throw()

    def can_stop(self) -> bool:
        return self.human_may_act() and self.game.can_stop()

    def can_hold(self, die: int) -> bool:
        return self.human_may_act() and self.game.can_hold(die)

    # ------------------------------------------------------------ human intents
    def throw(self) -> None:
        self._human(self.game.throw, "throw")

    def stop(self) -> None:
        self._human(self.game.stop, "stop")

    def toggle_hold(self, die: int) -> None:
        self._human(lambda: self.game.toggle_hold(die), "hold")

    def _human(self, action: Callable[[], None], decision: str) -> None:
        if not self.is_human_turn:
            self.refused.emit(self.tr("Wait for your turn."))
            return
        if not self.idle or self._shut:  # a game shut (a lesson left) takes no more moves
            return
        reason = None if self.guard is None else self.guard(decision)
        if reason is not None:
            self.refused.emit(reason)
            return
        if decision != "hold" and (self.game.can_throw() if decision == "throw"
                                   else self.game.can_stop()):
            self.human_will_decide.emit(decision)  # the coach looks at the choice first
        try:
            action()
        except IllegalActionError as error:
            self.refused.emit(tr_text(error.text))
            return
        self._after_action()

    # ------------------------------------------------------------ pacing
    def _enqueue(self, signal: Signal, event: object) -> None:
        # The table as it stands when the event happens, shown with it.
        self._pending.append((signal, event, snapshot(self.game)))

    def _drain(self) -> None:
        while self._pending and not self._view_busy and not self._paused:
            signal, event, shown = self._pending.pop(0)
            self.shown = shown
            signal.emit(event)
            self.shown_changed.emit()

    def set_view_busy(self, busy: bool) -> None:
        """The table is still showing something (dice rolling): computers wait, humans too."""
        self._view_busy = busy
        if not busy:
            self._resume()

    def set_paused(self, paused: bool) -> None:
        """A summary is on screen: nobody plays until it is dismissed."""
        self._paused = paused
        if not paused:
            self._resume()

    def _resume(self) -> None:
        self._drain()
        self.state_changed.emit()
        self._schedule()

    def skip_to_my_turn(self) -> None:
        self.skipping = True
        self._schedule()

    def start(self) -> None:
        self._resume()

    def _schedule(self) -> None:
        if self.game.over or not self.idle or self._shut:
            return
        if self.is_human_turn:
            self.skipping = False
            self.state_changed.emit()
            return
        if not self._timer.isActive():
            self._timer.start(SKIP_DELAY_MS if self.skipping else self.computer_delay_ms)

    def _computer_step(self) -> None:
        if self.game.over or not self.idle or self.is_human_turn or self._shut:
            return
        player = self._players[self.game.current]
        apply_decision(self.game, player.decide(table_view(self.game)))
        self._after_action()

    def _after_action(self) -> None:
        if self.autosave is not None:
            self.autosave(self.game)
        self._resume()

    def shutdown(self) -> None:
        """The window closes or another game sits down: nobody plays this one any more."""
        self._shut = True
        self._timer.stop()

    def let_go(self) -> None:
        """The game leaves this controller for good (it may sit down again later, a lesson
        over, with a controller of its own): its events no longer come here."""
        for signal, slot in self._listening:
            signal.disconnect(slot)
        self._listening = []

