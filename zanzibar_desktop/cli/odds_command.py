"""``zanzibar odds``: exact chances of every keep choice, the table of the hands' chances
(Zanzibar: 000's table of zanzis; 421: every hand with its tokens), and the heads-up duel."""

import argparse
import json
import textwrap
from fractions import Fraction
from itertools import accumulate

from PySide6.QtCore import QCoreApplication, QObject

from ..engine.coach import choice_order, faces, position_options
from ..engine.hands import (
    PLAIN,
    SIMPLE,
    STRAIGHT,
    dice_label,
    hand_groups,
    throw_counts,
    token_value,
)
from ..engine.odds.duel import duel
from ..engine.odds.headsup import heads_up_options
from ..engine.odds.zanzi_table import zanzi_table
from ..engine.partie.position import TurnPosition
from ..engine.presets import rules_title
from ..engine.rules import FOUR_TWO_ONE
from ..engine.text import QT_TRANSLATE_NOOP
from ..i18n import tr_text
from ..i18n.numbers import ratio, whole
from ..storage.rules_files import load_rules
from .arguments import (
    UsageError,
    add_json_option,
    add_rules_option,
    dice_argument,
    natural_int,
    pair_argument,
)
from .language import columns, number, percent, plural
from .partie import partie_solution

# The table's rows in words for people, by their stable id (the JSON keeps the engine's
# English labels); each English source is the engine's label, word for word.
TABLE_LABELS = {
    "given_zanzi_first_throw": QT_TRANSLATE_NOOP(
        "CliOdds", "a given zanzi (e.g. 6-6-6) on the first throw"),
    "any_zanzi_first_throw": QT_TRANSLATE_NOOP(
        "CliOdds", "any zanzi (1-1-1 to 6-6-6) on the first throw"),
    "no_zanzi_first_throw": QT_TRANSLATE_NOOP(
        "CliOdds", "no zanzi on the first throw (simple points)"),
    "zanzi_value_chosen_after_first_throw": QT_TRANSLATE_NOOP(
        "CliOdds", "a zanzi in 3 throws, aiming at the face showing most after throw 1"),
    "zanzi_value_chosen_before_throwing": QT_TRANSLATE_NOOP(
        "CliOdds", "a given zanzi in 3 throws, aiming at a value chosen before throwing"),
    "any_zanzi_optimal_play": QT_TRANSLATE_NOOP(
        "CliOdds", "any zanzi in 3 throws, optimal play"),
}
TABLE_READINGS = {
    "zanzi_value_chosen_after_first_throw": QT_TRANSLATE_NOOP(
        "CliOdds", "this reading gives the text's 20,70 %"),
    "zanzi_value_chosen_before_throwing": QT_TRANSLATE_NOOP(
        "CliOdds", "the literal reading of 'dès le départ': not the text's 20,70 %"),
    "any_zanzi_optimal_play": QT_TRANSLATE_NOOP("CliOdds", "the best any strategy can do"),
}


class CliOdds(QObject):
    """This command's texts with a count (lupdate sees plurals in ``self.tr``)."""

    def options_heading(self, beat_throws: int) -> str:
        return plural(self.tr("{dice} after throw {used} of {limit}, against {beat} made in "
                              "%n throw(s):", "", beat_throws), beat_throws)

    def partie_lost_at(self, manches: int) -> str:
        return plural(self.tr("--manches-lost: a player who has lost %n manche(s) has lost the "
                              "partie", "", manches), manches)

    def partie_turn_limit(self, throws: int) -> str:
        return plural(self.tr("--limit: under these rules this turn allows %n throw(s)", "",
                              throws), throws)

    def after_throws(self, throws: int) -> str:
        return plural(self.tr("after %n throw(s):", "", throws), throws)

    def tokens(self, count: int) -> str:
        return plural(self.tr("%Ln token(s)", "", count), count)


