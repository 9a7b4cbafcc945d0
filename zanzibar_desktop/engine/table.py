"""What the table shows at one moment: every seat, where the game stands and the hand to beat.

A snapshot is plain data taken from a game; the desktop pairs one with each event it replays,
so the seats, the banner and the hand to beat show the game as it was when that event
happened, never ahead of the dice on the felt. Every rule it states comes from the game.
"""

from dataclasses import dataclass

from .events import Played
from .game import Game

# What a seat is doing.
PLAYING = "playing"
THROW_OFF = "throw-off"  # tied: throws (or threw) once more to settle the round
PLAYED = "played"  # has played this round
WAITING = "waiting"
OUT = "out"  # sauvé: gave away every token in the décharge
WINNER = "winner"
LOSER = "loser"
FINISHED = "finished"


@dataclass(frozen=True)
class SeatSnapshot:
    seat: int
    name: str
    level: str | None  # None: a human
    score: int
    tokens: int
    manches_lost: int
    state: str
    hand: Played | None  # played this round
    previous: Played | None  # played in the last settled round
    throws: int  # throws used in this turn (0 unless playing)
    limit: int  # throws this seat may use in this turn (0 unless playing)
    place: int | None  # at the end of the game (ties share a place)

    @property
    def is_human(self) -> bool:
        return self.level is None


@dataclass(frozen=True)
class Stake:
    """Tokens the round moves as it stands: from ``giver`` (None: the pot) to ``taker``, or
    to whoever ends with the lowest hand (``to_lowest``, ``taker`` None)."""

    tokens: int
    giver: int | None
    taker: int | None
    to_lowest: bool


@dataclass(frozen=True)
class TableSnapshot:
    family: str
    uses_tokens: bool
    phase: str  # "points", "charge" or "decharge"
    manche: int
    round: int
    opener: int
    current: int | None  # None once the game is over
    throws: int
    limit: int
    in_throw_off: bool
    throw_off_players: tuple[int, ...]
    pot: int
    target_score: int
    manches_to_lose: int
    to_beat: Played | None  # the strongest hand so far (in a throw-off: of the throw-off)
    lowest: Played | None  # the weakest so far, where the rules make the lowest hand count
    stake: Stake | None  # with tokens, what the round moves as it stands
    over: bool
    winner: int | None
    loser: int | None
    seats: tuple[SeatSnapshot, ...]

    @property
    def throws_left(self) -> int:
        return max(0, self.limit - self.throws)


def _state(game: Game, seat: int, played: set[int]) -> str:
    if game.over:
        return WINNER if seat == game.winner else LOSER if seat == game.loser else FINISHED
    if game.out[seat]:
        return OUT
    if game.in_throw_off and seat in game.throw_off_players:
        return PLAYING if seat == game.current else THROW_OFF
    if seat in played:  # a round settling: the last player's turn is over too
        return PLAYED
    return PLAYING if seat == game.current else WAITING


def _stake(game: Game, best: Played | None) -> Stake | None:
    if not game.rules.uses_tokens or best is None or game.over or game.in_throw_off:
        return None
    tokens, giver, taker = game.token_move(best)
    return Stake(tokens, giver, taker, to_lowest=taker is None)


def snapshot(game: Game) -> TableSnapshot:
    """The table as ``game`` stands now."""
    played_now = {entry.player: entry for entry in game.round_results}
    previous = {entry.player: entry for entry in game.history[-1].ranking} if game.history else {}
    best, worst = (None, None) if game.over else game.ends_so_far()
    if not game.lowest_matters or game.in_throw_off:
        worst = None
    places = game.places if game.over else ()
    seats = tuple(
        SeatSnapshot(
            seat=seat, name=spec.name, level=spec.level, score=game.scores[seat],
            tokens=game.tokens[seat], manches_lost=game.manches_lost[seat],
            state=_state(game, seat, set(played_now)), hand=played_now.get(seat),
            previous=previous.get(seat),
            throws=game.throws if seat == game.current and not game.over else 0,
            limit=game.limit if seat == game.current and not game.over else 0,
            place=places[seat] if places else None)
        for seat, spec in enumerate(game.players))
    rules = game.rules
    return TableSnapshot(
        family=rules.family, uses_tokens=rules.uses_tokens, phase=game.phase,
        manche=game.manche, round=game.round, opener=game.round_opener,
        current=None if game.over else game.current, throws=game.throws, limit=game.limit,
        in_throw_off=game.in_throw_off, throw_off_players=game.throw_off_players,
        pot=game.pot, target_score=rules.target_score, manches_to_lose=rules.manches_to_lose,
        to_beat=best, lowest=worst, stake=_stake(game, best), over=game.over,
        winner=game.winner, loser=game.loser, seats=seats)
