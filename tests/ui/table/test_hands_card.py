"""View ▸ Hands card: the game's hands in the engine's order, beside the felt, with the hand
to beat, the lowest and the hand held marked in words, following the game; the hint's choice
pointed at marks the hands it makes; the dock stays open from one start to the next."""

import pytest
from PySide6.QtCore import QEvent, QObject, QPointF, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from tests.ui.cut_text import cut_texts
from tests.ui.driver import TableDriver
from tests.ui.helpers import open_window
from zanzibar_desktop.engine.ai.base import apply_decision
from zanzibar_desktop.engine.ai.levels import make_player
from zanzibar_desktop.engine.ai.view import table_view
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.hands import evaluate, hand_groups
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.ui.table.hands_card import CHOICE, HOLDS, LOWEST, TO_BEAT
from zanzibar_desktop.ui.window.main_window import MainWindow

pytestmark = pytest.mark.gui


def advanced(rules: str, seed: int) -> Game:
    """A game where the human (seat 0) is to throw after others have played this round."""
    specs = [PlayerSpec("Ann"), PlayerSpec("Bob", "regular"), PlayerSpec("Cleo", "regular")]
    game = Game(preset_rules(rules), specs, seed=seed)
    players = [make_player("regular", seed, seat) for seat in range(3)]
    while not (game.current == 0 and game.round_results and game.dice is None):
        apply_decision(game, players[game.current].decide(table_view(game)))
    return game


def hand_cell(card, row: int) -> str:  # noqa: ANN001
    return card.model.index(row, 1).data()


def point_at(qtbot, view, row: int) -> None:  # noqa: ANN001
    """The pointer moves over ``row`` of a list, no button held, once the list is laid out
    (as it is long before a player's hand gets there)."""
    viewport = view.viewport()
    qtbot.waitUntil(lambda: view.indexAt(view.visualItemRect(view.item(row)).center()).row()
                    == row)
    centre = QPointF(view.visualItemRect(view.item(row)).center())
    QApplication.sendEvent(viewport, QMouseEvent(
        QEvent.Type.MouseMove, centre, QPointF(viewport.mapToGlobal(centre)),
        Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))


def open_card(qtbot, window):  # noqa: ANN001, ANN201
    driver = TableDriver(window)
    toggle = driver.dock("hands").toggleViewAction()
    assert toggle in driver.menu("view").actions()  # View ▸ Hands card
    toggle.trigger()
    qtbot.waitUntil(lambda: driver.hands_card is not None and driver.hands_card.isVisible())
    return driver.hands_card


def test_the_card_marks_the_hand_to_beat_and_follows_the_game(qtbot):
    driver = TableDriver.open(qtbot)
    window = driver.window
    card = open_card(qtbot, window)
    rules = preset_rules("zanzibar")  # no game yet: the hands of the last rules played
    assert [card.model.groups[row][0].hand.dice for row in range(card.model.rowCount())] == [
        group[0].hand.dice for group in hand_groups(rules)]
    window.start_game(advanced("421", seed=5))
    controller = driver.controller
    rules = controller.game.rules
    assert card.model.rules == rules
    assert [group[0].hand.dice for group in card.model.groups] == [
        group[0].hand.dice for group in hand_groups(rules)]  # the engine's order, no other
    checked = 0
    for _ in range(200):
        qtbot.waitUntil(lambda: driver.summary_showing() or controller.human_may_act(),
                        timeout=10000)
        shown = controller.shown
        if driver.summary_showing():
            driver.continue_()
            continue
        if shown.to_beat is not None:  # the hand to beat, in colour and in words
            row = card.model.row_of[shown.to_beat.hand.dice]
            assert card.model.marked_rows(TO_BEAT) == [row]
            assert "To beat" in hand_cell(card, row)
            assert shown.seats[shown.to_beat.player].name in hand_cell(card, row)
            assert "To beat" in card.heading.text()
            checked += 1
        else:
            assert card.model.marked_rows(TO_BEAT) == []
            assert "No hand to beat yet" in card.heading.text()
        if shown.lowest is not None:
            assert card.model.marked_rows(LOWEST) == [card.model.row_of[shown.lowest.hand.dice]]
        game = controller.game
        if game.dice is not None:  # the hand the player on turn holds
            row = card.model.row_of[evaluate(game.dice, rules).dice]
            assert card.model.marked_rows(HOLDS) == [row] and "Ann holds" in hand_cell(card, row)
        if checked >= 4:
            break
        if game.dice is None or not game.can_throw():
            driver.throw() if game.dice is None else driver.stop()
        else:
            driver.stop()
    assert checked >= 4
    window.start_game(Game(preset_rules("zanzibar"), [PlayerSpec("Ann"), PlayerSpec("Bob")],
                           seed=3))  # a new game: its own hands, nothing to beat yet
    assert card.model.rules == preset_rules("zanzibar")
    assert card.model.marked_rows(TO_BEAT) == []
    window.close()


