"""A seeded soak: whole games between computer levels under every preset and random option mixes.

Game ``i`` takes everything from one ``random.Random(seed)``: even games cycle through the
presets, odd games play a random valid option mix (small targets, tokens and manches, so
games stay short); 2 to 8 seats, each a level drawn from every computer level and the random
baseline; then the game's own seed. After every action the soak checks that tokens are
conserved and never negative, and that no score is negative; every game must end within
:data:`MAX_ACTIONS` actions with a winner (points race) or a loser (tokens). Any breach raises
:class:`SoakError` naming the game seed, the levels and the rules, enough to replay it with
:func:`play_soak_game`.

Usage: ``python benchmarks/soak.py [--games N] [--seed S]``. ``tests/engine/test_soak.py``
runs a short soak on every test run; this script soaks longer and prints the figures.
"""

import argparse
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script; under pytest the root is already there
    sys.path.insert(0, str(ROOT))

from zanzibar_desktop.engine.ai.base import Player  # noqa: E402
from zanzibar_desktop.engine.ai.levels import BASELINES, LEVELS  # noqa: E402
from zanzibar_desktop.engine.errors import RulesError  # noqa: E402
from zanzibar_desktop.engine.game import Game  # noqa: E402
from zanzibar_desktop.engine.players import MAX_PLAYERS, MIN_PLAYERS  # noqa: E402
from zanzibar_desktop.engine.presets import PRESETS  # noqa: E402
from zanzibar_desktop.engine.rules import ONE_POINT, OPTIONS, OptionSpec, Rules  # noqa: E402
from zanzibar_desktop.engine.tournament import play_out, seat_computers  # noqa: E402

ALL_LEVELS: tuple[str, ...] = (*LEVELS, *BASELINES)
MIX = "mix"  # the preset column of a game played under a random option mix
MIX_NAME = "Soak mix"
MAX_ACTIONS = 100_000  # far beyond the longest game the caps below allow
DEFAULT_SEED = 421

# Keep random mixes short: small targets (a point a manche needs a very small one), few
# tokens and few manches to lose. Each entry gives the range for the rules drawn so far.
_RANGE_CAPS: dict[str, Callable[[Rules], tuple[int, int]]] = {
    "target_score": lambda rules: (1, 12) if rules.scoring == ONE_POINT else (1, 300),
    "exact_finish_level": lambda rules: (0, max(0, min(299, rules.target_score - 1))),
    "tokens": lambda rules: (2, 30),
    "manches_to_lose": lambda rules: (1, 3),
    "low_hand_malus": lambda rules: (0, 20),
}
_MIX_PASSES = 2  # passes over the options: some values need another one first (421: tokens)
_MIX_TRIES = 5  # draws of one option before keeping its previous value


class SoakError(AssertionError):
    """A game broke an invariant or did not end; the message says how to replay it."""


@dataclass
class SoakResult:
    """What a soak played. Counters are keyed by preset name (or :data:`MIX`), family, etc."""

    seed: int
    games: int = 0
    actions: int = 0
    longest: int = 0  # the most actions in one game
    seconds: float = 0.0
    by_preset: Counter[str] = field(default_factory=Counter)
    by_family: Counter[str] = field(default_factory=Counter)
    by_scoring: Counter[str] = field(default_factory=Counter)
    by_players: Counter[int] = field(default_factory=Counter)
    seats_by_level: Counter[str] = field(default_factory=Counter)
    decisions_by_level: Counter[str] = field(default_factory=Counter)
    thinking_by_level: dict[str, float] = field(default_factory=dict)  # seconds in decide()
    winners: int = 0  # points races, won by one player
    losers: int = 0  # token games, lost by one player

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else float("inf")


def _draw(rng: random.Random, spec: OptionSpec, rules: Rules):
    if spec.choices:
        return rng.choice(spec.values)
    cap = _RANGE_CAPS.get(spec.key)
    low, high = cap(rules) if cap else (spec.minimum, spec.maximum)
    return rng.randint(max(low, spec.minimum), min(high, spec.maximum))


def _short(rules: Rules) -> bool:
    """Whether the rules are within the caps (a preset's value may have survived the draws)."""
    for key, cap in _RANGE_CAPS.items():
        low, high = cap(rules)
        value = getattr(rules, key)
        if not low <= value <= high and not (key == "exact_finish_level"
                                             and rules.exact_finish != "fall-back"):
            return False
    return True


def random_rules(rng: random.Random) -> Rules:
    """A random valid mix of every option: starting from a random preset, each option (in a
    random order, twice over) takes a random value, drawn again on :class:`RulesError`."""
    while True:
        rules = PRESETS[rng.choice(sorted(PRESETS))].rules.with_options(name=MIX_NAME)
        for _ in range(_MIX_PASSES):
            for spec in rng.sample(OPTIONS, len(OPTIONS)):
                for _ in range(_MIX_TRIES):
                    try:
                        rules = rules.with_options(**{spec.key: _draw(rng, spec, rules)})
                        break
                    except RulesError:
                        continue
        if _short(rules):
            return rules


