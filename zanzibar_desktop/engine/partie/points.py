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
together until no value moves by more than ``TOLERANCE``; when it can lower it (a malus
bigger than the smallest gain, a fall-back), whole sweeps are repeated until nothing moves.
Nothing is truncated: the iteration stops on convergence (the contraction is the chance
that a manche leads back, below 1), never after a fixed count.

**Ties between choices.** Values within ``CHOICE_TIE`` (1e-9) of the best are equal: the
choice played is the first of them in the fixed order *stop, then the keeps in*
:func:`~zanzibar_desktop.engine.odds.combinatorics.keeps_of` *order* (fewest dice kept
first), so a replay picks the same move from a shipped table or a local solve.
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
from ..rules import Rules, rules_from_json

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
    follow: bool  # follow-opener: the follower may throw no more often than the opener did
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
    return _Manche(rules.max_throws, rules.throw_limit == "follow-opener",
                   rules.ace_zanzi != "points", table.rank, hand_key, rank_key, len(distinct),
                   keep_pad)


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
        limit = throws if manche.follow else manche.limit
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


def _opener_terminal(rules: Rules, values: _Values, rows: slice,
                     replies: dict[int, np.ndarray]) -> dict[int, np.ndarray]:
    """{n: (56, B)}: the opener's chance when it stops on each hand after n throws."""
    manche = _manche(rules)
    _, where = _opener_stops(rules)
    terminal = {}
    for throws in range(1, manche.limit + 1):
        limit = throws if manche.follow else manche.limit
        reply = replies[limit]  # (B, C)
        index = where[limit]
        columns = np.array([index.get(int(r), 0) for r in manche.rank[throws]])
        stop = reply[:, columns].T.copy()  # (56, B)
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
                 keep: bool = False):
    """The opener's partie chance for each state (a[i], b[i]), from the values in ``table``
    of the states a manche leads to. With ``keep``, also every intermediate table."""
    manche = _manche(rules)
    columns, _ = _opener_stops(rules)
    values = _outcome_values(rules, table, a, b)
    count = len(a)
    result = np.empty(count)
    width = max(len(c) for c in columns.values())
    step = max(1, _CHUNK // width)
    detail = None
    for start in range(0, count, step):
        rows = slice(start, min(count, start + step))
        follower = {}
        replies = {}
        for limit, ranks in columns.items():
            follower[limit] = _follower_solve(manche, limit, ranks, values, rows)
            first = first_throw() @ follower[limit][1].reshape(HAND_COUNT, -1)
            replies[limit] = first.reshape(follower[limit][1].shape[1:])
        terminal = _opener_terminal(rules, values, rows, replies)
        opener = _opener_solve(manche, terminal)
        result[rows] = first_throw() @ opener[1]
        if keep:
            detail = (values, follower, terminal, opener)
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
    out = _outcomes(rules)
    target = rules.target_score
    scores = np.arange(target)
    gains = np.where(out.win_ends, np.iinfo(np.int64).max, out.win_score - scores[:, None])
    smallest_gain = int(gains.min())
    if _manche(rules).decisive:
        ace_gain = np.where(out.ace_ends, np.iinfo(np.int64).max, out.ace_score - scores)
        smallest_gain = min(smallest_gain, int(ace_gain.min()))
    largest_loss = int((scores - out.lose_score[:, 1]).max())
    margin = smallest_gain - largest_loss
    if margin > 0:
        return "up"
    return "level" if margin == 0 else "down"


def _solve_table(rules: Rules, progress: Callable[[float], None] | None,
                 cancelled: Callable[[], bool] | None) -> tuple[np.ndarray, int]:
    target = rules.target_score
    table = np.full((target, target), 0.5)
    shape = _shape(rules)
    batches = _diagonals(target)
    sweeps = 0
    while True:
        sweeps += 1
        moved = 0.0
        for done, (a, b) in enumerate(batches):
            if cancelled is not None and cancelled():
                raise SolveCancelledError()
            while True:
                new = _solve_batch(rules, table, a, b)
                change = float(np.abs(new - table[a, b]).max())
                table[a, b] = new
                moved = max(moved, change)
                if shape == "up" or change <= TOLERANCE:
                    break
                if cancelled is not None and cancelled():
                    raise SolveCancelledError()
            if progress is not None:
                fraction = (done + 1) / len(batches)
                progress(fraction if shape != "down" else min(0.99, 1 - 0.5 ** sweeps
                                                              * (1 - fraction)))
        if shape != "down" or moved <= TOLERANCE:
            break
    if progress is not None:
        progress(1.0)
    return table, sweeps


# ----------------------------------------------------------------------------- the solution
@dataclass(frozen=True)
class PartieChoice:
    """One choice in a manche and the chooser's chance to win the partie after it."""

    keep: Keep  # all three dice kept means stop
    partie: float

    @property
    def stops(self) -> bool:
        return len(self.keep) == 3


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
        _, _, terminal, opener = self._manche_detail(mine, theirs)
        limit = manche.limit
        if manche.decisive and shown == (1, 1, 1):
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
            limit = opener_throws if manche.follow else manche.limit
        opener_dice = sort_dice(opener_dice)
        if manche.decisive and opener_dice == (1, 1, 1):
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
        if manche.decisive and shown == (1, 1, 1):
            limit = throws
        raw = options_at(shown, throws, limit, term, vals)
        return order_choices(_in_fixed_order(shown, [(k, float(v[0])) for k, v in raw]))

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
    def from_bytes(cls, data: bytes) -> PointsSolution:
        size = struct.calcsize("<8sIIIII")
        if len(data) < size:
            raise ValueError("not a points partie solution: too short")
        magic, version, length, rows, cols, sweeps = struct.unpack_from("<8sIIIII", data)
        if magic != FORMAT_MAGIC:
            raise ValueError("not a points partie solution")
        if version != FORMAT_VERSION:
            raise ValueError(f"points partie solution format {version}, expected "
                             f"{FORMAT_VERSION}")
        rules = rules_from_json(data[size:size + length].decode("utf-8"))
        body = data[size + length:]
        if len(body) != rows * cols * 8 or rows != rules.target_score or cols != rows:
            raise ValueError("points partie solution of the wrong size")
        table = np.frombuffer(body, dtype="<f8").reshape(rows, cols).astype(float)
        return cls(rules, table, sweeps)

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