def register(subcommands: argparse._SubParsersAction) -> None:
    words = QCoreApplication.translate(
        "CliOdds", "exact chances of every choice, the table of hands' chances, the duel")
    parser = subcommands.add_parser("odds", help=words, description=words)
    add_rules_option(parser)
    dice, count = "D-D-D", "N"  # what to type, the same in every language
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--dice", type=dice_argument, metavar=dice, help=QCoreApplication.translate(
        "CliOdds", "the dice showing, e.g. 6-6-2"))
    mode.add_argument("--table", action="store_true", help=QCoreApplication.translate(
        "CliOdds", "the chances of the rules' hands in one throw: for Zanzibar, the "
                   "classic table of chances, extended; for 421, every hand with its tokens"))
    mode.add_argument("--duel", action="store_true", help=QCoreApplication.translate(
        "CliOdds", "the manche between two players, both playing their best"))
    parser.add_argument("--partie", action="store_true", help=QCoreApplication.translate(
        "CliOdds", "heads-up, the chance to win the partie (a token game: to lose it) of every "
                   "choice, with --scores; without --dice, before the manche"))
    pair = "A/B"
    parser.add_argument("--scores", type=pair_argument, metavar=pair,
                        help=QCoreApplication.translate(
                            "CliOdds", "with --partie: your score and the other player's (a "
                                       "token game: the tokens you hold and theirs)"))
    parser.add_argument("--manches-lost", type=pair_argument, metavar=pair, default=(0, 0),
                        help=QCoreApplication.translate(
                            "CliOdds", "with --partie, a token game: the manches you and the "
                                       "other player have lost (default: 0/0)"))
    parser.add_argument("--opener", choices=("me", "them"), default="me",
                        help=QCoreApplication.translate(
                            "CliOdds", "with --partie and no --dice: who opens the manche (with "
                                       "--beat the other player opened it)"))
    parser.add_argument("--throws-used", type=natural_int, default=1, metavar=count,
                        help=QCoreApplication.translate(
                            "CliOdds", "with --dice: the throws made so far (default: 1)"))
    parser.add_argument("--limit", type=natural_int, metavar=count, help=QCoreApplication.translate(
        "CliOdds", "throws allowed in all (default: the rules' most)"))
    parser.add_argument("--beat", type=dice_argument, metavar=dice, help=QCoreApplication.translate(
        "CliOdds", "the hand to beat, e.g. 5-5-5"))
    parser.add_argument("--beat-throws", type=natural_int, default=1, metavar=count,
                        help=QCoreApplication.translate(
                            "CliOdds", "the throws the hand to beat took (default: 1)"))
    parser.add_argument("--phase", choices=("points", "decharge"), default="points",
                        help=QCoreApplication.translate(
                            "CliOdds", "points: a manche for points (the default); decharge: "
                                       "a décharge, counted in tokens"))
    parser.add_argument("--later", type=natural_int, default=0, metavar=count,
                        help=QCoreApplication.translate(
                            "CliOdds", "players still to play after this one"))
    parser.add_argument("--later-limit", type=natural_int, metavar=count,
                        help=QCoreApplication.translate(
                            "CliOdds", "throws each of them may use (default: as many as this "
                                       "player)"))
    parser.add_argument("--lowest", type=dice_argument, metavar=dice,
                        help=QCoreApplication.translate(
                            "CliOdds", "décharge: the lowest hand so far"))
    parser.add_argument("--lowest-throws", type=natural_int, default=1, metavar=count,
                        help=QCoreApplication.translate(
                            "CliOdds", "the throws the lowest hand took (default: 1)"))
    parser.add_argument("--beat-tokens", type=natural_int, default=0, metavar=count,
                        help=QCoreApplication.translate(
                            "CliOdds", "décharge: tokens held by the player with the hand to "
                                       "beat"))
    parser.add_argument("--my-tokens", type=natural_int, default=0, metavar=count,
                        help=QCoreApplication.translate(
                            "CliOdds", "décharge: tokens this player holds"))
    add_json_option(parser)
    parser.set_defaults(run=run)


def run(arguments: argparse.Namespace) -> int:
    rules = load_rules(arguments.rules)
    if arguments.partie:
        return _print_partie(rules, arguments)
    if arguments.dice is None and not arguments.table and not arguments.duel:
        _fail(QCoreApplication.translate(
            "CliOdds", "say what to work out: --dice, --table, --duel or --partie"))
    if arguments.table:
        if rules.family == FOUR_TWO_ONE:
            return _print_hands_table(rules, arguments.json)
        return _print_table(arguments.json)
    if arguments.duel:
        return _print_duel(rules, arguments.json)
    return _print_options(rules, arguments)


