"""The rules object: presets as the texts give them, JSON round trips, refused combinations."""

import json

import pytest

from zanzibar_desktop.engine.errors import RulesError
from zanzibar_desktop.engine.presets import PRESETS, preset_rules
from zanzibar_desktop.engine.rules import OPTIONS, rules_from_json, rules_from_mapping

pytestmark = pytest.mark.core


def test_presets_follow_the_texts():
    zanzibar = preset_rules("zanzibar")
    assert (zanzibar.family, zanzibar.max_throws, zanzibar.throw_limit, zanzibar.tie_break) == (
        "zanzibar", 3, "free", "fewer-throws")
    assert (zanzibar.scoring, zanzibar.target_score, zanzibar.next_opener) == (
        "hand-value", 500, "in-turn")
    kids = preset_rules("zanzibar-kids")
    assert (kids.scoring, kids.target_score) == ("one-point", 10)
    counter = preset_rules("421")
    assert (counter.family, counter.tokens, counter.value_421, counter.charge_rule) == (
        "421", 21, 8, "weakest-takes")
    assert (counter.throw_limit, counter.tie_break, counter.next_opener) == (
        "follow-opener", "fewer-throws", "loser")
    assert counter.manches_to_lose == 2
    boite = preset_rules("421-boite")
    assert (boite.tokens, boite.value_421, boite.charge_rule, boite.decharge_opener) == (
        11, 11, "strongest-takes", "most-tokens")


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_round_trips_through_json(name):
    rules = preset_rules(name)
    text = rules.to_json()
    document = json.loads(text)
    assert document["format"] == "zanzibar-rules" and document["version"] == 2
    assert set(document) == {"format", "version", "name"} | {spec.key for spec in OPTIONS}
    assert rules_from_json(text) == rules


@pytest.mark.parametrize("changes, option", [
    ({"max_throws": 4}, "max_throws"),
    ({"throw_limit": "sometimes"}, "throw_limit"),
    ({"tie_break": True}, "tie_break"),
    ({"target_score": 0}, "target_score"),
    ({"tokens": 1}, "tokens"),
    ({"tokens": "21"}, "tokens"),
    ({"low_hand_malus": -5}, "low_hand_malus"),
    ({"family": "yahtzee"}, "family"),
    ({"value_421": 9}, "value_421"),
])
def test_out_of_range_values_are_refused_naming_the_option(changes, option):
    with pytest.raises(RulesError) as caught:
        preset_rules("zanzibar").with_options(**changes)
    assert caught.value.option == option
    assert option in str(caught.value)


@pytest.mark.parametrize("preset, changes, option", [
    ("421", {"scoring": "hand-value"}, "scoring"),
    ("421", {"straight": "beats-all-points"}, "straight"),
    ("421", {"ace_zanzi": "wins-game"}, "ace_zanzi"),
    ("zanzibar", {"scoring": "tokens", "ace_zanzi": "wins-manche"}, "ace_zanzi"),
    ("zanzibar", {"scoring": "tokens", "exact_finish": "keep-previous"}, "exact_finish"),
    ("zanzibar", {"scoring": "tokens", "low_hand_malus": 10}, "low_hand_malus"),
    ("zanzibar", {"exact_finish": "fall-back", "exact_finish_level": 500}, "exact_finish_level"),
])
def test_impossible_combinations_are_refused_with_a_reason(preset, changes, option):
    with pytest.raises(RulesError) as caught:
        preset_rules(preset).with_options(**changes)
    assert caught.value.option == option
    assert len(str(caught.value)) > 20


def test_rules_files_with_unknown_missing_or_foreign_content_are_refused():
    good = json.loads(preset_rules("zanzibar").to_json())
    with pytest.raises(RulesError, match="unknown option"):
        rules_from_json(json.dumps({**good, "dice": 5}))
    missing = dict(good)
    del missing["tokens"]
    with pytest.raises(RulesError, match="tokens"):
        rules_from_json(json.dumps(missing))
    with pytest.raises(RulesError, match="not a rules file"):
        rules_from_json(json.dumps({**good, "format": "something-else"}))
    with pytest.raises(RulesError, match="not valid JSON"):
        rules_from_json("{ truncated")
    with pytest.raises(RulesError, match="JSON object"):
        rules_from_json("[1, 2]")
    with pytest.raises(RulesError, match="version"):
        rules_from_json(json.dumps({**good, "version": 99}))


def test_every_option_is_documented():
    for spec in OPTIONS:
        assert spec.explanation.render() and spec.group.render() and spec.title.render()
        assert spec.choices or (spec.minimum is not None and spec.maximum is not None)
        for value in spec.values:
            assert spec.label(value).render()


@pytest.mark.parametrize("change, option", [
    ({"version": True}, "version"), ({"version": 1.0}, "version"), ({"version": "1"}, "version"),
    ({"format": None}, "format"), ({"name": "A\ud800"}, "name"), ({"name": "\x1b[31mRed"}, "name"),
])
def test_rules_files_need_their_format_an_integer_version_and_a_plain_name(change, option):
    document = {**json.loads(preset_rules("421").to_json()), **change}
    with pytest.raises(RulesError) as caught:
        rules_from_mapping(document)
    assert caught.value.option == option


@pytest.mark.parametrize("key", ["format", "version", "name"])
def test_rules_files_without_format_version_or_name_are_refused(key):
    document = json.loads(preset_rules("421").to_json())
    del document[key]
    with pytest.raises(RulesError) as caught:
        rules_from_mapping(document)
    assert caught.value.option == key
