"""Headless tournaments: whole games between computer players, with honest statistics.

A tournament counts what each game decides: in a points race the winner (the first to the
target), in a token game the loser (who pays the tournée; a token game names no winner).
Standings are never counted: below the decided seat they are only an order, whose ties
say nothing about strength.

Game ``g`` of a tournament with seed ``S`` is played with the game seed ``S * 1_000_003 + g``,
so the same seed always gives the same result.
"""

import math
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from .ai.base import Player, apply_decision
from .ai.levels import make_player
from .ai.view import table_view
from .events import DiceRolled
from .game import Game
from .hands import evaluate, exact_category_chances
from .partie.at_hand import AtHand
from .players import PlayerSpec
from .rules import Rules

SEED_STRIDE = 1_000_003


def wilson_interval(successes: int, trials: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if trials == 0:
        return (0.0, 1.0)
    rate = successes / trials
    denominator = 1 + z * z / trials
    centre = (rate + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(rate * (1 - rate) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


WINS = "wins"
LOSSES = "losses"


def counted_outcome(rules: Rules) -> str:
    """What a tournament under ``rules`` counts: :data:`WINS` in a points race,
    :data:`LOSSES` (tournées paid) in a token game."""
    return LOSSES if rules.uses_tokens else WINS


@dataclass(frozen=True)
class SeatResult:
    player: str
    count: int  # games this seat won (points race) or lost (token game)
    rate: float
    ci95: tuple[float, float]


@dataclass(frozen=True)
class TournamentResult:
    games: int
    counts: str  # WINS or LOSSES: what SeatResult.count counts
    seats: tuple[SeatResult, ...]
    mean_manches: float
    first_throws: int
    category_counts: dict[str, int]  # hands seen on the first throw of each turn, by category
    category_expected: dict[str, float]  # their exact one-throw probabilities
    seconds: float

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else float("inf")


def computer_seat_name(level: str, seat: int) -> str:
    """The name a tournament gives a seat (numbered from 0): ``novice 1``, ``expert 2``."""
    return f"{level} {seat + 1}"


def seat_computers(rules: Rules, levels: list[str], seed: int,
                   solutions: AtHand | None = None) -> tuple[Game, list[Player]]:
    """A game between computer ``levels`` (seats named after them) and their players (a
    Master reads its partie from ``solutions``)."""
    seats = [PlayerSpec(computer_seat_name(level, seat), level) for seat, level in enumerate(levels)]
    game = Game(rules, seats, seed=seed)
    return game, [make_player(level, seed, seat, solutions) for seat, level in enumerate(levels)]


def play_out(game: Game, players: list[Player],
             after_decision: Callable[[], None] | None = None) -> Game:
    """Let ``players`` play ``game`` to its end; ``after_decision`` runs after each one."""
    while not game.over:
        apply_decision(game, players[game.current].decide(table_view(game)))
        if after_decision is not None:
            after_decision()
    return game


def play_seats(rules: Rules, specs: list[PlayerSpec], seed: int,
               human_level: str = "regular", solutions: AtHand | None = None) -> Game:
    """A game of ``specs`` played to its end, each human seat played as ``human_level``
    plays (generated records, pictures and benchmarks)."""
    game = Game(rules, specs, seed=seed)
    return play_out(game, [make_player(spec.level or human_level, seed, seat, solutions)
                           for seat, spec in enumerate(specs)])


def play_game(rules: Rules, levels: list[str], seed: int, on_roll=None,
              solutions: AtHand | None = None) -> Game:
    game, players = seat_computers(rules, levels, seed, solutions)
    if on_roll is not None:
        game.events.dice_did_roll.connect(on_roll)
    return play_out(game, players)


GameHook = Callable[[int, Game], None]


def run_tournament(rules: Rules, levels: list[str], games: int, seed: int,
                   before_game: GameHook | None = None,
                   after_game: GameHook | None = None,
                   solutions: AtHand | None = None) -> TournamentResult:
    """Play ``games`` whole games, counting each seat's wins in a points race and its losses
    in a token game. ``before_game(number, game)`` runs before the first action of each game
    (numbered from 0), ``after_game(number, game)`` once it is over. A Master reads its
    partie from ``solutions``."""
    counts = counted_outcome(rules)
    tally = [0] * len(levels)
    manches = 0
    categories: Counter[str] = Counter()

    def count_first_throw(event: DiceRolled) -> None:
        if event.throws == 1 and not event.throw_off:
            categories[evaluate(event.dice, rules).category] += 1

    started = time.perf_counter()
    for number in range(games):
        game, players = seat_computers(rules, levels, seed * SEED_STRIDE + number,
                                       solutions)
        game.events.dice_did_roll.connect(count_first_throw)
        if before_game is not None:
            before_game(number, game)
        play_out(game, players)
        decided = game.loser if counts == LOSSES else game.winner
        if decided is None:
            who = "loser" if counts == LOSSES else "winner"
            raise AssertionError(f"game {number} (seed {game.seed}) ended without a {who}")
        tally[decided] += 1
        manches += game.manche
        if after_game is not None:
            after_game(number, game)
    elapsed = time.perf_counter() - started
    seats = tuple(SeatResult(level, count, count / games if games else 0.0,
                             wilson_interval(count, games))
                  for level, count in zip(levels, tally, strict=True))
    expected = {name: float(chance) for name, chance in exact_category_chances(rules).items()}
    return TournamentResult(games, counts, seats, manches / games if games else 0.0,
                            sum(categories.values()), dict(categories), expected, elapsed)
