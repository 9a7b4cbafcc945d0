"""The lessons' scripts, under the real rules: every step's dice make the hand it teaches,
the game goes where the words say (who wins each manche, what it scores, the barrage), the
scripted dice show each throw whatever the player keeps, and a lesson resumes at the start of
the manche where it was left. The rules quoted are those of ../shared/rules/000 (Zanzibar)."""

import pytest

from zanzibar_desktop.engine.chance import Chance
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.hands import SIMPLE, ZANZI, evaluate, manche_points, sort_dice
from zanzibar_desktop.engine.lessons import (
    CONTINUE,
    FINISH,
    HUMAN,
    KEEP,
    LESSONS,
    STOP,
    THROW,
    WATCH,
    ScriptedDice,
    completes,
    play_through,
    refusal,
    resume_index,
    scripted_throw,
)
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules

pytestmark = pytest.mark.core

ZANZIBAR = LESSONS["zanzibar"]


def at(step_name: str) -> Game:
    """The lesson's game once the step ``step_name`` is done."""
    game = ZANZIBAR.new_game("Ann")
    play_through(ZANZIBAR, game, ZANZIBAR.index(step_name) + 1)
    return game


@pytest.mark.parametrize("family", list(LESSONS))
def test_every_step_teaches_the_hand_its_dice_make_under_the_real_rules(family):
    lesson = LESSONS[family]
    for number, step in enumerate(lesson.steps, start=1):
        if step.teaches is None:
            continue
        game = lesson.new_game("Ann")
        played = []
        game.events.turn_did_end.connect(lambda event, played=played: played.append(event.hand))
        game.events.dice_did_roll.connect(
            lambda event, played=played, rules=game.rules: played.append(
                evaluate(event.dice, rules)))
        play_through(lesson, game, number)
        assert played[-1].dice == sort_dice(step.teaches), step.name


def test_the_zanzibar_lesson_plays_its_three_manches_as_its_words_say():
    rules = ZANZIBAR.rules
    # « Zanzi de 6 Triple de 6 | 60 points »: three throws, then the turn is down.
    first = at("last-throw")
    assert first.round_results[0].hand.category == ZANZI
    assert manche_points(first.round_results[0].hand, rules) == 60
    assert first.round_results[0].throws == 3
    # « N'importe quel zanzi bat un tirage de points simples »; « l'As vaut 10 points ».
    first_manche = at("marcel-plays").history[-1]
    assert first_manche.strongest == HUMAN
    assert [entry.hand.dice for entry in first_manche.ranking] == [(6, 6, 6), (5, 3, 1)]
    assert at("marcel-plays").scores == [60, 0]
    assert evaluate((1, 5, 3), rules).category == SIMPLE
    assert evaluate((1, 5, 3), rules).value == 18
    # « celui qui a validé sa combinaison avec le moins de lancers remporte la manche. Si
    # l'égalité persiste, [...] un nouveau lancer entre les joueurs concernés »: the barrage.
    tie = at("tie-stop")
    assert tie.in_throw_off
    assert [entry.throws for entry in tie.round_results] == [1, 1]
    assert tie.throw_off_players[0] == HUMAN  # the last to play throws first
    # The barrage decides who scores the tied hand: a zanzi of 3, 30 points.
    barrage = at("throw-off-watch").history[-1]
    assert barrage.strongest == HUMAN and len(barrage.throw_offs) == 1
    assert at("throw-off-watch").scores == [90, 0]
    # A zanzi of 5 made in one throw; « Marc gagne avec la plus forte addition : 10 + 5 +
    # 2 »: As-4-2 is 16 simple points, and any zanzi beats it.
    early = at("stop-early")
    assert early.round_results[0].throws == 1
    assert early.round_results[0].hand.category == ZANZI
    assert evaluate((1, 4, 2), rules).value == 16
    assert at("follower-watch").scores == [140, 0]
    assert not at("done").over  # a lesson never ends a game, so it never reaches the records


def test_the_lesson_is_the_family_rule_with_the_player_opening():
    family = preset_rules("zanzibar")
    assert ZANZIBAR.rules.max_throws == family.max_throws == 3
    assert ZANZIBAR.rules.tie_break == family.tie_break
    assert ZANZIBAR.rules.ace_zanzi == family.ace_zanzi
    assert ZANZIBAR.rules.first_opener == "first-seat"
    assert ZANZIBAR.new_game("Ann").current == HUMAN


def test_a_scripted_throw_shows_its_dice_whatever_was_kept():
    assert scripted_throw((6, 2, 6), None, [False] * 3) == (6, 2, 6)
    assert scripted_throw((6, 6, 4), (6, 2, 6), [True, False, True]) == (6, 4, 6)
    assert sorted(scripted_throw((6, 6, 4), (6, 2, 6), [False, True, False])) == [2, 6, 6]
    assert sorted(scripted_throw((6, 6, 6), (6, 4, 6), [False, False, True])) == [6, 6, 6]
    # A kept die the script does not name stays; the others still come from the script.
    assert scripted_throw((3, 3, 3), (5, 1, 2), [True, False, False]) == (5, 3, 3)


