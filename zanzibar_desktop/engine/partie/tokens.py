"""The exact heads-up partie of a token game (421, and Zanzibar played with tokens).

**What is solved.** Two players; a partie is manches of a charge (one throw each, the pot
shared out as ``charge_rule`` says) then a décharge (each round the strongest hand gives its
worth to the weakest), lost by the first player to lose ``manches_to_lose`` manches. Every
value is **the probability that the player who opens the round loses the partie**, both
players playing to lose the partie as seldom as they can (a zero-sum game: the other player's
chance is one minus it). A round-start state is

    (phase, opener's tokens, follower's tokens, pot, opener's manches lost,
     follower's manches lost, whether the opener also opened the manche)

the last only under ``next_opener`` "in-turn", where the next manche's opener depends on it
(otherwise it is always 0). Nothing else the game carries changes the future heads-up: the
round number, the sauvé order and the scores do not.

**One source of truth.** Hands, their strengths under the tie rule and their worth in tokens
come from ``engine.hands`` through ``odds.solver.strengths``; what a round's end does (tokens
moved, the charge reading, sauvé, the manche lost, the décharge opener, the next opener, the
partie lost) is asked of ``round_end.end_of_round`` itself, once for every state, who was
strongest and each worth of token a hand can have; the dice transitions are
``odds.combinatorics``'.

**How.** Manches lost only grow, so the manche levels are solved from the last one back.
Within a level the charge has no choice and its pot only falls; the décharge can go either
way for ever, so its states are solved together to a fixed point: a round is solved as a
game (the opener chooses knowing the follower replies to its final hand and throws, under
``throw_limit``), the joint policy is evaluated exactly by a linear solve, and the two steps
alternate until one more round changes no value by more than 1e-12 (value iteration takes
over if that ever stalls; a solve that does not reach 1e-10 raises, it never returns an
approximate table). Equal hands tie into a rampo (throw-off) that each player wins half the
time, by symmetry, whatever the state.

**Choices within 1e-9** of the best are broken by a fixed rule, the order in which
``odds.solver.options_at`` lists them: stopping first, then the keeps in ``keeps_of`` order
(fewest dice kept first). The values themselves are exact optima, not the tie-broken play.
"""

import json
import struct
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ..events import Played
from ..families import TOKENS
from ..hands import ALL_HANDS, Dice, evaluate, sort_dice, token_value
from ..odds.combinatorics import (
    HAND_COUNT,
    HAND_INDEX,
    KEEP_INDEX,
    REROLL_KEEPS,
    Keep,
    first_throw,
    hand_keep_rows,
    transition_matrix,
)
from ..odds.solver import strengths
from ..round_end import CHARGE, DECHARGE, RoundFacts, end_of_round
from ..rules import Rules, rules_from_json

FORMAT = b"ZZ-TOKENS-PARTIE"
FORMAT_VERSION = 1
TIE_TOLERANCE = 1e-9  # choices this close to the best are tied; see the module docstring
_FIXED_POINT = 1e-12  # stop when one more round moves no value by more than this
_REFUSE = 1e-10  # a décharge that cannot be brought this close to its fixed point is refused
_MAX_STEPS = 400

Progress = Callable[[float], None] | None
Cancelled = Callable[[], bool] | None

# Columns of the state keys.
PHASE, OPENER_TOKENS, FOLLOWER_TOKENS, POT, OPENER_LOST, FOLLOWER_LOST, OPENED_MANCHE = range(7)
_PHASES = (CHARGE, DECHARGE)


class SolveCancelled(Exception):
    """The caller asked the solve to stop (``cancelled()`` returned true)."""


class NotSolvable(ValueError):
    """These rules are not a heads-up token game this solver handles."""


@dataclass(frozen=True)
class TokensOption:
    """One choice in a décharge turn: the dice kept (all three: stop) and the chance that the
    player choosing loses the partie, play being partie-optimal on both sides afterwards."""

    keep: Keep
    lose_partie: float

    @property
    def stops(self) -> bool:
        return len(self.keep) == 3


