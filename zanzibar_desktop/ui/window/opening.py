"""The throw for the opener, played on the table: each seat shows the die it threw, a tie
throws again (its dice appear a beat later), then the panel beside the dice says who opens.
The game waits until it has been read; Enter shows the rest at once, then continues."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ..texts import announce, isolated

if TYPE_CHECKING:
    from ...engine.game import Game
    from ...session.controller import GameController
    from ...storage.settings import Settings
    from ..table.felt import Felt
    from ..table.summary_panel import SummaryPanel

# Milliseconds between one throw for the opener and the next, by animation speed.
STEP_MS = {"normal": 1100, "fast": 600, "instant": 40}


class OpeningThrow(QObject):
    """The opening throw on the seats of ``felt`` (set once it exists) and in ``summary``."""

    changed = Signal()  # what the table waits on changed: the controls follow

    def __init__(self, summary: SummaryPanel, settings: Settings,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.summary = summary
        self.settings = settings
        self.felt: Felt | None = None
        self.active = False
        self.shown_steps = 0
        self._game: Game | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.next_step)

    @property
    def steps(self) -> int:
        """One step per throw for the opener, then the verdict."""
        return 0 if self._game is None else len(self._game.opening_throws) + 1

    def start(self, game: Game, controller: GameController) -> None:
        controller.set_paused(True)
        self._game = game
        self.active = True
        self.shown_steps = 0
        self.next_step()

    def next_step(self) -> None:
        """Show one more throw for the opener (or the verdict)."""
        if not self.active or self.shown_steps >= self.steps:
            return
        self.shown_steps += 1
        self._show()
        speed = self.settings.animation_speed
        if self.shown_steps < self.steps:
            self._timer.start(STEP_MS[speed])
        else:
            self.summary.start_auto_dismiss(3 * STEP_MS[speed])

    def show_all(self) -> bool:
        """Enter while the throws are still coming: show them all. False if all were shown."""
        if not self.active or self.shown_steps >= self.steps:
            return False
        self._timer.stop()
        self.shown_steps = self.steps - 1
        self.next_step()
        return True

    def finish(self) -> None:
        self.active = False
        self._timer.stop()
        if self.felt is not None:
            self.felt.show_opening(None)

    def _show(self) -> None:
        game = self._game
        rounds = game.opening_throws[:self.shown_steps]
        last_die: dict[int, int] = {}
        for faces in rounds:
            last_die.update(faces)
        self.felt.show_opening(last_die)
        self.summary.present(self.story)
        self.changed.emit()
        title, lines = self.story()
        announce(self.summary, " ".join([title, *lines]))

    def story(self) -> tuple[str, list[str]]:
        game = self._game
        names = [isolated(spec.name) for spec in game.players]
        lines = []
        for index, faces in enumerate(game.opening_throws[:self.shown_steps]):
            listed = ", ".join(f"{names[seat]} {face}" for seat, face in faces.items())
            lines.append((self.tr("Each player throws one die: {throws}.") if index == 0
                          else self.tr("Tie, they throw again: {throws}.")).format(throws=listed))
        if self.shown_steps >= self.steps:
            lines.append(self.tr("{name} has the highest die and opens.").format(
                name=names[game.first_opener]))
        return self.tr("Who opens?"), lines
