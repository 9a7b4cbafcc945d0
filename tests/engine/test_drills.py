"""Drills' schedule (issue 35): with a fixed clock, a drill answered right comes back after
1, 3 and 7 days, one answered wrong the next day with its run started again, and the fourth
right answer in a row retires it."""

import pytest

from zanzibar_desktop.engine.drills import DAY_S, answered, new_schedule

pytestmark = pytest.mark.core

START = 1_800_000_000.0


def test_a_drill_walks_through_right_wrong_and_retired():
    now = START
    drill = new_schedule(now)
    assert drill.is_due(now)
    walk = []
    for right in (True, True, False, True, True, True, True):
        assert drill.is_due(now)
        drill = answered(drill, right, now)
        waited = (drill.due - now) / DAY_S
        assert not drill.is_due(now) and not drill.is_due(drill.due - 1)
        walk.append((waited, drill.streak, drill.retired))
        now = drill.due
    assert walk == [(1, 1, False), (3, 2, False), (1, 0, False), (1, 1, False), (3, 2, False),
                    (7, 3, False), (21, 4, True)]
    assert (drill.right, drill.wrong) == (6, 1)
    assert not drill.is_due(now) and not drill.is_due(now + 365 * DAY_S)  # retired for good
