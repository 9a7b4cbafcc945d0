"""The main window's docks: one whose contents are made when it first shows (as
Frescobaldi's panels make their widget on first show), and the docks beside the felt fitted
to a small window. The window gives each what it uses: the dock, its QMainWindow's own dock
calls (``host``), the tray whose width the felt keeps."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QDockWidget, QFrame, QMainWindow, QScrollArea, QStyle, QWidget

from ..retranslate import translate_ui
from . import later

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...session.controller import GameController
    from ...session.game_session import GameSession
    from ...storage.settings import Settings
    from ..charts.history import GameHistory
    from ..charts.history_chart import HistoryChart
    from ..table.hands_card import HandsCard

# A window shorter than this stacks the docks beside the felt as tabs (one above the other
# each would be left too little height).
TABS_BELOW_HEIGHT = 1000
# The felt keeps this width beside the docks when they first show (four seats and the dice
# readable); the docks' tables scroll sideways in what is left.
FELT_KEEPS = 500
# A window shorter than this has no room for the History dock under the felt beside other
# docks: it joins them as a tab (under the felt, it would leave the dice too little height).
HISTORY_UNDER_FELT_HEIGHT = 650
HISTORY_MIN_HEIGHT = 150


def place_docks(host: QMainWindow, history: QDockWidget, scoreboard: QDockWidget,
                hands: QDockWidget) -> None:
    """The docks in ``host``, hidden until asked for (or as the player left them): History
    under the felt, the scoreboard and the hands card beside it."""
    # The docks beside the felt run the window's whole height, the History dock only
    # under the felt: stacked, each keeps room for its rows.
    for corner in (Qt.Corner.BottomRightCorner, Qt.Corner.TopRightCorner):
        host.setCorner(corner, Qt.DockWidgetArea.RightDockWidgetArea)
    for corner in (Qt.Corner.BottomLeftCorner, Qt.Corner.TopLeftCorner):
        host.setCorner(corner, Qt.DockWidgetArea.LeftDockWidgetArea)
    history.setObjectName("historyDock")
    # Low enough that an 800×600 window holds the felt above it (the player may pull it
    # taller): the felt keeps room for the seats and the dice.
    history.setMinimumHeight(HISTORY_MIN_HEIGHT)
    host.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, history)
    history.hide()
    scoreboard.setObjectName("scoreboardDock")
    host.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, scoreboard)
    scoreboard.hide()  # the seats on the felt tell it all; the player may open it
    hands.setObjectName("handsDock")
    host.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, hands)
    hands.hide()  # View ▸ Hands card; the window state keeps it open if it was


class LazyDock(QObject):
    """``dock``'s contents, made by ``make`` the first time the dock shows once ``start``
    was called (or when it is open then), at the event loop's next turn: the frame that
    shows the dock comes first, and the dock is never given its contents while Qt lays its
    dock area out (it says it shows from there: ``SideDocks.after_layout``). ``made`` gives
    the contents and the dock's height on screen when they came."""

    made = Signal(QWidget, int)

    def __init__(self, dock: QDockWidget, make: Callable[[], QWidget],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.dock = dock
        self.contents: QWidget | None = None
        self._make = make
        self._pending = False

    def start(self) -> None:
        """From now on the dock's first showing makes its contents (now, if it shows)."""
        self.dock.visibilityChanged.connect(self._shown)
        self._shown(self.dock.isVisible())

    def _shown(self, visible: bool) -> None:
        if not visible or self.contents is not None or self._pending:
            return
        self._pending = True
        QTimer.singleShot(0, self, self._make_now)

    def _make_now(self) -> None:
        if self.contents is not None:
            return
        height = self.dock.height()
        self.contents = self._make()
        self.dock.setWidget(self.contents)
        self.made.emit(self.contents, height)


class SideDocks:
    """The docks beside the felt in ``host``: in a short window one joins the one already
    there as a tab; each takes the width its contents ask for as far as the felt (``felt``,
    within the central widget) keeps its own; a window made narrower takes the room from
    them first (Qt would take it from the felt). In a short window, the ``history`` dock
    under the felt joins them as a tab."""

    def __init__(self, host: QMainWindow, docks: tuple[QDockWidget, ...], history: QDockWidget,
                 felt: QWidget) -> None:
        self.host = host
        self.docks = docks
        self.history = history
        self.felt = felt
        self.fits_due: list[QDockWidget] = []  # docks that showed, fitted at the next turn
        for dock in docks:
            dock.visibilityChanged.connect(
                lambda visible, dock=dock: visible and self.fit_after_layout(dock))
        history.visibilityChanged.connect(
            lambda visible: visible and self.after_layout(self.history_gives_way))

    def after_layout(self, move: Callable[[], object]) -> None:
        """``move`` (docks made tabs or resized) at the event loop's next turn, while the
        window lives. A dock says it shows in the middle of Qt laying out its dock area:
        coming to the front of its tabs, or back on screen, ``visibilityChanged`` is emitted
        as Qt walks the area's parts (QDockAreaLayoutInfo::apply). Made a tab then, a dock
        leaves the part Qt is walking, which Qt deletes under it: a crash, when the freed
        memory has been reused."""
        QTimer.singleShot(0, self.host, move)

    def fit_after_layout(self, dock: QDockWidget) -> None:
        """:meth:`fit` for a dock that showed, once Qt has laid the docks out (in the order
        they showed: a dock joins those that showed before it)."""
        self.fits_due.append(dock)

        def fit() -> None:
            self.fits_due.remove(dock)
            self.fit_shown(dock)

        self.after_layout(fit)

    def fit(self, dock: QDockWidget) -> None:
        """A dock beside the felt shows: in a short window it joins the one already there
        as a tab, and it takes the width its contents ask for as far as the felt keeps its
        own (its tables scroll beyond): the window never grows past its screen."""
        host = self.host
        area = host.dockWidgetArea(dock)
        if dock.isFloating() or area not in (Qt.DockWidgetArea.RightDockWidgetArea,
                                             Qt.DockWidgetArea.LeftDockWidgetArea):
            return
        beside = [other for other in self.docks
                  if other is not dock and other not in self.fits_due
                  and other.isVisible() and not other.isFloating()
                  and host.dockWidgetArea(other) == area
                  and dock not in host.tabifiedDockWidgets(other)]
        if beside and host.height() < TABS_BELOW_HEIGHT:
            host.tabifyDockWidget(beside[0], dock)
            dock.raise_()  # the one just asked for in front
        elif beside:  # one above the other, in equal shares
            stacked = [*beside, dock]
            share = host.height() // len(stacked)
            host.resizeDocks(stacked, [share] * len(stacked), Qt.Orientation.Vertical)
        self.history_gives_way()
        contents = dock.widget()
        if contents is None:
            return
        wanted = min(contents.sizeHint().width(), self.room())
        if dock.width() < wanted:
            host.resizeDocks([dock], [wanted], Qt.Orientation.Horizontal)

    def history_gives_way(self) -> None:
        """In a short window with docks beside the felt, the History dock leaves its place
        under the felt and joins them as a tab: the felt keeps its height, the dice readable
        beside a result and a lesson's words."""
        host, history = self.host, self.history
        if (host.height() >= HISTORY_UNDER_FELT_HEIGHT or not history.isVisible()
                or history.isFloating()
                or host.dockWidgetArea(history) != Qt.DockWidgetArea.BottomDockWidgetArea):
            return
        beside = [dock for dock in self.docks if dock.isVisible() and not dock.isFloating()]
        if beside:
            host.tabifyDockWidget(beside[0], history)

    def fit_shown(self, dock: QDockWidget) -> None:
        """``dock``'s contents changed their width: fitted again, if it shows."""
        if dock.isVisible():
            self.fit(dock)

    def room(self) -> int:
        """How wide the docks beside the felt may be, the felt keeping its own width."""
        host = self.host
        around_felt = (host.centralWidget().width() - self.felt.width()
                       + host.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent))
        return host.width() - FELT_KEEPS - around_felt

    def window_resized(self) -> None:
        """The window was made narrower: the docks beside the felt give up room first."""
        self.history_gives_way()
        room = self.room()
        for dock in self.docks:
            if dock.isVisible() and not dock.isFloating() and dock.width() > room:
                self.host.resizeDocks([dock], [max(room, dock.minimumSizeHint().width())],
                                      Qt.Orientation.Horizontal)


