"""The exact heads-up token partie (``engine.partie.tokens``) against a solver written here.

The solver below shares nothing with the module but the rules object: it ranks and values
421 hands from the rule texts (002, 004) itself, enumerates the dice itself, moves the tokens
itself (charge in both readings, décharge, sauvé, manches, who opens) and finds the values by
plain value iteration on absolute seats, until a sweep changes no value by more than 1e-13.
"""

from functools import cache
from itertools import combinations, combinations_with_replacement, product

import numpy as np
import pytest

from zanzibar_desktop.engine.ai.base import Decision, apply_decision
from zanzibar_desktop.engine.ai.expert import ExpertPlayer
from zanzibar_desktop.engine.ai.master import turn_position
from zanzibar_desktop.engine.ai.view import TableView, table_view
from zanzibar_desktop.engine.events import Played
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.hands import evaluate
from zanzibar_desktop.engine.partie import tokens as tokens_module
from zanzibar_desktop.engine.partie.tokens import (
    TIE_TOLERANCE,
    NotSolvableError,
    SolveCancelledError,
    TokensSolution,
    _dice,
    _state_keys,
    round_start_chance,
    solve_tokens,
    state_count,
)
from zanzibar_desktop.engine.partie.versus import (
    _against,
    _expert_decharge_choices,
    tokens_versus_expert,
)
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules

pytestmark = pytest.mark.core

HANDS = [tuple(sorted(c, reverse=True)) for c in combinations_with_replacement(range(1, 7), 3)]
AT = {hand: i for i, hand in enumerate(HANDS)}


def key_421(hand, rules):
    """Higher is stronger (texts 002 and 004): 421, 1-1-1, then x-1-1 above x-x-x from 6 down,
    the tierces, the nénette at 4 above the plain hands if so played, plain hands by their dice
    highest first, the nénette last otherwise."""
    a, b, c = hand
    if hand == (4, 2, 1):
        return (9,)
    if hand == (1, 1, 1):
        return (8,)
    if b == c == 1:
        return (7, a, 1)
    if a == c:
        return (7, a, 0)
    if a - b == 1 and b - c == 1:
        return (6, a)
    if hand == (2, 2, 1):
        return (5,) if rules.nenette == "worth-4" else (3,)
    return (4, a, b, c)


def worth_421(hand, rules):
    a, b, c = hand
    if hand == (4, 2, 1):
        return rules.value_421
    if hand == (1, 1, 1):
        return 7
    if b == c == 1 or a == c:
        return a
    if a - b == 1 and b - c == 1:
        return 2
    if hand == (2, 2, 1) and rules.nenette == "worth-4":
        return 4
    return 1


def beats(first, second, rules):
    """Compare (hand, throws): 1 first stronger, -1 weaker, 0 a rampo."""
    one = (key_421(first[0], rules), -first[1] if rules.tie_break == "fewer-throws" else 0)
    two = (key_421(second[0], rules), -second[1] if rules.tie_break == "fewer-throws" else 0)
    return (one > two) - (one < two)


@cache
def orders(rules, opener_throws, follower_throws):
    """beats() for every (follower hand, opener hand)."""
    return np.array([[beats((opened, opener_throws), (mine, follower_throws), rules)
                      for opened in HANDS] for mine in HANDS])


@cache
def rethrows(hand):
    """Each way to keep 0 to 2 of the dice, in the module's listing order, with the chances of
    the hands it leads to."""
    seen, result = [], []
    for size in range(3):
        for kept in combinations(hand, size):
            kept = tuple(sorted(kept, reverse=True))
            if kept in seen:
                continue
            seen.append(kept)
            chances = np.zeros(len(HANDS))
            for roll in product(range(1, 7), repeat=3 - size):
                chances[AT[tuple(sorted(kept + roll, reverse=True))]] += 6.0 ** (size - 3)
            result.append((kept, chances))
    return result


