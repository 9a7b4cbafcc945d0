"""The main window: the dice tray at the centre, the scoreboard and the round's hands beside
it, the controls and a message line that always says what the human can do now.

Start-up matters (the table must paint about as fast as a bare Qt window), so the window is
made in two steps. ``__init__`` makes the frame the player sees first: the menu bar's titles,
the dice tray, the buttons and the message line. ``ensure_ready``, right after that frame is
drawn (``first_frame_drawn``), makes the table's workings: the session that holds the game,
the felt's seats, the hints, the files and records, the menus' entries and the playing keys.
What it and the dialogs import comes through ``later.py``, the one place that says why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QPushButton,
    QWidget,
)

from ...storage.settings import Settings
from ..retranslate import retranslate_all, translate_ui
from ..screen_room import fit_to_screen
from ..table.dice_tray import DiceTray
from . import later
from .button_row import ButtonRow
from .controls import TableControls
from .docks import HandsDock, HistoryDock, SideDocks, place_docks
from .first_frame import FirstFrame
from .game_menu import GameMenu
from .game_records import GameRecords
from .intents import TableIntents
from .lesson_seat import LessonSeat
from .master_seat import MasterSeat
from .menus import WindowMenus, open_after
from .message_line import MessageLine
from .save_status import SaveStatusBar
from .settings_keeper import SettingsKeeper
from .table_column import TableColumn

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QResizeEvent

    from ...engine.game import Game
    from ...engine.players import PlayerSpec
    from ...engine.rules import Rules
    from ...engine.text import Text
    from ...session.controller import GameController
    from ...session.game_session import GameSession
    from ...storage.autosave import Autosave
    from ..table.felt import Felt
    from ..table.side_tables import SideTables
    from ..table.summary_panel import SummaryPanel
    from .game_files import GameFiles
    from .hints import Hints
    from .pacing import TablePacing


APP_TITLE = "Zanzibar Desktop"  # the program's name, never translated
# The layout of docks saved in the settings; raise it when docks change so an old layout
# is ignored rather than misapplied (2: the scoreboard moved from a splitter to a dock).
STATE_VERSION = 2
DEFAULT_SIZE = (1100, 740)


def _to_base64(data: QByteArray) -> str:
    return bytes(data.toBase64()).decode()


def _from_base64(text: str) -> QByteArray:
    return QByteArray.fromBase64(text.encode())


class MainWindow(QMainWindow):
    game_finished = Signal()
    first_frame_drawn = Signal()  # the frame is on screen: the rest of start-up may follow

    def __init__(self, settings: Settings | None = None, autosave: Autosave | None = None,
                 demo: bool = False) -> None:
        super().__init__()
        self.settings = settings or Settings()
        self.demo = demo
        self._autosave = None if demo else autosave
        self._ready = False
        self._warmed = False  # the odds and the sounds, readied when a first game sits down
        # The game in play lives in the session; the window shows it and sends intents. It
        # and the helpers that serve it are made by ensure_ready, after the first frame.
        self.session: GameSession | None = None
        self.files: GameFiles | None = None
        self.records: GameRecords | None = None
        self.pacing: TablePacing | None = None
        # Every widget the window owns, declared here; the felt, the hints and the history
        # chart are made after the first frame (ensure_ready, show_history).
        self.save_status = SaveStatusBar()
        self.records_status = SaveStatusBar()
        self.turn_label = QLabel()
        self.tray = DiceTray()
        self.summary: SummaryPanel | None = None  # a round's result, over the tray
        self.felt: Felt | None = None  # seats, banner, pot
        self.hints: Hints | None = None
        self.throw_button = QPushButton()
        self.stop_button = QPushButton()
        self.skip_button = QPushButton()
        self.hint_button = QPushButton()
        self.message = MessageLine()
        self.side: SideTables | None = None  # the scoreboard dock's tables
        self.scoreboard_dock = QDockWidget()
        self.history_dock = QDockWidget()  # View ▸ History, below the felt
        self.hands_dock = QDockWidget()  # View ▸ Hands card: what beats what, beside the felt
        self.game_menu: GameMenu | None = None  # the Game entries' dialogs
        self.lesson_seat: LessonSeat | None = None  # Help ▸ Learn to play, and what follows
        self.masters: MasterSeat | None = None  # the Master's preparation, when one sits
        self.menus = WindowMenus(self.menuBar(), self.settings, self)
        self.sounds = None  # the menus' player, made with their entries
        self.controls = TableControls(self)
        self.intents = TableIntents(self, self.tray, self.throw_button, self.stop_button,
                                    self.skip_button, self.hint_button)
        self.keeper = SettingsKeeper(self.settings, demo, self.tray, self.menus, self)
        self._lay_out()
        self.intents.new_game_wanted.connect(self.on_new_game)
        self.intents.hint_wanted.connect(self.on_hint)
        self.keeper.said.connect(self.say)
        # A first start's size, within the screen (an 800×600 one too); a saved geometry is
        # fitted to the screen by Qt.
        fit_to_screen(self, *DEFAULT_SIZE)
        if self.settings.window_geometry:
            self.restoreGeometry(_from_base64(self.settings.window_geometry))
        # The docks as the player left them, in the first frame already (their contents come
        # right after it): the table does not move once it is on screen.
        if self.settings.window_state:
            self.restoreState(_from_base64(self.settings.window_state), STATE_VERSION)
        self.history_dock.setVisible(self.settings.history_open and not demo)
        translate_ui(self)
        # The rest is made right after the first frame, or when a game sits before (the demo).
        FirstFrame(self).drawn.connect(self._on_first_frame)

    def _on_first_frame(self) -> None:
        self.first_frame_drawn.emit()  # start-up's own next steps first (app.settle_in)
        self.ensure_ready()

    def ensure_ready(self) -> None:
        """Make the session, the helpers that serve it, the felt's seats, the menu entries
        and the playing keys (once)."""
        if self._ready:
            return
        self._ready = True
        self.message.announcing = True
        self.session = later.session.GameSession(self._autosave, keep_records=not self.demo,
                                                 parent=self)
        # The helpers, each given what it uses.
        self.files = later.game_files.GameFiles(self, self.session, self.settings)
        self.records = GameRecords(self, self.say, self.files.may_replace_game, self.session)
        self.summary = later.summary_panel.SummaryPanel(self.tray)
        self.pacing = later.pacing.TablePacing(self.session, self.tray, self.summary,
                                               self.settings, self.demo,
                                               self.records.record_text, self)
        self.felt = later.felt.Felt(self.tray, self.summary)
        self.side = later.side_tables.SideTables()
        self.pacing.attach_felt(self.felt)
        self.hints = later.hints.Hints(self.session, self.felt.hint_panel(), self.tray,
                                       self.settings, later.coach, self)
        self.hints.coach_said.connect(self.felt.show_coach)
        self.hints.choice_pointed.connect(self.hands_view.point_at)
        self.intents.serve(self.session, self.pacing, self.summary, self.hints)
        self._connect_session()
        self.masters = MasterSeat(self.session, self.column.add_bar, self.hints, parent=self)
        self.game_menu = GameMenu(self.session, self.files, self.records, self.masters,
                                  self.settings, self.keeper.save, self)
        self.game_menu.game_wanted.connect(self.new_game)
        self.lesson_seat = LessonSeat(self.session, self.felt, self.summary, self.settings,
                                      self.keeper.save, self)
        self.lesson_seat.game_wanted.connect(
            lambda game, lesson: self.start_game(game, lesson=lesson))
        self.lesson_seat.said.connect(self.say)
        self.lesson_seat.new_game_wanted.connect(self.on_new_game)
        self.intents.escape_unused.connect(self.lesson_seat.leave)
        self.keeper.attach_felt(self.felt)
        self.scoreboard_dock.setWidget(self.side)
        self.side.columns_fitted.connect(lambda: self.side_docks.fit_shown(self.scoreboard_dock))
        for before, after in ((self.tray, self.throw_button), (self.throw_button, self.stop_button),
                              (self.stop_button, self.skip_button)):
            QWidget.setTabOrder(before, after)
        self.side.tab_after(self.skip_button)
        self.menus.build(self.session)
        self.sounds = self.menus.sounds
        self.menus.add_dock_entries(self.scoreboard_dock.toggleViewAction(),
                                    self.hands_dock.toggleViewAction())
        self._connect_menus()
        self.retranslate_ui()
        # Checked while open, even as a tab behind another (visibilityChanged would uncheck it)
        self.history_dock.toggleViewAction().toggled.connect(self.menus.history_action.setChecked)
        self.history_view.follow(self.session)  # left open: its chart
        self.menus.hands_card_wanted.connect(self.hands_dock.show)  # from Help ▸ Hands
        self.hands_view.follow(self.session)

    # ------------------------------------------------------------ building
    def _lay_out(self) -> None:
        """The save bars, the heading, the felt with the dice, the buttons and the message
        line down the middle; the detailed scoreboard in a dock beside it (View ▸
        Scoreboard, hidden at first)."""
        for button in (self.throw_button, self.stop_button, self.skip_button, self.hint_button):
            button.setMinimumHeight(36)
            button.setMinimumWidth(96)
        self.button_row = ButtonRow([self.throw_button, self.stop_button, self.skip_button,
                                     self.hint_button])
        self.column = TableColumn((self.save_status, self.records_status), self.turn_label,
                                  self.tray, self.button_row, self.message)
        self.setCentralWidget(self.column)
        place_docks(self, self.history_dock, self.scoreboard_dock, self.hands_dock)
        docks = (self.scoreboard_dock, self.hands_dock)
        self.side_docks = SideDocks(self, docks, self.history_dock, self.tray)
        # Their contents made when they first show (the History chart, the hands card).
        self.history_view = HistoryDock(self.history_dock, self, self.settings, parent=self)
        self.hands_view = HandsDock(self.hands_dock, self.side_docks, self.settings, parent=self)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A window made narrower takes the room from the docks beside the felt first (Qt
        would take it from the felt): their tables scroll, the dice stay readable."""
        super().resizeEvent(event)
        self.side_docks.window_resized()

    def _connect_menus(self) -> None:
        """The Game entries, the history and the hint: the window's own intents."""
        menus = self.menus
        for action, slot in ((menus.new_action, self.on_new_game),  # dialogs: after the entry
                             (menus.open_action, self.files.on_open),
                             (menus.save_action, self.files.on_save),
                             (menus.save_as_action, self.files.on_save_as),
                             (menus.quit_action, self.close)):  # it may ask to save first
            open_after(action, slot, self)
        for action, slot in ((menus.review_action, self.on_review),  # windows that never hold
                             (menus.statistics_action, self.records.open_statistics),
                             (menus.hint_action, self.on_hint),  # the caller
                             (menus.learn_action, self.on_learn)):
            action.triggered.connect(slot)
        menus.history_action.toggled.connect(self.show_history)

    def _connect_session(self) -> None:
        """What the session and the helpers say, to the widgets that show it."""
        session = self.session
        for view in (self.side, self.felt, self.pacing, self.hints):
            view.follow(session)  # each shows every game the session seats
        session.game_seated.connect(self._follow_game)
        session.saving_failed.connect(self.save_status.saving_failed)
        session.saving_worked.connect(self.save_status.saving_worked)
        session.file_changed.connect(self.show_modified)
        self.records.listen(session.records, self.records_status)
        self.records.open_game.connect(
            lambda game, number: self.start_game(game, saved_moves=len(game.actions),
                                                 from_record=number))
        files = self.files
        files.open_game.connect(self.start_game)
        files.wanted.connect(self.bring_to_front)
        files.folder_chosen.connect(self.keeper.save)
        files.said.connect(self.say)
        pacing = self.pacing
        pacing.said.connect(self.say)
        pacing.changed.connect(self.update_controls)
        pacing.sound.connect(lambda name: self.sounds.play(name))
        pacing.game_finished.connect(self.game_finished)
        pacing.play_again.connect(lambda: self.game_menu.play_again())
        pacing.new_game_wanted.connect(self.on_new_game)
        pacing.review_wanted.connect(self.on_review)

    def retranslate_ui(self) -> None:
        """Every word the window shows, set again in the current language."""
        self.stop_button.setText(self.tr("&Stop here"))
        self.button_row.set_wordings(self.skip_button, self.tr("S&kip to my turn"),
                                     self.tr("S&kip", "the Skip to my turn button, short"))
        self.hint_button.setText(self.tr("&Hint"))
        self.scoreboard_dock.setWindowTitle(self.tr("Scoreboard"))
        self.scoreboard_dock.toggleViewAction().setText(self.tr("Score&board"))
        self._update_title()
        self.update_controls()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_all()  # this window's words, and every registered widget's
        super().changeEvent(event)

    def say(self, maker) -> None:  # noqa: ANN001 - a function that makes the words
        """Show a message; ``maker`` builds it, so it can be rebuilt in another language."""
        self.message.say(maker)

    # ------------------------------------------------------------ games
    @property
    def controller(self) -> GameController | None:
        """The controller of the game at the table (the session's), None before one sits."""
        return None if self.session is None else self.session.controller

    @property
    def autosave(self) -> Autosave | None:
        return self._autosave if self.session is None else self.session.autosave

    @autosave.setter
    def autosave(self, autosave: Autosave | None) -> None:
        self._autosave = None if self.demo else autosave
        if self.session is not None:
            self.session.autosave = self._autosave

    def recover(self) -> tuple[Game | None, Text | None]:
        """The unfinished game the autosave kept, if any, and what went wrong reading it."""
        return self.session.recover()

    def request_open(self, path: str) -> None:
        """A game file the system, or another start of the program, asks to open."""
        self.files.request_open(path)

    def not_autosaving(self, maker) -> None:  # noqa: ANN001 - a function that makes the words
        """The bar over the table says the game is not saved automatically, and why."""
        self.save_status.not_autosaving(maker)

    def start_game(self, game: Game, path: str | None = None, saved_moves: int = 0,
                   from_record: int | None = None, lesson: bool = False) -> None:
        """Seat a new or loaded game at the table (the session's ``seat`` says what the
        arguments mean); the game there before leaves it."""
        self.ensure_ready()
        self.pacing.seat(game, self.keeper.computer_delay(), path, saved_moves, from_record, lesson)
        self._update_title()
        self.pacing.start()

    def _follow_game(self, controller: GameController) -> None:
        """A game sat down in the session (the views follow it themselves, just before):
        what its first throw and hint use, readied; the controls follow it."""
        if not self._warmed:  # the first game: what its first throw and hint use, readied
            self._warmed = True
            later.warm_up(later.coach)
            if self.settings.sound:
                QTimer.singleShot(0, self, self.sounds.warm_up)
        controller.state_changed.connect(self.update_controls)
        controller.state_changed.connect(self.show_modified)
        controller.refused.connect(lambda text: self.say(lambda: text))

    def new_game(self, rules: Rules | str, specs: list[PlayerSpec]) -> None:
        """A new game under these rules (a rules object, or the name of a preset)."""
        self.ensure_ready()
        self.start_game(self.session.new_game(rules, specs))

    # ------------------------------------------------------------ human intents
    def on_enter(self) -> None:
        """Enter, as the playing key does."""
        self.intents.on_enter()

    def on_skip(self) -> None:
        """Skip to my turn, as its button does."""
        self.intents.on_skip()

    def on_review(self) -> None:
        """Game ▸ Review: every decision of the game so far, with what it cost."""
        self.game_menu.review()

    def on_hint(self) -> None:
        """Help ▸ Hint, H or the Hint button: every choice's exact take, or away with it."""
        self.ensure_ready()
        self.hints.toggle()

    # ------------------------------------------------------------ Learn to play
    def lesson_guide(self):  # noqa: ANN201 - LessonGuide
        """The lesson guide (Help ▸ Learn to play), made when first asked."""
        self.ensure_ready()
        return self.lesson_seat.lesson_guide()

    def on_learn(self) -> None:
        """Help ▸ Learn to play: start the lesson, or continue it."""
        self.lesson_guide().offer()

    def offer_lesson_once(self) -> None:
        """At a first start, once: the offer to learn, after the frame, never waiting."""
        if not self.demo:
            self.lesson_seat.offer_once()

    # ------------------------------------------------------------ what can be done now
    def update_controls(self) -> None:
        """The heading, the message line, the buttons and the menus, as the table stands."""
        pacing = self.pacing
        controls = self.controls.state(
            self.controller,
            self.summary.headline() if self.controller else None,
            pacing is not None and pacing.game_over_shown,
            pacing is not None and pacing.lingering())
        self.tray.set_interactive(controls.dice)
        self.turn_label.setText(controls.heading)
        if controls.message is not None:
            self.say(controls.message)
        self.throw_button.setText(controls.throw_text)
        for button, enabled in ((self.throw_button, controls.throw),
                                (self.stop_button, controls.stop),
                                (self.skip_button, controls.skip),
                                (self.hint_button, controls.hint)):
            button.setEnabled(enabled)
        self.menus.enable_for_game(controls.has_game,
                                   self.demo or (self.session is not None and self.session.lesson))

    # ------------------------------------------------------------ files
    def on_new_game(self) -> None:
        """Game ▸ New (also Throw before any game)."""
        self.ensure_ready()
        self.game_menu.new_game()

    def _update_title(self) -> None:
        """The platform's convention: what is open, then the program ("[*]" is where Qt puts
        the modified marker of a game opened from, or saved to, a file)."""
        if self.controller is None:
            self.setWindowTitle(APP_TITLE)
            return
        name = self.session.title(QCoreApplication.translate)  # a preset's, or the rules'
        if self.felt is not None:
            self.felt.set_title(name)
        self.setWindowTitle(f"{name}[*] — {APP_TITLE}")
        self.show_modified()

    def show_modified(self) -> None:
        """The title's marker: a game kept in a file has moves the file does not hold."""
        self.setWindowModified(self.session.modified)

    def show_history(self, visible: bool = True) -> None:
        """View ▸ History: the chart dock."""
        self.history_view.show(visible)

    def bring_to_front(self) -> None:
        """Another start of the program asked for this window (it keeps the autosave)."""
        self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.show()
        self.raise_()
        self.activateWindow()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.session is not None:
            self.session.close()  # nothing plays on behind a closed window
            self.pacing.reset()
            self.summary.put_away()
        if self.felt is not None:
            self.felt.finish_now()
        if self.masters is not None:
            self.masters.stop()
        self.settings.window_geometry = _to_base64(self.saveGeometry())
        self.settings.window_state = _to_base64(self.saveState(STATE_VERSION))
        self.settings.history_open = self.history_dock.isVisible()
        self.keeper.save()
        super().closeEvent(event)