# ---------------------------------------------------------------------------- dice tables
@dataclass(frozen=True)
class _Dice:
    """The rules' hands as arrays: strength ranks, worth classes, keep rows."""

    rank: np.ndarray  # (4, 56): rank[n][h] for n = 1..3 throws
    worths: tuple[int, ...]  # the distinct token worths, ascending
    worth_index: np.ndarray  # (56,) index into worths
    representative: tuple[Dice, ...]  # one hand of each worth
    matrix: np.ndarray  # (28, 56)
    padded: np.ndarray  # (56, 7) keep rows, 28 = none
    first: np.ndarray  # (56,)


@lru_cache(maxsize=16)
def _dice(rules: Rules) -> _Dice:
    worth = [token_value(evaluate(dice, rules), rules) for dice in ALL_HANDS]
    worths = tuple(sorted(set(worth)))
    representative = tuple(ALL_HANDS[worth.index(value)] for value in worths)
    rows = hand_keep_rows()
    width = max(len(row) for row in rows)
    padded = np.array([list(row) + [len(REROLL_KEEPS)] * (width - len(row)) for row in rows])
    return _Dice(strengths(rules).rank, worths,
                 np.array([worths.index(value) for value in worth]), representative,
                 transition_matrix(), padded, first_throw())


def _check(rules: Rules) -> None:
    if rules.scoring != TOKENS:
        raise NotSolvable("the token solver needs a game scored with tokens (charge and "
                          "décharge); points races are engine.partie.points'")


# ---------------------------------------------------------------------------- states
def _state_keys(rules: Rules) -> np.ndarray:
    total, lose = rules.tokens, rules.manches_to_lose
    bits = (0, 1) if rules.next_opener == "in-turn" else (0,)
    keys = []
    for mine in range(lose):
        for theirs in range(lose):
            for bit in bits:
                for opener in range(total):
                    for follower in range(total - opener):
                        keys.append((0, opener, follower, total - opener - follower,
                                     mine, theirs, bit))
                for opener in range(1, total):
                    keys.append((1, opener, total - opener, 0, mine, theirs, bit))
    return np.array(keys, dtype=np.int64)


def _transitions(rules: Rules, keys: np.ndarray, index: dict[tuple[int, ...], int]):
    """For every state and outcome (who is strongest: 0 opener, 1 follower; the worth class
    of the strongest hand): the next state's index (-1: the partie is over), whether its
    opener is this round's follower, and the partie lost by this round's opener (when over).
    Asked of ``round_end.end_of_round``, the game's own rule."""
    table = _dice(rules)
    hands = [evaluate(dice, rules) for dice in table.representative]
    count, worths = len(keys), len(table.worths)
    following = np.full((count, 2, worths), -1, dtype=np.int64)
    flipped = np.zeros((count, 2, worths), dtype=bool)
    lost = np.zeros((count, 2, worths))
    in_turn = rules.next_opener == "in-turn"
    for row, key in enumerate(keys.tolist()):
        phase, opener_tokens, follower_tokens, pot, opener_lost, follower_lost, bit = key
        for side in (0, 1):
            for worth, hand in enumerate(hands):
                outcome = end_of_round(RoundFacts(
                    rules=rules, manche=1, round=1, phase=_PHASES[phase], scores=(0, 0),
                    tokens=(opener_tokens, follower_tokens), pot=pot,
                    manches_lost=(opener_lost, follower_lost), out=(False, False),
                    saved_order=(), manche_opener=0 if bit or not in_turn else 1,
                    round_opener=0, strongest=Played(side, hand, 1), weakest=1 - side,
                    everyone_played=True, decisive=False, ranking=(), throw_offs=()))
                if outcome.game_end is not None:
                    lost[row, side, worth] = 1.0 if outcome.game_end.loser == 0 else 0.0
                    continue
                nxt = outcome.next_round
                assert nxt is not None
                seat = nxt.opener
                other = 1 - seat
                new_key = (_PHASES.index(nxt.phase), nxt.tokens[seat], nxt.tokens[other],
                           nxt.pot, outcome.manches_lost[seat], outcome.manches_lost[other],
                           int(in_turn and nxt.manche_opener == seat))
                following[row, side, worth] = index[new_key]
                flipped[row, side, worth] = seat == 1
    return following, flipped, lost


