"""A finished game with a human seat is reviewed in the background (issue 35): in a worker
process of its own, below normal priority, never on the window's thread; asked again while
it works, it runs once more for the games kept meanwhile."""

import os
import random

import pytest

from tests.session.test_game_session import SEATS, play_to_the_end
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.tournament import play_seats
from zanzibar_desktop.session import background_review
from zanzibar_desktop.session.background_review import BackgroundReview
from zanzibar_desktop.session.game_session import GameSession
from zanzibar_desktop.storage.autosave import Autosave
from zanzibar_desktop.storage.record_reviews import kept_review, pending
from zanzibar_desktop.storage.records import open_records, records_file

pytestmark = pytest.mark.subprocess  # the worker is a process

REVIEW_S = 120_000  # a worker starting Python, numpy and the review on a loaded machine


@pytest.fixture
def no_background_review():
    """This module's games are reviewed in the background, as the program's are."""


def test_a_finished_game_of_a_human_is_reviewed_in_a_worker_process(qapp, qtbot, private_home,
                                                                    monkeypatch):
    started = []
    spawn = background_review._SPAWN.Process

    def process(*args, **kwargs):  # noqa: ANN002, ANN003 - the one started, to look at
        started.append(spawn(*args, **kwargs))
        return started[-1]

    monkeypatch.setattr(background_review._SPAWN, "Process", process)
    session = GameSession(Autosave())
    game = Game(preset_rules("zanzibar"), SEATS, seed=11)
    session.seat(game)
    with qtbot.waitSignal(session.reviews.finished, timeout=REVIEW_S) as finished:
        play_to_the_end(game, random.Random(1))
    session.close()
    assert finished.args == [1]
    assert len(started) == 1 and started[0].pid != os.getpid()
    records, _ = open_records(records_file())
    assert pending(records) == []
    assert kept_review(records, 1)
    records.close()


def test_a_computers_game_starts_no_review(qapp, qtbot, private_home, monkeypatch):
    asked = []
    monkeypatch.setattr(BackgroundReview, "request", lambda self: asked.append(self))
    session = GameSession(Autosave())
    game = Game(preset_rules("zanzibar"), [PlayerSpec("Léa", "novice"),
                                           PlayerSpec("Marcel", "expert")], seed=11)
    session.seat(game)
    play_to_the_end(game, random.Random(1))
    session.close()
    assert asked == []


def test_asked_again_while_it_works_it_reviews_the_games_kept_meanwhile(qapp, qtbot, tmp_path):
    path = tmp_path / "games.sqlite"
    records, _ = open_records(path)
    specs = [PlayerSpec("Ann"), PlayerSpec("Bob", "novice")]
    records.store(play_seats(preset_rules("zanzibar"), specs, 1), 0.0, 60.0)
    reviews = BackgroundReview(path)
    with qtbot.waitSignal(reviews.finished, timeout=REVIEW_S) as first:
        reviews.request()
        records.store(play_seats(preset_rules("421"), specs, 2), 0.0, 60.0)
        reviews.request()  # while the first works: once more after it
    with qtbot.waitSignal(reviews.finished, timeout=REVIEW_S) as second:
        pass
    assert first.args[0] + second.args[0] == 2
    assert pending(records) == []
    assert not reviews.working
    records.close()
