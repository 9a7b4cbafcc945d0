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

**Beside the partie**, the chance to lose the manche under way, both players playing the
solved partie play (the tie rule's choices), by the same linear solves.

**What it offers** (the Master, the coach and the review read these; nothing here knows the
screen or the disk): :func:`state_count` (the size to expect), :func:`solve_tokens` (progress
and cancel for a worker), :class:`TokensSolution` (round starts; every choice of a décharge
turn with its partie and manche chances, best first, as ``options_at`` in the round's terms
and ``choices_at`` in the chooser's, the one interface every reader goes through,
``position.py``; bytes for a cache), a live heads-up :class:`~..game.Game`'s round start
(:func:`round_start_chance`). The Master's exact chance against the Expert's own policy is
``versus.py``'s.

**Not handled**: more than two players (:class:`NotSolvableError`; an approximation is the
caller's, never presented as exact) and points races (``engine.partie.points``).
"""

import json
import struct
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ..events import Played
from ..families import TOKENS
from ..game import Game
from ..hands import ALL_HANDS, Dice, evaluate, sort_dice, token_value
from ..odds.combinatorics import (
    HAND_COUNT,
    HAND_INDEX,
    REROLL_KEEPS,
    Keep,
    first_throw,
    hand_keep_rows,
    transition_matrix,
)
from ..odds.solver import strengths
from ..round_end import CHARGE, DECHARGE, RoundFacts, end_of_round
from ..rules import Rules
from .position import PartieChoice, TurnPosition
from .stored import check_chances, solved_rules

FORMAT = b"ZZ-TOKENS-PARTIE"
FORMAT_VERSION = 1
TIE_TOLERANCE = 1e-9  # choices this close to the best are tied; see the module docstring
_FIXED_POINT = 1e-12  # stop when one more round moves no value by more than this
_REFUSE = 1e-10  # a décharge that cannot be brought this close to its fixed point is refused
_POLICY_STEPS = 50  # policy iteration steps before value iteration takes over
_MAX_STEPS = 20_000
_SLICE = 48  # décharge states solved at once (each takes about 2 MB while its round is solved)
_TRANSITIONS_SHARE = 0.25  # of the progress bar: asking round_end for every transition

Progress = Callable[[float], None] | None
Cancelled = Callable[[], bool] | None

# Columns of the state keys.
PHASE, OPENER_TOKENS, FOLLOWER_TOKENS, POT, OPENER_LOST, FOLLOWER_LOST, OPENED_MANCHE = range(7)
_PHASES = (CHARGE, DECHARGE)


class SolveCancelledError(Exception):
    """The caller asked the solve to stop (``cancelled()`` returned true)."""


class NotSolvableError(ValueError):
    """These rules are not a heads-up token game this solver handles."""


@dataclass(frozen=True)
class TokensOption:
    """One choice in a décharge turn: the dice kept (all three: stop), the chance that the
    player choosing loses the partie, play being partie-optimal on both sides afterwards, and
    its chance to lose the manche under that same play (the Master's, tie rule included)."""

    keep: Keep
    lose_partie: float
    lose_manche: float

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


def check_token_game(rules: Rules) -> None:
    """NotSolvableError unless ``rules`` are a game scored with tokens."""
    if rules.scoring != TOKENS:
        raise NotSolvableError("the token solver needs a game scored with tokens (charge and "
                          "décharge); points races are engine.partie.points'")


# ---------------------------------------------------------------------------- states
def _manche_opener_matters(rules: Rules) -> bool:
    """Whether a state says if the round's opener also opened the manche: only when the
    next manche's opener is the next player in turn after this manche's."""
    return rules.next_opener == "in-turn"


def _state_keys(rules: Rules) -> np.ndarray:
    total, lose = rules.tokens, rules.manches_to_lose
    bits = (0, 1) if _manche_opener_matters(rules) else (0,)
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


def state_count(rules: Rules) -> int:
    """How many round-start states the solve of ``rules`` holds (its time and size grow
    with it: 1,004 for the counter preset, 76 for La Boîte à Dés)."""
    total = rules.tokens
    bits = 2 if _manche_opener_matters(rules) else 1
    return rules.manches_to_lose ** 2 * bits * (total * (total + 1) // 2 + total - 1)


def _transitions(rules: Rules, keys: np.ndarray, index: dict[tuple[int, ...], int],
                 progress: Progress, cancelled: Cancelled):
    """For every state and outcome (who is strongest: 0 opener, 1 follower; the worth class
    of the strongest hand): the next state's index (-1: the partie is over), whether its
    opener is this round's follower, the partie lost by this round's opener (when over), and
    who lost the manche if it ended (0 the opener, 1 the follower, -1 it goes on).
    Asked of ``round_end.end_of_round``, the game's own rule."""
    table = _dice(rules)
    hands = [evaluate(dice, rules) for dice in table.representative]
    count, worths = len(keys), len(table.worths)
    following = np.full((count, 2, worths), -1, dtype=np.int64)
    flipped = np.zeros((count, 2, worths), dtype=bool)
    lost = np.zeros((count, 2, worths))
    manche_loser = np.full((count, 2, worths), -1, dtype=np.int8)
    in_turn = _manche_opener_matters(rules)
    for row, key in enumerate(keys.tolist()):
        if row % 128 == 0:
            if cancelled is not None and cancelled():
                raise SolveCancelledError
            if progress is not None:
                progress(_TRANSITIONS_SHARE * row / count)
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
                if outcome.manche_ended is not None:
                    manche_loser[row, side, worth] = outcome.manche_ended.loser
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
    return following, flipped, lost, manche_loser


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
                 lose_if_follower: np.ndarray, tolerance: float = TIE_TOLERANCE,
                 keep_follower: bool = False) -> _Round:
    """A décharge round for a batch of states, from the opener's chance to lose the partie
    after each outcome (S, worths): the opener strongest, or the follower. The follower's
    values are kept only when asked (a position's options need them; the solve needs only
    its choices); a large batch is solved in slices, so memory stays bounded."""
    count = len(lose_if_opener)
    if count > _SLICE and not keep_follower:
        parts = [_solve_round(rules, table, lose_if_opener[start:start + _SLICE],
                              lose_if_follower[start:start + _SLICE], tolerance)
                 for start in range(0, count, _SLICE)]

        def joined(pick):
            return {n: np.concatenate([pick(part)[n] for part in parts])
                    for n in pick(parts[0])}
        return _Round(np.concatenate([part.value for part in parts]),
                      joined(lambda part: part.opener_values),
                      joined(lambda part: part.opener_stops),
                      joined(lambda part: part.opener_choices), {},
                      {n: joined(lambda part, n=n: part.follower_choices[n])
                       for n in parts[0].follower_choices})
    limit = rules.max_throws
    opener_stops, follower, follower_choices = {}, {}, {}
    for opener_throws in range(1, limit + 1):
        reply = rules.follower_limit(opener_throws)
        stops = {n: _follower_stops(table, opener_throws, n, lose_if_opener, lose_if_follower)
                 for n in range(1, reply + 1)}
        values, choices = _backward(table, stops, reply, True, tolerance)
        opener_stops[opener_throws] = values[1] @ table.first  # (S, 56 opener hands)
        if keep_follower:
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
        reply = rules.follower_limit(opener_throws)
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


def _best_first(choices: list[tuple[Keep, float, float]]) -> list[TokensOption]:
    """Lowest chance to lose first; every choice within 1e-9 of the best counts as the best
    and keeps its listed order (stop, then keeps_of order), the others follow by value."""
    best = min(choice[1] for choice in choices)
    ordered = sorted(range(len(choices)), key=lambda i: (
        (0, 0.0, i) if choices[i][1] <= best + TIE_TOLERANCE else (1, choices[i][1], i)))
    return [TokensOption(*choices[i]) for i in ordered]


def _chain_values(values: np.ndarray, following: np.ndarray, flipped: np.ndarray,
                  ended: np.ndarray) -> np.ndarray:
    """Each outcome's value for this round's opener: ``ended`` where the chain stops
    (following < 0), else the next state's value, from the other side if its opener is this
    round's follower."""
    later = values[np.maximum(following, 0)]
    return np.where(following < 0, ended, np.where(flipped, 1.0 - later, later))


def _manche_outcomes(manche: np.ndarray, following: np.ndarray, flipped: np.ndarray,
                     manche_loser: np.ndarray) -> np.ndarray:
    """Each outcome's chance that this round's opener loses the manche under way."""
    later = manche[np.maximum(following, 0)]
    return np.where(manche_loser >= 0, (manche_loser == 0).astype(float),
                    np.where(flipped, 1.0 - later, later))


def _evaluate(table: _Dice, stops: dict[int, np.ndarray], choices: dict[int, np.ndarray],
              limit: int) -> dict[int, np.ndarray]:
    """Values of a turn (stops[n]: (..., 56)) when the choices are fixed."""
    values = {limit: stops[limit]}
    for throws in range(limit - 1, 0, -1):
        expected = values[throws + 1] @ table.matrix.T
        expected = np.concatenate([expected, np.zeros(expected.shape[:-1] + (1,))], -1)
        candidates = np.concatenate([stops[throws][..., None], expected[..., table.padded]], -1)
        values[throws] = np.take_along_axis(candidates, choices[throws][..., None].astype(
            np.int64), -1)[..., 0]
    return values


def _linear_chain(outcomes: np.ndarray, known: np.ndarray, target: np.ndarray,
                  flipped: np.ndarray) -> np.ndarray:
    """Solve x = Σ outcomes × (known, or x[target] seen from the other side where flipped)
    for a block of states; ``known`` is NaN where the outcome leads inside the block."""
    count = len(outcomes)
    inside = np.isnan(known)
    system = np.eye(count)
    here = np.broadcast_to(np.arange(count).reshape((-1,) + (1,) * (outcomes.ndim - 1)),
                           outcomes.shape)
    sign = np.where(flipped, -1.0, 1.0)
    np.add.at(system, (here[inside], target[inside]), -(outcomes * sign)[inside])
    constant = np.where(inside, outcomes * flipped, outcomes * np.nan_to_num(known))
    return np.linalg.solve(system, constant.reshape(count, -1).sum(1))


# ---------------------------------------------------------------------------- the solution
class TokensSolution:
    """The solved heads-up partie: every round-start value, and what a décharge position
    needs to value each choice (solved again for that one state on demand, in a few ms).

    Values are the chance that the player concerned **loses**: the partie (``values``,
    both players partie-optimal) and, beside it, the manche under that same play
    (``manche``)."""

    ARRAYS = ("keys", "values", "manche", "following", "flipped", "lost", "manche_loser")

    def __init__(self, rules: Rules, arrays: dict[str, np.ndarray], residual: float):
        self.rules = rules
        self.arrays = arrays
        self.keys = arrays["keys"]
        self.values = arrays["values"]
        self.manche = arrays["manche"]
        self.following = arrays["following"]
        self.flipped = arrays["flipped"]
        self.lost = arrays["lost"]
        self.manche_loser = arrays["manche_loser"]
        self.residual = residual  # the largest change one more round makes to any value
        self.index = {tuple(key): row for row, key in enumerate(self.keys.tolist())}
        self._rounds: dict[int, tuple] = {}

    # -- states
    def key(self, phase: str, tokens: tuple[int, int], pot: int, manches_lost: tuple[int, int],
            opened_manche: bool = True) -> tuple[int, ...]:
        """The state key of a round about to start; ``tokens`` and ``manches_lost`` are
        (the round's opener's, the other player's); ``opened_manche``: whether the opener
        also opened the manche (it matters only under ``next_opener`` "in-turn")."""
        bit = int(opened_manche) if _manche_opener_matters(self.rules) else 0
        return (_PHASES.index(phase), tokens[0], tokens[1], pot, manches_lost[0],
                manches_lost[1], bit)

    def round_start(self, phase: str, tokens: tuple[int, int], pot: int,
                    manches_lost: tuple[int, int], opened_manche: bool = True) -> float:
        """The chance that the round's opener loses the partie, before the round."""
        return float(self.values[self.index[self.key(phase, tokens, pot, manches_lost,
                                                     opened_manche)]])

    def round_start_manche(self, phase: str, tokens: tuple[int, int], pot: int,
                           manches_lost: tuple[int, int], opened_manche: bool = True) -> float:
        """The chance that the round's opener loses the manche under way, both playing for
        the partie (the Master's play, tie rule included)."""
        return float(self.manche[self.index[self.key(phase, tokens, pot, manches_lost,
                                                     opened_manche)]])

    def manche_start(self, manches_lost: tuple[int, int]) -> float:
        """The chance that the manche's opener loses the partie, before its first charge."""
        return self.round_start(CHARGE, (0, 0), self.rules.tokens, manches_lost, True)

    def partie_start(self) -> float:
        """The chance that the first opener loses the partie."""
        return self.manche_start((0, 0))

    def _outcome_values(self, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        lose = _chain_values(self.values, self.following[rows], self.flipped[rows],
                             self.lost[rows])
        return lose[:, 0], lose[:, 1]

    def _round(self, row: int) -> tuple:
        """The round of décharge state ``row`` solved: the partie values (a ``_Round``) and
        the manche values under the solved play (opener's stops and values, and the
        follower's for each opener's throws)."""
        found = self._rounds.get(row)
        if found is None:
            if len(self._rounds) > 64:
                self._rounds.clear()
            table = _dice(self.rules)
            rows = np.array([row])
            lose_if_opener, lose_if_follower = self._outcome_values(rows)
            solved = _solve_round(self.rules, table, lose_if_opener, lose_if_follower,
                                  keep_follower=True)
            manche = _manche_outcomes(self.manche, self.following[rows], self.flipped[rows],
                                      self.manche_loser[rows])
            follower = {}
            opener_stops = {}
            for opener_throws, choices in solved.follower_choices.items():
                reply = self.rules.follower_limit(opener_throws)
                stops = {n: _follower_stops(table, opener_throws, n, manche[:, 0], manche[:, 1])
                         for n in range(1, reply + 1)}
                values = _evaluate(table, stops, choices, reply)
                follower[opener_throws] = (stops, values)
                opener_stops[opener_throws] = values[1] @ table.first
            opener_values = _evaluate(table, opener_stops, solved.opener_choices,
                                      self.rules.max_throws)
            found = (solved, (opener_stops, opener_values), follower)
            self._rounds[row] = found
        return found

    # -- choices
    def options_at(self, tokens: tuple[int, int], manches_lost: tuple[int, int],
                   dice: tuple[int, int, int], throws_used: int,
                   opener_final: tuple[tuple[int, int, int], int] | None = None,
                   opened_manche: bool = True, limit: int | None = None) -> list[TokensOption]:
        """Every choice of a décharge turn, best first, with the chance that the player
        choosing loses the partie (and the manche). ``tokens`` and ``manches_lost`` are (the
        round's opener's, the follower's); ``opener_final`` is None for the opener, else the
        opener's final dice and throws (the follower's turn). The turn's limit follows from
        the rules (the opener: ``max_throws``; the follower: as ``throw_limit`` says); a
        ``limit`` given that differs from it is refused (ValueError)."""
        rules, table = self.rules, _dice(self.rules)
        row = self.index[self.key(DECHARGE, tokens, 0, manches_lost, opened_manche)]
        solved, opener_manche, follower_manche = self._round(row)
        hand = HAND_INDEX[sort_dice(dice)]
        if opener_final is None:
            turn_limit = rules.max_throws
            pairs = [(solved.opener_stops, solved.opener_values), opener_manche]
            column: tuple = (0,)
        else:
            final, final_throws = opener_final
            turn_limit = rules.follower_limit(final_throws)
            pairs = [solved.follower[final_throws], follower_manche[final_throws]]
            column = (0, HAND_INDEX[sort_dice(final)])
        if limit is not None and limit != turn_limit:
            raise ValueError(f"this turn's limit is {turn_limit} under these rules, not {limit}")
        limit = turn_limit
        if not 1 <= throws_used <= limit:
            raise ValueError(f"{throws_used} throws used; this turn allows 1 to {limit}")
        figures = []  # for each choice: (partie, manche), the opener's chances to lose
        keeps = [sort_dice(dice)]
        for stops, values in pairs:
            listed = [float(stops[throws_used][column][hand])]
            if throws_used < limit:
                expected = table.matrix @ values[throws_used + 1][column]
                listed += [float(expected[position]) for position in table.padded[hand]
                           if position < len(REROLL_KEEPS)]
            figures.append(listed)
        keeps += [REROLL_KEEPS[position] for position in table.padded[hand]
                  if position < len(REROLL_KEEPS)] if throws_used < limit else []
        choices = list(zip(keeps, *figures, strict=True))
        if opener_final is not None:  # the follower's chances are one minus the opener's
            choices = [(keep, 1.0 - partie, 1.0 - manche) for keep, partie, manche in choices]
        return _best_first(choices)

    def best_keep(self, *args, **kwargs) -> Keep:
        """The Master's choice (arguments as :meth:`options_at`): the first of the options."""
        return self.options_at(*args, **kwargs)[0].keep

    def choices_at(self, position: TurnPosition) -> list[PartieChoice] | None:
        """Every choice of the décharge turn at ``position`` (the tokens held its ``mine``
        and ``theirs``) with the chooser's chance to *win* the partie and to lose the
        manche, best first. None where the solution does not speak: a state it does not
        hold, throws or a limit the turn does not allow."""
        mine, theirs = position.manches_lost
        if position.beat is None:  # the chooser opens the round
            tokens, lost = (position.mine, position.theirs), (mine, theirs)
        else:
            tokens, lost = (position.theirs, position.mine), (theirs, mine)
        try:
            options = self.options_at(tokens, lost, position.dice, position.throws,
                                      position.beat, position.opener_opened_manche,
                                      position.limit)
        except (KeyError, ValueError):
            return None
        return [PartieChoice(tuple(option.keep), 1.0 - option.lose_partie, option.lose_manche)
                for option in options]

    # -- storage
    _STORED = {"keys": np.int16, "values": np.float64, "manche": np.float64,
               "following": np.int32, "flipped": np.bool_, "lost": np.int8,
               "manche_loser": np.int8}

    def to_bytes(self) -> bytes:
        """The solution as bytes for a disk cache: a header (format, version, the rules,
        each array's dtype and shape) then the arrays."""
        arrays = {name: self.arrays[name].astype(kind) for name, kind in self._STORED.items()}
        header = {"version": FORMAT_VERSION, "rules": self.rules.to_json(),
                  "residual": self.residual,
                  "arrays": [[name, array.dtype.str, list(array.shape)]
                             for name, array in arrays.items()]}
        head = json.dumps(header).encode()
        body = b"".join(np.ascontiguousarray(array).tobytes() for array in arrays.values())
        return FORMAT + struct.pack("<I", len(head)) + head + body

    @classmethod
    def from_bytes(cls, data: bytes, rules: Rules | None = None) -> "TokensSolution":
        """A solution read back; ValueError if the bytes are not one of this format's version,
        hold anything but chances and states that lead to states, or (given ``rules``) were
        solved for other rules: the cache then solves again."""
        if not data.startswith(FORMAT) or len(data) < len(FORMAT) + 4:
            raise ValueError("not a token partie solution")
        (length,) = struct.unpack_from("<I", data, len(FORMAT))
        start = len(FORMAT) + 4
        try:
            header = json.loads(data[start:start + length])
            text = header["rules"]
            listed = header["arrays"]
            residual = float(header["residual"])
            version = header.get("version")
        except (ValueError, KeyError, TypeError, AttributeError, OverflowError, RecursionError):
            raise ValueError("the solution's header cannot be read") from None
        if version != FORMAT_VERSION:
            raise ValueError(f"solution format {version}, not {FORMAT_VERSION}")
        solved = solved_rules(text, rules)
        if not isinstance(listed, list) or [entry[0] if isinstance(entry, list) and entry
                                            else None for entry in listed] != list(cls._STORED):
            raise ValueError("the solution does not hold the arrays of this format")
        offset, arrays = start + length, {}
        for (name, dtype, shape), stored in zip(listed, cls._STORED.values(), strict=True):
            if (dtype not in {np.dtype(stored).newbyteorder(order).str for order in "<>"}
                    or not isinstance(shape, list)
                    or not all(isinstance(n, int) and 0 <= n < 2 ** 31 for n in shape)):
                raise ValueError(f"the solution's {name} are not of this format")
            count = int(np.prod(shape, dtype=object))
            size = count * np.dtype(dtype).itemsize
            if offset + size > len(data):
                raise ValueError("the solution is cut short")
            arrays[name] = np.frombuffer(data, dtype=dtype, count=count,
                                         offset=offset).reshape(shape)
            offset += size
        if offset != len(data):
            raise ValueError("the solution has bytes after its arrays")
        arrays = {"keys": arrays["keys"].astype(np.int64),
                  "values": arrays["values"].copy(), "manche": arrays["manche"].copy(),
                  "following": arrays["following"].astype(np.int64),
                  "flipped": arrays["flipped"].copy(), "lost": arrays["lost"].astype(float),
                  "manche_loser": arrays["manche_loser"].copy()}
        cls._check(arrays)
        return cls(rules or solved, arrays, residual)

    @staticmethod
    def _check(arrays: dict[str, np.ndarray]) -> None:
        """ValueError unless the arrays read back fit together: a state's chances (to lose
        the partie, the manche, at each outcome's end) are chances, and each outcome leads
        to a state of the table or ends the chain."""
        count = len(arrays["keys"])
        if (arrays["keys"].ndim != 2 or arrays["values"].shape != (count,)
                or arrays["manche"].shape != (count,) or arrays["following"].ndim != 3
                or len(arrays["following"]) != count
                or any(arrays[name].shape != arrays["following"].shape
                       for name in ("flipped", "lost", "manche_loser"))):
            raise ValueError("the solution's arrays do not fit together")
        for name in ("values", "manche", "lost"):
            check_chances(arrays[name], name)
        following, loser = arrays["following"], arrays["manche_loser"]
        if following.size and not (following.min() >= -1 and following.max() < count
                                   and loser.min() >= -1 and loser.max() <= 1):
            raise ValueError("the solution's states lead outside its table")

    @property
    def nbytes(self) -> int:
        """The size of the arrays held (what the cache stores is smaller: narrower types)."""
        return sum(array.nbytes for array in self.arrays.values())


# ---------------------------------------------------------------------------- a game at the table
def _heads_up(game: Game) -> int:
    if game.player_count != 2:
        raise NotSolvableError("the exact token partie is heads-up: two players")
    return game.round_opener


def round_start_chance(solution: TokensSolution, game: Game, seat: int) -> float:
    """The chance that ``seat`` loses the partie, as the round under way started."""
    opener = _heads_up(game)
    other = 1 - opener
    value = solution.round_start(game.phase, (game.tokens[opener], game.tokens[other]),
                                 game.pot, (game.manches_lost[opener], game.manches_lost[other]),
                                 game.manche_opener == opener)
    return value if seat == opener else 1.0 - value


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
    previous, iterating = np.inf, False
    for step in range(_MAX_STEPS):
        if cancelled is not None and cancelled():
            raise SolveCancelledError
        lose = outcome_values(current)
        solved = _solve_round(rules, table, lose[:, 0], lose[:, 1], tolerance=0.0)
        residual = float(np.abs(solved.value - current).max())
        if residual <= _FIXED_POINT:
            return solved.value, residual
        # Policy iteration stalled (it may cycle in a game): value iteration from here on,
        # which converges since every décharge ends with probability one.
        iterating = iterating or residual >= previous or step >= _POLICY_STEPS
        previous = residual
        if iterating:
            current = solved.value
            continue
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
        raise NotSolvableError(f"the décharge did not settle to a fixed point (residual {residual:.1e})")
    return current, residual


def _decharge_manche(rules: Rules, table: _Dice, rows: np.ndarray, values: np.ndarray,
                     manche: np.ndarray, following: np.ndarray, flipped: np.ndarray,
                     lost: np.ndarray, manche_loser: np.ndarray) -> np.ndarray:
    """The chance that each décharge state's opener loses the manche under way, both
    playing the solved partie play (the tie rule's choices): one linear solve, the
    décharge going on within the block until a manche ends."""
    lose = _chain_values(values, following[rows], flipped[rows], lost[rows])
    played = _solve_round(rules, table, lose[:, 0], lose[:, 1])
    outcomes = _round_outcomes(rules, table, played.opener_choices, played.follower_choices,
                               len(rows))
    position = np.full(len(values), -1)
    position[rows] = np.arange(len(rows))
    going_on = manche_loser[rows] < 0
    target = position[np.maximum(following[rows], 0)]
    if (target[going_on] < 0).any():
        raise AssertionError("a décharge goes on outside its manche")
    known = np.where(going_on, np.nan, (manche_loser[rows] == 0).astype(float))
    return _linear_chain(outcomes, known, np.maximum(target, 0), flipped[rows] & going_on)


def solve_tokens(rules: Rules, progress: Progress = None,
                 cancelled: Cancelled = None) -> TokensSolution:
    """Solve the heads-up partie of a token game exactly (see the module docstring).
    ``progress(fraction)`` is told how far it has gone; ``cancelled()`` is asked often and
    stops the solve (:class:`SolveCancelledError`) when it returns true."""
    check_token_game(rules)
    table = _dice(rules)
    keys = _state_keys(rules)
    index = {tuple(key): row for row, key in enumerate(keys.tolist())}
    if progress is not None:
        progress(0.0)
    following, flipped, lost, manche_loser = _transitions(rules, keys, index, progress,
                                                          cancelled)
    charge = _charge_outcomes(table)
    values = np.full(len(keys), np.nan)
    manche = np.full(len(keys), np.nan)
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
        manche[rows] = _decharge_manche(rules, table, rows, values, manche, following, flipped,
                                        lost, manche_loser)
        charge_rows = np.flatnonzero(level & (keys[:, PHASE] == 0))
        for pot in sorted(set(keys[charge_rows, POT].tolist())):
            at = charge_rows[keys[charge_rows, POT] == pot]
            outcome = _chain_values(values, following[at], flipped[at], lost[at])
            in_manche = _manche_outcomes(manche, following[at], flipped[at], manche_loser[at])
            if np.isnan(outcome).any() or np.isnan(in_manche).any():
                raise AssertionError("a charge leads to a state not solved yet")
            values[at] = (outcome * charge).sum((1, 2))
            manche[at] = (in_manche * charge).sum((1, 2))
        if progress is not None:
            progress(_TRANSITIONS_SHARE + (1 - _TRANSITIONS_SHARE) * (done + 1) / len(pairs))
        if cancelled is not None and cancelled():
            raise SolveCancelledError
    return TokensSolution(rules, {
        "keys": keys, "values": values, "manche": manche, "following": following,
        "flipped": flipped, "lost": lost, "manche_loser": manche_loser}, residual)
