"""The game's history as plain data: scores or tokens after each round, and the luck view.

Kept apart from the chart so it is tested without widgets. Points race: one point per
manche. Tokens: one point per round (charge and décharge), with the manche boundaries.
"""

from collections import Counter
from dataclasses import dataclass, field

from ...engine.events import DiceRolled, RoundResolved
from ...engine.game import Game
from ...engine.hands import evaluate, exact_category_chances
from ...session.controller import GameController
from ..texts import hand_text


@dataclass
class HistoryData:
    players: list[str]
    uses_tokens: bool
    values: list[list[int]] = field(default_factory=list)  # per player, after each point
    tips: list[str] = field(default_factory=list)  # the hands of each point
    manche_ends: list[int] = field(default_factory=list)  # x of the last round of each manche
    first_throws: Counter = field(default_factory=Counter)  # categories seen on first throws
    final_hands: Counter = field(default_factory=Counter)  # categories turns ended on

    def __post_init__(self) -> None:
        if not self.values:
            self.values = [[] for _ in self.players]


class GameHistory:
    """Follows a game through its controller; ``changed`` callbacks fire after each round."""

    def __init__(self, controller: GameController) -> None:
        self.controller = controller
        game = controller.game
        self.rules = game.rules
        self.data = HistoryData([spec.name for spec in game.players], game.rules.uses_tokens)
        self.listeners: list = []
        self._replay_first_throws(game)
        for index, result in enumerate(game.history):
            self._add(result, notify=False)
            following = game.history[index + 1].manche if index + 1 < len(game.history) \
                else game.manche
            if self.data.uses_tokens and (following != result.manche or game.over):
                self.data.manche_ends.append(index + 1)
        controller.round_resolved.connect(self._add)
        controller.dice_rolled.connect(self._count_first_throw)
        controller.manche_ended.connect(self._mark_manche_end)

    def _replay_first_throws(self, game: Game) -> None:
        """A resumed game: count the first throws already made by replaying its actions."""
        replay = Game(game.rules, game.players, seed=game.seed)
        replay.events.dice_did_roll.connect(self._count_first_throw)
        for action in game.actions:
            replay.apply(action)

    def _count_first_throw(self, event: DiceRolled) -> None:
        if event.throws == 1 and not event.throw_off:
            self.data.first_throws[evaluate(event.dice, self.rules).category] += 1

    def _mark_manche_end(self, event) -> None:
        del event
        if self.data.uses_tokens:
            self.data.manche_ends.append(len(self.data.tips))

    def _add(self, result: RoundResolved, notify: bool = True) -> None:
        figures = result.tokens if self.data.uses_tokens else result.scores
        for player, value in enumerate(figures):
            self.data.values[player].append(value)
        hands = [f"{self.data.players[p.player]}: {hand_text(p.hand, p.throws)}"
                 for p in result.ranking]
        self.data.final_hands.update(p.hand.category for p in result.ranking)
        self.data.tips.append("\n".join(hands))
        if notify:
            for listener in self.listeners:
                listener()

    def luck_rows(self) -> list[tuple[str, int, float, float, int]]:
        """(category, first throws that showed it, their share, its exact chance on one
        throw, turns that ended on it), most likely first."""
        total = sum(self.data.first_throws.values())
        chances = exact_category_chances(self.rules)
        rows = []
        for category, chance in sorted(chances.items(), key=lambda item: -item[1]):
            seen = self.data.first_throws.get(category, 0)
            rows.append((category, seen, seen / total if total else 0.0, float(chance),
                         self.data.final_hands.get(category, 0)))
        return rows

    def table_rows(self) -> list[list[object]]:
        """The chart's data as a table: a header (round, then each player), then a row for
        each round (manche in a points race) with every player's score or tokens."""
        rows: list[list[object]] = [["round", *self.data.players]]
        for index in range(len(self.data.tips)):
            rows.append([index + 1, *(values[index] for values in self.data.values)])
        return rows
