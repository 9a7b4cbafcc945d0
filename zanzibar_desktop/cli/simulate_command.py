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

from PySide6.QtCore import QCoreApplication, QObject

from ..engine.ai.levels import BASELINES, LEVELS
from ..engine.game import Game
from ..engine.game_log import GameRecorder, game_record
from ..engine.hands import CATEGORY_NAMES
from ..engine.partie.at_hand import KnownSolutions
from ..engine.players import MAX_PLAYERS, MIN_PLAYERS
from ..engine.presets import rules_title
from ..engine.save import SAVE_SUFFIX
from ..engine.text import QT_TRANSLATE_NOOP, Text
from ..engine.tournament import LOSSES, WINS, TournamentResult, run_tournament
from ..i18n import tr_text
from ..i18n.numbers import whole
from ..storage.atomic import failure_reason
from ..storage.errors import StorageError
from ..storage.game_log import LogWriter
from ..storage.rules_files import load_rules
from ..storage.saves import write_game
from .arguments import (
    UsageError,
    add_json_option,
    add_rules_option,
    natural_int,
    positive_int,
    quoted,
)
from .language import columns, number, percent, plural
from .output import one_line, shortened
from .partie import partie_solution

# What the games decide, in the heading and in each seat's row of the text report.
COUNT_WORDS = {LOSSES: QT_TRANSLATE_NOOP("CliSimulate", "losses (tournées paid)"),
               WINS: QT_TRANSLATE_NOOP("CliSimulate", "wins")}
COUNT_COLUMN = {LOSSES: QT_TRANSLATE_NOOP("CliSimulate", "losses"),
                WINS: QT_TRANSLATE_NOOP("CliSimulate", "wins")}


class CliSimulate(QObject):
    """This command's texts with a number of games (lupdate sees plurals in ``self.tr``)."""

    def heading(self, games: int) -> str:
        return plural(self.tr("%Ln game(s) of {rules}, seed {seed}, counting {what}:", "", games),
                      games)


# The baseline that plays at random has no place in the window: its name is the CLI's own.
BASELINE_TITLES = {"random": QT_TRANSLATE_NOOP("CliSimulate", "Random")}


def _known_levels() -> list[str]:
    return list(LEVELS) + list(BASELINES)


def level_title(level: str) -> str:
    """A computer level as the window names it (« Débutant », « Habitué », « Expert »)."""
    known = LEVELS.get(level)
    if known is not None:
        return tr_text(known.title)
    return tr_text(BASELINE_TITLES[level]) if level in BASELINE_TITLES else level


def _levels(text: str) -> list[str]:
    levels = [part.strip() for part in text.split(",")]
    known = _known_levels()
    for level in levels:
        if level not in known:
            raise argparse.ArgumentTypeError(QCoreApplication.translate(
                "CliSimulate", "unknown player {level}; choose among {levels}").format(
                level=quoted(shortened(level)), levels=", ".join(known)))
    if not MIN_PLAYERS <= len(levels) <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(QCoreApplication.translate(
            "CliSimulate", "a game needs {least} to {most} players, not {count}").format(
            least=whole(MIN_PLAYERS), most=whole(MAX_PLAYERS), count=whole(len(levels))))
    return levels


def register(subcommands: argparse._SubParsersAction) -> None:
    words = QCoreApplication.translate(
        "CliSimulate", "whole games between computer players, without a window")
    parser = subcommands.add_parser("simulate", help=words, description=words)
    add_rules_option(parser)
    parser.add_argument("--players", required=True, type=_levels,
                        metavar=QCoreApplication.translate("CliSimulate", "LEVEL,LEVEL[,…]"),
                        help=QCoreApplication.translate(
                            "CliSimulate", "the computer players, one per seat, among: {levels}"
                        ).format(levels=", ".join(_known_levels())))
    parser.add_argument("--games", required=True, type=positive_int, metavar="N",
                        help=QCoreApplication.translate("CliSimulate", "how many games to play"))
    parser.add_argument("--seed", required=True, type=natural_int, metavar="N",
                        help=QCoreApplication.translate(
                            "CliSimulate", "the seed of the dice: the same seed plays the same "
                                           "games"))
    add_json_option(parser)
    file = QCoreApplication.translate("Cli", "FILE")
    parser.add_argument("--log", metavar=file, help=QCoreApplication.translate(
        "CliSimulate", "write every game to {file} as one line of JSON (JSON Lines)").format(
        file=file))
    folder = QCoreApplication.translate("Cli", "FOLDER")
    parser.add_argument("--save-games", metavar=folder, help=QCoreApplication.translate(
        "CliSimulate", "save every game in {folder} as game-0001.zanzibar, … for the app to "
                       "open").format(folder=folder))
    parser.set_defaults(run=run)


