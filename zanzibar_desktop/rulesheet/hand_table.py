"""The hands, strongest first, with their dice drawn: the engine's ``hand_groups``, the chart as
players read it — each zanzi, fiche, baraque and tierce on its own row, the simple points of
Zanzibar and the plain hands of 421 on one row each (they follow one rule, stated under the
table with drawn examples)."""

from fractions import Fraction

from PySide6.QtCore import QObject

from ..engine.hands import (
    GROUPED_CATEGORIES,
    NENETTE,
    PLAIN,
    SIMPLE,
    STRAIGHT,
    ChartRow,
    Hand,
    evaluate,
    hand_chart,
    hand_groups,
    token_value,
)
from ..engine.rules import FOUR_TWO_ONE, OPTION_BY_KEY, Rules
from ..i18n import tr_text
from .content import COLUMN_GAP_PX, fill, number, text
from .dice_pictures import dice_html

DIE = 14.0  # document pixels, about 3.7 mm
# Before every column but the first: the 12 pt the sheet keeps between any two columns.
GUTTER_STYLE = f"padding-left: {COLUMN_GAP_PX}px"
GUTTER = f" style='{GUTTER_STYLE}'"
# Examples for the notes under the table: which beats which is the engine's to say.
PLAIN_EXAMPLES = ((6, 4, 1), (5, 5, 3))
SIMPLE_EXAMPLES = ((6, 1, 1), (6, 6, 5), (3, 2, 2))


