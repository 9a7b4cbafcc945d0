"""The table's buttons in one row: where the row is too narrow for a button's full words
(an 800-wide window with the Scoreboard beside the table, French's « Passer à mon tour »),
it shows its short ones; its full words stay its tooltip and its name for screen readers,
and no button is ever narrower than the words it shows."""

import pytest
from PySide6.QtWidgets import QPushButton

from zanzibar_desktop.ui.window.button_row import ButtonRow

pytestmark = pytest.mark.gui


def test_a_narrow_row_shows_the_short_words_and_cuts_none(qtbot):
    buttons = [QPushButton(words) for words in ("&Lancer 3/3", "M’a&rrêter là", "", "Cons&eil")]
    for button in buttons:
        button.setMinimumWidth(96)
    row = ButtonRow(buttons)
    qtbot.addWidget(row)
    row.set_wordings(buttons[2], "Passer à mon to&ur", "À mon to&ur")
    row.resize(900, 40)
    row.show()
    qtbot.waitUntil(lambda: buttons[2].text() == "Passer à mon to&ur")
    narrow = row.minimumSizeHint().width()
    assert narrow < row._needed(full=True)
    row.resize(narrow, 40)
    qtbot.waitUntil(lambda: buttons[2].text() == "À mon to&ur")
    assert all(button.width() >= button.sizeHint().width() for button in buttons)
    assert buttons[2].toolTip() == buttons[2].accessibleName() == "Passer à mon tour"
    row.resize(900, 40)
    qtbot.waitUntil(lambda: buttons[2].text() == "Passer à mon to&ur")
    row.close()