FIRST = rethrows((6, 5, 4))[0][1]  # keeping nothing: a throw of three dice
WIDTH = max(len(rethrows(hand)) for hand in HANDS)
# For each hand, each rethrow's chances (padded: a rethrow that does not exist has a mask).
KEEPS = np.zeros((len(HANDS), WIDTH, len(HANDS)))
MISSING = np.ones((len(HANDS), WIDTH), dtype=bool)
for _i, _hand in enumerate(HANDS):
    for _k, (_, _chances) in enumerate(rethrows(_hand)):
        KEEPS[_i, _k], MISSING[_i, _k] = _chances, False


def best_turn(stop_values, limit, maximise):
    """Values of a turn, stop_values[n] (56, C): the value of each state, best play."""
    values = {limit: stop_values[limit]}
    for throws in range(limit - 1, 0, -1):
        again = np.einsum("hkx,xc->hkc", KEEPS, values[throws + 1])
        again[MISSING] = -np.inf if maximise else np.inf
        again = again.max(1) if maximise else again.min(1)
        values[throws] = (np.maximum if maximise else np.minimum)(stop_values[throws], again)
    return values


class Reference:
    """The partie by value iteration, seats 0 and 1; a value is the chance seat 0 loses."""

    def __init__(self, rules):
        self.rules = rules
        total, lose = rules.tokens, rules.manches_to_lose
        self.states = []
        # Who opened the manche matters only when the next manche passes to the next seat.
        self.in_turn = rules.next_opener == "in-turn"
        for lost in product(range(lose), repeat=2):
            for opener, manche_opener in product((0, 1), (0, 1) if self.in_turn else (0,)):
                for a in range(total):
                    for b in range(total - a):
                        self.states.append(("charge", (a, b), total - a - b, lost, opener,
                                            manche_opener))
                for a in range(1, total):
                    self.states.append(("decharge", (a, total - a), 0, lost, opener,
                                        manche_opener))
        self.value = dict.fromkeys(self.states, 0.5)

    def after(self, state, strongest, worth):
        """Seat 0's chance to lose once a round of ``state`` ends, ``strongest`` seat's hand
        worth ``worth`` tokens (the other seat's hand the weakest)."""
        rules, total = self.rules, self.rules.tokens
        phase, tokens, pot, lost, opener, manche_opener = state
        weakest = 1 - strongest
        tokens = list(tokens)
        if phase == "charge":
            moved = min(worth, pot)
            pot -= moved
            tokens[weakest if rules.charge_rule == "weakest-takes" else strongest] += moved
        else:
            moved = min(worth, tokens[strongest])
            tokens[strongest] -= moved
            tokens[weakest] += moved
        if total in tokens:  # holding every token loses the manche
            holder = tokens.index(total)
            lost = list(lost)
            lost[holder] += 1
            if lost[holder] == rules.manches_to_lose:
                return 1.0 if holder == 0 else 0.0
            following = {"loser": holder, "winner": strongest,
                         "in-turn": 1 - manche_opener}[rules.next_opener]
            return self.value[("charge", (0, 0), total, tuple(lost), following,
                               following if self.in_turn else 0)]
        if phase == "charge" and pot == 0:
            if rules.decharge_opener == "most-tokens":
                following = weakest if tokens[weakest] >= tokens[strongest] else strongest
            else:
                following = {"loser": weakest, "winner": strongest,
                             "in-turn": 1 - opener}[rules.next_opener]
            return self.value[("decharge", tuple(tokens), 0, lost, following, manche_opener)]
        following = {"loser": weakest, "winner": strongest,
                     "in-turn": 1 - opener}[rules.next_opener]
        return self.value[(phase, tuple(tokens), pot, lost, following, manche_opener)]

    def settle(self, state, opener_throws, follower_throws):
        """Seat 0's chance to lose (56 follower hands, 56 opener hands) once both hands are
        down; equal ones go to a rampo that each wins half the time."""
        rules, opener = self.rules, state[4]
        worth = [worth_421(hand, rules) for hand in HANDS]
        ends = {(side, w): self.after(state, side, w) for side in (0, 1) for w in set(worth)}
        opener_strong = np.array([ends[opener, w] for w in worth])[None, :]
        follower_strong = np.array([ends[1 - opener, w] for w in worth])[:, None]
        order = orders(rules, opener_throws, follower_throws)
        return np.where(order > 0, opener_strong, np.where(
            order < 0, follower_strong, (opener_strong + follower_strong) / 2))

    def round_value(self, state):
        """Seat 0's chance to lose before the round; in a décharge also the opener's turn
        values (its stop values against the follower's best reply are their own)."""
        rules = self.rules
        if state[0] == "charge":
            return float(FIRST @ self.settle(state, 1, 1) @ FIRST), None, None
        seat0_opens = state[4] == 0
        opener_stops = {}
        for opener_throws in range(1, rules.max_throws + 1):
            limit = opener_throws if rules.throw_limit == "follow-opener" else rules.max_throws
            stops = {n: self.settle(state, opener_throws, n) for n in range(1, limit + 1)}
            follower = best_turn(stops, limit, maximise=seat0_opens)
            opener_stops[opener_throws] = (FIRST @ follower[1])[:, None]
        opener = best_turn(opener_stops, rules.max_throws, maximise=not seat0_opens)
        return (float(FIRST @ opener[1][:, 0]), {n: v[:, 0] for n, v in opener.items()},
                {n: v[:, 0] for n, v in opener_stops.items()})

    def solve(self):
        for _ in range(10_000):
            change = 0.0
            for state in self.states:
                value, _, _ = self.round_value(state)
                change = max(change, abs(value - self.value[state]))
                self.value[state] = value
            if change < 1e-13:
                return self
        raise AssertionError("the reference did not settle")

    def opener_loses(self, state):
        value = self.value[state]
        return value if state[4] == 0 else 1.0 - value


