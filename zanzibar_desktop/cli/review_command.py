"""``zanzibar review GAME.zanzibar``: every decision of a game with what it cost, accuracy,
cost of the choices and luck per seat (the review the window shows, from the same engine)."""

import argparse
import json
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ..engine.coach import EXACT, MARK_NAMES, Option
from ..engine.game import DECHARGE, Game
from ..engine.hands import dice_label
from ..engine.players import PlayerSpec
from ..engine.review import Review, ReviewedDecision, review_game
from ..engine.tournament import computer_seat_name
from ..engine.verdict import PARTIE
from ..i18n import tr_text
from ..i18n.numbers import amount, decimal, whole
from ..storage.records import Records
from ..storage.saves import read_game
from ..storage.solutions import cached_solution
from .arguments import UsageError, add_json_option, natural_int
from .language import columns, number, percent
from .odds_command import choice_words
from .output import shown_name
from .partie import partie_solution
from .simulate_command import level_title
from .stats_command import read_records


def register(subcommands: argparse._SubParsersAction) -> None:
    words = QCoreApplication.translate("CliReview", "every decision of a saved game, and its cost")
    parser = subcommands.add_parser("review", help=words, description=words)
    parser.add_argument("game", nargs="?",
                        metavar=QCoreApplication.translate("CliReview", "GAME.zanzibar"),
                        help=QCoreApplication.translate("CliReview", "a game saved by the app"))
    parser.add_argument("--record", type=natural_int, metavar="ID",
                        help=QCoreApplication.translate(
                            "CliReview", "instead of a file, the game kept in the games "
                                         "database under this number (Statistics' list of "
                                         "games and zanzibar stats --skill --json show it), "
                                         "reviewed as Statistics reviews it: in the partie's "
                                         "terms where its solution is at hand"))
    parser.add_argument("--db", type=Path, metavar=QCoreApplication.translate("Cli", "FILE"),
                        help=QCoreApplication.translate(
                            "CliReview", "with --record: the games database to read "
                                         "(default: the player's own)"))
    parser.add_argument("--seat", type=natural_int, metavar="N", help=QCoreApplication.translate(
        "CliReview", "only this seat (numbered from 0)"))
    parser.add_argument("--partie", action="store_true", help=QCoreApplication.translate(
        "CliReview", "value every decision in the chance to win the partie too (heads-up "
                     "exact; with more players, estimated against the best placed rival as "
                     "if heads-up); the marks and the accuracy then count that chance lost"))
    add_json_option(parser)
    parser.set_defaults(run=run)


def _kept_game(arguments: argparse.Namespace) -> Game:
    """The game ``--record`` names, replayed from the games database."""
    def game(records: Records) -> Game | None:
        try:
            return records.game(arguments.record)
        except KeyError:
            return None

    found = read_records(arguments, game)
    if found is None:
        raise UsageError(QCoreApplication.translate(
            "CliReview", "no game is kept under the number {number}").format(
            number=whole(arguments.record)))
    return found


def run(arguments: argparse.Namespace) -> int:
    if (arguments.game is None) == (arguments.record is None):
        raise UsageError(QCoreApplication.translate(
            "CliReview", "name a saved game or give --record, one of the two"))
    game = read_game(arguments.game) if arguments.record is None else _kept_game(arguments)
    seats = None
    if arguments.seat is not None:
        if arguments.seat >= game.player_count:
            raise UsageError(QCoreApplication.translate(
                "CliReview", "--seat must be between 0 and {last} for this game, not {seat}").format(
                last=whole(game.player_count - 1), seat=whole(arguments.seat)))
        seats = [arguments.seat]
    if arguments.partie:
        solution = partie_solution(game.rules)
        if solution is None:
            raise UsageError(QCoreApplication.translate(
                "CliOdds", "these rules have no exact solution of the partie"))
    else:  # a kept game: the review Statistics keeps, in the partie's terms where its
        # solution is at hand (shipped, or kept in the cache folder; never worked out here)
        solution = None if arguments.record is None else cached_solution(game.rules)
    review = review_game(game, seats, solution)
    if arguments.json:
        print(json.dumps(review_document(review), indent=1))
        return 0
    names = [seat_name(spec, seat) for seat, spec in enumerate(game.players)]
    _print_seats(review, names)
    return 0


def seat_name(spec: PlayerSpec, seat: int) -> str:
    """A seat's name as printed: the name kept in the game, except that a seat a tournament
    named after its level (``novice 1``) is named with the level's words (« Débutant 1 »)."""
    if spec.level is not None and spec.name == computer_seat_name(spec.level, seat):
        return f"{level_title(spec.level)} {whole(seat + 1)}"
    return shown_name(spec.name)


def _keep(option: Option) -> list[int] | None:
    return None if option.keep is None else list(option.keep)


