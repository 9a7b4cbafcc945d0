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

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDockWidget,
    QFrame,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ...storage.errors import StorageError
from ...storage.settings import Settings, save_settings
from ..modal import modal
from ..retranslate import retranslate_all, translate_ui
from ..table.dice_tray import DiceTray
from ..texts import announce, tr_text
from . import later
from .button_row import ButtonRow
from .controls import TableControls
from .game_records import GameRecords
from .menus import WindowMenus, open_after
from .save_status import SaveStatusBar

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QPaintEvent, QResizeEvent, QShowEvent

    from ...engine.game import Game
    from ...engine.players import PlayerSpec
    from ...engine.rules import Rules
    from ...session.controller import GameController
    from ...session.game_session import GameSession
    from ...storage.autosave import Autosave
    from ..charts.history_chart import HistoryChart
    from ..table.felt import Felt
    from ..table.hands_card import HandsCard
    from ..table.side_tables import SideTables
    from ..table.summary_panel import SummaryPanel
    from .game_files import GameFiles
    from .hints import Hints
    from .master_bar import MasterSolving
    from .pacing import TablePacing


APP_TITLE = "Zanzibar Desktop"  # the program's name, never translated
# The layout of docks saved in the settings; raise it when docks change so an old layout
# is ignored rather than misapplied (2: the scoreboard moved from a splitter to a dock).
STATE_VERSION = 2
# How long start-up waits for the first frame before going on without it (a window shown
# minimized is not drawn until the player brings it up).
FRAME_WAIT_MS = 2000
HISTORY_MIN_HEIGHT = 150
DEFAULT_SIZE = (1100, 740)
# A window shorter than this stacks the docks beside the felt as tabs (one above the other
# each would be left too little height).
TABS_BELOW_HEIGHT = 1000
# The felt keeps this width beside the docks when they first show (four seats and the dice
# readable); the docks' tables scroll sideways in what is left.
FELT_KEEPS = 500
# A window shorter than this has no room for the History dock under the felt beside other
# docks: it joins them as a tab (under the felt, it would leave the dice too little height).
HISTORY_UNDER_FELT_HEIGHT = 650


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
        self._drawn = False
        self._warmed = False  # the odds and the sounds, readied when a first game sits down
        self._charting = False  # the history chart's modules are on their way
        self._message_maker = None
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
        self.message = QLabel()
        self.side: SideTables | None = None  # the scoreboard dock's tables
        self.scoreboard_dock = QDockWidget()
        self.history_dock = QDockWidget()  # View ▸ History, below the felt
        self.history_chart: HistoryChart | None = None  # made when first shown (pyqtgraph)
        self.history = None  # the history dock's data for the game at the table
        self.hands_dock = QDockWidget()  # View ▸ Hands card: what beats what, beside the felt
        self.hands_card: HandsCard | None = None  # made when the dock is first shown
        self.review_dialog = None
        self.lessons = None  # Help ▸ Learn to play: the lesson guide, made when first asked
        self.master: MasterSolving | None = None  # the Master's preparation, when one sits
        self.menus = WindowMenus(self.menuBar(), self.settings, self)
        self.sounds = None  # the menus' player, made with their entries
        self.controls = TableControls(self)
        self._lay_out()
        self._connect()
        self._apply_motion()
        # A first start's size, within the screen (an 800×600 one too); a saved geometry is
        # fitted to the screen by Qt.
        screen = self.screen() or QGuiApplication.primaryScreen()
        self.resize(QSize(*DEFAULT_SIZE).boundedTo(screen.availableGeometry().size()))
        if self.settings.window_geometry:
            self.restoreGeometry(_from_base64(self.settings.window_geometry))
        # The docks as the player left them, in the first frame already (their contents come
        # right after it): the table does not move once it is on screen.
        if self.settings.window_state:
            self.restoreState(_from_base64(self.settings.window_state), STATE_VERSION)
        self.history_dock.setVisible(self.settings.history_open and not demo)
        translate_ui(self)
        # What the first frame does not show is made right after it (_on_first_frame), or
        # when a game sits down before (the demo).

    def paintEvent(self, event: QPaintEvent) -> None:
        """The first frame: its children paint in the same pass and the window is put on
        screen before the loop turns again, when ``first_frame_drawn`` is said."""
        super().paintEvent(event)
        if not self._drawn:
            self._drawn = True
            QTimer.singleShot(0, self, self._on_first_frame)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._drawn:  # started minimized, or on another desktop: no frame comes
            QTimer.singleShot(FRAME_WAIT_MS, self, self._no_frame_yet)

    def _no_frame_yet(self) -> None:
        """Start-up does not wait for ever for a frame the window system does not ask for."""
        if not self._drawn:
            self._drawn = True
            self._on_first_frame()

    def _on_first_frame(self) -> None:
        """The frame is drawn: it reaches the screen (the window system may hold it in a
        buffer until the program next waits), then start-up goes on."""
        QGuiApplication.sync()
        self.first_frame_drawn.emit()  # start-up's own next steps first (app.settle_in)
        self.ensure_ready()

    def ensure_ready(self) -> None:
        """Make the session, the helpers that serve it, the felt's seats, the menu entries
        and the playing keys (once)."""
        if self._ready:
            return
        self._ready = True
        self.session = later.session.GameSession(self._autosave, keep_records=not self.demo,
                                                 parent=self)
        # The helpers, each given what it uses.
        self.files = later.game_files.GameFiles(self, self.session, self.settings)
        self.records = GameRecords(self, self.say, self.files.may_replace_game)
        self.summary = later.summary_panel.SummaryPanel(self.tray)
        self.pacing = later.pacing.TablePacing(self.session, self.tray, self.summary,
                                               self.settings, self.demo,
                                               self.records.record_text, self)
        self.felt = later.felt.Felt(self.tray, self.summary)
        self.pacing.attach_felt(self.felt)
        self.hints = later.hints.Hints(self.session, self.felt, self.tray, self.settings,
                                       later.coach, self)
        self.hints.partie_wanted.connect(lambda rules: self._master_solving().want(rules))
        self._connect_session()
        self._apply_motion()
        self.side = later.side_tables.SideTables()
        self.scoreboard_dock.setWidget(self.side)
        self.side.columns_fitted.connect(lambda: self.scoreboard_dock.isVisible()
                                         and self._fit_side_dock(self.scoreboard_dock))
        for before, after in ((self.tray, self.throw_button), (self.throw_button, self.stop_button),
                              (self.stop_button, self.skip_button),
                              (self.skip_button, self.side.scoreboard),
                              (self.side.scoreboard, self.side.round_view)):
            QWidget.setTabOrder(before, after)
        self.menus.build(self.session)
        self.sounds = self.menus.sounds
        self.menus.view_menu.insertAction(self.menus.view_menu.actions()[1],
                                          self.scoreboard_dock.toggleViewAction())
        self._connect_menus()
        self._make_playing_keys()
        self.retranslate_ui()
        # Checked while the dock is open, also as a tab behind another (visibilityChanged
        # would uncheck it there, and the entry would then close it).
        self.history_dock.toggleViewAction().toggled.connect(self.menus.history_action.setChecked)
        self.history_dock.visibilityChanged.connect(self._on_history_shown)
        self._on_history_shown(self.history_dock.isVisible())  # left open: its chart
        self._ready_hands_card()

    # ------------------------------------------------------------ building
    def _lay_out(self) -> None:
        """The save bars, the heading, the felt with the dice, the buttons and the message
        line down the middle; the detailed scoreboard in a dock beside it (View ▸
        Scoreboard, hidden at first)."""
        self.turn_label.setTextFormat(Qt.TextFormat.PlainText)
        heading = self.turn_label.font()  # a font, not a style sheet: the frame's widgets
        heading.setPointSize(16)  # keep Qt's plain style (a style sheet costs the first frame)
        heading.setBold(True)
        self.turn_label.setFont(heading)
        self.turn_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setMargin(4)
        font = self.message.font()
        font.setPointSize(11)
        self.message.setFont(font)
        # Two lines are kept for it, so the felt does not jump when a message wraps.
        self.message.setMinimumHeight(2 * self.message.fontMetrics().lineSpacing() + 8)
        for button in (self.throw_button, self.stop_button, self.skip_button, self.hint_button):
            button.setMinimumHeight(36)
            button.setMinimumWidth(96)
        self.button_row = ButtonRow([self.throw_button, self.stop_button, self.skip_button,
                                     self.hint_button])
        table_side = QWidget()
        column = QVBoxLayout(table_side)
        for widget, stretch in ((self.save_status, 0), (self.records_status, 0),
                                (self.turn_label, 0), (self.tray, 1)):
            column.addWidget(widget, stretch)
        column.addWidget(self.button_row)
        column.addWidget(self.message)
        self.setCentralWidget(table_side)
        # The docks beside the felt run the window's whole height, the History dock only
        # under the felt: stacked, each keeps room for its rows.
        for corner in (Qt.Corner.BottomRightCorner, Qt.Corner.TopRightCorner):
            self.setCorner(corner, Qt.DockWidgetArea.RightDockWidgetArea)
        for corner in (Qt.Corner.BottomLeftCorner, Qt.Corner.TopLeftCorner):
            self.setCorner(corner, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.history_dock.setObjectName("historyDock")
        # Low enough that an 800×600 window holds the felt above it (the player may pull it
        # taller): the felt keeps room for the seats and the dice.
        self.history_dock.setMinimumHeight(HISTORY_MIN_HEIGHT)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.history_dock)
        self.history_dock.hide()
        self.scoreboard_dock.setObjectName("scoreboardDock")
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.scoreboard_dock)
        self.scoreboard_dock.hide()  # the seats on the felt tell it all; the player may open it
        self.hands_dock.setObjectName("handsDock")
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.hands_dock)
        self.hands_dock.hide()  # View ▸ Hands card; the window state keeps it open if it was
        for dock in (self.scoreboard_dock, self.hands_dock):
            dock.visibilityChanged.connect(
                lambda visible, dock=dock: visible and self._fit_side_dock(dock))

    def _fit_side_dock(self, dock: QDockWidget) -> None:
        """A dock beside the felt shows: in a short window it joins the one already there
        as a tab, and it takes the width its contents ask for as far as the felt keeps its
        own (its tables scroll beyond): the window never grows past its screen."""
        area = self.dockWidgetArea(dock)
        if dock.isFloating() or area not in (Qt.DockWidgetArea.RightDockWidgetArea,
                                             Qt.DockWidgetArea.LeftDockWidgetArea):
            return
        beside = [other for other in (self.scoreboard_dock, self.hands_dock)
                  if other is not dock and other.isVisible() and not other.isFloating()
                  and self.dockWidgetArea(other) == area
                  and dock not in self.tabifiedDockWidgets(other)]
        if beside and self.height() < TABS_BELOW_HEIGHT:
            self.tabifyDockWidget(beside[0], dock)
            dock.raise_()  # the one just asked for in front
        elif beside:  # one above the other, in equal shares
            stacked = [*beside, dock]
            share = self.height() // len(stacked)
            self.resizeDocks(stacked, [share] * len(stacked), Qt.Orientation.Vertical)
        self._history_gives_way()
        contents = dock.widget()
        if contents is None:
            return
        wanted = min(contents.sizeHint().width(), self._side_room())
        if dock.width() < wanted:
            self.resizeDocks([dock], [wanted], Qt.Orientation.Horizontal)

    def _history_gives_way(self) -> None:
        """In a short window with docks beside the felt, the History dock leaves its place
        under the felt and joins them as a tab: the felt keeps its height, the dice readable
        beside a result and a lesson's words."""
        history = self.history_dock
        if (self.height() >= HISTORY_UNDER_FELT_HEIGHT or not history.isVisible()
                or history.isFloating()
                or self.dockWidgetArea(history) != Qt.DockWidgetArea.BottomDockWidgetArea):
            return
        beside = [dock for dock in (self.scoreboard_dock, self.hands_dock)
                  if dock.isVisible() and not dock.isFloating()]
        if beside:
            self.tabifyDockWidget(beside[0], history)

    def _side_room(self) -> int:
        """How wide the docks beside the felt may be, the felt keeping its own width."""
        around_felt = (self.centralWidget().width() - self.tray.width()
                       + self.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent))
        return self.width() - FELT_KEEPS - around_felt

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A window made narrower takes the room from the docks beside the felt first (Qt
        would take it from the felt): their tables scroll, the dice stay readable."""
        super().resizeEvent(event)
        self._history_gives_way()
        room = self._side_room()
        for dock in (self.scoreboard_dock, self.hands_dock):
            if dock.isVisible() and not dock.isFloating() and dock.width() > room:
                self.resizeDocks([dock], [max(room, dock.minimumSizeHint().width())],
                                 Qt.Orientation.Horizontal)

    def _connect_menus(self) -> None:
        """The Game entries, the history and the hint: the window's own intents."""
        menus = self.menus
        for action, slot in ((menus.new_action, self.on_new_game),  # dialogs: after the entry
                             (menus.open_action, self.files.on_open),
                             (menus.save_action, self.files.on_save),
                             (menus.save_as_action, self.files.on_save_as),
                             (menus.quit_action, self.close)):  # it may ask to save first
            open_after(action, slot, self)
        for action, slot in ((menus.review_action, self.on_review),  # windows that never
                             (menus.statistics_action, self.on_statistics),  # hold the caller
                             (menus.hint_action, self.on_hint),
                             (menus.learn_action, self.on_learn)):
            action.triggered.connect(slot)
        menus.history_action.toggled.connect(self.show_history)

    def _make_playing_keys(self) -> None:
        """1-3 keep a die, Space throws, Enter stops, Esc puts the hint away (else leaves a
        lesson). Space and Enter act once per press: held down, they would run through the
        results as they come, unread."""
        for number in range(3):
            shortcut = QShortcut(QKeySequence(str(number + 1)), self)
            shortcut.activated.connect(lambda die=number: self.on_die_clicked(die))
        for key, action in ((Qt.Key.Key_Space, self.on_space_key),
                            (Qt.Key.Key_Return, self.on_enter), (Qt.Key.Key_Enter, self.on_enter)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setAutoRepeat(False)
            shortcut.activated.connect(action)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self).activated.connect(self.on_escape)

    def _apply_motion(self) -> None:
        """The animation settings on the dice and the chips; the View menu checked so."""
        settings = self.settings
        self.tray.speed = settings.animation_speed
        self.tray.reduced_motion = settings.reduced_motion
        if self.felt is not None:
            self.felt.chips.speed = settings.animation_speed
            self.felt.chips.reduced_motion = settings.reduced_motion
        self.menus.show_settings()

    def _on_settings_changed(self) -> None:
        """A View entry changed the settings: they take effect, and are saved."""
        self._apply_motion()
        if not self.settings.coach and self.felt is not None:
            self.felt.show_coach(None)
        self.save_settings()

    def _connect(self) -> None:
        """The player's clicks to their intents; what the helpers and the session say to
        the widgets that show it."""
        self.tray.die_clicked.connect(self.on_die_clicked)
        self.throw_button.clicked.connect(self._on_throw_button)
        self.stop_button.clicked.connect(self.on_stop)
        self.skip_button.clicked.connect(self.on_skip)
        self.hint_button.clicked.connect(self.on_hint)
        self.menus.settings_changed.connect(self._on_settings_changed)

    def _connect_session(self) -> None:
        """What the session and the helpers say, to the widgets that show it."""
        session = self.session
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
        files.folder_chosen.connect(self.save_settings)
        files.said.connect(self.say)
        pacing = self.pacing
        pacing.said.connect(self.say)
        pacing.changed.connect(self.update_controls)
        pacing.sound.connect(lambda name: self.sounds.play(name))
        pacing.game_finished.connect(self.game_finished)
        pacing.play_again.connect(self._play_again)
        pacing.new_game_wanted.connect(self.on_new_game)
        pacing.review_wanted.connect(self.on_review)

    def retranslate_ui(self) -> None:
        """Every word the window shows, set again in the current language."""
        self.tray.setAccessibleName(self.tr(
            "Dice tray: click a die, or press 1, 2 or 3, to keep it or throw it again"))
        self.message.setAccessibleName(self.tr("Message"))
        self.stop_button.setText(self.tr("&Stop here"))
        self.button_row.set_wordings(self.skip_button, self.tr("S&kip to my turn"),
                                     self.tr("S&kip", "the Skip to my turn button, short"))
        self.hint_button.setText(self.tr("&Hint"))
        self.scoreboard_dock.setWindowTitle(self.tr("Scoreboard"))
        self.history_dock.setWindowTitle(self.tr("History"))
        self.hands_dock.setWindowTitle(self.tr("What beats what"))
        self.hands_dock.toggleViewAction().setText(self.tr("Ha&nds card"))
        self.scoreboard_dock.toggleViewAction().setText(self.tr("Score&board"))
        self._update_title()
        self.update_controls()
        if self._message_maker is not None:
            self.message.setText(self._message_maker())
            self.message.setAccessibleDescription(self.message.text())

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_all()  # this window's words, and every registered widget's
        super().changeEvent(event)

    def say(self, maker) -> None:
        """Show a message; ``maker`` builds it, so it can be rebuilt in another language."""
        self._message_maker = maker
        self.message.setText(maker())
        # Its name says what it is ("Message"); what it says is its description.
        self.message.setAccessibleDescription(self.message.text())
        if self._ready:  # nobody listens before the window is up; spare the start-up
            announce(self.message, self.message.text())

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

    def start_game(self, game: Game, path: str | None = None, saved_moves: int = 0,
                   from_record: int | None = None, lesson: bool = False) -> None:
        """Seat a new or loaded game at the table (the session's ``seat`` says what the
        arguments mean); the game there before leaves it."""
        self.ensure_ready()
        self.pacing.reset()
        self.summary.put_away()
        self.tray.finish_now()  # the last game's dice land before the new one sits down
        self.session.computer_delay_ms = self._effective_delay()
        controller = self.session.seat(game, path, saved_moves, from_record,  # _follow_game
                                       lesson=lesson)
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

    def _follow_game(self, controller: GameController) -> None:
        """A game sat down in the session: every view follows it."""
        if not self._warmed:  # the first game: what its first throw and hint use, readied
            self._warmed = True
            later.warm_up(later.coach)
            if self.settings.sound:
                QTimer.singleShot(0, self, self.sounds.warm_up)
        self.history = None
        if self.history_chart is not None:
            self._follow_history()
        self.side.follow(controller)
        if self.hands_card is not None:
            self.hands_card.follow(controller)
        self.felt.follow(controller, self._game_title())
        self.pacing.follow(controller)
        self.hints.follow(controller)
        self.hints.hide()
        controller.state_changed.connect(self.update_controls)
        controller.state_changed.connect(self.show_modified)
        controller.refused.connect(lambda text: self.say(lambda: text))
        if self.master is not None:
            self.master.new_game()
        if any(spec.level == "master" for spec in controller.game.players):
            self._master_solving().follow(controller)

    def _master_solving(self) -> MasterSolving:
        """The Master's preparation, with its bar above the heading: made when a game with
        a Master first sits down."""
        if self.master is None:
            bar = later.master_bar.MasterBar()
            self.centralWidget().layout().insertWidget(2, bar)  # below the save bars
            self.master = later.master_bar.MasterSolving(bar, parent=self,
                                                         held=self.session.solutions)
            self.master.solving.solved.connect(lambda _rules: self.hints.refresh())
            self.hints.computing = lambda: (self.controller is not None and
                                            self.master.computing_for(self.controller.game.rules))
        return self.master

    def new_game(self, rules: Rules | str, specs: list[PlayerSpec]) -> None:
        """A new game under these rules (a rules object, or the name of a preset)."""
        self.ensure_ready()
        self.start_game(self.session.new_game(rules, specs))

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
        """Space presses the button that has the keyboard focus, as everywhere; else throws.
        On the end of a game it does nothing: Space throws, it never starts another game."""
        if self.summary is not None and self.summary.holds_choices():
            return
        focus = QApplication.focusWidget()
        if (isinstance(focus, QAbstractButton) and self.isAncestorOf(focus)
                and focus.isVisible() and focus.isEnabled()):
            focus.click()
        else:
            self.on_throw()

    def on_enter(self) -> None:
        """Enter continues past what the table waits on, else stops; the end of a game's
        choices are never Enter's (its panel stays until one is clicked or Alt+lettered)."""
        if not self._table_moved_on(self.summary.dismiss):
            self.on_stop()

    def on_review(self) -> None:
        """Game ▸ Review: every decision of the game so far, with what it cost."""
        if self.controller is None:
            return
        rules = self.controller.game.rules
        computing = self.master is not None and self.master.computing_for(rules)
        if self.review_dialog is not None:  # closed (it is modal): gone with its connections,
            self.review_dialog.deleteLater()  # so a solve's end reviews no unseen game again
        self.review_dialog = later.review_dialog.ReviewDialog(self.controller.game, self,
                                                              computing, self.session.solutions)
        if computing:
            self.master.solving.solved.connect(self.review_dialog.partie_worked_out)
        self.review_dialog.open()

    def on_statistics(self) -> None:
        """Game ▸ Statistics: every game played, per player."""
        self.records.open_statistics()

    @property
    def statistics_dialog(self):  # noqa: ANN201 - StatisticsDialog | None
        return self.records.statistics_dialog

    def _play_again(self) -> None:
        """The same players and rules, once more."""
        game = self.controller.game
        self.new_game(game.rules, list(game.players))

    def on_hint(self) -> None:
        """Help ▸ Hint, H or the Hint button: every choice's exact take, or away with it."""
        self.ensure_ready()
        self.hints.toggle()

    def on_escape(self) -> None:
        """Esc puts the hint away; without one, it leaves a lesson."""
        if self.felt.hint.isVisible():
            self.hints.hide()
        elif self.lessons is not None and self.lessons.active:
            self.lessons.leave()

    # ------------------------------------------------------------ Learn to play
    def lesson_guide(self):  # noqa: ANN201 - LessonGuide
        """The lesson guide (Help ▸ Learn to play), made when first asked."""
        self.ensure_ready()
        if self.lessons is None:
            self.lessons = later.lessons.LessonGuide(
                self.session, self.felt, self.summary, self.settings,
                lambda game: self.start_game(game, lesson=True), self.save_settings, self)
            self.lessons.ended.connect(self._after_lesson)
            self.lessons.said.connect(self.say)
        return self.lessons

    def on_learn(self) -> None:
        """Help ▸ Learn to play: start the lesson, or continue it."""
        self.lesson_guide().offer()

    def offer_lesson_once(self) -> None:
        """At a first start, once: the offer to learn, after the frame, never waiting."""
        if self.demo or self.settings.lesson_offered:
            return
        self.settings.lesson_offered = True
        self.save_settings()
        QTimer.singleShot(0, self, lambda: self.lesson_guide().offer(first_start=True))

    def _after_lesson(self, finished: bool) -> None:
        """The lesson is over: the game it replaced comes back (the autosave kept it).
        Without one, the table is never left still on the lesson's game: a finished lesson
        offers a real game (New game), a lesson left gives way to one of the family it
        taught, with the players of the last table."""
        saved, _problem = self.session.recover()
        if saved is not None:
            self.start_game(saved)
            self.say(lambda: self.tr("Your game is back where you left it."))
        elif finished:
            QTimer.singleShot(0, self, self._game_after_lesson)
        else:
            self.start_game(self.lessons.real_game())
            self.say(lambda: self.tr("You left the lesson: Help ▸ Learn to play continues it, "
                                     "Game ▸ New starts a game."))

    def _game_after_lesson(self) -> None:
        """A finished lesson offers a real game (New game); when the player picks none, one
        of the family just learned sits down all the same."""
        self.on_new_game()
        if self.session.lesson:
            self.start_game(self.lessons.real_game())

    def on_skip(self) -> None:
        if self.controller is not None:
            self.controller.skip_to_my_turn()
            self.pacing.move_on()  # no waiting on the final dice either

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
        self.ensure_ready()
        if not self.files.may_replace_game():
            return
        NewGameDialog = later.new_game_dialog.NewGameDialog  # noqa: N806 - a class
        dialog = NewGameDialog(self.settings.last_table, self.settings.last_rules, self,
                               length=self.settings.game_length)
        with modal(dialog) as answer:
            if answer != NewGameDialog.DialogCode.Accepted:
                return
            self.settings.last_table = dialog.seats()
            self.settings.last_rules = dialog.rules_name()
            self.settings.game_length = dialog.length_name()
            rules, specs = dialog.rules(), dialog.specs()
        self.save_settings()
        self.new_game(rules, specs)

    # ------------------------------------------------------------ settings
    def _effective_delay(self) -> int:
        return 0 if self.settings.animation_speed == "instant" and self.demo else \
            self.settings.computer_delay_ms

    def save_settings(self) -> None:
        if self.demo:
            return
        try:
            save_settings(self.settings)
        except StorageError as error:
            reason = error.text
            self.say(lambda: self.tr("Your settings could not be saved: {reason}.").format(
                reason=tr_text(reason)))

    def _game_title(self) -> str:
        """The game's name: its preset's title, or the name of its own rules."""
        return self.session.title(QCoreApplication.translate)

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
        self.show_modified()

    def show_modified(self) -> None:
        """The title's marker: a game kept in a file has moves the file does not hold."""
        self.setWindowModified(self.session.modified)

    def show_history(self, visible: bool = True) -> None:
        """View ▸ History: the chart dock; its chart is made when the dock is first shown, a
        third of the window high unless the player sized it before."""
        if visible and self.history_dock.isHidden() and not self.settings.window_state:
            self.history_dock.show()
            share = 3 if self.height() >= TABS_BELOW_HEIGHT else 4  # a short felt keeps more
            self.resizeDocks([self.history_dock],
                             [max(HISTORY_MIN_HEIGHT, self.height() // share)],
                             Qt.Orientation.Vertical)
        self.history_dock.setVisible(visible)

    def _on_history_shown(self, visible: bool) -> None:
        """The dock shows (by the menu, or as the player left it): its chart, the first time
        right after the frame that shows the dock."""
        if visible:
            self._history_gives_way()
        if visible and self.history_chart is None and self._ready and not self._charting:
            self._charting = True  # at the event loop's next turn: the frame comes first
            QTimer.singleShot(0, self, self._make_history_chart)

    def _make_history_chart(self) -> None:
        if self.history_chart is not None:
            return
        height = self.history_dock.height()  # the chart fills the dock as it is on screen
        self.history_chart = later.history_chart.HistoryChart()
        self.history_dock.setWidget(self.history_chart)
        self.resizeDocks([self.history_dock], [height], Qt.Orientation.Vertical)
        if self.controller is not None:
            self._follow_history()

    def _follow_history(self) -> None:
        """The history chart follows the game now at the table."""
        self.history = later.history.GameHistory(self.controller)
        self.history_chart.follow(self.history)

    # ------------------------------------------------------------ the hands card
    def _ready_hands_card(self) -> None:
        """View ▸ Hands card, after the scoreboard's entry; its card is made when the dock is
        first shown (at once when the player left it open)."""
        view_menu = self.menus.view_menu
        view_menu.insertAction(view_menu.actions()[2], self.hands_dock.toggleViewAction())
        self.hands_dock.visibilityChanged.connect(self._on_hands_shown)
        self.felt.hint.option_hovered.connect(self._on_choice_pointed)
        self.menus.hands_card_wanted.connect(self.hands_dock.show)  # from Help ▸ Hands
        self._on_hands_shown(self.hands_dock.isVisible())

    def _on_hands_shown(self, visible: bool) -> None:
        if not visible or self.hands_card is not None:
            return
        self.hands_card = later.hands_card.HandsCard()
        # A dock shorter than the card scrolls it: its wrapped heading and line keep the
        # lines they need at its width (squeezed, they would be cut to one).
        scroller = QScrollArea()
        scroller.setFrameShape(QFrame.Shape.NoFrame)
        scroller.setWidgetResizable(True)
        scroller.setWidget(self.hands_card)
        self.hands_dock.setWidget(scroller)
        if self.controller is not None:
            self.hands_card.follow(self.controller)
        else:  # no game yet: the hands of the rules the next game will most likely use
            presets = later.presets.PRESETS
            preset = presets.get(self.settings.last_rules, presets["zanzibar"])
            self.hands_card.show_rules(preset.rules)
        self._fit_side_dock(self.hands_dock)  # now that it has its card

    def _on_choice_pointed(self, option) -> None:  # noqa: ANN001 - an Option, or None
        """A choice of the hint pointed at or focused: the card marks the hand it makes."""
        if self.hands_card is not None:
            words = "" if option is None else self.felt.hint.choice(option)
            self.hands_card.point_at(option, words)

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
            self.felt.chips.finish_now()
        if self.master is not None:
            self.master.stop()
        self.settings.window_geometry = _to_base64(self.saveGeometry())
        self.settings.window_state = _to_base64(self.saveState(STATE_VERSION))
        self.settings.history_open = self.history_dock.isVisible()
        self.save_settings()
        super().closeEvent(event)
