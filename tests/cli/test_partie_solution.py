"""The Master's solution on the command line (issue 32): a kept solution for other rules,
given this race's file name and header, changed ``simulate``'s results without a word. It
is set aside, said once on stderr, and the partie worked out again: the results are those
of a clean cache."""

import json

import pytest

from zanzibar_desktop.cli.main import main
from zanzibar_desktop.engine.partie import cost, solvers
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.storage.solutions import SolutionCache, digest, framed

pytestmark = pytest.mark.core

PLAIN = preset_rules("zanzibar").with_options(name="sans malus", target_score=60,
                                              low_hand_malus=0)
MALUS = PLAIN.with_options(name="malus 5", low_hand_malus=5)


def simulate(capsys, path) -> tuple[dict, str]:  # noqa: ANN001
    assert main(["simulate", "--rules", str(path), "--players", "master,expert", "--games",
                 "40", "--seed", "5", "--json"]) == 0
    said = capsys.readouterr()
    results = json.loads(said.out)
    results.pop("games_per_second")  # the machine's pace, not the games
    return results, said.err


def test_a_solution_for_other_rules_is_refused_and_the_results_are_a_clean_caches(
        capsys, tmp_path, private_home):
    del private_home
    path = tmp_path / "malus.json"
    path.write_text(MALUS.to_json(), encoding="utf-8")
    clean, said = simulate(capsys, path)  # worked out, and kept
    assert "works out the whole partie" in said
    solver = solvers.solver_for(MALUS)
    key = digest(solver.kind, solver.format_version, MALUS)
    kept = SolutionCache().path(key)
    foreign = solver.to_bytes(solver.solve(PLAIN, None, None))
    kept.write_bytes(framed(key, foreign))  # the other race's, under this one's name
    results, said = simulate(capsys, path)
    assert results == clean, "another race's solution was played"
    assert (f"The solution kept for these rules was set aside as {key}.solution.bad: it "
            "was worked out for other rules.") in said
    assert "works out the whole partie" in said  # solved again, and kept again
    assert simulate(capsys, path) == (clean, "")  # said once: found good now


def test_a_solve_estimated_past_five_minutes_is_refused_with_its_estimate(capsys, tmp_path,
                                                                           private_home):
    """The issue's race to 300 with a malus of 20 (still being worked out after ten
    minutes): refused at once with its estimate, the Master playing as the Expert; a malus
    of 5 is worked out and its estimate said first."""
    del private_home
    path = tmp_path / "long.json"
    long_race = PLAIN.with_options(target_score=300, low_hand_malus=20)
    path.write_text(long_race.to_json(), encoding="utf-8")
    _, said = simulate(capsys, path)
    minutes = round(cost.solve_seconds(long_race) / 60)
    assert (f"the Master plays as the Expert under these rules: working it out would take "
            f"about {minutes} min, more than 5 minutes") in said
    assert "works out" not in said and not SolutionCache().folder.exists()
    path.write_text(MALUS.to_json(), encoding="utf-8")
    _, said = simulate(capsys, path)
    assert (f"works out the whole partie under these rules, once and for all (about "
            f"{cost.about(cost.solve_seconds(MALUS)).render()})") in said
