"""What each seat did in one game, for the records (issue 15): the strongest hand it made,
how many zanzis, the most tokens it gave away in one décharge, the manches it lost, the
kinds of hand its first throws showed, and how many manches the game lasted. Read from the
engine's events while the game is replayed from its seed and actions, beside every throw's
dice (the database's per-throw rows)."""

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from ..engine.events import DiceRolled, RoundResolved, TurnEnded
from ..engine.game import DECHARGE, Action, Game
from ..engine.hands import ZANZI, Hand, evaluate, sort_dice
from ..engine.players import PlayerSpec
from ..engine.rules import Rules


@dataclass(frozen=True)
class Throw:
    seat: int
    manche: int
    throw: int
    throw_off: bool
    dice: tuple[int, int, int]  # highest first


@dataclass
class SeatFeats:
    best: Hand | None = None  # the strongest hand the seat made (a turn's final hand)
    zanzis: int = 0  # turns ended on a zanzi
    biggest_decharge: int = 0  # most tokens given away in one round of a décharge
    manches_lost: int = 0
    first_hands: Counter = field(default_factory=Counter)  # categories of first throws


@dataclass
class GameFeats:
    seats: list[SeatFeats]
    manches: int = 0  # how many manches the game ran to
    throws: list[Throw] | None = None


class FeatLog:
    """Follows a game's events as they happen."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.feats = GameFeats([SeatFeats() for _ in game.players], throws=[])
        game.events.dice_did_roll.connect(self._rolled)
        game.events.turn_did_end.connect(self._turn_ended)
        game.events.round_did_resolve.connect(self._resolved)

    def _rolled(self, event: DiceRolled) -> None:
        self.feats.throws.append(Throw(event.player, self.game.manche, event.throws,
                                       event.throw_off, sort_dice(event.dice)))
        if event.throws == 1 and not event.throw_off:  # all three dice thrown
            category = evaluate(event.dice, self.game.rules).category
            self.feats.seats[event.player].first_hands[category] += 1

    def _turn_ended(self, event: TurnEnded) -> None:
        seat = self.feats.seats[event.player]
        if seat.best is None or event.hand.key > seat.best.key:
            seat.best = event.hand
        seat.zanzis += event.hand.category == ZANZI

    def _resolved(self, event: RoundResolved) -> None:
        self.feats.manches = max(self.feats.manches, event.manche)
        if event.phase == DECHARGE and event.token_from is not None:
            seat = self.feats.seats[event.token_from]
            seat.biggest_decharge = max(seat.biggest_decharge, event.tokens_moved)
        for number, lost in enumerate(event.manches_lost):
            self.feats.seats[number].manches_lost = lost


def replayed(rules: Rules, players: Iterable[PlayerSpec], seed: int,
             actions: Iterable[Action]) -> tuple[Game, GameFeats]:
    """The game those actions make, replayed from its seed, with every throw and each
    seat's feats on the way."""
    game = Game(rules, players, seed=seed)
    log = FeatLog(game)
    for action in actions:
        game.apply(action)
    return game, log.feats


def feats_of(game: Game) -> GameFeats:
    """Every throw and each seat's feats in ``game``, replayed from its seed and actions."""
    return replayed(game.rules, game.players, game.seed, game.actions)[1]