class HandTable(QObject):
    """The table and its notes, as HTML, the dice sized for type at ``scale``."""

    def __init__(self, scale: float = 1.0) -> None:
        super().__init__()
        self.die = DIE * scale

    def percent(self, chance: Fraction) -> str:
        return self.tr("{number}%").format(number=number(100 * chance, 2))

    def html(self, rules: Rules) -> str:
        tokens_game = rules.uses_tokens
        value_header = self.tr("Tokens") if tokens_game else self.tr("Points")
        with_points = rules.zanzibar_with_tokens
        head = [self.tr("Dice"), self.tr("Hand")] + ([self.tr("Points")] if with_points else []) \
            + [value_header, self.tr("One throw")]
        # A heading may take two lines ("One / throw"): its column is as narrow as its figures,
        # which leaves the column beside the table its room. The figures' headings stand
        # right, over their figures; every column but the first keeps the sheet's gutter.
        cells = f"<th align='left'>{text(head[0])}</th>" + "".join(
            f"<th {align}{GUTTER}>{text(cell)}</th>"
            for align, cell in zip(["align='left'"] + ["align='right'"] * (len(head) - 2),
                                   head[1:], strict=True))
        rows = [f"<table width='100%' cellspacing='0' cellpadding='2'><tr>{cells}</tr>"]
        for index, group in enumerate(hand_groups(rules)):
            rows.append(self._row(group, rules, with_points, shaded=index % 2 == 1))
        rows.append("</table>")
        return "".join(rows)

    def _row(self, group: list[ChartRow], rules: Rules, with_points: bool, shaded: bool) -> str:
        first, last = group[0].hand, group[-1].hand
        chance = sum((row.probability for row in group), Fraction(0))
        if len(group) == 1 or first.category not in GROUPED_CATEGORIES:
            dice = "<br/>".join(dice_html(row.hand.dice, self.die) for row in group)
        else:
            dice = f"{dice_html(first.dice, self.die)} …<br/>{dice_html(last.dice, self.die)}"
        name = text(self._name(first, rules))
        values = sorted({row.hand.value for row in group})
        if first.category == SIMPLE and rules.simple_points == "zero":
            values = [0]  # they only decide who wins the manche: the notes say so
        value = number(values[0]) if len(values) == 1 else f"{number(values[0])}–{number(values[-1])}"
        worth = [value] if not rules.uses_tokens or with_points else []
        if rules.uses_tokens:
            tokens = sorted({token_value(row.hand, rules) for row in group})
            worth.append(number(tokens[0]) if len(tokens) == 1
                         else f"{number(tokens[0])}–{number(tokens[-1])}")
        shade = " class='shade'" if shaded else ""
        numbers = "".join(f"<td align='right'{GUTTER}>{cell}</td>" for cell in worth)
        wrap = "" if first.category in GROUPED_CATEGORIES else "white-space: nowrap; "
        return (f"<tr{shade}><td style='white-space: nowrap'>{dice}</td>"
                f"<td style='{wrap}{GUTTER_STYLE}'>{name}</td>{numbers}"
                f"<td align='right'{GUTTER}>{text(self.percent(chance))}</td></tr>")

    def _name(self, hand: Hand, rules: Rules) -> str:
        if hand.category == SIMPLE:
            straights = [row.hand for row in hand_chart(rules) if row.hand.category == STRAIGHT]
            if rules.straight == "beats-lower-points" and straights:  # a row above it, one below
                return (self.tr("Simple points that beat the straight")
                        if hand.key > straights[0].key
                        else self.tr("Simple points the straight beats"))
            return self.tr("Simple points: any other throw")
        if hand.category == PLAIN:
            return self.tr("Plain hands: any other throw")
        if hand.category == STRAIGHT:
            return self.tr("Straight: three in a row")
        return tr_text(hand.name)

    # ------------------------------------------------------------ notes under the table
    def notes(self, rules: Rules) -> list[str]:
        if rules.family == FOUR_TWO_ONE:
            return self._notes_421(rules)
        return self._notes_zanzibar(rules)

    def _worth(self, dice: tuple[int, int, int], rules: Rules) -> str:
        """What simple points ``dice`` make: a score, or under zanzis-only a sum that only
        ranks the hand."""
        words = self.tr("{dice} adds up to {value}") if rules.simple_points == "zero" \
            else self.tr("{dice} is worth {value}")
        return fill(words, dice=dice_html(dice, self.die), value=number(evaluate(dice, rules).value))

    def _beats(self, one: tuple[int, int, int], other: tuple[int, int, int], rules: Rules) -> str:
        stronger, weaker = sorted((one, other), key=lambda dice: evaluate(dice, rules).key,
                                  reverse=True)
        return fill(self.tr("{stronger} beats {weaker}"), stronger=dice_html(stronger, self.die),
                    weaker=dice_html(weaker, self.die))

    def _notes_zanzibar(self, rules: Rules) -> list[str]:
        best, middle, lowest = SIMPLE_EXAMPLES
        zanzis = [row.hand for row in hand_chart(rules) if row.hand.category == "zanzi"]
        if rules.simple_points == "zero":
            simple = self.tr("Three dice alike are a zanzi (“d'as”: of aces). Any other throw "
                             "counts simple points, which score nothing: they only decide who "
                             "wins the manche. Add the dice, the ace counting 10. So {best}, the "
                             "best; {middle}; {lowest}, the lowest.")
        else:
            simple = self.tr("Three dice alike are a zanzi (“d'as”: of aces). Any other throw "
                             "counts simple points: add the dice, the ace counting 10. So "
                             "{best}, the best; {middle}; {lowest}, the lowest.")
        notes = [fill(simple,
                      best=self._worth(best, rules), middle=self._worth(middle, rules),
                      lowest=self._worth(lowest, rules)),
                 fill(self.tr("The weakest zanzi beats the best simple points: {example}."),
                      example=self._beats(zanzis[-1].dice, best, rules))]
        straights = [row.hand for row in hand_chart(rules) if row.hand.category == STRAIGHT]
        if straights:
            # What it beats in the words of the rules editor's choice: one statement.
            beats = text(tr_text(OPTION_BY_KEY["straight"].label(rules.straight)))
            if rules.straight == "beats-all-points":
                notes.append(fill(self.tr("A straight, three dice in a row, is worth {value} and "
                                          "{beats}: {example}."),
                                  value=number(straights[0].value), beats=beats,
                                  example=self._beats(straights[-1].dice, best, rules)))
            else:
                notes.append(fill(self.tr("A straight, three dice in a row, is worth {value} and "
                                          "{beats}; higher simple points beat it: {example}."),
                                  value=number(straights[0].value), beats=beats,
                                  example=self._beats(straights[0].dice, best, rules)))
        return notes

    def _notes_421(self, rules: Rules) -> list[str]:
        chart = hand_chart(rules)
        nenette = next(row.hand for row in chart if row.hand.category == NENETTE)
        notes = [self.tr("A fiche is two aces and another die; a baraque, three dice alike; a "
                         "tierce, three dice in a row."),
                 fill(self.tr("Plain hands rank by their highest die, then the next, then the "
                              "last: {example}."), example=self._beats(*PLAIN_EXAMPLES, rules))]
        if chart[-1].hand.category == NENETTE:
            notes.append(fill(self.tr("The nénette {dice} is the lowest hand of all."),
                              dice=dice_html(nenette.dice, self.die)))
        else:
            notes.append(fill(self.tr("The nénette {dice} is worth %n token(s) and beats the plain hands.",
                                      "", nenette.value), dice=dice_html(nenette.dice, self.die)))
        return notes
