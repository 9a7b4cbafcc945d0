"""The exact heads-up points partie (engine.partie.points) against an independent solver.

The independent solver below shares nothing with the module under test but the rules
object: it enumerates the dice itself, ranks and values Zanzibar hands itself, scores a
manche itself (target, exact finish keep-previous with the house stall reading, malus)
and finds the fixed point by policy iteration (a greedy policy for both players on the
current values, then the linear equations of that policy iterated to convergence, until
nothing moves), where the module iterates values by sums of scores.
"""

from collections import Counter
from itertools import product

import numpy as np
import pytest

from tests.helpers import sized
from zanzibar_desktop.engine.ai.expert import race_tables
from zanzibar_desktop.engine.odds.solver import turn_start_value
from zanzibar_desktop.engine.partie.points import (
    NotAPointsRaceError,
    PointsSolution,
    SolveCancelledError,
    order_choices,
    solve_points,
)
from zanzibar_desktop.engine.partie.versus import points_versus_expert
from zanzibar_desktop.engine.presets import preset_rules

pytestmark = pytest.mark.core

FACES = range(1, 7)


# ----------------------------------------------------------------- the independent solver
def _sorted(dice):
    return tuple(sorted(dice, reverse=True))


HANDS = sorted({_sorted(t) for t in product(FACES, repeat=3)})
AT = {hand: i for i, hand in enumerate(HANDS)}
ACES = AT[(1, 1, 1)]


def _rethrows(keep):
    """Each hand a keep can become (by its number) with its chance."""
    counts = Counter(AT[_sorted(keep + roll)] for roll in product(FACES, repeat=3 - len(keep)))
    return [(hand, count / 6 ** (3 - len(keep))) for hand, count in counts.items()]


KEEPS = sorted({_sorted(f for f, m in zip(h, mask, strict=True) if m)
                for h in HANDS for mask in product((0, 1), repeat=3) if sum(mask) < 3})
RETHROW = [_rethrows(keep) for keep in KEEPS]
HAND_KEEPS = [sorted({KEEPS.index(_sorted(f for f, m in zip(h, mask, strict=True) if m))
                      for mask in product((0, 1), repeat=3) if sum(mask) < 3}) for h in HANDS]
FIRST = RETHROW[KEEPS.index(())]


