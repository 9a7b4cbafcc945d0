"""The review in partie terms (issue 26): with the partie's solution at hand, every decision
is valued in the chance to win the partie, and the marks and the accuracy count that chance
lost (lichess' way), and the luck of the dice is counted in it too, the manche's figures
kept beside."""

from dataclasses import replace

import pytest

from tests.partie_solutions import solved as solution_of
from zanzibar_desktop.engine import coach
from zanzibar_desktop.engine.ai.view import TableView
from zanzibar_desktop.engine.game import POINTS
from zanzibar_desktop.engine.hands import ALL_HANDS
from zanzibar_desktop.engine.odds.combinatorics import first_throw
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.review import review_game
from zanzibar_desktop.engine.tournament import play_seats

pytestmark = pytest.mark.core

SMALL = preset_rules("zanzibar").with_options(target_score=60)


@pytest.fixture
def solved():
    """The solution of SMALL, handed to the review and the coach as the session does."""
    return solution_of(SMALL)


def a_game():
    return play_seats(SMALL, [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")], seed=12,
                      human_level="regular")


def test_each_decision_is_valued_in_the_partie_and_marked_by_the_chance_lost(solved):
    review = review_game(a_game(), seats=[0], solution=solved)
    assert review.decisions
    for decision in review.decisions:
        assert decision.partie is not None and len(decision.partie) == len(decision.options)
        assert decision.partie_loss == pytest.approx(
            max(decision.partie) - decision.partie[decision.chosen])
        assert decision.mark == coach.mark(decision.partie_loss, "points")
        assert decision.partie_exact  # heads-up
    seat = review.seats[0]
    assert seat.partie_lost == pytest.approx(sum(d.partie_loss for d in review.decisions))
    assert seat.exact == sum(d.partie_loss <= coach.EXACT for d in review.decisions)
    # The manche's figure stays beside: the same take lost as without the partie.
    plain = review_game(a_game(), seats=[0])
    assert [d.loss for d in plain.decisions] == [d.loss for d in review.decisions]
    assert all(d.partie is None and d.partie_loss is None for d in plain.decisions)
    assert plain.seats[0].partie_lost is None


def opening_view(rules, scores):
    """The opener (seat 0) of a heads-up manche before its first throw."""
    return TableView(rules=rules, me=0, phase=POINTS, scores=scores, tokens=(0, 0), pot=0,
                     out=(False, False), played=(), players_to_come=1, dice=None,
                     held=(False, False, False), throws=0, limit=rules.max_throws,
                     in_throw_off=False)


def test_the_partie_luck_of_a_throw_is_what_the_dice_made_of_the_partie_chance(solved):
    """Before the first throw the opener's partie chance is the table's; each hand thrown
    is lucky by what it makes of that chance (best play from there), so over every hand the
    luck averages to nothing. Likewise for a rethrow, from the kept dice's figure."""
    solution = solved
    view = opening_view(SMALL, (20, 35))
    before = solution.partie_chance(20, 35, i_open=True)
    average = 0.0
    for dice, chance in zip(ALL_HANDS, first_throw(), strict=True):
        luck = coach.partie_throw_luck(view, dice, solution)
        made = max(choice.partie for choice in solution.opener_choices(20, 35, dice, 1))
        assert luck == pytest.approx(made - before, abs=1e-12)
        average += chance * luck
    assert average == pytest.approx(0.0, abs=1e-12)
    # A rethrow of two dice, the 6 held: over the 36 outcomes, nothing on average either.
    held = replace(view, dice=(6, 2, 1), held=(True, False, False), throws=1)
    lucks = [coach.partie_throw_luck(held, (6, first, second), solution)
             for first in range(1, 7) for second in range(1, 7)]
    assert sum(lucks) / 36 == pytest.approx(0.0, abs=1e-12)
    assert max(lucks) > 0.05 and min(lucks) < -0.01  # the dice do matter


def test_where_any_manche_won_ends_the_partie_its_luck_is_the_manches():
    """33 and 35 of 40: whoever takes the manche takes the partie, so a throw's luck in the
    partie is its luck in the manche, the Expert's figure."""
    rules = preset_rules("zanzibar").with_options(target_score=40)
    solution = solution_of(rules)
    view = opening_view(rules, (33, 35))
    for dice in ALL_HANDS:
        assert coach.partie_throw_luck(view, dice, solution) == pytest.approx(
            coach.throw_luck(view, dice), abs=1e-9)


def test_the_review_counts_the_luck_of_the_dice_in_the_partie_too(solved):
    seat = review_game(a_game(), seats=[0], solution=solved).seats[0]
    assert seat.partie_luck is not None and -1.0 < seat.partie_luck < 1.0
    plain = review_game(a_game(), seats=[0]).seats[0]
    assert plain.partie_luck is None and plain.luck == seat.luck  # the manche's stays


def test_with_three_players_each_choice_names_the_rival_its_partie_is_estimated_against(
        solved):
    """Three players: each choice's partie figure is the heads-up chance against one rival
    (``master.partie_view``: the most points), whose seat it carries for the words to name;
    heads-up it names none (the figure is the partie's own)."""
    game = play_seats(SMALL, [PlayerSpec("Ann"), PlayerSpec("Bob", "expert"),
                              PlayerSpec("Cleo", "regular")], seed=12, human_level="regular")
    review = review_game(game, seats=[0], solution=solved)
    valued = [decision for decision in review.decisions if decision.partie is not None]
    assert valued
    for decision in valued:  # Ann's: the leader of Bob and Cleo, Bob on a tie
        leader = max((1, 2), key=lambda seat: (decision.scores[seat], -seat))
        assert not decision.partie_exact
        assert {option.partie_rival for option in decision.options} == {leader}
    assert {decision.scores[1] > decision.scores[2] for decision in valued} == {True, False}
    heads_up = review_game(a_game(), seats=[0], solution=solved)
    assert all(option.partie_rival is None for decision in heads_up.decisions
               for option in decision.options)
