"""The session owns the Master's solving for the window (issue 32): when a partie is worked
out and what the player is told of it are decided here, with no widget; the bar only shows
what this says."""

import pytest

from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.session.controller import GameController
from zanzibar_desktop.session.game_session import GameSession
from zanzibar_desktop.session.partie_solving import MasterPreparation, PartieSolving

pytestmark = pytest.mark.gui  # QtCore objects and signals (no widgets)

BIG = preset_rules("zanzibar").with_options(target_score=1000)


@pytest.fixture
def preparation(qapp, private_home):
    del qapp, private_home
    preparation = MasterPreparation()
    yield preparation
    preparation.stop()
    assert preparation.solving.wait(60)


def test_a_stop_holds_for_its_game_and_what_was_said_goes_with_it(qtbot, preparation):
    started, said, cleared = [], [], []
    preparation.started.connect(lambda: started.append(True))
    preparation.said.connect(lambda text, fade: said.append((text.render(), fade)))
    preparation.cleared.connect(lambda: cleared.append(True))
    preparation.want(BIG)
    assert started == [True] and preparation.computing_for(BIG)
    preparation.want(BIG)  # under way: not started again
    assert started == [True]
    with qtbot.waitSignal(preparation.solving.cancelled, timeout=60000):
        preparation.solving.cancel()  # the player's Stop
    assert said == [("Stopped: the hint gives the manche's figures and a Master plays as the "
                     "Expert in this game.", True)]
    preparation.want(BIG)  # the hint asks again in the same game: the stop holds
    assert started == [True] and not preparation.computing
    preparation.new_game()
    assert cleared == [True]
    preparation.want(BIG)  # a new game: worked out again
    assert started == [True, True] and preparation.computing_for(BIG)


def test_past_the_longest_race_it_says_why_at_once(preparation):
    said = []
    preparation.said.connect(lambda text, fade: said.append((text.render(), fade)))

    longest = BIG.with_options(target_score=5000)
    seated = GameController(Game(longest, [PlayerSpec("Ann"), PlayerSpec("M", "master")],
                                 seed=1))
    preparation.follow(seated)
    assert not preparation.computing and len(said) == 1 and not said[0][1]
    assert "would take too long" in said[0][0] and "plays as the Expert" in said[0][0]


def test_what_it_finds_is_in_its_sessions_hands_and_no_one_elses(qapp, private_home):
    """No process-wide store (issue 32): the solution found goes to the session that owns
    the preparation, whose Masters, hint and review read it; another window's session
    holds nothing of it."""
    del qapp, private_home
    session, other = GameSession(keep_records=False), GameSession(keep_records=False)
    preparation = MasterPreparation(held=session.solutions)
    rules = preset_rules("421-boite")  # shipped with the game: at hand at once
    preparation.follow(GameController(Game(rules, [PlayerSpec("Ann"), PlayerSpec("M", "master")],
                                           seed=1)))
    assert not preparation.computing and session.solutions.known(rules) is not None
    assert other.solutions.known(rules) is None


class UnderWay(PartieSolving):
    """A solve under way whose worker's words the test says."""

    working = True


def test_once_the_solve_has_made_some_progress_the_time_left_is_this_machines(qapp,
                                                                            private_home):
    """The bar's estimate is the recorded rate's until the solve has made some progress;
    then the time so far over the share done, as progress comes."""
    del qapp, private_home
    solving = UnderWay()
    preparation = MasterPreparation(solving)
    now = [100.0]
    preparation.clock = lambda: now[0]
    estimated, paced = [], []
    preparation.estimated.connect(estimated.append)
    preparation.paced.connect(paced.append)
    solving.estimated.emit(600.0)  # the recorded rate's, said as the solve starts
    now[0] = 101.0
    solving.progressed.emit(0.01)  # too little done to tell
    assert estimated == [600.0] and paced == []
    now[0] = 110.0
    solving.progressed.emit(0.25)  # a quarter in 10 s: 30 s to go on this machine
    now[0] = 140.0
    solving.progressed.emit(0.4)  # slower since: 40 s so far, 60 s to go
    assert paced == [pytest.approx(30.0), pytest.approx(60.0)]
