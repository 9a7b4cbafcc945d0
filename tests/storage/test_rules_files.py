"""Rules files on disk, and the rules a command names: a preset or a file."""

import pytest

from zanzibar_desktop.engine.errors import RulesError
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.storage.rules_files import load_rules

pytestmark = pytest.mark.core


def test_rules_files_load_from_disk(tmp_path):
    path = tmp_path / "house.json"
    path.write_text(preset_rules("421").with_options(tokens=15, name="house").to_json())
    rules = load_rules(str(path))
    assert rules.tokens == 15 and rules.name == "house"


def test_unknown_preset_lists_the_presets():
    with pytest.raises(RulesError, match="zanzibar, zanzibar-kids, 421, 421-boite"):
        load_rules("yahtzee")


def test_a_rules_name_too_long_for_a_path_is_an_unknown_preset_not_a_crash():
    with pytest.raises(RulesError, match="no preset or rules file called x{40}…"):
        load_rules("x" * 5000)
