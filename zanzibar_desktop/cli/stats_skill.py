"""``zanzibar stats --skill``: each human player's skill figure (issue 35) — the chance lost
a decision over their last 50 games of each family and all time, kept apart by terms, with
its 95 % interval, each family's against that family's computers (the all-time figure,
both families together, against none; nor any when the shipped figures cannot be read) —
and their costliest kinds of decision. The games kept but not reviewed yet are reviewed
first (the records keep the reviews)."""

import json
import sys

from PySide6.QtCore import QCoreApplication, QObject

from ..engine.rules import family_title
from ..engine.skill import (
    ComputerFigures,
    Figure,
    KindCost,
    ReviewedGame,
    SkillReport,
    between,
    computer_averages,
    figure_to_json,
    skill_report,
)
from ..engine.verdict import MANCHE, PARTIE, TOKENS
from ..i18n import tr_text
from ..i18n.numbers import decimal
from ..storage.computer_skill import computer_figures_at_hand
from ..storage.record_reviews import pending, review_pending, reviewed_games, reviewed_players
from ..storage.records import Records
from .language import plural
from .output import shown_name
from .simulate_command import level_title

INTERVAL_METHOD = "normal approximation over games (ratio estimator, cluster-robust variance)"


def skill_of(records: Records) -> tuple[dict[str, tuple[SkillReport, list[ReviewedGame]]], int]:
    """Every reviewed player's report and games, the games waiting reviewed first; and how
    many were."""
    waiting = len(pending(records))
    if waiting:
        print(CliSkill().reviewing(waiting), file=sys.stderr)
    reviewed = review_pending(records)
    found = {}
    for name in reviewed_players(records):
        games = reviewed_games(records, name)
        found[name] = (skill_report(games), games)
    return found, reviewed


def _kind_json(cost: KindCost) -> dict:
    return {"kind": cost.kind.key, "name": tr_text(cost.kind.name), "decisions": cost.decisions,
            "lost_count": cost.lost_count, "lost": cost.lost, "average": cost.average}


def skill_document(found: dict[str, tuple[SkillReport, list[ReviewedGame]]]) -> dict:
    return {
        "unit": {PARTIE: "points of chance", MANCHE: "points of chance", TOKENS: "tokens"},
        "interval": INTERVAL_METHOD,
        "computers": {family: {level: {terms: figure_to_json(each)
                                       for terms, each in by_terms.items()}
                               for level, by_terms in levels.items()}
                      for family, levels in computer_figures_at_hand().items()},
        "players": [{
            "name": name,
            "recent": {family: {terms: figure_to_json(each) for terms, each in by_terms.items()}
                       for family, by_terms in report.recent.items()},
            "all": {terms: figure_to_json(each) for terms, each in report.all_time.items()},
            "costliest": {terms: [_kind_json(cost) for cost in costs]
                          for terms, costs in report.costliest.items()},
            "games": [{"record": game.number, "family": game.family, "ended": game.ended,
                       "decisions": len(game.decisions)} for game in games]}
            for name, (report, games) in found.items()]}


def print_json(found: dict[str, tuple[SkillReport, list[ReviewedGame]]]) -> None:
    print(json.dumps(skill_document(found), ensure_ascii=False, indent=1))


class CliSkill(QObject):
    """This command's counted texts (lupdate sees plurals in ``self.tr``)."""

    def decisions_of_games(self, decisions: int, games: int) -> str:
        return QCoreApplication.translate("CliStats", "{decisions} of {games}").format(
            decisions=plural(self.tr("%Ln decision(s)", "", decisions), decisions),
            games=plural(self.tr("%Ln game(s)", "", games), games))

    def reviewing(self, games: int) -> str:
        return plural(self.tr("Reviewing %Ln game(s) kept before…", "", games), games)

    def times(self, count: int) -> str:
        """How often a kind of decision came: ``12 times``."""
        return plural(self.tr("%Ln time(s)", "", count), count)

    def lost(self, count: int) -> str:
        """How often it lost: ``3 lost``."""
        return self.tr("%Ln lost", "a kind of decision: how many of its times lost", count)


