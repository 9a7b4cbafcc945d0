"""Master: plays for the partie, not the manche (issue 26).

What it maximises: its chance of winning the **partie** (in a token game, of not losing
it), read from the exact solution of the heads-up partie (``engine.partie``): the opener
chooses knowing the follower's own partie-optimal reply, and the follower replies to the
opener's final hand and throws. Choices within 1e-9 of each other are broken by the
solvers' fixed order, so a game replays the same whether its solution was shipped, cached
or solved on the spot.

Where it has no exact figure it says so by playing as the Expert:
- before the solution of its rules is at hand (the window solves it in a worker process:
  the seat plays as Expert until then, and the window says so), or when none exists for its
  rules;
- **more than two players** still in the game: the approximation documented in
  ``partie_view``: the exact heads-up values against the strongest rival, the other
  players' hands counted as the hand to beat. It is never presented as exact
  (``MasterPlayer.exact``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..game import DECHARGE, POINTS
from ..hands import sort_dice
from ..partie.solvers import known
from .base import Decision, best_so_far
from .expert import ExpertPlayer
from .view import TableView


@dataclass(frozen=True)
class PartieChoice:
    """A choice with the chooser's chance to win the partie after it."""

    keep: tuple[int, ...]  # all three dice kept: stop
    partie: float
    manche_lost: float | None = None  # a token game: the chance to lose the manche after it


@dataclass(frozen=True)
class PartieView:
    """The heads-up position the Master reads its figures at: exact with two players,
    otherwise against the strongest rival (``exact`` False)."""

    me: int
    rival: int
    exact: bool


def partie_view(view: TableView) -> PartieView:
    """The rival the partie is played against. Heads-up: the other player. With more:
    points race, the rival with the most points (ahead in the race); token game, in a
    décharge, the player holding the fewest tokens (the closest to going out), else the
    one with the fewest manches lost; ties to the first after this seat."""
    count = len(view.scores)
    others = [(view.me + step) % count for step in range(1, count)]
    others = [seat for seat in others if not view.out[seat]]
    if len(others) == 1:
        return PartieView(view.me, others[0], True)
    if view.rules.uses_tokens:
        rival = min(others, key=lambda seat: (view.manches_lost[seat] if view.manches_lost
                                              else 0, view.tokens[seat]))
    else:
        rival = max(others, key=lambda seat: view.scores[seat])
    return PartieView(view.me, rival, False)


def partie_choices(solution: object, view: TableView) -> list[PartieChoice] | None:
    """Every choice from the dice showing with the chooser's partie chance, best first;
    None where the solution does not speak (a charge, a throw-off, a state it does not
    hold)."""
    if view.dice is None or view.must_throw:
        return None
    return position_choices(solution, view)


def position_choices(solution: object, view: TableView) -> list[PartieChoice] | None:
    """The same from any position with dice showing, including one where the turn allows
    no more throw (its one choice: to stop there), which the luck of a throw needs; None
    where the solution does not speak."""
    if view.dice is None or view.in_throw_off:
        return None
    seats = partie_view(view)
    if view.phase == POINTS:
        return _points_choices(solution, view, seats)
    if view.phase == DECHARGE:
        return _tokens_choices(solution, view, seats)
    return None


def _points_choices(solution, view: TableView, seats: PartieView):  # noqa: ANN001, ANN202
    mine, theirs = view.scores[seats.me], view.scores[seats.rival]
    target = view.rules.target_score
    if not (0 <= mine < target and 0 <= theirs < target):
        return None
    beat = best_so_far(view)
    if beat is None:
        choices = solution.opener_choices(mine, theirs, view.dice, view.throws)
    else:
        dice, throws = beat
        if view.rules.is_decisive(dice):
            return None  # a decisive zanzi d'as: nothing left to play for
        choices = solution.follower_choices(mine, theirs, dice, throws, view.dice,
                                            view.throws, view.limit)
    return [PartieChoice(tuple(c.keep), c.partie) for c in choices]


def _tokens_choices(solution, view: TableView, seats: PartieView):  # noqa: ANN001, ANN202
    lost = view.manches_lost or (0,) * len(view.scores)
    beat = best_so_far(view)
    if beat is None:  # I open the round
        tokens = (view.tokens[seats.me], view.tokens[seats.rival])
        manches = (lost[seats.me], lost[seats.rival])
        opened_manche = view.manche_opener == seats.me
        final = None
    else:
        tokens = (view.tokens[seats.rival], view.tokens[seats.me])
        manches = (lost[seats.rival], lost[seats.me])
        opened_manche = view.manche_opener == seats.rival
        final = (sort_dice(beat[0]), beat[1])
    try:
        options = solution.options_at(tokens, manches, view.dice, view.throws, final,
                                      opened_manche)
    except (KeyError, ValueError):  # a state the heads-up solution does not hold
        return None
    # The token solution counts the chance to lose the partie: the Master's is the rest.
    return [PartieChoice(tuple(option.keep), 1.0 - option.lose_partie, option.lose_manche)
            for option in options]


class MasterPlayer:
    level = "master"

    def __init__(self, rng=None) -> None:  # noqa: ANN001 - the levels' common signature
        del rng
        self.expert = ExpertPlayer()
        self.exact = True  # the last decision came from the exact heads-up solution

    def decide(self, view: TableView) -> Decision:
        if view.must_throw:
            return Decision.throwing()
        solution = known(view.rules)
        choices = None if solution is None else partie_choices(solution, view)
        if not choices:
            self.exact = False
            return self.expert.decide(view)
        self.exact = partie_view(view).exact
        assert view.dice is not None
        return Decision.keeping_faces(view.dice, choices[0].keep)
