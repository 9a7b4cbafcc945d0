"""One running copy owns a data folder's autosave; a second copy can call it to the front, and
a copy that died leaves a lock the next one takes over."""

import os
import signal
import subprocess
import sys
import textwrap

import pytest

from tests.processes import end, read_line
from zanzibar_desktop.session.instance import InstanceLock, Ownership

pytestmark = pytest.mark.subprocess

# Another copy of the program, as far as the lock goes: it takes the lock on the folder,
# says so, and prints "raised" each time a second copy asks it to come to the front. It hears
# before it listens: listen() answers a request already waiting at once, and a request made
# between "owner" and listen() (a loaded machine) was answered unheard, "raised" never came.
OWNER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from PySide6.QtCore import QCoreApplication
    from zanzibar_desktop.session.instance import InstanceLock

    app = QCoreApplication([])
    lock = InstanceLock(Path(sys.argv[1]))
    print(lock.acquire().value, flush=True)
    lock.raise_requested.connect(lambda: print("raised", flush=True))
    lock.open_requested.connect(lambda path: print("open", path, flush=True))
    lock.listen()
    app.exec()
""")


@pytest.fixture
def owner(tmp_path):
    """A second process holding the lock on ``tmp_path / "data"``."""
    folder = tmp_path / "data"
    process = subprocess.Popen([sys.executable, "-c", OWNER, str(folder)], stdout=subprocess.PIPE,
                               text=True, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert read_line(process, "word on the lock").strip() == Ownership.OWNER.value
    yield folder, process
    end(process)


def test_the_first_copy_owns_the_folder_and_a_second_finds_it_taken(qapp, owner):
    folder, _ = owner
    second = InstanceLock(folder)
    assert second.acquire() is Ownership.ELSEWHERE


def test_a_second_copy_brings_the_owner_to_the_front(qapp, owner):
    folder, process = owner
    second = InstanceLock(folder)
    assert second.acquire() is Ownership.ELSEWHERE
    assert second.ask_owner_to_raise()
    assert read_line(process, "\"raised\"").strip() == "raised"
    assert not (folder / "zanzibar-desktop.raise-request").exists()


def test_a_lock_left_by_a_copy_that_died_is_taken_over(qapp, owner):
    folder, process = owner
    process.send_signal(signal.SIGKILL)  # as after a crash or kill -9: the lock file stays
    process.wait(timeout=60)
    assert (folder / "zanzibar-desktop.lock").exists()
    again = InstanceLock(folder)
    assert again.acquire() is Ownership.OWNER
    again.release()


def test_asking_a_copy_that_does_not_answer_gives_up_and_leaves_nothing(qapp, owner, monkeypatch):
    folder, process = owner
    process.send_signal(signal.SIGSTOP)  # hung: holds the lock, answers nothing
    try:
        monkeypatch.setattr("zanzibar_desktop.session.instance.ANSWER_WAIT_MS", 300)
        second = InstanceLock(folder)
        assert second.acquire() is Ownership.ELSEWHERE
        assert not second.ask_owner_to_raise()
        assert not (folder / "zanzibar-desktop.raise-request").exists()
    finally:
        process.send_signal(signal.SIGCONT)


def test_a_folder_that_cannot_be_made_cannot_be_locked(qapp, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert InstanceLock(blocker / "data").acquire() is Ownership.UNLOCKABLE


def test_a_second_copy_hands_its_game_file_to_the_owner(qapp, owner, tmp_path):
    folder, process = owner
    second = InstanceLock(folder)
    assert second.acquire() is Ownership.ELSEWHERE
    assert second.ask_owner_to_raise(str(tmp_path / "partie de Zoé.zanzibar"))
    assert read_line(process, "\"raised\"").strip() == "raised"
    assert read_line(process, "the file to open") == f"open {tmp_path / 'partie de Zoé.zanzibar'}"


@pytest.mark.parametrize("content", [b"", b"garbage\n\x00\xff", b"not-a-pid\nhost\napp\n"],
                         ids=["empty", "binary", "words"])
def test_a_lock_file_that_names_no_process_is_taken_over(qapp, tmp_path, content):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "zanzibar-desktop.lock").write_bytes(content)
    lock = InstanceLock(folder)
    assert lock.acquire() is Ownership.OWNER
    lock.release()


def test_a_lock_file_written_on_another_machine_is_taken_over(qapp, tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    # Qt's own lock format: pid, application, host; a live pid, another host's name.
    (folder / "zanzibar-desktop.lock").write_text(f"{os.getpid()}\npython3\nanother-host\n")
    lock = InstanceLock(folder)
    assert lock.acquire() is Ownership.OWNER
    lock.release()


def test_a_live_copy_on_this_machine_keeps_its_lock(qapp, owner):
    folder, _ = owner
    assert InstanceLock(folder).acquire() is Ownership.ELSEWHERE
    assert (folder / "zanzibar-desktop.lock").exists()