def small(charge_rule, **options):
    return preset_rules("421").with_options(**{"name": "small", "tokens": 5,
                                               "charge_rule": charge_rule, **options})


def module_state(solution, state):
    phase, tokens, pot, lost, opener, manche_opener = state
    follower = 1 - opener
    return solution.round_start(phase, (tokens[opener], tokens[follower]), pot,
                                (lost[opener], lost[follower]), manche_opener == opener)


CASES = [
    pytest.param(small("weakest-takes", manches_to_lose=2), id="counter-5-weakest-takes"),
    pytest.param(small("strongest-takes", manches_to_lose=1, decharge_opener="most-tokens",
                       value_421=11), id="boite-5-strongest-takes"),
    pytest.param(small("weakest-takes", manches_to_lose=2, next_opener="in-turn", tokens=3,
                       throw_limit="free", tie_break="throw-off", max_throws=2),
                 id="in-turn-free-throw-off"),
    pytest.param(small("strongest-takes", manches_to_lose=1, next_opener="winner",
                       nenette="worth-4", tokens=4), id="winner-opens"),
]


@pytest.fixture(scope="module")
def references():
    return {}


@pytest.mark.parametrize("rules", CASES)
def test_every_round_start_agrees_with_an_independent_value_iteration(rules, references):
    reference = references.setdefault(rules, Reference(rules).solve())
    solution = solve_tokens(rules)
    assert solution.residual < 1e-10
    worst = max(abs(module_state(solution, state) - reference.opener_loses(state))
                for state in reference.states)
    assert worst < 1e-9
    assert len(reference.states) >= len(solution.keys)  # the module keeps fewer, never more