def _charge_outcomes(table: _Dice) -> np.ndarray:
    """The outcome distribution of a charge round (one throw each, no choice): (2, worths);
    a rampo (equal strengths) is won by either player half the time."""
    one = table.rank[1]
    first = table.first
    weights = first[:, None] * first[None, :]  # opener's hand, follower's hand
    outcomes = np.zeros((2, len(table.worths)))
    worth = table.worth_index
    for opener in range(HAND_COUNT):
        for follower in range(HAND_COUNT):
            chance = weights[opener, follower]
            if one[opener] > one[follower]:
                outcomes[0, worth[opener]] += chance
            elif one[opener] < one[follower]:
                outcomes[1, worth[follower]] += chance
            else:
                outcomes[0, worth[opener]] += chance / 2
                outcomes[1, worth[follower]] += chance / 2
    return outcomes


# ---------------------------------------------------------------------------- a décharge round
def _follower_limit(rules: Rules, opener_throws: int) -> int:
    return opener_throws if rules.throw_limit == "follow-opener" else rules.max_throws


def _follower_stops(table: _Dice, opener_throws: int, follower_throws: int,
                    lose_if_opener: np.ndarray, lose_if_follower: np.ndarray) -> np.ndarray:
    """The opener's chance to lose the partie when the follower stops: (S, 56 opener hands,
    56 follower hands), from the outcome values (S, worths) of each side being strongest."""
    mine = table.rank[opener_throws][:, None]
    theirs = table.rank[follower_throws][None, :]
    opener_strong = lose_if_opener[:, table.worth_index][:, :, None]
    follower_strong = lose_if_follower[:, table.worth_index][:, None, :]
    return np.where(theirs > mine, follower_strong,
                    np.where(theirs < mine, opener_strong,
                             (opener_strong + follower_strong) / 2))


def _backward(table: _Dice, stops: dict[int, np.ndarray], limit: int, maximise: bool,
              tolerance: float = TIE_TOLERANCE) -> tuple[dict[int, np.ndarray],
                                                         dict[int, np.ndarray]]:
    """Optimal values of a turn (stops[n]: (..., 56)) for every state, and each state's
    choice (0 stop, j: the j-th keep row of the hand): the first within ``tolerance`` of the
    best (0: the first exactly best)."""
    values = {limit: stops[limit]}
    choices = {limit: np.zeros(stops[limit].shape, dtype=np.int8)}
    worst = -np.inf if maximise else np.inf
    for throws in range(limit - 1, 0, -1):
        expected = values[throws + 1] @ table.matrix.T  # (..., 28)
        expected = np.concatenate([expected, np.full(expected.shape[:-1] + (1,), worst)], -1)
        candidates = np.concatenate([stops[throws][..., None], expected[..., table.padded]], -1)
        best = candidates.max(-1) if maximise else candidates.min(-1)
        values[throws] = best
        near = (candidates >= best[..., None] - tolerance) if maximise else (
            candidates <= best[..., None] + tolerance)
        choices[throws] = np.argmax(near, axis=-1).astype(np.int8)
    return values, choices


@dataclass
class _Round:
    """A décharge round solved for a batch of states."""

    value: np.ndarray  # (S,) the opener's chance to lose the partie
    opener_values: dict[int, np.ndarray]  # n -> (S, 56)
    opener_stops: dict[int, np.ndarray]  # n -> (S, 56): the follower's reply value
    opener_choices: dict[int, np.ndarray]  # n -> (S, 56)
    follower: dict[int, tuple]  # opener's throws -> (stops, values) of the follower
    follower_choices: dict[int, dict[int, np.ndarray]]  # n_o -> n_f -> (S, 56, 56)


