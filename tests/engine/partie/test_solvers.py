"""Which partie is worked out (issue 26): every family has its solver, but a race past
``LARGEST_TARGET`` would take hours and gigabytes, so its Master plays as the Expert and
the player is told why."""

import pytest

from zanzibar_desktop.engine.partie import solvers
from zanzibar_desktop.engine.presets import preset_rules

pytestmark = pytest.mark.core


def test_a_race_past_the_largest_target_is_not_worked_out_and_says_why():
    longest = preset_rules("zanzibar").with_options(target_score=solvers.LARGEST_TARGET)
    assert solvers.solver_for(longest) is solvers.POINTS
    assert solvers.unsolved_reason(longest) is None
    past = longest.with_options(target_score=solvers.LARGEST_TARGET + 1)
    assert solvers.solver_for(past) is None
    assert "more than 1000 points would take too long" in solvers.unsolved_reason(past).render()


def test_every_token_game_has_its_solver_whatever_its_tokens():
    """(Whether its solve is started is its estimated time's business: ``test_cost.py``.)"""
    most = preset_rules("421").with_options(tokens=99, manches_to_lose=9)
    assert solvers.solver_for(most) is solvers.TOKENS and solvers.unsolved_reason(most) is None