@pytest.mark.parametrize("rules", CASES[:3])
def test_every_choice_in_a_decharge_agrees_with_the_independent_solver(rules, references):
    reference = references.setdefault(rules, Reference(rules).solve())
    solution = solve_tokens(rules)
    for state in reference.states:
        if state[0] != "decharge" or state[4] != 0 or state[3] != (0, 0):
            continue
        # Seat 0 opens: its chance to lose after each choice, and when it stops.
        _, opener_values, opener_stops = reference.round_value(state)
        tokens, lost = state[1], state[3]
        for throws in range(1, rules.max_throws):
            for hand in HANDS:
                options = solution.options_at(tokens, lost, hand, throws,
                                              opened_manche=state[5] == 0)
                by_keep = {option.keep: option.lose_partie for option in options}
                assert by_keep[hand] == pytest.approx(opener_stops[throws][AT[hand]], abs=1e-9)
                for kept, chances in rethrows(hand):
                    assert by_keep[kept] == pytest.approx(
                        float(chances @ opener_values[throws + 1]), abs=1e-9)
                best = min(by_keep.values())
                assert options[0].lose_partie == pytest.approx(best, abs=TIE_TOLERANCE)
        # The follower (seat 1) against a few of the opener's final hands: its own chance.
        for opened, opened_throws in [((4, 2, 1), 1), ((6, 5, 3), 2), ((2, 2, 1), 3)]:
            if opened_throws > rules.max_throws:
                continue
            limit = (opened_throws if rules.throw_limit == "follow-opener"
                     else rules.max_throws)
            stops = {n: reference.settle(state, opened_throws, n)[:, [AT[opened]]]
                     for n in range(1, limit + 1)}
            replies = best_turn(stops, limit, maximise=True)  # seat 0's chance to lose
            for throws in range(1, limit + 1):
                for hand in HANDS:
                    options = solution.options_at(tokens, lost, hand, throws,
                                                  opener_final=(opened, opened_throws),
                                                  opened_manche=state[5] == 0)
                    by_keep = {option.keep: option.lose_partie for option in options}
                    assert by_keep[hand] == pytest.approx(
                        1 - stops[throws][AT[hand], 0], abs=1e-9)
                    if throws < limit:
                        for kept, chances in rethrows(hand):
                            assert by_keep[kept] == pytest.approx(
                                1 - float(chances @ replies[throws + 1][:, 0]), abs=1e-9)


def test_where_the_manche_decides_the_partie_the_partie_chance_is_the_manche_chance():
    """With one manche lost each of two, losing the manche is losing the partie: at every
    state and for every choice the partie chance is the manche chance, and it is the value
    of the same game played for one manche. One level below, the manche is folded in: lose
    it and a fresh manche between equals follows (1/2), win it and the opponent is on 1."""
    rules = small("weakest-takes", manches_to_lose=2)
    solution = solve_tokens(rules)
    one = solve_tokens(rules.with_options(manches_to_lose=1))
    for key in one.keys.tolist():
        phase = ("charge", "decharge")[key[0]]
        tokens, pot = (key[1], key[2]), key[3]
        partie = solution.round_start(phase, tokens, pot, (1, 1))
        assert partie == pytest.approx(solution.round_start_manche(phase, tokens, pot, (1, 1)),
                                       abs=1e-12)
        assert partie == pytest.approx(one.round_start(phase, tokens, pot, (0, 0)), abs=1e-12)
        manche = solution.round_start_manche(phase, tokens, pot, (0, 0))
        assert solution.round_start(phase, tokens, pot, (0, 0)) == pytest.approx(
            0.25 + manche / 2, abs=1e-12)
        if phase == "decharge":
            for option in solution.options_at(tokens, (1, 1), (6, 5, 3), 1):
                assert option.lose_partie == pytest.approx(option.lose_manche, abs=1e-12)
    assert solution.manche_start((1, 1)) == pytest.approx(0.5, abs=1e-12)


def test_the_tie_rule_picks_the_first_listed_of_equal_choices():
    """Against a 421 made in one throw, with the throws free and fewer throws winning ties,
    a follower past its first throw can neither beat nor tie it: every choice leaves it the
    weakest, receiving 11 tokens, and all are worth exactly the same. The fixed rule lists
    them as ``options_at`` does: stopping first, then the keeps with fewest dice kept; every
    call, and the Master's choice is to stop."""
    rules = preset_rules("421-boite").with_options(throw_limit="free")
    solution = solve_tokens(rules)
    options = solution.options_at((5, 6), (0, 0), (6, 6, 6), 2, opener_final=((4, 2, 1), 1))
    assert [option.keep for option in options] == [(6, 6, 6), (), (6,), (6, 6)]
    assert max(o.lose_partie for o in options) - min(o.lose_partie for o in options) < 1e-12
    assert solution.best_keep((5, 6), (0, 0), (6, 6, 6), 2, opener_final=((4, 2, 1), 1)) == (
        6, 6, 6)
    # Unequal choices are ordered by value, the best (least chance to lose) first.
    options = solution.options_at((5, 6), (0, 0), (6, 5, 3), 1)
    values = [option.lose_partie for option in options]
    assert values[1:] == sorted(values[1:]) and values[0] <= min(values) + TIE_TOLERANCE


