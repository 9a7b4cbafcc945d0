"""``zanzibar simulate``: a headless tournament between computer levels.

It counts what each game decides: wins in a points race, losses (tournées paid) in a token
game, where no one wins. ``--log FILE`` writes every game as one JSON line (see
:mod:`zanzibar_desktop.engine.game_log`), ``--save-games DIR`` as a ``.zanzibar`` file the
app opens. Seats are numbered from 0 in JSON, from 1 in the text report (as the players are
named).
"""

import argparse
import contextlib
import json
from pathlib import Path

from ..engine.ai.levels import BASELINES, LEVELS
from ..engine.atomic import failure_reason
from ..engine.errors import StorageError
from ..engine.game import Game
from ..engine.game_log import GameRecorder, LogWriter, game_record
from ..engine.players import MAX_PLAYERS, MIN_PLAYERS
from ..engine.presets import load_rules
from ..engine.save import SAVE_SUFFIX, write_game
from ..engine.tournament import LOSSES, WINS, TournamentResult, run_tournament
from .arguments import UsageError, natural_int, positive_int
from .output import one_line

COUNT_WORDS = {LOSSES: "losses (tournées paid)", WINS: "wins"}


def _levels(text: str) -> list[str]:
    levels = [part.strip() for part in text.split(",")]
    known = list(LEVELS) + list(BASELINES)
    for level in levels:
        if level not in known:
            raise argparse.ArgumentTypeError(
                f"unknown player {level!r}; choose among {', '.join(known)}")
    if not MIN_PLAYERS <= len(levels) <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(
            f"a game needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(levels)}")
    return levels


def register(subcommands: argparse._SubParsersAction) -> None:
    parser = subcommands.add_parser("simulate", help="a headless tournament of whole games")
    parser.add_argument("--rules", required=True, metavar="PRESET|FILE")
    parser.add_argument("--players", required=True, type=_levels, metavar="LEVEL,LEVEL[,…]")
    parser.add_argument("--games", required=True, type=positive_int)
    parser.add_argument("--seed", required=True, type=natural_int)
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.add_argument("--log", metavar="FILE",
                        help="write every game to FILE as one line of JSON (JSON Lines)")
    parser.add_argument("--save-games", metavar="DIR",
                        help="save every game in DIR as game-0001.zanzibar, … for the app to open")
    parser.set_defaults(run=run)


def _save_folder(text: str) -> Path:
    """The folder ``--save-games`` writes to, created if missing; refused when a file."""
    folder = Path(text)
    if folder.exists() and not folder.is_dir():
        raise UsageError(f"--save-games {text}: a file has that name, not a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise UsageError(f"--save-games {text}: {failure_reason(error)}") from error
    return folder


def _game_file(folder: Path, number: int, games: int) -> Path:
    return folder / f"game-{number + 1:0{max(4, len(str(games)))}d}{SAVE_SUFFIX}"


def run(arguments: argparse.Namespace) -> int:
    rules = load_rules(arguments.rules)
    with contextlib.ExitStack() as stack:  # the log's temporary file goes if anything fails
        log = None
        if arguments.log is not None:
            try:
                log = stack.enter_context(LogWriter(arguments.log))
            except StorageError as error:
                raise UsageError(f"--log {arguments.log}: {error}") from error
        folder = None if arguments.save_games is None else _save_folder(arguments.save_games)
        recorders: dict[int, GameRecorder] = {}

        def before_game(number: int, game: Game) -> None:
            if log is not None:
                recorders[number] = GameRecorder(game)

        def after_game(number: int, game: Game) -> None:
            if log is not None:
                try:
                    log.write(game_record(game, recorders.pop(number)))
                except StorageError as error:
                    raise UsageError(f"--log {arguments.log}: {error}") from error
            if folder is not None:
                path = _game_file(folder, number, arguments.games)
                try:
                    write_game(game, path)
                except StorageError as error:
                    raise UsageError(f"--save-games {path}: {error}") from error

        result = run_tournament(rules, arguments.players, arguments.games, arguments.seed,
                                before_game, after_game)
        if log is not None:
            try:
                log.commit()
            except StorageError as error:
                raise UsageError(f"--log {arguments.log}: {error}") from error
    _report(arguments, rules.name, result)
    return 0


def _report(arguments: argparse.Namespace, rules_name: str, result: TournamentResult) -> None:
    frequencies = [
        {"category": name, "observed": result.category_counts.get(name, 0) / result.first_throws,
         "expected": expected}
        for name, expected in sorted(result.category_expected.items(), key=lambda kv: -kv[1])]
    if arguments.json:
        print(json.dumps({
            "games": result.games, "counts": result.counts,
            "seats": [{"seat": number, "player": seat.player, result.counts: seat.count,
                       "rate": seat.rate, "ci95": list(seat.ci95)}
                      for number, seat in enumerate(result.seats)],
            "mean_manches": result.mean_manches, "first_throws": result.first_throws,
            "hand_frequencies": frequencies, "games_per_second": result.games_per_second,
        }, indent=1))
        return
    print(f"{result.games} games of {one_line(rules_name)}, seed {arguments.seed}, "
          f"counting {COUNT_WORDS[result.counts]}:")
    for number, seat in enumerate(result.seats, start=1):
        low, high = seat.ci95
        print(f"  seat {number} {seat.player:<8} {result.counts:<6} {seat.count:>6}  "
              f"{seat.rate:7.2%}  95% interval {low:.2%} – {high:.2%}")
    print(f"  mean game length: {result.mean_manches:.2f} manches")
    print(f"  first throws ({result.first_throws}) by kind of hand, observed against exact:")
    for row in frequencies:
        print(f"    {row['category']:<10} {row['observed']:7.3%}  {row['expected']:7.3%}")
    print(f"  {result.games_per_second:.1f} games per second")
