"""What working out a partie costs, known before it starts (issue 32).

Each solver counts its work before solving, cheaply: a points race the manche solves it
will take (``points.solve_work``: the states, times the passes its rules need), a token
game its round-start states (``tokens.state_count``). At the rate recorded in
``benchmarks/README.md`` (``benchmarks/partie_cost.py`` measures it) that work is a time:
the Master's bar says it before the solve starts, and rules whose solve would take longer
than :data:`LONGEST_SECONDS` at that rate are not worked out, on every machine alike (the
Master plays as the Expert and says why, :func:`too_long`). The issue's race to 300 with a
malus of 20 (still being worked out after ten minutes) is one of them.

What decides refusal is that recorded rate, the same on every machine. What the player is
shown once the solve has made some progress is this machine's own pace
(:func:`seconds_left`: the time so far over the share done).

Counting a race's work reads every manche's outcome (a second or two for a long race): it
is done where a solve would start, in the worker process or on the command line, never
where a solution already at hand is looked up.
"""

from __future__ import annotations

from ..rules import Rules
from ..text import QT_TRANSLATE_NOOP, Text
from . import points, tokens

LONGEST_SECONDS = 5 * 60  # a solve estimated longer than this is not started
# The share of a solve done from which its time so far tells the time left (before it, the
# first steps' pace says too little).
PACED_FROM = 0.02
# The rates recorded in benchmarks/README.md (``benchmarks/partie_cost.py``, a two-core
# machine shared with other jobs): manche solves a second in a points race, round-start
# states a second in a token game.
POINTS_RATE = 9_000.0
TOKENS_RATE = 150.0


def solve_seconds(rules: Rules) -> float:
    """How long working out the partie of ``rules`` takes at the recorded rates (ValueError
    for rules that neither solver plays)."""
    if rules.uses_tokens:
        tokens.check_token_game(rules)
        return tokens.state_count(rules) / TOKENS_RATE
    return points.solve_work(rules) / POINTS_RATE


def too_long(seconds: float) -> Text | None:
    """Why a solve estimated at ``seconds`` (:func:`solve_seconds`) is not started; None
    when it is."""
    if seconds <= LONGEST_SECONDS:
        return None
    return QT_TRANSLATE_NOOP(
        "Master", "working it out would take about {duration}, more than {longest} "
                  "minutes").with_args(duration=about(seconds), longest=LONGEST_SECONDS // 60)


def seconds_left(elapsed: float, fraction: float) -> float | None:
    """The time left of a solve ``fraction`` done (0 to 1) after ``elapsed`` seconds, at the
    pace this machine has kept so far; None before :data:`PACED_FROM` is done."""
    if fraction < PACED_FROM:
        return None
    return max(0.0, elapsed * (1.0 - fraction) / fraction)


def about(seconds: float) -> Text:
    """A time as a player reads an estimate: whole seconds below a minute and a half, whole
    minutes below an hour and a half, else whole hours."""
    if seconds < 90:
        return QT_TRANSLATE_NOOP("Duration", "{count} s").with_args(count=max(1, round(seconds)))
    if seconds < 90 * 60:
        return QT_TRANSLATE_NOOP("Duration", "{count} min").with_args(count=round(seconds / 60))
    return QT_TRANSLATE_NOOP("Duration", "{count} h").with_args(count=round(seconds / 3600))