def _figure_words(found: Figure, computers: ComputerFigures, family: str | None) -> str:
    """The figure's line, with its place among ``family``'s computers (none for ``family``
    None: a figure over both families)."""
    if found.low is None:
        interval = QCoreApplication.translate("CliStats", "(one game: no interval)")
    else:
        interval = QCoreApplication.translate("CliStats", "({low} to {high})").format(
            low=decimal(found.low, 2), high=decimal(found.high, 2))
    unit = _unit(found.terms)
    words = QCoreApplication.translate(
        "CliStats", "{terms}: {average} {unit} lost a decision {interval}, {counted}").format(
        terms=_terms_name(found.terms), average=decimal(found.average, 2), unit=unit,
        interval=interval, counted=CliSkill().decisions_of_games(found.decisions, found.games))
    averages = computer_averages(computers, family, found.terms)
    if not averages:
        return words
    stronger, weaker = between(found.average, averages)
    if stronger is not None and weaker is not None:
        place = QCoreApplication.translate("CliStats", "between {weaker} and {stronger}").format(
            weaker=level_title(weaker), stronger=level_title(stronger))
    elif stronger is None:
        place = QCoreApplication.translate("CliStats", "as good as the {level}").format(
            level=level_title(weaker))
    else:
        place = QCoreApplication.translate("CliStats", "behind the {level}").format(
            level=level_title(stronger))
    return f"{words} — {place}"


def print_text(found: dict[str, tuple[SkillReport, list[ReviewedGame]]]) -> None:
    if not found:
        print(QCoreApplication.translate("CliStats", "No game reviewed yet."))
        return
    computers = computer_figures_at_hand()
    if computers:
        print(QCoreApplication.translate(
            "CliStats", "What the computers lose a decision (points of chance; tokens in a "
                        "décharge):"))
    for family, levels in computers.items():
        print("  " + QCoreApplication.translate("CliStats", "{family}:").format(
            family=tr_text(family_title(family))))
        for level, by_terms in levels.items():
            figures = [f"{decimal(each.average, 2)} {_terms_name(terms)}"  # nothing to translate
                       for terms, each in by_terms.items()]
            print("    " + QCoreApplication.translate("CliStats", "{level}: {figures}").format(
                level=level_title(level),
                figures=QCoreApplication.translate("CliStats", "; ").join(figures)))
    for name, (report, _) in found.items():
        print()
        print(QCoreApplication.translate("CliStats", "{name}, skill (95% interval):").format(
            name=shown_name(name)))
        for family, by_terms in report.recent.items():
            print("  " + QCoreApplication.translate("CliStats", "{family}, last 50 games:").format(
                family=tr_text(family_title(family))))
            for each in by_terms.values():
                print("    " + _figure_words(each, computers, family))
        print("  " + QCoreApplication.translate("CliStats", "all games:"))
        for each in report.all_time.values():
            print("    " + _figure_words(each, computers, None))
        for terms, costs in report.costliest.items():
            unit = _unit(terms)
            print("  " + QCoreApplication.translate(
                "CliStats", "costliest kinds of decision ({terms}):").format(
                terms=_terms_name(terms)))
            for cost in costs:
                print("    " + QCoreApplication.translate(
                    "CliStats", "{kind}: {times}, {lost}, {points} {unit} in all "
                                "({average} a time)").format(
                    kind=tr_text(cost.kind.name), times=CliSkill().times(cost.decisions),
                    lost=CliSkill().lost(cost.lost_count), points=decimal(cost.lost, 2),
                    unit=unit, average=decimal(cost.average, 2)))


def _terms_name(terms: str) -> str:
    return {PARTIE: QCoreApplication.translate("CliStats", "judged on the partie"),
            MANCHE: QCoreApplication.translate("CliStats", "judged on the manche"),
            TOKENS: QCoreApplication.translate("CliStats", "judged on the décharge's tokens")
            }[terms]


def _unit(terms: str) -> str:
    if terms == TOKENS:
        return QCoreApplication.translate("CliStats", "tokens")
    return QCoreApplication.translate("CliStats", "points of chance")
