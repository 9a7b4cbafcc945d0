"""What a player at the table can see when it is its turn: no dice source, no future."""

from dataclasses import dataclass

from ..events import Played
from ..game import Game
from ..hands import Dice
from ..rules import Rules


@dataclass(frozen=True)
class TableView:
    rules: Rules
    me: int
    phase: str  # "points", "charge" or "decharge"
    scores: tuple[int, ...]
    tokens: tuple[int, ...]
    pot: int
    out: tuple[bool, ...]
    played: tuple[Played, ...]  # hands already played this round, in order
    players_to_come: int
    dice: Dice | None  # as they lie on the table, by position; None before the first throw
    held: tuple[bool, bool, bool]
    throws: int
    limit: int
    in_throw_off: bool
    manches_lost: tuple[int, ...] = ()  # token games: manches each player has lost
    manche_opener: int = 0  # who opened this manche

    @property
    def is_opener(self) -> bool:
        return not self.played and not self.in_throw_off

    @property
    def must_throw(self) -> bool:
        """No decision to make: the first throw, a throw-off or a charge throw."""
        return self.dice is None or self.in_throw_off or self.limit == 1


def table_view(game: Game) -> TableView:
    return TableView(
        rules=game.rules, me=game.current, phase=game.phase, scores=tuple(game.scores),
        tokens=tuple(game.tokens), pot=game.pot, out=tuple(game.out),
        played=game.round_results, players_to_come=game.players_to_come,
        dice=game.dice, held=tuple(game.held), throws=game.throws, limit=game.limit,
        in_throw_off=game.in_throw_off, manches_lost=tuple(game.manches_lost),
        manche_opener=game.manche_opener)
