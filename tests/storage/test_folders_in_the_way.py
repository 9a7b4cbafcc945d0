"""A file standing where the program's config or data folder should be (issue 22, point
12): the settings and the records say so in words, and the file is left as it is."""

import pytest

from zanzibar_desktop.storage.errors import StorageError
from zanzibar_desktop.storage.paths import config_dir, data_dir, file_in_the_way
from zanzibar_desktop.storage.records import RecordsError, open_records, with_records
from zanzibar_desktop.storage.settings import Settings, load_settings, save_settings

pytestmark = pytest.mark.core


def test_a_config_folder_that_is_a_file_is_said_and_left_alone(private_home):
    private_home.mkdir()
    folder = config_dir()
    folder.write_text("my own notes\n")
    settings, problem = load_settings()
    assert settings == Settings()
    assert problem is not None
    words = problem.render()
    assert f"{folder} is a file, not a folder" in words and "defaults" in words
    with pytest.raises(StorageError) as refused:
        save_settings(Settings(sound=False))
    assert f"{folder} is a file, not a folder" in str(refused.value)
    assert folder.read_text() == "my own notes\n"  # neither renamed nor replaced
    assert sorted(entry.name for entry in private_home.iterdir()) == ["config"]


def test_a_file_higher_up_is_named(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.write_text("not a folder")
    monkeypatch.setenv("ZANZIBAR_DESKTOP_HOME", str(home))
    assert file_in_the_way(config_dir()) == home
    _, problem = load_settings()
    assert problem is not None
    assert f"{home} is a file, where the folder {config_dir()} should be" in problem.render()
    with pytest.raises(RecordsError, match="is a file, where the folder"):
        with_records(lambda records: records.count())
    assert home.read_text() == "not a folder"


def test_a_data_folder_that_is_a_file_is_said_by_the_records(private_home):
    private_home.mkdir()
    data_dir().write_text("x")
    with pytest.raises(RecordsError, match="is a file, not a folder"):
        open_records()
    assert data_dir().read_text() == "x"


def test_nothing_in_the_way_says_nothing(private_home):
    assert file_in_the_way(config_dir()) is None  # not there yet: it can be made
    assert load_settings() == (Settings(), None)
    save_settings(Settings(sound=False))
    assert load_settings()[0].sound is False
