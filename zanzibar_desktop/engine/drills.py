"""Drills' schedule (issue 35), as Anki brings a card back just before it would be
forgotten: a position answered right comes back later and later — after 1, 3 and 7 days,
then 21 — one answered wrong comes back the next day and starts its run again, and the
fourth right answer in a row retires it (it is kept, with the 21 days it would have waited,
but no longer due). A new drill is due at once. Pure: the clock is the caller's (seconds
since the epoch), so a test walks a drill through weeks in an instant."""

from __future__ import annotations

from dataclasses import dataclass, replace

DAY_S = 86_400.0
RIGHT_INTERVALS_DAYS = (1, 3, 7, 21)  # after the 1st, 2nd, 3rd and 4th right answer in a row
WRONG_INTERVAL_DAYS = 1
RETIRE_AFTER = len(RIGHT_INTERVALS_DAYS)  # right answers in a row


@dataclass(frozen=True)
class Schedule:
    """Where one drill stands: when it is due, its run of right answers, every answer."""

    due: float
    streak: int = 0
    right: int = 0
    wrong: int = 0
    retired: bool = False

    def is_due(self, now: float) -> bool:
        return not self.retired and self.due <= now


def new_schedule(now: float) -> Schedule:
    """A drill just made from a mistake: due at once."""
    return Schedule(due=now)


def answered(schedule: Schedule, right: bool, now: float) -> Schedule:
    """The schedule after an answer at ``now``."""
    if not right:
        return replace(schedule, due=now + WRONG_INTERVAL_DAYS * DAY_S, streak=0,
                       wrong=schedule.wrong + 1)
    streak = schedule.streak + 1
    return replace(schedule, due=now + RIGHT_INTERVALS_DAYS[streak - 1] * DAY_S, streak=streak,
                   right=schedule.right + 1, retired=streak >= RETIRE_AFTER)