def test_a_solution_round_trips_through_bytes_and_refuses_others():
    rules = preset_rules("421-boite")
    solution = solve_tokens(rules)
    data = solution.to_bytes()
    back = TokensSolution.from_bytes(data, rules)
    assert np.array_equal(back.values, solution.values)
    assert np.array_equal(back.manche, solution.manche)
    assert back.options_at((3, 8), (0, 0), (6, 5, 1), 1) == solution.options_at(
        (3, 8), (0, 0), (6, 5, 1), 1)
    assert solution.nbytes < 100_000
    with pytest.raises(ValueError):
        TokensSolution.from_bytes(data, rules.with_options(tokens=12))
    with pytest.raises(ValueError):
        TokensSolution.from_bytes(data[:-8], rules)
    with pytest.raises(ValueError):
        TokensSolution.from_bytes(b"not a solution", rules)


def test_progress_is_told_and_a_cancel_stops_the_solve():
    seen = []
    solve_tokens(preset_rules("421-boite"), progress=seen.append)
    assert seen[0] == 0.0 and seen[-1] == 1.0 and seen == sorted(seen)
    with pytest.raises(SolveCancelledError):
        solve_tokens(preset_rules("421"), cancelled=lambda: True)


def test_a_points_race_is_refused():
    with pytest.raises(NotSolvableError):
        solve_tokens(preset_rules("zanzibar"))


def expert_keep(rules, tokens, dice, throws, limit, opened=None):
    """What the Expert itself plays (``ExpertPlayer.decide``) in a heads-up décharge: seat 0
    opened the round; ``opened`` is its final (dice, throws) when seat 1 is on turn."""
    played = () if opened is None else (Played(0, evaluate(opened[0], rules), opened[1]),)
    view = TableView(rules=rules, me=0 if opened is None else 1, phase="decharge",
                     scores=(0, 0), tokens=tokens, pot=0, out=(False, False), played=played,
                     players_to_come=1 if opened is None else 0, dice=dice,
                     held=(False, False, False), throws=throws, limit=limit,
                     in_throw_off=False)
    decision = ExpertPlayer().decide(view)
    return dice if decision.stop else tuple(sorted((dice[i] for i in decision.keep),
                                                   reverse=True))


