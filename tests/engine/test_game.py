"""The game played with scripted dice through exact situations of the rule texts."""

import pytest

from tests.helpers import scripted_game
from zanzibar_desktop.engine.errors import IllegalActionError, PlayersError
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules

pytestmark = pytest.mark.core

ZANZIBAR = preset_rules("zanzibar")
COUNTER = preset_rules("421")


def test_highest_single_die_opens_and_ties_throw_again():
    game = scripted_game(ZANZIBAR, 3, [5, 5, 2, 3, 4])
    assert game.opening_throws == [{0: 5, 1: 5, 2: 2}, {0: 3, 1: 4}]
    assert game.first_opener == 1 and game.current == 1


def test_a_manche_of_zanzibar_scores_the_winning_hand():
    game = scripted_game(ZANZIBAR, 2, [6, 2, 6, 6, 2, 6, 1, 5, 2])
    game.throw()
    assert game.dice == (6, 6, 2)
    game.set_hold(0, True)
    game.toggle_hold(1)
    game.throw()
    assert game.dice == (6, 6, 6) and game.throws == 2
    game.stop()
    assert game.current == 1 and game.limit == 3  # free throw limit
    game.throw()
    game.stop()
    result = game.history[-1]
    assert result.strongest == 0
    assert [entry.player for entry in result.ranking] == [0, 1]
    assert game.scores == [60, 0]
    assert game.manche == 2 and game.current == 1  # the next player in turn opens


def test_equal_hands_go_to_the_one_made_in_fewer_throws():
    game = scripted_game(ZANZIBAR, 2, [6, 2, 6, 6, 5, 1, 2, 3, 6, 5, 6])
    game.throw()
    game.stop()  # 6-6-5 in one throw
    game.throw()
    game.throw()  # 1-2-3 then 6-5-6: 17 in two throws
    game.stop()
    assert game.history[-1].strongest == 0 and game.scores == [17, 0]
    assert game.history[-1].throw_offs == ()


def test_a_throw_off_breaks_a_full_tie_in_reverse_seating_order():
    # 6-6-5 and 6-5-6 in one throw each: a throw-off, the last player first.
    game = scripted_game(ZANZIBAR, 2, [6, 2, 6, 6, 5, 6, 5, 6, 2, 3, 4, 6, 6, 6])
    game.throw()
    game.stop()
    game.throw()
    game.stop()
    assert game.in_throw_off and game.current == 1 and game.limit == 1
    game.throw()  # 2-3-4, the throw-off throw ends the turn
    assert game.current == 0
    game.throw()  # 6-6-6
    result = game.history[-1]
    assert result.strongest == 0 and game.scores == [17, 0]  # the manche hand counts
    assert [[entry.player for entry in rnd] for rnd in result.throw_offs] == [[1, 0]]


def test_tie_rule_throw_off_ignores_the_throw_count():
    rules = ZANZIBAR.with_options(tie_break="throw-off")
    game = scripted_game(rules, 2, [6, 2, 6, 6, 5, 1, 2, 3, 6, 5, 6, 2, 2, 3, 5, 5, 5])
    game.throw()
    game.stop()
    game.throw()
    game.throw()
    game.stop()
    assert game.in_throw_off and game.current == 1
    game.throw()  # 2-2-3
    game.throw()  # 5-5-5
    assert game.history[-1].strongest == 0


def test_follow_opener_limits_the_others_to_the_openers_throws():
    rules = ZANZIBAR.with_options(throw_limit="follow-opener")
    game = scripted_game(rules, 2, [6, 2, 6, 6, 5, 3, 3, 2])
    game.throw()
    game.stop()  # "en un"
    assert game.current == 1 and game.limit == 1
    game.throw()  # one throw and the turn is over
    assert game.history[-1].strongest == 0


def test_decisive_ace_zanzi_wins_the_manche_at_once():
    rules = ZANZIBAR.with_options(ace_zanzi="wins-manche")
    game = scripted_game(rules, 3, [6, 2, 2, 1, 1, 1])
    game.throw()
    result = game.history[-1]
    assert result.decisive and result.strongest == 0 and len(result.ranking) == 1
    assert game.scores == [100, 0, 0] and not game.over


