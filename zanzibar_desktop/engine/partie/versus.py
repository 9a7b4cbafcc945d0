"""The Master against the Expert, heads-up, exactly: what playing for the partie gains
over the Expert's own play, which ignores the score. Tests and benchmarks ask it (the
game never does): ``benchmarks/master_strength.py`` and the README's table of the
Master's strength.

Both players' policies are fixed (the Master plays the solution with its tie rule, the
Expert its own turn tables), so their partie is evaluated, not solved: by the solvers'
own backward induction over the same states, read from their insides (``points.py``,
``tokens.py``).

- :func:`points_versus_expert` — a points race: the Master's chance to win the partie in
  every state, the Master opening or the Expert (:class:`PointsVersusExpert`).
- :func:`tokens_versus_expert` — a token game: the Master's chance to lose the partie (pay
  the tournée), the Master opening the first manche or the Expert
  (:class:`TokensVersusExpert`); the décharge of each manche level is one linear system.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ..ai.expert import position_tables, race_tables
from ..hands import ALL_HANDS
from ..odds.combinatorics import HAND_COUNT, first_throw, keeps_of, transition_matrix
from ..odds.solver import options_at
from ..round_end import CHARGE, DECHARGE
from ..rules import Rules
from .points import (
    _ACES,
    _CHUNK,
    CHOICE_TIE,
    PointsSolution,
    _drive,
    _follower_solve,
    _follower_terminal,
    _Iteration,
    _Manche,
    _manche,
    _opener_stops,
    _outcome_values,
    _outcomes,
    _Values,
    solve_points,
)
from .tokens import (
    FOLLOWER_LOST,
    FOLLOWER_TOKENS,
    OPENER_LOST,
    OPENER_TOKENS,
    PHASE,
    POT,
    Cancelled,
    SolveCancelledError,
    TokensSolution,
    _charge_outcomes,
    _Dice,
    _dice,
    _Round,
    _round_outcomes,
    _solve_round,
    solve_tokens,
)


# ----------------------------------------------------------------------------- a points race
def _candidates(manche: _Manche, after: np.ndarray) -> np.ndarray:
    """(width, 56, ...): the expected value of each hand's rethrow choices, in
    ``keeps_of`` order (padded with the first), from the values after the next throw."""
    matrix = transition_matrix()
    expected = (matrix @ after.reshape(HAND_COUNT, -1)).reshape((-1,) + after.shape[1:])
    return np.stack([np.take(expected, manche.keep_pad[:, j], axis=0)
                     for j in range(manche.keep_pad.shape[1])])


def _turn_policy(manche: _Manche, stops: dict[int, np.ndarray], limit: int,
                 sign: float) -> dict[int, np.ndarray]:
    """The choices of a player who maximises (``sign`` 1) or minimises (-1) the values
    ``stops`` give to stopping, with the fixed tie rule: the first of stop then the keeps
    in order within ``CHOICE_TIE`` of the best. {n: (56, ...) ints}: 0 stops, j > 0 plays
    the hand's keep j (its place in ``keeps_of`` order, from 1)."""
    choices = {limit: np.zeros(stops[limit].shape, dtype=np.int8)}
    values = stops[limit]
    for throws in range(limit - 1, 0, -1):
        cands = sign * _candidates(manche, values)
        stop = sign * stops[throws]
        best = np.maximum(cands.max(axis=0), stop)
        first_keep = np.argmax(cands >= best - CHOICE_TIE, axis=0)
        choice = np.where(stop >= best - CHOICE_TIE, 0, first_keep + 1).astype(np.int8)
        if manche.decisive:
            choice[_ACES] = 0
        chosen = np.take_along_axis(cands, np.maximum(choice - 1, 0)[None].astype(np.int64),
                                    axis=0)[0]
        values = sign * np.where(choice == 0, stop, chosen)
        choices[throws] = choice
    return choices


