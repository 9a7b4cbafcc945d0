"""The records database against what a disk and a player can do to it (issue 22): a seed
too large for SQLite's integers, damage inside its data pages, a path that is not a regular
file, and a file the player names that is not a games database."""

import os
import shutil
import sqlite3
import stat

import pytest

from tests.storage.test_records import played
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.tournament import play_seats
from zanzibar_desktop.storage.record_bests import player_bests
from zanzibar_desktop.storage.record_stats import player_figures
from zanzibar_desktop.storage.records import (
    RecordsError,
    open_records,
    seed_from_column,
    seed_to_column,
    with_records,
)
from zanzibar_desktop.storage.records_export import game_rows
from zanzibar_desktop.storage.saves import read_game, write_game

pytestmark = pytest.mark.core

PAGE = 4096
MARK = "Zoë"  # a name kept in the last games only, to find their bytes in the file


def many_games(path, count: int = 30) -> bytes:
    """A database of ``count`` finished games, everything in the main file (no WAL); its
    bytes. The last three games seat ``MARK``."""
    records, _ = open_records(path)
    for seed in range(count):
        records.store(played("zanzibar", seed), started=0.0)
    for seed in range(3):
        records.store(play_seats(preset_rules("421"), [PlayerSpec(MARK), PlayerSpec(
            "Bob", "expert")], seed), started=0.0)
    records.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    records.close()
    return path.read_bytes()


def later_leaf(path, table: str = "games") -> int:
    """The last leaf page of ``table``: far from page 1, read by every look at the games."""
    connection = sqlite3.connect(path)
    pages = [number for number, in connection.execute(
        "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf'", (table,))]
    connection.close()
    return max(pages)


def malformed(path) -> bytes:
    """``path`` with the b-tree header of a late leaf page of the games overwritten."""
    page = later_leaf(path)
    assert page > 2
    data = bytearray(path.read_bytes())
    data[(page - 1) * PAGE:(page - 1) * PAGE + 64] = b"\xff" * 64
    path.write_bytes(bytes(data))
    return bytes(data)


def garbled(path) -> bytes:
    """``path`` with the text of a name overwritten by bytes that are not UTF-8: the pages
    still parse, the text in them does not."""
    data = path.read_bytes()
    name = MARK.encode()
    assert data.count(name) >= 3
    data = data.replace(name, b"\xff\xfe\xfd\xfc"[:len(name)])
    path.write_bytes(data)
    return data


def read_everything(records) -> int:  # noqa: ANN001
    player_figures(records)
    player_bests(records)
    for game in records.games():
        assert game.players
    return records.count()