def test_decisive_ace_zanzi_can_win_the_game():
    rules = ZANZIBAR.with_options(ace_zanzi="wins-game")
    game = scripted_game(rules, 2, [6, 2, 3, 4, 5, 1, 1, 1])
    game.throw()
    game.throw()
    assert game.over and game.winner == 0
    with pytest.raises(IllegalActionError, match="over"):
        game.throw()


def test_exact_finish_keeps_the_previous_score_or_falls_back():
    for rule, level, expected in [("keep-previous", 0, 60), ("fall-back", 30, 30)]:
        # Target 100: after 60 the gap of 40 is above the median hand, so 60 more is a bust.
        rules = ZANZIBAR.with_options(target_score=100, exact_finish=rule, exact_finish_level=level)
        # Manche 1: player 1 scores 60. Manche 2 (player 2 opens): player 1 makes 60 again.
        game = scripted_game(rules, 2, [6, 2, 6, 6, 6, 2, 3, 4, 2, 3, 4, 6, 6, 6])
        game.throw()
        game.stop()
        game.throw()
        game.stop()
        assert game.scores == [60, 0]
        game.throw()
        game.stop()
        game.throw()
        game.stop()
        assert game.history[-1].bust and game.scores == [expected, 0] and not game.over


def test_malus_hits_the_lowest_hand_and_never_goes_below_zero():
    rules = ZANZIBAR.with_options(low_hand_malus=10)
    game = scripted_game(rules, 2, [6, 2, 6, 6, 6, 2, 3, 4, 6, 6, 5, 2, 3, 4])
    game.throw()
    game.stop()
    game.throw()
    game.stop()
    assert game.scores == [60, 0]  # the loser had nothing to lose
    game.throw()
    game.stop()  # player 2 opens: 6-6-5
    game.throw()
    game.stop()
    assert game.scores == [50, 17]


def test_points_race_ends_when_the_target_is_reached():
    rules = preset_rules("zanzibar-kids").with_options(target_score=1)  # the first seat opens
    game = scripted_game(rules, 2, [6, 6, 6, 2, 3, 4])
    game.throw()
    game.stop()
    game.throw()
    game.stop()
    assert game.over and game.winner == 0 and game.scores == [1, 0]


def test_charge_the_weakest_takes_what_the_strongest_is_worth():
    game = scripted_game(COUNTER, 2, [6, 2, 4, 2, 1, 6, 5, 3])
    assert game.phase == "charge" and game.pot == 21 and game.limit == 1
    game.throw()
    game.throw()
    result = game.history[-1]
    assert (result.strongest, result.weakest, result.tokens_moved) == (0, 1, 8)
    assert game.tokens == [0, 8] and game.pot == 13
    assert game.current == 1  # the loser opens the next round


def test_charge_of_the_boite_the_strongest_takes_its_value_and_may_lose_at_once():
    game = scripted_game(preset_rules("421-boite"), 2, [6, 2, 4, 2, 1, 6, 5, 3])
    game.throw()
    game.throw()
    assert game.tokens == [11, 0] and game.pot == 0
    assert game.over and game.loser == 0  # all tokens when the pot empties: lost at once


def test_charge_then_decharge_with_the_openers_limit_and_a_player_sauve():
    rules = COUNTER.with_options(tokens=3)
    faces = [6, 2,
             6, 5, 4, 6, 5, 3,  # charge: tierce (2) against 6-5-3: player 2 takes 2
             6, 5, 3, 6, 5, 2,  # player 2 opens: player 1 is weakest, takes the last token
             6, 5, 3, 4, 2, 1,  # décharge, player 1 opens: 421 in two throws
             6, 6, 5, 6, 6, 4]  # player 2 may throw twice only
    game = scripted_game(rules, 2, faces)
    game.throw()
    game.throw()
    assert game.tokens == [0, 2] and game.pot == 1 and game.current == 1
    game.throw()
    game.throw()
    assert game.tokens == [1, 2] and game.pot == 0
    assert game.phase == "decharge" and game.current == 0 and game.limit == 3
    game.throw()
    game.throw()
    game.stop()
    assert game.current == 1 and game.limit == 2
    game.throw()
    game.throw()  # the second throw ends the turn
    # 421 (worth 8) gives the weakest all it has: one token; player 1 is sauvé.
    assert game.tokens[0] == 0
    assert game.manches_lost == [0, 1]  # player 2 holds every token and loses the manche
    assert not game.over and game.manche == 2
    assert game.phase == "charge" and game.pot == 3 and game.tokens == [0, 0]
    assert game.current == 1  # the loser opens


