"""What both solvers check of a solution read back from bytes (issue 32): the rules it was
solved for must be the game's (by their options), and its figures chances, and a token
game's states must lead to states of its table; anything else is a ValueError, which the
cache takes as "solve again"."""

import numpy as np
import pytest

from zanzibar_desktop.engine.partie import solvers
from zanzibar_desktop.engine.partie.points import PointsSolution
from zanzibar_desktop.engine.partie.stored import OtherRulesError
from zanzibar_desktop.engine.partie.tokens import TokensSolution
from zanzibar_desktop.engine.presets import preset_rules

pytestmark = pytest.mark.core

RACE = preset_rules("zanzibar").with_options(target_score=60)
BOITE = preset_rules("421-boite")


@pytest.fixture(scope="module")
def race() -> PointsSolution:
    return solvers.solver_for(RACE).solve(RACE, None, None)


@pytest.fixture(scope="module")
def boite() -> TokensSolution:
    return solvers.solver_for(BOITE).solve(BOITE, None, None)


def test_a_solution_reads_back_under_its_rules_or_a_renamed_copy_of_them(race, boite):
    for rules, solution in ((RACE, race), (BOITE, boite)):
        solver = solvers.solver_for(rules)
        renamed = rules.with_options(name="Chez Marcel")
        back = solver.from_bytes(solver.to_bytes(solution), renamed)
        assert back.rules == renamed  # played under the game's own rules


@pytest.mark.parametrize("change", [{"low_hand_malus": 5}, {"target_score": 61}])
def test_a_points_solution_is_refused_under_other_rules(race, change):
    """(A token solution was refused so already: ``test_tokens.py``.)"""
    with pytest.raises(OtherRulesError):
        PointsSolution.from_bytes(race.to_bytes(), RACE.with_options(**change))


@pytest.mark.parametrize("value", [np.nan, np.inf, -0.5, 1.25])
def test_a_points_table_that_is_not_chances_is_refused(race, value):
    table = race.table.copy()
    table[10, 20] = value
    with pytest.raises(ValueError, match="chances from 0 to 1"):
        PointsSolution.from_bytes(PointsSolution(RACE, table).to_bytes(), RACE)


@pytest.mark.parametrize(("name", "value", "says"), [
    ("values", np.nan, "chances from 0 to 1"),
    ("manche", 1.5, "chances from 0 to 1"),
    ("lost", 2, "chances from 0 to 1"),
    ("following", 10 ** 6, "lead outside its table"),
    ("following", -7, "lead outside its table"),
    ("manche_loser", 3, "lead outside its table"),
])
def test_a_tokens_solution_that_is_not_chances_and_states_is_refused(boite, name, value, says):
    arrays = {key: array.copy() for key, array in boite.arrays.items()}
    arrays[name].flat[5] = value
    data = TokensSolution(BOITE, arrays, boite.residual).to_bytes()
    with pytest.raises(ValueError, match=says):
        TokensSolution.from_bytes(data, BOITE)
