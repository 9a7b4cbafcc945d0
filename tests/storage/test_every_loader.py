"""Every loader of a file against any value in any field, any byte flipped and any cut
(issue 32): the rules, saved games, the autosave, the settings, the custom presets, the
Master's solutions and the records. Each either loads the file or refuses it with its own
clear words — a message that renders in English and in French on one line, a command that
ends with status 2 and one line, never "unexpected" — and never raises anything else.

Unlike ``test_loader_fuzz.py``, which judges what each loader keeps and sets aside, this
renders every refusal the way the window and the command line do (``tr_text``: numbers
written the language's way), where a number past 2**63 used to raise ``OverflowError``, and
it covers the solutions (through their public reading function only) and ``games.sqlite``
(any JSON value in a kept column, any byte of the file).
"""

import json
import shutil
import sqlite3
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.storage.test_records_damage import many_games
from zanzibar_desktop.cli.main import main
from zanzibar_desktop.engine.errors import RulesError, SaveFormatError
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.partie import solvers
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.save import dumps_game
from zanzibar_desktop.engine.text import Text
from zanzibar_desktop.engine.tournament import play_seats
from zanzibar_desktop.i18n import install_language, tr_text
from zanzibar_desktop.storage.autosave import Autosave
from zanzibar_desktop.storage.custom_presets import CustomPresets
from zanzibar_desktop.storage.paths import (
    HOME_OVERRIDE,
    autosave_file,
    presets_file,
    settings_file,
)
from zanzibar_desktop.storage.record_bests import new_records, player_bests
from zanzibar_desktop.storage.record_stats import player_figures
from zanzibar_desktop.storage.record_trends import first_throw_fairness
from zanzibar_desktop.storage.records import RecordsError, records_file, with_records
from zanzibar_desktop.storage.rules_files import read_rules_file
from zanzibar_desktop.storage.saves import read_noted_game
from zanzibar_desktop.storage.settings import Settings, load_settings
from zanzibar_desktop.storage.solutions import (
    SHIPPED,
    ShippedSolutions,
    SolutionCache,
    cached_solution,
    digest,
)

pytestmark = pytest.mark.core


def bounded(examples: int) -> settings:
    return settings(max_examples=examples, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.function_scoped_fixture,
                                           HealthCheck.too_slow])


@pytest.fixture
def languages(qapp):
    del qapp
    yield
    install_language("en")


def assert_clear(message: Any, one_line: bool = True) -> None:
    """A refusal in words, in each language, never "unexpected": on one line, as the
    command line prints it, or (a note the window shows) with the place the file was kept
    on a line of its own."""
    assert isinstance(message, Text), f"not a message: {message!r}"
    for language in ("en", "fr"):
        assert install_language(language)
        rendered = tr_text(message)
        assert rendered.strip() and (not one_line or "\n" not in rendered), rendered
        assert "unexpected" not in rendered and "inattendu" not in rendered
    install_language("en")


def assert_command_clear(capsys, *args: str) -> None:  # noqa: ANN001
    """The command answers (0) or refuses in one line (2), in either language."""
    for language in ("en", "fr"):
        status = main(["--lang", language, *args])
        captured = capsys.readouterr()
        assert status in (0, 2), (status, captured.err)
        assert "unexpected" not in captured.err and "inattendu" not in captured.err
        if status == 2:
            assert len(captured.err.splitlines()) == 1, captured.err


# --------------------------------------------------------------------- the values
# Any JSON value, numbers past a machine word among them.
HUGE = st.one_of(st.integers(2**63 - 2, 2**64 + 8), st.integers(-(2**64) - 8, -(2**63) + 2),
                 st.sampled_from([18446744073709551623, 10**30, -(10**30)]))
json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), HUGE,
              st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=12)),
    lambda inner: st.one_of(st.lists(inner, max_size=3),
                            st.dictionaries(st.text(max_size=8), inner, max_size=3)),
    max_leaves=6)


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """The path (keys and indexes) to every value inside ``value``, itself excluded."""
    found = []
    items = value.items() if isinstance(value, dict) else (
        enumerate(value) if isinstance(value, list) else ())
    for key, item in items:
        found.append((*prefix, key))
        found.extend(_paths(item, (*prefix, key)))
    return found