# Point 6 -------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", [2**63 - 1, 2**63, 2**64 + 12345, 10**40])
def test_any_seed_a_game_takes_is_kept_and_replays(tmp_path, seed):
    rules = preset_rules("zanzibar")
    specs = [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")]
    save = tmp_path / "big.zanzibar"
    write_game(play_seats(rules, specs, seed), save)
    game = read_game(save)  # a save with that seed, played to its end
    assert game.over and game.seed == seed
    records, _ = open_records(tmp_path / "games.sqlite")
    number = records.store(game, started=0.0)
    again = records.game(number)
    assert again.seed == seed and again.actions == game.actions and again.winner == game.winner
    assert records.holds(game)  # an autosave of it, found after a stop, is not kept twice
    assert [row[-1] for row in game_rows(records)] == [seed]  # the export has it whole
    assert player_figures(records)[0].games == 1
    records.close()


def test_seeds_sqlite_can_hold_stay_integers_as_before(tmp_path):
    """Files written before big seeds were kept hold integers, and still read the same."""
    assert seed_to_column(0) == 0 and seed_to_column(2**63 - 1) == 2**63 - 1
    assert seed_from_column(2**63 - 1) == 2**63 - 1
    assert seed_from_column(seed_to_column(2**63)) == 2**63
    records, _ = open_records(tmp_path / "games.sqlite")
    game = played("zanzibar", 7)
    records.store(game, started=0.0)
    assert records.connection.execute("SELECT typeof(seed), seed FROM games").fetchone() == (
        "integer", game.seed)
    records.close()
    with pytest.raises(ValueError):
        seed_from_column("12")  # only what seed_to_column writes
    with pytest.raises(ValueError):
        seed_from_column(1.5)


# Point 7 -------------------------------------------------------------------------------

@pytest.mark.parametrize("damage", [malformed, garbled])
def test_damage_inside_the_data_pages_is_set_aside_intact(tmp_path, damage):
    path = tmp_path / "games.sqlite"
    many_games(path)
    damaged = damage(path)
    with pytest.raises(sqlite3.Error):  # the damage is real: reading everything meets it
        connection = sqlite3.connect(path)
        try:
            connection.execute("SELECT * FROM games").fetchall()
            connection.execute("SELECT * FROM seats").fetchall()
        finally:
            connection.close()
    count, note = with_records(read_everything, path=path)
    assert count == 0  # a fresh record
    assert note is not None and "games.sqlite.bad" in note.render()
    assert (tmp_path / "games.sqlite.bad").read_bytes() == damaged  # intact
    with_records(lambda records: records.store(played("zanzibar", 1), started=0.0),
                 path=path)
    assert with_records(read_everything, path=path) == (1, None)  # the new one works


def test_damaged_again_goes_beside_the_first(tmp_path):
    path = tmp_path / "games.sqlite"
    many_games(path)
    shutil.copy(path, tmp_path / "clean.sqlite")
    malformed(path)
    assert with_records(read_everything, path=path)[1] is not None
    shutil.copy(tmp_path / "clean.sqlite", path)
    garbled(path)
    note = with_records(read_everything, path=path)[1]
    assert note is not None and "games.sqlite.bad2" in note.render()
    assert (tmp_path / "games.sqlite.bad").exists() and (tmp_path / "games.sqlite.bad2").exists()


# Point 10 ------------------------------------------------------------------------------

def names(folder) -> set[str]:  # noqa: ANN001
    return {entry.name for entry in folder.iterdir()}


def special_files(tmp_path) -> list:  # noqa: ANN001
    """A FIFO, and a character device like /dev/zero made here when allowed (root)."""
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    made = [fifo]
    try:
        os.mknod(tmp_path / "zero", stat.S_IFCHR | 0o600, os.makedev(1, 5))
        made.append(tmp_path / "zero")
    except PermissionError:  # not root: the FIFO stands for every node
        pass
    return made


@pytest.mark.parametrize("named", [False, True])
def test_sqlite_is_never_opened_on_what_is_not_a_regular_file(tmp_path, named):
    for node in special_files(tmp_path):
        before = names(tmp_path)
        with pytest.raises(RecordsError) as refused:
            open_records(node, named=named)
        assert "not a file" in str(refused.value)
        with pytest.raises(RecordsError):
            with_records(lambda records: records.count(), path=node, named=named)
        assert names(tmp_path) == before  # no journal beside it, nothing renamed
        mode = node.stat().st_mode
        assert stat.S_ISFIFO(mode) or stat.S_ISCHR(mode)
    with pytest.raises(RecordsError, match="is a folder"):
        open_records(tmp_path, named=named)


def test_a_file_the_player_names_is_refused_not_replaced(tmp_path):
    text = tmp_path / "notes.txt"
    text.write_text("my notes, not a database " * 200)
    path = tmp_path / "games.sqlite"
    many_games(path)
    damaged = malformed(path)
    for named, content in ((text, text.read_bytes()), (path, damaged)):
        before = names(tmp_path)
        with pytest.raises(RecordsError, match="not a games database"):
            with_records(read_everything, path=named, named=True)
        assert named.read_bytes() == content and names(tmp_path) == before
    with pytest.raises(RecordsError, match="no such file"):
        open_records(tmp_path / "missing.sqlite", named=True)
    assert not (tmp_path / "missing.sqlite").exists()

