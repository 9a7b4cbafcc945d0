"""The children's sheet: short sentences a child can read (at most 250 words, no fractions,
no odds), the zanzis and two simple points drawn as big dice. Every figure is the rules'
(throws, target, who starts) or the engine's (what the drawn dice are worth)."""

from PySide6.QtCore import QObject

from ..engine.hands import evaluate, hand_chart
from ..engine.rules import Rules
from .content import SheetFrame, fill, number, section, text
from .dice_pictures import dice_html

DIE = 24.0  # document pixels at the usual type size, about 6.4 mm
EXAMPLES = ((6, 1, 1), (5, 3, 2))
BIGGER = 1.5  # than the grown-ups' sheets
SPACE = "\u00a0" * 4 + " "  # between two throws of a line


class KidsSheet(QObject):
    def html(self, rules: Rules, players: list[str] | None, scale: float) -> str:
        scale *= BIGGER
        frame = SheetFrame()
        left = "".join([
            section(self.tr("You need"), text(self.tr("3 dice, paper and a pencil."))),
            section(self.tr("Who starts?"), text(self._opener(rules))),
            section(self.tr("Your turn"), text(self.tr(
                "Throw the 3 dice. Keep the dice you like and throw the others again. You can "
                "throw up to %n times. Stop when you are happy!", "", rules.max_throws))),
            section(self.tr("Who wins?"), text(self.tr(
                "When everyone has played, the best throw wins the manche and gets "
                "1 point.")), text(self.tr(
                    "The first player to get %Ln points wins the partie!", "", rules.target_score)),
                text(self._ties(rules))),
        ])
        throws = section(self.tr("The best throws"), *self._throws(rules, DIE * scale))
        return frame.page(rules, players, scale, [left, throws])

    def _opener(self, rules: Rules) -> str:
        if rules.first_opener == "first-seat":
            return self.tr("The youngest player starts. Then it goes around the table.")
        return self.tr("Everyone throws one die. Whoever has the highest die starts. Then it "
                       "goes around the table.")

    def _ties(self, rules: Rules) -> str:
        if rules.tie_break == "fewer-throws":
            return self.tr("Same throw? Whoever threw fewer times wins. Still the same? Throw "
                           "again, one throw each.")
        return self.tr("Same throw? Throw again, one throw each.")

    def _throws(self, rules: Rules, die: float) -> list[str]:
        zanzis = [row.hand.dice for row in hand_chart(rules) if row.hand.category == "zanzi"]
        best, other = EXAMPLES
        return [
            fill(self.tr("Three dice the same make a zanzi. This one is the best of all:")),
            dice_html(zanzis[0], die),
            text(self.tr("Then, from the strongest:")),
            # On two lines chosen here, the first the longer (the five would not fit on one:
            # left to the layout, the weakest went alone onto a line of its own).
            "<br/>".join(SPACE.join(dice_html(dice, die) for dice in line)
                         for line in (zanzis[1:4], zanzis[4:])),
            text(self.tr("A zanzi beats any other throw.")),
            fill(self.tr("No zanzi? Add up your dice: the biggest total wins the manche. The "
                         "ace (one dot) counts 10!")),
            fill(self.tr("{dice} makes {value}: the best."), dice=dice_html(best, die),
                 value=number(evaluate(best, rules).value)),
            fill(self.tr("{dice} makes {value}."), dice=dice_html(other, die),
                 value=number(evaluate(other, rules).value)),
        ]
