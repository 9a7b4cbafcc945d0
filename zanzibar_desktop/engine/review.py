"""The game review: every decision of the reviewed seats with the best choice and what the
one made cost, accuracy, take lost and luck per seat — replayed from a game's rules, seats,
seed and actions, so a finished game read from a file is reviewed the same way.

Each decision's verdict is the coach's (``coach.judged``), the one its line gave at the
table: when the solution of the partie is at hand (``engine.partie``), each decision is
valued in the chance to win the partie (lichess' way: a mark by the winning chance lost),
and the verdicts, the accuracy and the luck of the dice are counted in it (each seat's
``tallies``); the manche's figures stay beside for ``zanzibar review --json``."""

from dataclasses import dataclass, field
from functools import cached_property

from . import coach
from .ai.base import best_so_far, worst_so_far
from .ai.view import TableView, table_view
from .game import DECHARGE, STOP, THROW, Game
from .hands import Dice, sort_dice
from .verdict import BEST, MANCHE, PARTIE, TOKENS, Verdict


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
    # Every choice, best for the manche first, each with its chance to win the partie (a
    # token game: not to lose it) when the partie's solution was at hand — estimated
    # (``partie_exact`` False) with more than two players.
    options: tuple[coach.Option, ...]
    chosen: int
    # The rest of the position as the Expert's model sees it (``zanzibar odds`` states it
    # with these): the lowest hand and the tokens at the ends in a décharge, and the throws
    # each later player is modelled with (None: as many as this player ends up using).
    lowest: tuple[Dice, int] | None = None
    beat_tokens: int = 0
    my_tokens: int = 0
    later_limit: int | None = None
    # What a drill sets on the table again (issue 35): the dice held before the choice,
    # every seat's score and tokens, and the actions played before it.
    held: tuple[bool, bool, bool] = (False, False, False)
    scores: tuple[int, ...] = ()
    tokens: tuple[int, ...] = ()
    step: int = 0

    @cached_property  # best, cost and mark all read it
    def verdict(self) -> Verdict:
        """The coach's verdict on the choice made: the same as its line said at the table."""
        return coach.judged(self.options, self.options[self.chosen].keep, self.phase)

    @property
    def best(self) -> int:
        """The best choice: for the partie when it is worked out, else for the manche."""
        return self.options.index(self.verdict.best)

    @property
    def partie(self) -> tuple[float, ...] | None:
        """Each choice's chance to win the partie, in the order of ``options``; None
        without the partie's solution."""
        if any(option.partie is None for option in self.options):
            return None
        return tuple(option.partie for option in self.options)

    @property
    def partie_exact(self) -> bool:
        return self.options[0].partie_exact

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
        """What the verdict counts: the partie's chance lost when known, else the manche's
        figure lost."""
        return self.verdict.lost

    @property
    def mark(self) -> str | None:
        return self.verdict.mark


@dataclass
class Tally:
    """A seat's decisions judged in one of the coach's terms (``PARTIE``, ``MANCHE``
    or ``TOKENS``): how many, how many lost nothing, what they lost in all; and the luck of
    the seat's throws counted in those terms."""

    decisions: int = 0
    exact: int = 0
    lost: float = 0.0
    luck: float = 0.0

    @property
    def average(self) -> float | None:
        """What a decision lost on average."""
        return None if self.decisions == 0 else self.lost / self.decisions


@dataclass
class SeatReview:
    seat: int
    decisions: int = 0
    exact: int = 0  # decisions that lost nothing
    take_lost: float = 0.0
    partie_lost: float | None = None  # with the partie's solution: the chance lost in all
    luck: float = 0.0
    partie_luck: float | None = None  # with the partie's solution: the dice's luck in it
    # The verdicts' figures by their terms, as the coach counts them (the partie's where it
    # is worked out): what the review shows. Mostly one terms; a token game with more than
    # two players has positions the partie's solution does not value.
    tallies: dict[str, Tally] = field(default_factory=dict)

    def tally(self, terms: str) -> Tally:
        return self.tallies.setdefault(terms, Tally())

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


def _decision(game: Game, view: TableView, action_kind: str,
              solution: object | None) -> ReviewedDecision:
    valued = {option.keep: option for option in coach.partie_options(view, solution)}
    choices = tuple(valued[option.keep] for option in coach.options(view))  # best for the manche first
    keep = None if action_kind == STOP else coach.kept_faces(view.dice, view.held)
    chosen = next(index for index, option in enumerate(choices) if option.keep == keep)
    beat = best_so_far(view)  # the Expert's own reading of the hand to beat
    # Under "follow the opener" the later players may throw as often as this opener ends
    # up throwing: no fixed number (None, written null), as the model takes it.
    later_limit = game.rules.later_limit(view.is_opener, view.limit)
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
        my_tokens=view.tokens[view.me], later_limit=later_limit, held=view.held,
        scores=view.scores, tokens=view.tokens, step=len(game.actions))


def review_game(game: Game, seats: list[int] | None = None,
                solution: object | None = None) -> Review:
    """Replay ``game``'s actions and review the decisions of ``seats`` (default: every human
    seat, or every seat when there is none), in the partie's terms given its ``solution``
    (handed in by its owner when at hand)."""
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
            decision = _decision(replay, view, action.kind, solution)
            review.decisions.append(decision)
            entry = by_seat[player]
            entry.decisions += 1
            entry.take_lost += decision.loss
            if decision.partie_loss is not None:
                entry.partie_lost = (entry.partie_lost or 0.0) + decision.partie_loss
            verdict = decision.verdict
            entry.exact += verdict.name == BEST
            tally = entry.tally(verdict.terms)
            tally.decisions += 1
            tally.exact += verdict.name == BEST
            tally.lost += verdict.lost
        replay.apply(action)
        if view is not None and action.kind == THROW and coach.values_luck(view):
            entry = by_seat[player]
            luck = coach.throw_luck(view, rolled[-1])
            entry.luck += luck
            partie_luck = coach.partie_throw_luck(view, rolled[-1], solution)
            if partie_luck is not None:
                entry.partie_luck = (entry.partie_luck or 0.0) + partie_luck
                entry.tally(PARTIE).luck += partie_luck
            else:
                entry.tally(TOKENS if view.phase == DECHARGE else MANCHE).luck += luck
    return review