def _evaluate(manche: _Manche, stops: dict[int, np.ndarray], choices: dict[int, np.ndarray],
              limit: int) -> np.ndarray:
    """The value before the first throw of playing ``choices`` on the stop values ``stops``."""
    values = stops[limit]
    for throws in range(limit - 1, 0, -1):
        cands = _candidates(manche, values)
        choice = choices[throws]
        chosen = np.take_along_axis(cands, np.maximum(choice - 1, 0)[None].astype(np.int64),
                                    axis=0)[0]
        values = np.where(choice == 0, stops[throws], chosen)
    return (first_throw() @ values.reshape(HAND_COUNT, -1)).reshape(values.shape[1:])


def _forward(manche: _Manche, choices: dict[int, np.ndarray], limit: int) -> dict[int, np.ndarray]:
    """{n: (56, C)}: the chance that a turn played by ``choices`` stops on each hand after n
    throws."""
    matrix = transition_matrix()
    columns = choices[limit].shape[1]
    now = np.repeat(first_throw()[:, None], columns, axis=1)
    final = {}
    for throws in range(1, limit + 1):
        choice = choices[throws] if throws < limit else np.zeros_like(choices[limit])
        final[throws] = np.where(choice == 0, now, 0.0)
        mass = np.zeros((matrix.shape[0], columns))
        for j in range(1, manche.keep_pad.shape[1] + 1):
            moving = np.where(choice == j, now, 0.0)
            np.add.at(mass, manche.keep_pad[:, j - 1], moving)
        now = matrix.T @ mass
    return final


def _expert_choices(rules: Rules, limit: int, beat_rank: int | None, later: int,
                    later_limit: int | None) -> dict[int, np.ndarray]:
    """The Expert's own choices (its turn tables and ``options_at``'s order: the first is
    what it plays) in every state of a turn, as {n: (56,) ints}."""
    manche = _manche(rules)
    terminal, values = race_tables(rules, limit, beat_rank, later, later_limit)
    choices = {limit: np.zeros(HAND_COUNT, dtype=np.int8)}
    for throws in range(1, limit):
        choice = np.zeros(HAND_COUNT, dtype=np.int8)
        for index, dice in enumerate(ALL_HANDS):
            keep = options_at(dice, throws, limit, terminal, values)[0][0]
            if len(keep) < 3 and not (manche.decisive and index == _ACES):
                order = [k for k in keeps_of(dice) if len(k) < 3]
                choice[index] = order.index(keep) + 1
        choices[throws] = choice
    return choices


@dataclass(frozen=True)
class _ExpertPlay:
    """The Expert's play, which ignores the score: as follower, for each limit and opener
    rank (the columns of ``_opener_stops``), the chance of each way the manche ends; as
    opener, the chance of stopping on each hand after n throws."""

    follower_wins: dict[int, np.ndarray]  # (C, keys): it beats the opener with that key
    follower_aces: dict[int, np.ndarray]  # (C,): its decisive zanzi d'as
    tie: dict[int, np.ndarray]  # (C,)
    opener_wins: dict[int, np.ndarray]  # (C,)
    opener_stops: dict[int, np.ndarray]  # {n: (56,)}


@lru_cache(maxsize=4)
def _expert_play(rules: Rules) -> _ExpertPlay:
    manche = _manche(rules)
    columns, _ = _opener_stops(rules)
    wins, aces, ties, loses = {}, {}, {}, {}
    for limit, ranks in columns.items():
        per_column = [_expert_choices(rules, limit, int(rank), 0, None) for rank in ranks]
        choices = {n: np.stack([c[n] for c in per_column], axis=1) for n in range(1, limit + 1)}
        final = _forward(manche, choices, limit)
        win = np.zeros((len(ranks), manche.keys))
        ace = np.zeros(len(ranks))
        tie = np.zeros(len(ranks))
        lose = np.zeros(len(ranks))
        for throws, chance in final.items():
            mine = manche.rank[throws]
            above = mine[:, None] > ranks[None, :]
            equal = mine[:, None] == ranks[None, :]
            if manche.decisive:
                ace += chance[_ACES]
                chance = chance.copy()
                chance[_ACES] = 0
                above[_ACES] = False
                equal[_ACES] = False
            for key in range(manche.keys):
                rows = manche.hand_key == key
                win[:, key] += (chance[rows] * above[rows]).sum(axis=0)
            tie += (chance * equal).sum(axis=0)
            lose += (chance * ~(above | equal)).sum(axis=0)
        wins[limit], aces[limit], ties[limit], loses[limit] = win, ace, tie, lose
    later_limit = rules.later_limit(True, manche.limit)
    opening = _expert_choices(rules, manche.limit, None, 1, later_limit)
    stops = _forward(manche, {n: c[:, None] for n, c in opening.items()}, manche.limit)
    return _ExpertPlay(wins, aces, ties, loses, {n: v[:, 0] for n, v in stops.items()})


