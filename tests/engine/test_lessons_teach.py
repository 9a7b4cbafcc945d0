"""What the lessons teach holds against the rest of the game: every move a lesson asks is
the one the coach (the hint's own figures) calls best for the manche; every word of the
game, and every mark on the seats, is explained at or before the first step that uses it;
and a step that explains waits for the player, never going by during a computer's turn."""

import re

import pytest

from zanzibar_desktop.engine.ai.view import table_view
from zanzibar_desktop.engine.coach import is_decision, options
from zanzibar_desktop.engine.lessons import (
    CHARGE,
    DECHARGE,
    KEEP,
    LESSONS,
    LOST_RINGS,
    MANCHE,
    OPENER_MARK,
    PARTIE,
    READ,
    STOP,
    THROW,
    TOURNEE,
    WATCH,
    play_through,
)

pytestmark = pytest.mark.core

# A move may fall short of the coach's best by less than this share of the manche's chance
# (0.5 points), or, in a décharge, this many tokens.
TOLERANCE = 0.005

# Moves a lesson asks although the coach prefers another, by (family, step number), each
# with the sentence of that step that tells the player why. None today.
EXCEPTIONS: dict[tuple[str, int], str] = {}

# How each word, or mark, shows in a step's English words.
USES = {
    MANCHE: r"\bmanches?\b",
    PARTIE: r"\bparties?\b",
    TOURNEE: r"\btournées?\b",
    CHARGE: r"(?<![\wé])charges?\b",  # not the décharge
    DECHARGE: r"\bdécharges?\b",
    OPENER_MARK: "◆",
    LOST_RINGS: r"\brings?\b",
}
# What the table shows before the lesson's first throw: the banner's manche (and, in 421,
# its charge), the opener's ◆ and, in a token game, each seat's rings of manches lost.
SHOWN_FROM_THE_START = {"zanzibar": {MANCHE, OPENER_MARK},
                        "421": {MANCHE, CHARGE, OPENER_MARK, LOST_RINGS}}


def moves(family):
    """Each step that asks the player for a choice the coach values: (number, step, view)."""
    lesson = LESSONS[family]
    for number, step in enumerate(lesson.steps, start=1):
        if step.do not in (KEEP, THROW, STOP):
            continue
        game = lesson.new_game("Ann")
        play_through(lesson, game, number - 1)  # the table as the step finds it
        view = table_view(game)
        if is_decision(view):
            yield number, step, view


@pytest.mark.parametrize("family", list(LESSONS))
def test_every_move_a_lesson_asks_is_the_coachs_best_for_the_manche(family):
    asked = []
    for number, step, view in moves(family):
        found = options(view)
        chosen = None if step.do == STOP else tuple(sorted(step.keep, reverse=True))
        choice = next(option for option in found if option.keep == chosen)
        asked.append(number)
        if (family, number) in EXCEPTIONS:
            assert EXCEPTIONS[family, number] in step.text.render(), step.name
            continue
        assert found[0].take - choice.take < TOLERANCE, (
            f"step {number} ({step.name}) asks {chosen or 'stop'}, worth {choice.take:.3f}; "
            f"the coach's best is {found[0].keep or 'stop'}, {found[0].take:.3f}")
    assert asked, "the lesson asks no choice the coach can judge"
    assert all(number in asked for fam, number in EXCEPTIONS if fam == family)


@pytest.mark.parametrize("family", list(LESSONS))
def test_every_game_word_is_explained_at_or_before_the_step_that_uses_it(family):
    steps = LESSONS[family].steps
    explained: set[str] = set()
    first_throw = next(number for number, step in enumerate(steps) if step.shows)
    for number, step in enumerate(steps):
        explained |= set(step.explains)
        words = step.text.render()
        for word in step.explains:
            assert re.search(USES[word], words), f"{step.name} explains {word} without it"
        used = {word for word, pattern in USES.items() if re.search(pattern, words)}
        assert used <= explained, f"{step.name} uses {used - explained} unexplained"
        if number == first_throw:  # the table shows these from the start
            assert SHOWN_FROM_THE_START[family] <= explained, step.name


@pytest.mark.parametrize("family", list(LESSONS))
def test_a_step_that_explains_waits_for_the_player(family):
    """A computer's turn goes by without the player: its step only says whom to watch, in a
    short line; what the game's words explain comes in a step the player ends (a move, Next,
    Continue, Finish)."""
    steps = LESSONS[family].steps
    for step in steps:
        if step.do == WATCH:
            assert not step.explains and len(step.text.render()) <= 70, step.name
        if step.do == READ:
            assert step.text.render().endswith("Next (Space)."), step.name
    assert READ in [step.do for step in steps]