def test_scripted_dice_repeat_a_turns_last_throw_and_run_on_seeded_past_the_script():
    dice = ScriptedDice([[(1, 5, 3)]])
    assert dice.throw(None, [False] * 3) == (1, 5, 3)
    assert sorted(dice.throw((1, 5, 3), [True, False, False])) == [1, 3, 5]
    seeded = Chance(0)
    assert dice.throw(None, [False] * 3) == seeded.throw(None, [False] * 3)


def test_a_seeded_game_throws_as_before_the_script_came():
    """Chance.throw draws one die per thrown die, left to right: replays are unchanged."""
    game = Game(preset_rules("zanzibar"), [PlayerSpec("A"), PlayerSpec("B")], seed=5)
    twin = Chance(5)
    for _player in game.opening_throws[0]:
        twin.die()
    game.throw()
    assert game.dice == (twin.die(), twin.die(), twin.die())
    game.set_hold(1, True)
    game.throw()
    assert game.dice[0] == twin.die() and game.dice[2] == twin.die()


def test_each_step_allows_what_it_asks_and_refuses_the_rest():
    steps = {step.name: step for step in ZANZIBAR.steps}
    game = at("first-throw")  # 6-2-6 on the table, nothing kept
    assert refusal(steps["keep"], "throw", game) is not None
    assert refusal(steps["keep"], "stop", game) is not None
    assert refusal(steps["keep"], "hold", game) is None
    assert not completes(steps["keep"], "held", HUMAN, game)
    game.set_hold(0, True)
    game.set_hold(2, True)
    assert completes(steps["keep"], "held", HUMAN, game)
    assert refusal(steps["rethrow"], "throw", game) is None
    assert "throw" in refusal(steps["rethrow"], "stop", game).render()
    game.set_hold(1, True)  # the 2 kept as well: not what the step asks
    assert refusal(steps["rethrow"], "throw", game) is not None
    assert refusal(steps["stop-early"], "throw", game) is not None
    assert refusal(steps["stop-early"], "stop", game) is None


@pytest.mark.parametrize("family", list(LESSONS))
def test_every_lesson_ends_once_with_its_last_words_and_names_its_steps_once(family):
    steps = LESSONS[family].steps
    kinds = [step.do for step in steps]
    assert {THROW, STOP, WATCH, CONTINUE} <= set(kinds)
    assert kinds[-1] == FINISH and kinds.count(FINISH) == 1
    assert len({step.name for step in steps}) == len(steps)
    assert steps[0].manche
    assert next(step for step in steps if step.shows).new_turn  # the first dice start a turn


def test_the_zanzibar_lesson_teaches_keeping():
    assert KEEP in [step.do for step in ZANZIBAR.steps]


def test_the_421_lesson_plays_a_charge_and_a_decharge_with_tokens_moving():
    """From ../shared/rules/004 (421 at the bar)."""
    lesson = LESSONS["421"]

    def at_421(name: str) -> Game:
        game = lesson.new_game("Ann")
        play_through(lesson, game, lesson.index(name) + 1)
        return game

    rules = lesson.rules
    # « le 421 [...] vaut 8 points [...] c'est la combinaison la plus forte »
    assert evaluate((4, 2, 1), rules).value == 8
    # « Celui qui fait la plus faible combinaison récupère des jetons dont le nombre dépend
    # de la plus forte combinaison »: Marcel's plain 6-5-3 takes 8 of the pot's 11.
    charge = at_421("charge-watch")
    assert charge.phase == "charge" and charge.tokens == [0, 8] and charge.pot == 3
    assert charge.history[-1].token_to == 1 and charge.history[-1].tokens_moved == 8
    # « Le joueur qui perd le tour commence le tour suivant »
    assert charge.current == 1
    # « les fiches [...] valent la valeur du troisième dé »; « nénette [...] la plus basse »
    assert evaluate((1, 1, 5), rules).value == 5
    empty = at_421("nenette")
    assert empty.tokens == [3, 8] and empty.pot == 0 and empty.phase == "decharge"
    # « Les autres joueurs peuvent alors jouer en autant de coups, ou moins, que le premier »
    limited = at_421("decharge-stop")
    assert limited.current == 1 and limited.limit == 1
    # « Celui qui a obtenu la plus forte combinaison donne, à celui qui a eu la plus faible,
    # autant de jetons que la valeur de sa combinaison » (all he has); « Lorsqu'un joueur
    # n'a plus de jetons, il a gagné et sort du jeu. »
    over = at_421("follower")
    decharge = over.history[-1]
    assert decharge.phase == "decharge" and decharge.token_from == 0
    assert decharge.tokens_moved == 3 and decharge.manche_over and decharge.manche_loser == 1
    assert over.manches_lost == [0, 1] and not over.over


def test_a_lesson_left_midway_resumes_at_the_start_of_its_manche():
    assert resume_index(ZANZIBAR, "welcome") == 0
    assert resume_index(ZANZIBAR, "zanzi-wins") == 0
    assert ZANZIBAR.steps[resume_index(ZANZIBAR, "throw-off")].name == "marcel-opens"
    assert ZANZIBAR.steps[resume_index(ZANZIBAR, "follower")].name == "stop-throw"
    assert resume_index(ZANZIBAR, "no such step") == 0
    # Brought to a manche's start, the game stands where the lesson's words expect it.
    game = ZANZIBAR.new_game("Ann")
    play_through(ZANZIBAR, game, ZANZIBAR.index("marcel-opens"))
    assert game.manche == 2 and game.current == 1 and game.scores == [60, 0]