class Independent:
    """Zanzibar heads-up, the options as the rule texts and the house readings say them."""

    def __init__(self, target, throws=3, exact="off", level=0, malus=0, straight="off",
                 ties="fewer-throws", follow=False, aces="points", zero=False,
                 opener="in-turn"):
        self.target, self.throws, self.exact, self.level = target, throws, exact, level
        self.malus, self.follow, self.aces, self.opener = malus, follow, aces, opener
        self.fewer = ties == "fewer-throws"
        self.decisive = aces != "points"
        self.key, self.points = [], []
        for hand in HANDS:
            simple = sum(10 if face == 1 else face for face in hand)
            run = hand[0] - hand[1] == 1 and hand[1] - hand[2] == 1
            if hand[0] == hand[2]:  # a zanzi; the aces' tops them all
                key, value = (3, 7 if hand[0] == 1 else hand[0], 0), 10 * hand[0]
                value = 100 if hand[0] == 1 else value
            elif run and straight == "beats-all-points":
                key, value = (2, 0, 0), 15
            elif run and straight == "beats-lower-points":
                key, value = (1, 15, 1), 15
            else:
                key, value = (1, simple, 0), simple
            self.key.append(key)
            self.points.append(0 if zero and key[0] != 3 else value)
        self.table = {(a, b): 0.5 for a in range(target) for b in range(target)}
        self.stalls = self.stall_gaps()

    def stall_gaps(self):
        """Gaps any winning hand closes: below the median points of a scoring throw, or
        that no sum of scoring hands makes."""
        throws = sorted(p for p in (self.points[AT[_sorted(t)]] for t in product(FACES, repeat=3))
                        if p > 0)
        median = throws[(len(throws) + 1) // 2 - 1]
        gains = {p for p in self.points if p > 0}
        reachable = [True] + [False] * self.target
        for total in range(1, self.target + 1):
            reachable[total] = any(g <= total and reachable[total - g] for g in gains)
        return {gap for gap in range(1, self.target + 1) if gap < median or not reachable[gap]}

    def strength(self, hand, n):
        return (self.key[hand], -n if self.fewer else 0)

    def scored(self, score, points):
        reached = score + points
        if (self.exact != "off" and reached > self.target
                and self.target - score not in self.stalls):
            return score if self.exact == "keep-previous" else min(score, self.level)
        return reached

    def after(self, a, b, winner, hand):
        """Where the manche won by ``winner`` (0 the opener) with ``hand`` leads: 'won' or
        'lost' for the opener, or (who opens next: 'same' or 'other', their score, the
        other's)."""
        decisive = self.decisive and hand == ACES
        if winner == 0:
            a = self.scored(a, self.points[hand])
            if not decisive:  # the follower played: the weakest hand's malus
                b = max(0, b - self.malus)
            if a >= self.target or (decisive and self.aces == "wins-game"):
                return "won"
        else:
            a, b = max(0, a - self.malus), self.scored(b, self.points[hand])
            if b >= self.target or (decisive and self.aces == "wins-game"):
                return "lost"
        if self.opener == "winner":
            same = winner == 0
        elif self.opener == "loser" and not (winner == 0 and decisive):
            same = winner == 1
        else:  # in turn (and after a zanzi d'as that ended the manche alone, no loser)
            same = False
        return ("same", a, b) if same else ("other", b, a)

    def worth(self, outcome):
        if outcome == "won":
            return 1.0
        if outcome == "lost":
            return 0.0
        who, mine, theirs = outcome
        value = self.table[(mine, theirs)]
        return value if who == "same" else 1.0 - value

    def turn(self, stops, sign, limit):
        """Backward induction over one turn of ``limit`` throws; ``stops[n][i]``: the value of
        stopping on hand i after n throws; ``sign`` 1 maximises, -1 minimises. The value
        before the first throw and the choice at each (n, i): a keep's number, or None."""
        later = stops[limit]
        choice = {limit: [None] * len(HANDS)}
        for n in range(limit - 1, 0, -1):
            expected = [sum(p * later[j] for j, p in outcomes) for outcomes in RETHROW]
            now, picks = [], []
            for i, stop in enumerate(stops[n]):
                best, pick = stop, None
                if not (self.decisive and i == ACES):  # a zanzi d'as ends the turn
                    for k in HAND_KEEPS[i]:
                        if sign * (expected[k] - best) > 1e-15:
                            best, pick = expected[k], k
                now.append(best)
                picks.append(pick)
            later, choice[n] = now, picks
        return sum(p * later[j] for j, p in FIRST), choice

    def ends(self, choice, limit):
        """The chance of each (hand, throws) a turn stops on, playing ``choice``."""
        now = dict(FIRST)
        final = Counter()
        for n in range(1, limit + 1):
            following = Counter()
            for hand, p in now.items():
                keep = choice[n][hand]
                if keep is None:
                    final[(hand, n)] += p
                else:
                    for h, q in RETHROW[keep]:
                        following[h] += p * q
            now = following
        return final

    def manche(self, a, b, chances=True):
        """The opener's chance under both players' greedy play on the current values; with
        ``chances``, also the chance of each outcome that play leads to."""
        outcomes = {(w, i): self.after(a, b, w, i) for w in (0, 1) for i in range(len(HANDS))}
        worth = {o: self.worth(after) for o, after in outcomes.items()}
        replies = {}

        def result(opener, strength, hand, n):
            """Who takes the manche when the follower stops on ``hand`` after n throws against
            the opener's ``opener`` hand of ``strength``: [(outcome, share)]."""
            mine = self.strength(hand, n)
            if (self.decisive and hand == ACES) or mine > strength:
                return [((1, hand), 1.0)]
            if mine == strength:  # a throw-off: each takes it half the time
                return [((0, opener), 0.5), ((1, opener), 0.5)]
            return [((0, opener), 1.0)]

        def reply(opener, n_opener):
            """The follower's best answer to the opener's stop: its value for the opener
            and, with ``chances``, the chance of each outcome."""
            strength = self.strength(opener, n_opener)
            limit = n_opener if self.follow else self.throws
            known = (strength, self.points[opener], limit)
            if known not in replies:
                ways = {n: [result(opener, strength, i, n) for i in range(len(HANDS))]
                        for n in range(1, limit + 1)}
                stops = {n: [sum(share * worth[o] for o, share in way) for way in ways[n]]
                         for n in ways}
                value, choice = self.turn(stops, -1, limit)
                found = Counter()
                if chances:
                    for (other, m), q in self.ends(choice, limit).items():
                        for o, share in ways[m][other]:
                            found[outcomes[o]] += q * share
                replies[known] = (value, found)
            return replies[known]

        def opener_stop(i, n):
            if self.decisive and i == ACES:  # the manche ends at once
                return worth[(0, ACES)]
            return reply(i, n)[0]

        stops = {n: [opener_stop(i, n) for i in range(len(HANDS))]
                 for n in range(1, self.throws + 1)}
        value, choice = self.turn(stops, 1, self.throws)
        if not chances:
            return value, None
        found = Counter()
        for (hand, n), p in self.ends(choice, self.throws).items():
            if self.decisive and hand == ACES:
                found[outcomes[(0, ACES)]] += p
                continue
            for o, q in reply(hand, n)[1].items():
                found[o] += p * q
        return value, found

    def loops(self):
        """Whether a manche can leave the sum of the scores where it was, or lower it."""
        for a, b in self.table:
            for winner in (0, 1):
                for hand in range(len(HANDS)):
                    after = self.after(a, b, winner, hand)
                    if after not in ("won", "lost") and after[1] + after[2] <= a + b:
                        return True
        return False

    def solve(self):
        states = sorted(self.table, key=lambda s: -(s[0] + s[1]))
        if not self.loops():  # every manche raises the sum: plain recursion, highest first
            for state in states:
                self.table[state] = self.manche(*state, chances=False)[0]
            return self.table
        policy = {}
        for state in states:  # greedy on the values as they are updated
            self.table[state], policy[state] = self.manche(*state)
        while True:
            moved = 1.0
            while moved > 1e-14:  # the policy's own linear equations
                moved = 0.0
                for state in states:
                    new = sum(p * self.worth(o) for o, p in policy[state].items())
                    moved = max(moved, abs(new - self.table[state]))
                    self.table[state] = new
            greedy = {state: self.manche(*state) for state in states}
            if max(abs(greedy[s][0] - self.table[s]) for s in states) < 1e-13:
                return self.table  # no better play on these values: the fixed point
            policy = {state: chances for state, (_, chances) in greedy.items()}


def zanzibar(**options):
    return preset_rules("zanzibar").with_options(**options)


# ----------------------------------------------------------------- the tests
def independent_of(rules):
    """The independent solver set up from the options of ``rules``."""
    return Independent(
        rules.target_score, rules.max_throws, exact=rules.exact_finish,
        level=rules.exact_finish_level, malus=rules.low_hand_malus, straight=rules.straight,
        ties=rules.tie_break, follow=rules.throw_limit == "follow-opener",
        aces=rules.ace_zanzi, zero=rules.simple_points == "zero", opener=rules.next_opener)


# Each option set takes the rule path its name says, at the smallest target where every
# way a manche can end at the larger one still happens (a bust kept or fallen back to the
# level, a stall, a malus whole or floored at 0, the partie going on or ending after each
# kind of winning hand, the sum of the scores rising, staying or falling): the plain Python
# of the independent solver then takes seconds. Below 15 no bust can happen (a gap under the
# median scoring throw, 15, is a stall), above 20 a 2-2-2 lets the partie go on. Two throws
# a turn where three would add nothing to the option checked. `make test-long` checks each
# at its larger target (tests/README.md).
OPTION_SETS = {
    # Every manche raises the sum of the scores: each state solved once, highest sum first.
    "sum-rises": dict(target_score=sized(21, 40)),
    # A bust keeps the previous score: the sum stays, its pairs iterated to the fixed point.
    "bust-keeps-the-score": dict(target_score=sized(15, 20), max_throws=2,
                                 exact_finish="keep-previous"),
    # The winner opens the next manche: a bust leads back to the same state or its mirror
    # (openers in turn: only to its mirror), another way of iterating one sum's pairs.
    "bust-keeps-the-score-winner-opens": dict(target_score=15, max_throws=2,
                                              exact_finish="keep-previous",
                                              next_opener="winner"),
    # A bust falls back to the level (0): below the previous score, the sum falls.
    "bust-falls-back": dict(target_score=sized(16, 20), max_throws=2, exact_finish="fall-back",
                            exact_finish_level=0),
    # A malus smaller than any gain, whole or floored at 0: the sum still rises.
    "malus-under-any-gain": dict(target_score=sized(12, 30), max_throws=2, low_hand_malus=5),
    # A malus above the smallest gain (7): the sum falls, whole sweeps to the fixed point.
    "malus-lowers-the-sum": dict(target_score=sized(13, 20), max_throws=2, low_hand_malus=12),
    # The straight above lower points, ties thrown off, the follower held to the opener's
    # throws, the loser opening next.
    "straight-ties-follow-loser": dict(target_score=sized(16, 20), straight="beats-lower-points",
                                       tie_break="throw-off", throw_limit="follow-opener",
                                       next_opener="loser"),
    # A zanzi d'as wins the manche at once, the straight above all points, the winner opens.
    "aces-win-manche-straight-winner": dict(target_score=sized(16, 30), max_throws=2,
                                            ace_zanzi="wins-manche",
                                            straight="beats-all-points", next_opener="winner"),
    # A zanzi d'as wins the partie at once.
    "aces-win-partie": dict(target_score=sized(12, 30), max_throws=2, ace_zanzi="wins-game"),
    # Only zanzis score: a manche won on points leaves the sum where it was.
    "only-zanzis-score": dict(target_score=sized(10, 20), max_throws=2, simple_points="zero"),
}


@pytest.mark.parametrize("name", list(OPTION_SETS))
def test_every_state_agrees_with_an_independent_solver(name):
    rules = zanzibar(**OPTION_SETS[name])
    solution = solve_points(rules)
    expected = independent_of(rules).solve()
    target = rules.target_score
    worst = max(abs(solution.table[a, b] - expected[(a, b)])
                for a in range(target) for b in range(target))
    assert worst < 1e-9


@pytest.fixture(scope="module")
def forty():
    rules = zanzibar(target_score=40)
    return rules, solve_points(rules)


def test_where_any_manche_won_ends_the_partie_the_partie_is_the_manche(forty):
    """33 and 35 of 40: every winning hand is worth 7 or more, so the partie goes to the
    manche's winner and the opener's partie chance is its manche take, the Expert's figure
    (and the follower's is the rest); the Master and the Expert then play alike."""
    rules, solution = forty
    _, values = race_tables(rules, rules.max_throws, None, 1, rules.max_throws)
    take = float(turn_start_value(values)[0])
    assert solution.partie_chance(33, 35, i_open=True) == pytest.approx(take, abs=1e-12)
    assert solution.partie_chance(35, 33, i_open=False) == pytest.approx(1 - take, abs=1e-12)
    assert solution.partie_chance(20, 10, i_open=True) != pytest.approx(take, abs=1e-3)
    versus = points_versus_expert(rules, solution)
    assert versus.master_opens[33, 35] == pytest.approx(take, abs=1e-9)
    assert versus.expert_opens[35, 33] == pytest.approx(1 - take, abs=1e-9)


def test_the_master_beats_the_expert(forty):
    rules, solution = forty
    versus = points_versus_expert(rules, solution)
    assert versus.first_manche > 0.52
    # Against the Expert the Master does at least as well as against a perfect opponent.
    assert np.all(versus.master_opens >= solution.table - 1e-7)
    assert np.all(versus.expert_opens >= 1 - solution.table - 1e-7)


def test_against_the_expert_where_busts_repeat_the_master_is_no_worse_off():
    """Exact finish: the figures against the Expert are a fixed point too."""
    rules = zanzibar(target_score=20, max_throws=2, exact_finish="keep-previous")
    solution = solve_points(rules)
    versus = points_versus_expert(rules, solution)
    assert np.all(versus.master_opens >= solution.table - 1e-7)
    assert np.all(versus.expert_opens >= 1 - solution.table - 1e-7)
    assert versus.first_manche > 0.5


def test_the_choices_at_zero_all_on_six_one_one_keep_the_aces(forty):
    """At 0-0 on 6-1-1 after one throw, the manche player stops on 26 points; the partie
    player keeps 1-1 and throws for 1-1-1 (100 points: the partie at once)."""
    _, solution = forty
    choices = solution.opener_choices(0, 0, (6, 1, 1), 1)
    assert choices[0].keep == (1, 1)
    assert [c.partie for c in choices] == sorted((c.partie for c in choices), reverse=True)
    assert {c.keep for c in choices} == {(6, 1, 1), (1, 1), (6, 1), (6,), (1,), ()}
    replies = solution.follower_choices(0, 0, (5, 5, 4), 1, (6, 1, 1), 1)
    assert {c.keep for c in replies} == {(6, 1, 1), (1, 1), (6, 1), (6,), (1,), ()}
    assert replies == sorted(replies, key=lambda c: -c.partie)


def test_equal_choices_go_by_the_fixed_order():
    ordered = order_choices([((6, 1, 1), 0.5), ((), 0.5 + 5e-10), ((1,), 0.7),
                             ((1, 1), 0.7 - 5e-10)])
    assert [c.keep for c in ordered] == [(1,), (1, 1), (6, 1, 1), ()]


def test_a_solution_comes_back_from_its_bytes():
    solution = solve_points(zanzibar(target_score=20, exact_finish="keep-previous"))
    data = solution.to_bytes()
    back = PointsSolution.from_bytes(data)
    assert back.rules == solution.rules
    assert np.array_equal(back.table, solution.table)
    assert solution.size_bytes == len(data)
    with pytest.raises(ValueError):
        PointsSolution.from_bytes(data[:-8])
    with pytest.raises(ValueError):
        PointsSolution.from_bytes(b"NOTATABL" + data[8:])


def test_progress_goes_to_one_and_cancel_stops():
    seen = []
    solve_points(zanzibar(target_score=30), progress=seen.append)
    assert seen == sorted(seen) and seen[-1] == 1.0
    with pytest.raises(SolveCancelledError):
        solve_points(zanzibar(target_score=30), cancelled=lambda: True)


def test_tokens_are_refused():
    with pytest.raises(NotAPointsRaceError):
        solve_points(preset_rules("421"))