def choice_words(keep: tuple[int, ...] | None) -> str:
    """A choice in words: stop (None), throw all three (nothing kept), or keep these dice."""
    if keep is None:
        return QCoreApplication.translate("CliOdds", "stop")
    if not keep:
        return QCoreApplication.translate("CliOdds", "throw all three")
    return QCoreApplication.translate("CliOdds", "keep {dice}").format(dice=dice_label(keep))


def _fail(message: str) -> None:
    raise UsageError(message)


def _print_options(rules, arguments: argparse.Namespace) -> int:
    limit = rules.max_throws if arguments.limit is None else arguments.limit
    if not 1 <= limit <= rules.max_throws:
        _fail(QCoreApplication.translate(
            "CliOdds", "--limit must be between 1 and {most} under these rules, not {limit}").format(
            most=whole(rules.max_throws), limit=whole(limit)))
    if not 1 <= arguments.throws_used <= limit:
        _fail(QCoreApplication.translate(
            "CliOdds", "--throws-used must be between 1 and the limit {limit}, not {used}").format(
            limit=whole(limit), used=whole(arguments.throws_used)))
    heads_up = arguments.phase == "points" and arguments.later == 0
    if arguments.beat is None and heads_up:
        _fail(QCoreApplication.translate(
            "CliOdds", "--dice needs --beat, the hand to beat (e.g. --beat 5-5-5)"))
    _check_beat_throws(rules, arguments)
    if not heads_up:  # players to come, or a décharge: the coach's tables, the same figures
        return _print_position(rules, arguments, limit)
    options = sorted(heads_up_options(rules, arguments.dice, arguments.throws_used, limit,
                                      arguments.beat, arguments.beat_throws),
                     key=lambda option: choice_order(None if option.stops else option.keep,
                                                     option.take))
    if arguments.json:
        print(json.dumps({"options": [
            {"keep": None if option.stops else list(option.keep), "win": option.win,
             "tie": option.tie,
             "lose": option.lose, "take": option.take, "expected_value": option.expected_value}
            for option in options]}, indent=1))
        return 0
    print(CliOdds().options_heading(arguments.beat_throws).format(
        dice=dice_label(arguments.dice), used=whole(arguments.throws_used), limit=whole(limit),
        beat=dice_label(arguments.beat)))
    header = [QCoreApplication.translate("CliOdds", "choice"),
              QCoreApplication.translate("CliOdds", "win"),
              QCoreApplication.translate("CliOdds", "tie"),
              QCoreApplication.translate("CliOdds", "lose"),
              QCoreApplication.translate("CliOdds", "manche won"),
              QCoreApplication.translate("CliOdds", "mean value")]
    rows = []
    for option in options:
        choice = choice_words(None if option.stops else option.keep)
        rows.append([choice, percent(option.win), percent(option.tie), percent(option.lose),
                     percent(option.take), number(option.expected_value)])
    for line in columns([header, *rows], "<>>>>>", indent="  "):
        print(line)
    return 0


def _check_beat_throws(rules, arguments: argparse.Namespace) -> None:  # noqa: ANN001
    if not 1 <= arguments.beat_throws <= rules.max_throws:
        _fail(QCoreApplication.translate(
            "CliOdds", "--beat-throws must be between 1 and {most}, not {throws}").format(
            most=whole(rules.max_throws), throws=whole(arguments.beat_throws)))


def _check_position(rules, arguments: argparse.Namespace) -> None:  # noqa: ANN001
    most = rules.max_throws
    for option, value in (("--lowest-throws", arguments.lowest_throws),
                          ("--later-limit", arguments.later_limit)):
        if value is not None and not 1 <= value <= most:
            _fail(QCoreApplication.translate(
                "CliOdds", "{option} must be between 1 and {most}, not {value}").format(
                option=option, most=whole(most), value=whole(value)))
    if arguments.phase == "decharge" and not rules.uses_tokens:
        _fail(QCoreApplication.translate(
            "CliOdds", "--phase decharge needs rules played with tokens"))
    if arguments.lowest is not None and (arguments.beat is None or arguments.phase != "decharge"):
        _fail(QCoreApplication.translate(
            "CliOdds", "--lowest goes with --phase decharge and --beat"))


