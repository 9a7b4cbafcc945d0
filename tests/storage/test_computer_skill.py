"""The computers' skill figures shipped with the game (issue 35, written by
benchmarks/skill_ladder.py): current in format, every level measured in each family apart,
ordered Novice > Regular > Expert > Master in the partie's terms in each, the Master's 0 by
construction; a file of another format (the pooled figures of format 1 among them) is
refused, and the player's figures then stand alone."""

import json

import pytest

from zanzibar_desktop.engine.families import FAMILIES
from zanzibar_desktop.engine.skill import (
    COMPUTER_FIGURES_FORMAT,
    COMPUTER_LEVELS,
    Figure,
    computer_figures,
    computer_figures_document,
)
from zanzibar_desktop.engine.verdict import EXACT, MANCHE, PARTIE, TOKENS
from zanzibar_desktop.storage import computer_skill
from zanzibar_desktop.storage.computer_skill import (
    SHIPPED,
    computer_figures_at_hand,
    shipped_computer_figures,
)

pytestmark = pytest.mark.core

# What a family's games are judged in without the partie's solution: a Zanzibar manche's
# chance, a 421 décharge's tokens.
MANCHE_JUDGED = {"zanzibar": MANCHE, "421": TOKENS}

# The pooled figures shipped before each family was measured apart (format 1), in short.
POOLED = {"format": 1, "games": 100, "levels": {level: {PARTIE: {
    "games": 200, "decisions": 7000, "average": average, "low": average, "high": average}}
    for level, average in zip(COMPUTER_LEVELS, (1.04, 0.64, 0.21, 0.0), strict=True)}}


def test_the_shipped_figures_are_current_and_ordered_in_each_family():
    assert json.loads(SHIPPED.read_text(encoding="utf-8"))["format"] == COMPUTER_FIGURES_FORMAT
    figures = shipped_computer_figures()
    assert list(figures) == list(FAMILIES)
    for family, levels in figures.items():
        assert list(levels) == list(COMPUTER_LEVELS), family
        for level, by_terms in levels.items():
            assert set(by_terms) == {PARTIE, MANCHE_JUDGED[family]}, (family, level)
            for found in by_terms.values():
                assert found.low <= found.average <= found.high
                assert found.games >= 100 and found.decisions > found.games
        partie = [levels[level][PARTIE] for level in COMPUTER_LEVELS]
        assert all(weaker.low > stronger.high
                   for weaker, stronger in zip(partie, partie[1:], strict=False)), family
        assert levels["master"][PARTIE].average <= EXACT * 100  # the partie's best, always
        assert levels["expert"][MANCHE_JUDGED[family]].average <= EXACT * 100  # the manche's


def test_figures_of_another_format_or_missing_a_family_or_a_level_are_refused():
    one = Figure(PARTIE, 2, 10, 1.0, 0.5, 1.5)
    document = computer_figures_document(
        {family: {level: {PARTIE: one} for level in COMPUTER_LEVELS} for family in FAMILIES}, 2)
    assert computer_figures(json.loads(json.dumps(document)))["421"]["novice"][PARTIE] == one
    zanzibar = document["families"]["zanzibar"]
    for broken in (POOLED, {**POOLED, "format": COMPUTER_FIGURES_FORMAT},
                   {**document, "format": COMPUTER_FIGURES_FORMAT + 1},
                   {**document, "families": {"zanzibar": zanzibar}},
                   {**document, "families": {**document["families"],
                                             "421": {"novice": zanzibar["novice"]}}},
                   {**document, "families": {**document["families"],
                                             "421": {**zanzibar, "master": {"luck": {}}}}},
                   {**document, "families": {**document["families"],
                                             "421": {**zanzibar,
                                                     "master": {PARTIE: {"games": 2}}}}}):
        with pytest.raises(ValueError):
            computer_figures(broken)


@pytest.fixture
def pooled_figures_shipped(tmp_path, monkeypatch):
    """The figures file an older build shipped (format 1, both families pooled) in place of
    the current one."""
    old = tmp_path / "computer_skill.json"
    old.write_text(json.dumps(POOLED), encoding="utf-8")
    monkeypatch.setattr(computer_skill, "SHIPPED", old)
    shipped_computer_figures.cache_clear()
    computer_figures_at_hand.cache_clear()
    yield
    shipped_computer_figures.cache_clear()
    computer_figures_at_hand.cache_clear()


def test_pooled_figures_of_format_1_are_none_at_hand_and_logged(pooled_figures_shipped, caplog):
    with pytest.raises(ValueError):
        shipped_computer_figures()
    assert computer_figures_at_hand() == {}
    assert "cannot be read" in caplog.text