def decision_document(decision: ReviewedDecision) -> dict:
    return {
        "seat": decision.seat, "manche": decision.manche, "round": decision.round,
        "phase": decision.phase, "dice": list(decision.dice),
        "throws_used": decision.throws_used, "limit": decision.limit,
        "table": [{"seat": seat, "dice": list(dice), "throws": throws}
                  for seat, dice, throws in decision.table],
        "beat": None if decision.beat is None else {
            "dice": list(decision.beat[0]), "throws": decision.beat[1]},
        "later": [{"seat": seat, "limit": limit} for seat, limit in decision.later],
        "options": [{"keep": _keep(option), "take": option.take} for option in decision.options],
        "chosen": decision.chosen, "loss": decision.loss, "mark": decision.mark,
        "partie": None if decision.partie is None else list(decision.partie),
        "partie_loss": decision.partie_loss, "partie_exact": decision.partie_exact,
        "partie_rival": decision.options[0].partie_rival}


def review_document(review: Review) -> dict:
    """The review as ``zanzibar review --json`` prints it (seats numbered from 0)."""
    return {"decisions": [decision_document(decision) for decision in review.decisions],
            "seats": [{"seat": entry.seat, "decisions": entry.decisions,
                       "accuracy": entry.accuracy, "take_lost": entry.take_lost,
                       "partie_lost": entry.partie_lost,
                       "luck": entry.luck, "partie_luck": entry.partie_luck}
                      for entry in review.seats]}


def _take(decision: ReviewedDecision, value: float) -> str:
    if decision.phase == DECHARGE:
        return amount(value, "tokens")
    return percent(value)


def _print_seats(review: Review, names: list[str]) -> None:
    header = [QCoreApplication.translate("CliReview", "seat"),
              QCoreApplication.translate("CliReview", "decisions"),
              QCoreApplication.translate("CliReview", "accuracy"),
              QCoreApplication.translate("CliReview", "cost of the choices"),
              QCoreApplication.translate("CliReview", "luck")]
    rows = [[f"{entry.seat} {names[entry.seat]}", whole(entry.decisions),
             "—" if entry.accuracy is None else percent(entry.accuracy, 1),
             number(entry.take_lost), number(entry.luck)] for entry in review.seats]
    partie = any(entry.partie_lost is not None for entry in review.seats)
    if partie:  # what the marks and the accuracy count, before the manche's figures
        # In points of the partie's chance: a sum over decisions can pass 100, so it is no
        # percentage of one chance.
        header[3:3] = [QCoreApplication.translate("CliReview", "partie: points of chance lost"),
                       QCoreApplication.translate("CliReview", "per decision"),
                       QCoreApplication.translate("CliReview", "partie: luck in points")]
        for row, entry in zip(rows, review.seats, strict=True):
            tally = entry.tallies.get(PARTIE)
            row[3:3] = ["—" if entry.partie_lost is None else number(100 * entry.partie_lost, 1),
                        "—" if tally is None or tally.average is None
                        else number(100 * tally.average, 1),
                        "—" if entry.partie_luck is None
                        else decimal(100 * entry.partie_luck, 1, signed=True)]
    for line in columns([header, *rows], "<" + ">" * (len(header) - 1)):
        print(line)
    for entry in review.seats:
        worst = [decision for decision in review.costliest(entry.seat) if decision.cost > EXACT]
        if not worst:
            continue
        print()
        print(QCoreApplication.translate("CliReview", "{name}: the costliest decisions").format(
            name=names[entry.seat]))
        for decision in worst:
            chosen, best = decision.options[decision.chosen], decision.options[decision.best]
            mark = "" if decision.mark is None else f" [{tr_text(MARK_NAMES[decision.mark])}]"
            print("  " + QCoreApplication.translate(
                "CliReview", "manche {manche}, {dice} after {used}/{limit}: {chosen} ({took}), "
                "best {best} ({best_took}){mark}").format(
                manche=whole(decision.manche), dice=dice_label(decision.dice),
                used=whole(decision.throws_used), limit=whole(decision.limit),
                chosen=choice_words(chosen.keep),
                took=_take(decision, chosen.take), best=choice_words(best.keep),
                best_took=_take(decision, best.take), mark=mark))
            if decision.partie_loss is not None:
                print("    " + _partie_words(decision, names))


def _partie_words(decision: ReviewedDecision, names: list[str]) -> str:
    """A decision's partie figures: the chance to win it of the choice made and of the
    best; with three players or more, estimated against the best placed rival, named."""
    chosen, best = percent(decision.partie[decision.chosen]), percent(max(decision.partie))
    rival = decision.options[0].partie_rival
    if decision.partie_exact or rival is None:
        return QCoreApplication.translate(
            "CliReview", "partie: chance to win it {chosen}, best {best}").format(
            chosen=chosen, best=best)
    return QCoreApplication.translate(
        "CliReview", "partie against {rival} (best placed), estimated: chance to win it "
                     "{chosen}, best {best}").format(rival=names[rival], chosen=chosen, best=best)
