"""Headless tournaments: whole games between computer players, with honest statistics.

Game ``g`` of a tournament with seed ``S`` is played with the game seed ``S * 1_000_003 + g``,
so the same seed always gives the same result.
"""

import math
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from .ai.base import Player, apply_decision
from .ai.levels import make_player
from .ai.view import table_view
from .events import DiceRolled
from .game import Game
from .hands import ALL_HANDS, evaluate, one_throw_probability
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


@dataclass(frozen=True)
class SeatResult:
    player: str
    wins: int
    win_rate: float
    ci95: tuple[float, float]


@dataclass(frozen=True)
class TournamentResult:
    games: int
    seats: tuple[SeatResult, ...]
    mean_manches: float
    first_throws: int
    category_counts: dict[str, int]  # hands seen on the first throw of each turn, by category
    category_expected: dict[str, float]  # their exact one-throw probabilities
    seconds: float

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else float("inf")


def exact_category_chances(rules: Rules) -> dict[str, Fraction]:
    chances: dict[str, Fraction] = Counter()
    for dice in ALL_HANDS:
        chances[evaluate(dice, rules).category] += one_throw_probability(dice)
    return dict(chances)


def seat_computers(rules: Rules, levels: list[str], seed: int) -> tuple[Game, list[Player]]:
    """A game between computer ``levels`` (seats named after them) and their players."""
    seats = [PlayerSpec(f"{level} {seat + 1}", level) for seat, level in enumerate(levels)]
    game = Game(rules, seats, seed=seed)
    return game, [make_player(level, seed, seat) for seat, level in enumerate(levels)]


def play_out(game: Game, players: list[Player],
             after_decision: Callable[[], None] | None = None) -> Game:
    """Let ``players`` play ``game`` to its end; ``after_decision`` runs after each one."""
    while not game.over:
        apply_decision(game, players[game.current].decide(table_view(game)))
        if after_decision is not None:
            after_decision()
    return game


def play_game(rules: Rules, levels: list[str], seed: int, on_roll=None) -> Game:
    game, players = seat_computers(rules, levels, seed)
    if on_roll is not None:
        game.events.dice_did_roll.connect(on_roll)
    return play_out(game, players)


def run_tournament(rules: Rules, levels: list[str], games: int, seed: int) -> TournamentResult:
    """Play ``games`` whole games; a seat wins a game when it heads the final standings."""
    wins = [0] * len(levels)
    manches = 0
    categories: Counter[str] = Counter()

    def count_first_throw(event: DiceRolled) -> None:
        if event.throws == 1 and not event.throw_off:
            categories[evaluate(event.dice, rules).category] += 1

    started = time.perf_counter()
    for number in range(games):
        game = play_game(rules, levels, seed * SEED_STRIDE + number, count_first_throw)
        wins[game.standings[0]] += 1
        manches += game.manche
    elapsed = time.perf_counter() - started
    seats = tuple(SeatResult(level, won, won / games if games else 0.0,
                             wilson_interval(won, games))
                  for level, won in zip(levels, wins, strict=True))
    expected = {name: float(chance) for name, chance in exact_category_chances(rules).items()}
    return TournamentResult(games, seats, manches / games if games else 0.0,
                            sum(categories.values()), dict(categories), expected, elapsed)
