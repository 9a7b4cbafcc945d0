"""A byte changed in the header or the schema of ``games.sqlite``, or in a value a row keeps
(issue 32, point 4): the records refuse it as damage, with their own words. A file the
player names (``zanzibar stats --db``) is refused in one line with status 2 and left as it
is; the player's own file is set aside intact and a fresh one started. Before, the schema's
text made SQLite's message undecodable ("unexpected UnicodeDecodeError"), a version number
out of range sent the migration looking for a step that does not exist ("unexpected
KeyError: -16777213"), and a renamed column or a row whose rules no longer read reached
the caller as SQLite's or the rules' own error."""

import sqlite3

import pytest

from tests.storage.test_records_damage import garbled, many_games, read_everything
from zanzibar_desktop.cli.main import main
from zanzibar_desktop.storage.record_stats import player_figures
from zanzibar_desktop.storage.record_trends import first_throw_fairness
from zanzibar_desktop.storage.records import SCHEMA_VERSION, RecordsError, with_records

pytestmark = pytest.mark.core


def flip(data: bytes, at: int, mask: int) -> bytes:
    return data[:at] + bytes([data[at] ^ mask]) + data[at + 1:]


def in_schema(data: bytes, text: bytes, offset: int, mask: int) -> bytes:
    """``data`` with the byte ``offset`` into the schema's ``text`` flipped by ``mask``."""
    assert data.count(text) == 1
    return flip(data, data.index(text) + offset, mask)


def changed_row(path, statement: str) -> bytes:  # noqa: ANN001
    """``path`` with one row changed as no version of the program writes it; its bytes."""
    connection = sqlite3.connect(path)
    connection.execute(statement)
    connection.commit()
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()
    return path.read_bytes()


DAMAGE = {
    # the two
    "seats(name) not text": lambda data: in_schema(data, b"ON seats(name)", 9, 0x80),
    "user_version byte 60": lambda data: flip(data, 60, 0xFF),
    # the same places, otherwise
    "seats(name) renamed": lambda data: in_schema(data, b"ON seats(name)", 9, 0x01),
    "a column renamed": lambda data: in_schema(data, b"first_hands TEXT", 0, 0x04),
    "user_version one back": lambda data: flip(data, 63, SCHEMA_VERSION ^ (SCHEMA_VERSION - 1)),
    "user_version zero": lambda data: flip(data, 63, SCHEMA_VERSION),
    "schema format byte 47": lambda data: flip(data, 47, 0x01),
}
ROW_DAMAGE = {
    "rules no longer read": "UPDATE games SET rules_json = replace(rules_json, 'straight', "
                            "'stbaight')",
    "a best hand no longer reads": "UPDATE seats SET best_dice = '6-x' WHERE best_dice "
                                   "IS NOT NULL",
    "a count kept as text": "UPDATE seats SET zanzis = 'many' WHERE level IS NULL",
}
# What only the Statistics window's "are my dice fair?" reads.
FAIRNESS_DAMAGE = {
    "first throws no longer read": "UPDATE seats SET first_hands = '{\"zanzi\": [1, \"x\"]}' "
                                   "WHERE level IS NULL",
}


def damaged_file(tmp_path, case: str) -> tuple:
    path = tmp_path / "games.sqlite"
    data = many_games(path, 5)
    if case in DAMAGE:
        data = DAMAGE[case](data)
        path.write_bytes(data)
    else:
        data = changed_row(path, {**ROW_DAMAGE, **FAIRNESS_DAMAGE}[case])
    return path, data


@pytest.mark.parametrize("case", [*DAMAGE, *ROW_DAMAGE])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_named_file_is_refused_in_one_line_and_left_as_it_is(tmp_path, capsys, case,
                                                               language):
    path, data = damaged_file(tmp_path, case)
    assert main(["--lang", language, "stats", "--db", str(path)]) == 2
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert captured.out == "" and len(lines) == 1, captured.err
    assert str(path) in lines[0]
    assert "unexpected" not in lines[0] and "inattendu" not in lines[0]
    assert path.read_bytes() == data
    assert sorted(item.name for item in tmp_path.iterdir()) == ["games.sqlite"]


def read_all(records) -> int:  # noqa: ANN001
    """What the statistics read, the first throws of each player included; the games kept."""
    for figures in player_figures(records):
        first_throw_fairness(records, figures.name)
    return read_everything(records)


@pytest.mark.parametrize("case", [*DAMAGE, *ROW_DAMAGE, *FAIRNESS_DAMAGE])
def test_the_players_own_file_is_set_aside_intact(tmp_path, case):
    path, data = damaged_file(tmp_path, case)
    count, note = with_records(read_all, path=path)
    assert count == 0  # a fresh record
    assert note is not None and "games.sqlite.bad" in note.render()
    assert (tmp_path / "games.sqlite.bad").read_bytes() == data


@pytest.mark.parametrize(("case", "english", "french"), [
    ("seats(name) not text", "bytes that are not text", "octets qui ne sont pas du texte"),
    ("user_version byte 60", "its version number, \u221216,777,213, is damaged",  # 0xFF000003
     "son numéro de version, \u221216\u202f777\u202f213, est abîmé"),
    ("rules no longer read", "the rules of game 5 cannot be read",
     "les règles de la partie 5 sont illisibles"),
])
def test_the_damage_is_said_in_the_players_language(tmp_path, capsys, case, english, french):
    path, _ = damaged_file(tmp_path, case)
    for language, words in (("en", english), ("fr", french)):
        assert main(["--lang", language, "stats", "--db", str(path)]) == 2
        assert words in capsys.readouterr().err


@pytest.mark.parametrize("data", [b"", b"S", b"SQLite format 3\x00"])
def test_a_named_file_too_short_for_a_database_is_refused_unwritten(tmp_path, capsys, data):
    """SQLite takes such a file for an empty database and writes a new one over it (found
    by tests/storage/test_every_loader.py)."""
    path = tmp_path / "games.sqlite"
    path.write_bytes(data)
    assert main(["stats", "--db", str(path)]) == 2
    assert "holds no games database" in capsys.readouterr().err
    assert path.read_bytes() == data


def test_a_text_that_is_not_utf8_is_said_on_one_line(tmp_path):
    """Python's own message quotes the text, line breaks and all (found by
    tests/storage/test_every_loader.py)."""
    path = tmp_path / "games.sqlite"
    many_games(path, 5)
    garbled(path)
    with pytest.raises(RecordsError) as refused:
        with_records(read_everything, path=path, named=True)
    said = refused.value.text.render()
    assert "a text kept in it is not UTF-8" in said and "\n" not in said


def test_a_named_database_of_another_program_is_refused_unwritten(tmp_path, capsys):
    """Its version number is 0, as a new file's: it was made a games database (its tables
    created, WAL mode set in its header) before being read."""
    path = tmp_path / "other.sqlite"
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE notes (text TEXT)")
    connection.execute("INSERT INTO notes VALUES ('not a game')")
    connection.commit()
    connection.close()
    data = path.read_bytes()
    assert main(["stats", "--db", str(path)]) == 2
    assert "this program did not make it" in capsys.readouterr().err
    assert path.read_bytes() == data


def test_a_table_another_program_adds_beside_ours_is_no_damage(tmp_path):
    path = tmp_path / "games.sqlite"
    many_games(path, 2)
    changed_row(path, "CREATE TABLE notes (text TEXT)")
    assert with_records(read_all, path=path) == (5, None)
    assert with_records(read_all, path=path, named=True) == (5, None)
