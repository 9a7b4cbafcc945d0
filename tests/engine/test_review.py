"""The coach and the game review: exact takes from the Expert's own tables, marks at the
thresholds, and the same figures as ``zanzibar odds`` wherever it can state the position."""

import json

import pytest

from zanzibar_desktop.cli.main import main
from zanzibar_desktop.engine import coach
from zanzibar_desktop.engine.ai.base import apply_decision
from zanzibar_desktop.engine.ai.levels import make_player
from zanzibar_desktop.engine.ai.view import table_view
from zanzibar_desktop.engine.game import DECHARGE, POINTS, Game
from zanzibar_desktop.engine.hands import dice_label
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.review import review_game
from zanzibar_desktop.storage.saves import write_game

pytestmark = pytest.mark.core


def played_game(preset: str, levels: tuple[str, str], seed: int) -> Game:
    specs = [PlayerSpec("Ann", None), PlayerSpec("Bob", levels[1])]
    game = Game(preset_rules(preset), specs, seed=seed)
    players = [make_player(levels[0], seed, 0), make_player(levels[1], seed, 1)]
    while not game.over:
        apply_decision(game, players[game.current].decide(table_view(game)))
    return game


@pytest.mark.parametrize("seed", [1, 2])
def test_heads_up_the_reviewed_takes_are_zanzibar_odds_for_the_same_position(capsys, seed):
    """The player who did not open has one hand to beat and nobody after: `zanzibar odds`
    states that position exactly, and the review must give the same figures."""
    game = played_game("zanzibar", ("novice", "regular"), seed)
    review = review_game(game, seats=[0, 1])
    checked = 0
    for decision in review.decisions:
        if decision.beat is None or decision.later:
            continue
        beat_dice, beat_throws = decision.beat
        assert main(["odds", "--rules", "zanzibar", "--dice", dice_label(decision.dice),
                     "--throws-used", str(decision.throws_used), "--limit", str(decision.limit),
                     "--beat", dice_label(beat_dice), "--beat-throws", str(beat_throws),
                     "--json"]) == 0
        stated = json.loads(capsys.readouterr().out)["options"]
        by_keep = {None if o["keep"] is None else tuple(o["keep"]): o for o in stated}
        assert len(by_keep) == len(decision.options)
        for option in decision.options:
            odds = by_keep[option.keep]
            assert option.take == pytest.approx(odds["take"], abs=1e-9)
            assert option.win == pytest.approx(odds["win"], abs=1e-9)  # as the hint shows them
            assert option.tie == pytest.approx(odds["tie"], abs=1e-9)
            assert option.lose == pytest.approx(odds["lose"], abs=1e-9)
        checked += 1
    assert checked >= 5


def test_the_expert_never_loses_take_and_weaker_levels_do():
    game = played_game("zanzibar", ("novice", "expert"), 3)
    review = review_game(game, seats=[0, 1])
    novice, expert = review.seats
    assert expert.decisions > 10 and expert.accuracy == 1.0 and expert.take_lost == pytest.approx(0)
    assert novice.accuracy < 1.0 and novice.take_lost > 0
    # Best first, equal takes with more dice kept first; the chosen one is among them.
    for decision in review.decisions:
        takes = [option.take for option in decision.options]
        assert all(a >= b - 1e-12 for a, b in zip(takes, takes[1:], strict=False))
        assert decision.loss == pytest.approx(takes[0] - takes[decision.chosen])


def test_marks_appear_at_the_thresholds():
    assert coach.mark(0.0199, POINTS) is None
    assert coach.mark(0.02, POINTS) == "inaccuracy"
    assert coach.mark(0.05, POINTS) == "mistake"
    assert coach.mark(0.10, POINTS) == "blunder"
    assert coach.mark(0.24, DECHARGE) is None
    assert coach.mark(0.25, DECHARGE) == "inaccuracy"
    assert coach.mark(0.5, DECHARGE) == "mistake"
    assert coach.mark(1.0, DECHARGE) == "blunder"


