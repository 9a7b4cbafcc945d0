"""The Master's solved parties on disk (issue 26): found again for the same rules, solved
again when the rules or the format change, never trusted damaged, trimmed to a size, and a
folder that cannot be written costs the game nothing."""

import errno
import os

import pytest

from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.storage import solutions
from zanzibar_desktop.storage.atomic import failure_reason
from zanzibar_desktop.storage.errors import StorageError
from zanzibar_desktop.storage.paths import cache_dir
from zanzibar_desktop.storage.solutions import SolutionCache, digest

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


def test_a_damaged_or_foreign_file_is_dropped_and_solved_again(tmp_path):
    cache = SolutionCache(tmp_path)
    key = digest("points", 1, RULES)
    cache.store(key, b"solution")
    path = cache.path(key)
    path.write_bytes(path.read_bytes()[:10])  # cut short
    assert cache.load(key) is None
    assert not path.exists()
    other = digest("points", 1, RULES.with_options(target_score=200))
    cache.store(other, b"solution")
    os.replace(cache.path(other), path)  # a file under the wrong name: its header says so
    assert cache.load(key) is None


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
