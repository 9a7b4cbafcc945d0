"""A lesson is played at the table but kept nowhere: not autosaved, not recorded (so not in
Statistics), not saved to a file; the game it replaces is not abandoned but waits in the
autosave, offered to resume once the lesson is over, and a lesson is never offered."""

import random

import pytest

from tests.session.test_game_session import kept_games, play_to_the_end
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.lessons import LESSONS, play_through
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.session.game_session import GameSession
from zanzibar_desktop.storage.autosave import Autosave

pytestmark = pytest.mark.core  # QtCore objects and signals, no widget (tests/README.md)

LESSON = LESSONS["zanzibar"]


@pytest.fixture
def session(qapp, private_home):
    session = GameSession(Autosave())
    yield session
    session.close()


def lesson_played(session: GameSession, steps: int) -> Game:
    game = LESSON.new_game("Ann")
    session.seat(game, lesson=True)
    play_through(LESSON, game, steps)
    for _ in game.actions:
        session._after_move(game)  # what the controller does after each move
    return game


def test_a_lesson_is_neither_autosaved_nor_recorded_nor_saved(session, tmp_path):
    game = lesson_played(session, len(LESSON.steps))
    assert game.actions
    assert not session.autosave.path.exists()
    assert session.recover() == (None, None)
    assert not session.needs_asking()  # nothing to lose: no question before it leaves
    assert session.save_to(str(tmp_path / "lesson.zanzibar")) is not None
    assert not (tmp_path / "lesson.zanzibar").exists()
    session.seat(Game(preset_rules("zanzibar"), [PlayerSpec("Ann"), PlayerSpec("B", "novice")]))
    assert kept_games() == []  # the lesson left the table unfinished: not kept as abandoned


def test_the_game_a_lesson_replaces_waits_in_the_autosave_to_resume(session):
    game = Game(preset_rules("zanzibar"), [PlayerSpec("Ann"), PlayerSpec("B", "novice")],
                seed=3)
    session.seat(game)
    play_to_the_end(game, random.Random(1), moves=6)
    session._after_move(game)
    lesson_played(session, 5)
    assert kept_games() == []  # not abandoned
    saved, problem = session.recover()
    assert problem is None and saved is not None
    assert saved.seed == game.seed and len(saved.actions) == len(game.actions)
    session.seat(saved)
    assert not session.lesson
    play_to_the_end(saved, random.Random(2))
    assert kept_games() == [(game.seed, len(saved.actions), 1)]


def test_a_new_game_after_a_lesson_abandons_the_game_the_lesson_kept_waiting(session):
    game = Game(preset_rules("zanzibar"), [PlayerSpec("Ann"), PlayerSpec("B", "novice")],
                seed=4)
    session.seat(game)
    play_to_the_end(game, random.Random(1), moves=4)
    lesson_played(session, 3)
    session.seat(Game(preset_rules("zanzibar"), [PlayerSpec("Ann"), PlayerSpec("B", "novice")],
                      seed=5))
    assert kept_games() == [(4, len(game.actions), 0)]  # kept as abandoned, the lesson not
