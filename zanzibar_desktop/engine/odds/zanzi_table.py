"""000's probability table, reproduced exactly and extended.

Every figure is an exact :class:`~fractions.Fraction`. Single throws are counted over the
216 ordered outcomes of three dice. Three strategy rows read the text's "20,70 %" in the
two ways its wording allows, and add the best play:

* the value is chosen *after* the first throw (the face showing most often) and every other
  die is thrown at it, at most twice more: 1207/5832 = 20.70 %, the text's figure;
* the value is chosen *before* throwing ("une valeur choisie dès le départ", e.g. sixes)
  and every other die is thrown at it, at most twice more: (91/216)³ = 7.48 %;
* optimal play for any zanzi within three throws: 2539/11664 = 21.77 %.

The labels are English and never translated: ``zanzibar odds --table --json`` is the same
in every language. The text's own figures and quotations stay in French, as written.
"""

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import product

from ..hands import ALL_HANDS, Dice, sort_dice, throw_counts
from .combinatorics import REROLL_KEEPS, Keep, keeps_of

THROWS = 3
OUTCOMES = 6 ** 3  # ordered throws of three dice

# The rule text's own words, verbatim (its table and its "Méthode de calcul").
TEXT_FIGURE_STRATEGY = "20,70 %"
QUOTE_VALUE_GIVEN = ("En visant un zanzi d'une valeur donnée et en relançant les dés non "
                     "conformes sur 3 lancers, cette probabilité atteint environ 20,70 %.")
QUOTE_FROM_THE_START = ("La probabilité de 20,70 % sur un tour complet correspond à une "
                        "stratégie précise : viser un zanzi d'une valeur choisie dès le départ, "
                        "puis relancer les dés non conformes lors des 2 relances suivantes.")
QUOTE_OTHER_STRATEGY = "Avec une autre stratégie, ce chiffre varie légèrement."


@dataclass(frozen=True)
class TableRow:
    """One row: what it computes (a stable id and an English label) and its exact value.

    ``favourable`` of ``out_of`` is the text's "Résultats favorables" count, for the rows
    counted over the 216 outcomes of one throw; ``text_figure`` is the percentage the text
    gives (in its own French notation) and ``quote`` its words, where it has them. "Aiming"
    at a face means keeping the dice that show it and re-throwing the others, at most twice.
    """

    key: str
    label: str
    probability: Fraction
    favourable: int | None = None
    out_of: int | None = None
    text_figure: str | None = None
    quote: str | None = None
    reading: str | None = None  # how this row stands to the text's figure

    @property
    def fraction(self) -> str:
        return f"{self.probability.numerator}/{self.probability.denominator}"

    @property
    def matches_text_figure(self) -> bool | None:
        """Whether the exact value, rounded as the text rounds, is the text's figure."""
        if self.text_figure is None:
            return None
        figure = Fraction(self.text_figure.replace("%", "").strip().replace(",", "."))
        return round(self.probability * 10000) == figure * 100


@dataclass(frozen=True)
class ZanziTable:
    given_zanzi_first_throw: Fraction
    any_zanzi_first_throw: Fraction
    no_zanzi_first_throw: Fraction
    given_zanzi_aimed_three_throws: Fraction  # aiming at one value chosen before throwing
    any_zanzi_000_strategy: Fraction  # aiming at the value chosen after the first throw
    any_zanzi_optimal: Fraction

    def rows(self) -> list[TableRow]:
        return [
            TableRow("given_zanzi_first_throw",
                     "a given zanzi (e.g. 6-6-6) on the first throw",
                     self.given_zanzi_first_throw, favourable=_zanzi_throws() // 6,
                     out_of=OUTCOMES, text_figure="0,46 %"),
            TableRow("any_zanzi_first_throw", "any zanzi (1-1-1 to 6-6-6) on the first throw",
                     self.any_zanzi_first_throw, favourable=_zanzi_throws(), out_of=OUTCOMES,
                     text_figure="2,78 %"),
            TableRow("no_zanzi_first_throw", "no zanzi on the first throw (simple points)",
                     self.no_zanzi_first_throw, favourable=OUTCOMES - _zanzi_throws(),
                     out_of=OUTCOMES, text_figure="97,22 %"),
            TableRow("zanzi_value_chosen_after_first_throw",
                     "a zanzi in 3 throws, aiming at the face showing most after throw 1",
                     self.any_zanzi_000_strategy, text_figure=TEXT_FIGURE_STRATEGY,
                     quote=QUOTE_VALUE_GIVEN,
                     reading="this reading gives the text's 20,70 %"),
            TableRow("zanzi_value_chosen_before_throwing",
                     "a given zanzi in 3 throws, aiming at a value chosen before throwing",
                     self.given_zanzi_aimed_three_throws, text_figure=TEXT_FIGURE_STRATEGY,
                     quote=QUOTE_FROM_THE_START,
                     reading="the literal reading of 'dès le départ': not the text's 20,70 %"),
            TableRow("any_zanzi_optimal_play", "any zanzi in 3 throws, optimal play",
                     self.any_zanzi_optimal, quote=QUOTE_OTHER_STRATEGY,
                     reading="the best any strategy can do"),
        ]


