"""The one place that says what a hand of three dice is under given rules.

Everything that ranks or values hands (the game, the hand chart, the odds engine, the
computer players and the printed rule sheet) calls :func:`evaluate` or :func:`hand_chart`.
"""

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement, product
from typing import Protocol

from .families import FOUR_TWO_ONE, ONE_POINT, ZANZIBAR
from .text import QT_TRANSLATE_NOOP, Text


class HandRules(Protocol):
    """The options hands depend on; a :class:`~.rules.Rules` has them all. (The rules check
    an exact finish with hands, so hands name what they read instead of importing them.)"""

    @property
    def family(self) -> str: ...
    @property
    def straight(self) -> str: ...
    @property
    def value_421(self) -> int: ...
    @property
    def nenette(self) -> str: ...
    @property
    def tie_break(self) -> str: ...
    @property
    def scoring(self) -> str: ...
    @property
    def simple_points(self) -> str: ...
    @property
    def token_values(self) -> str: ...
    @property
    def tokens_ace_zanzi(self) -> int: ...
    @property
    def tokens_zanzi(self) -> int: ...
    @property
    def tokens_straight(self) -> int: ...
    @property
    def tokens_simple(self) -> int: ...


Dice = tuple[int, int, int]

# Categories, untranslated identifiers used in files and by the views.
ZANZI = "zanzi"
STRAIGHT = "straight"
SIMPLE = "simple"
FOUR_TWO_ONE_HAND = "421"
FICHE = "fiche"
BARAQUE = "baraque"
TIERCE = "tierce"
NENETTE = "nenette"
PLAIN = "plain"

CATEGORY_NAMES: dict[str, Text] = {
    ZANZI: QT_TRANSLATE_NOOP("Hands", "Zanzi"),
    STRAIGHT: QT_TRANSLATE_NOOP("Hands", "Straight"),
    SIMPLE: QT_TRANSLATE_NOOP("Hands", "Simple points"),
    FOUR_TWO_ONE_HAND: QT_TRANSLATE_NOOP("Hands", "421"),
    FICHE: QT_TRANSLATE_NOOP("Hands", "Fiche"),
    BARAQUE: QT_TRANSLATE_NOOP("Hands", "Baraque"),
    TIERCE: QT_TRANSLATE_NOOP("Hands", "Tierce"),
    NENETTE: QT_TRANSLATE_NOOP("Hands", "Nénette"),
    PLAIN: QT_TRANSLATE_NOOP("Hands", "Plain hand"),
}

_ZANZI_NAMES = {
    1: QT_TRANSLATE_NOOP("Hands", "Zanzi d'as"),
    2: QT_TRANSLATE_NOOP("Hands", "Zanzi of twos"),
    3: QT_TRANSLATE_NOOP("Hands", "Zanzi of threes"),
    4: QT_TRANSLATE_NOOP("Hands", "Zanzi of fours"),
    5: QT_TRANSLATE_NOOP("Hands", "Zanzi of fives"),
    6: QT_TRANSLATE_NOOP("Hands", "Zanzi of sixes"),
}
_BARAQUE_NAMES = {
    1: QT_TRANSLATE_NOOP("Hands", "Three aces"),
    2: QT_TRANSLATE_NOOP("Hands", "Baraque of twos"),
    3: QT_TRANSLATE_NOOP("Hands", "Baraque of threes"),
    4: QT_TRANSLATE_NOOP("Hands", "Baraque of fours"),
    5: QT_TRANSLATE_NOOP("Hands", "Baraque of fives"),
    6: QT_TRANSLATE_NOOP("Hands", "Baraque of sixes"),
}
_FICHE_NAMES = {
    2: QT_TRANSLATE_NOOP("Hands", "Fiche of twos"),
    3: QT_TRANSLATE_NOOP("Hands", "Fiche of threes"),
    4: QT_TRANSLATE_NOOP("Hands", "Fiche of fours"),
    5: QT_TRANSLATE_NOOP("Hands", "Fiche of fives"),
    6: QT_TRANSLATE_NOOP("Hands", "Fiche of sixes"),
}
_STRAIGHT_NAME = QT_TRANSLATE_NOOP("Hands", "Straight")
_SIMPLE_NAME = QT_TRANSLATE_NOOP("Hands", "{value} points")
_NAME_421 = QT_TRANSLATE_NOOP("Hands", "421")
_TIERCE_NAME = QT_TRANSLATE_NOOP("Hands", "Tierce")
_NENETTE_NAME = QT_TRANSLATE_NOOP("Hands", "Nénette")
_PLAIN_NAME = QT_TRANSLATE_NOOP("Hands", "Plain hand")

STRAIGHT_VALUE = 15

