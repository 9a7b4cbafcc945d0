"""How a round ends, as a function of the game's state: a points race scores the manche (the
exact finish, the malus, a decisive zanzi d'as); a token game moves tokens (charge then
décharge, sauvé, the manche lost by whoever holds them all); then the next opener, or the
end of the game with every player's place.

:func:`end_of_round` takes the facts of a settled round (:class:`RoundFacts`) and returns
what happens (:class:`RoundOutcome`); it changes nothing. :class:`~.game.Game` applies the
outcome and tells its listeners, in order."""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .events import GameEnded, MancheEnded, PhaseChanged, Played, RoundResolved
from .hands import manche_points, median_scoring_value, reachable_scores, token_value
from .rules import ONE_POINT, Rules
from .text import QT_TRANSLATE_NOOP, Text

POINTS = "points"
CHARGE = "charge"
DECHARGE = "decharge"


@dataclass(frozen=True)
class RoundFacts:
    """A round whose hands are down and whose strongest and weakest players are settled
    (throw-offs included), with the state of the game it was played in."""

    rules: Rules
    manche: int
    round: int
    phase: str
    scores: tuple[int, ...]
    tokens: tuple[int, ...]
    pot: int
    manches_lost: tuple[int, ...]
    out: tuple[bool, ...]  # sauvé: out of the décharge
    saved_order: tuple[int, ...]  # who was sauvé in this manche, in order
    manche_opener: int
    round_opener: int
    strongest: Played
    weakest: int | None
    everyone_played: bool  # False when a decisive zanzi d'as ended the round at once
    decisive: bool
    ranking: tuple[Played, ...]
    throw_offs: tuple[tuple[Played, ...], ...]


@dataclass(frozen=True)
class GameEnd:
    """The game is over: who won (a points race) or lost (tokens), each player's place
    (players the rules cannot tell apart share one) and the players from best to worst."""

    winner: int | None
    loser: int | None
    places: tuple[int, ...]
    standings: tuple[int, ...]

    @property
    def event(self) -> GameEnded:
        return GameEnded(self.winner, self.loser, self.standings)


@dataclass(frozen=True)
class NextRound:
    """The game goes on: the round (or manche) that follows, and who opens it."""

    manche: int
    round: int
    phase: str
    tokens: tuple[int, ...]
    pot: int
    out: tuple[bool, ...]
    saved_order: tuple[int, ...]
    phase_changed: PhaseChanged | None  # told once the state above is in place
    manche_opener: int
    opener: int  # passed over to the next active player if out


@dataclass(frozen=True)
class RoundOutcome:
    """What a round's end does: the state right after the round (``resolved`` says it to the
    listeners), the manche that ended if any, then the end of the game or the next round."""

    resolved: RoundResolved
    scores: tuple[int, ...]
    tokens: tuple[int, ...]
    pot: int
    manches_lost: tuple[int, ...]
    out: tuple[bool, ...]
    saved_order: tuple[int, ...]
    manche_ended: MancheEnded | None
    game_end: GameEnd | None
    next_round: NextRound | None


def end_of_round(facts: RoundFacts) -> RoundOutcome:
    if facts.rules.uses_tokens:
        return _token_round(facts)
    return _points_round(facts)


def next_active(out: Sequence[bool], player: int) -> int:
    """The first active player after ``player`` in seating order."""
    count = len(out)
    for step in range(1, count + 1):
        candidate = (player + step) % count
        if not out[candidate]:
            return candidate
    raise AssertionError("no active player")


def token_move(rules: Rules, phase: str, pot: int, tokens: Sequence[int],
               strongest: Played) -> tuple[int, int | None, int | None]:
    """Tokens a round moves if ``strongest`` stays strongest: how many, from whom (None: the
    pot) and to whom (None: to the weakest hand, not yet known)."""
    worth = token_value(strongest.hand, rules)
    if phase == CHARGE:
        taker = None if rules.charge_rule == "weakest-takes" else strongest.player
        return min(worth, pot), None, taker
    return min(worth, tokens[strongest.player]), strongest.player, None


