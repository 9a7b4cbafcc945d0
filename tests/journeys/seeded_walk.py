"""The journeys walked in a process of their own (``test_journeys.py`` runs this file; so
does ``make journeys``, with more): by default 20 journeys of 40 steps each, the same every
run (derandomized, each journey in a fresh folder with the same seeds), through the whole
window; a failure prints the shrunk steps that reproduce it (tests/journeys/README.md).
Not named ``test_*``: ``make test`` collects only its launcher."""

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
