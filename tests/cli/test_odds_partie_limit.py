"""``zanzibar odds --partie`` as a follower under "follow the opener" (issue 32, point 5): the
turn allows as many throws as the hand to beat took, as the partie's solution plays it.
Before, the command took the rules' most throws for the manche's choices and looked them up
in the solution's, which had fewer: "unexpected KeyError: (1,)" in a token game, and in a
points race figures for a turn the rules never play."""

import json

import pytest

from zanzibar_desktop.cli.main import main
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.storage.solutions import Solutions

pytestmark = pytest.mark.core

ISSUE = ("odds", "--rules", "421", "--partie", "--scores", "8,13", "--dice", "6-5-1",
         "--beat", "1-1-4")
SMALL = preset_rules("zanzibar").with_options(name="petite", target_score=60,
                                               throw_limit="follow-opener")


@pytest.fixture(autouse=True)
def fresh_solutions(private_home):
    del private_home


def answered(capsys, *args: str) -> str:
    assert main(list(args)) == 0
    return capsys.readouterr().out


def keeps(result: dict) -> set:
    return {None if option["keep"] is None else tuple(option["keep"])
            for option in result["options"]}


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("phase", [(), ("--phase", "decharge")])
def test_the_issues_position_is_answered(capsys, language, phase):
    result = json.loads(answered(capsys, "--lang", language, *ISSUE, *phase, "--json"))
    assert result["position"]["limit"] == 1
    assert keeps(result) == {None}  # one throw, as the opener: the follower stops
    assert "6-5-1" in answered(capsys, "--lang", language, *ISSUE, *phase)


def test_a_follower_after_two_throws_has_every_choice_of_the_solution(capsys):
    result = json.loads(answered(capsys, *ISSUE, "--beat-throws", "2", "--json"))
    assert result["position"]["limit"] == 2
    solution = Solutions().at_hand(preset_rules("421"))
    listed = solution.options_at((13, 8), (0, 0), (6, 5, 1), 1, ((4, 1, 1), 2))
    assert keeps(result) == {None} | {option.keep for option in listed} - {(6, 5, 1)}
    assert len(result["options"]) == len(listed)


def test_a_points_race_follower_throws_no_more_often_than_the_opener(capsys, tmp_path):
    path = tmp_path / "petite.json"
    path.write_text(SMALL.to_json(), encoding="utf-8")
    result = json.loads(answered(capsys, "odds", "--rules", str(path), "--partie", "--scores",
                                 "30,50", "--dice", "6-5-1", "--beat", "6-6-3", "--json"))
    assert result["position"]["limit"] == 1 and keeps(result) == {None}


@pytest.mark.parametrize(("args", "english", "french"), [
    (("--limit", "3"), "--limit: under these rules this turn allows 1 throw",
     "--limit\u00a0: avec ces règles, ce tour se joue en 1 lancer"),
    (("--beat-throws", "5"), "--beat-throws must be between 1 and 3, not 5",
     "--beat-throws doit être entre 1 et 3, pas 5"),
    (("--throws-used", "2"), "--throws-used must be between 1 and the limit 1, not 2", None),
])
def test_a_turn_the_rules_never_play_is_refused_in_one_line(capsys, args, english, french):
    for language, words in (("en", english), ("fr", french)):
        assert main(["--lang", language, *ISSUE, *args]) == 2
        captured = capsys.readouterr()
        assert captured.out == "" and len(captured.err.splitlines()) == 1, captured.err
        assert "unexpected" not in captured.err and "inattendu" not in captured.err
        if words is not None:
            assert words in captured.err