# The round that breaks a tie has each game's own name: a barrage at Zanzibar, a rampo at
# 421 (English says throw-off for both). Same gender in French, so sentences take either.
_THROW_OFF = {
    ZANZIBAR: (QT_TRANSLATE_NOOP("ThrowOffZanzibar", "Throw-off"),
               QT_TRANSLATE_NOOP("ThrowOffZanzibar", "throw-off")),
    FOUR_TWO_ONE: (QT_TRANSLATE_NOOP("ThrowOff421", "Throw-off"),
                   QT_TRANSLATE_NOOP("ThrowOff421", "throw-off")),
}


def throw_off_name(family: str, capital: bool = False) -> Text:
    """What players of ``family`` call the round that breaks a tie."""
    return _THROW_OFF[family][0 if capital else 1]


@dataclass(frozen=True)
class Hand:
    """A hand under given rules. ``key`` orders hands totally: greater is stronger."""

    dice: Dice
    category: str
    value: int
    key: tuple[int, ...]
    name: Text

    @property
    def label(self) -> str:
        """The dice as players write them, strongest face first: ``6-6-5``."""
        return dice_label(self.dice)

    @property
    def name_in_sentence(self) -> Text:
        """The name as a sentence holds it: « zanzi d’as », not the « Zanzi d’as » that heads
        a table cell or starts a line."""
        return self.name.inside_sentence()


def dice_label(dice: tuple[int, ...]) -> str:
    return "-".join(str(face) for face in dice)


def dice_from_label(label: str) -> tuple[int, ...]:
    """The dice a :func:`dice_label` wrote: ``6-6-5`` is (6, 6, 5)."""
    return tuple(int(face) for face in label.split("-"))


def sort_dice(dice: tuple[int, ...] | list[int]) -> Dice:
    """Dice in the order hands are written: high to low."""
    a, b, c = sorted(dice, reverse=True)
    return (a, b, c)


def _ace_ten(face: int) -> int:
    return 10 if face == 1 else face


def _is_straight(dice: Dice) -> bool:
    return dice[0] - dice[1] == 1 and dice[1] - dice[2] == 1


def _zanzibar_hand(dice: Dice, rules: HandRules) -> Hand:
    if dice[0] == dice[2]:
        face = dice[0]
        strength = 7 if face == 1 else face  # the zanzi d'as tops the other zanzis
        return Hand(dice, ZANZI, 100 if face == 1 else 10 * face, (3, strength), _ZANZI_NAMES[face])
    points = sum(_ace_ten(face) for face in dice)
    if rules.straight != "off" and _is_straight(dice):
        name = _STRAIGHT_NAME
        if rules.straight == "beats-all-points":
            return Hand(dice, STRAIGHT, STRAIGHT_VALUE, (2, 0), name)
        # Ranks among simple points by its value; a straight beats simple points of equal value.
        return Hand(dice, STRAIGHT, STRAIGHT_VALUE, (1, STRAIGHT_VALUE, 1), name)
    return Hand(dice, SIMPLE, points, (1, points, 0), _SIMPLE_NAME.with_args(value=points))


def _hand_421(dice: Dice, rules: HandRules) -> Hand:
    if dice == (4, 2, 1):
        return Hand(dice, FOUR_TWO_ONE_HAND, rules.value_421, (9,), _NAME_421)
    if dice == (1, 1, 1):
        return Hand(dice, BARAQUE, 7, (8,), _BARAQUE_NAMES[1])
    if dice[1] == dice[2] == 1:
        face = dice[0]
        return Hand(dice, FICHE, face, (7, 2 * face + 1), _FICHE_NAMES[face])
    if dice[0] == dice[2]:
        face = dice[0]
        return Hand(dice, BARAQUE, face, (7, 2 * face), _BARAQUE_NAMES[face])
    if _is_straight(dice):
        return Hand(dice, TIERCE, 2, (6, dice[0]), _TIERCE_NAME)
    if dice == (2, 2, 1):
        if rules.nenette == "worth-4":
            return Hand(dice, NENETTE, 4, (5,), _NENETTE_NAME)
        return Hand(dice, NENETTE, 1, (4, *dice), _NENETTE_NAME)
    return Hand(dice, PLAIN, 1, (4, *dice), _PLAIN_NAME)


@lru_cache(maxsize=4096)
def _evaluate_sorted(dice: Dice, rules: HandRules) -> Hand:
    if rules.family == FOUR_TWO_ONE:
        return _hand_421(dice, rules)
    return _zanzibar_hand(dice, rules)


def evaluate(dice: tuple[int, ...] | list[int], rules: HandRules) -> Hand:
    """The hand three dice make under ``rules``."""
    if len(dice) != 3 or any(face not in (1, 2, 3, 4, 5, 6) for face in dice):
        raise ValueError(f"three faces from 1 to 6 expected, got {dice!r}")
    return _evaluate_sorted(sort_dice(dice), rules)


