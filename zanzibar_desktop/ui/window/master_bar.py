"""The bar above the table while a partie is worked out (issue 26).

The first time a Master sits at a table under some rules, or the hint is asked for there,
the whole heads-up partie is solved (seconds to minutes; ``benchmarks/partie_solve.py``) on
a thread: this bar shows how far it is and offers to stop. Until the solution is at hand
the hint gives the manche's figures (the partie's "computing…") and a Master plays as the
Expert, and the bar says so; a stopped solve leaves them so for this game. The solution is
kept in the cache folder, so the same rules never make the player wait twice.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from ...engine.partie.cost import about
from ...engine.partie.solvers import unsolved_reason
from ...engine.rules import Rules
from ...engine.text import QT_TRANSLATE_NOOP, Text
from ...i18n.numbers import percent
from ...session.controller import GameController
from ...session.partie_solving import PartieSolving
from ..retranslate import translate_ui
from ..texts import tr_text

DONE_SHOWN_MS = 5000  # how long "the Master plays for the partie now" stays

_MASTER_READY = QT_TRANSLATE_NOOP("MasterBar", "Done: the hint gives the partie's figures, and "
                                  "a Master plays for the partie.")
_MASTER_STOPPED = QT_TRANSLATE_NOOP("MasterBar", "Stopped: the hint gives the manche's figures "
                                    "and a Master plays as the Expert in this game.")
_MASTER_FAILED = QT_TRANSLATE_NOOP("MasterBar", "The partie could not be worked out ({reason}): "
                                   "a Master plays as the Expert in this game.")
_MASTER_NOT_KEPT = QT_TRANSLATE_NOOP("MasterBar", "Done, but it could not be kept for next "
                                     "time: {reason}.")


class MasterBar(QFrame):
    """A non-modal bar: the Master's solve under way (progress, Stop), then its outcome."""

    stop_wanted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("masterBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.text = QLabel()
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.progress.setTextVisible(False)
        self.progress.setMaximumWidth(160)
        self.stop_button = QPushButton()
        self.stop_button.clicked.connect(self.stop_wanted)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 4, 4)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.progress)
        layout.addWidget(self.stop_button)
        self._fraction = 0.0
        self._seconds: float | None = None  # the solve's time, estimated before it started
        self._outcome: Text | None = None
        self._note: Text | None = None  # said before the work: why it is done again
        self._fade = QTimer(self)
        self._fade.setSingleShot(True)
        self._fade.timeout.connect(self.hide)
        translate_ui(self)
        self.hide()

    def retranslate_ui(self) -> None:
        self.stop_button.setText(self.tr("S&top"))
        self.stop_button.setToolTip(self.tr("The Master plays as the Expert in this game"))
        self.progress.setAccessibleName(self.tr("The Master's preparation"))
        self._show_text()

    def _show_text(self) -> None:
        if self._outcome is not None:
            self.text.setText(tr_text(self._outcome))
        else:
            # One short line, so that a small window keeps its table; the whole story in the
            # bar's tooltip and its description for screen readers.
            if self._seconds is None:
                self.text.setText(self.tr("Working out the partie… {done}").format(
                    done=percent(self._fraction, 0)))
            else:
                self.text.setText(self.tr("Working out the partie (about {time})… {done}").format(
                    time=tr_text(about(self._seconds)), done=percent(self._fraction, 0)))
            if self._note is not None:
                self.text.setText(f"{tr_text(self._note)} {self.text.text()}")
        story = "" if self._outcome is not None else self.tr(
            "Working out the whole partie under these rules, once and for all: until then the "
            "hint gives the manche's figures and a Master plays as the Expert.")
        self.setToolTip(story)
        self.setAccessibleName(self.text.text())
        self.setAccessibleDescription(story)

    def note(self, text: Text) -> None:
        """Say ``text`` before the work that follows (a kept solution refused: it is worked
        out again), until its outcome."""
        self._note = text
        self._show_text()

    def working(self) -> None:
        self._outcome = None
        self._fraction = 0.0
        self._seconds = None
        self.progress.setValue(0)
        self.progress.show()
        self.stop_button.show()
        self._fade.stop()
        self._show_text()
        self.show()

    def estimate(self, seconds: float) -> None:
        """The solve under way takes about ``seconds`` (estimated before it started)."""
        self._seconds = seconds
        self._show_text()

    def advance(self, fraction: float) -> None:
        self._fraction = fraction
        self.progress.setValue(round(1000 * fraction))
        self._show_text()

    def outcome(self, text: Text, fade: bool) -> None:
        """What came of it, said in the bar (which goes by itself after a while if
        ``fade``)."""
        self._outcome = text
        self._note = None
        self.progress.hide()
        self.stop_button.hide()
        self._show_text()
        self.show()
        if fade:
            self._fade.start(DONE_SHOWN_MS)


