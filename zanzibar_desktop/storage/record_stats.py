"""Figures from the games database, per human player name: games played, and what the games
decide — wins in a points race, losses (tournées paid) in a token game — with the 95%
interval ``zanzibar simulate`` prints: in all, by the strongest computer level at the table
(or against humans only), by game family and by rules; and the streaks. ``zanzibar stats``
prints them and the Statistics window shows them (one list of rows for both)."""

from collections import defaultdict
from dataclasses import dataclass, field

from ..engine.ai.levels import LEVELS
from ..engine.presets import PRESETS
from ..engine.rules import family_title
from ..engine.text import QT_TRANSLATE_NOOP, Text
from ..engine.tournament import wilson_interval
from .records import HUMANS_ONLY, Records


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
class Streak:
    best: int = 0
    now: int = 0

    def add(self, good: bool) -> None:
        self.now = self.now + 1 if good else 0
        self.best = max(self.best, self.now)


@dataclass
class PlayerFigures:
    name: str
    games: int = 0
    abandoned: int = 0
    wins: Tally = field(default_factory=Tally)  # points races
    losses: Tally = field(default_factory=Tally)  # token games: tournées paid
    by_level: dict[str, dict[str, Tally]] = field(default_factory=dict)  # level -> kind -> tally
    by_family: dict[str, dict[str, Tally]] = field(default_factory=dict)  # zanzibar or 421
    by_rules: dict[str, dict[str, Tally]] = field(default_factory=dict)  # rules (preset) name
    win_streak: Streak = field(default_factory=Streak)  # points races won in a row
    safe_streak: Streak = field(default_factory=Streak)  # token games not lost



def player_figures(records: Records) -> list[PlayerFigures]:
    """One entry per human player name, by name."""
    figures: dict[str, PlayerFigures] = {}
    rows = records.connection.execute(
        "SELECT s.name, g.finished, CASE WHEN g.tokens THEN g.loser = s.seat "
        "ELSE g.winner = s.seat END, g.tokens, g.family, g.rules_name, g.strongest "
        "FROM seats s JOIN games g ON g.id = s.game WHERE s.level IS NULL ORDER BY g.id")
    for name, finished, counted, tokens, family, rules_name, strongest in rows:
        entry = figures.get(name) or figures.setdefault(name, PlayerFigures(name))
        entry.games += 1
        if not finished:
            entry.abandoned += 1
            continue
        counted = bool(counted)
        kind = "losses" if tokens else "wins"
        for tally in (getattr(entry, kind),
                      entry.by_level.setdefault(strongest, defaultdict(Tally))[kind],
                      entry.by_family.setdefault(family, defaultdict(Tally))[kind],
                      entry.by_rules.setdefault(rules_name, defaultdict(Tally))[kind]):
            tally.games += 1
            tally.counted += counted
        (entry.safe_streak if tokens else entry.win_streak).add(counted != bool(tokens))
    return [figures[name] for name in sorted(figures)]


@dataclass(frozen=True)
class FigureRow:
    """One line of the figures: a player's games in all (``scope`` ALL), or those against a
    strongest level (LEVEL: a level name, or ``HUMANS_ONLY``), of a game family (FAMILY) or
    under some rules (RULES: the rules' name)."""

    name: str
    scope: str
    key: str | None
    games: int | None  # given on the player's first line only
    wins: Tally
    losses: Tally


ALL, LEVEL, FAMILY, RULES = "all", "level", "family", "rules"


def figure_rows(figures: list[PlayerFigures]) -> list[FigureRow]:
    """The lines ``zanzibar stats`` and the Statistics window show, in order: each player in
    all, then by level, by family and by rules."""
    rows = []
    for entry in figures:
        rows.append(FigureRow(entry.name, ALL, None, entry.games, entry.wins, entry.losses))
        for scope, groups in ((LEVEL, entry.by_level), (FAMILY, entry.by_family),
                              (RULES, entry.by_rules)):
            for key, kinds in sorted(groups.items()):
                rows.append(FigureRow(entry.name, scope, key, None, kinds["wins"],
                                      kinds["losses"]))
    return rows


_SCOPES = {
    ALL: QT_TRANSLATE_NOOP("Statistics", "all games"),
    HUMANS_ONLY: QT_TRANSLATE_NOOP("Statistics", "against humans only"),
    LEVEL: QT_TRANSLATE_NOOP("Statistics", "against {level}"),
    RULES: QT_TRANSLATE_NOOP("Statistics", "rules: {rules}"),
}


def scope_text(row: FigureRow) -> Text:
    """What a row counts, in words: "all games", "against Expert", "421", "rules: Zanzibar"."""
    if row.scope == ALL or row.key == HUMANS_ONLY:
        return _SCOPES[ALL if row.scope == ALL else HUMANS_ONLY]
    if row.scope == LEVEL:
        return _SCOPES[LEVEL].with_args(level=LEVELS[row.key].title)
    if row.scope == FAMILY:
        return family_title(row.key)
    preset = PRESETS.get(row.key)  # a custom rules name is the player's own text
    return _SCOPES[RULES].with_args(rules=row.key if preset is None else preset.title)
