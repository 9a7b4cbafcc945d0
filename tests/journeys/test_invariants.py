"""Planted faults: each invariant the walker checks catches what it names (a dialog deaf to
Escape, a cut label, a table with nothing to press, English left in French, a window past
its screen, an error that reaches the crash handler, a finished game not kept, a lesson that
does not give back the game from before), and lets the sound version pass."""

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout

from tests.journeys import invariants
from tests.journeys.walker import Journey
from tests.ui.cut_text import cut_texts
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules

pytestmark = pytest.mark.gui


@pytest.fixture
def journey(qapp):  # noqa: ANN001 - pytest-qt's application
    walk = Journey()
    yield walk
    walk.teardown()


class Dialog(QDialog):
    """A dialog with a label and a Close button; ``deaf`` to Escape, or with a ``dead``
    Close button."""

    def __init__(self, parent, words: str = "Fine", deaf: bool = False,  # noqa: ANN001
                 dead: bool = False) -> None:
        super().__init__(parent)
        self.deaf = deaf
        self.label = QLabel(words)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        if not dead:
            buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(buttons)

    def keyPressEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        if not (self.deaf and event.key() == Qt.Key.Key_Escape):
            super().keyPressEvent(event)


def test_a_dialog_deaf_to_escape_is_caught(journey):  # noqa: ANN001
    window = journey.driver.window
    journey.driver.dialog(Dialog(window).open, journey.look_and_close("escape"))
    journey.holds()
    journey.driver.dialog(Dialog(window, deaf=True).open, journey.look_and_close("escape"))
    with pytest.raises(AssertionError, match="windows: Dialog '' does not close with escape"):
        journey.holds()


def test_a_dialog_without_a_working_close_button_is_caught(journey):  # noqa: ANN001
    window = journey.driver.window
    journey.driver.dialog(Dialog(window).open, journey.look_and_close("close"))
    journey.holds()
    journey.driver.dialog(Dialog(window, dead=True).open, journey.look_and_close("close"))
    with pytest.raises(AssertionError, match="windows: Dialog '' does not close with close"):
        journey.holds()


def test_a_cut_label_is_caught_and_an_elided_one_is_not(journey):  # noqa: ANN001
    dialog = Dialog(journey.driver.window, "A sentence far too long for the room it is given")
    dialog.label.setFixedWidth(60)
    dialog.show()
    journey.driver.settle()
    assert [problem for problem in cut_texts(dialog) if "far too long" in problem]
    whole = dialog.label.text()
    dialog.label.setText("A sente…")
    dialog.label.setToolTip(whole)
    dialog.label.setAccessibleName(whole)
    journey.driver.settle()
    assert cut_texts(dialog) == []
    dialog.close()


def test_a_label_cut_in_the_window_fails_the_step(journey):  # noqa: ANN001
    journey.holds()
    message = journey.driver.message_line
    message.setWordWrap(False)
    message.setMaximumWidth(80)
    message.setText("A message far too long for its room")
    with pytest.raises(AssertionError, match="cut: label "):
        journey.holds()


def test_a_table_with_nothing_to_press_is_stuck(journey):  # noqa: ANN001
    driver = journey.driver
    driver.window.new_game("zanzibar", [PlayerSpec("Ann"), PlayerSpec("Bob", "regular")])
    driver.wait_for(driver.human_may_act, "Ann's turn")
    assert invariants.never_stuck(driver, timeout_s=1) == []
    driver.controller.shutdown()  # the game goes no further, and nothing says so
    driver.window.update_controls()
    driver.tray.set_interactive(False)
    assert invariants.never_stuck(driver, timeout_s=1)[0].startswith("stuck for 1 s")


def test_english_left_in_french_is_caught_but_names_are_not(journey):  # noqa: ANN001
    driver = journey.driver
    driver.set_language("fr")
    journey.holds()
    driver.message_line.setText("Game")  # a source whose French is « Partie »
    assert invariants.french_only(driver, driver.window) == ["English in French: 'Game'"]
    assert invariants.english_left(["Game"], {"Game"}) == []  # a player named so


def test_a_window_larger_than_its_screen_is_caught(journey):  # noqa: ANN001
    journey.holds()
    journey.driver.window.setMinimumWidth(journey.screen[0] + 50)
    journey.driver.settle()
    with pytest.raises(AssertionError, match="on a 1024×700 screen"):
        journey.holds()
    journey.driver.window.setMinimumWidth(0)


def test_an_error_in_a_slot_fails_the_step(journey):  # noqa: ANN001
    """An error in a slot reaches the crash handler (recorded, and the step fails), or
    PySide hands it back out of the event loop into the step: either way the step fails."""
    def fail() -> None:
        raise ValueError("planted")

    journey.listen_for_crashes()  # over pytest-qt's own, which the test's call installs
    with pytest.raises((ValueError, AssertionError), match="planted"):
        QTimer.singleShot(0, fail)
        journey.driver.settle()
        journey.holds()
    journey.crashes.clear()
    journey.crashes.append("ValueError: planted")  # as sys.excepthook hands it on
    with pytest.raises(AssertionError, match="crash handler: ValueError: planted"):
        journey.holds()
    journey.crashes.clear()


def test_a_finished_game_kept_other_than_once_is_caught(journey):  # noqa: ANN001
    game = Game(preset_rules("zanzibar"), [PlayerSpec("Ann"), PlayerSpec("Bob", "regular")],
                seed=5)
    assert invariants.kept_once({invariants.game_key(game)}) != []


def test_a_lesson_that_does_not_give_back_the_game_from_before_is_caught(journey):  # noqa: ANN001
    driver = journey.driver
    driver.window.new_game("zanzibar", [PlayerSpec("Ann"), PlayerSpec("Bob", "regular")])
    driver.wait_for(driver.human_may_act, "the player's turn")
    before = invariants.under_way(driver)
    assert before is not None and invariants.back_after_lesson(before, driver) == []
    driver.throw()  # the game moved on since: still the game from before
    driver.wait_for(lambda: driver.dice() is not None, "the dice")
    assert invariants.back_after_lesson(before, driver) == []
    driver.seat(Game(preset_rules("zanzibar"), [PlayerSpec("Ann"), PlayerSpec("Bob", "regular")],
                     seed=5))  # planted: another game at the table
    assert invariants.back_after_lesson(before, driver) != []
    journey.before_lesson = before
    journey.after_lesson()
    with pytest.raises(AssertionError, match="lesson: after the lesson the table does not hold"):
        journey.holds()
