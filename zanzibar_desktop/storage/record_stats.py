"""Figures from the games database, per human player name: games played, and what the games
decide — wins in a points race, losses (tournées paid) in a token game — with the 95%
interval ``zanzibar simulate`` prints, in all and by the strongest computer level at the
table (or against humans only). ``zanzibar stats`` prints them; the Statistics window will."""

import json
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine.ai.levels import LEVELS
from ..engine.rules import rules_from_json
from ..engine.tournament import wilson_interval
from .records import Records

HUMANS_ONLY = "humans"


@dataclass
class Tally:
    games: int = 0  # finished games
    counted: int = 0  # won (points race) or lost (token game)

    @property
    def rate(self) -> float | None:
        return None if self.games == 0 else self.counted / self.games

    @property
    def interval(self) -> tuple[float, float] | None:
        return None if self.games == 0 else wilson_interval(self.counted, self.games)


@dataclass
class PlayerFigures:
    name: str
    games: int = 0
    abandoned: int = 0
    wins: Tally = field(default_factory=Tally)  # points races
    losses: Tally = field(default_factory=Tally)  # token games: tournées paid
    by_level: dict[str, dict[str, Tally]] = field(default_factory=dict)  # level -> kind -> tally
    by_family: dict[str, dict[str, Tally]] = field(default_factory=dict)  # zanzibar or 421


def _strongest(levels: list[str | None], seat: int) -> str:
    order = list(LEVELS)  # registered weakest first
    computers = [level for index, level in enumerate(levels) if index != seat and level]
    known = [level for level in computers if level in order]
    return max(known, key=order.index) if known else HUMANS_ONLY


def player_figures(records: Records) -> list[PlayerFigures]:
    """One entry per human player name, by name."""
    figures: dict[str, PlayerFigures] = {}
    token_games: dict[str, bool] = {}  # per rules text: a player keeps to a few rules
    rows = records.connection.execute(
        "SELECT players, finished, winner, loser, rules_json, family FROM games ORDER BY id")
    for players_json, finished, winner, loser, rules_json, family in rows:
        players = json.loads(players_json)
        if rules_json not in token_games:  # the rules say what a game decides
            token_games[rules_json] = rules_from_json(rules_json).uses_tokens
        tokens = token_games[rules_json]
        levels = [level for _, level in players]
        for seat, (name, level) in enumerate(players):
            if level is not None:
                continue
            entry = figures.setdefault(name, PlayerFigures(name))
            entry.games += 1
            if not finished:
                entry.abandoned += 1
                continue
            kind = "losses" if tokens else "wins"
            counted = (loser == seat) if tokens else (winner == seat)
            for tally in (getattr(entry, kind),
                          entry.by_level.setdefault(_strongest(levels, seat),
                                                    defaultdict(Tally))[kind],
                          entry.by_family.setdefault(family, defaultdict(Tally))[kind]):
                tally.games += 1
                tally.counted += counted
    return [figures[name] for name in sorted(figures)]


@dataclass(frozen=True)
class FigureRow:
    """One line of the figures: a player against everyone (``against`` None) or against a
    strongest level (a level name, or ``HUMANS_ONLY``)."""

    name: str
    against: str | None
    games: int | None
    wins: Tally
    losses: Tally


def figure_rows(figures: list[PlayerFigures]) -> list[FigureRow]:
    """The lines ``zanzibar stats`` and the Statistics window show, in order."""
    rows = []
    for entry in figures:
        rows.append(FigureRow(entry.name, None, entry.games, entry.wins, entry.losses))
        for level, kinds in sorted(entry.by_level.items()):
            rows.append(FigureRow(entry.name, level, None, kinds["wins"], kinds["losses"]))
    return rows


def rate_text(tally: Tally, percent: Callable[[float], str]) -> str:
    """``3/8 37.5% (13.7%–69.4%)``: the count, the rate and its 95% interval, each share
    written by ``percent``; "—" where there is no game."""
    if tally.games == 0:
        return "—"
    low, high = tally.interval
    return f"{tally.counted}/{tally.games} {percent(tally.rate)} ({percent(low)}–{percent(high)})"
