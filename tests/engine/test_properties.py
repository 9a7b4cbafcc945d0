"""Property tests: random tables, presets and option mixes played with random legal actions."""

import random

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from tests.helpers import play_randomly
from zanzibar_desktop.engine.errors import IllegalActionError, RulesError
from zanzibar_desktop.engine.game import HOLD, STOP, THROW, Action, Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import PRESETS
from zanzibar_desktop.engine.rules import OPTIONS
from zanzibar_desktop.engine.save import dumps_game, loads_game

pytestmark = pytest.mark.core

PROPERTY_SETTINGS = settings(max_examples=60, deadline=None,
                             suppress_health_check=[HealthCheck.too_slow])
# Keep random games short enough to play many: small targets and token counts.
_RANGE_CAPS = {"target_score": (1, 300), "exact_finish_level": (0, 299), "tokens": (2, 30),
               "low_hand_malus": (0, 20)}


@st.composite
def any_rules(draw):
    rules = PRESETS[draw(st.sampled_from(sorted(PRESETS)))].rules
    changes = {}
    for spec in OPTIONS:
        if not draw(st.booleans()):
            continue
        if spec.choices:
            changes[spec.key] = draw(st.sampled_from(spec.values))
        else:
            low, high = _RANGE_CAPS.get(spec.key, (spec.minimum, spec.maximum))
            changes[spec.key] = draw(st.integers(low, high))
    if "target_score" not in changes:
        changes["target_score"] = draw(st.integers(1, 300))
    # A mix the rules refuse (an unreachable target, a malus where nothing scores…) loses the
    # option it names, so most draws still give a playable mix rather than being filtered out.
    for _ in range(len(changes) + 1):
        try:
            return rules.with_options(**changes)
        except RulesError as error:
            if changes.pop(error.option, None) is None:
                break
    assume(False)


tables = st.integers(2, 8).map(lambda count: [PlayerSpec(f"P{n}") for n in range(count)])
seeds = st.integers(0, 2**63 - 1)


def games():
    """Rules and a table of 2 to 8 players."""
    return st.tuples(any_rules(), tables)


def invariants(game: Game) -> None:
    rules = game.rules
    if rules.uses_tokens:
        assert game.pot + sum(game.tokens) == rules.tokens
        assert min(game.tokens) >= 0 and game.pot >= 0
    else:
        assert min(game.scores) >= 0


@PROPERTY_SETTINGS
@given(setup=games(), seed=seeds)
def test_random_games_keep_the_invariants_and_end_with_one_winner_or_loser(setup, seed):
    rules, table = setup
    game = Game(rules, table, seed=seed)
    play_randomly(game, random.Random(seed), check=invariants)
    if rules.uses_tokens:
        assert game.winner is None and game.loser is not None
        assert game.manches_lost[game.loser] == rules.manches_to_lose
        assert sorted(game.manches_lost).count(rules.manches_to_lose) == 1
    else:
        assert game.loser is None and game.winner is not None
        reached = [p for p in range(len(table)) if game.scores[p] >= rules.target_score]
        decisive = game.history[-1].decisive and rules.ace_zanzi == "wins-game"
        assert reached == [game.winner] or decisive
    assert sorted(game.standings) == list(range(len(table)))


@PROPERTY_SETTINGS
@given(setup=games(), seed=seeds, cut=st.floats(0, 1))
def test_a_saved_game_reloads_to_the_identical_state_and_plays_on_identically(setup, seed, cut):
    rules, table = setup
    game = Game(rules, table, seed=seed)
    full = Game(rules, table, seed=seed)
    rng = random.Random(seed)
    play_randomly(full, rng)
    stop_at = int(len(full.actions) * cut)
    for action in full.actions[:stop_at]:
        game.apply(action)
    reloaded = loads_game(dumps_game(game))
    assert reloaded.state() == game.state()
    for action in full.actions[stop_at:]:
        reloaded.apply(action)
    assert reloaded.state() == full.state()


@PROPERTY_SETTINGS
@given(rules=any_rules(), table=tables, seed=seeds, steps=st.integers(0, 60),
       probe=st.sampled_from([Action(THROW), Action(STOP), Action(HOLD, 0, True),
                              Action(HOLD, 2, False), Action(HOLD, 5, True)]))
def test_illegal_actions_leave_the_state_unchanged(rules, table, seed, steps, probe):
    game = Game(rules, table, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        game.apply(rng.choice(game.legal_actions()))
    before = game.state()
    legal = probe in game.legal_actions() or (
        probe.kind == HOLD and game.can_hold(probe.die))
    if legal:
        return
    try:
        game.apply(probe)
    except IllegalActionError as error:
        assert str(error)
    assert game.state() == before


@PROPERTY_SETTINGS
@given(setup=games(), seed=seeds)
def test_the_same_seed_and_decisions_replay_the_same_game(setup, seed):
    rules, table = setup
    first = Game(rules, table, seed=seed)
    play_randomly(first, random.Random(seed))
    second = Game(rules, table, seed=seed)
    for action in first.actions:
        second.apply(action)
    assert second.state() == first.state() and second.over


def test_throw_offs_resolve_under_every_preset():
    """Many seeded games per preset reach throw-offs, and every one of them is settled."""
    for name, preset in PRESETS.items():
        throw_offs = 0
        for seed in range(60):
            game = Game(preset.rules, [PlayerSpec(f"P{n}") for n in range(2 + seed % 7)],
                        seed=seed)
            play_randomly(game, random.Random(seed))
            for result in game.history:
                throw_offs += len(result.throw_offs)
                assert result.strongest is not None
                if preset.rules.uses_tokens:
                    assert result.weakest is not None and result.weakest != result.strongest
        assert throw_offs > 0, name