def _solve_round(rules: Rules, table: _Dice, lose_if_opener: np.ndarray,
                 lose_if_follower: np.ndarray, tolerance: float = TIE_TOLERANCE) -> _Round:
    """A décharge round for a batch of states, from the opener's chance to lose the partie
    after each outcome (S, worths): the opener strongest, or the follower."""
    limit = rules.max_throws
    opener_stops, follower, follower_choices = {}, {}, {}
    for opener_throws in range(1, limit + 1):
        reply = _follower_limit(rules, opener_throws)
        stops = {n: _follower_stops(table, opener_throws, n, lose_if_opener, lose_if_follower)
                 for n in range(1, reply + 1)}
        values, choices = _backward(table, stops, reply, True, tolerance)
        opener_stops[opener_throws] = values[1] @ table.first  # (S, 56 opener hands)
        follower[opener_throws] = (stops, values)
        follower_choices[opener_throws] = choices
    opener_values, opener_choices = _backward(table, opener_stops, limit, False, tolerance)
    return _Round(opener_values[1] @ table.first, opener_values, opener_stops, opener_choices,
                  follower, follower_choices)


def _forward(table: _Dice, choices: dict[int, np.ndarray], limit: int,
             shape: tuple[int, ...]) -> dict[int, np.ndarray]:
    """Where a turn ends under a fixed policy: for each n, the chance (shape + (56,)) of
    stopping with each hand after n throws."""
    dist = np.broadcast_to(table.first, shape + (HAND_COUNT,)).copy()
    ends = {}
    rows = len(REROLL_KEEPS) + 1
    for throws in range(1, limit + 1):
        choice = choices[throws]
        stop = choice == 0
        ends[throws] = np.where(stop, dist, 0.0)
        if throws == limit:
            break
        row = np.where(stop, len(REROLL_KEEPS),
                       table.padded[np.arange(HAND_COUNT), np.maximum(choice, 1) - 1])
        flat = dist.reshape(-1, HAND_COUNT)
        offsets = (np.arange(flat.shape[0]) * rows)[:, None]
        mass = np.bincount((row.reshape(-1, HAND_COUNT) + offsets).ravel(),
                           weights=np.where(stop, 0.0, dist).reshape(-1),
                           minlength=flat.shape[0] * rows).reshape(flat.shape[0], rows)
        dist = (mass[:, :-1] @ table.matrix).reshape(shape + (HAND_COUNT,))
    return ends


def _round_outcomes(rules: Rules, table: _Dice, opener_choices: dict[int, np.ndarray],
                    follower_choices: dict[int, dict[int, np.ndarray]], states: int) -> np.ndarray:
    """The outcome distribution (S, 2, worths) of a décharge round under fixed choices:
    ``opener_choices[n]`` (S, 56), ``follower_choices[n_o][n_f]`` (S, 56 opener, 56 own)."""
    limit = rules.max_throws
    worths = len(table.worths)
    onehot = np.eye(worths)[table.worth_index]  # (56, worths)
    outcomes = np.zeros((states, 2, worths))
    opener_ends = _forward(table, opener_choices, limit, (states,))
    for opener_throws in range(1, limit + 1):
        reply = _follower_limit(rules, opener_throws)
        follower_ends = _forward(table, follower_choices[opener_throws], reply,
                                 (states, HAND_COUNT))
        mine = table.rank[opener_throws][:, None]
        for throws in range(1, reply + 1):
            weight = opener_ends[opener_throws][:, :, None] * follower_ends[throws]
            theirs = table.rank[throws][None, :]
            above = (theirs > mine) + 0.5 * (theirs == mine)
            below = (theirs < mine) + 0.5 * (theirs == mine)
            outcomes[:, 1] += (weight * above).sum(1) @ onehot
            outcomes[:, 0] += (weight * below).sum(2) @ onehot
    return outcomes


def _best_first(choices: list[tuple[Keep, float]]) -> list[TokensOption]:
    """Lowest chance to lose first; every choice within 1e-9 of the best counts as the best
    and keeps its listed order (stop, then keeps_of order), the others follow by value."""
    best = min(value for _, value in choices)
    ordered = sorted(range(len(choices)), key=lambda i: (
        (0, 0.0, i) if choices[i][1] <= best + TIE_TOLERANCE else (1, choices[i][1], i)))
    return [TokensOption(choices[i][0], choices[i][1]) for i in ordered]


