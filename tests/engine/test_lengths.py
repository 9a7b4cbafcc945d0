"""The lengths of a game the rule texts name, reaching the game through the rules object."""

import pytest

from tests.helpers import scripted_game
from zanzibar_desktop.engine.lengths import (
    closest_length,
    length_line,
    length_of,
    lengths,
    preset_of,
    with_length,
)
from zanzibar_desktop.engine.presets import PRESETS, preset_rules

pytestmark = pytest.mark.core


def test_zanzibar_is_played_to_the_scores_000_names():
    # 000: "Ce score peut être de 200 points pour une partie courte, 500 points pour une
    # partie classique ou 1000 points pour une partie plus longue."
    named = lengths(preset_rules("zanzibar"))
    assert [(length.name, length.option, length.value) for length in named] == [
        ("short", "target_score", 200), ("classic", "target_score", 500),
        ("long", "target_score", 1000)]


def test_421_is_played_to_one_or_two_manches():
    # 004: "Une partie se compose de plusieurs manches à l'issue desquelles un des joueurs
    # doit perdre 2 manches."; La Boîte à dés plays a single one.
    for name in ("421", "421-boite"):
        named = lengths(preset_rules(name))
        assert [(length.name, length.option, length.value) for length in named] == [
            ("short", "manches_to_lose", 1), ("classic", "manches_to_lose", 2)]


def test_one_point_a_manche_names_no_length():
    # 000: "le vainqueur d'une manche gagne simplement 1 point. Le premier arrivé à 10
    # points remporte la partie."
    kids = preset_rules("zanzibar-kids")
    assert lengths(kids) == () and closest_length(kids, "long") is None
    assert with_length(kids, None) == kids
    assert str(length_line(kids)) == "Length: first to 10 points."


def test_the_short_game_ends_at_200_points():
    rules = with_length(preset_rules("zanzibar"), closest_length(preset_rules("zanzibar"),
                                                                  "short"))
    assert rules.target_score == 200 and rules.name == "zanzibar"
    game = scripted_game(rules, 2, [6, 2, 6, 6, 6, 1, 2, 4])
    game.scores[0] = 150  # 6-6-6 scores 60: past 200, the game is over
    game.throw()
    game.stop()
    game.throw()
    game.stop()
    assert game.over and game.scores[0] == 210


def test_the_short_421_partie_ends_with_the_first_manche_lost():
    rules = with_length(preset_rules("421"), closest_length(preset_rules("421"), "short"))
    assert rules.manches_to_lose == 1 and rules.uses_tokens
    assert str(length_line(rules)) == "Length: the first manche lost loses the partie."
    classic = with_length(rules, closest_length(rules, "classic"))
    assert classic.manches_to_lose == 2
    assert str(length_line(classic)) == (
        "Length: the first player to lose 2 manches loses the partie.")


def test_a_length_421_does_not_have_falls_back_to_its_longest():
    assert closest_length(preset_rules("421"), "long").name == "classic"
    assert closest_length(preset_rules("zanzibar"), "nonsense").name == "short"


def test_a_preset_at_any_length_is_still_that_preset():
    for preset in PRESETS.values():
        for length in lengths(preset.rules):
            assert preset_of(with_length(preset.rules, length)) is preset
    changed = preset_rules("zanzibar").with_options(max_throws=2)
    assert preset_of(changed) is None
    assert preset_of(preset_rules("zanzibar").with_options(name="Mine")) is None


def test_lengths_the_other_options_forbid_are_not_offered():
    # An exact finish falling back to 300: a target of 200 is impossible, 500 and 1000 stay.
    rules = preset_rules("zanzibar").with_options(exact_finish="fall-back",
                                                  exact_finish_level=300)
    assert [length.value for length in lengths(rules)] == [500, 1000]
    assert closest_length(rules, "short").value == 500
    assert length_of(rules).name == "classic"
    assert length_of(rules.with_options(target_score=750)) is None
