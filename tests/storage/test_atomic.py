"""The one atomic write: whole or not at all, and any failure is a StorageError with a
reason, never a bare OSError; what it cannot clean up is left for the clean-up at start."""

import errno
import os
from pathlib import Path

import pytest

from tests.helpers import half_played
from zanzibar_desktop.storage.atomic import atomic_file, write_bytes_atomically
from zanzibar_desktop.storage.autosave import Autosave
from zanzibar_desktop.storage.errors import StorageError
from zanzibar_desktop.storage.paths import autosave_file, remove_interrupted_writes
from zanzibar_desktop.storage.saves import read_game

pytestmark = pytest.mark.core


def temporaries(folder: Path) -> list[Path]:
    return sorted(folder.glob(".*.tmp"))


def turn_read_only(patches: pytest.MonkeyPatch) -> None:
    """The folder turns read-only once the temporary file is written (as root ignores
    permission bits, the system calls say so): the rename and the removal both fail."""
    def replace(source, target):  # noqa: ANN001, ANN202
        raise OSError(errno.EROFS, "Read-only file system")

    real_unlink = Path.unlink

    def unlink(self, missing_ok=False):  # noqa: ANN001, ANN202
        if self.name.endswith(".tmp"):
            raise PermissionError(errno.EACCES, "Permission denied", str(self))
        return real_unlink(self, missing_ok=missing_ok)

    patches.setattr(os, "replace", replace)
    patches.setattr(Path, "unlink", unlink)


@pytest.fixture
def folder_turns_read_only(monkeypatch):
    turn_read_only(monkeypatch)


def test_a_folder_turning_read_only_mid_write_is_a_storage_error(tmp_path,
                                                                 folder_turns_read_only):
    target = tmp_path / "game.zanzibar"
    target.write_bytes(b"the previous game")
    with pytest.raises(StorageError, match="the folder is read-only"):
        write_bytes_atomically(target, b"the new game")
    assert target.read_bytes() == b"the previous game"
    [left] = temporaries(tmp_path)  # it could not be removed: left for the start-up clean-up
    assert left.name.startswith(".game.zanzibar.")


@pytest.mark.parametrize("failing", ["write", "fsync"])
def test_a_failure_while_writing_whose_temporary_cannot_be_removed_keeps_its_reason(
        tmp_path, monkeypatch, folder_turns_read_only, failing):
    def fsync(descriptor):  # noqa: ANN001, ANN202
        raise OSError(errno.EIO, "Input/output error")

    if failing == "fsync":
        monkeypatch.setattr(os, "fsync", fsync)
    target = tmp_path / "export.csv"
    with pytest.raises(StorageError) as caught, atomic_file(target, "w") as stream:
        stream.write("a,b\n")
        if failing == "write":
            raise OSError(errno.ENOSPC, "No space left on device")
    assert caught.value.text.render() == (
        "the disk is full" if failing == "write" else "the system said: Input/output error")
    assert not target.exists()


def test_what_the_writer_itself_raises_still_passes_through(tmp_path, folder_turns_read_only):
    class CancelledError(Exception):
        pass

    with pytest.raises(CancelledError), atomic_file(tmp_path / "export.csv", "w") as stream:
        stream.write("half")
        raise CancelledError
    assert not (tmp_path / "export.csv").exists()


def test_an_autosave_the_folder_stopped_taking_is_said_and_its_leftover_goes_at_start(
        monkeypatch):
    autosave = Autosave()
    game = half_played()
    autosave.write(game)
    with monkeypatch.context() as patches:
        turn_read_only(patches)
        game.apply(game.legal_actions()[0])
        with pytest.raises(StorageError, match="read-only"):
            autosave.write(game)
    assert read_game(autosave_file()).actions == game.actions[:-1]  # the last good one
    assert len(temporaries(autosave_file().parent)) == 1
    assert remove_interrupted_writes(owns_autosave=True) == 1
    assert temporaries(autosave_file().parent) == []


def test_a_name_no_file_can_have_is_a_storage_error(tmp_path):
    with pytest.raises(StorageError, match="cannot hold"):
        write_bytes_atomically(tmp_path / "a\0b.zanzibar", b"data")
    assert list(tmp_path.iterdir()) == []


def test_a_new_file_has_the_umasks_permissions_and_a_replaced_one_keeps_its_own(tmp_path):
    """A picture or a rule sheet the player saves reads like any other file of theirs: not
    0o600 as a temporary file is made (``tempfile.mkstemp``), and one written over keeps
    the permissions its owner gave it."""
    mode = os.umask(0o027)
    try:
        new = tmp_path / "sheet.pdf"
        write_bytes_atomically(new, b"%PDF-")
        assert new.stat().st_mode & 0o777 == 0o640
        os.umask(0o022)
        shared = tmp_path / "chart.png"
        shared.write_bytes(b"old")
        shared.chmod(0o664)
        write_bytes_atomically(shared, b"new")
        assert (shared.read_bytes(), shared.stat().st_mode & 0o777) == (b"new", 0o664)
        os.umask(0o077)
        with atomic_file(tmp_path / "settings.json", "w", encoding="utf-8") as stream:
            stream.write("{}")
        assert (tmp_path / "settings.json").stat().st_mode & 0o777 == 0o600
    finally:
        os.umask(mode)
    assert temporaries(tmp_path) == []
