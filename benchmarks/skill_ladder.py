"""Measures the computers' skill figures (issue 35) by the code that measures a player's —
the review of each decision (``engine/review.py``), counted by ``engine/skill.py`` — over
seeded heads-up games against the Expert, each level at either seat in turn, on the
Zanzibar and 421 presets, each family's figures apart (a player's figure of one family is
compared with that family's); prints them with the machine's load and writes the figures the
game ships (``zanzibar_desktop/storage/computer_skill.json``).

Each game is reviewed twice: with the partie's shipped solution at hand (the partie-judged
figure; the Master's is 0 by construction) and without it (the manche-judged figure, tokens
in a décharge), as a player's games are judged with or without a solution.

Usage: ``python benchmarks/skill_ladder.py [GAMES] [--no-write]`` (GAMES a level and preset,
default 200). Fixed seeds: the figures are the same on every machine.
"""

import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from zanzibar_desktop.engine.partie.at_hand import KnownSolutions  # noqa: E402
from zanzibar_desktop.engine.players import PlayerSpec  # noqa: E402
from zanzibar_desktop.engine.presets import preset_rules  # noqa: E402
from zanzibar_desktop.engine.review import review_game  # noqa: E402
from zanzibar_desktop.engine.skill import (  # noqa: E402
    COMPUTER_LEVELS,
    TERMS,
    ReviewedGame,
    computer_figures_document,
    figure,
    judged_decision,
)
from zanzibar_desktop.engine.tournament import play_seats  # noqa: E402
from zanzibar_desktop.storage.computer_skill import SHIPPED  # noqa: E402
from zanzibar_desktop.storage.solutions import cached_solution  # noqa: E402

PRESETS = ("zanzibar", "421")
SEED = 3500


def reviewed(game, seat: int, number: int, solution=None) -> ReviewedGame:  # noqa: ANN001
    decisions = review_game(game, [seat], solution=solution).decisions
    return ReviewedGame.of(number, game.rules.family, float(number),
                           tuple(judged_decision(game.rules, decision) for decision in decisions))


def main() -> None:
    arguments = [argument for argument in sys.argv[1:] if not argument.startswith("--")]
    games = int(arguments[0]) if arguments else 200
    print(f"load average (1 minute) {os.getloadavg()[0]:.2f} at the start, on "
          f"{os.cpu_count()} cores")
    started = time.perf_counter()
    figures = {}
    for preset in PRESETS:
        rules = preset_rules(preset)
        measured = {level: [] for level in COMPUTER_LEVELS}
        solution = cached_solution(rules)
        if solution is None:
            raise SystemExit(f"no shipped solution for {preset}: run tools/build_solutions.py")
        held = KnownSolutions()
        held.remember(rules, solution)
        for level in COMPUTER_LEVELS:
            for index in range(games):
                seat = index % 2
                levels = [level, "expert"] if seat == 0 else ["expert", level]
                # The Master plays from the solution; reviewed with it: partie-judged.
                game = play_seats(rules, [PlayerSpec(f"P{n}", each)
                                          for n, each in enumerate(levels)], SEED + index,
                                  solutions=held.known)
                number = len(measured[level])
                measured[level].append(reviewed(game, seat, number, solution))
                # No solution at hand: manche-judged.
                measured[level].append(reviewed(game, seat, number + 1))
        figures[rules.family] = {level: {terms: found for terms in TERMS
                                         if (found := figure(measured[level], terms)) is not None}
                                 for level in COMPUTER_LEVELS}
        for level, by_terms in figures[rules.family].items():
            for terms, found in by_terms.items():
                unit = "tokens" if terms == "tokens" else "points of chance"
                print(f"{rules.family:<8} {level:<8} {terms:<8} {found.average:7.3f} "
                      f"[{found.low:.3f}, {found.high:.3f}] {unit} lost a decision, "
                      f"{found.decisions} decisions of {found.games} games")
    print(f"{time.perf_counter() - started:.0f} s; load average (1 minute) "
          f"{os.getloadavg()[0]:.2f} at the end")
    if "--no-write" not in sys.argv:
        SHIPPED.write_text(json.dumps(computer_figures_document(figures, games), indent=1) + "\n",
                           encoding="utf-8")
        print(f"written: {SHIPPED}")


if __name__ == "__main__":
    main()