class PaintedWords(QObject):
    """Each frame that paints ``label``: its words, whether they wrap to more than one
    line at its width, and how its room cuts them then."""

    def __init__(self, label) -> None:  # noqa: ANN001 - QLabel
        super().__init__()
        self.label = label
        self.frames: list[tuple[str, bool, list[str]]] = []
        label.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            label = self.label
            wraps = label.heightForWidth(label.width()) > 1.5 * label.fontMetrics().lineSpacing()
            self.frames.append((label.text(), wraps, cut_texts(label)))
        return False


def test_no_frame_paints_the_heading_cut_when_its_words_grow_a_line(qtbot):
    """The heading's words change as the game goes ("Strongest first. To beat: 6-5-4 ·
    tierce." wraps to two lines in the dock): the frame that shows them already gives them
    their lines (before, one frame painted them in the old one-line height, cut)."""
    driver = TableDriver.open(qtbot, size=(1024, 700))
    driver.set_dock("hands", True)
    qtbot.waitUntil(lambda: driver.hands_card is not None and driver.hands_card.isVisible())
    heading = driver.hands_card.heading
    painted = PaintedWords(heading)
    driver.window.new_game("421", [PlayerSpec("Ann"), PlayerSpec("Bob", "regular"),
                                   PlayerSpec("Cleo", "regular")])
    driver.play_until(lambda: sum(wraps for _words, wraps, _cut in painted.frames) >= 5)
    assert [(words, cut) for words, _wraps, cut in painted.frames if cut] == []
    heading.removeEventFilter(painted)


def test_a_choice_pointed_at_in_the_hint_marks_the_hands_it_makes(qtbot):
    driver = TableDriver.open(qtbot)
    window = driver.window
    card = open_card(qtbot, window)
    driver.seat(Game(preset_rules("zanzibar"), [PlayerSpec("Ann"), PlayerSpec("Bob")], seed=3))
    controller = driver.controller
    qtbot.waitUntil(controller.human_may_act, timeout=10000)
    driver.throw()
    qtbot.waitUntil(lambda: controller.human_may_act() and controller.game.dice is not None)
    driver.hint()
    panel = driver.felt.hint
    rules = controller.game.rules
    assert card.model.marked_rows(CHOICE)  # the best choice has the keyboard: marked
    stop = next(row for row, option in enumerate(panel.options) if option.keep is None)
    point_at(qtbot, panel.list, stop)  # the pointer over "Stop here": the hand kept
    held = evaluate(controller.game.dice, rules)
    assert card.model.marked_rows(CHOICE) == [card.model.row_of[held.dice]]
    assert "Stop here" in card.line.text() and held.label in card.line.text()
    keep = next(row for row, option in enumerate(panel.options)
                if option.keep is not None and len(option.keep) == 2)
    panel.list.setCurrentRow(keep)  # keep two dice: each hand the third can make
    kept = panel.options[keep].keep
    reach = {card.model.row_of[evaluate(kept + (face,), rules).dice] for face in range(1, 7)}
    assert set(card.model.marked_rows(CHOICE)) == reach
    assert card.line.text().startswith(panel.choice(panel.options[keep]))
    driver.hints.hide()  # the hint away: no choice is marked
    assert card.model.marked_rows(CHOICE) == []
    window.close()


def test_the_card_stays_open_from_one_start_to_the_next(qtbot):
    window = open_window(qtbot)
    open_card(qtbot, window)
    settings = TableDriver(window).settings
    window.close()
    again = MainWindow(settings)
    qtbot.addWidget(again)
    with qtbot.waitSignal(again.first_frame_drawn):
        again.show()
    driver = TableDriver(again)
    qtbot.waitUntil(lambda: driver.hands_card is not None)
    assert driver.dock_shown("hands") and driver.dock_action("hands").isChecked()
    again.close()


def test_help_hands_offers_the_card_beside_the_table(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    assert not driver.dock_shown("hands")

    words = []

    def keep_beside() -> None:  # in the dialog's own loop, once it is up
        dialog = QApplication.activeModalWidget()
        if dialog is not None and not words:
            words.append(dialog.beside_button.text())
            dialog.beside_button.click()

    poll = QTimer(interval=0, timeout=keep_beside)
    poll.start()
    driver.action("hands").trigger()  # Help ▸ Hands, a modal dialog (opened after)
    qtbot.waitUntil(lambda: bool(words))
    poll.stop()
    assert "beside the table" in words[0]
    qtbot.waitUntil(lambda: driver.hands_card is not None and driver.dock_shown("hands"))
    window.close()