def soak_rules(rng: random.Random, number: int) -> tuple[str, Rules]:
    """The rules of game ``number``: even games cycle through the presets, odd games mix."""
    if number % 2 == 0:
        names = list(PRESETS)
        name = names[number // 2 % len(names)]
        return name, PRESETS[name].rules
    return MIX, random_rules(rng)


def invariant_problem(game: Game) -> str | None:
    """What is wrong with the counts on the table, or None."""
    rules = game.rules
    if rules.uses_tokens:
        if game.pot + sum(game.tokens) != rules.tokens:
            return f"tokens not conserved: pot {game.pot} + {game.tokens} != {rules.tokens}"
        if game.pot < 0 or min(game.tokens) < 0:
            return f"a negative token count: pot {game.pot}, tokens {game.tokens}"
    elif min(game.scores) < 0:
        return f"a negative score: {game.scores}"
    return None


def end_problem(game: Game) -> str | None:
    """What is wrong with how a finished game ended, or None."""
    rules = game.rules
    if sorted(game.standings) != list(range(game.player_count)):
        return f"the standings {game.standings} are not every player once"
    if rules.uses_tokens:
        if game.loser is None or game.winner is not None:
            return f"a token game ended with winner {game.winner} and loser {game.loser}"
        if game.manches_lost[game.loser] != rules.manches_to_lose:
            return f"the loser lost {game.manches_lost[game.loser]} manches, not {rules.manches_to_lose}"
    elif game.winner is None or game.loser is not None:
        return f"a points race ended with winner {game.winner} and loser {game.loser}"
    return None


@dataclass
class _Timed:
    """A computer player whose thinking time and decisions are added up for its level."""

    player: Player
    level: str
    thinking: dict[str, float]
    decisions: Counter[str]

    def decide(self, view):  # noqa: ANN001, ANN201 - the Player interface
        started = time.perf_counter()
        decision = self.player.decide(view)
        self.thinking[self.level] = self.thinking.get(self.level, 0.0) + (
            time.perf_counter() - started)
        self.decisions[self.level] += 1
        return decision


def play_soak_game(rules: Rules, levels: list[str], seed: int, max_actions: int = MAX_ACTIONS,
                   thinking: dict[str, float] | None = None,
                   decisions: Counter[str] | None = None) -> Game:
    """Play one game between computer ``levels`` as :func:`tournament.play_game` does, checking
    the invariants after every action; ``thinking`` and ``decisions`` add up time per level."""
    game, players = seat_computers(rules, levels, seed)
    if thinking is not None and decisions is not None:
        players = [_Timed(player, level, thinking, decisions)
                   for player, level in zip(players, levels, strict=True)]

    def fail(problem: str) -> None:
        raise SoakError(f"{problem} after {len(game.actions)} actions; replay with "
                        f"play_soak_game(rules, {levels!r}, seed={seed}), rules {rules!r}")

    def check(_event=None) -> None:
        problem = invariant_problem(game)
        if problem is not None:
            fail(problem)
        if len(game.actions) > max_actions and not game.over:
            fail(f"the game did not end within {max_actions} actions")

    game.events.hold_did_change.connect(check)  # holds are actions too, inside a decision
    check()
    play_out(game, players, after_decision=check)
    problem = end_problem(game)
    if problem is not None:
        fail(problem)
    return game


def soak(games: int, seed: int = DEFAULT_SEED, max_actions: int = MAX_ACTIONS) -> SoakResult:
    """Play ``games`` seeded games (see the module docstring); raises :class:`SoakError`."""
    rng = random.Random(seed)
    result = SoakResult(seed)
    started = time.perf_counter()
    for number in range(games):
        preset, rules = soak_rules(rng, number)
        levels = [rng.choice(ALL_LEVELS) for _ in range(rng.randint(MIN_PLAYERS, MAX_PLAYERS))]
        game_seed = rng.getrandbits(63)
        game = play_soak_game(rules, levels, game_seed, max_actions,
                              result.thinking_by_level, result.decisions_by_level)
        result.games += 1
        result.actions += len(game.actions)
        result.longest = max(result.longest, len(game.actions))
        result.by_preset[preset] += 1
        result.by_family[rules.family] += 1
        result.by_scoring[rules.scoring] += 1
        result.by_players[len(levels)] += 1
        result.seats_by_level.update(levels)
        if game.winner is not None:
            result.winners += 1
        if game.loser is not None:
            result.losers += 1
    result.seconds = time.perf_counter() - started
    return result


def _split(title: str, counts: Counter, total: int) -> str:
    parts = ", ".join(f"{key} {count} ({count / total:.0%})" for key, count in sorted(
        counts.items(), key=lambda item: str(item[0])))
    return f"  {title:<10} {parts}"


def report(result: SoakResult) -> str:
    games = result.games or 1
    lines = [
        f"soak seed {result.seed}: {result.games} games, {result.actions} actions "
        f"(longest game {result.longest}) in {result.seconds:.1f} s, "
        f"{result.games_per_second:.1f} games/s",
        f"  every game ended: {result.winners} won (points race), {result.losers} lost (tokens); "
        "tokens conserved and scores never negative after every action",
        _split("preset", result.by_preset, games),
        _split("family", result.by_family, games),
        _split("scoring", result.by_scoring, games),
        _split("players", result.by_players, games),
        _split("seats", result.seats_by_level, sum(result.seats_by_level.values()) or 1),
    ]
    for level in ALL_LEVELS:
        decisions = result.decisions_by_level[level]
        seconds = result.thinking_by_level.get(level, 0.0)
        mean = seconds / decisions * 1e6 if decisions else 0.0
        lines.append(f"  {level:<10} {decisions} decisions, {seconds:.1f} s thinking "
                     f"({mean:.0f} µs a decision)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games to play (default 2000)")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED,
                        help=f"the soak's seed (default {DEFAULT_SEED})")
    arguments = parser.parse_args(argv)
    print(report(soak(arguments.games, arguments.seed)))


if __name__ == "__main__":
    main()
