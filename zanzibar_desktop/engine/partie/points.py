"""The exact heads-up partie of a points race (the Zanzibar family), both players optimal.

**The state between manches** is (the opener's score, the follower's score): heads-up, who
opens is the only other thing a manche leaves behind (the manche number, the seats and the
first opener's throw change nothing afterwards). ``W[a, b]`` is the chance that the player
about to open the manche with ``a`` points wins the partie against a follower with ``b``,
both playing to win the partie. A player with ``a`` points who follows a manche against
an opener with ``b`` has ``1 - W[b, a]``.

**Within a manche** the opener plays first, knowing that the follower will reply with its
own partie-optimal reply to the opener's final hand and throws (and, under
``follow-opener``, with no more throws than the opener made). For every rank the opener
can stop on, the follower's whole turn is solved (it minimises the opener's chance); the
opener's turn is then solved on those values. A tie goes to a throw-off: each throws once
and equal hands throw again, so each wins it with chance exactly ½; its winner scores the
tied hand. A decisive zanzi d'as (``ace_zanzi`` not ``points``) ends the turn and the
manche at once, as the game does.

**What a manche leads to** is not restated here: the winner's new score, the loser's malus,
the end of the partie and the next opener come from the game's own
:func:`~zanzibar_desktop.engine.round_end.end_of_round`, asked once for each score and
each winning hand (the exact finish with its keep-previous, fall-back and stall readings,
the malus, the decisive zanzi d'as and the next-opener rule are therefore those the game
plays). Hands, their values and their strengths come from ``engine.hands`` and
``engine.odds``.

**Fixed points.** When every manche raises the sum of the scores, the states are solved
once each, highest sum first. When a manche can leave the sum where it was (a bust that
keeps the previous score, a hand that scores nothing) the states of one sum are iterated
together, from a start drawn from the two sums above, until no value moves by more than
``TOLERANCE`` (Aitken's extrapolation every few rounds gives the iteration a better start;
it goes on from there, so the fixed point is the iteration's own); when it can lower it (a
malus bigger than the smallest gain, a fall-back), whole sweeps are repeated until nothing
moves. Without a malus such a manche leads from (a, b) only to (a, b) or (b, a), and each
pair is iterated on its own; when openers alternate it leads only to (b, a), and the pair
has settled as soon as the member solved second no longer moves (the first was just
computed from it). Nothing is truncated: the iteration stops on convergence (the
contraction is the chance that a manche leads back, below 1), never after a fixed count.

**Ties between choices.** Values within ``CHOICE_TIE`` (1e-9) of the best are equal: the
choice played is the first of them in the fixed order *stop, then the keeps in*
:func:`~zanzibar_desktop.engine.odds.combinatorics.keeps_of` *order* (fewest dice kept
first), so a replay picks the same move from a shipped table or a local solve.

**Use.** :func:`solve_points` gives a :class:`PointsSolution` (``partie_chance`` before a
manche; ``opener_choices`` and ``follower_choices`` within one, best first, and
``choices_at``, either of them for a ``position.TurnPosition``, the one interface every
reader goes through; ``to_bytes`` / ``from_bytes`` for a cache on disk); ``versus.py``
gives the exact figure of the Master
against the Expert. The solve is numpy work in chunks of a few dozen states, on work
arrays kept from chunk to chunk (small enough to stay in the processor's cache; new large
arrays each time cost more in page faults than the arithmetic): run it where one BLAS
thread is set (``OPENBLAS_NUM_THREADS=1`` before numpy is imported, as in a worker
process): on a shared two-core machine OpenBLAS's own threads made it three times slower.
"""

from __future__ import annotations

import json
import struct
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np

from ..events import Played
from ..hands import ALL_HANDS, Dice, evaluate, sort_dice
from ..odds.combinatorics import (
    HAND_COUNT,
    HAND_INDEX,
    KEEP_INDEX,
    Keep,
    first_throw,
    keeps_of,
    transition_matrix,
)
from ..odds.solver import options_at, strengths
from ..round_end import POINTS, RoundFacts, end_of_round
from ..rules import Rules
from .position import PartieChoice, TurnPosition
from .stored import check_chances, solved_rules

TOLERANCE = 1e-13  # a fixed point is reached when no value moves by more than this
CHOICE_TIE = 1e-9  # choices this close are equal: the fixed order decides
FORMAT_MAGIC = b"ZPARTIE1"
FORMAT_VERSION = 1
_ACES = HAND_INDEX[(1, 1, 1)]
_CHUNK = 60_000  # states x columns solved at once (memory: about 56 x 8 bytes each, a few times)


class SolveCancelledError(Exception):
    """The solve was asked to stop (``cancelled()`` returned True); nothing is returned."""


class NotAPointsRaceError(ValueError):
    """These rules are not a points race (tokens): the points solver does not apply."""


# ----------------------------------------------------------------------------- the rules
@dataclass(frozen=True)
class _Manche:
    """What the solver needs from the rules, computed once."""

    limit: int  # the opener's throws
    decisive: bool  # a zanzi d'as ends the turn and the manche at once
    rank: np.ndarray  # (4, 56): strength rank of each hand made in n throws (row 0 unused)
    hand_key: np.ndarray  # (56,): index of each hand's key (equal keys: equal points)
    rank_key: np.ndarray  # (ranks,): the key index of each rank
    keys: int
    keep_pad: np.ndarray  # (56, 7): each hand's rethrow rows, padded with its first