def strength(hand: Hand, throws: int, rules: HandRules) -> tuple:
    """How a hand made in ``throws`` throws ranks at the table: equal strengths tie into a
    throw-off. Under ``fewer-throws`` the hand made in fewer throws is stronger."""
    return (hand.key, -throws if rules.tie_break == "fewer-throws" else 0)


def token_value(hand: Hand, rules: HandRules) -> int:
    """Tokens a hand is worth in the counter game: its value in 421; in Zanzibar, as
    ``token_values`` says: value ÷ 10 (at least 1), 1 token, or the table of options."""
    if rules.family == FOUR_TWO_ONE:
        return hand.value
    if rules.token_values == "one":
        return 1
    if rules.token_values == "table":
        if hand.category == ZANZI:
            return rules.tokens_ace_zanzi if hand.dice == (1, 1, 1) else rules.tokens_zanzi
        return rules.tokens_straight if hand.category == STRAIGHT else rules.tokens_simple
    return max(1, hand.value // 10)


def manche_points(hand: Hand, rules: HandRules) -> int:
    """The points a hand that wins a manche of a points race scores: 1 with one point a manche;
    else its value, or nothing for a hand that is not a zanzi when only zanzis score."""
    if rules.scoring == ONE_POINT:
        return 1
    if rules.simple_points == "zero" and hand.category != ZANZI:
        return 0
    return hand.value


@lru_cache(maxsize=64)
def reachable_scores(rules: HandRules, limit: int) -> tuple[bool, ...]:
    """For each total from 0 to ``limit``: can winning manches score exactly that much in all?
    (A gap to the target that no sum reaches would stall an exact finish.)"""
    gains = sorted({manche_points(evaluate(dice, rules), rules) for dice in ALL_HANDS} - {0})
    reachable = [True] + [False] * limit
    for total in range(1, limit + 1):
        reachable[total] = any(gain <= total and reachable[total - gain] for gain in gains)
    return tuple(reachable)


ALL_HANDS: tuple[Dice, ...] = tuple(
    sort_dice(combo) for combo in combinations_with_replacement(range(1, 7), 3))


@lru_cache(maxsize=1)
def throw_counts() -> dict[Dice, int]:
    """How many of the 216 ordered throws of three dice give each hand."""
    return dict(Counter(sort_dice(throw) for throw in product(range(1, 7), repeat=3)))


def one_throw_probability(dice: Dice) -> Fraction:
    return Fraction(throw_counts()[sort_dice(dice)], 216)


def exact_category_chances(rules: HandRules) -> dict[str, Fraction]:
    """Each kind of hand's exact chance on one throw of the three dice."""
    chances: dict[str, Fraction] = Counter()
    for dice in ALL_HANDS:
        chances[evaluate(dice, rules).category] += one_throw_probability(dice)
    return dict(chances)


@lru_cache(maxsize=64)
def median_scoring_value(rules: HandRules) -> int:
    """The points half of all scoring throws reach: the least v with P(points <= v) >= 1/2
    among single throws whose hand scores (only the zanzis when only zanzis score)."""
    values = sorted((points, one_throw_probability(dice)) for dice in ALL_HANDS
                    if (points := manche_points(evaluate(dice, rules), rules)) > 0)
    half = sum(chance for _, chance in values) / 2
    total = Fraction(0)
    for value, chance in values:
        total += chance
        if total >= half:
            return value
    raise AssertionError("probabilities do not add up")


@dataclass(frozen=True)
class ChartRow:
    rank: int
    hand: Hand
    probability: Fraction


def hand_chart(rules: HandRules) -> list[ChartRow]:
    """All 56 hands strongest first; equal hands share a rank, ranks have no gaps."""
    hands = sorted((evaluate(dice, rules) for dice in ALL_HANDS),
                   key=lambda hand: (hand.key, hand.dice), reverse=True)
    rows: list[ChartRow] = []
    rank = 0
    previous_key = None
    for hand in hands:
        if hand.key != previous_key:
            rank += 1
            previous_key = hand.key
        rows.append(ChartRow(rank, hand, one_throw_probability(hand.dice)))
    return rows


# Runs of these hands follow one rule and read as one row of a chart (the simple points of
# Zanzibar, the plain hands of 421, the straights).
GROUPED_CATEGORIES = (SIMPLE, PLAIN, STRAIGHT)


def hand_groups(rules: HandRules) -> list[list[ChartRow]]:
    """The chart as players read it, strongest first: equal ranks together, and each run of
    simple points, plain hands or straights as one group (the rule sheet's table and the
    hands card beside the felt)."""
    groups: list[list[ChartRow]] = []
    for row in hand_chart(rules):
        previous = groups[-1][-1] if groups else None
        if previous is not None and (previous.rank == row.rank or (
                row.hand.category in GROUPED_CATEGORIES
                and previous.hand.category == row.hand.category)):
            groups[-1].append(row)
        else:
            groups.append([row])
    return groups
