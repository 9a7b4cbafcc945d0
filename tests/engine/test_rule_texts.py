"""The Zanzibar variants of 000 and the 421 charge of 004, each played with scripted dice.

Each test quotes the sentence of the rule text it holds the engine to.
"""

import json

import pytest

from tests.helpers import scripted_game
from zanzibar_desktop.engine.errors import RulesError
from zanzibar_desktop.engine.hands import evaluate, token_value
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.rules import VERSION_1_DEFAULTS, rules_from_mapping

pytestmark = pytest.mark.core

ZANZIBAR = preset_rules("zanzibar")
COUNTER = preset_rules("421")


def play(game, turns: int) -> None:  # noqa: ANN001
    """Each of the next ``turns`` players throws once and stops."""
    for _ in range(turns):
        game.throw()
        if not game.over and game.can_stop() and game.throws:
            game.stop()


def test_fall_back_never_raises_a_score():
    # 000: "Un joueur qui dépasse le total … reste bloqué à son score précédent, ou revient à
    # un palier défini avant la partie." Revenir: a player below the level stays where he is.
    rules = ZANZIBAR.with_options(target_score=200, exact_finish="fall-back",
                                  exact_finish_level=150)
    game = scripted_game(rules, 2, [6, 2, 1, 1, 1, 2, 3, 4])
    game.scores[0] = 120  # a player on 120 (gap 80) makes the zanzi d'as: 220, past 200
    play(game, 2)
    assert game.history[-1].bust and game.scores == [120, 0]


def test_fall_back_lowers_a_score_above_the_level():
    rules = ZANZIBAR.with_options(target_score=200, exact_finish="fall-back",
                                  exact_finish_level=150)
    game = scripted_game(rules, 2, [6, 2, 1, 1, 1, 2, 3, 4])
    game.scores[0] = 170
    play(game, 2)
    assert game.history[-1].bust and game.scores == [150, 0]


def test_no_malus_in_a_manche_cut_short_by_the_zanzi_das():
    # 000: "Le joueur qui réalise le plus faible résultat de la manche peut perdre quelques
    # points": a player who never threw made no result, and a 6-6-6 is no weak one.
    rules = ZANZIBAR.with_options(ace_zanzi="wins-manche", low_hand_malus=5)
    game = scripted_game(rules, 3, [6, 2, 2, 6, 6, 6, 1, 1, 1])
    game.scores[:] = [10, 10, 10]
    play(game, 2)  # player 1: 6-6-6; player 2: 1-1-1 wins at once; player 3 never throws
    result = game.history[-1]
    assert result.decisive and result.strongest == 1
    assert game.scores == [10, 110, 10]


def test_the_malus_hits_the_weakest_completed_hand_when_everyone_played():
    rules = ZANZIBAR.with_options(ace_zanzi="wins-manche", low_hand_malus=5)
    game = scripted_game(rules, 3, [6, 2, 2, 6, 6, 6, 2, 3, 4, 1, 1, 1])
    game.scores[:] = [10, 10, 10]
    play(game, 3)  # 6-6-6, 2-3-4, then the last player's 1-1-1: everyone has played
    assert game.scores == [10, 5, 110]


def test_only_zanzis_score():
    # 000: "seuls les zanzis … rapportent des points : les suites et tous les autres tirages
    # valent 0."
    rules = ZANZIBAR.with_options(simple_points="zero")
    game = scripted_game(rules, 2, [6, 2, 6, 6, 5, 5, 5, 4, 4, 4, 4, 2, 3, 5])
    play(game, 2)  # 6-6-5 beats 5-5-4: the manche is won, for 0 points
    assert game.history[-1].strongest == 0 and game.scores == [0, 0] and game.manche == 2
    play(game, 2)  # player 2 opens: 4-4-4 beats 2-3-5 and scores 40
    assert game.scores == [0, 40]


def test_only_zanzis_score_is_a_zanzibar_points_race_option():
    with pytest.raises(RulesError) as caught:
        COUNTER.with_options(simple_points="zero")
    assert caught.value.option == "simple_points"


@pytest.mark.parametrize("values, dice, tokens", [
    ("value-tenths", (6, 6, 6), 6), ("value-tenths", (6, 6, 5), 1),
    ("one", (1, 1, 1), 1), ("one", (6, 6, 5), 1),
    ("table", (1, 1, 1), 12), ("table", (5, 5, 5), 5), ("table", (4, 5, 6), 3),
    ("table", (6, 6, 5), 2),
])
def test_counter_mode_tokens_are_fixed_before_the_game(values, dice, tokens):
    # 000: "Mode comptoir avec jetons … La distribution exacte des jetons doit être fixée avant
    # la partie."
    rules = ZANZIBAR.with_options(scoring="tokens", straight="beats-all-points",
                                  token_values=values, tokens_ace_zanzi=12, tokens_zanzi=5,
                                  tokens_straight=3, tokens_simple=2)
    assert token_value(evaluate(dice, rules), rules) == tokens