def _master_values(rules: Rules, master: np.ndarray, expert: np.ndarray, a: np.ndarray,
                   b: np.ndarray, master_opens: bool) -> _Values:
    """The outcome values of a manche at (opener a, follower b) as the Master's chance to
    win the partie; ``master[m, e]``: the Master opens with m against e; ``expert[e, m]``:
    the Expert opens."""
    out = _outcomes(rules)
    manche = _manche(rules)

    def after(opener_won: bool, opener_score, follower_score, winner_next: bool):
        same = winner_next if opener_won else not winner_next
        master_next = master_opens == same
        if master_opens:
            m, e = opener_score, follower_score
        else:
            m, e = follower_score, opener_score
        return master[m, e] if master_next else expert[e, m]

    ends = out.win_ends[a]
    opener_won = np.where(ends, 1.0 if master_opens else 0.0, after(
        True, np.where(ends, 0, out.win_score[a]), out.lose_score[b, 1][:, None],
        out.next_winner[0]))
    f_ends = out.win_ends[b]
    follower_won = np.where(f_ends, 0.0 if master_opens else 1.0, after(
        False, out.lose_score[a, 1][:, None], np.where(f_ends, 0, out.win_score[b]),
        out.next_winner[1]))
    ace = manche.hand_key[_ACES]
    if manche.decisive:
        ends_o = out.ace_ends[a]
        opener_aces = np.where(ends_o, 1.0 if master_opens else 0.0, after(
            True, np.where(ends_o, 0, out.ace_score[a]), b, out.next_winner[2]))
        ends_f = out.ace_ends[b]
        follower_aces = np.where(ends_f, 0.0 if master_opens else 1.0, after(
            False, out.lose_score[a, 1], np.where(ends_f, 0, out.ace_score[b]),
            out.next_winner[1]))
    else:
        opener_aces, follower_aces = opener_won[:, ace], follower_won[:, ace]
    return _Values(opener_won, follower_won, 0.5 * (opener_won + follower_won), opener_aces,
                   follower_aces)


def _opener_stop_table(rules: Rules, per_column: dict[int, np.ndarray],
                       aces: np.ndarray) -> dict[int, np.ndarray]:
    """{n: (56, B)} from values per (limit, column) (B, C): each stop's column."""
    manche = _manche(rules)
    _, where = _opener_stops(rules)
    stops = {}
    for throws in range(1, manche.limit + 1):
        limit = rules.follower_limit(throws)
        columns = np.array([where[limit].get(int(r), 0) for r in manche.rank[throws]])
        stop = per_column[limit][:, columns].T.copy()
        if manche.decisive:
            stop[_ACES] = aces
        stops[throws] = stop
    return stops


@dataclass(frozen=True)
class PointsVersusExpert:
    """The partie-optimal player (the Master) against the Expert's own play, heads-up.

    ``master_opens[m, e]``: the Master's chance to win the partie when it opens a manche
    with m points against the Expert's e; ``expert_opens[e, m]``: when the Expert opens.
    ``first_manche``: at 0-0 before the first opener is known, each opening half the time
    (the highest die opens, or seats alternated from game to game)."""

    rules: Rules
    master_opens: np.ndarray
    expert_opens: np.ndarray

    @property
    def first_manche(self) -> float:
        return 0.5 * float(self.master_opens[0, 0]) + 0.5 * float(self.expert_opens[0, 0])