def _is_zanzi(dice: Dice) -> bool:
    return dice[0] == dice[1] == dice[2]


def _zanzi_throws() -> int:
    """How many of the 216 ordered throws are a zanzi (six: one per face)."""
    return sum(count for dice, count in throw_counts().items() if _is_zanzi(dice))


def _strategy_000() -> Fraction:
    """The value chosen after the first throw: the face showing most (any face if all
    differ), each die not showing it thrown again at it, at most twice.

    A die thrown at a face hits it within two throws with chance 1 - (5/6)²; the dice are
    independent, so ``3 - most`` of them must each hit.
    """
    hit_within_two = 1 - Fraction(5, 6) ** (THROWS - 1)
    total = Fraction(0)
    for dice, count in throw_counts().items():
        most = max(dice.count(face) for face in dice)
        total += Fraction(count, OUTCOMES) * hit_within_two ** (3 - most)
    return total


def _aimed_from_the_start() -> Fraction:
    """The value chosen before throwing: each of the three dice must show it within the
    three throws, independently: (1 - (5/6)³)³ = (91/216)³."""
    return (1 - Fraction(5, 6) ** THROWS) ** 3


@lru_cache(maxsize=1)
def _exact_rethrows() -> dict[Keep, tuple[tuple[Dice, Fraction], ...]]:
    """For each keep of at most two dice, every resulting hand and its exact chance."""
    table: dict[Keep, tuple[tuple[Dice, Fraction], ...]] = {}
    for keep in REROLL_KEEPS:
        thrown = 3 - len(keep)
        counts = Counter(sort_dice(keep + roll) for roll in product(range(1, 7), repeat=thrown))
        table[keep] = tuple((hand, Fraction(count, 6 ** thrown))
                            for hand, count in counts.items())
    return table


def _optimal_any_zanzi() -> Fraction:
    """The best chance of any zanzi within three throws, by exact backward induction: after
    each throw but the last, stop (on a zanzi) or keep the dice that give the best chance."""
    rethrows = _exact_rethrows()

    def after(keep: Keep, value: dict[Dice, Fraction]) -> Fraction:
        return sum((chance * value[hand] for hand, chance in rethrows[keep]), Fraction(0))

    value = {dice: Fraction(_is_zanzi(dice)) for dice in ALL_HANDS}  # after the last throw
    for _ in range(THROWS - 1):
        value = {dice: max([Fraction(_is_zanzi(dice))]
                           + [after(keep, value) for keep in keeps_of(dice) if len(keep) < 3])
                 for dice in ALL_HANDS}
    return after((), value)


def zanzi_table() -> ZanziTable:
    single = Fraction(1, OUTCOMES)
    any_zanzi = Fraction(_zanzi_throws(), OUTCOMES)
    return ZanziTable(
        given_zanzi_first_throw=single,
        any_zanzi_first_throw=any_zanzi,
        no_zanzi_first_throw=1 - any_zanzi,
        given_zanzi_aimed_three_throws=_aimed_from_the_start(),
        any_zanzi_000_strategy=_strategy_000(),
        any_zanzi_optimal=_optimal_any_zanzi(),
    )
