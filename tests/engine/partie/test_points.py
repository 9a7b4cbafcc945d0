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

from zanzibar_desktop.engine.ai.expert import race_tables
from zanzibar_desktop.engine.odds.solver import turn_start_value
from zanzibar_desktop.engine.partie.points import (
    NotAPointsRaceError,
    PointsSolution,
    SolveCancelledError,
    order_choices,
    solve_points,
    versus_expert,
)
from zanzibar_desktop.engine.presets import preset_rules

pytestmark = pytest.mark.core

FACES = range(1, 7)


# ----------------------------------------------------------------- the independent solver
def hand_key(hand):
    """Zanzibar, straight not played: a zanzi (the aces' on top) beats simple points."""
    if hand[0] == hand[2]:
        return (3, 7 if hand[0] == 1 else hand[0])
    return (1, sum(10 if face == 1 else face for face in hand))


def hand_value(hand):
    if hand[0] == hand[2]:
        return 100 if hand[0] == 1 else 10 * hand[0]
    return sum(10 if face == 1 else face for face in hand)


def _sorted(dice):
    return tuple(sorted(dice, reverse=True))


HANDS = sorted({_sorted(t) for t in product(FACES, repeat=3)})
AT = {hand: i for i, hand in enumerate(HANDS)}
KEY = [hand_key(h) for h in HANDS]
VALUE = [hand_value(h) for h in HANDS]
VALUES = sorted(set(VALUE))


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


