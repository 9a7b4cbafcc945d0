"""The Master's solved parties on disk (issue 26): found again for the same rules, solved
again when the rules or the format change, never trusted damaged, trimmed to a size, and a
folder that cannot be written costs the game nothing."""

import errno
import logging
import os
import stat
from pathlib import Path

import numpy as np
import pytest

from zanzibar_desktop.engine.partie import cost, solvers
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.storage import solutions
from zanzibar_desktop.storage.atomic import failure_reason
from zanzibar_desktop.storage.errors import StorageError
from zanzibar_desktop.storage.paths import cache_dir
from zanzibar_desktop.storage.solutions import (
    SolutionCache,
    SolutionRefusedError,
    cached_solution,
    digest,
    framed,
    keep_solution,
)

pytestmark = pytest.mark.core

RULES = preset_rules("zanzibar")


def test_a_solution_is_found_again_under_the_same_rules_and_format(tmp_path):
    cache = SolutionCache(tmp_path)
    key = digest("points", 1, RULES)
    assert cache.load(key) is None
    assert cache.store(key, b"\x00values\xff" * 100) is None
    assert cache.load(key) == b"\x00values\xff" * 100
    assert SolutionCache(tmp_path).load(key) == b"\x00values\xff" * 100  # a later start


def test_the_key_follows_the_options_and_the_format_not_the_name():
    key = digest("points", 1, RULES)
    assert digest("points", 1, RULES.with_options(name="Chez Marcel")) == key
    assert digest("points", 1, RULES.with_options(target_score=200)) != key
    assert digest("points", 2, RULES) != key  # a new format: solved again
    assert digest("tokens", 1, RULES) != key


def test_a_damaged_or_foreign_file_is_set_aside_and_solved_again(tmp_path):
    cache = SolutionCache(tmp_path)
    key = digest("points", 1, RULES)
    cache.store(key, b"solution")
    path = cache.path(key)
    path.write_bytes(path.read_bytes()[:10])  # cut short
    with pytest.raises(SolutionRefusedError):
        cache.load(key)
    assert not path.exists() and path.with_name(path.name + ".bad").exists()
    assert cache.load(key) is None  # gone: solved again
    other = digest("points", 1, RULES.with_options(target_score=200))
    cache.store(other, b"solution")
    os.replace(cache.path(other), path)  # a file under the wrong name: its header says so
    with pytest.raises(SolutionRefusedError):
        cache.load(key)
    assert path.with_name(path.name + ".bad2").read_bytes() == framed(other, b"solution")


def test_the_folder_keeps_to_its_limit_losing_the_least_recently_used(tmp_path):
    cache = SolutionCache(tmp_path)
    keys = [digest("points", 1, RULES.with_options(target_score=t)) for t in (100, 300, 1000)]
    for age, key in enumerate(keys):
        cache.store(key, bytes(1000))
        os.utime(cache.path(key), (1000 + age, 1000 + age))
    assert cache.load(keys[0]) is not None  # used again now: the newest
    cache.limit = 2500  # room for two
    cache.store(keys[1], bytes(1000))  # written again: trimmed after writing
    kept = [key for key in keys if cache.path(key).exists()]
    assert kept == [keys[0], keys[1]]  # the one used least recently went


def test_a_full_disk_says_why_and_the_game_keeps_its_solution(tmp_path, monkeypatch):
    def full(path, data):  # noqa: ANN001, ANN202
        raise StorageError(failure_reason(OSError(errno.ENOSPC, "No space left on device")))

    monkeypatch.setattr(solutions, "write_bytes_atomically", full)
    reason = SolutionCache(tmp_path).store(digest("points", 1, RULES), b"solution")
    assert reason is not None and reason.render() == "the disk is full"