# ---------------------------------------------------------------------------- the solution
class TokensSolution:
    """The solved heads-up partie: every round-start value, and what a décharge position
    needs to value each choice (solved again for that one state on demand, in a few ms).

    Values are the chance that the player concerned **loses** the partie."""

    def __init__(self, rules: Rules, keys: np.ndarray, values: np.ndarray,
                 following: np.ndarray, flipped: np.ndarray, lost: np.ndarray,
                 residual: float):
        self.rules = rules
        self.keys = keys
        self.values = values
        self.following = following
        self.flipped = flipped
        self.lost = lost
        self.residual = residual  # the largest change one more round makes to any value
        self.index = {tuple(key): row for row, key in enumerate(keys.tolist())}
        self._rounds: dict[int, _Round] = {}

    # -- states
    def key(self, phase: str, tokens: tuple[int, int], pot: int, manches_lost: tuple[int, int],
            opened_manche: bool = True) -> tuple[int, ...]:
        """The state key of a round about to start; ``tokens`` and ``manches_lost`` are
        (the round's opener's, the other player's); ``opened_manche``: whether the opener
        also opened the manche (it matters only under ``next_opener`` "in-turn")."""
        bit = int(opened_manche) if self.rules.next_opener == "in-turn" else 0
        return (_PHASES.index(phase), tokens[0], tokens[1], pot, manches_lost[0],
                manches_lost[1], bit)

    def round_start(self, phase: str, tokens: tuple[int, int], pot: int,
                    manches_lost: tuple[int, int], opened_manche: bool = True) -> float:
        """The chance that the round's opener loses the partie, before the round."""
        return float(self.values[self.index[self.key(phase, tokens, pot, manches_lost,
                                                     opened_manche)]])

    def manche_start(self, manches_lost: tuple[int, int]) -> float:
        """The chance that the manche's opener loses the partie, before its first charge."""
        return self.round_start(CHARGE, (0, 0), self.rules.tokens, manches_lost, True)

    def partie_start(self) -> float:
        """The chance that the first opener loses the partie."""
        return self.manche_start((0, 0))

    def _outcome_values(self, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        nxt, flip, lost = self.following[rows], self.flipped[rows], self.lost[rows]
        later = self.values[np.maximum(nxt, 0)]
        lose = np.where(nxt < 0, lost, np.where(flip, 1.0 - later, later))
        return lose[:, 0], lose[:, 1]

    def _round(self, row: int) -> _Round:
        solved = self._rounds.get(row)
        if solved is None:
            if len(self._rounds) > 64:
                self._rounds.clear()
            lose_if_opener, lose_if_follower = self._outcome_values(np.array([row]))
            solved = _solve_round(self.rules, _dice(self.rules), lose_if_opener,
                                  lose_if_follower)
            self._rounds[row] = solved
        return solved

    # -- choices
    def options_at(self, tokens: tuple[int, int], manches_lost: tuple[int, int],
                   dice: tuple[int, int, int], throws_used: int,
                   opener_final: tuple[tuple[int, int, int], int] | None = None,
                   opened_manche: bool = True) -> list[TokensOption]:
        """Every choice of a décharge turn, best first, with the chance that the player
        choosing loses the partie. ``tokens`` and ``manches_lost`` are (the round's opener's,
        the follower's); ``opener_final`` is None for the opener, else the opener's final
        dice and throws (the follower's turn). The limit follows from the rules (the opener:
        ``max_throws``; the follower: as ``throw_limit`` says)."""
        rules, table = self.rules, _dice(self.rules)
        row = self.index[self.key(DECHARGE, tokens, 0, manches_lost, opened_manche)]
        solved = self._round(row)
        hand = HAND_INDEX[sort_dice(dice)]
        if opener_final is None:
            limit, stops, values, sign = rules.max_throws, solved.opener_stops, \
                solved.opener_values, 1.0
            stop_value = stops[throws_used][0, hand]
            after = values.get(throws_used + 1)
            after = None if after is None else after[0]
        else:
            final, final_throws = opener_final
            limit = _follower_limit(rules, final_throws)
            stops, values = solved.follower[final_throws]
            opened = HAND_INDEX[sort_dice(final)]
            stop_value = stops[throws_used][0, opened, hand]
            after = values.get(throws_used + 1)
            after = None if after is None else after[0, opened]
            sign = -1.0  # the follower's chance to lose is one minus the opener's
        if not 1 <= throws_used <= limit:
            raise ValueError(f"{throws_used} throws used; this turn allows 1 to {limit}")
        choices = [(sort_dice(dice), float(stop_value))]
        if throws_used < limit:
            expected = table.matrix @ after
            for position in table.padded[hand]:
                if position < len(REROLL_KEEPS):
                    choices.append((REROLL_KEEPS[position], float(expected[position])))
        if sign < 0:
            choices = [(keep, 1.0 - value) for keep, value in choices]
        return _best_first(choices)

    def best_keep(self, *args, **kwargs) -> Keep:
        """The Master's choice (arguments as :meth:`options_at`): the first of the options."""
        return self.options_at(*args, **kwargs)[0].keep

    # -- storage
    def to_bytes(self) -> bytes:
        """The solution as bytes for a disk cache: a header (format, version, the rules,
        each array's dtype and shape) then the arrays."""
        arrays = {"keys": self.keys.astype(np.int16), "values": self.values,
                  "following": self.following.astype(np.int32), "flipped": self.flipped,
                  "lost": self.lost.astype(np.int8)}
        header = {"version": FORMAT_VERSION, "rules": self.rules.to_json(),
                  "residual": self.residual,
                  "arrays": [[name, array.dtype.str, list(array.shape)]
                             for name, array in arrays.items()]}
        head = json.dumps(header).encode()
        body = b"".join(np.ascontiguousarray(array).tobytes() for array in arrays.values())
        return FORMAT + struct.pack("<I", len(head)) + head + body

    @classmethod
    def from_bytes(cls, data: bytes, rules: Rules | None = None) -> "TokensSolution":
        """A solution read back; ValueError if the bytes are not one of this format's version
        (or, given ``rules``, were solved for other rules): the cache then solves again."""
        if not data.startswith(FORMAT) or len(data) < len(FORMAT) + 4:
            raise ValueError("not a token partie solution")
        (length,) = struct.unpack_from("<I", data, len(FORMAT))
        start = len(FORMAT) + 4
        try:
            header = json.loads(data[start:start + length])
        except ValueError:
            raise ValueError("the solution's header cannot be read") from None
        if header.get("version") != FORMAT_VERSION:
            raise ValueError(f"solution format {header.get('version')}, not {FORMAT_VERSION}")
        solved_rules = rules_from_json(header["rules"])
        if rules is not None and solved_rules.options() != rules.options():
            raise ValueError("the solution was made for other rules")
        offset, arrays = start + length, {}
        for name, dtype, shape in header["arrays"]:
            size = int(np.prod(shape)) * np.dtype(dtype).itemsize
            if offset + size > len(data):
                raise ValueError("the solution is cut short")
            arrays[name] = np.frombuffer(data, dtype=dtype, count=int(np.prod(shape)),
                                         offset=offset).reshape(shape).copy()
            offset += size
        if offset != len(data):
            raise ValueError("the solution has bytes after its arrays")
        return cls(rules or solved_rules, arrays["keys"].astype(np.int64), arrays["values"],
                   arrays["following"].astype(np.int64), arrays["flipped"],
                   arrays["lost"].astype(float), float(header["residual"]))

    @property
    def nbytes(self) -> int:
        """The size of the arrays held (what the cache stores, less a small header)."""
        return sum(array.nbytes for array in (self.keys, self.values, self.following,
                                              self.flipped, self.lost))


# ---------------------------------------------------------------------------- the solve
def _decharge_fixed_point(rules: Rules, table: _Dice, rows: np.ndarray, values: np.ndarray,
                          following: np.ndarray, flipped: np.ndarray, lost: np.ndarray,
                          cancelled: Cancelled) -> tuple[np.ndarray, float]:
    """The décharge states ``rows`` of one manche level (both players' orientations), whose
    rounds lead among themselves or to states already in ``values``: solved together.
    Policy iteration (each joint policy evaluated by a linear solve), with value iteration
    steps whenever it stops gaining."""
    count = len(rows)
    position = np.full(len(values), -1)
    position[rows] = np.arange(count)
    nxt, flip, lst = following[rows], flipped[rows], lost[rows]
    inside = (nxt >= 0) & (position[np.maximum(nxt, 0)] >= 0)
    known = values[np.maximum(nxt, 0)]
    const = np.where(nxt < 0, lst, np.where(flip, 1.0 - known, known))
    if np.isnan(const[~inside]).any():
        raise AssertionError("a décharge leads to a state not solved yet")
    target = position[np.maximum(nxt, 0)]
    inner_const = np.where(inside, flip.astype(float), const)
    inner_sign = np.where(inside, np.where(flip, -1.0, 1.0), 0.0)

    def outcome_values(current: np.ndarray) -> np.ndarray:
        return inner_const + inner_sign * current[np.maximum(target, 0)]

    current = np.full(count, 0.5)
    previous = np.inf
    for _ in range(_MAX_STEPS):
        if cancelled is not None and cancelled():
            raise SolveCancelled
        lose = outcome_values(current)
        solved = _solve_round(rules, table, lose[:, 0], lose[:, 1], tolerance=0.0)
        residual = float(np.abs(solved.value - current).max())
        if residual <= _FIXED_POINT:
            return solved.value, residual
        if residual >= previous:  # policy iteration stalled: plain value iteration
            current, previous = solved.value, residual
            continue
        previous = residual
        outcomes = _round_outcomes(rules, table, solved.opener_choices,
                                   solved.follower_choices, count)
        system = np.eye(count)
        rows_at = np.repeat(np.arange(count), outcomes[0].size)
        np.add.at(system, (rows_at, np.maximum(target, 0).reshape(-1)),
                  -(outcomes * inner_sign).reshape(-1))
        current = np.linalg.solve(system, (outcomes * inner_const).sum((1, 2)))
    lose = outcome_values(current)
    residual = float(np.abs(_solve_round(rules, table, lose[:, 0], lose[:, 1], 0.0).value
                            - current).max())
    if residual > _REFUSE:
        raise NotSolvable(f"the décharge did not settle to a fixed point (residual {residual:.1e})")
    return current, residual


def solve_tokens(rules: Rules, progress: Progress = None,
                 cancelled: Cancelled = None) -> TokensSolution:
    """Solve the heads-up partie of a token game exactly (see the module docstring).
    ``progress(fraction)`` is told how far it has gone; ``cancelled()`` is asked often and
    stops the solve (:class:`SolveCancelled`) when it returns true."""
    _check(rules)
    table = _dice(rules)
    keys = _state_keys(rules)
    index = {tuple(key): row for row, key in enumerate(keys.tolist())}
    if progress is not None:
        progress(0.0)
    following, flipped, lost = _transitions(rules, keys, index)
    charge = _charge_outcomes(table)
    values = np.full(len(keys), np.nan)
    lose = rules.manches_to_lose
    pairs = sorted({tuple(sorted((a, b))) for a in range(lose) for b in range(lose)},
                   key=lambda pair: (-sum(pair), pair))
    residual = 0.0
    for done, pair in enumerate(pairs):
        level = np.isin(keys[:, OPENER_LOST], pair) & np.isin(keys[:, FOLLOWER_LOST], pair) & (
            keys[:, OPENER_LOST] + keys[:, FOLLOWER_LOST] == sum(pair))
        rows = np.flatnonzero(level & (keys[:, PHASE] == 1))
        values[rows], found = _decharge_fixed_point(rules, table, rows, values, following,
                                                    flipped, lost, cancelled)
        residual = max(residual, found)
        charge_rows = np.flatnonzero(level & (keys[:, PHASE] == 0))
        for pot in sorted(set(keys[charge_rows, POT].tolist())):
            at = charge_rows[keys[charge_rows, POT] == pot]
            nxt = following[at]
            later = values[np.maximum(nxt, 0)]
            outcome = np.where(nxt < 0, lost[at], np.where(flipped[at], 1.0 - later, later))
            if np.isnan(outcome).any():
                raise AssertionError("a charge leads to a state not solved yet")
            values[at] = (outcome * charge).sum((1, 2))
        if progress is not None:
            progress((done + 1) / len(pairs))
        if cancelled is not None and cancelled():
            raise SolveCancelled
    return TokensSolution(rules, keys, values, following, flipped, lost, residual)
