"""Never write over what is not a regular file (issue 22, point 10): a pipe or a character
device is written as a stream, the node left as it is; a disk device or a socket is refused;
a link is written through and stays a link. Every writer goes through storage.atomic.

The nodes are made in a temporary folder (``os.mkfifo``, ``os.mknod``): no test touches
anything under /dev.
"""

import contextlib
import json
import os
import socket
import stat
import threading
from pathlib import Path

import pytest

from tests.helpers import half_played
from zanzibar_desktop.cli.main import main
from zanzibar_desktop.engine.game_log import loads_line
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.rules import rules_from_json
from zanzibar_desktop.engine.save import loads_game
from zanzibar_desktop.storage.atomic import write_text_atomically
from zanzibar_desktop.storage.errors import StorageError
from zanzibar_desktop.storage.game_log import LogWriter
from zanzibar_desktop.storage.records import open_records
from zanzibar_desktop.storage.records_export import export_csv
from zanzibar_desktop.storage.saves import write_game
from zanzibar_desktop.storage.settings import Settings, save_settings

pytestmark = pytest.mark.core

SIMULATE = ["simulate", "--rules", "421", "--players", "novice,regular", "--games", "3",
            "--seed", "5"]


class PipeReader:
    """A FIFO in ``folder`` and a thread reading everything written to it."""

    def __init__(self, folder: Path, name: str = "pipe") -> None:
        self.path = folder / name
        os.mkfifo(self.path)
        self.data: bytes | None = None
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        with open(self.path, "rb") as stream:  # waits for a writer
            self.data = stream.read()

    def received(self) -> bytes:
        self.thread.join(timeout=30)
        assert not self.thread.is_alive(), "the writer never closed the pipe"
        assert self.data is not None
        return self.data

    def close(self) -> None:
        """Let a reader still waiting for a writer go (a test that failed early)."""
        if self.thread.is_alive():
            with contextlib.suppress(OSError):
                os.close(os.open(self.path, os.O_WRONLY | os.O_NONBLOCK))
            self.thread.join(timeout=10)


@pytest.fixture
def pipe(tmp_path):
    reader = PipeReader(tmp_path)
    yield reader
    reader.close()


def still_a(kind, path: Path) -> bool:  # noqa: ANN001
    return kind(os.lstat(path).st_mode)


def only(folder: Path, *names: str) -> bool:
    """Nothing else in ``folder``: no temporary file, no regular file beside the node."""
    return sorted(path.name for path in folder.iterdir()) == sorted(names)


def _save(path):  # noqa: ANN001, ANN202
    game = half_played()
    write_game(game, path)
    return lambda data: loads_game(data.decode("utf-8")).state() == game.state()


def _settings(path):  # noqa: ANN001, ANN202
    save_settings(Settings(language="fr", last_rules="421-boite"), path)
    return lambda data: json.loads(data)["last_rules"] == "421-boite"


def _rules_file(path):  # noqa: ANN001, ANN202 - the rules editor's Export writes this way
    rules = preset_rules("421").with_options(name="house", tokens=15)
    write_text_atomically(path, rules.to_json())
    return lambda data: rules_from_json(data.decode("utf-8")) == rules


def _csv_export(path):  # noqa: ANN001, ANN202
    records, _ = open_records(path.parent / "games.sqlite")
    records.store(half_played(), started=0.0)
    export_csv(records, str(path), "games")
    records.connection.close()
    for companion in path.parent.glob("games.sqlite*"):
        companion.unlink()
    return lambda data: data.decode("utf-8-sig").count("\r\n") == 2


def _game_log(path):  # noqa: ANN001, ANN202
    with LogWriter(path) as log:
        log.write({"seed": 1})
        log.write({"seed": 2})
        log.commit()
    return lambda data: [loads_line(line) for line in data.decode().splitlines()] == [
        {"seed": 1}, {"seed": 2}]


WRITERS = [_save, _settings, _rules_file, _csv_export, _game_log]


@pytest.mark.parametrize("writer", WRITERS, ids=lambda writer: writer.__name__[1:])
def test_every_writer_streams_into_a_pipe_and_leaves_it_a_pipe(tmp_path, pipe, writer):
    check = writer(pipe.path)
    assert check(pipe.received())
    assert still_a(stat.S_ISFIFO, pipe.path) and only(tmp_path, "pipe")


