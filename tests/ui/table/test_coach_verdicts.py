"""One verdict per decision (issue 31): with View ▸ Coach on, every choice of the human's —
the best one and a stop included — gets the coach's line, and that line is the verdict the
review gives the same decision, word for word and figure for figure. A stop's line is still
there when the player looks again after the computer's turn."""

import random

import pytest

from tests.partie_solutions import solved
from tests.ui.helpers import open_window, wait_for_human_or_summary
from zanzibar_desktop.engine import coach
from zanzibar_desktop.engine.ai.view import table_view
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.review import review_game
from zanzibar_desktop.engine.verdict import BEST
from zanzibar_desktop.storage.solutions import Solutions
from zanzibar_desktop.ui.dialogs.review_dialog import DecisionPicture, ReviewDialog
from zanzibar_desktop.ui.texts import isolated

pytestmark = pytest.mark.gui

RULES = preset_rules("zanzibar")  # its partie ships with the game: judged in the partie


def play(window, choice) -> None:  # noqa: ANN001 - the window, an Option
    """The choice played as a player plays it: the dice to keep clicked, then throw or stop."""
    game = window.controller.game
    if choice.keep is None:
        window.on_stop()
        return
    keep = coach.keep_dice(game.dice, game.held, choice.keep)
    for die in range(3):
        if game.held[die] != (die in keep):
            window.on_die_clicked(die)
    window.on_throw()


def test_the_coach_line_is_the_reviews_verdict_for_every_choice_the_best_and_stops_too(qtbot):
    window = open_window(qtbot)
    solution = Solutions(window.session.solutions).at_hand(RULES)  # shipped: in the session's hands
    assert solution is not None
    try:
        window.menus.coach_action.trigger()  # View ▸ Coach
        window.start_game(Game(RULES, [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")], seed=5))
        controller = window.controller
        rng = random.Random(5)
        seen = []  # (the verdict at the table, the coach's line when Ann may act again)
        while len(seen) < 14:
            wait_for_human_or_summary(qtbot, window)
            game = controller.game
            if window.summary.isVisible():
                window.summary.dismiss()
                continue
            view = table_view(game)
            if not coach.is_decision(view):
                window.on_throw()
                continue
            choices = coach.partie_options(view, solution)
            choice = choices[0] if rng.random() < 0.4 else choices[-1]  # the best, or the worst
            verdict = coach.judge(view, choice.keep, solution)
            ann_opens = not view.played  # a stop then hands the dice to Bob
            play(window, choice)
            # The player looks again when the table waits on them (Bob's turn played).
            wait_for_human_or_summary(qtbot, window)
            line = window.felt.coach_line
            seen.append((verdict, choice.keep is None and ann_opens,
                         line.text() if line.isVisible() else None))
        game = controller.game
        review = review_game(game, solution=solution)
        words = window.felt.hint.words
        assert len(review.decisions) == len(seen)
        for decision, (verdict, _, line) in zip(review.decisions, seen, strict=True):
            assert decision.verdict == verdict  # one judge: the same verdict and figures
            assert line == words.judged(isolated("Ann"), decision.verdict)
        assert any(verdict.name == BEST for verdict, _, _ in seen)  # the best gets a line too
        assert any(stop and verdict.name != BEST for verdict, stop, _ in seen)  # Bob played
        assert all("chance to win the partie: " in line for _, _, line in seen)
        # The review's words for a decision are the coach's line, after where it was.
        dialog = ReviewDialog(game, solutions=window.session.solutions)
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
    window.menus.coach_action.trigger()
    window.start_game(Game(small, [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")], seed=5))
    controller = window.controller
    try:
        while True:  # Ann's first choice that throws again: her turn and the line go on
            wait_for_human_or_summary(qtbot, window)
            if window.summary.isVisible():
                window.summary.dismiss()
                continue
            view = table_view(controller.game)
            if not coach.is_decision(view):
                window.on_throw()
                continue
            thrown = [option for option in coach.options(view) if option.keep is not None]
            if thrown:
                break
            window.on_stop()
        play(window, thrown[0])
        line = window.felt.coach_line
        assert line.isVisible() and "partie" not in line.text()  # the manche's terms
        window.session.solutions.remember(small, solved(small))  # the solve's end puts it there
        window.hints.refresh()  # and calls this
        verdict = review_game(controller.game, solution=solved(small)).decisions[-1].verdict
        assert verdict.terms == "partie"
        assert line.text() == window.felt.hint.words.judged(isolated("Ann"), verdict)
    finally:
        window.close()
