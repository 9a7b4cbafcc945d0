"""The hint in the window: the engine's list of choices, best first, each named by its faces
and its dice's keys with what it is worth in plain words; the dice of the choice in focus
ringed on the tray; only on the player's own turn. The coach line: whose choice, what it was
worth, kept through the computers' turns and gone when a human's turn starts."""

import re

import pytest
from PySide6.QtCore import Qt

from tests.ui.driver import TableDriver
from tests.ui.helpers import open_window
from zanzibar_desktop.engine import coach
from zanzibar_desktop.engine.ai.view import table_view
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.verdict import PARTIE
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.storage.solutions import cached_solution

pytestmark = pytest.mark.gui

# Rules whose partie is not at hand (the presets' ship with the game): the hint and the coach
# give the manche's figures while it is worked out (a minute), which these tests read.
NOT_AT_HAND = preset_rules("zanzibar").with_options(name="Au café", target_score=450)


def test_the_hint_shows_the_engines_choices_and_lights_the_best_keep(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    window.start_game(Game(NOT_AT_HAND, [PlayerSpec("Ann"), PlayerSpec("Bob")], seed=3))
    controller = driver.controller
    qtbot.waitUntil(controller.human_may_act, timeout=10000)
    qtbot.keyClick(window, Qt.Key.Key_H)  # before any throw: nothing to choose
    panel = driver.felt.hint
    assert panel.isVisible() and panel.list.count() == 0 and "throw the dice" in panel.title.text()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not panel.isVisible()
    driver.throw()
    qtbot.waitUntil(controller.human_may_act)
    driver.table_button("hint").click()
    assert panel.isVisible()
    game = controller.game
    expected = coach.options(table_view(game))
    dice = [coach.keep_dice(game.dice, game.held, option.keep) for option in expected]
    texts = [panel.list.item(row).text() for row in range(panel.list.count())]
    held = [die for die in range(3) if game.held[die]]
    assert texts == [panel.words.describe(option, False, keys, held, driver.hints.computing(),
                                          coach.judge(table_view(game), option.keep))
                     for option, keys in zip(expected, dice, strict=True)]
    first_lines = [text.split("\n")[0] for text in texts]  # each with the coach's verdict
    assert first_lines[0].endswith(" (best choice)")
    assert all(line.endswith(("choice)", "best)", "inaccuracy)", "mistake)", "blunder)"))
               for line in first_lines)
    for text in texts:  # every figure with its unit, and never the word "take"
        assert "chance to win the manche: " in text and not re.search(r"\btake\b", text.lower())
    kept = next(row for row, option in enumerate(expected) if option.keep)
    assert ("ace" in texts[kept]) == (1 in expected[kept].keep)  # an ace by name, never "1"
    keys = sorted(position + 1 for position in dice[kept])
    assert f"key{'s' if len(keys) > 1 else ''} {keys[0]}" in texts[kept]
    ringed = {index for index, die in enumerate(driver.tray.dice) if die.hinted}
    assert ringed == set(dice[0])  # the best choice's dice, when the hint opens
    panel.list.setCurrentRow(kept)  # the choice in focus: its dice are ringed
    assert {index for index, die in enumerate(driver.tray.dice) if die.hinted} == set(dice[kept])
    assert panel.geometry().left() > driver.tray.dice_area.right()  # beside the dice
    driver.throw() if controller.game.can_throw() else driver.stop()
    qtbot.waitUntil(lambda: not panel.isVisible())  # the dice moved: the hint is gone
    assert not any(die.hinted for die in driver.tray.dice)
    window.close()


def test_the_coach_says_whose_choice_and_what_it_was_worth_until_a_human_starts(qtbot):
    window = open_window(qtbot)
    driver = TableDriver(window)
    driver.action("coach").trigger()  # View ▸ Coach
    assert driver.settings.coach
    window.start_game(Game(NOT_AT_HAND, [PlayerSpec("Ann"), PlayerSpec("Bob", "regular")],
                           seed=3))
    controller = driver.controller
    line = driver.felt.coach_line
    for _ in range(40):  # turns until one has a choice that costs something
        qtbot.waitUntil(lambda: controller.human_may_act() or driver.summary_showing(),
                        timeout=10000)
        if driver.summary_showing():
            driver.summary_panel.dismiss()
            continue
        if controller.game.dice is None:
            driver.throw()
            continue
        view = table_view(controller.game)
        choices = coach.options(view)
        if choices[0].take - choices[-1].take < 0.02 or view.played:  # Ann opens: Bob after
            driver.stop() if controller.game.can_stop() else driver.throw()
            continue
        break
    seen = []  # (what happened, whether the coach line was up just after)
    controller.dice_rolled.connect(lambda _event: seen.append(("rolled", line.isVisible())))
    controller.turn_started.connect(
        lambda event: seen.append(("turn", event.player, line.isVisible())))
    worst = choices[-1]  # play the worst choice on purpose
    if worst.keep is None:
        driver.stop()
    else:
        game = controller.game
        keep = coach.keep_dice(game.dice, game.held, worst.keep)
        for die in range(3):
            if game.held[die] != (die in keep):
                driver.keep(die)
        driver.throw()
    assert line.isVisible()
    text = driver.coach_line()
    assert text.startswith("\u2068Ann\u2069 chose to ")  # whose choice it was
    assert text.count("chance to win the manche: ") == 2  # the choice's and the best's, with units
    assert f"Best: {driver.felt.hint.words.choice(choices[0])} — " in text
    assert f"{'%.1f' % (100 * choices[0].take)}%" in text and not re.search(r"\btake\b", text.lower())
    mark = coach.mark(choices[0].take - worst.take, view.phase)
    assert mark is not None and mark.capitalize() in text
    def ann_started() -> bool:
        return any(entry[:2] == ("turn", 0) for entry in seen)

    for _ in range(40):  # play on until Ann's next turn starts
        qtbot.waitUntil(lambda: ann_started() or driver.summary_showing()
                        or controller.human_may_act(), timeout=20000)
        if ann_started():
            break
        if driver.summary_showing():
            driver.summary_panel.dismiss()
        elif controller.human_may_act():
            driver.throw() if controller.game.dice is None else driver.stop()
    if worst.keep is not None:  # Ann threw again: the line stayed while her dice rolled
        assert seen[0] == ("rolled", True)
    turns = [entry for entry in seen if entry[0] == "turn"]
    assert turns[-1] == ("turn", 0, False)  # a human's turn started: the line went
    assert all(visible for _, player, visible in turns[:-1])  # it stayed through Bob's
    assert any(player == 1 for _, player, _ in turns)  # (Bob played in between)
    driver.action("coach").trigger()  # View ▸ Coach off
    assert not line.isVisible() and not driver.settings.coach
    window.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_on_a_short_felt_the_choices_come_first_and_nothing_is_cut(qtbot, language):
    """800×600 with the docks open and the coach's line leaves the hint short of its words:
    its title goes (still the panel's description) rather than be cut, and two lines of
    choices show; with room, the title shows whole."""
    install_language(language)
    try:
        window = open_window(qtbot)
        driver = TableDriver(window)
        window.resize(1280, 900)
        window.start_game(Game(preset_rules("zanzibar"),
                               [PlayerSpec("Ann"), PlayerSpec("Bob", "master")], seed=3))
        driver.action("coach").trigger()  # its line over the felt takes room too
        controller = driver.controller
        qtbot.waitUntil(controller.human_may_act, timeout=10000)
        driver.throw()
        qtbot.waitUntil(controller.human_may_act)
        driver.throw()  # a choice made: the coach says what it was worth
        qtbot.waitUntil(lambda: controller.human_may_act() and driver.felt.coach_line.isVisible())
        driver.table_button("hint").click()
        panel = driver.felt.hint
        title, listed = panel.title, panel.list

        def whole_or_gone() -> bool:
            return (not title.isVisibleTo(panel)
                    or title.height() >= title.heightForWidth(title.width()))

        qtbot.waitUntil(lambda: title.isVisibleTo(panel) and whole_or_gone())
        for dock in (driver.dock("scoreboard"), driver.dock("history")):
            dock.show()
        window.resize(800, 600)
        qtbot.waitUntil(lambda: panel.height() < panel.wanted_height(panel.width()))  # short
        # Once the panel's own fit has run after the resize (a moment later on a busy
        # machine): the title whole or gone, two lines of choices.
        qtbot.waitUntil(lambda: whole_or_gone()
                        and listed.height() >= 2 * listed.fontMetrics().lineSpacing())
        if not title.isVisibleTo(panel):
            assert panel.accessibleDescription() == title.text()
        window.resize(1280, 900)
        qtbot.waitUntil(lambda: title.isVisibleTo(panel) and whole_or_gone())
        driver.master.stop()
        window.close()
    finally:
        install_language("en")


def test_the_coach_judges_in_the_partie_at_hand_as_the_kept_review_does(qtbot):
    """421 « La Boîte à dés » heads-up: its partie ships with the game, and the review kept
    in the records judges in its terms. The coach at the table says the same, though no hint
    was asked (the play-test: the coach said « best choice » in tokens, and Practice then
    showed the same stop as a mistake of the partie)."""
    window = open_window(qtbot)
    driver = TableDriver(window)
    driver.action("coach").trigger()  # View ▸ Coach
    rules = preset_rules("421")
    window.start_game(Game(rules, [PlayerSpec("Ann"), PlayerSpec("Bob", "regular")], seed=5))
    controller = driver.controller
    assert driver.session.solutions.known(rules) is None  # nothing asked the partie yet
    for _ in range(60):
        qtbot.waitUntil(lambda: controller.human_may_act() or driver.summary_showing(),
                        timeout=10000)
        if driver.summary_showing():
            driver.summary_panel.dismiss()
            continue
        if controller.game.dice is not None and coach.is_decision(table_view(controller.game)):
            break
        driver.throw()
    view = table_view(controller.game)
    solution = cached_solution(rules)  # what the records' review judges with
    expected = coach.judge(view, None, solution)
    assert expected.terms == PARTIE
    assert controller.game.can_stop()
    driver.stop()
    assert "partie" in driver.coach_line()
    assert driver.felt.hint.words.judged("\u2068Ann\u2069", expected) == driver.coach_line()
    driver.action("coach").trigger()
    window.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_with_three_players_the_hint_says_whom_the_partie_figure_is_against(qtbot, language):
    """Three players, the partie's solution at hand (the preset's ships): each choice's
    partie figure is the chance against the best placed rival, as if heads-up, and the hint
    names that rival (at 0–0–0 it said "chance to win the partie, estimated: 48.2%", where a
    player expects a third)."""
    install_language(language)
    try:
        window = open_window(qtbot)
        driver = TableDriver(window)
        window.start_game(Game(preset_rules("zanzibar"), [
            PlayerSpec("Ann"), PlayerSpec("Bob", "regular"), PlayerSpec("Cleo", "regular")],
            seed=3))
        controller = driver.controller
        for _ in range(40):  # Ann's first choice with dice showing
            qtbot.waitUntil(lambda: controller.human_may_act() or driver.summary_showing(),
                            timeout=10000)
            if driver.summary_showing():
                driver.summary_panel.dismiss()
            elif controller.game.dice is not None \
                    and coach.is_decision(table_view(controller.game)):
                break
            else:
                driver.throw()
        driver.table_button("hint").click()
        panel = driver.felt.hint
        qtbot.waitUntil(lambda: panel.list.count() > 0)
        rival = {"en": "\u2068Bob\u2069 (best placed)",
                 "fr": "\u2068Bob\u2069 (le mieux placé)"}[language]
        against = {"en": f"the partie against {rival}, estimated: ",
                   "fr": f"la partie contre {rival}, estimées\u00a0: "}[language]
        texts = [panel.list.item(row).text() for row in range(panel.list.count())]
        assert all(against in text for text in texts), texts
        window.close()
    finally:
        install_language("en")
