"""The skill figure (issue 35): the chance a player's decisions lost on average, one
yardstick for people and computers, worked out from reviewed decisions however they were
kept.

A figure is counted in one of the verdict's terms (``verdict.PARTIE``, ``MANCHE`` or
``TOKENS``), never two added together: in points of chance (a chance lost of 0.009 is 0.9
points) for the partie's and the manche's terms, in tokens for a décharge's. Partie-judged
means heads-up with the partie's solution at hand, its chances exact: a game of three or
more is judged by the coach against an estimate of the partie (``ai.master.partie_view``),
which the figure counts in the manche's terms instead (:func:`counted_verdict`), so that a
player's partie figure stands on the same scale as the computers', measured heads-up.

Its 95 % interval is the normal approximation over **games**, not decisions: the decisions
of one game share its dice and its scores, so the figure is taken as a ratio (all lost over
all decisions) and its variance from each game's deviation from it (the linearised, or
"cluster-robust", variance of a ratio estimator: ``G/(G-1) · Σ(lost_g − m·n_g)² / N²``).
It needs no random source, so the same games always give the same interval, and it is quick
over ten thousand games. A figure over one game has no interval (its games do not vary)."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from .coach import judged
from .decision_kinds import KINDS, DecisionKind, kind_of
from .families import FAMILIES
from .review import ReviewedDecision
from .rules import Rules
from .verdict import EXACT, MANCHE, PARTIE, TOKENS, Option, Verdict

LAST_GAMES = 50  # a family's recent figure: over the player's last games of it
Z95 = 1.959963984540054
TERMS = (PARTIE, MANCHE, TOKENS)
POINTS_OF_CHANCE = 100.0  # a chance of 1 is 100 points


@dataclass(frozen=True)
class JudgedDecision:
    """One reviewed decision as the figure counts it: its terms, what it lost in them (a
    share of a chance, or tokens), and its kind (``decision_kinds.KINDS`` key)."""

    terms: str
    lost: float
    kind: str


def counted_verdict(options: Sequence[Option], keep: tuple[int, ...] | None,
                    phase: str) -> Verdict:
    """The verdict the figure counts on the choice ``keep`` among ``options``: the coach's,
    save that one judged against an estimate of the partie (three players or more) is
    counted in the manche's terms (tokens in a décharge)."""
    if any(option.partie is not None and not option.partie_exact for option in options):
        options = [replace(option, partie=None) for option in options]
    return judged(options, keep, phase)


def judged_decision(rules: Rules, decision: ReviewedDecision) -> JudgedDecision:
    """A reviewed decision as the figure counts it: its terms and loss
    (:func:`counted_verdict`), its kind."""
    verdict = counted_verdict(decision.options, decision.options[decision.chosen].keep,
                              decision.phase)
    return JudgedDecision(verdict.terms, verdict.lost, kind_of(rules, decision).key)


@dataclass(frozen=True)
class ReviewedGame:
    """One game of one player as its review counts it: per terms, how many decisions and
    what they lost in all (what the figure reads); and the decisions themselves where they
    are read (what the costliest kinds count: the records read them for the recent games
    only, so that ten thousand games read quickly)."""

    number: int  # the record's id
    family: str
    ended: float
    totals: tuple[tuple[str, int, float], ...]  # (terms, decisions, lost)
    decisions: tuple[JudgedDecision, ...] = ()

    @classmethod
    def of(cls, number: int, family: str, ended: float,
           decisions: tuple[JudgedDecision, ...]) -> ReviewedGame:
        """A game with its decisions, its totals counted from them."""
        totals = tuple((terms, len(lost), sum(lost)) for terms in TERMS
                       if (lost := [d.lost for d in decisions if d.terms == terms]))
        return cls(number, family, ended, totals, decisions)


@dataclass(frozen=True)
class Figure:
    """The average lost per decision in one terms, over ``games`` games: in points of
    chance (tokens for ``TOKENS``), with its 95 % interval (None over fewer than two
    games)."""

    terms: str
    games: int
    decisions: int
    average: float
    low: float | None
    high: float | None