def _print_position(rules, arguments: argparse.Namespace, limit: int) -> int:  # noqa: ANN001
    """Every choice of a position with players to come or in a décharge, with its take."""
    _check_position(rules, arguments)
    beat = None if arguments.beat is None else (arguments.beat, arguments.beat_throws)
    lowest = None if arguments.lowest is None else (arguments.lowest, arguments.lowest_throws)
    if beat is not None and lowest is None and arguments.phase == "decharge":
        lowest = beat  # one hand down: it is both the strongest and the weakest so far
    options = position_options(rules, arguments.phase, arguments.dice, arguments.throws_used,
                               limit, beat, lowest, arguments.beat_tokens, arguments.my_tokens,
                               arguments.later, arguments.later_limit)
    race = arguments.phase == "points"
    if arguments.json:
        print(json.dumps({"options": [
            {"keep": None if option.keep is None else list(option.keep), "take": option.take,
             **({"win": option.win, "tie": option.tie, "lose": option.lose} if race else {})}
            for option in options]}, indent=1))
        return 0
    header = [QCoreApplication.translate("CliOdds", "choice"),
              QCoreApplication.translate("CliOdds", "manche won") if race
              else QCoreApplication.translate("CliOdds", "tokens to shed")]
    if race:
        header[1:1] = [QCoreApplication.translate("CliOdds", "win"),
                       QCoreApplication.translate("CliOdds", "tie"),
                       QCoreApplication.translate("CliOdds", "lose")]
    rows = []
    for option in options:
        choice = choice_words(option.keep)
        figures = ([percent(option.win), percent(option.tie), percent(option.lose),
                    percent(option.take)] if race else [number(option.take)])
        rows.append([choice, *figures])
    for line in columns([header, *rows], "<" + ">" * (len(header) - 1), indent="  "):
        print(line)
    return 0


def _print_table(as_json: bool) -> int:
    """000's table: what each row computes, its favourable outcomes of 216 where it has them,
    the percentage, the exact fraction, and beside it the text's own figure and words.

    The JSON carries stable English ids and labels, never translated; the text shows the
    labels in the chosen language, the text's figures and quotations as written."""
    rows = zanzi_table().rows()
    if as_json:
        print(json.dumps({"rows": [
            {"id": row.key, "label": row.label, "favourable": row.favourable,
             "out_of": row.out_of, "probability": float(row.probability),
             "fraction": row.fraction, "text_figure": row.text_figure, "quote": row.quote,
             "matches_text_figure": row.matches_text_figure, "reading": row.reading}
            for row in rows]}, indent=1))
        return 0
    header = [QCoreApplication.translate("CliOdds", "what"),
              QCoreApplication.translate("CliOdds", "favorable"),
              QCoreApplication.translate("CliOdds", "probability"),
              QCoreApplication.translate("CliOdds", "exact"),
              QCoreApplication.translate("CliOdds", "the text")]
    cells = [[tr_text(TABLE_LABELS[row.key]) if row.key in TABLE_LABELS else row.label,
              "" if row.favourable is None else QCoreApplication.translate(
                  "CliOdds", "{favorable} of {out_of}").format(favorable=whole(row.favourable),
                                                                out_of=whole(row.out_of)),
              percent(float(row.probability)),
              ratio(row.probability.numerator, row.probability.denominator), row.text_figure or ""]
             for row in rows]
    header_line, *lines = columns([header, *cells], "<>><<", indent="  ")
    print(header_line)
    for row, line in zip(rows, lines, strict=True):
        print(line)
        if row.quote is not None:
            quoted = QCoreApplication.translate("CliOdds", '"{quote}"').format(quote=row.quote)
            for wrapped in textwrap.wrap(quoted, width=90):
                print(f"      {wrapped}")
        if row.reading is not None:
            reading = tr_text(TABLE_READINGS[row.key]) if row.key in TABLE_READINGS else row.reading
            print(f"      ({reading})")
    return 0


# A run of hands that follow one rule, as one row (the rule sheet's and hands card's groups).
GROUP_NAMES = {
    PLAIN: QT_TRANSLATE_NOOP("CliOdds", "plain hands: any other throw"),
    STRAIGHT: QT_TRANSLATE_NOOP("CliOdds", "straights: three in a row"),
    SIMPLE: QT_TRANSLATE_NOOP("CliOdds", "simple points: any other throw"),
}


