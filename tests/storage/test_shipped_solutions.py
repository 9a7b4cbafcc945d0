"""The presets' solved parties ship with the game (issue 26): every preset with a solver has
its current table in the package, a Master plays from it as from a fresh solve, rules that
differ from a preset only by name find it, and a shipped table that is stale or damaged is
passed over (logged, left as it is) while the partie is solved as for any rules."""

import importlib.util
import logging
import shutil
from pathlib import Path

import numpy as np
import pytest

from zanzibar_desktop.engine.ai.base import apply_decision
from zanzibar_desktop.engine.ai.levels import make_player
from zanzibar_desktop.engine.ai.master import partie_choices
from zanzibar_desktop.engine.ai.view import table_view
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.partie import solvers
from zanzibar_desktop.engine.partie.at_hand import KnownSolutions
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import PRESETS, preset_rules
from zanzibar_desktop.storage import solutions
from zanzibar_desktop.storage.solutions import (
    SHIPPED,
    SUFFIX,
    ShippedSolutions,
    SolutionCache,
    Solutions,
    cached_solution,
    digest,
    framed,
    header,
    keep_solution,
    unframed,
)

pytestmark = pytest.mark.core

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("build_solutions",
                                              ROOT / "tools" / "build_solutions.py")
build_solutions = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build_solutions)

SOLVED_PRESETS = [name for name, preset in PRESETS.items() if solvers.solver_for(preset.rules)]
SMALL_PRESETS = ["zanzibar-kids", "421-boite"]  # solved in well under a second


@pytest.fixture(autouse=True)
def nothing_passed_over():
    ShippedSolutions._passed_over.clear()
    yield
    ShippedSolutions._passed_over.clear()


def key_of(rules) -> str:  # noqa: ANN001
    solver = solvers.solver_for(rules)
    return digest(solver.kind, solver.format_version, rules)


def test_every_preset_with_a_solver_ships_its_current_table():
    """Fails when a preset, a solver's format version or the digest changes and the tables
    were not made again."""
    assert set(SOLVED_PRESETS) == {"zanzibar", "zanzibar-kids", "421", "421-boite"}
    stale = []
    for name in SOLVED_PRESETS:
        rules = PRESETS[name].rules
        solver = solvers.solver_for(rules)
        data = ShippedSolutions().load(key_of(rules))
        if data is None:
            stale.append(f"{name}: no table for {solver.kind} format {solver.format_version}")
            continue
        if solver.from_bytes(data).rules.options() != rules.options():
            stale.append(f"{name}: its table was solved for other rules")
    leftovers = sorted(set(ShippedSolutions().keys()) - {key_of(PRESETS[name].rules)
                                                        for name in SOLVED_PRESETS})
    stale += [f"{key}{SUFFIX}: no preset's table today" for key in leftovers]
    assert not stale, ("the presets' shipped tables are not current: run "
                       f"`{build_solutions.COMMAND}` (or `make solutions`) and commit "
                       "zanzibar_desktop/storage/preset_solutions/\n" + "\n".join(stale))
    assert build_solutions.problems() == []  # the tool's --check agrees


def test_the_check_names_a_missing_stale_or_foreign_table(tmp_path):
    folder = tmp_path / "preset_solutions"
    shutil.copytree(SHIPPED, folder)
    kids = folder / f"{key_of(preset_rules('zanzibar-kids'))}{SUFFIX}"
    boite = folder / f"{key_of(preset_rules('421-boite'))}{SUFFIX}"
    kids.unlink()
    boite.write_bytes(boite.read_bytes()[:200])  # cut short
    (folder / f"{'0' * 32}{SUFFIX}").write_bytes(b"an older format's table")
    found = build_solutions.problems(folder)
    assert len(found) == 3
    assert found[0].startswith("zanzibar-kids: no table") and "points format" in found[0]
    assert found[1].startswith("421-boite:") and "does not load" in found[1]
    assert found[2].startswith("0" * 32) and "no preset's table today" in found[2]
    assert build_solutions.main(["--check", "--folder", str(folder)]) == 1


def test_the_tool_writes_the_shipped_tables_byte_for_byte_and_removes_leftovers(tmp_path):
    (tmp_path / f"{'0' * 32}{SUFFIX}").write_bytes(b"an older format's table")
    said = []
    written = build_solutions.build(tmp_path, SMALL_PRESETS, said.append)
    assert [path.name for path in written] == [
        f"{key_of(PRESETS[name].rules)}{SUFFIX}" for name in SMALL_PRESETS]
    for path in written:
        assert path.read_bytes() == (SHIPPED / path.name).read_bytes(), path.name
    assert sorted(path.name for path in tmp_path.iterdir()) == sorted(p.name for p in written)
    assert any(line.startswith("removed 0000") for line in said)
    with pytest.raises(ValueError, match="no preset with a solver called"):
        build_solutions.build(tmp_path, ["no-such-preset"])


def test_a_master_at_a_preset_reads_the_shipped_table_and_the_cache_folder_stays_empty(tmp_path):
    rules = preset_rules("zanzibar")
    found = Solutions(cache=SolutionCache(tmp_path / "cache"))
    solution = found.at_hand(rules)
    assert solution is not None and found.known(rules) is solution  # what its Master reads
    cache = found.cache
    assert solution.rules.options() == rules.options()
    assert not cache.folder.exists()  # nothing solved, nothing written