def test_counter_mode_tokens_move_as_fixed():
    rules = ZANZIBAR.with_options(scoring="tokens", token_values="one")
    game = scripted_game(rules, 2, [6, 2, 6, 6, 6, 2, 3, 4])
    play(game, 2)  # the charge: 6-6-6 against 2-3-4; the weakest takes 1 token, not 6
    assert game.tokens == [0, 1] and game.pot == 20


def test_the_youngest_seated_first_may_open():
    # 000: "Chaque joueur lance un dé : le plus grand résultat commence, ou le plus jeune joueur
    # commence pour une partie familiale."
    rules = ZANZIBAR.with_options(first_opener="first-seat")
    game = scripted_game(rules, 3, [2, 3, 4])
    assert game.opening_throws == [] and game.first_opener == 0 and game.current == 0
    game.throw()
    assert game.dice == (2, 3, 4)  # the first dice are the first seat's throw, no opening die
    assert preset_rules("zanzibar-kids").first_opener == "first-seat"
    assert ZANZIBAR.first_opener == "die-each"


def test_no_rampo_between_equal_strongest_hands_when_the_weakest_takes():
    # 004: "Celui qui fait la plus faible combinaison récupère des jetons dont le nombre dépend
    # de la plus forte combinaison." Two 6-6-6 are worth the same: nothing to settle.
    game = scripted_game(COUNTER, 3, [6, 2, 1, 6, 6, 6, 6, 6, 6, 6, 5, 2])
    started = []
    game.events.throw_off_did_start.connect(started.append)
    play(game, 3)
    result = game.history[-1]
    assert started == [] and result.throw_offs == ()
    assert (result.strongest, result.weakest, result.tokens_moved) == (0, 2, 6)
    assert game.tokens == [0, 0, 6]


def test_a_rampo_still_settles_who_takes_when_the_strongest_takes():
    # 004: "Si un joueur obtient l'égalité avec le même nombre de coups qu'un joueur précédent,
    # on dit qu'il y a « rampo »." In a charge where the strongest takes, the tie decides.
    game = scripted_game(preset_rules("421-boite"), 3, [6, 2, 1, 6, 6, 6, 6, 6, 6, 6, 5, 2])
    started = []
    game.events.throw_off_did_start.connect(started.append)
    play(game, 3)
    assert started and started[0].players == (1, 0)


def test_standings_share_the_places_the_rules_cannot_separate():
    rules = ZANZIBAR.with_options(target_score=60)
    game = scripted_game(rules, 3, [6, 2, 2, 6, 6, 6, 2, 3, 4, 2, 3, 4])
    play(game, 3)
    assert game.over and game.winner == 0
    assert game.places == (1, 2, 2)  # both losers on 0 points: no seat order decides


def test_version_1_rules_files_play_as_before():
    document = json.loads(preset_rules("zanzibar-kids").to_json())
    for key in VERSION_1_DEFAULTS:
        del document[key]
    document["version"] = 1
    rules = rules_from_mapping(document)
    assert rules.first_opener == "die-each" and rules.simple_points == "score"
    assert rules.token_values == "value-tenths"
    document["first_opener"] = "first-seat"  # an option version 1 did not have
    with pytest.raises(RulesError, match="unknown option"):
        rules_from_mapping(document)


def test_an_exact_finish_refuses_a_target_no_sum_of_hands_makes():
    rules = ZANZIBAR.with_options(simple_points="zero")
    with pytest.raises(RulesError) as caught:
        rules.with_options(exact_finish="keep-previous", target_score=25)
    assert caught.value.option == "target_score"
    assert rules.with_options(exact_finish="keep-previous", target_score=250).target_score == 250


def test_only_zanzis_scoring_refuses_a_malus_that_would_stall_the_game():
    # Measured: a heads-up race to 300 with a malus of 19 ran 17,309 manches, most of them
    # won for 0 points while the malus took 19.
    with pytest.raises(RulesError) as caught:
        ZANZIBAR.with_options(simple_points="zero", low_hand_malus=5)
    assert caught.value.option == "low_hand_malus"