def stall_gaps(target):
    """Gaps any winning hand closes: below the median hand value of a throw, or that no sum
    of hand values makes."""
    throws = sorted(hand_value(_sorted(t)) for t in product(FACES, repeat=3))
    median = throws[(len(throws) + 1) // 2 - 1]
    reachable = [True] + [False] * target
    for total in range(1, target + 1):
        reachable[total] = any(v <= total and reachable[total - v] for v in VALUES)
    return {gap for gap in range(1, target + 1) if gap < median or not reachable[gap]}


class Independent:
    def __init__(self, target, throws, exact=False, malus=0):
        self.target, self.throws, self.exact, self.malus = target, throws, exact, malus
        self.table = {(a, b): 0.5 for a in range(target) for b in range(target)}
        self.stalls = stall_gaps(target)

    def scored(self, score, value):
        reached = score + value
        if self.exact and reached > self.target and self.target - score not in self.stalls:
            return score  # goes past: keeps the previous score
        return reached

    def after(self, a, b, winner, value):
        """(score of the next opener, score of the other) or 'won'/'lost' for the opener."""
        if winner == 0:
            a, b = self.scored(a, value), max(0, b - self.malus)
            if a >= self.target:
                return "won"
        else:
            a, b = max(0, a - self.malus), self.scored(b, value)
            if b >= self.target:
                return "lost"
        return (b, a)  # openers take turns

    def worth(self, outcome):
        if outcome == "won":
            return 1.0
        if outcome == "lost":
            return 0.0
        return 1.0 - self.table[outcome]

    def turn(self, stops, sign):
        """Backward induction over one turn; ``stops[n][i]``: the value of stopping on hand i
        after n throws; ``sign`` 1 maximises, -1 minimises. The value before the first throw
        and the choice at each (n, i): a keep's number, or None to stop."""
        later = stops[self.throws]
        choice = {self.throws: [None] * len(HANDS)}
        for n in range(self.throws - 1, 0, -1):
            expected = [sum(p * later[j] for j, p in outcomes) for outcomes in RETHROW]
            now, picks = [], []
            for i, stop in enumerate(stops[n]):
                best, pick = stop, None
                for k in HAND_KEEPS[i]:
                    if sign * (expected[k] - best) > 1e-15:
                        best, pick = expected[k], k
                now.append(best)
                picks.append(pick)
            later, choice[n] = now, picks
        return sum(p * later[j] for j, p in FIRST), choice

    def ends(self, choice):
        """The chance of each (hand, throws) a turn stops on, playing ``choice``."""
        now = dict(FIRST)
        final = Counter()
        for n in range(1, self.throws + 1):
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
        outcomes = {(w, v): self.after(a, b, w, v) for w in (0, 1) for v in VALUES}
        worth = {o: self.worth(after) for o, after in outcomes.items()}
        follower_wins = [worth[(1, v)] for v in VALUE]
        replies = {}

        def reply(strength, value):
            if (strength, value) not in replies:
                win, tie = worth[(0, value)], 0.5 * (worth[(0, value)] + worth[(1, value)])
                stops = {n: [follower_wins[i] if (KEY[i], -n) > strength
                             else tie if (KEY[i], -n) == strength else win
                             for i in range(len(HANDS))] for n in range(1, self.throws + 1)}
                replies[(strength, value)] = self.turn(stops, -1)
            return replies[(strength, value)]

        stops = {n: [reply((KEY[i], -n), VALUE[i])[0] for i in range(len(HANDS))]
                 for n in range(1, self.throws + 1)}
        value, choice = self.turn(stops, 1)
        if not chances:
            return value, None
        found = Counter()
        for (hand, n), p in self.ends(choice).items():
            strength, mine = (KEY[hand], -n), VALUE[hand]
            for (other, m), q in self.ends(reply(strength, mine)[1]).items():
                theirs = (KEY[other], -m)
                if theirs > strength:
                    found[outcomes[(1, VALUE[other])]] += p * q
                elif theirs == strength:
                    found[outcomes[(0, mine)]] += p * q / 2
                    found[outcomes[(1, mine)]] += p * q / 2
                else:
                    found[outcomes[(0, mine)]] += p * q
        return value, found

    def loops(self):
        """Whether a manche can leave the sum of the scores where it was, or lower it."""
        for a, b in self.table:
            for winner in (0, 1):
                for value in VALUES:
                    after = self.after(a, b, winner, value)
                    if after not in ("won", "lost") and sum(after) <= a + b:
                        return True
        return False

    def solve(self):
        states = sorted(self.table, key=lambda s: -(s[0] + s[1]))
        if not self.loops():  # every manche raises the sum: plain recursion, highest first
            for state in states:
                self.table[state] = self.manche(*state, chances=False)[0]
            return self.table
        while True:
            policy = {}
            for state in states:  # greedy on the values as they are updated
                self.table[state], policy[state] = self.manche(*state)
            moved = 1.0
            while moved > 1e-14:  # the policy's own linear equations
                moved = 0.0
                for state in states:
                    new = sum(p * self.worth(o) for o, p in policy[state].items())
                    moved = max(moved, abs(new - self.table[state]))
                    self.table[state] = new
            values = {state: self.manche(*state, chances=False)[0] for state in states}
            if max(abs(values[s] - self.table[s]) for s in states) < 1e-13:
                return self.table


def zanzibar(**options):
    return preset_rules("zanzibar").with_options(**options)


# ----------------------------------------------------------------- the tests
@pytest.mark.parametrize(("options", "independent"), [
    (dict(target_score=40), dict(target=40, throws=3)),
    (dict(target_score=30, max_throws=2, exact_finish="keep-previous"),
     dict(target=30, throws=2, exact=True)),
    (dict(target_score=30, max_throws=2, low_hand_malus=5), dict(target=30, throws=2, malus=5)),
    (dict(target_score=20, max_throws=2, low_hand_malus=12), dict(target=20, throws=2, malus=12)),
], ids=["plain-40", "keep-previous-30", "malus-5", "malus-12-falls"])
def test_every_state_agrees_with_an_independent_solver(options, independent):
    rules = zanzibar(**options)
    solution = solve_points(rules)
    expected = Independent(**independent).solve()
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
    versus = versus_expert(rules, solution)
    assert versus.master_opens[33, 35] == pytest.approx(take, abs=1e-9)
    assert versus.expert_opens[35, 33] == pytest.approx(1 - take, abs=1e-9)


def test_the_master_beats_the_expert(forty):
    rules, solution = forty
    versus = versus_expert(rules, solution)
    assert versus.first_manche > 0.52
    # Against the Expert the Master does at least as well as against a perfect opponent.
    assert np.all(versus.master_opens >= solution.table - 1e-7)
    assert np.all(versus.expert_opens >= 1 - solution.table - 1e-7)


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