def test_rules_that_differ_from_a_preset_only_by_name_find_its_table(tmp_path):
    renamed = preset_rules("421").with_options(name="Chez Marcel")
    assert cached_solution(renamed, SolutionCache(tmp_path)) is not None
    assert cached_solution(preset_rules("421").with_options(tokens=19),
                           SolutionCache(tmp_path)) is None  # other options: none shipped


def _same_figures(first, second) -> None:  # noqa: ANN001
    if hasattr(first, "table"):
        assert first.table.shape == second.table.shape
        assert np.max(np.abs(first.table - second.table)) <= 1e-9
        return
    assert first.arrays.keys() == second.arrays.keys()
    for name, array in first.arrays.items():
        other = second.arrays[name]
        assert array.shape == other.shape, name
        if array.dtype.kind == "f":
            assert np.max(np.abs(array - other), initial=0.0) <= 1e-9, name
        else:  # the states, where each leads: the same exactly
            assert np.array_equal(array, other), name


@pytest.mark.parametrize("name", SMALL_PRESETS)
def test_a_shipped_table_decides_as_a_fresh_solve(name):
    rules = preset_rules(name)
    solver = solvers.solver_for(rules)
    shipped = solver.from_bytes(ShippedSolutions().load(key_of(rules)))
    fresh = solver.solve(rules, None, None)
    _same_figures(shipped, fresh)
    compared, games = 0, {}
    for source, solution in (("shipped", shipped), ("fresh", fresh)):
        held = KnownSolutions()
        held.remember(rules, solution)
        games[source] = []
        for seed in range(4):
            game = Game(rules, [PlayerSpec("M", "master"), PlayerSpec("E", "expert")],
                        seed=seed)
            players = {0: make_player("master", seed, 0, held.known),
                       1: make_player("expert", seed, 1)}
            while not game.over:
                view = table_view(game)
                if view.me == 0 and source == "shipped":
                    mine = partie_choices(shipped, view)
                    theirs = partie_choices(fresh, view)
                    if mine is not None:
                        assert [c.keep for c in mine] == [c.keep for c in theirs]
                        for one, other in zip(mine, theirs, strict=True):
                            assert one.partie == pytest.approx(other.partie, abs=1e-9)
                        compared += 1
                apply_decision(game, players[game.current].decide(view))
            games[source].append(game.actions)
    assert games["shipped"] == games["fresh"]  # the same moves, seed for seed
    assert compared > 10


@pytest.mark.parametrize("damage", ["cut", "foreign header", "bad body", "missing"])
def test_a_damaged_or_stale_shipped_table_is_passed_over_and_the_partie_still_solves(
        tmp_path, caplog, damage):
    rules = preset_rules("zanzibar-kids").with_options(name="Mes règles")
    key = key_of(rules)
    folder = tmp_path / "preset_solutions"
    shutil.copytree(SHIPPED, folder)
    path = folder / f"{key}{SUFFIX}"
    original = path.read_bytes()
    if damage == "cut":
        broken = original[:len(header(key)) + 20]
    elif damage == "foreign header":  # a table of another format under this name
        broken = header("f" * 32) + original[len(header(key)):]
    elif damage == "bad body":  # its checksum right: the body itself is refused
        broken = framed(key, b"ZPARTIE1" + bytes(100))
    if damage == "missing":  # a new format's digest, the tables not made again
        path.unlink()
    else:
        path.write_bytes(broken)
        path.chmod(0o444)  # the package's files may be read only: nothing tries to write them
    shipped, cache = ShippedSolutions(folder), SolutionCache(tmp_path / "cache")
    with caplog.at_level(logging.WARNING, logger=solutions.__name__):
        assert cached_solution(rules, cache, shipped) is None
        assert cached_solution(rules, cache, shipped) is None  # asked again: one warning
    warnings = [record for record in caplog.records if "passed over" in record.getMessage()]
    assert len(warnings) == 1 and str(path) in warnings[0].getMessage()
    solution = solvers.solver_for(rules).solve(rules, None, None)  # solved as today
    assert keep_solution(rules, solution, cache) is None
    found = cached_solution(rules, cache, shipped)
    assert found is not None  # from the cache folder this time
    _same_figures(found, solver_from_original(rules, original, key))
    if damage == "missing":
        assert "no table under its digest" in warnings[0].getMessage()
        assert not path.exists()  # the cache's copy is not put in the package's folder
    else:
        assert path.read_bytes() == broken  # the shipped file never touched, never set aside
        assert sorted(p.name for p in folder.iterdir()) == sorted(
            p.name for p in SHIPPED.iterdir())


def solver_from_original(rules, original: bytes, key: str):  # noqa: ANN001, ANN201
    return solvers.solver_for(rules).from_bytes(unframed(key, original), rules)


def test_a_shipped_table_is_not_set_aside_when_the_cache_folder_cannot_be_written(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file")
    rules = preset_rules("421-boite")
    assert cached_solution(rules, SolutionCache(blocker)) is not None
    assert blocker.read_text() == "a file"
