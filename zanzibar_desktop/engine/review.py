"""The game review: every decision of the reviewed seats with the best choice and what the
one made cost, accuracy, take lost and luck per seat — replayed from a game's rules, seats,
seed and actions, so a finished game read from a file is reviewed the same way.

When the solution of the partie is at hand (``engine.partie``), each decision is also
valued in the chance to win the partie (lichess' way: a mark by the winning chance lost),
and the marks, the accuracy and the luck of the dice are counted in it; the manche's
figures stay beside."""

from dataclasses import dataclass, field

from . import coach
from .ai.base import best_so_far, worst_so_far
from .ai.view import TableView, table_view
from .game import DECHARGE, POINTS, STOP, THROW, Game
from .hands import Dice, sort_dice


@dataclass(frozen=True)
class ReviewedDecision:
    seat: int
    manche: int
    round: int
    phase: str
    dice: Dice
    throws_used: int
    limit: int
    table: tuple[tuple[int, Dice, int], ...]  # (seat, dice, throws) played this round
    beat: tuple[Dice, int] | None
    later: tuple[tuple[int, int | None], ...]  # (seat, limit) still to play; None: as many
    # as this player ends up throwing (an opener under "follow the opener")
    options: tuple[coach.Option, ...]
    chosen: int
    # The rest of the position as the Expert's model sees it (``zanzibar odds`` states it
    # with these): the lowest hand and the tokens at the ends in a décharge, and the throws
    # each later player is modelled with (None: as many as this player ends up using).
    lowest: tuple[Dice, int] | None = None
    beat_tokens: int = 0
    my_tokens: int = 0
    later_limit: int | None = None
    # Each option's chance to win the partie (a token game: not to lose it), in the order
    # of ``options``, when the partie's solution was at hand; estimated (``partie_exact``
    # False) with more than two players.
    partie: tuple[float, ...] | None = None
    partie_exact: bool = True

    @property
    def best(self) -> int:
        """The best choice: for the partie when it is worked out, else for the manche."""
        if self.partie is None:
            return 0
        return max(range(len(self.partie)), key=lambda index: self.partie[index])

    @property
    def loss(self) -> float:
        """The manche's figure lost: take (a share of the manche, or tokens)."""
        return max(0.0, self.options[0].take - self.options[self.chosen].take)

    @property
    def partie_loss(self) -> float | None:
        """The chance to win the partie lost by the choice made; None without a solution."""
        if self.partie is None:
            return None
        return max(0.0, max(self.partie) - self.partie[self.chosen])

    @property
    def cost(self) -> float:
        """What the marks and the accuracy count: the partie's chance lost when known,
        else the manche's figure lost."""
        return self.loss if self.partie is None else self.partie_loss

    @property
    def mark(self) -> str | None:
        if self.partie is not None:
            return coach.mark(self.partie_loss, POINTS)  # a share of the partie, as of a manche
        return coach.mark(self.loss, self.phase)


@dataclass
class SeatReview:
    seat: int
    decisions: int = 0
    exact: int = 0  # decisions that lost nothing
    take_lost: float = 0.0
    partie_lost: float | None = None  # with the partie's solution: the chance lost in all
    luck: float = 0.0
    partie_luck: float | None = None  # with the partie's solution: the dice's luck in it

    @property
    def accuracy(self) -> float | None:
        return None if self.decisions == 0 else self.exact / self.decisions


@dataclass
class Review:
    decisions: list[ReviewedDecision] = field(default_factory=list)
    seats: list[SeatReview] = field(default_factory=list)

    def costliest(self, seat: int, count: int = 3) -> list[ReviewedDecision]:
        mine = [decision for decision in self.decisions if decision.seat == seat]
        return sorted(mine, key=lambda decision: -decision.cost)[:count]


def _decision(game: Game, view: TableView, action_kind: str) -> ReviewedDecision:
    choices = tuple(coach.options(view))
    keep = None if action_kind == STOP else coach.kept_faces(view.dice, view.held)
    chosen = next(index for index, option in enumerate(choices) if option.keep == keep)
    partie = None
    valued = coach.partie_options(view)
    if valued and valued[0].partie is not None:
        by_keep = {option.keep: option.partie for option in valued}
        partie = tuple(by_keep[option.keep] for option in choices)
    beat = best_so_far(view)  # the Expert's own reading of the hand to beat
    # Under "follow the opener" the later players may throw as often as this opener ends
    # up throwing: no fixed number (None, written null), as the model takes it.
    follows = view.is_opener and game.rules.throw_limit == "follow-opener"
    later_limit = None if follows else view.limit
    beat_tokens = 0
    if beat is not None and view.phase == DECHARGE:
        beat_tokens = view.tokens[next(p.player for p in view.played
                                       if (p.hand.dice, p.throws) == beat)]
    return ReviewedDecision(
        seat=view.me, manche=game.manche, round=game.round, phase=view.phase,
        dice=sort_dice(view.dice), throws_used=view.throws, limit=view.limit,
        table=tuple((p.player, p.hand.dice, p.throws) for p in view.played), beat=beat,
        later=tuple((seat, later_limit) for seat in game.players_after),
        options=choices, chosen=chosen,
        lowest=worst_so_far(view) if view.phase == DECHARGE else None, beat_tokens=beat_tokens,
        my_tokens=view.tokens[view.me], later_limit=later_limit, partie=partie,
        partie_exact=valued[0].partie_exact if partie is not None else True)


def review_game(game: Game, seats: list[int] | None = None) -> Review:
    """Replay ``game``'s actions and review the decisions of ``seats`` (default: every human
    seat, or every seat when there is none)."""
    if seats is None:
        humans = [seat for seat, spec in enumerate(game.players) if spec.is_human]
        seats = humans or list(range(game.player_count))
    replay = Game(game.rules, game.players, seed=game.seed)  # the same dice, in order
    rolled: list[tuple[int, int, int]] = []
    replay.events.dice_did_roll.connect(lambda event: rolled.append(event.dice))
    review = Review(seats=[SeatReview(seat) for seat in seats])
    by_seat = {entry.seat: entry for entry in review.seats}
    for action in game.actions:
        player = replay.current
        view = table_view(replay) if player in by_seat and action.kind in (THROW, STOP) else None
        if view is not None and coach.is_decision(view):
            decision = _decision(replay, view, action.kind)
            review.decisions.append(decision)
            entry = by_seat[player]
            entry.decisions += 1
            entry.take_lost += decision.loss
            if decision.partie_loss is not None:
                entry.partie_lost = (entry.partie_lost or 0.0) + decision.partie_loss
            entry.exact += decision.cost <= coach.EXACT
        replay.apply(action)
        if view is not None and action.kind == THROW and coach.values_luck(view):
            entry = by_seat[player]
            entry.luck += coach.throw_luck(view, rolled[-1])
            partie_luck = coach.partie_throw_luck(view, rolled[-1])
            if partie_luck is not None:
                entry.partie_luck = (entry.partie_luck or 0.0) + partie_luck
    return review