@dataclass(frozen=True)
class KindCost:
    """What one kind of decision cost a player: how often it came and how often it lost,
    what it lost in all and on average (in the figure's unit)."""

    kind: DecisionKind
    decisions: int
    lost_count: int
    lost: float

    @property
    def average(self) -> float:
        return self.lost / self.decisions


def unit_scale(terms: str) -> float:
    """What a loss in ``terms`` is multiplied by for the figure: points of chance, or 1 for
    tokens."""
    return 1.0 if terms == TOKENS else POINTS_OF_CHANCE


def figure(games: Iterable[ReviewedGame], terms: str) -> Figure | None:
    """The figure over ``games`` in ``terms``; None when none of their decisions is judged
    in them."""
    scale = unit_scale(terms)
    per_game = [(count, lost * scale) for game in games
                for each, count, lost in game.totals if each == terms and count]
    if not per_game:
        return None
    count = sum(n for n, _ in per_game)
    average = sum(total for _, total in per_game) / count
    if len(per_game) < 2:
        return Figure(terms, 1, count, average, None, None)
    spread = sum((total - average * n) ** 2 for n, total in per_game)
    error = math.sqrt(len(per_game) / (len(per_game) - 1) * spread) / count
    return Figure(terms, len(per_game), count, average, max(0.0, average - Z95 * error),
                  average + Z95 * error)


def recent(games: Sequence[ReviewedGame], family: str,
           last: int = LAST_GAMES) -> list[ReviewedGame]:
    """The player's last ``last`` reviewed games of ``family`` (latest ended first)."""
    mine = [game for game in games if game.family == family]
    return sorted(mine, key=lambda game: (-game.ended, -game.number))[:last]


def costliest_kinds(games: Iterable[ReviewedGame], terms: str, count: int = 5) -> list[KindCost]:
    """The ``count`` kinds of decision that lost the player most in ``terms``, in all (how
    often times how much), costliest first; kinds that never lost are left out."""
    scale = unit_scale(terms)
    found: dict[str, list] = {}
    for game in games:
        for decision in game.decisions:
            if decision.terms != terms or decision.kind not in KINDS:
                continue
            entry = found.setdefault(decision.kind, [0, 0, 0.0])
            entry[0] += 1
            entry[1] += decision.lost > EXACT
            entry[2] += decision.lost * scale
    costs = [KindCost(KINDS[key], decisions, lost_count, lost)
             for key, (decisions, lost_count, lost) in found.items() if lost_count]
    return sorted(costs, key=lambda cost: (-cost.lost, cost.kind.key))[:count]


TREND_GAMES = 20  # the trend's each point: the figure over the player's last games up to it


def trend(games: Iterable[ReviewedGame], terms: str,
          last: int = TREND_GAMES) -> list[tuple[int, float]]:
    """The figure over time in ``terms``: for each of the player's games judged in them, in
    the order they ended (counted from 1), the average lost a decision over it and the
    ``last - 1`` such games before it."""
    scale = unit_scale(terms)
    judged = [(count, lost * scale)
              for game in sorted(games, key=lambda game: (game.ended, game.number))
              for each, count, lost in game.totals if each == terms and count]
    points = []
    count = lost = 0.0  # over the window ending at each game, kept as it slides
    for index, (each_count, each_lost) in enumerate(judged):
        count, lost = count + each_count, lost + each_lost
        if index >= last:
            count, lost = count - judged[index - last][0], lost - judged[index - last][1]
        points.append((index + 1, lost / count))
    return points


def between(average: float, computers: dict[str, float]) -> tuple[str | None, str | None]:
    """Where a figure stands among the computers' (level -> average, same terms): the
    weakest level that lost less (the next to beat) and the strongest that lost as much or
    more; None at either end."""
    better = [level for level, theirs in computers.items() if theirs < average]
    worse = [level for level, theirs in computers.items() if theirs >= average]
    return (max(better, key=computers.get) if better else None,
            min(worse, key=computers.get) if worse else None)


@dataclass(frozen=True)
class SkillReport:
    """A player's figures: per family over their last ``LAST_GAMES`` games of it, and over
    every game, each in every terms their decisions were judged in; and their costliest
    kinds of decision in each terms, over those recent games (what they do wrong now)."""

    recent: dict[str, dict[str, Figure]]  # family -> terms -> figure
    all_time: dict[str, Figure]  # terms -> figure
    costliest: dict[str, list[KindCost]]  # terms -> the five costliest kinds


