"""The review in partie terms (issue 26): with the partie's solution at hand, every decision
is valued in the chance to win the partie, and the marks and the accuracy count that chance
lost (lichess' way), the manche's figures kept beside."""

import pytest

from zanzibar_desktop.engine import coach
from zanzibar_desktop.engine.partie import solvers
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.review import review_game
from zanzibar_desktop.engine.tournament import play_seats

pytestmark = pytest.mark.core

SMALL = preset_rules("zanzibar").with_options(target_score=60)


@pytest.fixture
def solved():
    solvers.solve_and_remember(SMALL)
    yield
    solvers.forget_all()


def a_game():
    return play_seats(SMALL, [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")], seed=12,
                      human_level="regular")


def test_each_decision_is_valued_in_the_partie_and_marked_by_the_chance_lost(solved):
    del solved
    review = review_game(a_game(), seats=[0])
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
    solvers.forget_all()
    plain = review_game(a_game(), seats=[0])
    assert [d.loss for d in plain.decisions] == [d.loss for d in review.decisions]
    assert all(d.partie is None and d.partie_loss is None for d in plain.decisions)
    assert plain.seats[0].partie_lost is None
