"""Save files on disk: exact reloads, atomic writes, and clear errors for bad files."""

import errno
import os

import pytest

from tests.helpers import half_played
from zanzibar_desktop.engine.errors import SaveFormatError
from zanzibar_desktop.engine.save import loads_game
from zanzibar_desktop.storage.errors import StorageError
from zanzibar_desktop.storage.saves import read_game, write_game

pytestmark = pytest.mark.core


def test_a_written_game_reads_back_identical(tmp_path):
    game = half_played()
    path = tmp_path / "game.zanzibar"
    write_game(game, path)
    loaded = read_game(path)
    assert loaded.state() == game.state()
    assert [spec.level for spec in loaded.players] == [None, "expert", None]
    assert not list(tmp_path.glob(".*.tmp"))  # no temporary file left behind


def test_writing_replaces_the_old_file_whole(tmp_path):
    path = tmp_path / "game.zanzibar"
    path.write_text("old")
    game = half_played()
    write_game(game, path)
    assert loads_game(path.read_text()).state() == game.state()


def test_a_failed_write_leaves_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "game.zanzibar"
    path.write_text("previous game")

    def broken_replace(source, target):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(StorageError, match="the disk is full"):
        write_game(half_played(), path)
    assert path.read_text() == "previous game"
    assert list(tmp_path.iterdir()) == [path]


def test_unreadable_files_give_a_clear_error(tmp_path):
    with pytest.raises(SaveFormatError, match="the file does not exist"):
        read_game(tmp_path / "missing.zanzibar")
    binary = tmp_path / "photo.zanzibar"
    binary.write_bytes(b"\xff\xd8\xff\xe0 not text")
    with pytest.raises(SaveFormatError, match="not UTF-8 text"):
        read_game(binary)
