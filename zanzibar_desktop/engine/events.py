"""What the game reports as it happens, so a view can follow without polling.

Signals are named ``*_did_*`` after the fact they report; each carries one frozen event.
In a points race a round of turns is a whole manche; with tokens a manche is many rounds
(charge, then décharge) and ends when one player holds every token.
"""

from dataclasses import dataclass, field

from .hands import Dice, Hand
from .signals import Signal


@dataclass(frozen=True)
class TurnStarted:
    player: int
    limit: int
    throw_off: bool


@dataclass(frozen=True)
class DiceRolled:
    player: int
    dice: Dice
    thrown: tuple[bool, bool, bool]
    throws: int
    limit: int
    throw_off: bool


@dataclass(frozen=True)
class HoldChanged:
    player: int
    die: int
    held: bool


@dataclass(frozen=True)
class TurnEnded:
    player: int
    hand: Hand
    throws: int
    throw_off: bool


@dataclass(frozen=True)
class ThrowOffStarted:
    """A one-throw round among tied players (rampo), in the order they will throw."""

    players: tuple[int, ...]
    purpose: str  # "top", "bottom" or "both": which end of the ranking it settles


@dataclass(frozen=True)
class Played:
    """One player's hand in a round."""

    player: int
    hand: Hand
    throws: int


@dataclass(frozen=True)
class RoundResolved:
    """A round settled: hands strongest first, who took it and what moved."""

    manche: int
    round: int
    phase: str  # "points", "charge" or "decharge"
    ranking: tuple[Played, ...]
    strongest: int
    weakest: int | None
    throw_offs: tuple[tuple[Played, ...], ...]
    points: tuple[int, ...] = field(default=())  # change of each player's score
    scores: tuple[int, ...] = field(default=())
    tokens_moved: int = 0
    token_from: int | None = None  # None: from the pot
    token_to: int | None = None
    tokens: tuple[int, ...] = field(default=())
    pot: int = 0
    bust: bool = False  # the winner went past the target under the exact-finish rule
    decisive: bool = False  # ended at once by a decisive zanzi d'as
    manche_over: bool = False  # this round ended its manche
    manche_loser: int | None = None  # with tokens: who now holds every token
    manches_lost: tuple[int, ...] = field(default=())  # each seat's tally, this manche counted


@dataclass(frozen=True)
class PhaseChanged:
    phase: str


@dataclass(frozen=True)
class MancheEnded:
    manche: int
    winner: int | None
    loser: int | None
    manches_lost: tuple[int, ...]


@dataclass(frozen=True)
class GameEnded:
    winner: int | None
    loser: int | None
    standings: tuple[int, ...]  # players from best to worst (ties: see Game.places)


class GameEvents:
    """The signals one game emits."""

    def __init__(self) -> None:
        self.turn_did_start = Signal()
        self.dice_did_roll = Signal()
        self.hold_did_change = Signal()
        self.turn_did_end = Signal()
        self.throw_off_did_start = Signal()
        self.round_did_resolve = Signal()
        self.phase_did_change = Signal()
        self.manche_did_end = Signal()
        self.game_did_end = Signal()
