"""The bar above the table while a partie is worked out (issue 26).

The first time a Master sits at a table under some rules, or the hint is asked for there,
the whole heads-up partie is solved (seconds to minutes; ``benchmarks/partie_solve.py``) in
a worker process (``session/partie_solving.py`` starts it, ``session/solve_worker.py`` runs
it): this bar shows how far it is and offers to stop. Until the solution is at hand
the hint gives the manche's figures (the partie's "computing…") and a Master plays as the
Expert, and the bar says so; a stopped solve leaves them so for this game. The solution is
kept in the cache folder, so the same rules never make the player wait twice.

When to solve and what to say of it is the session's (``session/partie_solving.py``'s
``MasterPreparation``): the bar shows what it says, its estimate of the solve's time too —
at the recorded rate before the solve has made some progress, then the time left at this
machine's own pace, as progress comes.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from ...engine.partie.at_hand import KnownSolutions
from ...engine.partie.cost import about
from ...engine.text import Text
from ...i18n.numbers import percent
from ...session.partie_solving import MasterPreparation, PartieSolving
from ..retranslate import translate_ui
from ..texts import tr_text

DONE_SHOWN_MS = 5000  # how long "the Master plays for the partie now" stays


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
        self._left: float | None = None  # the time left at this machine's pace, once known
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
            if self._left is not None:
                self.text.setText(self.tr("Working out the partie (about {time} left)… {done}")
                                  .format(time=tr_text(about(self._left)),
                                          done=percent(self._fraction, 0)))
            elif self._seconds is None:
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
        self._left = None
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

    def pace(self, seconds_left: float) -> None:
        """The solve under way has about ``seconds_left`` to go at this machine's pace."""
        self._left = seconds_left
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


class MasterSolving(MasterPreparation):
    """The session's preparation of the Master (``MasterPreparation``: when the partie is
    worked out, and what the player is told of it) shown in ``bar``, which shows only what
    the session says."""

    def __init__(self, bar: MasterBar, solving: PartieSolving | None = None,
                 parent: QObject | None = None, held: KnownSolutions | None = None) -> None:
        super().__init__(solving, parent, held)
        self.bar = bar
        self.started.connect(bar.working)
        self.estimated.connect(bar.estimate)
        self.paced.connect(bar.pace)
        self.advanced.connect(bar.advance)
        self.said.connect(bar.outcome)
        self.noted.connect(bar.note)  # said once: it is set aside
        self.cleared.connect(bar.hide)
        bar.stop_wanted.connect(self.solving.cancel)