def points_versus_expert(rules: Rules, solution: PointsSolution | None = None,
                         progress: Callable[[float], None] | None = None,
                         cancelled: Callable[[], bool] | None = None) -> PointsVersusExpert:
    """The exact chance that the Master (playing ``solution``'s choices with the fixed tie
    rule) beats the Expert (its own turn tables, score ignored), by the same backward
    induction as the solution: the policies are fixed, so this evaluates them."""
    if solution is None:
        solution = solve_points(rules)
    table = solution.table
    manche = _manche(rules)
    columns, _ = _opener_stops(rules)
    expert = _expert_play(rules)
    target = rules.target_score
    master_opens = np.full((target, target), 0.5)
    expert_opens = np.full((target, target), 0.5)

    width = max(len(c) for c in columns.values())
    size = max(1, _CHUNK // width // 4)

    def step(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        return np.concatenate([chunk(a[i:i + size], b[i:i + size])
                               for i in range(0, len(a), size)])

    def chunk(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        rows = slice(0, len(a))
        # The Master opens with a against the Expert's b.
        values = _outcome_values(rules, table, a, b)
        replies = {}
        for limit, ranks in columns.items():
            solved = _follower_solve(manche, limit, ranks, values, rows)
            first = first_throw() @ solved[1].reshape(HAND_COUNT, -1)
            replies[limit] = first.reshape(solved[1].shape[1:])
        plays = _opener_stop_table(rules, replies, values.opener_aces)
        master_choices = _turn_policy(manche, plays, manche.limit, 1.0)
        mine = _master_values(rules, master_opens, expert_opens, a, b, master_opens=True)
        per_column = {}
        for limit, ranks in columns.items():
            keys = manche.rank_key[ranks]
            per_column[limit] = (mine.follower_wins @ expert.follower_wins[limit].T
                                 + mine.follower_aces[:, None] * expert.follower_aces[limit]
                                 + mine.tie[:, keys] * expert.tie[limit]
                                 + mine.opener_wins[:, keys] * expert.opener_wins[limit])
        stops = _opener_stop_table(rules, per_column, mine.opener_aces)
        new_master = _evaluate(manche, stops, master_choices, manche.limit)
        # The Expert opens with a against the Master's b.
        theirs = _master_values(rules, master_opens, expert_opens, a, b, master_opens=False)
        reply_values = {}
        for limit, ranks in columns.items():
            terminal = {n: _follower_terminal(manche, n, ranks, values, rows)
                        for n in range(1, limit + 1)}
            choices = _turn_policy(manche, terminal, limit, -1.0)
            evaluated = {n: _follower_terminal(manche, n, ranks, theirs, rows)
                         for n in range(1, limit + 1)}
            reply_values[limit] = _evaluate(manche, evaluated, choices, limit)
        stops = _opener_stop_table(rules, reply_values, theirs.opener_aces)
        new_expert = sum(expert.opener_stops[n] @ stops[n] for n in stops)
        change = np.maximum(np.abs(new_master - master_opens[a, b]),
                            np.abs(new_expert - expert_opens[a, b]))
        master_opens[a, b] = new_master
        expert_opens[a, b] = new_expert
        return change

    def read(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        return np.stack([master_opens[a, b], expert_opens[a, b]])

    def write(a: np.ndarray, b: np.ndarray, values: np.ndarray) -> None:
        master_opens[a, b], expert_opens[a, b] = values

    _drive(rules, _Iteration(step, read, write), progress, cancelled)
    return PointsVersusExpert(rules, master_opens, expert_opens)


# ----------------------------------------------------------------------------- a token game
@dataclass(frozen=True)
class TokensVersusExpert:
    """The Master (partie-optimal, playing the solution with its tie rule) against the
    Expert's own policy, heads-up, exactly: the chance that the **Master loses** the partie
    when it opens the first manche, when the Expert does, and on average over the opening
    throw (``first_opener`` "die-each"; under "first-seat" the seats decide it)."""

    master_opens: float
    expert_opens: float

    @property
    def either_opens(self) -> float:
        return (self.master_opens + self.expert_opens) / 2


def _expert_choice(terminal: dict[int, np.ndarray], values: dict[int, np.ndarray],
                   table: _Dice, limit: int) -> dict[int, np.ndarray]:
    """The Expert's choice at every (throws, hand) of a turn, as ``odds.solver.options_at``
    orders its options and the Expert plays the first: the largest value rounded to 12
    places, the first listed (stop, then keeps in ``keeps_of`` order) among equals."""
    choices = {limit: np.zeros(HAND_COUNT, dtype=np.int8)}
    for throws in range(1, limit):
        expected = np.append(table.matrix @ values[throws + 1][:, 0], -np.inf)
        candidates = np.concatenate([terminal[throws][:, [0]], expected[table.padded]], 1)
        choice = np.argmax(candidates, axis=1)
        # Where another choice comes within rounding of the best, round as options_at does.
        close = (candidates >= candidates.max(1, keepdims=True) - 1e-11).sum(1) > 1
        for hand in np.flatnonzero(close):
            rounded = [round(float(v), 12) if np.isfinite(v) else -np.inf
                       for v in candidates[hand]]
            choice[hand] = rounded.index(max(rounded))
        choices[throws] = choice.astype(np.int8)
    return choices


def _expert_decharge_choices(rules: Rules, table: _Dice, keys: np.ndarray, rows: np.ndarray):
    """The Expert's décharge choices for the states ``rows``: as the round's opener (S, 56)
    for each throw count, and as its follower (S, 56 opener hands, 56 own) for each opener's
    throws and its own, read from the Expert's own tables (``ai.expert.position_tables``)."""
    limit = rules.max_throws
    later_limit = rules.later_limit(True, limit)
    opener = {n: np.zeros((len(rows), HAND_COUNT), dtype=np.int8) for n in range(1, limit + 1)}
    follower = {n: {m: np.zeros((len(rows), HAND_COUNT, HAND_COUNT), dtype=np.int8)
                    for m in range(1, rules.follower_limit(n) + 1)}
                for n in range(1, limit + 1)}
    seen_opener: dict[int, dict] = {}
    seen_follower: dict[tuple[int, int, int, int], dict] = {}
    for at, row in enumerate(rows.tolist()):
        mine, theirs = int(keys[row, OPENER_TOKENS]), int(keys[row, FOLLOWER_TOKENS])
        if mine not in seen_opener:
            terminal, values = position_tables(rules, DECHARGE, limit, None, None, 0, mine, 1,
                                               later_limit)
            seen_opener[mine] = _expert_choice(terminal, values, table, limit)
        for n, choice in seen_opener[mine].items():
            opener[n][at] = choice
        for n in range(1, limit + 1):
            reply = rules.follower_limit(n)
            for hand, dice in enumerate(ALL_HANDS):
                key = (mine, theirs, n, hand)
                if key not in seen_follower:
                    terminal, values = position_tables(rules, DECHARGE, reply, (dice, n),
                                                       (dice, n), mine, theirs, 0, reply)
                    seen_follower[key] = _expert_choice(terminal, values, table, reply)
                for m, choice in seen_follower[key].items():
                    follower[n][m][at, hand] = choice
    return opener, follower


def tokens_versus_expert(rules: Rules, solution: TokensSolution | None = None,
                         cancelled: Cancelled = None) -> TokensVersusExpert:
    """The exact chance that the Master loses the partie against the Expert heads-up, by the
    same backward induction: both policies fixed, the décharge of each manche level solved
    as one linear system, the charge by its falling pot."""
    solution = solve_tokens(rules, cancelled=cancelled) if solution is None else solution
    table = _dice(rules)
    master = _against(solution, lambda rows, _: _expert_decharge_choices(
        rules, table, solution.keys, rows), cancelled)
    start = solution.index[solution.key(CHARGE, (0, 0), rules.tokens, (0, 0), True)]
    return TokensVersusExpert(float(master[start, 0]), float(master[start, 1]))


def _against(solution: TokensSolution, opponent: Callable[[np.ndarray, _Round], tuple],
             cancelled: Cancelled = None) -> np.ndarray:
    """For every state, the chance that the Master loses the partie against a fixed
    décharge policy (``opponent(rows, master_round)``: its choices as opener and as follower
    in those states), the Master opening the round (column 0) or not (column 1)."""
    rules = solution.rules
    table = _dice(rules)
    keys, following, flipped, lost = (solution.keys, solution.following, solution.flipped,
                                      solution.lost)
    charge = _charge_outcomes(table)
    # master[row, r]: the chance the Master loses, r = 0 when the Master opens the round.
    master = np.full((len(keys), 2), np.nan)
    pairs = sorted({tuple(sorted((a, b))) for a in range(rules.manches_to_lose)
                    for b in range(rules.manches_to_lose)}, key=lambda pair: (-sum(pair), pair))
    opens = np.array([0, 1])

    def outcome_constants(rows: np.ndarray, inner: np.ndarray | None):
        """For each (row, r, side, worth): the known chance the Master loses (NaN where
        the outcome leads inside ``inner``) and where it leads (row, r)."""
        nxt, flip = following[rows], flipped[rows]
        # lost: this round's opener loses; the Master is the opener when r = 0.
        ended = np.where(opens[None, :, None, None] == 0, lost[rows][:, None],
                         1.0 - lost[rows][:, None])
        turn = opens[None, :, None, None] ^ flip[:, None].astype(int)
        later = master[np.maximum(nxt, 0)[:, None], turn]
        known = np.where(nxt[:, None] < 0, ended, later)
        if inner is not None:
            known = np.where((nxt[:, None] >= 0) & inner[np.maximum(nxt, 0)][:, None],
                             np.nan, known)
        return known, np.broadcast_to(np.maximum(nxt, 0)[:, None], turn.shape), turn

    for pair in pairs:
        if cancelled is not None and cancelled():
            raise SolveCancelledError
        level = np.isin(keys[:, OPENER_LOST], pair) & np.isin(keys[:, FOLLOWER_LOST], pair) & (
            keys[:, OPENER_LOST] + keys[:, FOLLOWER_LOST] == sum(pair))
        rows = np.flatnonzero(level & (keys[:, PHASE] == 1))
        inner = np.zeros(len(keys), dtype=bool)
        inner[rows] = True
        lose_if_opener, lose_if_follower = solution._outcome_values(rows)
        best = _solve_round(rules, table, lose_if_opener, lose_if_follower)
        expert_opener, expert_follower = opponent(rows, best)
        outcomes = np.stack([
            _round_outcomes(rules, table, best.opener_choices, expert_follower, len(rows)),
            _round_outcomes(rules, table, expert_opener, best.follower_choices, len(rows))],
            axis=1)  # (S, r, side, worth)
        known, target_row, turn = outcome_constants(rows, inner)
        count = len(rows)
        position = np.full(len(keys), -1)
        position[rows] = np.arange(count)
        unknown = np.arange(2 * count).reshape(count, 2)  # (row, r) -> unknown
        system = np.eye(2 * count)
        inside = np.isnan(known)
        weights = np.where(inside, outcomes, 0.0)
        here = np.broadcast_to(unknown[:, :, None, None], outcomes.shape)
        there = position[target_row] * 2 + turn
        np.add.at(system, (here[inside], there[inside]), -weights[inside])
        constant = np.where(inside, 0.0, outcomes * np.nan_to_num(known)).sum((2, 3))
        master[rows] = np.linalg.solve(system, constant.reshape(-1)).reshape(count, 2)
        charge_rows = np.flatnonzero(level & (keys[:, PHASE] == 0))
        for pot in sorted(set(keys[charge_rows, POT].tolist())):
            at = charge_rows[keys[charge_rows, POT] == pot]
            known, _, _ = outcome_constants(at, None)
            if np.isnan(known).any():
                raise AssertionError("a charge leads to a state not solved yet")
            master[at] = (known * charge[None, None]).sum((2, 3))
    return master
