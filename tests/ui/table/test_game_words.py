"""The game's words explained where they appear (issue 34): on the banner, the result panel
and a lesson's words each game word is marked (the hand to beat, painted, says them after
its words), and its explanation, the glossary's own line
(engine/glossary.py, the one source), comes as a tooltip on hover and on Tab and in the
label's accessible description, in English and in French; a seat says what its ◆ and red
rings are the same way; a player's name stays plain text, even one that reads as a game word
or as markup."""

import re

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QToolTip

from tests.ui.driver import TableDriver
from zanzibar_desktop.engine import glossary
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.rules import FOUR_TWO_ONE, ZANZIBAR
from zanzibar_desktop.engine.text import QT_TRANSLATE_NOOP
from zanzibar_desktop.i18n import install_language, tr_text
from zanzibar_desktop.ui.table.game_words import ANCHOR, shown_words

pytestmark = pytest.mark.gui

MANCHE = {  # the glossary's line for the manche, in each family
    FOUR_TWO_ONE: "Manche: a charge and a décharge",
    ZANZIBAR: "Manche: one round in which",
}


def glossary_line(family: str, start: str) -> str:
    """The glossary's line (in the player's language) whose English starts with ``start``."""
    return tr_text(next(line for line in glossary.GLOSSARY[family] if str(line).startswith(start)))


def marked(label) -> dict[str, str]:  # noqa: ANN001 - a QLabel
    """Each word ``label`` marks, and the explanation its mark carries."""
    found = re.findall(r'<a href="' + ANCHOR + r'([^"]*)"[^>]*><span style="text-underline-style: '
                       r'dotted">([^<]*)</span></a>', label.text())
    from html import unescape
    return {unescape(word): unescape(line) for line, word in found}


def hovered_explanations(driver, label) -> set[str]:  # noqa: ANN001
    """The tooltips the pointer raises as it passes over ``label``'s words, line by line."""
    shown = set()
    step = max(4, label.fontMetrics().height() // 2)
    for y in range(2, label.height(), step):
        for x in range(2, label.width(), 5):
            driver.point_at(label, QPoint(x, y))
            if QToolTip.isVisible():
                shown.add(QToolTip.text())
    driver.point_at(label.window(), QPoint(1, 1))
    return shown


def tabbed_explanations(driver, label) -> list[str]:  # noqa: ANN001
    """The tooltips Tab raises word after word while the keyboard is on ``label``."""
    label.setFocus(Qt.FocusReason.TabFocusReason)
    shown = []
    while label.hasFocus():
        driver.key(Qt.Key.Key_Tab, label)
        if label.hasFocus() and label.hasSelectedText():
            shown.append(QToolTip.text())
    return shown


def seat_421(driver, names=("Root", "Marcel")) -> None:  # noqa: ANN001
    game = Game(preset_rules("421"), [PlayerSpec(names[0], None), PlayerSpec(names[1], "regular")],
                seed=3)
    driver.seat(game)
    driver.wait_for(lambda: driver.human_may_act(), "the player's turn")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_banners_game_words_are_marked_and_explained_from_the_glossary(qtbot, language):
    install_language(language)
    driver = TableDriver.open(qtbot)
    try:
        seat_421(driver)
        driver.resize(1024, 700)
        driver.settle()
        banner = driver.felt.banner
        manche, charge = glossary_line(FOUR_TWO_ONE, MANCHE[FOUR_TWO_ONE]), glossary_line(
            FOUR_TWO_ONE, "Charge and décharge")
        words = marked(banner)
        assert words["Manche"] == manche and words["Charge"] == charge
        assert words["partie"] == tr_text(glossary.PARTIE)  # (2 lost manches lose the partie)
        partie = tr_text(glossary.PARTIE)
        assert banner.accessibleDescription().split("\n")[:3] == [manche, partie, charge]
        assert "Manche 1" in shown_words(banner) == banner.accessibleName()
        assert {manche, partie, charge} <= hovered_explanations(driver, banner)
        assert list(dict.fromkeys(tabbed_explanations(driver, banner)))[:3] == [
            manche, partie, charge]
    finally:
        install_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_result_and_a_lesson_explain_their_game_words(qtbot, language):
    install_language(language)
    driver = TableDriver.open(qtbot)
    try:
        driver.lesson().start(FOUR_TWO_ONE)
        words = driver.lesson().panel.words
        lines = set(map(tr_text, glossary.GLOSSARY[FOUR_TWO_ONE]))
        explained, explained_beat, results = {}, set(), 0
        while driver.lesson().active and not driver.lesson().panel.finish_button.isVisible():
            explained.update(marked(words))
            assert set(marked(words).values()) <= lines
            assert set(filter(None, words.accessibleDescription().split("\n"))) == set(
                marked(words).values())
            beat = driver.felt.beat  # painted: its words' explanations follow them
            said = beat.accessibleDescription().split("\n")
            assert said[0] == beat.text() and set(said[1:]) <= lines
            explained_beat.update(said[1:])
            if driver.summary_showing():
                results += 1
                body = driver.summary_panel.body
                assert set(marked(body).values()) <= lines
                explained.update(marked(body))
            driver.lesson_move()
        explained.update(marked(words))  # the last step: "…pays the tournée"
        assert results and explained
        assert glossary_line(FOUR_TWO_ONE, "Fiche") in explained_beat, explained_beat
        tournée = glossary_line(FOUR_TWO_ONE, "Tournée")
        assert tournée in explained.values(), explained
        assert tournée in hovered_explanations(driver, words)
    finally:
        install_language("en")


def test_the_explanations_come_from_the_glossary(qtbot, monkeypatch):
    """Another line in engine/glossary.py is what the table explains: no second list."""
    own = "Manche: the glossary's own line, read where the word shows."
    changed = tuple(QT_TRANSLATE_NOOP("Glossary", own) if str(line).startswith(MANCHE[FOUR_TWO_ONE]) else line
                    for line in glossary.GLOSSARY[FOUR_TWO_ONE])
    monkeypatch.setitem(glossary.GLOSSARY, FOUR_TWO_ONE, changed)
    driver = TableDriver.open(qtbot)
    seat_421(driver)
    assert marked(driver.felt.banner)["Manche"] == own
    assert own in driver.felt.banner.accessibleDescription().split("\n")


def test_a_name_that_reads_as_a_game_word_or_markup_stays_plain(qtbot):
    name = "Manche <b>Tournée</b>"
    driver = TableDriver.open(qtbot)
    seat_421(driver, names=("Root", name))
    banner = driver.felt.banner
    assert name in shown_words(banner) and "<b>" not in banner.text()
    # The banner's words are marked, not the name's.
    assert list(marked(banner)) == ["Manche", "manches", "partie", "Charge", "round"]
    assert glossary_line(FOUR_TWO_ONE, "Tournée") not in banner.accessibleDescription()


def test_a_seat_says_what_its_opener_mark_and_red_rings_are(qtbot):
    driver = TableDriver.open(qtbot)
    seat_421(driver)
    opener = driver.controller.shown.opener
    diamond = tr_text(glossary.OPENER_MARK[FOUR_TWO_ONE])
    rings = tr_text(glossary.LOST_RINGS)
    for plate in driver.felt.plates:
        lines = plate.accessibleDescription().split("\n")
        assert rings in lines and (diamond in lines) == (plate.seat_index == opener)
        assert rings in plate.toolTip()