@lru_cache(maxsize=16)
def _manche(rules: Rules) -> _Manche:
    table = strengths(rules)
    hands = [evaluate(dice, rules) for dice in ALL_HANDS]
    distinct = sorted({hand.key for hand in hands})
    key_index = {key: index for index, key in enumerate(distinct)}
    hand_key = np.array([key_index[hand.key] for hand in hands])
    rank_key = np.full(table.count, -1)
    for throws in range(1, 4):
        for index in range(HAND_COUNT):
            rank_key[table.rank[throws, index]] = hand_key[index]
    rows = [[KEEP_INDEX[keep] for keep in keeps_of(dice) if len(keep) < 3] for dice in ALL_HANDS]
    width = max(len(r) for r in rows)
    keep_pad = np.array([r + [r[0]] * (width - len(r)) for r in rows])
    return _Manche(rules.max_throws, rules.decisive_ace_zanzi, table.rank, hand_key, rank_key,
                   len(distinct), keep_pad)


@dataclass(frozen=True)
class _Outcomes:
    """Where a manche leads, from the game's own end of round, for every score.

    Indexed by a player's score before the manche (0 .. target-1) and the key of the
    winning hand: ``win_score`` the winner's score after, ``win_ends`` whether that ends
    the partie; ``ace_*`` the same for a decisive zanzi d'as; ``lose_score[s, e]`` the
    loser's score after (``e``: everyone played, so the malus applies); ``next_winner[c]``
    whether the winner opens next (``c``: 0 opener won, 1 follower won, 2 the opener's
    decisive zanzi d'as)."""

    win_score: np.ndarray
    win_ends: np.ndarray
    ace_score: np.ndarray
    ace_ends: np.ndarray
    lose_score: np.ndarray
    next_winner: tuple[bool, bool, bool]


def _facts(rules: Rules, scores: tuple[int, int], winner: int, dice: Dice, throws: int,
           decisive: bool, everyone: bool) -> RoundFacts:
    hand = evaluate(dice, rules)
    strongest = Played(winner, hand, throws)
    loser = 1 - winner
    return RoundFacts(
        rules=rules, manche=1, round=1, phase=POINTS, scores=scores, tokens=(0, 0), pot=0,
        manches_lost=(0, 0), out=(False, False), saved_order=(), manche_opener=0,
        round_opener=0, strongest=strongest, weakest=loser if everyone else None,
        everyone_played=everyone, decisive=decisive, ranking=(strongest,), throw_offs=())


@lru_cache(maxsize=8)
def _outcomes(rules: Rules) -> _Outcomes:
    target = rules.target_score
    manche = _manche(rules)
    sample = {}  # one hand for each key
    for index, dice in enumerate(ALL_HANDS):
        sample.setdefault(int(manche.hand_key[index]), dice)
    win_score = np.zeros((target, manche.keys), dtype=np.int64)
    win_ends = np.zeros((target, manche.keys), dtype=bool)
    ace_score = np.zeros(target, dtype=np.int64)
    ace_ends = np.zeros(target, dtype=bool)
    lose_score = np.zeros((target, 2), dtype=np.int64)
    for score in range(target):
        for key, dice in sample.items():
            outcome = end_of_round(_facts(rules, (score, 0), 0, dice, 1, False, False))
            win_score[score, key] = outcome.scores[0]
            win_ends[score, key] = outcome.game_end is not None
        if manche.decisive:
            outcome = end_of_round(_facts(rules, (score, 0), 0, (1, 1, 1), 1, True, False))
            ace_score[score] = outcome.scores[0]
            ace_ends[score] = outcome.game_end is not None
        for everyone in (False, True):
            low = sample[min(sample)]  # the weakest hand: never ends the partie by itself
            outcome = end_of_round(_facts(rules, (0, score), 0, low, 1, False, everyone))
            lose_score[score, int(everyone)] = outcome.scores[1]
    nexts = []
    for winner, decisive, everyone in ((0, False, True), (1, False, True), (0, True, False)):
        weakest = sample[min(sample)]
        probe = _facts(rules, (0, 0), winner, (1, 1, 1) if decisive else weakest, 1, decisive,
                       everyone)
        outcome = end_of_round(probe)
        if outcome.next_round is None:  # a hand that ends the partie from 0: opener unused
            nexts.append(True)
        else:
            nexts.append(outcome.next_round.opener == winner)
    return _Outcomes(win_score, win_ends, ace_score, ace_ends, lose_score, tuple(nexts))


def check_points_race(rules: Rules) -> None:
    """Refuse, with a clear reason, rules this solver does not play exactly."""
    if rules.uses_tokens:
        raise NotAPointsRaceError("tokens: solved by engine.partie.tokens, not the points race")


# ----------------------------------------------------------------------------- the solver
def _continuation(table: np.ndarray, opener_won: bool, opener_next_is_winner: bool,
                  opener_score: np.ndarray, follower_score: np.ndarray) -> np.ndarray:
    """The first opener's chance to win the partie from the scores after a manche."""
    same_opener = opener_next_is_winner if opener_won else not opener_next_is_winner
    if same_opener:
        return table[opener_score, follower_score]
    return 1.0 - table[follower_score, opener_score]


@dataclass
class _Values:
    """The outcome values of a batch of states, as the first opener's partie chance."""

    opener_wins: np.ndarray  # (B, keys)
    follower_wins: np.ndarray  # (B, keys)
    tie: np.ndarray  # (B, keys)
    opener_aces: np.ndarray  # (B,)
    follower_aces: np.ndarray  # (B,)


