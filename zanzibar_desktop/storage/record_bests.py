"""Each human player's records, per game family, from the seats of every finished game kept:
the strongest hand made, the most zanzis in one game, the fewest manches to win a points
race, the most tokens given away in one décharge, and in token games the manches lost and
tournées paid. A game that beats a record the player already held is celebrated at its end
(never the player's first game of the family: a first game beats nothing)."""

from dataclasses import dataclass

from ..engine.hands import Hand, dice_from_label, evaluate
from ..engine.rules import Rules, rules_from_json
from ..engine.text import QT_TRANSLATE_NOOP
from .records import Records, kept_counts, read_back


@dataclass
class Bests:
    name: str
    family: str
    games: int = 0  # finished games of the family
    best_hand: Hand | None = None
    most_zanzis: int = 0
    fewest_manches: int | None = None  # to win a points race
    biggest_decharge: int = 0
    manches_lost: int = 0  # in token games
    tournees: int = 0  # token games lost


_FIGURES = """
    SELECT s.name, g.family, COUNT(*), MAX(s.zanzis), MAX(s.biggest_decharge),
           MIN(CASE WHEN g.tokens = 0 AND g.winner = s.seat THEN g.manches END),
           SUM(CASE WHEN g.tokens = 1 THEN s.manches_lost ELSE 0 END),
           SUM(CASE WHEN g.tokens = 1 AND g.loser = s.seat THEN 1 ELSE 0 END)
    FROM seats s JOIN games g ON g.id = s.game
    WHERE s.level IS NULL AND g.finished = 1 AND g.id < ? GROUP BY s.name, g.family"""
_HANDS = """
    SELECT s.name, g.family, s.best_dice, MAX(g.id) FROM seats s JOIN games g ON g.id = s.game
    WHERE s.level IS NULL AND g.finished = 1 AND g.id < ? AND s.best_dice IS NOT NULL
    GROUP BY s.name, g.family, g.rules_name, s.best_dice"""
_EVERY_GAME = 1 << 62


def _hand(records: Records, dice: str, number: int, rules: dict[int, Rules]) -> Hand:
    """The hand ``dice`` made under the rules of game ``number``."""
    if number not in rules:
        row = records.connection.execute(
            "SELECT rules_json FROM games WHERE id = ?", (number,)).fetchone()
        rules[number] = read_back(QT_TRANSLATE_NOOP(
            "Records", "the rules of game {number} cannot be read").with_args(number=number),
            lambda: rules_from_json(row[0]))
    return read_back(QT_TRANSLATE_NOOP(
        "Records", "a hand of game {number} cannot be read").with_args(number=number),
        lambda: evaluate(dice_from_label(dice), rules[number]))


def player_bests(records: Records, before: int = _EVERY_GAME) -> dict[tuple[str, str], Bests]:
    """(name, family) -> that player's records in that family, from the finished games
    kept (those before game ``before`` only, if given)."""
    found = {}
    for name, family, *counts in records.connection.execute(_FIGURES, (before,)):
        games, zanzis, decharge, fewest, manches_lost, tournees = kept_counts(counts)
        found[name, family] = Bests(name, family, games, None, zanzis, fewest, decharge,
                                    manches_lost, tournees)
    rules: dict[int, Rules] = {}
    for name, family, dice, number in records.connection.execute(_HANDS, (before,)):
        hand = _hand(records, dice, number, rules)
        bests = found[name, family]
        if bests.best_hand is None or hand.key > bests.best_hand.key:
            bests.best_hand = hand
    return found


@dataclass(frozen=True)
class NewRecord:
    """A record beaten: ``kind`` is "hand" (``hand`` made), "zanzis", "manches" (fewest to
    win) or "decharge" (tokens given away in one), with the new ``count``."""

    name: str
    kind: str
    count: int = 0
    hand: Hand | None = None


def new_records(records: Records, number: int) -> list[NewRecord]:
    """What game ``number`` (just kept) beat among records its human players already held
    in its family (a first game of the family beats nothing)."""
    before = player_bests(records, number)
    said = []
    rules: dict[int, Rules] = {}
    for name, family, best_dice, *counts in records.connection.execute(
            "SELECT s.name, g.family, s.best_dice, g.tokens, g.winner = s.seat, g.manches, "
            "s.zanzis, s.biggest_decharge FROM seats s JOIN games g ON g.id = s.game "
            "WHERE g.id = ? AND g.finished = 1 AND s.level IS NULL ORDER BY s.seat",
            (number,)):
        tokens, won, manches, zanzis, decharge = kept_counts(counts)
        bests = before.get((name, family))
        if bests is None:
            continue
        if best_dice is not None and bests.best_hand is not None:
            hand = _hand(records, best_dice, number, rules)
            if hand.key > bests.best_hand.key:
                said.append(NewRecord(name, "hand", hand=hand))
        if zanzis > bests.most_zanzis:
            said.append(NewRecord(name, "zanzis", zanzis))
        if won and not tokens and bests.fewest_manches is not None and (
                manches < bests.fewest_manches):
            said.append(NewRecord(name, "manches", manches))
        if decharge > bests.biggest_decharge:
            said.append(NewRecord(name, "decharge", decharge))
    return said


def bests_json(bests: Bests) -> dict:
    """The records as ``zanzibar stats --json`` gives them."""
    best = bests.best_hand
    return {"games": bests.games, "best_hand": None if best is None else best.label,
            "most_zanzis": bests.most_zanzis, "fewest_manches_to_win": bests.fewest_manches,
            "biggest_decharge": bests.biggest_decharge, "manches_lost": bests.manches_lost,
            "tournees_paid": bests.tournees}

