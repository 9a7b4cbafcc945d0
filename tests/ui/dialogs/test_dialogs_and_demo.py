"""The New game dialog's checks (the demo that plays itself and exits: tests/test_demo.py)."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from zanzibar_desktop.storage.settings import TableSeat
from zanzibar_desktop.ui.dialogs.new_game_dialog import NewGameDialog

pytestmark = pytest.mark.gui


def test_new_game_dialog_checks_names(qtbot):
    dialog = NewGameDialog([TableSeat("Ann", None), TableSeat("Marcel", "expert")], "421")
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled() and dialog.rules_name() == "421"
    name, kind, _ = dialog.rows[1]
    assert kind.currentData() == "expert"
    name.setText("   ")
    assert not ok.isEnabled() and "needs a name" in dialog.error.text()
    name.setText(" ann ")
    assert not ok.isEnabled() and "different" in dialog.error.text()
    name.setText("x" * 30)
    assert not ok.isEnabled() and "too long" in dialog.error.text()
    name.setText("Mar\x1b[31mcel")  # a terminal escape: a control character
    assert not ok.isEnabled() and "control characters" in dialog.error.text()
    name.setText("Mar\ud800cel")  # a lone surrogate: Qt hands back U+FFFD, savable text
    assert name.text().encode("utf-8") and ok.isEnabled()
    name.setText("<b>Marcel</b>")
    assert ok.isEnabled()  # markup is only text: allowed, and always shown as typed
    name.setText("Ann")
    assert dialog.error.textFormat() == Qt.TextFormat.PlainText
    assert "<b>" not in dialog.error.text()
    name.setText("  Marcel  ")
    assert ok.isEnabled()
    assert [seat.name for seat in dialog.seats()] == ["Ann", "Marcel"]
    dialog.show()
    height = dialog.height()
    dialog.add_button.click()
    name, kind, _ = dialog.rows[2]
    assert name.text() == "Josette" and kind.currentData() == "regular"  # Marcel is taken
    assert ok.isEnabled()  # a named seat: the table can still be seated
    qtbot.waitUntil(lambda: dialog.height() > height)  # the dialog grew for the new row
    for _ in range(10):
        dialog.add_button.click()
    assert len(dialog.rows) == 8 and not dialog.add_button.isEnabled()
    assert ok.isEnabled() and len({name.text() for name, _, _ in dialog.rows}) == 8


def test_the_rules_label_is_a_mnemonic_for_the_rules_box(qtbot):
    from PySide6.QtWidgets import QLabel

    dialog = NewGameDialog([TableSeat("Ann", None), TableSeat("Marcel", "expert")], "421")
    qtbot.addWidget(dialog)
    label = next(label for label in dialog.findChildren(QLabel) if label.text() == "&Rules:")
    assert label.buddy() is dialog.rules_box


def test_each_seat_is_named_for_screen_readers_by_its_number(qtbot):
    """The column headings are plain labels: each seat's fields say whose they are, and the
    numbers follow when a seat leaves."""
    dialog = NewGameDialog([TableSeat("Ann", None), TableSeat("Marcel", "expert"),
                            TableSeat("Zoé", "novice")], "zanzibar")
    qtbot.addWidget(dialog)
    assert [name.accessibleName() for name, _, _ in dialog.rows] == [
        "Name of player 1", "Name of player 2", "Name of player 3"]
    dialog.remove_seat(dialog.rows[0])
    assert [(name.text(), name.accessibleName(), kind.accessibleDescription(),
             remove.accessibleDescription()) for name, kind, remove in dialog.rows] == [
        ("Marcel", "Name of player 1", "Who plays player 1", "Remove player 1"),
        ("Zoé", "Name of player 2", "Who plays player 2", "Remove player 2")]