def _outcome_values(rules: Rules, table: np.ndarray, a: np.ndarray, b: np.ndarray) -> _Values:
    out = _outcomes(rules)
    manche = _manche(rules)
    keys = manche.keys
    # The opener wins with each key: the follower played (malus).
    wins = out.win_score[a]  # (B, keys)
    b_after = np.repeat(out.lose_score[b, 1][:, None], keys, axis=1)
    ends = out.win_ends[a]
    safe_w = np.where(ends, 0, wins)
    opener_wins = np.where(ends, 1.0, _continuation(
        table, True, out.next_winner[0], safe_w, b_after))
    # The follower wins with each key.
    f_wins = out.win_score[b]
    f_ends = out.win_ends[b]
    a_after = np.repeat(out.lose_score[a, 1][:, None], keys, axis=1)
    safe_f = np.where(f_ends, 0, f_wins)
    follower_wins = np.where(f_ends, 0.0, _continuation(
        table, False, out.next_winner[1], a_after, safe_f))
    tie = 0.5 * (opener_wins + follower_wins)
    if manche.decisive:
        ends_o = out.ace_ends[a]
        opener_aces = np.where(ends_o, 1.0, _continuation(
            table, True, out.next_winner[2], np.where(ends_o, 0, out.ace_score[a]), b))
        ends_f = out.ace_ends[b]
        follower_aces = np.where(ends_f, 0.0, _continuation(
            table, False, out.next_winner[1], out.lose_score[a, 1],
            np.where(ends_f, 0, out.ace_score[b])))
    else:
        opener_aces = opener_wins[:, manche.hand_key[_ACES]]
        follower_aces = follower_wins[:, manche.hand_key[_ACES]]
    return _Values(opener_wins, follower_wins, tie, opener_aces, follower_aces)


@lru_cache(maxsize=16)
def _opener_stops(rules: Rules) -> tuple[dict[int, np.ndarray], dict[int, dict[int, int]]]:
    """For each follower limit, the opener ranks it replies to (the columns of its solve),
    and for each of the opener's throw counts, its follower limit."""
    manche = _manche(rules)
    columns: dict[int, set[int]] = {}
    for throws in range(1, manche.limit + 1):
        limit = rules.follower_limit(throws)
        for index in range(HAND_COUNT):
            if manche.decisive and index == _ACES:
                continue
            columns.setdefault(limit, set()).add(int(manche.rank[throws, index]))
    ordered = {limit: np.array(sorted(ranks)) for limit, ranks in columns.items()}
    where = {limit: {int(r): c for c, r in enumerate(ranks)} for limit, ranks in ordered.items()}
    return ordered, where


def _follower_terminal(manche: _Manche, throws: int, ranks: np.ndarray, values: _Values,
                       rows: slice) -> np.ndarray:
    """(56, B, C): the opener's chance when the follower stops on each hand after ``throws``."""
    mine = manche.rank[throws]
    above = (mine[:, None] > ranks[None, :])[:, None, :]
    equal = (mine[:, None] == ranks[None, :])[:, None, :]
    col_key = manche.rank_key[ranks]
    follower = values.follower_wins[rows][:, manche.hand_key].T[:, :, None]  # (56, B, 1)
    opener = values.opener_wins[rows][:, col_key][None]  # (1, B, C)
    tie = values.tie[rows][:, col_key][None]
    terminal = np.where(above, follower, np.where(equal, tie, opener))
    if manche.decisive:
        terminal[_ACES] = values.follower_aces[rows][:, None]
    return terminal


def _best_keep(manche: _Manche, expected: np.ndarray, pick: Callable) -> np.ndarray:
    """(56, ...): for each hand, the best of its rethrow choices (``pick``: np.maximum or
    np.minimum) from the expected values of the 28 keeps."""
    best = np.take(expected, manche.keep_pad[:, 0], axis=0)
    for column in range(1, manche.keep_pad.shape[1]):
        pick(best, np.take(expected, manche.keep_pad[:, column], axis=0), out=best)
    return best


def _follower_solve(manche: _Manche, limit: int, ranks: np.ndarray, values: _Values,
                    rows: slice) -> dict[int, np.ndarray]:
    """The follower's turn against each opener rank: the opener's chance in every state
    (hand showing after n throws), the follower minimising it. ``{n: (56, B, C)}``."""
    matrix = transition_matrix()
    solved = {limit: _follower_terminal(manche, limit, ranks, values, rows)}
    for throws in range(limit - 1, 0, -1):
        after = solved[throws + 1]
        shape = after.shape
        expected = (matrix @ after.reshape(HAND_COUNT, -1)).reshape((-1,) + shape[1:])
        best = _best_keep(manche, expected, np.minimum)
        stop = _follower_terminal(manche, throws, ranks, values, rows)
        np.minimum(stop, best, out=stop)
        if manche.decisive:
            stop[_ACES] = values.follower_aces[rows][:, None]
        solved[throws] = stop
    return solved


# ----------------------------------------------------------------------------- the solver's fast path
_KEEPS = 28  # the rethrow rows of the transition matrix (keeps of 0, 1 or 2 dice)
_SOLVE_CHUNK = 4_000  # states x columns of one chunk of the solve: its work arrays (about
# 170 rows of that many floats, 5 MB) stay in the processor's cache; 1,000 to 16,000 measured
# alike


