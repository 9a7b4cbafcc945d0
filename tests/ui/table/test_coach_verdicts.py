"""One verdict per decision (issue 31): with View ▸ Coach on, every choice of the human's —
the best one and a stop included — gets the coach's line, and that line is the verdict the
review gives the same decision, word for word and figure for figure. A stop's line is still
there when the player looks again after the computer's turn."""

import random

import pytest

from tests.partie_solutions import solved
from tests.ui.driver import TableDriver
from tests.ui.helpers import open_window, wait_for_human_or_summary
from tests.ui.table.test_game_words import glossary_line
from zanzibar_desktop.engine import coach
from zanzibar_desktop.engine.ai.view import table_view
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.review import review_game
from zanzibar_desktop.engine.rules import ZANZIBAR
from zanzibar_desktop.engine.verdict import BEST
from zanzibar_desktop.storage.solutions import Solutions
from zanzibar_desktop.ui.dialogs.review_dialog import DecisionPicture, ReviewDialog
from zanzibar_desktop.ui.texts import isolated

pytestmark = pytest.mark.gui

RULES = preset_rules("zanzibar")  # its partie ships with the game: judged in the partie


def play(window, choice) -> None:  # noqa: ANN001 - the window, an Option
    """The choice played as a player plays it: the dice to keep clicked, then throw or stop."""
    driver = TableDriver(window)
    game = driver.game
    if choice.keep is None:
        driver.stop()
        return
    keep = coach.keep_dice(game.dice, game.held, choice.keep)
    for die in range(3):
        if game.held[die] != (die in keep):
            driver.keep(die)
    driver.throw()


def test_the_coach_line_is_the_reviews_verdict_for_every_choice_the_best_and_stops_too(qtbot):
    window = open_window(qtbot)
    # Shipped: in the session's hands.
    solution = Solutions(TableDriver(window).session.solutions).at_hand(RULES)
    assert solution is not None
    try:
        driver = TableDriver(window)
        driver.action("coach").trigger()  # View ▸ Coach
        window.start_game(Game(RULES, [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")], seed=5))
        controller = driver.controller
        rng = random.Random(5)
        seen = []  # (the verdict at the table, the coach's line when Ann may act again)
        explained = set()  # the glossary lines the coach line carries
        while len(seen) < 14:
            wait_for_human_or_summary(qtbot, window)
            game = controller.game
            if driver.summary_showing():
                driver.summary_panel.dismiss()
                continue
            view = table_view(game)
            if not coach.is_decision(view):
                driver.throw()
                continue
            choices = coach.partie_options(view, solution)
            choice = choices[0] if rng.random() < 0.4 else choices[-1]  # the best, or the worst
            verdict = coach.judge(view, choice.keep, solution)
            ann_opens = not view.played  # a stop then hands the dice to Bob
            play(window, choice)
            # The player looks again when the table waits on them (Bob's turn played).
            wait_for_human_or_summary(qtbot, window)
            seen.append((verdict, choice.keep is None and ann_opens, driver.coach_line()))
            explained.add(driver.felt.coach_line.accessibleDescription())
        game = controller.game
        review = review_game(game, solution=solution)
        words = driver.felt.hint.words
        assert len(review.decisions) == len(seen)
        for decision, (verdict, _, line) in zip(review.decisions, seen, strict=True):
            assert decision.verdict == verdict  # one judge: the same verdict and figures
            assert line == words.judged(isolated("Ann"), decision.verdict)
        assert any(verdict.name == BEST for verdict, _, _ in seen)  # the best gets a line too
        assert any(stop and verdict.name != BEST for verdict, stop, _ in seen)  # Bob played
        assert all("chance to win the partie: " in line for _, _, line in seen)
        marks = glossary_line(ZANZIBAR, "Inaccuracy, mistake, blunder")  # explained in place
        assert any(marks in description.split("\n") for description in explained), explained
        # The review's words for a decision are the coach's line, after where it was.
        dialog = ReviewDialog(game, solutions=TableDriver(window).session.solutions)
        qtbot.addWidget(dialog)
        lines = {line for _, _, line in seen}
        pictures = dialog.findChildren(DecisionPicture)
        assert pictures and all(picture.words.split(": ", 1)[1] in lines for picture in pictures)
        dialog.close()
    finally:
        window.close()


def test_when_the_partie_is_worked_out_the_line_judges_in_its_terms_as_the_review_will(qtbot):
    """A choice made while the partie is being worked out is judged in the manche's terms;
    when the solution comes, the line still up judges it again in the partie's, as the
    review then does."""
    small = RULES.with_options(target_score=60)  # not shipped: worked out here
    window = open_window(qtbot)
    driver = TableDriver(window)
    driver.action("coach").trigger()
    window.start_game(Game(small, [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")], seed=5))
    controller = driver.controller
    try:
        while True:  # Ann's first choice that throws again: her turn and the line go on
            wait_for_human_or_summary(qtbot, window)
            if driver.summary_showing():
                driver.summary_panel.dismiss()
                continue
            view = table_view(controller.game)
            if not coach.is_decision(view):
                driver.throw()
                continue
            thrown = [option for option in coach.options(view) if option.keep is not None]
            if thrown:
                break
            driver.stop()
        play(window, thrown[0])
        assert "partie" not in driver.coach_line()  # the manche's terms
        driver.session.solutions.remember(small, solved(small))  # the solve's end puts it there
        driver.hints.refresh()  # and calls this
        verdict = review_game(controller.game, solution=solved(small)).decisions[-1].verdict
        assert verdict.terms == "partie"
        assert driver.coach_line() == driver.felt.hint.words.judged(isolated("Ann"), verdict)
        window.close()
    finally:
        window.close()
