"""The computers' skill figures shipped with the game (issue 35, written by
benchmarks/skill_ladder.py): current in format, every level measured, ordered Novice >
Regular > Expert > Master in the partie's terms, the Master's 0 by construction."""

import json

import pytest

from zanzibar_desktop.engine.skill import (
    COMPUTER_FIGURES_FORMAT,
    COMPUTER_LEVELS,
    Figure,
    computer_figures,
    computer_figures_document,
)
from zanzibar_desktop.engine.verdict import EXACT, MANCHE, PARTIE, TOKENS
from zanzibar_desktop.storage.computer_skill import SHIPPED, shipped_computer_figures

pytestmark = pytest.mark.core


def test_the_shipped_figures_are_current_and_ordered_novice_regular_expert_master():
    assert json.loads(SHIPPED.read_text(encoding="utf-8"))["format"] == COMPUTER_FIGURES_FORMAT
    figures = shipped_computer_figures()
    assert list(figures) == list(COMPUTER_LEVELS)
    for level, by_terms in figures.items():
        assert set(by_terms) == {PARTIE, MANCHE, TOKENS}, level
        for found in by_terms.values():
            assert found.low <= found.average <= found.high
            assert found.games >= 100 and found.decisions > found.games
    partie = [figures[level][PARTIE] for level in COMPUTER_LEVELS]
    assert all(weaker.low > stronger.high
               for weaker, stronger in zip(partie, partie[1:], strict=False))
    assert figures["master"][PARTIE].average <= EXACT * 100  # its choice is the partie's best
    assert figures["expert"][MANCHE].average <= EXACT * 100  # its choice is the manche's best


def test_figures_of_another_format_or_missing_a_level_are_refused():
    one = Figure(PARTIE, 2, 10, 1.0, 0.5, 1.5)
    document = computer_figures_document({level: {PARTIE: one} for level in COMPUTER_LEVELS}, 2)
    assert computer_figures(json.loads(json.dumps(document)))["novice"][PARTIE] == one
    for broken in ({**document, "format": COMPUTER_FIGURES_FORMAT + 1},
                   {**document, "levels": {"novice": document["levels"]["novice"]}},
                   {**document, "levels": {**document["levels"], "master": {"luck": {}}}},
                   {**document, "levels": {**document["levels"],
                                           "master": {PARTIE: {"games": 2}}}}):
        with pytest.raises(ValueError):
            computer_figures(broken)
