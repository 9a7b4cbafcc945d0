"""How a die moves: it rests on the face asked for, and a throw lands exactly there."""

import random

import pytest

from zanzibar_desktop.paint.dice_motion import IDENTITY, plan_throw, resting, top_face

pytestmark = pytest.mark.core


@pytest.mark.parametrize("value", range(1, 7))
def test_a_die_at_rest_shows_its_value_whatever_its_turn(value):
    for yaw in (-0.25, 0.0, 0.4, 3.0):
        assert top_face(resting(value, yaw)) == value


@pytest.mark.parametrize("value", range(1, 7))
def test_a_throw_lands_on_the_thrown_face_and_stops_there(value):
    rng = random.Random(value)
    throw = plan_throw(rng, resting(6 - value + 1), value, duration=0.8)
    assert throw.orientation(0.0) != throw.end  # it tumbles
    assert throw.offset(0.0) != (0.0, 0.0, 0.0)  # it comes from off its place
    for t in (0.8, 1.5):
        assert throw.orientation(t) == throw.end
        assert throw.offset(t) == (0.0, 0.0, 0.0)
    assert top_face(throw.end) == value
    assert top_face(IDENTITY) == 1