def _span(values: list[int]) -> str:
    low, high = min(values), max(values)
    return whole(low) if low == high else f"{whole(low)}–{whole(high)}"


def _print_hands_table(rules, as_json: bool) -> int:  # noqa: ANN001
    """The table of a token game such as 421: each hand (a run of plain hands or straights
    as one row), strongest first, with the tokens it charges, its chance in one throw, and
    the chance of this hand or a stronger one. Zanzibar's table (000's figures about zanzis)
    says nothing about these hands."""
    groups = hand_groups(rules)
    chances = [sum((row.probability for row in group), Fraction(0)) for group in groups]
    at_least = list(accumulate(chances))
    if as_json:
        print(json.dumps({"rows": [
            {"dice": [list(row.hand.dice) for row in group], "category": group[0].hand.category,
             "name": group[0].hand.name.render() if len(group) == 1 else None,
             "tokens": sorted({token_value(row.hand, rules) for row in group}),
             "favourable": sum(throw_counts()[row.hand.dice] for row in group), "out_of": 216,
             "probability": float(chance), "fraction": f"{chance.numerator}/{chance.denominator}",
             "at_least": float(better)}
            for group, chance, better in zip(groups, chances, at_least, strict=True)]}, indent=1))
        return 0
    print(QCoreApplication.translate(
        "CliOdds", "The hands of {rules}, strongest first, in one throw of the three dice:").format(
        rules=rules_title(rules.name, QCoreApplication.translate)))
    header = [QCoreApplication.translate("CliOdds", "dice"),
              QCoreApplication.translate("CliOdds", "hand"),
              QCoreApplication.translate("CliOdds", "tokens"),
              QCoreApplication.translate("CliOdds", "favorable"),
              QCoreApplication.translate("CliOdds", "probability"),
              QCoreApplication.translate("CliOdds", "this hand or better")]
    cells = []
    for group, chance, better in zip(groups, chances, at_least, strict=True):
        first, last = group[0].hand, group[-1].hand
        grouped = first.category in GROUP_NAMES and len(group) > 1
        cells.append([
            f"{first.label} … {last.label}" if grouped
            else ", ".join(row.hand.label for row in group),
            tr_text(GROUP_NAMES[first.category]) if grouped else tr_text(first.name),
            _span([token_value(row.hand, rules) for row in group]),
            QCoreApplication.translate("CliOdds", "{favorable} of {out_of}").format(
                favorable=whole(sum(throw_counts()[row.hand.dice] for row in group)),
                out_of=whole(216)),
            percent(float(chance)), percent(float(better))])
    for line in columns([header, *cells], "<<>>>>", indent="  "):
        print(line)
    return 0


def _print_duel(rules, as_json: bool) -> int:
    result = duel(rules)
    policy = sorted(result.policy.items(), key=lambda item: (item[0][1], item[0][0]))
    if as_json:
        print(json.dumps({
            "opener_take": result.opener_take, "replier_take": result.replier_take,
            "policy": [{"dice": list(dice), "throws": throws,
                        "keep": None if len(keep) == 3 else list(keep)}  # null: stop
                       for (dice, throws), keep in policy]}, indent=1))
        return 0
    print(QCoreApplication.translate(
        "CliOdds", "Heads-up manche, both optimal: the opener takes it {opener} of the time, "
        "the second player {replier}.").format(opener=percent(result.opener_take),
                                               replier=percent(result.replier_take)))
    print(QCoreApplication.translate(
        "CliOdds", "The opener's best choice (stop, or the dice to keep):"))
    stop = QCoreApplication.translate("CliOdds", "stop")
    everything = QCoreApplication.translate("CliOdds", "all")
    words = CliOdds()
    choice = QCoreApplication.translate("CliOdds", "{dice}: {choice}")  # 6-6-2: 6-6
    for throws in range(1, rules.max_throws):
        line = [choice.format(dice=dice_label(dice),
                              choice=stop if len(keep) == 3 else dice_label(keep) or everything)
                for (dice, used), keep in policy if used == throws]
        print(f"  {words.after_throws(throws)} " + "  ".join(line))
    return 0