def test_a_file_where_the_folder_should_be_is_a_reason_not_a_crash(tmp_path):
    blocker = tmp_path / "solutions"
    blocker.write_text("not a folder")
    reason = SolutionCache(blocker).store(digest("points", 1, RULES), b"solution")
    assert reason is not None
    assert blocker.read_text() == "not a folder"  # nothing of the player's is touched
    assert SolutionCache(blocker).load(digest("points", 1, RULES)) is None


def test_the_cache_lives_in_the_cache_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("ZANZIBAR_DESKTOP_HOME", str(tmp_path))
    assert cache_dir() == tmp_path / "cache"
    assert SolutionCache().folder == tmp_path / "cache" / "solutions"


# --------------------------------------------------------------- refused: set aside, said once
# Two races alike but for the malus of a low hand (issue 32): one's solution must never be
# played for the other, whatever file name and header it was given.
PLAIN = RULES.with_options(name="sans malus", target_score=60, low_hand_malus=0)
MALUS = RULES.with_options(name="malus 5", target_score=60, low_hand_malus=5)


def key_of(rules) -> str:  # noqa: ANN001
    solver = solvers.solver_for(rules)
    return digest(solver.kind, solver.format_version, rules)


def planted(cache: SolutionCache, rules, body: bytes) -> Path:  # noqa: ANN001
    """``body`` kept under the name and header of ``rules``' solution: a good header."""
    cache.folder.mkdir(parents=True, exist_ok=True)
    path = cache.path(key_of(rules))
    path.write_bytes(framed(key_of(rules), body))
    return path


def refused_once(cache: SolutionCache, rules, path: Path, original: bytes) -> str:  # noqa: ANN001
    """Asks twice for the solution of ``rules``: none, said once; the entry set aside
    intact as NAME.bad. What was said, in English."""
    said = []
    assert cached_solution(rules, cache, refused=said.append) is None
    assert cached_solution(rules, cache, refused=said.append) is None  # said once
    assert len(said) == 1
    assert not os.path.lexists(path)
    aside = path.with_name(path.name + ".bad")
    assert aside.read_bytes() == original  # renamed as it was, for a look later
    return said[0].render()


def test_a_solution_for_other_rules_under_this_name_and_header_is_refused_and_solved_again(
        tmp_path, caplog):
    cache = SolutionCache(tmp_path)
    plain = solvers.solver_for(PLAIN).solve(PLAIN, None, None)
    path = planted(cache, MALUS, plain.to_bytes())
    with caplog.at_level(logging.WARNING, logger=solutions.__name__):
        said = refused_once(cache, MALUS, path, path.read_bytes())
    assert said == (f"The solution kept for these rules was set aside as {path.name}.bad: it "
                    "was worked out for other rules.")
    assert any("other rules" in record.getMessage() for record in caplog.records)
    malus = solvers.solver_for(MALUS).solve(MALUS, None, None)  # solved again and kept
    assert keep_solution(MALUS, malus, cache) is None
    again = cached_solution(MALUS, cache)
    assert again is not None and again.partie_chance(0, 0, True) == malus.partie_chance(
        0, 0, True) != plain.partie_chance(0, 0, True)


@pytest.mark.parametrize("damage", ["nan", "above one", "below zero", "infinite"])
def test_a_body_that_is_not_chances_under_a_good_header_is_refused(tmp_path, damage):
    solution = solvers.solver_for(PLAIN).solve(PLAIN, None, None)
    table = solution.table.copy()
    table[3, 7] = {"nan": np.nan, "above one": 1.5, "below zero": -0.25,
                   "infinite": np.inf}[damage]
    bad = type(solution)(PLAIN, table, solution.sweeps).to_bytes()
    cache = SolutionCache(tmp_path)
    path = planted(cache, PLAIN, bad)
    said = refused_once(cache, PLAIN, path, path.read_bytes())
    assert said.endswith(": it is damaged.")