@dataclass(frozen=True)
class _ReplyPlan:
    """How :func:`_replies` solves the follower's turn against every opener rank (the
    columns) for a chunk of states at once: the same values as :func:`_follower_solve`,
    computed on arrays laid out (rows, columns, states) and reused from chunk to chunk.

    The follower's stop value after n throws depends on its hand only through the hand's
    rank and key (and the decisive zanzi d'as): hands alike share one *group* row.
    ``groups[n][g, c]`` is the row of the value matrix (:func:`_value_rows`) that group g
    reads against column c. The best of stopping and the rethrows is taken *slot by slot*:
    slot 0 is each hand's stop (its group row), slot j its j-th rethrow (a row of the 28
    keeps' expected values); the hands are ordered by how many choices they have, most
    first, so slot j concerns a leading run of ``slots[n][j][0]`` hands, read from the rows
    ``slots[n][j][1]`` of the stacked (keeps, groups) rows. ``matrix`` and ``first`` are
    the transition matrix and the first throw in that order of hands; ``last`` the
    transition (or, for one throw, the first throw) over the groups of the last throw."""

    limit: int
    ranks: np.ndarray  # (C,): the opener ranks, sorted
    col_key: np.ndarray  # (C,): their keys
    value_rows: int
    groups: dict[int, np.ndarray]
    slots: dict[int, list[tuple[int, np.ndarray]]]
    matrix: np.ndarray  # (28, 56)
    first: np.ndarray  # (56,)
    last: np.ndarray  # (28, G) or (G,)


@lru_cache(maxsize=16)
def _reply_plans(rules: Rules) -> dict[int, _ReplyPlan]:
    manche = _manche(rules)
    columns, _ = _opener_stops(rules)
    keys = manche.keys
    choices = [[KEEP_INDEX[keep] for keep in keeps_of(dice) if len(keep) < 3]
               for dice in ALL_HANDS]
    if manche.decisive:
        choices[_ACES] = []  # a decisive zanzi d'as stops
    order = sorted(range(HAND_COUNT), key=lambda hand: -len(choices[hand]))
    plans = {}
    for limit, ranks in columns.items():
        width = len(ranks)
        column = np.arange(width)
        groups, slots, group_of = {}, {}, {}
        for throws in range(1, limit + 1):
            labels: dict[tuple[int, ...], int] = {}
            of_hand = np.empty(HAND_COUNT, dtype=np.intp)
            for hand in range(HAND_COUNT):
                label = (-1,) if manche.decisive and hand == _ACES else (
                    int(manche.rank[throws, hand]), int(manche.hand_key[hand]))
                of_hand[hand] = labels.setdefault(label, len(labels))
            index = np.empty((len(labels), width), dtype=np.intp)
            for label, group in labels.items():
                if label == (-1,):
                    index[group] = keys + 2 * width  # the follower's decisive zanzi d'as
                    continue
                rank, key = label
                index[group] = np.where(rank > ranks, key, np.where(
                    rank == ranks, keys + width + column, keys + column))
            groups[throws] = index
            group_of[throws] = of_hand
            if throws < limit:
                rows = [[_KEEPS + int(of_hand[hand])] + choices[hand] for hand in order]
                slots[throws] = [
                    (sum(len(r) > slot for r in rows),
                     np.array([r[slot] for r in rows if len(r) > slot], dtype=np.intp))
                    for slot in range(len(rows[0]))]
        spread = np.zeros((HAND_COUNT, len(groups[limit])))
        spread[np.arange(HAND_COUNT), group_of[limit]] = 1.0
        last = transition_matrix() @ spread if limit > 1 else first_throw() @ spread
        plans[limit] = _ReplyPlan(
            limit, ranks, manche.rank_key[ranks], keys + 2 * width + 1, groups, slots,
            np.ascontiguousarray(transition_matrix()[:, order]),
            np.ascontiguousarray(first_throw()[order]), np.ascontiguousarray(last))
    return plans


def _value_rows(keys: int, plan: _ReplyPlan, values: _Values, rows: slice) -> np.ndarray:
    """(rows, B): the follower's win with each key, then against each column the opener's
    win and the tie, then the follower's decisive zanzi d'as (the opener's chance)."""
    width = len(plan.ranks)
    follower = values.follower_wins[rows]
    matrix = np.empty((plan.value_rows, len(follower)))
    matrix[:keys] = follower.T
    matrix[keys:keys + width] = values.opener_wins[rows][:, plan.col_key].T
    matrix[keys + width:keys + 2 * width] = values.tie[rows][:, plan.col_key].T
    matrix[keys + 2 * width] = values.follower_aces[rows]
    return matrix


class _Workspace:
    """Work arrays kept from one chunk to the next: a new large array each time costs the
    system more than the arithmetic (its pages are mapped and cleared anew)."""

    def __init__(self) -> None:
        self._arrays: dict[str, np.ndarray] = {}

    def get(self, name: str, rows: int, size: int) -> np.ndarray:
        array = self._arrays.get(name)
        if array is None or array.size < rows * size:
            array = np.empty(rows * size)
            self._arrays[name] = array
        return array[:rows * size].reshape(rows, size)