def any_win_finishes(rules: Rules, score: int) -> bool:
    """Under an exact finish, whether a player with ``score`` is so close to the target that
    any winning hand finishes (000: going past "reste bloqué" at the previous score).

    A gap no sum of scoring hands can close would stall the game for good; and a small
    exact value can only win a manche when every other hand is lower still, so a player
    left a few points short could wait for ever (measured: four players stuck 7 to 11
    points short for 17,000 manches). The house reading: a gap below the median hand
    value (half of all throws are worth more), or one no sum closes, is finished by any
    winning hand; above it, going past is a bust.
    """
    if rules.exact_finish == "off" or rules.scoring == ONE_POINT:
        return False
    gap = rules.target_score - score
    return gap < median_scoring_value(rules) or not reachable_scores(
        rules, rules.target_score)[gap]


def exact_finish_reading(rules: Rules) -> Text | None:
    """The house reading of an exact finish (:func:`any_win_finishes`) as players read it,
    with these rules' figures: the one sentence the rule sheet, the rules editor and the
    option's tooltip all show. None where an exact finish has no such reading (tokens, one
    point a manche). It does not look whether the option is on: the editor tells what
    turning it on would do."""
    if rules.uses_tokens or rules.scoring == ONE_POINT:
        return None
    median = median_scoring_value(rules)  # never below 7, the lowest simple points: "points"
    if all(reachable_scores(rules, rules.target_score)[median:]):
        return QT_TRANSLATE_NOOP(
            "Rules", "Less than {points} points short of the target, the winner of a manche scores "
            "their points even going past it.").with_args(points=median)
    return QT_TRANSLATE_NOOP(  # only zanzis score: some gaps no sum of zanzis closes
        "Rules", "Less than {points} points short of the target, the winner of a manche scores "
        "their points even going past it; likewise when no sum of hands can close the "
        "gap.").with_args(points=median)


def _points_round(facts: RoundFacts) -> RoundOutcome:
    rules = facts.rules
    winner, bottom = facts.strongest.player, facts.weakest
    before = facts.scores
    scores = list(before)
    reached = before[winner] + manche_points(facts.strongest.hand, rules)
    bust = (rules.exact_finish != "off" and reached > rules.target_score
            and not any_win_finishes(rules, before[winner]))
    if not bust:
        scores[winner] = reached
    elif rules.exact_finish == "fall-back":  # back to the level, never up to it
        scores[winner] = min(before[winner], rules.exact_finish_level)
    if rules.low_hand_malus and facts.everyone_played and bottom is not None and bottom != winner:
        scores[bottom] = max(0, scores[bottom] - rules.low_hand_malus)
    resolved = RoundResolved(
        manche=facts.manche, round=facts.round, phase=facts.phase, ranking=facts.ranking,
        strongest=winner, weakest=bottom, throw_offs=facts.throw_offs,
        points=tuple(after - was for after, was in zip(scores, before, strict=True)),
        scores=tuple(scores), bust=bust, decisive=facts.decisive, manche_over=True,
        manches_lost=facts.manches_lost)
    ended = MancheEnded(facts.manche, winner, bottom, facts.manches_lost)
    game_end = next_round = None
    if scores[winner] >= rules.target_score or (facts.decisive and rules.ace_zanzi == "wins-game"):
        game_end = _game_end(winner, None, len(scores),
                             rank=lambda player: (player != winner, -scores[player]))
    else:
        opener = _next_opener(rules, facts.out, facts.manche_opener, winner, bottom)
        next_round = NextRound(
            manche=facts.manche + 1, round=1, phase=facts.phase, tokens=facts.tokens,
            pot=facts.pot, out=facts.out, saved_order=facts.saved_order, phase_changed=None,
            manche_opener=opener, opener=opener)
    return RoundOutcome(resolved, tuple(scores), facts.tokens, facts.pot, facts.manches_lost,
                        facts.out, facts.saved_order, ended, game_end, next_round)