def test_simulate_logs_into_a_pipe(tmp_path, pipe, capsys):
    assert main([*SIMULATE, "--log", str(pipe.path)]) == 0
    lines = pipe.received().decode("utf-8").splitlines()
    assert len(lines) == 3 and all(loads_line(line)["players"] == ["novice", "regular"]
                                   for line in lines)
    assert still_a(stat.S_ISFIFO, pipe.path) and only(tmp_path, "pipe")


def character_device(folder: Path, name: str, minor: int) -> Path:
    """A node for the kernel's memory devices (1, 3: null; 1, 7: full), made in ``folder``."""
    path = folder / name
    try:
        os.mknod(path, stat.S_IFCHR | 0o666, os.makedev(1, minor))
    except PermissionError:
        pytest.skip("this system does not let the tests make a device node (mknod)")
    return path


def same_node(path: Path, device: int) -> bool:
    status = os.lstat(path)
    return stat.S_ISCHR(status.st_mode) and status.st_rdev == device


def test_simulate_logs_into_a_null_device_which_stays_a_device(tmp_path, capsys):
    null = character_device(tmp_path, "null", 3)
    device = os.lstat(null).st_rdev
    assert main([*SIMULATE, "--log", str(null)]) == 0
    assert same_node(null, device) and only(tmp_path, "null")
    write_game(half_played(), null)
    assert same_node(null, device) and only(tmp_path, "null")


def test_a_full_device_is_said_full_and_stays_a_device(tmp_path, capsys):
    full = character_device(tmp_path, "full", 7)
    device = os.lstat(full).st_rdev
    with pytest.raises(StorageError, match="the disk is full"):
        write_game(half_played(), full)
    assert same_node(full, device) and only(tmp_path, "full")
    assert main([*SIMULATE, "--log", str(full)]) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "the disk is full" in error
    assert same_node(full, device) and only(tmp_path, "full")


def test_a_disk_device_is_refused_and_never_opened(tmp_path):
    disk = tmp_path / "disk"
    try:
        os.mknod(disk, stat.S_IFBLK | 0o600, os.makedev(0, 0))  # no such disk: never opened
    except PermissionError:
        pytest.skip("this system does not let the tests make a device node (mknod)")
    with pytest.raises(StorageError, match="disk device or a socket"):
        write_game(half_played(), disk)
    with pytest.raises(StorageError, match="disk device or a socket"):
        LogWriter(disk)
    assert still_a(stat.S_ISBLK, disk) and only(tmp_path, "disk")


def test_a_socket_is_refused_and_left_a_socket(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)  # a short name: socket paths are limited to about 100 bytes
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        listener.bind("socket")
        with pytest.raises(StorageError, match="disk device or a socket"):
            write_game(half_played(), Path("socket"))
        assert main([*SIMULATE, "--log", "socket"]) == 2
        assert "disk device or a socket" in capsys.readouterr().err
    finally:
        listener.close()
    assert still_a(stat.S_ISSOCK, tmp_path / "socket") and only(tmp_path, "socket")


def test_a_link_is_written_through_and_stays_a_link(tmp_path):
    real = tmp_path / "games" / "partie.zanzibar"
    real.parent.mkdir()
    real.write_text("the previous game")
    link = tmp_path / "partie.zanzibar"
    link.symlink_to(real)
    game = half_played()
    write_game(game, link)
    assert link.is_symlink() and link.resolve() == real.resolve()
    assert loads_game(real.read_text(encoding="utf-8")).state() == game.state()
    assert only(tmp_path, "games", "partie.zanzibar") and only(real.parent, "partie.zanzibar")


def test_a_link_to_a_pipe_streams_into_the_pipe(tmp_path, pipe):
    link = tmp_path / "log.jsonl"
    link.symlink_to(pipe.path)
    check = _game_log(link)
    assert check(pipe.received())
    assert link.is_symlink() and still_a(stat.S_ISFIFO, pipe.path)


def test_a_regular_file_is_still_replaced_whole(tmp_path):
    """The ordinary case keeps its rename: a reader never sees half a file."""
    target = tmp_path / "partie.zanzibar"
    target.write_text("the previous game")
    before = os.lstat(target).st_ino
    write_game(half_played(), target)
    assert os.lstat(target).st_ino != before and only(tmp_path, "partie.zanzibar")
