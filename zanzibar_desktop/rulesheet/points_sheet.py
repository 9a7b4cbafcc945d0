"""The sheet of a points race (Zanzibar): goal, what you need, a turn, a manche, ties, the
end and the variants in play beside the hands with their dice drawn."""

from PySide6.QtCore import QObject

from ..engine.rules import ONE_POINT, Rules
from .content import Columns, SheetFrame, section, section_blocks, text
from .hand_table import HandTable
from .variants import Variants


class PointsSheet(QObject):
    def html(self, rules: Rules, players: list[str] | None, scale: float,
             columns: Columns) -> str:
        frame = SheetFrame()
        table = HandTable(scale)
        left = [
            *section_blocks(self.tr("Goal"), text(self.tr(
                "Win manches with the strongest hand and be the first to reach %Ln "
                "point(s).", "", rules.target_score))),
            *section_blocks(self.tr("What you need"), frame.needs_line(None)),
            *section_blocks(self.tr("Your turn"), text(self.tr(
                "Throw the three dice. You may keep any of them and throw the others again, up "
                "to %n throw(s) in all, and stop whenever you like: the dice you stop on are "
                "your hand.", "", rules.max_throws)), text(self._limit(rules))),
            *section_blocks(self.tr("A manche"), text(self._first_opener(rules)), text(self.tr(
                "Then each player plays one turn, going around the table.")),
                text(self._scoring(rules)), text(self._next_opener(rules))),
        ]
        right = "".join([
            section(self.tr("The hands, strongest first"), table.html(rules), *table.notes(rules)),
            section(self.tr("Ties"), text(self._ties(rules))),
            section(self.tr("The end"), text(self.tr(
                "The first player whose score reaches %Ln point(s) wins the partie (the game).",
                "", rules.target_score))),
            section(self.tr("Variants in play"), *Variants().sentences(rules, table.die)),
        ])
        return frame.page(rules, players, scale, left, right, columns)

    def _limit(self, rules: Rules) -> str:
        if rules.follows_opener:
            return self.tr("Follower rule: the opener sets the limit. If the opener stops after "
                           "one throw (“in one”) or two (“in two”), nobody after may throw more "
                           "often.")
        return self.tr("Every player may use all %n throw(s), whatever the others did.", "",
                       rules.max_throws)

    def _first_opener(self, rules: Rules) -> str:
        if rules.first_opener == "first-seat":
            return self.tr("The first player at the table opens the first manche (in a family "
                           "game, the youngest).")
        return self.tr("To start, each player throws one die: the highest opens the first manche "
                       "(tied players throw again).")

    def _scoring(self, rules: Rules) -> str:
        if rules.scoring == ONE_POINT:
            return self.tr("When everyone has played, the strongest hand wins the manche and "
                           "scores 1 point, whatever the hand.")
        if rules.simple_points == "zero":
            return self.tr("When everyone has played, the strongest hand wins the manche. Only "
                           "zanzis score, their points in the table; any other winning hand "
                           "scores nothing.")
        return self.tr("When everyone has played, the strongest hand wins the manche and scores "
                       "its points, as in the table; only the winner scores.")

    def _next_opener(self, rules: Rules) -> str:
        if rules.next_opener == "loser":
            return self.tr("The player with the weakest hand opens the next manche.")
        if rules.next_opener == "winner":
            return self.tr("The winner opens the next manche.")
        return self.tr("The next player around the table opens the next manche.")

    def _ties(self, rules: Rules) -> str:
        if rules.tie_break == "fewer-throws":
            return self.tr("Equal hands: the one made in fewer throws wins. Made in as many "
                           "throws, the tied players play a throw-off: one throw each, from the "
                           "last of them back to the first, until the tie is broken.")
        return self.tr("Equal hands always go to a throw-off: one throw each among the tied "
                       "players, from the last of them back to the first, until the tie is "
                       "broken.")