def _replies(manche: _Manche, plan: _ReplyPlan, values: _Values, rows: slice,
             work: _Workspace) -> np.ndarray:
    """(C, B): the opener's chance against each column (the opener's rank), the follower
    replying at its best; the same as the first throw over :func:`_follower_solve`."""
    # mode="clip": the indices are valid, and take's default mode copies through a buffer
    values_t = _value_rows(manche.keys, plan, values, rows)
    count = values_t.shape[1]
    size = len(plan.ranks) * count
    limit = plan.limit
    if limit == 1:
        stop = np.take(values_t, plan.groups[1].ravel(), axis=0, mode="clip")
        return (plan.last @ stop.reshape(-1, size)).reshape(-1, count)
    most = max(len(index) for index in plan.groups.values())
    stacked = work.get("stacked", _KEEPS + most, size)  # the keeps' values, then the groups'
    solved = work.get("solved", HAND_COUNT, size)
    part = work.get("part", HAND_COUNT, size)
    groups = plan.groups[limit]
    last = stacked[_KEEPS:_KEEPS + len(groups)]
    np.take(values_t, groups.ravel(), axis=0, out=last.reshape(-1, count), mode="clip")
    np.matmul(plan.last, last, out=stacked[:_KEEPS])
    for throws in range(limit - 1, 0, -1):
        if throws < limit - 1:
            np.matmul(plan.matrix, solved, out=stacked[:_KEEPS])
        groups = plan.groups[throws]
        np.take(values_t, groups.ravel(), axis=0, mode="clip",
                out=stacked[_KEEPS:_KEEPS + len(groups)].reshape(-1, count))
        for slot, (hands, index) in enumerate(plan.slots[throws]):
            if slot == 0:
                np.take(stacked, index, axis=0, out=solved, mode="clip")
            else:
                np.take(stacked, index, axis=0, out=part[:hands], mode="clip")
                np.minimum(solved[:hands], part[:hands], out=solved[:hands])
    return (plan.first @ solved).reshape(-1, count)


@lru_cache(maxsize=16)
def _opener_columns(rules: Rules) -> dict[int, np.ndarray]:
    """For each of the opener's throw counts, the column of each hand it stops on."""
    manche = _manche(rules)
    _, where = _opener_stops(rules)
    columns = {}
    for throws in range(1, manche.limit + 1):
        index = where[rules.follower_limit(throws)]
        columns[throws] = np.array([index.get(int(r), 0) for r in manche.rank[throws]],
                                   dtype=np.intp)
    return columns


def _opener_terminal(rules: Rules, values: _Values, rows: slice,
                     replies: dict[int, np.ndarray]) -> dict[int, np.ndarray]:
    """{n: (56, B)}: the opener's chance when it stops on each hand after n throws, from
    the replies (C, B) for each follower limit."""
    manche = _manche(rules)
    terminal = {}
    for throws, columns in _opener_columns(rules).items():
        reply = replies[rules.follower_limit(throws)]
        stop = np.take(reply, columns, axis=0)  # (56, B)
        if manche.decisive:
            stop[_ACES] = values.opener_aces[rows]
        terminal[throws] = stop
    return terminal


def _opener_solve(manche: _Manche, terminal: dict[int, np.ndarray]) -> dict[int, np.ndarray]:
    matrix = transition_matrix()
    solved = {manche.limit: terminal[manche.limit]}
    for throws in range(manche.limit - 1, 0, -1):
        expected = matrix @ solved[throws + 1]
        best = _best_keep(manche, expected, np.maximum)
        stop = np.maximum(terminal[throws], best)
        if manche.decisive:
            stop[_ACES] = terminal[throws][_ACES]
        solved[throws] = stop
    return solved


