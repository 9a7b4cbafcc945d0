"""The glossary explains each of the coach's terms once, in the family whose choices are
valued in it, with the marks' thresholds the coach really uses."""

import pytest

from zanzibar_desktop.engine.coach import MARK_THRESHOLDS
from zanzibar_desktop.engine.game import DECHARGE, POINTS
from zanzibar_desktop.engine.glossary import GLOSSARY
from zanzibar_desktop.engine.rules import FOUR_TWO_ONE, ZANZIBAR

pytestmark = pytest.mark.core


def lines(family: str) -> list[str]:
    return [str(line) for line in GLOSSARY[family]]


def test_each_family_explains_the_figure_its_choices_are_given_once():
    points = lines(ZANZIBAR)
    tokens = lines(FOUR_TWO_ONE)
    assert sum(line.startswith("Chance to win the manche: ") for line in points) == 1
    assert sum(line.startswith("Tokens to shed: ") for line in tokens) == 1
    assert sum("tokens at risk" in line for line in tokens) == 1
    assert sum(line.startswith("Manche: ") for line in tokens) == 1  # 421's manche, its own way
    manche = next(line for line in tokens if line.startswith("Manche: "))
    assert "every token and loses the manche" in manche and "the partie" in manche
    assert not any("take" in line.lower().split() for line in points + tokens)


def test_the_marks_are_explained_with_the_coachs_thresholds():
    points = next(line for line in lines(ZANZIBAR) if line.startswith("Inaccuracy, mistake"))
    shares = [round(100 * threshold) for threshold in MARK_THRESHOLDS[POINTS]]
    assert f"{shares[0]}, {shares[1]} or {shares[2]} percentage points" in points
    tokens = next(line for line in lines(FOUR_TWO_ONE) if line.startswith("Inaccuracy, mistake"))
    counts = [f"{threshold:g}" for threshold in MARK_THRESHOLDS[DECHARGE]]
    assert f"{counts[0]}, {counts[1]} or {counts[2]} token" in tokens


def test_the_marks_on_the_seats_and_the_round_are_explained():
    """Issue 34: the ◆ and the red rings say what they are where the game's words are
    explained; in 421, where a manche holds many rounds, the round is explained too."""
    points, tokens = lines(ZANZIBAR), lines(FOUR_TWO_ONE)
    assert sum(line.startswith("◆: ") for line in points) == 1
    assert sum(line.startswith("◆: ") for line in tokens) == 1
    assert sum(line.startswith("Red rings: ") for line in tokens) == 1
    assert sum(line.startswith("Round: ") for line in tokens) == 1