def _print_partie(rules, arguments: argparse.Namespace) -> int:  # noqa: ANN001
    """``--partie``: a heads-up position and its partie chances (issue 26), from the exact
    solution of the whole partie (the Master's); beside each choice, the manche's figure."""
    if arguments.scores is None:
        _fail(QCoreApplication.translate(
            "CliOdds", "--partie needs --scores, yours and the other player's (e.g. 120/95)"))
    if arguments.table or arguments.duel:
        _fail(QCoreApplication.translate("CliOdds", "--partie goes with --dice, not with "
                                                    "--table or --duel"))
    mine, theirs = arguments.scores
    tokens = rules.uses_tokens
    if not tokens and max(mine, theirs) >= rules.target_score:
        _fail(QCoreApplication.translate(
            "CliOdds", "--scores must be below the target score, {target}").format(
            target=whole(rules.target_score)))
    if tokens and mine + theirs != rules.tokens:
        _fail(QCoreApplication.translate(
            "CliOdds", "--scores: in the décharge the two players hold all {tokens} tokens "
                       "between them").format(tokens=whole(rules.tokens)))
    if tokens and max(arguments.manches_lost) >= rules.manches_to_lose:
        _fail(CliOdds().partie_lost_at(rules.manches_to_lose))
    solution = partie_solution(rules)
    if solution is None:
        _fail(QCoreApplication.translate(
            "CliOdds", "these rules have no exact solution of the partie"))
    _check_beat_throws(rules, arguments)
    beat = None if arguments.beat is None else (arguments.beat, arguments.beat_throws)
    i_open = arguments.opener == "me" if beat is None else False
    if arguments.dice is None:
        chance = _partie_before(solution, rules, arguments, i_open)
        return _say_partie_before(rules, arguments, i_open, chance)
    limit = _partie_turn_limit(rules, arguments, beat)
    if not 1 <= arguments.throws_used <= limit <= rules.max_throws:
        _fail(QCoreApplication.translate(
            "CliOdds", "--throws-used must be between 1 and the limit {limit}, not {used}").format(
            limit=whole(limit), used=whole(arguments.throws_used)))
    rows = _partie_rows(solution, rules, arguments, beat, limit)
    if arguments.json:
        print(json.dumps({"position": {
            "scores": [mine, theirs], "dice": list(arguments.dice),
            "throws_used": arguments.throws_used, "limit": limit,
            "beat": None if beat is None else {"dice": list(beat[0]), "throws": beat[1]},
            "counts": "losses" if tokens else "wins"},
            "options": [{"keep": keep, "partie": partie, "take": take}
                        for keep, partie, take in rows]}, indent=1))
        return 0
    print(_partie_heading(rules, arguments, beat, limit))
    header = [QCoreApplication.translate("CliOdds", "choice"),
              QCoreApplication.translate("CliOdds", "partie lost") if tokens
              else QCoreApplication.translate("CliOdds", "partie won"),
              QCoreApplication.translate("CliOdds", "tokens to shed") if tokens
              else QCoreApplication.translate("CliOdds", "manche won")]
    lines = [[choice_words(None if keep is None else tuple(keep)), percent(partie),
              number(take) if tokens else percent(take)] for keep, partie, take in rows]
    for line in columns([header, *lines], "<>>", indent="  "):
        print(line)
    return 0


def _partie_turn_limit(rules, arguments: argparse.Namespace, beat) -> int:  # noqa: ANN001
    """The throws this turn allows, as the partie is played: the opener every throw of the
    rules; a follower as many, or under "follow the opener" as many as the hand to beat
    took. A ``--limit`` that differs states a turn these rules never play: refused."""
    allowed = rules.max_throws if beat is None else rules.follower_limit(beat[1])
    if arguments.limit not in (None, allowed):
        _fail(CliOdds().partie_turn_limit(allowed))
    return allowed


def _partie_before(solution, rules, arguments: argparse.Namespace, i_open: bool) -> float:  # noqa: ANN001
    mine, theirs = arguments.scores
    if not rules.uses_tokens:
        return solution.partie_chance(mine, theirs, i_open)
    mine_lost, theirs_lost = arguments.manches_lost
    if i_open:
        return solution.round_start("decharge", (mine, theirs), 0, (mine_lost, theirs_lost))
    return 1.0 - solution.round_start("decharge", (theirs, mine), 0, (theirs_lost, mine_lost))


