"""The main window: the dice tray at the centre, the scoreboard and the round's hands beside
it, the controls and a message line that always says what the human can do now.

Start-up matters (the window must paint about as fast as a bare Qt window), so the engine,
the models, the dialogs, and even the Qt classes the first frame does not use (PySide builds
each class's enums when it is first imported) are imported where they are first needed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QPushButton,
    QWidget,
)

from ...session.game_session import GameSession
from ...storage.settings import Settings, save_settings
from ..table.dice_tray import DiceTray
from ..table.summary_panel import SummaryPanel
from ..texts import announce, tr_text
from .controls import TableControls
from .game_files import GameFiles
from .game_records import GameRecords
from .layout import lay_out
from .menus import WindowMenus
from .pacing import TablePacing
from .save_status import SaveStatusBar

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent

    from ...engine.game import Game
    from ...engine.players import PlayerSpec
    from ...engine.rules import Rules
    from ...session.controller import GameController
    from ...storage.autosave import Autosave
    from ..table.felt import Felt


APP_TITLE = "Zanzibar Desktop"  # the program's name, never translated
# The layout of docks saved in the settings; raise it when docks change so an old layout
# is ignored rather than misapplied (2: the scoreboard moved from a splitter to a dock).
STATE_VERSION = 2


def _to_base64(data: QByteArray) -> str:
    return bytes(data.toBase64()).decode()


def _from_base64(text: str) -> QByteArray:
    return QByteArray.fromBase64(text.encode())


class MainWindow(QMainWindow):
    game_finished = Signal()

    def __init__(self, settings: Settings | None = None, autosave: Autosave | None = None,
                 demo: bool = False) -> None:
        super().__init__()
        self.settings = settings or Settings()
        self.demo = demo
        # The game in play lives in the session; the window shows it and sends intents.
        self.session = GameSession(None if demo else autosave, keep_records=not demo,
                                   parent=self)
        self.files = GameFiles(self)
        self._ready = False
        self.history_dock = None
        self.history = None
        self.statistics_dialog = None
        self._build_widgets()
        self.menus = WindowMenus(self)
        self.menus.apply_motion_settings()
        self.resize(1100, 740)
        if self.settings.window_geometry:
            self.restoreGeometry(_from_base64(self.settings.window_geometry))
        self._message_maker = None
        self.retranslate_ui()
        self.session.saving_failed.connect(self.save_status.saving_failed)
        self.session.saving_worked.connect(self.save_status.saving_worked)
        self.session.file_changed.connect(self.files.show_modified)
        self.records.listen(self.session.records)
        # What the first frame does not show is built right after it (a quicker start).
        QTimer.singleShot(0, self.ensure_ready)

    def ensure_ready(self) -> None:
        """Build the side tables, the menu entries and the playing keys (once)."""
        if self._ready:
            return
        self._ready = True
        from ..table.felt import Felt

        self.felt = Felt(self.tray, self.summary)
        self.pacing.attach_felt(self.felt)
        from .hints import Hints

        self.hints = Hints(self)
        self.menus.apply_motion_settings()
        self.side.build()
        for before, after in ((self.tray, self.throw_button), (self.throw_button, self.stop_button),
                              (self.stop_button, self.skip_button),
                              (self.skip_button, self.side.scoreboard),
                              (self.side.scoreboard, self.side.round_view)):
            QWidget.setTabOrder(before, after)
        self.menus.build()
        self.menus.view_menu.insertAction(self.menus.view_menu.actions()[1],
                                          self.scoreboard_dock.toggleViewAction())
        self.retranslate_ui()
        if self.settings.history_open and not self.demo:
            self.show_history(True)
        if self.settings.window_state:
            self.restoreState(_from_base64(self.settings.window_state), STATE_VERSION)

    # ------------------------------------------------------------ building
    def _build_widgets(self) -> None:
        self.save_status = SaveStatusBar()
        self.records_status = SaveStatusBar()
        self.turn_label = QLabel()
        self.turn_label.setTextFormat(Qt.TextFormat.PlainText)
        self.turn_label.setStyleSheet("font-size: 16pt; font-weight: bold;")
        self.turn_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tray = DiceTray()
        self.tray.die_clicked.connect(self.on_die_clicked)
        self.summary = SummaryPanel(self.tray)
        self.felt: Felt | None = None  # seats, banner, pot: built after the first frame
        self.pacing = TablePacing(self)
        self.controls = TableControls(self)
        self.records = GameRecords(self)
        self.throw_button = QPushButton()
        self.throw_button.clicked.connect(self._on_throw_button)
        self.stop_button = QPushButton()
        self.stop_button.clicked.connect(self.on_stop)
        self.skip_button = QPushButton()
        self.skip_button.clicked.connect(self.on_skip)
        self.hint_button = QPushButton()
        self.hint_button.clicked.connect(self.on_hint)
        lay_out(self)

    def retranslate_ui(self) -> None:
        """Every word the window shows, set again in the current language."""
        self.menus.retranslate_ui()
        self.tray.setAccessibleName(self.tr(
            "Dice tray: click a die, or press 1, 2 or 3, to keep it or throw it again"))
        self.message.setAccessibleName(self.tr("Message"))
        self.stop_button.setText(self.tr("&Stop here"))
        self.skip_button.setText(self.tr("S&kip to my turn"))
        self.hint_button.setText(self.tr("&Hint"))
        self.summary.retranslate_ui()
        self.save_status.retranslate_ui()
        self.records_status.retranslate_ui()
        self.side.retranslate_ui()
        if self.felt is not None:
            self.felt.retranslate_ui()
        self.scoreboard_dock.setWindowTitle(self.tr("Scoreboard"))
        self.scoreboard_dock.toggleViewAction().setText(self.tr("Score&board"))
        if self.history_dock is not None:
            self.history_dock.retranslate_ui()
        self._update_title()
        self.update_controls()
        if self._message_maker is not None:
            self.message.setText(self._message_maker())

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def say(self, maker) -> None:
        """Show a message; ``maker`` builds it, so it can be rebuilt in another language."""
        self._message_maker = maker
        self.message.setText(maker())
        if self._ready:  # nobody listens before the window is up; spare the start-up
            announce(self.message, self.message.text())

    # ------------------------------------------------------------ games
    @property
    def controller(self) -> GameController | None:
        """The controller of the game at the table (the session's)."""
        return self.session.controller

    @property
    def autosave(self) -> Autosave | None:
        return self.session.autosave

    @autosave.setter
    def autosave(self, autosave: Autosave | None) -> None:
        self.session.autosave = None if self.demo else autosave

    def start_game(self, game: Game, path: str | None = None, saved_moves: int = 0,
                   from_record: int | None = None) -> None:
        """Seat a new or loaded game at the table (the session's ``seat`` says what the
        arguments mean); the game there before leaves it."""
        self.ensure_ready()
        self.pacing.reset()
        self.summary.put_away()
        self.tray.finish_now()  # the last game's dice land before the new one sits down
        self.session.computer_delay_ms = self._effective_delay()
        controller = self.session.seat(game, path, saved_moves, from_record)
        self.history = None
        if self.history_dock is not None:
            from ..charts.history_dock import follow_game

            follow_game(self)
        self.side.follow(controller)
        self.felt.follow(controller, self._game_title())
        self.pacing.follow(controller)
        self.hints.follow(controller)
        self.hints.hide()
        controller.state_changed.connect(self.update_controls)
        controller.state_changed.connect(self.files.show_modified)
        controller.refused.connect(lambda text: self.say(lambda: text))
        self.tray.reseed(game.seed)
        if game.dice is not None:
            self.tray.show_dice(game.dice, list(game.held))
        else:
            self.tray.set_waiting()
        self._update_title()
        if game.opening_throws and not game.actions and not self.pacing.skip_opening:
            self.pacing.show_opening(game)  # holds the game until it is read
        controller.start()
        if game.over:
            self.pacing.on_game_ended(None)

    def new_game(self, rules: Rules | str, specs: list[PlayerSpec]) -> None:
        """A new game under these rules (a rules object, or the name of a preset)."""
        from ...engine.game import Game
        from ...engine.presets import preset_rules

        if isinstance(rules, str):
            rules = preset_rules(rules)
        self.start_game(Game(rules, specs))

    # ------------------------------------------------------------ human intents
    def on_die_clicked(self, die: int) -> None:
        if self.controller is None:
            return
        self.tray.set_focus_die(die)
        if self.controller.can_hold(die):
            self.controller.toggle_hold(die)

    def _on_throw_button(self) -> None:
        """Before any game the throw button offers a new game; then it throws."""
        if self.controller is None:
            self.on_new_game()
        else:
            self.on_throw()

    def _table_moved_on(self, on_summary) -> bool:  # noqa: ANN001
        """What the table waits on (the opener's throws, a result, a turn's final dice)
        moves on, ``on_summary`` doing it for a result; False when nothing waits."""
        if self.pacing.opening.show_all():
            return True
        if self.summary.isVisible():
            on_summary()
        elif self.pacing.lingering():
            self.pacing.move_on()
        else:
            return False
        return True

    def on_throw(self) -> None:
        if self._table_moved_on(self.summary.dismiss):
            return
        if self.controller is not None and self.controller.can_throw():
            self.controller.throw()

    def on_stop(self) -> None:
        if self.controller is not None and self.controller.can_stop():
            self.controller.stop()

    def on_space_key(self) -> None:
        """Space presses the button that has the keyboard focus, as everywhere; else throws."""
        from PySide6.QtWidgets import QAbstractButton, QApplication

        focus = QApplication.focusWidget()
        if (isinstance(focus, QAbstractButton) and self.isAncestorOf(focus)
                and focus.isVisible() and focus.isEnabled()):
            focus.click()
        else:
            self.on_throw()

    def on_enter(self) -> None:
        if not self._table_moved_on(self.summary.activate):
            self.on_stop()

    def on_review(self) -> None:
        """Game ▸ Review: every decision of the game so far, with what it cost."""
        if self.controller is None:
            return
        from ..dialogs.review_dialog import ReviewDialog

        self.review_dialog = ReviewDialog(self.controller.game, self)
        self.review_dialog.open()

    def on_statistics(self) -> None:
        """Game ▸ Statistics: every game played, per player."""
        self.records.open_statistics()

    def on_hint(self) -> None:
        """Help ▸ Hint, H or the Hint button: every choice's exact take, or away with it."""
        self.ensure_ready()
        self.hints.toggle()

    def on_skip(self) -> None:
        if self.controller is not None:
            self.controller.skip_to_my_turn()
            self.pacing.move_on()  # no waiting on the final dice either

    # ------------------------------------------------------------ what can be done now
    def update_controls(self) -> None:
        """The heading, the message line, the buttons and the menus, as the table stands."""
        self.controls.update()

    # ------------------------------------------------------------ files
    def on_new_game(self) -> None:
        from ..dialogs.new_game_dialog import NewGameDialog

        if not self.files.may_replace_game():
            return
        dialog = NewGameDialog(self.settings.last_table, self.settings.last_rules, self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        self.settings.last_table = dialog.seats()
        self.settings.last_rules = dialog.rules_name()
        self.save_settings()
        self.new_game(dialog.rules(), dialog.specs())

    # ------------------------------------------------------------ settings
    def _effective_delay(self) -> int:
        return 0 if self.settings.animation_speed == "instant" and self.demo else \
            self.settings.computer_delay_ms

    def save_settings(self) -> None:
        if self.demo:
            return
        from ...storage.errors import StorageError

        try:
            save_settings(self.settings)
        except StorageError as error:
            reason = error.text
            self.say(lambda: self.tr("Your settings could not be saved: {reason}.").format(
                reason=tr_text(reason)))

    def _game_title(self) -> str:
        """The game's name: its preset's title, or the name of its own rules."""
        from ...engine.presets import rules_title

        return rules_title(self.controller.game.rules.name, QCoreApplication.translate)

    def _update_title(self) -> None:
        """The platform's convention: what is open, then the program ("[*]" is where Qt puts
        the modified marker of a game opened from, or saved to, a file)."""
        if self.controller is None:
            self.setWindowTitle(APP_TITLE)
            return
        name = self._game_title()
        if self.felt is not None:
            self.felt.set_title(name)
        self.setWindowTitle(f"{name}[*] — {APP_TITLE}")
        self.files.show_modified()

    def show_history(self, visible: bool = True) -> None:
        """View ▸ History: the chart dock, created (and pyqtgraph loaded) on first use."""
        self.ensure_ready()
        if self.history_dock is None and not visible:
            return
        from ..charts.history_dock import show_history_dock

        show_history_dock(self, visible)

    def bring_to_front(self) -> None:
        """Another start of the program asked for this window (it keeps the autosave)."""
        self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.show()
        self.raise_()
        self.activateWindow()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.session.close()  # nothing plays on behind a closed window
        self.pacing.reset()
        self.summary.put_away()
        if self.felt is not None:
            self.felt.chips.finish_now()
        self.settings.window_geometry = _to_base64(self.saveGeometry())
        self.settings.window_state = _to_base64(self.saveState(STATE_VERSION))
        self.settings.history_open = (self.history_dock is not None
                                      and self.history_dock.isVisible())
        self.save_settings()
        super().closeEvent(event)
