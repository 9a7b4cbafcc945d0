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


def rules_open(journey: Journey) -> dict[str, bool]:
    """Each rule of the walker, and whether its precondition lets it be chosen now."""
    return {rule.function.__name__: all(holds(journey) for holds in rule.preconditions)
            for rule in type(journey).setup_state().rules}


def test_a_step_is_chosen_from_a_table_at_rest(journey):
    """Found by ``make journeys`` (hypothesis: "FlakyStrategyDefinition"): a token round's
    result goes away by itself (80 ms at instant speed); read before, Continue was open,
    read after (a busy machine), the human's throw was. After every step the rules open
    are the ones still open once every timer of the window has gone off."""
    from PySide6.QtCore import QTimer

    driver = journey.driver
    journey.checked = ("crash",)
    driver.window.new_game("421", [PlayerSpec("Ann"), PlayerSpec("Bob", "regular"),
                                   PlayerSpec("Cleo", "regular")])
    timers = driver.window.findChildren(QTimer)
    results = 0
    for _step in range(60):
        journey.holds()
        chosen_from = rules_open(journey)
        results += chosen_from["continue_"]
        driver.wait_for(lambda: not any(timer.isActive() and timer.interval() > 0
                                        for timer in timers), "every timer of the window", 10)
        assert rules_open(journey) == chosen_from
        if chosen_from["continue_"]:
            journey.continue_()
        elif chosen_from["stop"] and driver.game.throws >= 2:
            journey.stop(by_key=False)
        elif chosen_from["throw"]:
            journey.throw()
    assert results  # a manche's result, which waits for Continue, was met
