"""``zanzibar`` where its output or its records go wrong (issue 22, points 7, 10 and 11): a
standard output that is full or closed, an encoding that cannot hold French, names that
are too long or that hold terminal controls, and ``stats`` over a damaged, foreign or
special file. Each case: one clear line on stderr and status 2, never "unexpected"."""

import errno
import json
import os
import sqlite3
import subprocess
import sys

import pytest

from tests.cli.test_cli_errors import COMMAND, assert_refused, zanzibar
from tests.storage.test_records import played
from tests.storage.test_records_damage import malformed, many_games, names, special_files
from zanzibar_desktop.cli.main import main
from zanzibar_desktop.engine.text import FIRST_STRONG_ISOLATE, POP_DIRECTIONAL_ISOLATE
from zanzibar_desktop.storage.records import open_records

pytestmark = pytest.mark.subprocess


def run(*args: str, env=None, **options) -> subprocess.CompletedProcess:  # noqa: ANN001
    return subprocess.run([*COMMAND, *args], capture_output=True, text=True, encoding="utf-8",
                          errors="backslashreplace", timeout=120,
                          env={**os.environ, **(env or {})}, **options)


def test_stdout_on_a_full_device_is_one_line_and_status_2():
    with open("/dev/full", "w") as full:  # only written to: harmless, even as root
        result = subprocess.run([*COMMAND, "odds", "--rules", "zanzibar", "--table"],
                                stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    assert result.returncode == 2, result.stderr
    assert result.stderr == "zanzibar: error: cannot write the output: the disk is full\n"


class Full:
    """A standard output on a disk that has just filled up."""

    encoding, errors = "utf-8", "strict"

    def write(self, text: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    def flush(self) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")


def test_a_write_failing_with_enospc_is_said_in_the_chosen_language(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdout", Full())
    assert main(["--lang", "fr", "hands", "--rules", "zanzibar"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("zanzibar\u00a0: erreur\u00a0: ")
    assert "inattendue" not in err and "unexpected" not in err


def test_a_closed_stdout_is_one_line_and_status_2():
    command = " ".join(f"'{part}'" for part in COMMAND) + " hands --rules zanzibar >&-"
    result = subprocess.run(["bash", "-c", command], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 2, result.stderr
    assert result.stderr == "zanzibar: error: cannot write the output: it is closed\n"


def keep_games(path, *names_: str) -> None:  # noqa: ANN001
    """Games kept in ``path``, the first seat renamed to each of ``names_`` as a file edited
    by hand, or written by another program, could hold them."""
    records, _ = open_records(path)
    for seed, name in enumerate(names_):
        number = records.store(played("zanzibar", seed), started=0.0)
        with records.connection:
            records.connection.execute("UPDATE seats SET name = ? WHERE game = ? AND seat = 0",
                                       (name, number))
            records.connection.execute("UPDATE games SET players = ? WHERE id = ?", (
                json.dumps([[name, None], ["Bob", "expert"]]), number))
    records.close()


def test_french_output_in_an_ascii_terminal_is_transliterated(tmp_path):
    path = tmp_path / "games.sqlite"
    keep_games(path, "Zoé « la Reine »")
    outputs = []
    for args in (["--lang", "fr", "hands", "--rules", "zanzibar"],
                 ["--lang", "fr", "stats", "--db", str(path)],
                 ["--lang", "fr", "odds", "--rules", "421", "--dice", "4-2-1", "--beat", "6-6-6"]):
        result = run(*args, env={"PYTHONIOENCODING": "ascii"})
        assert result.returncode == 0 and result.stderr == "", result.stderr
        assert result.stdout.isascii() and result.stdout.strip()
        outputs.append(result.stdout)
    assert 'Zoe " la Reine "' in outputs[1]  # « » and the non-breaking spaces spelled out
    assert "Zanzi d'as" in outputs[0]


def test_a_300_character_folder_name_is_one_clear_line(tmp_path):
    line = assert_refused(zanzibar("simulate", "--rules", "421", "--players", "expert,novice",
                                   "--games", "1", "--seed", "1", "--save-games", "d" * 300,
                                   cwd=tmp_path), "--save-games", "too long")
    assert "unexpected" not in line and len(line) < 200
    assert list(tmp_path.iterdir()) == []


def test_stats_on_a_folder_is_one_clear_line(tmp_path):
    line = assert_refused(zanzibar("stats", "--db", str(tmp_path)), "is a folder")
    assert "unexpected" not in line and list(tmp_path.iterdir()) == []


def test_stats_never_opens_sqlite_on_a_pipe_or_a_device(tmp_path):
    for node in special_files(tmp_path):
        before = names(tmp_path)
        assert_refused(zanzibar("stats", "--db", str(node)), "not a file")
        assert names(tmp_path) == before  # no "zero-journal" beside the node


def test_stats_refuses_a_named_file_that_is_not_a_games_database(tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("nothing to do with dice\n" * 100)
    damaged = tmp_path / "copy.sqlite"
    many_games(damaged)
    content = malformed(damaged)
    for path, bytes_ in ((notes, notes.read_bytes()), (damaged, content)):
        before = names(tmp_path)
        assert_refused(zanzibar("stats", "--db", str(path)), "not a games database")
        assert path.read_bytes() == bytes_ and names(tmp_path) == before  # no .bad, no new file
    assert_refused(zanzibar("stats", "--db", str(tmp_path / "typo.sqlite")), "no such file")
    assert not (tmp_path / "typo.sqlite").exists()


def test_stats_sets_the_players_own_damaged_records_aside(tmp_path, private_home):
    data = private_home / "data"
    data.mkdir(parents=True)
    own = data / "games.sqlite"
    many_games(own)
    content = malformed(own)
    result = run("stats", "--json")
    assert result.returncode == 0, result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and "games.sqlite.bad" in lines[0] and "a new one" in lines[0]
    assert json.loads(result.stdout) == {"players": []}  # stdout stays JSON
    assert (data / "games.sqlite.bad").read_bytes() == content
    with sqlite3.connect(own) as fresh:
        assert fresh.execute("SELECT COUNT(*) FROM games").fetchone() == (0,)


def test_the_players_own_records_as_a_pipe_are_refused_not_replaced(private_home):
    data = private_home / "data"
    data.mkdir(parents=True)
    os.mkfifo(data / "games.sqlite")
    assert_refused(run("stats"), "not a file")
    assert names(data) == {"games.sqlite"}


def test_names_from_the_records_print_without_controls_and_isolated(tmp_path):
    path = tmp_path / "games.sqlite"
    keep_games(path, "\x1b[31mRed\x07\x1b]0;title\x07", "\u202eAnn")
    result = zanzibar("stats", "--db", str(path))
    assert result.returncode == 0, result.stderr
    assert not any(ord(character) < 32 and character != "\n" for character in result.stdout)
    assert "\x9b" not in result.stdout
    assert f"{FIRST_STRONG_ISOLATE}[31mRed]0;title{POP_DIRECTIONAL_ISOLATE}" in result.stdout
    reversed_line = next(line for line in result.stdout.splitlines()
                         if line.startswith(FIRST_STRONG_ISOLATE + "\u202e") and ": " in line)
    assert reversed_line.startswith(f"{FIRST_STRONG_ISOLATE}\u202eAnn{POP_DIRECTIONAL_ISOLATE}")
    table = result.stdout.splitlines()
    header = table[0]
    shown = table[1].replace(FIRST_STRONG_ISOLATE, "").replace(POP_DIRECTIONAL_ISOLATE, "")
    assert shown.index("all games") == header.index("games counted")  # isolates take no room


def test_stats_says_a_data_folder_that_is_a_file(private_home):
    private_home.mkdir()
    (private_home / "data").write_text("x")
    assert_refused(run("stats"), "is a file, not a folder")
    assert (private_home / "data").read_text() == "x"


def test_stats_over_locked_records_is_one_clear_line(tmp_path, monkeypatch, capsys):
    from zanzibar_desktop.cli import stats_command

    path = tmp_path / "games.sqlite"
    keep_games(path, "Ann")

    def locked(records):  # noqa: ANN001, ANN202 - another copy writing for too long
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(stats_command, "player_figures", locked)
    assert main(["stats", "--db", str(path)]) == 2
    assert capsys.readouterr().err == (
        "zanzibar: error: the games database could not be read: database is locked\n")
    assert sorted(entry.name for entry in tmp_path.iterdir())[0] == "games.sqlite"
    assert not (tmp_path / "games.sqlite.bad").exists()


def test_a_rule_sheet_to_standard_output_is_the_pdf_and_never_a_file_named_dash(tmp_path):
    result = subprocess.run([*COMMAND, "rulesheet", "--rules", "421", "-o", "-"],
                            capture_output=True, cwd=tmp_path, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(b"%PDF-") and result.stdout.rstrip().endswith(b"%%EOF")
    assert result.stderr.decode().startswith("standard output: rule sheet of ")
    assert result.stderr.count(b"\n") == 1
    assert list(tmp_path.iterdir()) == []  # nothing written beside
    with open("/dev/full", "w") as full:
        result = subprocess.run([*COMMAND, "rulesheet", "--rules", "421", "-o", "-"],
                                stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    assert result.returncode == 2, result.stderr
    assert result.stderr == "zanzibar: error: cannot write the output: the disk is full\n"


def test_a_rule_sheet_is_not_written_to_a_terminal(tmp_path):
    import pty

    main_end, terminal = pty.openpty()
    try:
        result = subprocess.run([*COMMAND, "rulesheet", "--rules", "421", "-o", "-"],
                                stdout=terminal, stderr=subprocess.PIPE, text=True,
                                cwd=tmp_path, timeout=120)
    finally:
        os.close(terminal)
        os.close(main_end)
    assert "Traceback" not in result.stderr
    assert result.returncode == 2, result.stderr
    assert result.stderr.startswith("zanzibar: error: a PDF is not for the terminal")
    assert list(tmp_path.iterdir()) == []
