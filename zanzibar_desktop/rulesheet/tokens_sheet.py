"""The sheet of a token game (421 at the counter, La Boîte à dés, or Zanzibar with tokens):
goal, what you need, the charge, the décharge, ties, the end of a manche and of the partie,
and the variants in play beside the hands with their dice drawn."""

from PySide6.QtCore import QObject

from ..engine.rules import FOUR_TWO_ONE, Rules
from .content import Columns, SheetFrame, section, section_blocks, text
from .hand_table import HandTable
from .points_sheet import PointsSheet
from .variants import Variants


class TokensSheet(QObject):
    def html(self, rules: Rules, players: list[str] | None, scale: float,
             columns: Columns) -> str:
        frame = SheetFrame()
        table = HandTable(scale)
        left = [
            *section_blocks(self.tr("Goal"), text(self.tr(
                "Get rid of your tokens: whoever is left holding all %n token(s) loses the "
                "manche.", "", rules.tokens))),
            *section_blocks(self.tr("What you need"), frame.needs_line(rules.tokens)),
            *section_blocks(self.tr("1. The charge"), text(self._first_opener(rules)), text(self.tr(
                "In the charge, each player in turn makes one single throw of the three dice: "
                "no die is kept, nothing is thrown again.")), text(self._charge(rules)),
                text(self._next_opener(rules)), text(self.tr(
                    "The charge ends when the pot is empty; a player who then holds every token "
                    "loses the manche at once."))),
            *section_blocks(self.tr("2. The décharge"), text(self._decharge_opener(rules)),
                text(self._decharge_rounds(rules)), text(self.tr(
                "Now each player may throw up to %n time(s): keep any dice, throw the others "
                "again, stop whenever you like.", "", rules.max_throws)),
                text(self._limit(rules)), text(self.tr(
                    "After each round, the strongest hand gives the weakest as many tokens as it "
                    "is worth (all it has, if fewer).")), text(self.tr(
                        "A player left with no token is sauvé (saved): out of the manche."))),
        ]
        right = "".join([
            section(self.tr("The hands, strongest first"), table.html(rules), *table.notes(rules)),
            section(self.tr("Ties"), text(self._ties(rules))),
            section(self.tr("The end"), text(self.tr(
                "The manche ends when one player holds every token: that player loses it, and a "
                "new manche starts with the full pot.")), text(self.tr(
                    "The first player to lose %n manche(s) loses the partie (the game) and pays "
                    "the tournée: drinks for the whole table.", "", rules.manches_to_lose)
                    if rules.manches_to_lose > 1 else self.tr(
                    "The loser of the manche loses the partie (the game) and pays the tournée: "
                    "drinks for the whole table."))),
            section(self.tr("Variants in play"), *Variants().sentences(rules, table.die)),
        ])
        return frame.page(rules, players, scale, left, right, columns)

    def _first_opener(self, rules: Rules) -> str:
        if rules.first_opener == "first-seat":
            return self.tr("The first player at the table opens.")
        return self.tr("To start, each player throws one die: the highest opens (tied players "
                       "throw again).")

    def _charge(self, rules: Rules) -> str:
        if rules.charge_rule == "strongest-takes":
            return self.tr("After each round (every player has thrown), the strongest hand takes "
                           "from the pot as many tokens as it is worth; the last takes what "
                           "remains.")
        return self.tr("After each round (every player has thrown), the weakest hand takes from "
                       "the pot as many tokens as the strongest hand is worth; the last takes "
                       "what remains.")

    def _decharge_opener(self, rules: Rules) -> str:
        """Who opens the décharge's first round (``round_end``: the most tokens, else the
        charge's last round read as any round is)."""
        if rules.decharge_opener == "most-tokens":
            return self.tr("The player holding most tokens opens the décharge.")
        if rules.next_opener == "loser":
            return self.tr("The player with the weakest hand in the charge's last round opens "
                           "the décharge.")
        if rules.next_opener == "winner":
            return self.tr("The player with the strongest hand in the charge's last round opens "
                           "the décharge.")
        return self.tr("The next player around the table opens the décharge.")

    def _decharge_rounds(self, rules: Rules) -> str:
        """Who opens each later round of the décharge; a player sauvé passes it on."""
        if rules.next_opener == "loser":
            return self.tr("Then the player with the weakest hand of each round opens the next "
                           "one.")
        if rules.next_opener == "winner":
            return self.tr("Then the player with the strongest hand of each round opens the "
                           "next one; if sauvé, the next player around the table does.")
        return self.tr("Then each round is opened by the next player around the table.")

    def _limit(self, rules: Rules) -> str:
        if rules.follows_opener:
            return self.tr("The opener of each round sets the limit: nobody after may throw more "
                           "often than the opener did.")
        return self.tr("Every player may use all %n throw(s), whatever the others did.", "",
                       rules.max_throws)

    def _next_opener(self, rules: Rules) -> str:
        if rules.next_opener == "loser":
            return self.tr("The player with the weakest hand of a round opens the next one.")
        if rules.next_opener == "winner":
            return self.tr("The player with the strongest hand of a round opens the next one.")
        return self.tr("The next player around the table opens the next round.")

    def _ties(self, rules: Rules) -> str:
        if rules.family != FOUR_TWO_ONE:
            return PointsSheet()._ties(rules)  # Zanzibar's tie-break: a barrage
        if rules.tie_break == "fewer-throws":
            return self.tr("Equal hands: the one made in fewer throws wins. Made in as many "
                           "throws, it is a rampo (a throw-off): the tied players throw once "
                           "each, from the last of them back to the first, until the tie is "
                           "broken.")
        return self.tr("Equal hands always make a rampo (a throw-off): the tied players throw "
                       "once each, from the last of them back to the first, until the tie is "
                       "broken.")
