"""Issue 34: in every menu, each entry has its own Alt letter, in English and in French (two
entries on one letter make Alt+letter pick neither: « A&pprendre à jouer… » and « À &propos… »
both took P)."""

from collections import Counter

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu

from tests.ui.driver import TableDriver
from tests.ui.helpers import open_window
from zanzibar_desktop.i18n import install_language

pytestmark = pytest.mark.gui


def _menus(window) -> list[QMenu]:  # noqa: ANN001
    """The menu bar's menus and their submenus."""
    found, waiting = [], [action.menu() for action in window.menuBar().actions()]
    while waiting:
        menu = waiting.pop()
        if menu is None:
            continue
        found.append(menu)
        waiting += [action.menu() for action in menu.actions()]
    return found


def _shared_letters(window) -> list[str]:  # noqa: ANN001
    """Each menu whose entries share an Alt letter: the menu, the letter and the entries."""
    clashes = []
    for menu in [window.menuBar(), *_menus(window)]:
        entries = [action.text() for action in menu.actions()
                   if action.isVisible() and not action.isSeparator()]
        letters = {text: QKeySequence.mnemonic(text).toString().lower() for text in entries}
        counts = Counter(letter for letter in letters.values() if letter)
        clashes += [f"{menu.title() or 'menu bar'}: {letter} in "
                    + ", ".join(text for text, mine in letters.items() if mine == letter)
                    for letter, count in counts.items() if count > 1]
    return clashes


def test_no_menu_has_two_entries_on_one_letter_in_either_language(qtbot):
    window = open_window(qtbot)
    menus = TableDriver(window).menus
    english = _shared_letters(window)
    title = menus.game_menu.title()
    try:
        install_language("fr")
        qtbot.waitUntil(lambda: menus.game_menu.title() != title)
        french = _shared_letters(window)
    finally:
        install_language("en")
    window.close()
    assert english == [] and french == [], (english, french)
