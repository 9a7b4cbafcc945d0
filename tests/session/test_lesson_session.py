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


def test_the_game_a_lesson_replaces_is_set_aside_and_sits_down_again_as_it_was(session,
                                                                               tmp_path):
    """Set aside, not abandoned (the autosave still holds it, for a stop during the
    lesson); seated again, the very game comes back with its file, and is kept once, at
    its end."""
    game = Game(preset_rules("zanzibar"), [PlayerSpec("Ann"), PlayerSpec("B", "novice")],
                seed=3)
    session.seat(game)
    play_to_the_end(game, random.Random(1), moves=6)
    session._after_move(game)
    path = str(tmp_path / "kept.zanzibar")
    assert session.save_to(path) is None
    play_to_the_end(game, random.Random(1), moves=1)
    session._after_move(game)
    lesson_played(session, 5)
    assert kept_games() == []  # not abandoned
    assert session.set_aside is game
    after_a_stop = GameSession(Autosave())  # the program stopped during the lesson
    saved, problem = after_a_stop.recover()
    after_a_stop.close()
    assert problem is None and saved is not None
    assert saved.seed == game.seed and len(saved.actions) == len(game.actions)
    lesson_played(session, 3)  # a lesson after a lesson: the same game still waits
    assert session.set_aside is game
    session.seat(game)
    assert not session.lesson and session.set_aside is None
    assert session.path == path and session.modified  # the file lacks its last move
    # Its end is heard once by the session, once by the controller at the table: none by
    # the controllers it had before, nor twice by the session.
    assert len(game.events.game_did_end) == 2 and len(game.events.dice_did_roll) == 1
    play_to_the_end(game, random.Random(2))
    assert kept_games() == [(game.seed, len(game.actions), 1)]  # once, at its end
    assert not session.autosave.path.exists()


def test_a_new_game_after_a_lesson_abandons_the_game_the_lesson_kept_waiting(session):
    game = Game(preset_rules("zanzibar"), [PlayerSpec("Ann"), PlayerSpec("B", "novice")],
                seed=4)
    session.seat(game)
    play_to_the_end(game, random.Random(1), moves=4)
    lesson_played(session, 3)
    session.seat(Game(preset_rules("zanzibar"), [PlayerSpec("Ann"), PlayerSpec("B", "novice")],
                      seed=5))
    assert kept_games() == [(4, len(game.actions), 0)]  # kept as abandoned, the lesson not