def _say_partie_before(rules, arguments: argparse.Namespace, i_open: bool,  # noqa: ANN001
                       chance: float) -> int:
    if arguments.json:
        print(json.dumps({"position": {"scores": list(arguments.scores), "opener": arguments.opener,
                                       "counts": "losses" if rules.uses_tokens else "wins"},
                          "partie": chance}, indent=1))
        return 0
    mine, theirs = arguments.scores
    if rules.uses_tokens:
        text = QCoreApplication.translate(
            "CliOdds", "Heads-up, you holding {mine} and the other player {theirs}; "
                       "{opener}: your chance to lose the partie is {chance}.")
        opener = QCoreApplication.translate("CliOdds", "you open the décharge") if i_open \
            else QCoreApplication.translate("CliOdds", "the other player opens the décharge")
        mine, theirs = CliOdds().tokens(mine), CliOdds().tokens(theirs)
    else:
        text = QCoreApplication.translate(
            "CliOdds", "Heads-up, you on {mine} points and the other player on {theirs}; "
                       "{opener}: your chance to win the partie is {chance}.")
        opener = QCoreApplication.translate("CliOdds", "you open the manche") if i_open \
            else QCoreApplication.translate("CliOdds", "the other player opens the manche")
        mine, theirs = whole(mine), whole(theirs)
    print(text.format(mine=mine, theirs=theirs, opener=opener, chance=percent(chance)))
    return 0


def _partie_rows(solution, rules, arguments: argparse.Namespace, beat, limit: int):  # noqa: ANN001, ANN202
    """(keep or None to stop, partie figure, manche figure) for every choice, best for the
    partie first: in a points race the chance to win the partie and the manche; with tokens
    the chance to lose the partie and the tokens the turn is expected to shed."""
    mine, theirs = arguments.scores
    dice, used = arguments.dice, arguments.throws_used
    tokens = rules.uses_tokens
    position = TurnPosition(mine, theirs, dice, used, beat, limit,
                            tuple(arguments.manches_lost) if tokens else (0, 0))
    choices = solution.choices_at(position)
    if choices is None:
        _fail(QCoreApplication.translate(
            "CliOdds", "the exact solution of the partie does not hold this position"))
    # With tokens the partie's figure is the chance to lose it, the manche's the tokens to
    # shed; in a points race the chances to win them.
    partie = {faces(c.keep): 1.0 - c.partie if tokens else c.partie for c in choices}
    if tokens:
        manche = position_options(rules, "decharge", dice, used, limit, beat, beat,
                                  theirs, mine, 0 if beat else 1, rules.later_limit(beat is None, limit))
    else:
        manche = position_options(rules, "points", dice, used, limit, beat, None, 0, 0,
                                  0 if beat else 1, rules.later_limit(beat is None, limit))
    stop = faces(dice)
    rows = [(None if option.keep is None else list(option.keep),
             partie[stop if option.keep is None else faces(option.keep)], option.take)
            for option in manche]
    return sorted(rows, key=lambda row: row[1] if tokens else -row[1])


def _partie_heading(rules, arguments: argparse.Namespace, beat, limit: int) -> str:  # noqa: ANN001
    mine, theirs = arguments.scores
    if rules.uses_tokens:
        start = QCoreApplication.translate(
            "CliOdds", "Heads-up décharge, you holding {mine}, the other player {theirs}:"
        ).format(mine=CliOdds().tokens(mine), theirs=CliOdds().tokens(theirs))
    else:
        start = QCoreApplication.translate(
            "CliOdds", "Heads-up partie to {target}, you on {mine} points, the other player on "
                       "{theirs}:").format(target=whole(rules.target_score), mine=whole(mine),
                                           theirs=whole(theirs))
    if beat is None:
        turn = QCoreApplication.translate(
            "CliOdds", "you open; {dice} after throw {used} of {limit}").format(
            dice=dice_label(arguments.dice), used=whole(arguments.throws_used),
            limit=whole(limit))
    else:
        turn = CliOdds().options_heading(beat[1]).format(
            dice=dice_label(arguments.dice), used=whole(arguments.throws_used),
            limit=whole(limit), beat=dice_label(beat[0]))
    return f"{start} {turn}"