def test_a_tie_for_the_weakest_goes_to_a_throw_off():
    game = scripted_game(COUNTER, 3, [6, 2, 1, 4, 2, 1, 6, 5, 3, 6, 5, 3, 6, 6, 6, 3, 2, 2])
    game.throw()
    game.throw()
    game.throw()
    assert game.in_throw_off and game.current == 2  # reverse order: the last player first
    game.throw()
    game.throw()
    result = game.history[-1]
    assert result.weakest == 1 and game.tokens == [0, 8, 0]


def test_illegal_actions_say_why_and_change_nothing():
    game = scripted_game(ZANZIBAR, 2, [6, 2, 6, 6, 5])
    before = game.state()
    with pytest.raises(IllegalActionError, match="Throw first"):
        game.set_hold(0, True)
    with pytest.raises(IllegalActionError, match="before you stop"):
        game.stop()
    assert game.state() == before
    game.throw()
    for die in range(3):
        game.set_hold(die, True)
    before = game.state()
    with pytest.raises(IllegalActionError, match="release at least one"):
        game.throw()
    with pytest.raises(IllegalActionError, match="no die"):
        game.set_hold(3, True)
    assert game.state() == before


def test_events_follow_the_game():
    game = scripted_game(ZANZIBAR, 2, [6, 2, 6, 6, 2, 6, 1, 5, 2])
    seen = []
    for name in ("turn_did_start", "dice_did_roll", "hold_did_change", "turn_did_end",
                 "round_did_resolve", "manche_did_end"):
        getattr(game.events, name).connect(lambda event, name=name: seen.append(name))
    game.throw()
    game.set_hold(0, True)
    game.set_hold(1, True)
    game.throw()
    game.stop()
    game.throw()
    game.stop()
    assert seen == ["dice_did_roll", "hold_did_change", "hold_did_change", "dice_did_roll", "turn_did_end",
                    "turn_did_start", "dice_did_roll", "turn_did_end", "round_did_resolve",
                    "manche_did_end", "turn_did_start"]


@pytest.mark.parametrize("names, message", [
    (["Ann"], "2 to 8 players"),
    ([f"P{number}" for number in range(9)], "2 to 8 players"),
    (["Ann", "   "], "needs a name"),
    (["Ann", " ann "], "different"),
    (["Ann", "x" * 200], "too long"),
    (["Ann", "A\ud800"], "control characters or broken text"),
    (["Ann", "Bob\x1b[31m"], "control characters or broken text"),
    (["Ann", "Bob\x00"], "control characters or broken text"),
])
def test_tables_the_game_cannot_seat_are_refused(names, message):
    with pytest.raises(PlayersError, match=message):
        Game(ZANZIBAR, [PlayerSpec(name) for name in names], seed=1)


def test_names_are_trimmed():
    game = Game(ZANZIBAR, [PlayerSpec("  Ann  "), PlayerSpec("Bob\t Smith")], seed=1)
    assert [spec.name for spec in game.players] == ["Ann", "Bob Smith"]


def test_a_gap_below_the_median_hand_is_finished_by_any_winning_hand():
    # Target 65, exact finish: 60 after manche 1 leaves a gap of 5, below the median hand.
    rules = ZANZIBAR.with_options(target_score=65, exact_finish="keep-previous")
    game = scripted_game(rules, 2, [6, 2, 6, 6, 6, 2, 3, 4, 2, 3, 4, 6, 6, 5])
    game.throw()
    game.stop()
    game.throw()
    game.stop()
    assert game.scores == [60, 0]
    game.throw()
    game.stop()  # player 2 opens: 2-3-4, 9 points
    game.throw()
    game.stop()  # player 1: 6-6-5, 17 points: past 65, yet it finishes
    assert game.over and game.winner == 0 and game.scores == [77, 0]
