"""The table snapshot: what the seats, the banner and the hand to beat show, driven with
scripted dice through situations of the rule texts."""

import random

import pytest

from tests.helpers import scripted_game
from zanzibar_desktop.engine import table
from zanzibar_desktop.engine.game import CHARGE, DECHARGE, Game
from zanzibar_desktop.engine.hands import token_value
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.table import snapshot

pytestmark = pytest.mark.core

ZANZIBAR = preset_rules("zanzibar")
COUNTER = preset_rules("421")


def test_the_hand_to_beat_is_the_strongest_so_far_and_says_what_the_player_may_throw():
    # Opening: 6, 2, 1 -> player 0 opens.
    rules = ZANZIBAR.with_options(throw_limit="follow-opener")
    game = scripted_game(rules, 3, [6, 2, 1, 5, 3, 2])
    shown = snapshot(game)
    assert shown.to_beat is None and shown.current == 0 and shown.throws_left == 3
    assert [seat.state for seat in shown.seats] == [table.PLAYING, table.WAITING, table.WAITING]
    game.throw()
    game.stop()
    shown = snapshot(game)
    assert shown.to_beat.player == 0 and shown.to_beat.hand.dice == (5, 3, 2)
    assert shown.to_beat.throws == 1
    assert shown.lowest is None  # one hand down: nothing is lowest yet
    # Following the opener: player 1 may throw as often as the opener did.
    assert shown.current == 1 and shown.limit == 1 and shown.throws_left == 1
    assert [seat.state for seat in shown.seats] == [table.PLAYED, table.PLAYING, table.WAITING]
    assert shown.seats[0].hand.hand.dice == (5, 3, 2) and shown.seats[1].hand is None
    assert shown.opener == 0 and shown.stake is None  # no tokens in a points race


def test_a_seat_keeps_showing_its_last_hand_when_a_new_manche_starts():
    game = scripted_game(ZANZIBAR, 2, [6, 2, 6, 6, 6, 4, 4, 4])
    game.throw()
    game.stop()
    game.throw()
    game.stop()
    shown = snapshot(game)
    assert shown.manche == 2 and all(seat.hand is None for seat in shown.seats)
    assert shown.seats[0].previous.hand.dice == (6, 6, 6)
    assert shown.seats[0].score == 60 and shown.seats[1].previous.hand.dice == (4, 4, 4)


def test_in_the_charge_the_stake_is_what_the_best_hand_takes_from_the_pot():
    """004: « Celui qui fait la plus faible combinaison récupère des jetons dont le nombre
    dépend de la plus forte combinaison. »"""
    # Opening 6, 1 -> player 0 opens; 4-2-1 is worth 10 tokens.
    game = scripted_game(COUNTER, 2, [6, 1, 4, 2, 1])
    game.throw()
    shown = snapshot(game)
    assert shown.phase == CHARGE and shown.current == 1 and shown.limit == 1
    assert shown.to_beat.hand.dice == (4, 2, 1)
    assert shown.stake.tokens == token_value(shown.to_beat.hand, COUNTER)
    assert shown.stake.giver is None  # from the pot
    assert shown.stake.taker is None  # to whoever ends lowest (COUNTER: the weakest takes)


def test_in_the_decharge_the_stake_is_what_the_best_hand_gives_and_sauve_seats_show_out():
    """004: « Celui qui a obtenu la plus forte combinaison donne, à celui qui a eu la plus
    faible, autant de jetons que la valeur de sa combinaison. »"""
    checked = 0
    for seed in range(12):
        game = Game(COUNTER, [PlayerSpec(name) for name in "ABCD"], seed=seed)
        rng = random.Random(seed)
        while not game.over and checked < 400:
            shown = snapshot(game)
            if shown.phase == DECHARGE and shown.to_beat is not None and not shown.in_throw_off:
                best = shown.to_beat
                worth = token_value(best.hand, COUNTER)
                assert shown.stake.giver == best.player
                assert shown.stake.tokens == min(worth, game.tokens[best.player])
                for seat in shown.seats:
                    assert (seat.state == table.OUT) == game.out[seat.seat]
                checked += 1
            game.apply(rng.choice(game.legal_actions()))
    assert checked >= 100


def test_the_end_of_a_game_gives_every_seat_its_place():
    rules = ZANZIBAR.with_options(target_score=1)
    game = scripted_game(rules, 2, [6, 2, 6, 6, 6, 4, 4, 4])
    game.throw()
    game.stop()
    game.throw()
    game.stop()
    shown = snapshot(game)
    assert shown.over and shown.current is None and shown.to_beat is None
    assert shown.seats[0].state == table.WINNER and shown.seats[0].place == 1
    assert shown.seats[1].state == table.FINISHED and shown.seats[1].place == 2