def _token_round(facts: RoundFacts) -> RoundOutcome:
    rules = facts.rules
    strongest, weakest = facts.strongest.player, facts.weakest
    assert weakest is not None and weakest != strongest
    tokens, pot = list(facts.tokens), facts.pot
    out, saved_order = list(facts.out), list(facts.saved_order)
    manches_lost = list(facts.manches_lost)
    moved, giver, receiver = token_move(rules, facts.phase, pot, tokens, facts.strongest)
    receiver = weakest if receiver is None else receiver
    if giver is None:
        pot -= moved
    else:
        tokens[giver] -= moved
    tokens[receiver] += moved
    if facts.phase != CHARGE and tokens[strongest] == 0:  # gave away the last: sauvé
        out[strongest] = True
        saved_order.append(strongest)
    holder = next((p for p in range(len(tokens)) if tokens[p] == rules.tokens), None)
    if holder is not None:  # holding every token loses the manche
        manches_lost[holder] += 1
    resolved = RoundResolved(
        manche=facts.manche, round=facts.round, phase=facts.phase, ranking=facts.ranking,
        strongest=strongest, weakest=weakest, throw_offs=facts.throw_offs,
        tokens_moved=moved, token_from=giver, token_to=receiver, tokens=tuple(tokens),
        pot=pot, manche_over=holder is not None, manche_loser=holder,
        manches_lost=tuple(manches_lost))
    after = (tuple(tokens), pot, tuple(manches_lost), tuple(out), tuple(saved_order))
    if holder is not None:
        ended = MancheEnded(facts.manche, None, holder, tuple(manches_lost))
        if manches_lost[holder] >= rules.manches_to_lose:
            # In the last manche, who got out first did best: a player left with no token
            # by the charge never played the décharge (out together, they share a place),
            # then those sauvé in the décharge in the order they gave their last token.
            saved = {player: order for order, player in enumerate(saved_order)}
            game_end = _game_end(None, holder, len(tokens), rank=lambda player: (
                manches_lost[player], player == holder, tokens[player], saved.get(player, -1)))
            return RoundOutcome(resolved, facts.scores, *after, ended, game_end, None)
        fresh = (False,) * len(tokens)
        opener = _next_opener(rules, fresh, facts.manche_opener, strongest, holder)
        next_round = NextRound(
            manche=facts.manche + 1, round=1, phase=CHARGE, tokens=(0,) * len(tokens),
            pot=rules.tokens, out=fresh, saved_order=(), phase_changed=PhaseChanged(CHARGE),
            manche_opener=opener, opener=opener)
        return RoundOutcome(resolved, facts.scores, *after, ended, None, next_round)
    phase, phase_changed = facts.phase, None
    opener = None
    if facts.phase == CHARGE and pot == 0:
        phase, phase_changed = DECHARGE, PhaseChanged(DECHARGE)
        out = [count == 0 for count in tokens]
        if rules.decharge_opener == "most-tokens":
            most = max(tokens)
            start = weakest if tokens[weakest] == most else facts.round_opener
            candidates = [(start + step) % len(tokens) for step in range(len(tokens))]
            opener = next(p for p in candidates if tokens[p] == most)
    if opener is None:
        opener = _next_opener(rules, out, facts.round_opener, strongest, weakest)
    next_round = NextRound(
        manche=facts.manche, round=facts.round + 1, phase=phase, tokens=tuple(tokens), pot=pot,
        out=tuple(out), saved_order=tuple(saved_order), phase_changed=phase_changed,
        manche_opener=facts.manche_opener, opener=opener)
    return RoundOutcome(resolved, facts.scores, *after, None, None, next_round)


def sauve_rounds(history: Sequence[RoundResolved], manche: int) -> dict[int, int]:
    """In ``manche`` of a token game: each player sauvé in its décharge, and the round in
    which they gave their last token (the order they got out in)."""
    return {result.token_from: result.round for result in history
            if result.manche == manche and result.phase == DECHARGE
            and result.token_from is not None and result.tokens[result.token_from] == 0}


def _next_opener(rules: Rules, out: Sequence[bool], previous: int, winner: int,
                 loser: int | None) -> int:
    rule = rules.next_opener
    if rule == "loser" and loser is not None:
        chosen = loser
    elif rule == "winner":
        chosen = winner
    else:
        return next_active(out, previous)
    return chosen if not out[chosen] else next_active(out, chosen)


def _game_end(winner: int | None, loser: int | None, count: int,
              rank: Callable[[int], Any]) -> GameEnd:
    """``rank`` orders the players by what the rules decide (lower is better): players it
    cannot tell apart share a place, whatever their seats."""
    players = range(count)
    places = tuple(1 + sum(rank(other) < rank(player) for other in players) for player in players)
    standings = tuple(sorted(players, key=lambda player: places[player]))
    return GameEnd(winner, loser, places, standings)