def _by_terms(games: Sequence[ReviewedGame]) -> dict[str, Figure]:
    return {terms: found for terms in TERMS if (found := figure(games, terms)) is not None}


def skill_report(games: Sequence[ReviewedGame]) -> SkillReport:
    families = sorted({game.family for game in games})
    latest = {family: recent(games, family) for family in families}
    counted = [game for family in families for game in latest[family]]
    return SkillReport(
        recent={family: _by_terms(latest[family]) for family in families},
        all_time=_by_terms(games),
        costliest={terms: kinds for terms in TERMS if (kinds := costliest_kinds(counted, terms))})


# The computers' figures shipped with the game (``storage/computer_skill.json``, written by
# ``benchmarks/skill_ladder.py``): per family, since a decision of 421 loses more chance than
# one of Zanzibar (a player's figure of one family stands on that family's scale). Their
# format, bumped with whatever changes what a figure means (how decisions are judged, kept or
# counted, or what they are measured over): 2 measures each family apart (1 pooled them).
COMPUTER_FIGURES_FORMAT = 2
COMPUTER_LEVELS = ("novice", "regular", "expert", "master")
ComputerFigures = dict[str, dict[str, dict[str, Figure]]]  # family -> level -> terms -> figure


def computer_averages(computers: ComputerFigures, family: str | None,
                      terms: str) -> dict[str, float]:
    """The computers' averages (level -> average) a player's figure of ``family`` in
    ``terms`` stands among (what :func:`between` reads); none for a figure over both
    families (``family`` None: the player's all-time one), nor where they were not measured."""
    if family is None:
        return {}
    return {level: by_terms[terms].average
            for level, by_terms in computers.get(family, {}).items() if terms in by_terms}


def figure_to_json(found: Figure) -> dict:
    return {"games": found.games, "decisions": found.decisions, "average": found.average,
            "low": found.low, "high": found.high}


def computer_figures_document(figures: ComputerFigures, games: int) -> dict:
    """The shipped figures as a JSON document: family -> level -> terms -> figure."""
    return {"format": COMPUTER_FIGURES_FORMAT, "games": games,
            "families": {family: {level: {terms: figure_to_json(found)
                                          for terms, found in by_terms.items()}
                                  for level, by_terms in levels.items()}
                         for family, levels in figures.items()}}


def computer_figures(document: object) -> ComputerFigures:
    """The computers' figures read from their document (family -> level -> terms -> figure);
    a ``ValueError`` for one of another format or that does not read as figures of every
    level in every family."""
    if not isinstance(document, dict) or document.get("format") != COMPUTER_FIGURES_FORMAT:
        raise ValueError("computer figures of another format")
    families = document.get("families")
    if not isinstance(families, dict) or set(families) != set(FAMILIES):
        raise ValueError("computer figures without every family")
    return {family: _levels_from_json(families[family]) for family in FAMILIES}


def _levels_from_json(levels: object) -> dict[str, dict[str, Figure]]:
    if not isinstance(levels, dict) or set(levels) != set(COMPUTER_LEVELS):
        raise ValueError("computer figures without every level")
    found: dict[str, dict[str, Figure]] = {}
    for level in COMPUTER_LEVELS:
        by_terms = levels[level]
        if not isinstance(by_terms, dict) or not set(by_terms) <= set(TERMS):
            raise ValueError(f"computer figures of {level} in unknown terms")
        found[level] = {terms: _figure_from_json(terms, value) for terms, value in by_terms.items()}
    return found


def _figure_from_json(terms: str, value: object) -> Figure:
    if not isinstance(value, dict):
        raise ValueError("a computer figure is not an object")
    games, decisions = value.get("games"), value.get("decisions")
    average, low, high = value.get("average"), value.get("low"), value.get("high")
    numbers = (average, low, high)
    if (type(games) is not int or type(decisions) is not int or games < 1 or decisions < 1
            or not all(isinstance(number, float | int) and not isinstance(number, bool)
                       and number >= 0 for number in numbers)):
        raise ValueError("a computer figure does not read as one")
    return Figure(terms, games, decisions, float(average), float(low), float(high))