@pytest.mark.parametrize("kind", ["fifo", "folder", "link"])
def test_an_entry_that_is_not_a_regular_file_is_set_aside_unopened(tmp_path, kind):
    """A pipe in the file's place held the command for ever: it is never opened, read or
    written; a link (whatever it points at) and a folder are set aside the same way."""
    cache = SolutionCache(tmp_path / "solutions")
    cache.folder.mkdir(parents=True)
    path = cache.path(key_of(PLAIN))
    target = tmp_path / "elsewhere.solution"
    target.write_bytes(b"not the cache's")
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    else:
        path.symlink_to(target)
    said = []
    assert cached_solution(PLAIN, cache, refused=said.append) is None
    assert len(said) == 1 and said[0].render().endswith(": it is not an ordinary file.")
    aside = path.with_name(path.name + ".bad")
    assert os.path.lexists(aside) and not os.path.lexists(path)
    assert target.read_bytes() == b"not the cache's"  # what a link pointed at is untouched
    solution = solvers.solver_for(PLAIN).solve(PLAIN, None, None)
    assert keep_solution(PLAIN, solution, cache) is None  # a regular file now
    assert path.is_file() and not path.is_symlink()


def test_a_pipe_that_cannot_be_set_aside_is_neither_read_nor_written(tmp_path,
                                                                     monkeypatch):
    cache = SolutionCache(tmp_path / "solutions")
    cache.folder.mkdir(parents=True)
    path = cache.path(key_of(PLAIN))
    os.mkfifo(path)
    monkeypatch.setattr(solutions, "set_aside", lambda path: None)  # as in a read-only folder
    said = []
    assert cached_solution(PLAIN, cache, refused=said.append) is None
    assert said[0].render() == ("The solution kept for these rules is not used: it is not an "
                                "ordinary file.")
    solution = solvers.solver_for(PLAIN).solve(PLAIN, None, None)
    reason = keep_solution(PLAIN, solution, cache)  # said, and the game plays on
    assert reason is not None and reason.render() == "it is not an ordinary file"
    assert stat.S_ISFIFO(path.lstat().st_mode)


def test_any_byte_changed_in_a_kept_solution_is_refused(tmp_path):
    """A bit flipped in a chance still reads as a chance: only the SHA-256 in the header
    tells the body is not the one written."""
    cache = SolutionCache(tmp_path)
    solution = solvers.solver_for(PLAIN).solve(PLAIN, None, None)
    assert keep_solution(PLAIN, solution, cache) is None
    path = cache.path(key_of(PLAIN))
    data = bytearray(path.read_bytes())
    data[-3] ^= 0x01  # a low bit of the last chance: still a chance, another one
    path.write_bytes(bytes(data))
    said = refused_once(cache, PLAIN, path, bytes(data))
    assert said.endswith(": it is damaged.")


def test_obtain_is_the_whole_way_at_hand_else_estimated_worked_out_and_kept(tmp_path):
    """The one way to a solution (the command line's and the window's worker's): not at
    hand, its time is said, it is worked out, in hand and kept; the next owner finds it kept,
    and nothing is said; rules estimated past the longest solve are refused with it."""
    first, said = solutions.Solutions(cache=SolutionCache(tmp_path)), []
    solution, not_kept = first.obtain(PLAIN, said.append)
    assert not_kept is None and first.known(PLAIN) is solution
    assert said == [cost.solve_seconds(PLAIN)]
    later = solutions.Solutions(cache=SolutionCache(tmp_path))
    again, _ = later.obtain(PLAIN, said.append)
    assert len(said) == 1 and again.partie_chance(0, 0, True) == solution.partie_chance(
        0, 0, True)
    long_race = PLAIN.with_options(target_score=300, low_hand_malus=20)
    with pytest.raises(solutions.NotWorkedOutError) as refused:
        later.obtain(long_race, said.append)
    assert refused.value.seconds == cost.solve_seconds(long_race) and len(said) == 1
    assert "more than 5 minutes" in refused.value.reason.render()
