"""What the walker found on main at c9a0d17 (issue 31, points 1, 2, 9 and 10), each the
shortest journey it shrank to, replayed step by step with only the invariant it broke
checked: each held after its fix, and holds from then on."""

import pytest

from tests.journeys.walker import Journey
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.tournament import play_seats
from zanzibar_desktop.storage.records import open_records

pytestmark = pytest.mark.gui

SEATS = [PlayerSpec("Ann"), PlayerSpec("Marcel", "regular")]


class Draws:
    """Stands for hypothesis's ``data``: the values a rule draws, given in order."""

    def __init__(self, *values: object) -> None:
        self.values = list(values)

    def draw(self, _strategy, _label: str = "") -> object:  # noqa: ANN001
        return self.values.pop(0)


@pytest.fixture
def journey(qapp):  # noqa: ANN001 - pytest-qt's application
    walk = Journey()
    yield walk
    walk.teardown()


def only(journey: Journey, check: str) -> None:
    """The step's end, with only ``check`` failing it."""
    journey.checked = (check,)
    journey.holds()


def keep_a_finished_game() -> None:
    records, _ = open_records()
    records.store(play_seats(preset_rules("zanzibar"), SEATS, 3), started=1.0, ended=2.0)
    records.close()


def test_after_a_finished_lesson_and_new_game_cancelled_the_table_is_not_stuck(journey):  # noqa: ANN001
    journey.lesson_start("zanzibar")
    only(journey, "stuck")
    journey.lesson_finish(Draws("escape"))
    only(journey, "stuck")


@pytest.mark.parametrize("check", ["crash", "windows"])
def test_after_a_finished_lesson_review_opens(journey, check):  # noqa: ANN001
    journey.lesson_start("421")
    journey.lesson_finish(Draws("escape"))
    journey.checked = ()
    journey.holds()  # (stuck, as above)
    journey.review("close")
    only(journey, check)


@pytest.mark.parametrize("how", ["escape", "close"])
def test_a_review_from_statistics_closes(journey, how):  # noqa: ANN001
    keep_a_finished_game()
    journey.statistics(how, review=True)
    only(journey, "windows")


def test_the_lesson_header_shows_whole_in_french(journey):  # noqa: ANN001
    journey.lesson_start("zanzibar")
    journey.language("fr")
    only(journey, "cut")


def test_at_800_by_600_with_the_scoreboard_a_lesson_stays_inside_the_screen(journey):  # noqa: ANN001
    journey.resize((800, 600))
    journey.dock("scoreboard", True)
    only(journey, "screen")
    journey.lesson_start("421")
    only(journey, "screen")


def test_the_hint_up_follows_the_switch_to_french(journey):  # noqa: ANN001
    journey.new_game("ok", Draws(0, 0, 2, "regular"))  # Zanzibar, Ann and a Regular
    journey.holds()  # (Ann to play)
    journey.hint()
    journey.language("fr")
    only(journey, "french")