@st.composite
def any_value_in_any_field(draw, document: Any) -> bytes:
    document = json.loads(json.dumps(document))
    path = draw(st.sampled_from(_paths(document)))
    parent = document
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = draw(json_values)
    return json.dumps(document, ensure_ascii=False).encode("utf-8")


@st.composite
def flipped_or_cut(draw, data: bytes) -> bytes:
    """``data`` with one byte changed (any bits of it), or cut short anywhere."""
    at = draw(st.integers(0, len(data) - 1))
    if draw(st.booleans()):
        return data[:at]
    return data[:at] + bytes([data[at] ^ draw(st.integers(1, 255))]) + data[at + 1:]


def mutations(data: bytes, document: Any = None) -> st.SearchStrategy[bytes]:
    if document is None:
        return flipped_or_cut(data)
    return st.one_of(any_value_in_any_field(document), flipped_or_cut(data))


def fresh_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = Path(tempfile.mkdtemp(prefix="example-", dir=tmp_path))
    monkeypatch.setenv(HOME_OVERRIDE, str(home))
    return home


def placed(path: Path, data: bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


# --------------------------------------------------------------------- the JSON documents
RULES = json.loads(preset_rules("421").to_json())


def _short_game() -> dict:
    game = Game(preset_rules("zanzibar"), [PlayerSpec("Ann"), PlayerSpec("Bob", "expert")],
                seed=3)
    game.throw()
    game.set_hold(0, True)
    return json.loads(dumps_game(game))


GAME = _short_game()
SETTINGS = json.loads(Settings().to_json())
PRESETS = {"format": "zanzibar-custom-presets", "version": 2,
           "presets": [json.loads(preset_rules("421").with_options(name="Chez Marcel").to_json())]}


def as_bytes(document: Any) -> bytes:
    return json.dumps(document, ensure_ascii=False).encode("utf-8")


@bounded(120)
@given(data=mutations(as_bytes(RULES), RULES))
def test_rules_files(tmp_path, monkeypatch, capsys, languages, data):
    path = placed(fresh_home(tmp_path, monkeypatch) / "rules.json", data)
    try:
        read_rules_file(path)
    except RulesError as error:
        assert_clear(error.text)
    assert_command_clear(capsys, "rules", "--check", str(path))
    assert path.read_bytes() == data


@bounded(120)
@given(data=mutations(as_bytes(GAME), GAME))
def test_saved_games_and_the_autosave(tmp_path, monkeypatch, capsys, languages, data):
    home = fresh_home(tmp_path, monkeypatch)
    path = placed(home / "game.zanzibar", data)
    try:
        _, note = read_noted_game(path)
    except SaveFormatError as error:
        note = error.text
    if note is not None:
        assert_clear(note)
    assert_command_clear(capsys, "review", str(path))
    assert path.read_bytes() == data
    placed(autosave_file(), data)
    _, message = Autosave().load()
    if message is not None:
        assert_clear(message, one_line=False)


@bounded(100)
@given(data=mutations(as_bytes(SETTINGS), SETTINGS))
def test_settings(tmp_path, monkeypatch, languages, data):
    fresh_home(tmp_path, monkeypatch)
    placed(settings_file(), data)
    _, message = load_settings()
    if message is not None:
        assert_clear(message, one_line=False)


@bounded(100)
@given(data=mutations(as_bytes(PRESETS), PRESETS))
def test_custom_presets(tmp_path, monkeypatch, languages, data):
    fresh_home(tmp_path, monkeypatch)
    placed(presets_file(), data)
    store = CustomPresets()
    if store.problem is not None:
        assert_clear(store.problem, one_line=False)


# --------------------------------------------------------------------- the solutions
SOLVED_PRESETS = ("zanzibar-kids", "421-boite")  # the smallest shipped tables


def shipped_bytes(preset: str) -> bytes:
    rules = preset_rules(preset)
    solver = solvers.solver_for(rules)
    return (SHIPPED / f"{digest(solver.kind, solver.format_version, rules)}.solution").read_bytes()


@bounded(60)
@given(preset=st.sampled_from(SOLVED_PRESETS), data=st.data())
def test_solutions(tmp_path, monkeypatch, preset, data):
    """A solution kept in the cache folder, damaged: read as a solution, or not found and
    the file out of the way (to be solved again); nothing raised."""
    home = fresh_home(tmp_path, monkeypatch)
    rules = preset_rules(preset)
    damaged = data.draw(flipped_or_cut(shipped_bytes(preset)))
    solver = solvers.solver_for(rules)
    cache = SolutionCache(home / "solutions")
    path = placed(cache.path(digest(solver.kind, solver.format_version, rules)), damaged)
    found = cached_solution(rules, cache, ShippedSolutions(home / "none shipped"))
    assert found is not None or not path.exists()


# --------------------------------------------------------------------- the records
@cache
def records_bytes() -> bytes:
    with tempfile.TemporaryDirectory(prefix="zanzibar-records-") as folder:
        return many_games(Path(folder) / "games.sqlite", 2)


# The kept columns that hold JSON or a hand, and those that hold a number.
KEPT = [("games", "rules_json"), ("games", "players"), ("games", "actions"),
        ("games", "places"), ("seats", "first_hands"), ("seats", "best_dice")]
NUMBERS = [("games", column) for column in (
    "started", "ended", "seconds", "seed", "finished", "winner", "loser", "manches", "tokens")] + [
    ("seats", column) for column in ("seat", "zanzis", "biggest_decharge", "manches_lost")] + [
    ("throws", column) for column in ("seat", "manche", "throw", "d1", "d2", "d3")]
# What a column of SQLite can hold, whatever its declared type (NULL aside, NaN among it: refused there).
sqlite_values = st.one_of(st.integers(-(2**63), 2**63 - 1), st.floats(allow_nan=False),
                          st.text(max_size=8), st.binary(max_size=8))


@st.composite
def records_mutations(draw) -> bytes:
    data = records_bytes()
    if draw(st.booleans()):
        return draw(flipped_or_cut(data))
    if draw(st.booleans()):
        (table, column), value = draw(st.sampled_from(KEPT)), json.dumps(draw(json_values))
    else:
        (table, column), value = draw(st.sampled_from(NUMBERS)), draw(sqlite_values)
    with tempfile.TemporaryDirectory(prefix="zanzibar-records-") as folder:
        path = Path(folder) / "games.sqlite"
        path.write_bytes(data)
        connection = sqlite3.connect(path)
        rows = [row for row, in connection.execute(f"SELECT rowid FROM {table}")]
        connection.execute(f"UPDATE {table} SET {column} = ? WHERE rowid = ?",
                           (value, draw(st.sampled_from(rows))))
        connection.commit()
        connection.close()
        return path.read_bytes()


ENDED = play_seats(preset_rules("421"), [PlayerSpec("Zoë"), PlayerSpec("Bob", "expert")], 11)


def read_the_statistics(records) -> None:  # noqa: ANN001
    """What ``zanzibar stats`` and the Statistics window read."""
    for figures in player_figures(records):
        first_throw_fairness(records, figures.name)
    player_bests(records)
    records.games()


@bounded(80)
@given(data=records_mutations())
def test_the_records(tmp_path, monkeypatch, capsys, languages, data):
    home = fresh_home(tmp_path, monkeypatch)
    named = placed(home / "named.sqlite", data)
    try:
        with_records(read_the_statistics, path=named, named=True)
    except RecordsError as error:
        assert_clear(error.text)
    assert_command_clear(capsys, "stats", "--db", str(named))
    assert named.read_bytes() == data  # a file the player names is never changed
    own = records_file()
    placed(own, data)
    _, note = with_records(read_the_statistics)
    if note is not None:
        assert_clear(note, one_line=False)
        assert own.with_name("games.sqlite.bad").read_bytes() == data
    # A game ends: kept, and the records it beat found (what the window does then).
    _, note = with_records(lambda records: new_records(records, records.store(ENDED, 0.0)))
    if note is not None:
        assert_clear(note, one_line=False)
    shutil.rmtree(home)