def _solve_batch(rules: Rules, table: np.ndarray, a: np.ndarray, b: np.ndarray,
                 keep: bool = False, work: _Workspace | None = None):
    """The opener's partie chance for each state (a[i], b[i]), from the values in ``table``
    of the states a manche leads to. With ``keep``, also the outcome values and the
    opener's tables (of the last chunk: ask for one state). ``work``: arrays to reuse."""
    manche = _manche(rules)
    plans = _reply_plans(rules)
    values = _outcome_values(rules, table, a, b)
    work = work if work is not None else _Workspace()
    count = len(a)
    result = np.empty(count)
    width = max(len(plan.ranks) for plan in plans.values())
    step = max(1, _SOLVE_CHUNK // width)
    detail = None
    for start in range(0, count, step):
        rows = slice(start, min(count, start + step))
        replies = {limit: _replies(manche, plan, values, rows, work)
                   for limit, plan in plans.items()}
        terminal = _opener_terminal(rules, values, rows, replies)
        opener = _opener_solve(manche, terminal)
        result[rows] = first_throw() @ opener[1]
        if keep:
            detail = (values, terminal, opener)
    if keep:
        return result, detail
    return result


def _diagonals(target: int) -> list[tuple[np.ndarray, np.ndarray]]:
    """The states, highest sum of scores first: each sum is one batch."""
    batches = []
    for total in range(2 * (target - 1), -1, -1):
        low = max(0, total - (target - 1))
        high = min(total, target - 1)
        a = np.arange(low, high + 1)
        batches.append((a, total - a))
    return batches


def _shape(rules: Rules) -> str:
    """How manches move the sum of the scores: ``up`` (always up: one pass solves every
    state), ``level`` (up or unchanged: iterate each sum) or ``down`` (sometimes down:
    repeat whole sweeps)."""
    margin = _margin(rules)
    if margin > 0:
        return "up"
    return "level" if margin == 0 else "down"


# What a solve costs, in manche solves (one state's manche solved once: what the rate in
# ``cost.py`` counts), by how manches move the sum of the scores (``_shape``): one a state
# where every manche raises it; about 2.5 where some leave it level (keep-previous to 200:
# 2.45); where some lower it, whole sweeps repeat, the more and the longer the more a manche
# can lower the sum and the longer the race: ``(9.5 + 0.3 d^2.3) (target / 100)^0.35`` a
# state, d the points a manche can lower the sum by, fitted on races to 60, 100 and 150 with
# a malus of 8 to 20 (within 5 % but for one 25 % over; benchmarks/partie_cost.py).
_LEVEL_SOLVES = 2.5
_DOWN_SOLVES = (9.5, 0.3, 2.3, 0.35)


def solve_work(rules: Rules) -> int:
    """How many manche solves working out the partie of ``rules`` takes, estimated before
    it starts (cheap: the manche's outcomes, not its solve)."""
    check_points_race(rules)
    target = rules.target_score
    margin = _margin(rules)
    if margin > 0:
        each = 1.0
    elif margin == 0:
        each = _LEVEL_SOLVES
    else:
        base, scale, depth, length = _DOWN_SOLVES
        each = (base + scale * (-margin) ** depth) * (target / 100) ** length
    return round(target * target * each)


def _margin(rules: Rules) -> int:
    """The smallest rise of the sum of the scores a manche can make, less the largest fall:
    above 0 every manche raises it; 0, some leave it level; below, some lower it."""
    out = _outcomes(rules)
    target = rules.target_score
    scores = np.arange(target)
    gains = np.where(out.win_ends, np.iinfo(np.int64).max, out.win_score - scores[:, None])
    smallest_gain = int(gains.min())
    if _manche(rules).decisive:
        ace_gain = np.where(out.ace_ends, np.iinfo(np.int64).max, out.ace_score - scores)
        smallest_gain = min(smallest_gain, int(ace_gain.min()))
    largest_loss = int((scores - out.lose_score[:, 1]).max())
    return smallest_gain - largest_loss


def _comes_back(rules: Rules, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """For each state (a[i], b[i]), whether some manche can leave the sum of the scores
    where it is (a bust that keeps the previous score, a hand that scores nothing). Where
    none can, the state depends only on higher sums: one solve is its value."""
    out = _outcomes(rules)
    total = (a + b)[:, None]
    opener = ~out.win_ends[a] & (out.win_score[a] + out.lose_score[b, 1][:, None] == total)
    follower = ~out.win_ends[b] & (out.lose_score[a, 1][:, None] + out.win_score[b] == total)
    back = opener.any(axis=1) | follower.any(axis=1)
    if _manche(rules).decisive:
        back |= ~out.ace_ends[a] & (out.ace_score[a] == a)
        back |= ~out.ace_ends[b] & (out.lose_score[a, 1] + out.ace_score[b] == a + b)
    return back


def _openers_alternate(rules: Rules) -> bool:
    """Whether the follower of every manche opens the next: a manche that leaves both
    scores as they were then leads from (a, b) to (b, a), never back to (a, b)."""
    next_winner = _outcomes(rules).next_winner
    return (not next_winner[0] and next_winner[1]
            and not (_manche(rules).decisive and next_winner[2]))


def _extrapolate(history: list[np.ndarray]) -> np.ndarray:
    """Aitken's extrapolation from three iterates (x0, x2, x4), one affine step apart: exact
    when that step has one rate (a state that leads back to itself, or a pair (a, b),
    (b, a) that lead to each other, solved in turn), a good start otherwise. The iteration
    goes on from it, so the fixed point found is the same."""
    x0, x2, x4 = history
    step, previous = x4 - x2, x2 - x0
    bend = step - previous
    usable = np.abs(bend) > 1e-14
    guess = x4 - np.where(usable, step * step / np.where(usable, bend, 1.0), 0.0)
    good = usable & np.isfinite(guess) & (guess >= 0.0) & (guess <= 1.0)
    return np.where(good, guess, x4)


@dataclass
class _Iteration:
    """What the driver iterates: ``step`` computes and writes new values for a batch of
    states and returns how much each moved; ``read``/``write`` give its values (n, k)."""

    step: Callable[[np.ndarray, np.ndarray], np.ndarray]
    read: Callable[[np.ndarray, np.ndarray], np.ndarray]
    write: Callable[[np.ndarray, np.ndarray, np.ndarray], None]


def _drive(rules: Rules, iteration: _Iteration, progress: Callable[[float], None] | None,
           cancelled: Callable[[], bool] | None) -> int:
    """Run the iteration over every state, highest sum first, to the fixed point. Returns
    the number of sweeps."""
    shape = _shape(rules)
    lose = _outcomes(rules).lose_score[:, 1]
    partners_only = bool(np.array_equal(lose, np.arange(rules.target_score)))
    alternate = partners_only and shape != "up" and _openers_alternate(rules)
    batches = _diagonals(rules.target_score)
    sweeps = 0
    while True:
        sweeps += 1
        moved = 0.0
        for done, (a, b) in enumerate(batches):
            # On one sum, (a, b) and (b, a) sit at mirror places. Without a malus a manche
            # that leaves the sum level leaves both scores: only such pairs lead to each
            # other, and the two halves of the sum are solved in turn (Gauss-Seidel), so
            # that each round is one affine step and Aitken's extrapolation applies to
            # consecutive rounds. With a malus every state of the sum is solved at once.
            pairs = partners_only and shape != "up"
            parts = [a <= b, a > b] if pairs else [np.ones(len(a), dtype=bool)]
            spacing = 1 if pairs else 2
            top = rules.target_score - 1
            if shape != "up" and sweeps == 1 and int(a[0] + b[0]) < 2 * top:
                # A start for the iteration, from the two sums above (solved): each state's
                # neighbour one point up, plus the step the other neighbour takes from their
                # common neighbour (a plane through the three), where all three exist.
                up = b < top
                start = iteration.read(np.where(up, a, a + 1), np.where(up, b + 1, b))
                inner = (a < top) & (b < top)
                if inner.any():
                    ai, bi = a[inner], b[inner]
                    plane = (iteration.read(ai, bi + 1) + iteration.read(ai + 1, bi)
                             - iteration.read(ai + 1, bi + 1))
                    start[..., inner] = np.clip(plane, 0.0, 1.0)
                iteration.write(a, b, start)
            # The start is the iteration's first iterate: Aitken's extrapolation needs two
            # rounds (or four, Jacobi) from it, not three (or five).
            history: list[np.ndarray] = [iteration.read(a, b)]
            active = np.ones(len(a), dtype=bool)
            # Under ``level`` a state no manche brings back to its sum is final at once.
            once = ~_comes_back(rules, a, b) if shape == "level" else np.zeros(len(a), bool)
            rounds = 0
            while True:
                if cancelled is not None and cancelled():
                    raise SolveCancelledError()
                change = np.zeros(len(a))
                for part in parts:
                    chosen = active & part
                    if chosen.any():
                        change[chosen] = iteration.step(a[chosen], b[chosen])
                moved = max(moved, float(change.max()))
                if shape == "up":
                    break
                moving = change > TOLERANCE
                if alternate:
                    # Openers alternate: (a, b) leads back only to (b, a), so the first half
                    # (a <= b) is computed from its mirrors' values alone and the second half
                    # from the first's new ones. A pair has settled when its second member
                    # did not move (the first was computed from it) or when the first
                    # depends on nothing of this sum; (a, a) is its own mirror.
                    first = parts[0] & moving[::-1] & ~once
                    live = first | first[::-1]
                elif pairs:  # a pair has settled when neither member moved
                    live = moving | moving[::-1]
                else:  # every state of the sum may lead to every other
                    live = np.full(len(a), bool(moving[~once].any()))
                if not live.any():
                    break
                if (rounds + 1) % spacing == 0:
                    history.append(iteration.read(a, b))
                if len(history) == 3:
                    # Settled pairs keep their values; the others check the new ones.
                    extrapolated = np.where(live, _extrapolate(history), history[-1])
                    iteration.write(a, b, extrapolated)
                    history = [extrapolated]  # the start of the next three
                rounds += 1
                active = live & ~once
            if progress is not None:
                fraction = (done + 1) / len(batches)
                if shape == "down":  # sweeps until nothing moves: their count is not known
                    fraction = min(0.99, 1 - 0.5 ** sweeps * (1 - fraction))
                progress(fraction)
        if shape != "down" or moved <= TOLERANCE:
            break
    if progress is not None:
        progress(1.0)
    return sweeps


def _solve_table(rules: Rules, progress: Callable[[float], None] | None,
                 cancelled: Callable[[], bool] | None) -> tuple[np.ndarray, int]:
    target = rules.target_score
    table = np.full((target, target), 0.5)
    work = _Workspace()

    def step(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        new = _solve_batch(rules, table, a, b, work=work)
        change = np.abs(new - table[a, b])
        table[a, b] = new
        return change

    def read(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        return table[a, b].copy()

    def write(a: np.ndarray, b: np.ndarray, values: np.ndarray) -> None:
        table[a, b] = values

    sweeps = _drive(rules, _Iteration(step, read, write), progress, cancelled)
    return table, sweeps


# ----------------------------------------------------------------------------- the solution
def order_choices(choices: list[tuple[Keep, float]]) -> list[PartieChoice]:
    """Best first; values within ``CHOICE_TIE`` of each other are equal and keep the fixed
    order they come in (stop first, then the keeps in ``keeps_of`` order)."""
    left = list(choices)
    ordered = []
    while left:
        best = max(value for _, value in left)
        index = next(i for i, (_, value) in enumerate(left) if value >= best - CHOICE_TIE)
        keep, value = left.pop(index)
        ordered.append(PartieChoice(keep, value))
    return ordered


@dataclass
class PointsSolution:
    """The solved heads-up partie: ``table[a, b]`` is the chance that the player about to
    open a manche with ``a`` points beats a follower with ``b`` (both below the target)."""

    rules: Rules
    table: np.ndarray
    sweeps: int = 1
    _cache: dict = field(default_factory=dict, repr=False, compare=False)

    # -- before a manche
    def partie_chance(self, mine: int, theirs: int, i_open: bool) -> float:
        """My chance to win the partie before a manche, scores as they stand."""
        target = self.rules.target_score
        for score in (mine, theirs):
            if not 0 <= score < target:
                raise ValueError(f"a score from 0 to {target - 1} expected, got {score}")
        if i_open:
            return float(self.table[mine, theirs])
        return 1.0 - float(self.table[theirs, mine])

    # -- within a manche
    def _manche_detail(self, opener_score: int, follower_score: int):
        key = (opener_score, follower_score)
        if key not in self._cache:
            if len(self._cache) > 64:
                self._cache.clear()
            a = np.array([opener_score])
            b = np.array([follower_score])
            self._cache[key] = _solve_batch(self.rules, self.table, a, b, keep=True)[1]
        return self._cache[key]

    def opener_choices(self, mine: int, theirs: int, dice: tuple[int, ...],
                       throws: int) -> list[PartieChoice]:
        """I open with ``mine`` against ``theirs``; my dice show ``dice`` after ``throws``
        throws (my limit: the rules' throws). Every choice with my partie chance, best
        first. A decisive zanzi d'as or the last throw leaves only stopping."""
        manche = _manche(self.rules)
        shown = sort_dice(dice)
        limit = manche.limit
        if not 1 <= throws <= limit:
            raise ValueError(f"throws from 1 to {limit} expected, got {throws}")
        _, terminal, opener = self._manche_detail(mine, theirs)
        if self.rules.is_decisive(shown):
            limit = throws
        term = {n: terminal[n][:, :1] for n in terminal}
        vals = {n: opener[n][:, :1] for n in opener}
        raw = options_at(shown, throws, limit, term, vals)
        return order_choices(_in_fixed_order(shown, [(k, float(v[0])) for k, v in raw]))

    def follower_choices(self, mine: int, theirs: int, opener_dice: tuple[int, ...],
                         opener_throws: int, dice: tuple[int, ...], throws: int,
                         limit: int | None = None) -> list[PartieChoice]:
        """I follow with ``mine`` against an opener with ``theirs`` who stopped on
        ``opener_dice`` after ``opener_throws``; my dice show ``dice`` after ``throws``.
        ``limit``: my throws (None: as the rules give them). Every choice with my partie
        chance, best first."""
        manche = _manche(self.rules)
        if limit is None:
            limit = self.rules.follower_limit(opener_throws)
        if not (1 <= opener_throws <= manche.limit and 1 <= throws <= limit <= manche.limit):
            raise ValueError("throws out of range: opener 1 to the rules' throws, mine 1 to "
                             "my limit")
        opener_dice = sort_dice(opener_dice)
        if self.rules.is_decisive(opener_dice):
            raise ValueError("a decisive zanzi d'as ends the manche: the follower does not play")
        rank = int(manche.rank[opener_throws, HAND_INDEX[opener_dice]])
        values = self._manche_detail(theirs, mine)[0]
        ranks = np.array([rank])
        solved = _follower_solve(manche, limit, ranks, values, slice(0, 1))
        term = {n: 1 - _follower_terminal(manche, n, ranks, values, slice(0, 1))[:, 0, :]
                for n in range(1, limit + 1)}
        if manche.decisive:
            for n in term:
                term[n][_ACES] = 1 - values.follower_aces[0]
        vals = {n: 1 - solved[n][:, 0, :] for n in solved}
        shown = sort_dice(dice)
        if self.rules.is_decisive(shown):
            limit = throws
        raw = options_at(shown, throws, limit, term, vals)
        return order_choices(_in_fixed_order(shown, [(k, float(v[0])) for k, v in raw]))

    def choices_at(self, position: TurnPosition) -> list[PartieChoice] | None:
        """Every choice at ``position`` (the scores its ``mine`` and ``theirs``) with the
        chooser's partie chance, best first: the opener's or the follower's. None where the
        solution does not speak: a score outside the race, a turn after a decisive zanzi
        d'as, throws the turn does not allow."""
        target = self.rules.target_score
        if not (0 <= position.mine < target and 0 <= position.theirs < target):
            return None
        try:
            if position.beat is None:
                return self.opener_choices(position.mine, position.theirs, position.dice,
                                           position.throws)
            dice, throws = position.beat
            return self.follower_choices(position.mine, position.theirs, dice, throws,
                                         position.dice, position.throws, position.limit)
        except ValueError:
            return None

    # -- storage
    def to_bytes(self) -> bytes:
        """The solution as bytes: a magic word, the format version, the rules as JSON and
        the table (little-endian float64)."""
        rules = self.rules.to_json().encode("utf-8")
        body = np.ascontiguousarray(self.table, dtype="<f8").tobytes()
        header = struct.pack("<8sIIIII", FORMAT_MAGIC, FORMAT_VERSION, len(rules),
                             self.table.shape[0], self.table.shape[1], self.sweeps)
        return header + rules + body

    @classmethod
    def from_bytes(cls, data: bytes, rules: Rules | None = None) -> PointsSolution:
        """A solution read back; ValueError if the bytes are not one of this format's version,
        hold anything but chances, or (given ``rules``) were solved for other rules: the
        cache then solves again."""
        size = struct.calcsize("<8sIIIII")
        if len(data) < size:
            raise ValueError("not a points partie solution: too short")
        magic, version, length, rows, cols, sweeps = struct.unpack_from("<8sIIIII", data)
        if magic != FORMAT_MAGIC:
            raise ValueError("not a points partie solution")
        if version != FORMAT_VERSION:
            raise ValueError(f"points partie solution format {version}, expected "
                             f"{FORMAT_VERSION}")
        solved = solved_rules(data[size:size + length], rules)
        body = data[size + length:]
        if len(body) != rows * cols * 8 or rows != solved.target_score or cols != rows:
            raise ValueError("points partie solution of the wrong size")
        table = np.frombuffer(body, dtype="<f8").reshape(rows, cols).astype(float)
        check_chances(table, "chances")
        return cls(rules or solved, table, sweeps)

    @property
    def size_bytes(self) -> int:
        return len(self.to_bytes())


def _in_fixed_order(dice: Dice, raw: list[tuple[Keep, float]]) -> list[tuple[Keep, float]]:
    """The choices in the fixed tie order: stop, then ``keeps_of`` order."""
    order = {keep: i for i, keep in enumerate([dice] + [k for k in keeps_of(dice) if len(k) < 3])}
    return sorted(raw, key=lambda item: order[item[0]])


def solve_points(rules: Rules, progress: Callable[[float], None] | None = None,
                 cancelled: Callable[[], bool] | None = None) -> PointsSolution:
    """Solve the heads-up partie of ``rules`` exactly. ``progress(fraction)`` is told how
    far it is (0 to 1); ``cancelled()`` is asked between batches and, when it returns True,
    the solve stops with :class:`SolveCancelledError`."""
    check_points_race(rules)
    table, sweeps = _solve_table(rules, progress, cancelled)
    return PointsSolution(rules, table, sweeps)


def describe(solution: PointsSolution) -> str:
    """A one-line summary for logs and benchmarks."""
    return json.dumps({"rules": solution.rules.name, "target": solution.rules.target_score,
                       "sweeps": solution.sweeps, "bytes": solution.size_bytes})
