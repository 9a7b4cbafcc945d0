"""Writing the game log ``zanzibar simulate --log`` asks for: a whole file or nothing."""

import pytest

from zanzibar_desktop.engine.game_log import GameRecorder, game_record, loads_line
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.tournament import play_out, seat_computers
from zanzibar_desktop.storage.errors import StorageError
from zanzibar_desktop.storage.game_log import LogWriter

pytestmark = pytest.mark.core


def recorded(rules, seed):
    """A computers' game played out and its log entry."""
    game, players = seat_computers(rules, ["novice", "regular", "random"], seed)
    recorder = GameRecorder(game)
    play_out(game, players)
    return game, game_record(game, recorder)


def test_the_log_writer_writes_whole_files_or_nothing(tmp_path):
    target = tmp_path / "games.jsonl"
    records = [recorded(preset_rules("421-boite"), seed)[1] for seed in range(2)]
    with LogWriter(target) as log:
        for record in records:
            log.write(record)
        assert not target.exists()
        log.commit()
    lines = target.read_text(encoding="utf-8").splitlines()
    assert [loads_line(line) for line in lines] == records
    with LogWriter(target) as log:
        log.write(records[0])  # left without a commit: the old log stays
    assert target.read_text(encoding="utf-8").splitlines() == lines
    assert sorted(path.name for path in tmp_path.iterdir()) == ["games.jsonl"]
    with pytest.raises(StorageError):
        LogWriter(tmp_path)
    with pytest.raises(StorageError):
        LogWriter(tmp_path / "missing" / "games.jsonl")
