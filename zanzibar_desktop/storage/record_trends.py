"""What the Statistics window's charts draw, as plain data (tested without widgets):

- a player's results over time: the rolling share of points races won (or of token games
  not lost) over the last ``ROLLING`` games of that kind;
- "are my dice fair?": how often each kind of hand came on a player's first throws of a turn
  (all three dice thrown, throw-offs left out) against its exact chance on one throw, with
  the 95% interval of the share seen. Each seat's kinds of first throws and what their exact
  chances (the engine's ``exact_category_chances``, under that game's rules) expected of
  them are kept with the seat when the game is stored, so this is a sum.
"""

import json
import math
from collections import Counter
from dataclasses import dataclass

from ..engine.text import QT_TRANSLATE_NOOP
from ..engine.tournament import wilson_interval
from .records import Records, read_back

ROLLING = 20


@dataclass(frozen=True)
class ResultPoint:
    game: int  # the game's place among the player's games of this kind, from 1
    rate: float  # the share over the last ROLLING games of this kind (or all, if fewer)


def rolling_results(records: Records, name: str) -> dict[bool, list[ResultPoint]]:
    """For token games (True) and points races (False): the player's rolling share of
    games won (points race) or not lost (token game), one point per finished game."""
    outcomes: dict[bool, list[bool]] = {False: [], True: []}
    rows = records.connection.execute(
        "SELECT g.tokens, g.winner, g.loser, s.seat FROM seats s JOIN games g "
        "ON g.id = s.game WHERE s.level IS NULL AND s.name = ? AND g.finished = 1 "
        "ORDER BY g.id", (name,))
    for tokens, winner, loser, seat in rows:
        outcomes[bool(tokens)].append(loser != seat if tokens else winner == seat)
    series: dict[bool, list[ResultPoint]] = {}
    for tokens, results in outcomes.items():
        points = []
        for number in range(1, len(results) + 1):
            window = results[max(0, number - ROLLING):number]
            points.append(ResultPoint(number, sum(window) / len(window)))
        series[tokens] = points
    return series


@dataclass(frozen=True)
class FairRow:
    category: str  # the engine's hand category ("zanzi", "fiche", "plain"…)
    seen: int
    share: float
    interval: tuple[float, float]
    chance: float  # the exact chance on one throw of three dice


_FIRST_HANDS_DAMAGED = QT_TRANSLATE_NOOP("Records", "a player's first throws cannot be read")


def _first_hands(kept: str) -> list[tuple[str, int, float]]:
    """A seat's ``first_hands`` column: (category, first throws that showed it, how many
    its exact chance expected), each checked to be what the records write."""
    rows = [(category, count, weight) for category, (count, weight) in json.loads(kept).items()]
    if not all(type(count) is int and count >= 0 and type(weight) is float
               and 0 <= weight < math.inf
               for _, count, weight in rows):
        raise ValueError("not counts of first throws")
    return rows


def first_throw_fairness(records: Records, name: str) -> dict[str, list[FairRow]]:
    """Per game family, each kind of hand on the player's first throws against its chance,
    most likely first; families the player never threw in are left out."""
    seen: dict[str, Counter] = {}
    expected: dict[str, Counter] = {}
    for family, first_hands in records.connection.execute(
            "SELECT g.family, s.first_hands FROM seats s JOIN games g ON g.id = s.game "
            "WHERE s.level IS NULL AND s.name = ?", (name,)):
        for category, count, weight in read_back(_FIRST_HANDS_DAMAGED,
                                                 _first_hands, first_hands):
            seen.setdefault(family, Counter())[category] += count
            expected.setdefault(family, Counter())[category] += weight
    fairness = {}
    for family, counts in seen.items():
        total = sum(counts.values())
        rows = []
        for category, weight in sorted(expected[family].items(), key=lambda item: -item[1]):
            count = counts[category]
            rows.append(FairRow(category, count, count / total, wilson_interval(count, total),
                                weight / total))
        fairness[family] = rows
    return fairness