@pytest.mark.parametrize("name", ["421", "421-boite"])
def test_the_expert_policy_played_against_is_the_experts_own(name):
    rules = preset_rules(name)
    keys = _state_keys(rules)
    rows = np.flatnonzero((keys[:, 0] == 1) & (keys[:, 4] == 0) & (keys[:, 5] == 0))
    rows = rows[[0, len(rows) // 2, -1]]  # few, many and most tokens for the opener
    opener, follower = _expert_decharge_choices(rules, _dice(rules), keys, rows)
    listed = {hand: [hand] + [keep for keep, _ in rethrows(hand)] for hand in HANDS}
    for at, row in enumerate(rows):
        tokens = (int(keys[row, 1]), int(keys[row, 2]))
        for hand in HANDS[::3]:
            for throws in range(1, rules.max_throws):
                assert listed[hand][opener[throws][at, AT[hand]]] == expert_keep(
                    rules, tokens, hand, throws, rules.max_throws)
            for opened in [(4, 2, 1), (6, 5, 3), (5, 1, 1), (2, 2, 1)]:
                reply = follower[2]  # the opener stopped after 2 throws: 2 for the follower
                assert listed[hand][reply[1][at, AT[opened], AT[hand]]] == expert_keep(
                    rules, tokens, hand, 1, 2, opened=(opened, 2))


@pytest.mark.parametrize("name", ["421-boite"])
def test_the_master_loses_no_more_often_than_the_partie_value_against_the_expert(name):
    """The Master's policy guarantees the game's value against any opponent: against the
    Expert it loses the partie at most as often as against a perfect player (1/2 from the
    start, where nothing tells the seats apart), and here strictly less often."""
    rules = preset_rules(name)
    solution = solve_tokens(rules)
    result = tokens_versus_expert(rules, solution)
    assert solution.partie_start() == pytest.approx(0.5, abs=1e-12)
    for chance in (result.master_opens, result.expert_opens):
        assert chance <= solution.partie_start() + 1e-12
        assert chance < 0.499


def test_a_master_reading_the_solution_at_a_real_table_plays_whole_parties():
    """Seats of a real game read the solution at every turn, through the one interface the
    Master reads: every state the game reaches is one the solution holds, every décharge
    decision has its choices, the first round's figure is the partie's, and the partie
    ends."""
    rules = preset_rules("421-boite")
    solution = solve_tokens(rules)
    for seed in range(3):
        game = Game(rules, [PlayerSpec("Ann", "expert"), PlayerSpec("Bob", "expert")],
                    seed=seed)
        decisions = 0
        assert round_start_chance(solution, game, game.current) == solution.partie_start()
        while not game.over:
            chance = round_start_chance(solution, game, game.current)
            assert 0.0 <= chance <= 1.0
            position = turn_position(table_view(game))
            if position is None:  # no décharge turn with dice showing: no choice
                if game.dice is None or game.throws < game.limit:
                    game.throw()
                else:
                    game.stop()
                continue
            options = solution.choices_at(position)
            assert options is not None  # the solution holds every state the game reaches
            decisions += 1
            keep = options[0].keep
            if len(keep) == 3:
                game.stop()
            else:
                apply_decision(game, Decision.keeping_faces(game.dice, keep))
        assert decisions > 0 and game.loser in (0, 1)


@pytest.mark.parametrize("rules", CASES)
def test_the_state_count_is_told_before_solving(rules):
    assert state_count(rules) == len(solve_tokens(rules).keys)


def test_a_large_decharge_solved_in_slices_gives_the_same_values(monkeypatch):
    """Big rules solve their décharge states in slices to bound memory: the values do not
    depend on the slicing."""
    rules = CASES[0].values[0]
    whole = solve_tokens(rules)
    monkeypatch.setattr(tokens_module, "_SLICE", 3)
    sliced = solve_tokens(rules)
    assert np.abs(sliced.values - whole.values).max() < 1e-12
    assert np.abs(sliced.manche - whole.manche).max() < 1e-12


def test_a_position_that_cannot_be_is_refused():
    solution = solve_tokens(preset_rules("421-boite"))
    with pytest.raises(ValueError):  # following an opener who stopped after 1 throw
        solution.options_at((5, 6), (0, 0), (6, 5, 3), 2, opener_final=((4, 2, 1), 1))
    with pytest.raises(ValueError):
        solution.options_at((5, 6), (0, 0), (6, 5, 3), 1, opener_final=((4, 2, 1), 1),
                            limit=3)
    assert len(solution.options_at((5, 6), (0, 0), (6, 5, 3), 1, limit=3)) == 8


@pytest.mark.parametrize("rules", CASES[:3])
def test_the_master_against_itself_by_the_fixed_policy_chain_is_the_solution(rules):
    """The chain that values the Master against the Expert, given the Master's own choices
    for the other seat, gives back the solution at every state, from either seat."""
    solution = solve_tokens(rules)
    master = _against(solution, lambda rows, best: (best.opener_choices,
                                                    best.follower_choices))
    assert np.abs(master[:, 0] - solution.values).max() < 1e-9
    assert np.abs(master[:, 1] - (1 - solution.values)).max() < 1e-9
