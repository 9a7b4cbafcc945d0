"""Shared test helpers: scripted dice, quick game set-ups, and the sizes of the long checks."""

import os
import random

from zanzibar_desktop.engine.chance import Chance
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.rules import Rules

# `make test-long` sets it: the soak and the cross-checks against independent solvers run at
# their larger sizes, for maintainers (tests/README.md).
LONG = os.environ.get("ZANZIBAR_LONG_TESTS") == "1"


def sized(usual: int, long: int) -> int:
    """``long`` under `make test-long`, else ``usual``."""
    return long if LONG else usual


class ScriptedChance(Chance):
    """Dice that come out in a given order, so a test can play an exact situation."""

    def __init__(self, faces: list[int]) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def die(self) -> int:
        self.draws += 1
        if not self.faces:
            raise AssertionError("the scripted dice ran out")
        return self.faces.pop(0)


def scripted_game(rules: Rules, players: int, faces: list[int]) -> Game:
    """A game whose dice come from ``faces``, the opening throw first (one die per player)."""
    names = [f"Player {number + 1}" for number in range(players)]
    return Game(rules, [PlayerSpec(name) for name in names], chance=ScriptedChance(faces))


def play_randomly(game: Game, rng: random.Random, check=None, max_steps: int = 200_000) -> int:
    """Play uniformly random legal actions until the game is over; returns the step count."""
    steps = 0
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
        steps += 1
        if check is not None:
            check(game)
        assert steps < max_steps, "the game did not end"
    return steps


def half_played(preset: str = "421", seed: int = 7) -> Game:
    """A three-seat game (a computer among them) after 40 random legal actions."""
    game = Game(preset_rules(preset), [PlayerSpec("Ann"), PlayerSpec("Bob", "expert"),
                                       PlayerSpec("Zoé")], seed=seed)
    rng = random.Random(seed)
    for _ in range(40):
        game.apply(rng.choice(game.legal_actions()))
    return game