def _save_folder(name: str) -> Path:
    """The folder ``--save-games`` writes to, created if missing; refused when a file."""
    folder = Path(name)
    try:  # a name too long for the system fails as early as the look at what it is
        if folder.exists() and not folder.is_dir():
            raise UsageError(QCoreApplication.translate(
                "CliSimulate", "--save-games {folder}: a file has that name, not a folder"
            ).format(folder=shortened(name)))
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise UsageError(_failed("--save-games", name, failure_reason(error))) from error
    return folder


def _failed(option: str, name: str, reason: Text) -> str:
    """``--log FILE: why``, the reason (an engine text) in the chosen language."""
    return QCoreApplication.translate("CliSimulate", "{option} {file}: {reason}").format(
        option=option, file=shortened(name), reason=tr_text(reason))


def _game_file(folder: Path, number: int, games: int) -> Path:
    return folder / f"game-{number + 1:0{max(4, len(str(games)))}d}{SAVE_SUFFIX}"


def run(arguments: argparse.Namespace) -> int:
    rules = load_rules(arguments.rules)
    held = KnownSolutions()  # the Masters' partie, read from here
    if "master" in arguments.players:
        partie_solution(rules, held)
    with contextlib.ExitStack() as stack:  # the log's temporary file goes if anything fails
        log = None
        if arguments.log is not None:
            try:
                log = stack.enter_context(LogWriter(arguments.log))
            except StorageError as error:
                raise UsageError(_failed("--log", arguments.log, error.text)) from error
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
                    raise UsageError(_failed("--log", arguments.log, error.text)) from error
            if folder is not None:
                path = _game_file(folder, number, arguments.games)
                try:
                    write_game(game, path)
                except StorageError as error:
                    raise UsageError(_failed("--save-games", str(path), error.text)) from error

        result = run_tournament(rules, arguments.players, arguments.games, arguments.seed,
                                before_game, after_game, held.known)
        if log is not None:
            try:
                log.commit()
            except StorageError as error:
                raise UsageError(_failed("--log", arguments.log, error.text)) from error
    _report(arguments, rules_title(rules.name, QCoreApplication.translate), result)
    return 0


def _report(arguments: argparse.Namespace, title: str, result: TournamentResult) -> None:
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
    print(one_line(CliSimulate().heading(result.games).format(
        rules=title, seed=arguments.seed, what=tr_text(COUNT_WORDS[result.counts]))))
    counted = tr_text(COUNT_COLUMN[result.counts])
    seats = []
    for place, seat in enumerate(result.seats, start=1):
        low, high = seat.ci95
        seats.append([
            QCoreApplication.translate("CliSimulate", "seat {number}").format(number=whole(place)),
            level_title(seat.player), counted, whole(seat.count), percent(seat.rate),
            QCoreApplication.translate("CliSimulate", "95% interval {low} – {high}").format(
                low=percent(low), high=percent(high))])
    for line in columns(seats, "<<<>><", indent="  "):
        print(line)
    print("  " + QCoreApplication.translate("CliSimulate", "mean game length: {manches} manches")
          .format(manches=number(result.mean_manches)))
    print("  " + QCoreApplication.translate(
        "CliSimulate", "first throws ({throws}) by kind of hand, observed against exact:").format(
        throws=whole(result.first_throws)))
    kinds = [[tr_text(CATEGORY_NAMES[row["category"]]) if row["category"] in CATEGORY_NAMES
              else row["category"], percent(row["observed"], 3), percent(row["expected"], 3)]
             for row in frequencies]
    for line in columns(kinds, "<>>", indent="    "):
        print(line)
    print("  " + QCoreApplication.translate("CliSimulate", "{speed} games per second").format(
        speed=number(result.games_per_second, 1)))