class HistoryDock(LazyDock):
    """View ▸ History, under the felt: its chart made right after the frame that first
    shows the dock (pyqtgraph is slow to load), then following each game the session seats."""

    def __init__(self, dock: QDockWidget, host: QMainWindow, settings: Settings,
                 parent: QObject | None = None) -> None:
        super().__init__(dock, self._make_chart, parent=parent)
        self.host = host
        self.settings = settings
        self.session: GameSession | None = None
        self.chart: HistoryChart | None = None
        self.history: GameHistory | None = None  # the chart's data for the game at the table
        self.made.connect(self._chart_made)
        translate_ui(self)

    def retranslate_ui(self) -> None:
        self.dock.setWindowTitle(self.tr("History"))

    def follow(self, session: GameSession) -> None:
        """The games ``session`` seats are charted, and the chart made when the dock shows
        (now, if it does)."""
        self.session = session
        session.game_seated.connect(self._seated)
        self.start()

    def show(self, visible: bool = True) -> None:
        """View ▸ History: the dock, a third of the window high (a quarter in a short one)
        unless the player sized it before."""
        dock, host = self.dock, self.host
        if visible and dock.isHidden() and not self.settings.window_state:
            dock.show()
            share = 3 if host.height() >= TABS_BELOW_HEIGHT else 4  # a short felt keeps more
            host.resizeDocks([dock], [max(HISTORY_MIN_HEIGHT, host.height() // share)],
                             Qt.Orientation.Vertical)
        dock.setVisible(visible)

    def _make_chart(self) -> HistoryChart:
        self.chart = later.history_chart.HistoryChart()
        return self.chart

    def _chart_made(self, _chart: QWidget, height: int) -> None:
        """The chart fills the dock as it was on screen, and follows the game at the table."""
        self.host.resizeDocks([self.dock], [height], Qt.Orientation.Vertical)
        if self.session.controller is not None:
            self._seated(self.session.controller)

    def _seated(self, controller: GameController) -> None:
        self.history = None
        if self.chart is not None:
            self.history = later.history.GameHistory(controller)
            self.chart.follow(self.history)


class HandsDock(LazyDock):
    """View ▸ Hands card, beside the felt: what beats what, made when the dock first shows,
    for the game at the table (before any game, for the rules the next one will most likely
    use), marking the hand of the hint's choice pointed at."""

    def __init__(self, dock: QDockWidget, side_docks: SideDocks, settings: Settings,
                 parent: QObject | None = None) -> None:
        super().__init__(dock, self._make_card, parent=parent)
        self.settings = settings
        self.session: GameSession | None = None
        self.card: HandsCard | None = None
        self.made.connect(lambda _card, _height: side_docks.fit_after_layout(dock))
        translate_ui(self)

    def retranslate_ui(self) -> None:
        self.dock.setWindowTitle(self.tr("Hands card"))  # as its View entry names it
        self.dock.toggleViewAction().setText(self.tr("Ha&nds card"))

    def follow(self, session: GameSession) -> None:
        self.session = session
        session.game_seated.connect(self._seated)
        self.start()

    def _make_card(self) -> QScrollArea:
        self.card = later.hands_card.HandsCard()
        if self.session.controller is not None:
            self.card.follow(self.session.controller)
        else:
            presets = later.presets.PRESETS
            preset = presets.get(self.settings.last_rules, presets["zanzibar"])
            self.card.show_rules(preset.rules)
        # A dock shorter than the card scrolls it: its wrapped heading and line keep the
        # lines they need at its width (squeezed, they would be cut to one).
        scroller = QScrollArea()
        scroller.setFrameShape(QFrame.Shape.NoFrame)
        scroller.setWidgetResizable(True)
        scroller.setWidget(self.card)
        return scroller

    def _seated(self, controller: GameController) -> None:
        if self.card is not None:
            self.card.follow(controller)

    def point_at(self, option, words: str) -> None:  # noqa: ANN001 - an Option, or None
        """A choice of the hint pointed at or focused: the card marks the hand it makes."""
        if self.card is not None:
            self.card.point_at(option, words)