def test_a_decharge_decision_is_reviewed_in_tokens(tmp_path, capsys):
    game = played_game("421", ("novice", "expert"), 4)
    path = tmp_path / "partie.zanzibar"
    write_game(game, path)
    assert main(["review", str(path), "--seat", "0", "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    decharge = [d for d in document["decisions"] if d["phase"] == "decharge"]
    assert decharge and all(d["seat"] == 0 for d in document["decisions"])
    # Tokens, not chances: a take outside [0, 1] only a token count can have.
    assert any(not 0 <= option["take"] <= 1 for d in decharge for option in d["options"])
    for d in document["decisions"]:
        assert d["dice"] == sorted(d["dice"], reverse=True)
        assert d["options"][d["chosen"]]["take"] == pytest.approx(
            d["options"][0]["take"] - d["loss"])
        assert [o["keep"] for o in d["options"]].count(None) == 1  # stopping, once
    seat = document["seats"][0]
    assert seat["seat"] == 0 and seat["decisions"] == len(document["decisions"])
    assert 0 <= seat["accuracy"] <= 1


def test_luck_is_what_the_dice_gave_beyond_what_was_expected():
    """Summed over many games, luck averages out: the dice owe nobody."""
    total, throws = 0.0, 0
    for seed in range(6):
        game = played_game("zanzibar", ("expert", "expert"), seed)
        review = review_game(game, seats=[0, 1])
        total += sum(entry.luck for entry in review.seats)
        throws += sum(1 for action in game.actions if action.kind == "throw")
    assert abs(total / throws) < 0.05


@pytest.mark.parametrize(("preset", "seed"), [("zanzibar", 5), ("421", 6)])
def test_every_reviewed_position_can_be_stated_to_zanzibar_odds_with_the_same_figures(
        capsys, preset, seed):
    """Players still to come and the décharge too: `odds --phase --later …` states them."""
    specs = [PlayerSpec(name) for name in ("Ann", "Bob", "Cy")]
    game = Game(preset_rules(preset), specs, seed=seed)
    players = [make_player(level, seed, seat) for seat, level in
               enumerate(("novice", "regular", "expert"))]
    while not game.over:
        apply_decision(game, players[game.current].decide(table_view(game)))
    review = review_game(game)
    assert {d.phase for d in review.decisions} == ({POINTS} if preset == "zanzibar"
                                                    else {DECHARGE})
    for decision in review.decisions[:40]:
        command = ["odds", "--rules", preset, "--dice", dice_label(decision.dice),
                   "--throws-used", str(decision.throws_used), "--limit", str(decision.limit),
                   "--phase", decision.phase, "--later", str(len(decision.later)), "--json"]
        if decision.later_limit is not None:
            command += ["--later-limit", str(decision.later_limit)]
        if decision.beat is not None:
            command += ["--beat", dice_label(decision.beat[0]),
                        "--beat-throws", str(decision.beat[1])]
        if decision.lowest is not None:
            command += ["--lowest", dice_label(decision.lowest[0]),
                        "--lowest-throws", str(decision.lowest[1])]
        if decision.phase == DECHARGE:
            command += ["--beat-tokens", str(decision.beat_tokens),
                        "--my-tokens", str(decision.my_tokens)]
        assert main(command) == 0
        stated = json.loads(capsys.readouterr().out)["options"]
        by_keep = {None if o["keep"] is None else tuple(o["keep"]): o["take"] for o in stated}
        assert set(by_keep) == {option.keep for option in decision.options}
        for option in decision.options:
            assert option.take == pytest.approx(by_keep[option.keep], abs=1e-9)


def test_a_first_throws_luck_averages_to_nothing_and_rewards_a_good_throw():
    """Luck = take after the throw − take expected before it: over the 216 ways three dice
    fall it sums to zero exactly; a zanzi of sixes is lucky, a 5-3-2 is not."""
    from itertools import product

    game = Game(preset_rules("zanzibar"), [PlayerSpec("Ann"), PlayerSpec("Bob")], seed=1)
    view = table_view(game)  # the opener, before any throw: nothing to beat, one to come
    lucks = {dice: coach.throw_luck(view, dice) for dice in product(range(1, 7), repeat=3)}
    assert sum(lucks.values()) / 216 == pytest.approx(0, abs=1e-12)
    assert lucks[(6, 6, 6)] > 0 > lucks[(5, 3, 2)]


def test_equal_takes_list_more_dice_kept_first_then_higher_dice():
    order = sorted([((6, 2), 0.5), (None, 0.5), ((6,), 0.5), ((6, 4), 0.5), ((), 0.7)],
                   key=lambda item: coach.choice_order(*item))
    assert [keep for keep, _ in order] == [(), None, (6, 4), (6, 2), (6,)]


def test_odds_refuses_a_position_it_cannot_state(capsys):
    assert main(["odds", "--rules", "zanzibar", "--dice", "6-6-2", "--phase", "decharge",
                 "--later", "1"]) == 2  # no tokens under these rules
    assert main(["odds", "--rules", "421", "--dice", "4-2-2", "--phase", "decharge",
                 "--beat", "6-5-4", "--lowest", "3-2-2", "--lowest-throws", "7"]) == 2
    assert main(["odds", "--rules", "421", "--dice", "4-2-2", "--later", "1",
                 "--lowest", "3-2-2"]) == 2  # a lowest hand only in a décharge
    capsys.readouterr()
    # One hand down in a décharge: it is the lowest too.
    assert main(["odds", "--rules", "421", "--dice", "4-2-2", "--phase", "decharge",
                 "--beat", "6-5-4", "--beat-tokens", "4", "--my-tokens", "3", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["options"]


def test_an_opener_followed_by_the_others_leaves_their_limit_open(tmp_path, capsys):
    """Under "follow the opener" the later players throw as often as the opener ends up
    throwing: the review writes their limit as null, as the take was computed."""
    rules = preset_rules("421")
    assert rules.throw_limit == "follow-opener"
    game = played_game("421", ("novice", "expert"), 4)
    path = tmp_path / "partie.zanzibar"
    write_game(game, path)
    assert main(["review", str(path), "--json"]) == 0
    decisions = json.loads(capsys.readouterr().out)["decisions"]
    openers = [d for d in decisions if not d["table"] and d["later"]]
    assert openers and all(entry["limit"] is None for d in openers for entry in d["later"])
    followers = [d for d in decisions if d["table"]]
    assert all(d["later"] == [] for d in followers)  # heads-up: nobody after the follower


def test_the_dice_a_choice_keeps_are_the_held_ones_first():
    """The hint names and rings the dice a choice keeps: those already held where they show
    the faces, so the fewest keys change."""
    assert coach.keep_dice((6, 1, 6), [False, False, True], (6, 1)) == {1, 2}
    assert coach.keep_dice((6, 1, 6), [False, False, False], (6, 1)) == {0, 1}
    assert coach.keep_dice((6, 1, 6), [True, True, False], (6, 6)) == {0, 2}
    assert coach.keep_dice((6, 1, 6), [True, False, False], None) == {0, 1, 2}  # stopping
    assert coach.keep_dice((6, 1, 6), [True, False, False], ()) == set()  # all three thrown
