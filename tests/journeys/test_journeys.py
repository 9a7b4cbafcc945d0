"""The seeded journeys of ``make test``: 20 journeys of 40 steps each, the same every run
(derandomized, each journey in a fresh folder with the same seeds), through the whole
window; a failure prints the shrunk steps that reproduce it. ``make journeys`` walks many
more (tests/journeys/README.md)."""

import os

import pytest

from tests.journeys.walker import CHECKS, Journey, journey_settings

pytestmark = pytest.mark.gui

EXAMPLES = int(os.environ.get("JOURNEYS", "20"))
STEPS = int(os.environ.get("JOURNEY_STEPS", "40"))


def test_every_journey_holds(qapp):  # noqa: ANN001 - pytest-qt's application
    Journey.checked = tuple(os.environ.get("JOURNEY_CHECKS", ",".join(CHECKS)).split(","))
    journey = Journey.TestCase
    journey.settings = journey_settings(EXAMPLES, STEPS,
                                        derandomize=not os.environ.get("JOURNEYS_RANDOM"),
                                        shrink=not os.environ.get("JOURNEYS_NO_SHRINK"))
    journey("runTest").runTest()