class MasterSolving(QObject):
    """Starts the Master's solve when a game with a Master sits down and keeps ``bar`` in
    step with it; the solve itself is the session's (``PartieSolving``)."""

    def __init__(self, bar: MasterBar, solving: PartieSolving | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.bar = bar
        self.solving = solving if solving is not None else PartieSolving(parent=self)
        self._rules: Rules | None = None
        self._stopped: Rules | None = None  # the rules whose solve the player stopped
        self.solving.estimated.connect(self._estimated)
        self.solving.progressed.connect(self._advance)
        self.solving.solved.connect(self._solved)
        self.solving.cancelled.connect(self._cancelled)
        self.solving.failed.connect(self._failed)
        self.solving.cache_problem.connect(self._not_kept)
        self.solving.refused.connect(self.bar.note)  # said once: it is set aside
        bar.stop_wanted.connect(self.solving.cancel)

    def follow(self, controller: GameController) -> None:
        """A game sat down: with a Master at it, its partie is worked out now."""
        if any(spec.level == "master" for spec in controller.game.players):
            reason = unsolved_reason(controller.game.rules)
            if reason is not None:  # said once, at the table: the Master plays as Expert
                self.bar.outcome(_MASTER_FAILED.with_args(reason=reason), fade=False)
                return
            self.want(controller.game.rules)

    def want(self, rules: Rules) -> None:
        """The partie of ``rules`` is wanted (a Master, the hint): worked out unless it is
        at hand, under way, or stopped by the player for this game."""
        if rules == self._stopped or self.solving.solution(rules) is not None:
            return
        if self.solving.working and rules == self._rules:
            return
        self._rules = rules
        if self.solving.solve(rules) and self.solving.working:
            self.bar.working()

    def new_game(self) -> None:
        """A stop holds for the game it was asked in, and what the bar said of the last
        game goes with it (a solve under way stays shown)."""
        self._stopped = None
        if not self.solving.working:
            self.bar.hide()

    @property
    def computing(self) -> bool:
        return self.solving.working

    def computing_for(self, rules: Rules) -> bool:
        """Whether the partie of ``rules`` is the one being worked out."""
        return self.solving.working and rules == self._rules

    def stop(self) -> None:
        """The window closes: the solve stops with it (its worker process ends at its next check)."""
        self.solving.cancel()

    def _estimated(self, seconds: float) -> None:
        if self.solving.working:
            self.bar.estimate(seconds)

    def _advance(self, fraction: float) -> None:
        if self.solving.working:
            self.bar.advance(fraction)

    def _solved(self, rules: Rules) -> None:
        if rules == self._rules:
            self.bar.outcome(_MASTER_READY, fade=True)

    def _cancelled(self, rules: Rules) -> None:
        self._stopped = rules
        if rules == self._rules:
            self.bar.outcome(_MASTER_STOPPED, fade=True)

    def _failed(self, reason: Text) -> None:
        self.bar.outcome(_MASTER_FAILED.with_args(reason=reason), fade=False)

    def _not_kept(self, reason: Text) -> None:
        self.bar.outcome(_MASTER_NOT_KEPT.with_args(reason=reason), fade=True)


