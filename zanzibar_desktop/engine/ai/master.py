"""Master: plays for the partie, not the manche (issue 26).

What it maximises: its chance of winning the **partie** (in a token game, of not losing
it), read from the exact solution of the heads-up partie (``engine.partie``): the opener
chooses knowing the follower's own partie-optimal reply, and the follower replies to the
opener's final hand and throws. Choices within 1e-9 of each other are broken by the
solvers' fixed order, so a game replays the same whether its solution was shipped, cached
or solved on the spot.

Where it has no exact figure it says so by playing as the Expert:
- before the solution of its rules is at hand (it asks its owner's lookup, ``solutions``,
  at each decision: the window solves it in a worker process, and the seat plays as Expert
  until then, the window saying so), or when none exists for its rules;
- **more than two players** still in the game: the approximation documented in
  ``partie_view``: the exact heads-up values against the strongest rival, the other
  players' hands counted as the hand to beat. It is never presented as exact
  (``MasterPlayer.exact``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..game import DECHARGE, POINTS
from ..partie.at_hand import AtHand
from ..partie.position import PartieChoice, TurnPosition
from .base import Decision, best_so_far
from .expert import ExpertPlayer
from .view import TableView


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
    position = turn_position(view)
    return None if position is None else solution.choices_at(position)


def turn_position(view: TableView) -> TurnPosition | None:
    """The heads-up position the solution is asked at, seen by the seat on turn against its
    rival (:func:`partie_view`); None without dice showing, in a throw-off or a charge."""
    if view.dice is None or view.in_throw_off or view.phase not in (POINTS, DECHARGE):
        return None
    seats = partie_view(view)
    beat = best_so_far(view)
    if view.phase == POINTS:
        return TurnPosition(view.scores[seats.me], view.scores[seats.rival], view.dice,
                            view.throws, beat, view.limit)
    lost = view.manches_lost or (0,) * len(view.scores)
    round_opener = seats.me if beat is None else seats.rival
    return TurnPosition(view.tokens[seats.me], view.tokens[seats.rival], view.dice,
                        view.throws, beat, view.limit, (lost[seats.me], lost[seats.rival]),
                        view.manche_opener == round_opener)


class MasterPlayer:
    level = "master"

    def __init__(self, rng=None,  # noqa: ANN001 - the levels' common signature
                 solutions: AtHand | None = None) -> None:
        del rng
        self.solutions = solutions  # the owner's: the solution of a partie at hand, or None
        self.expert = ExpertPlayer()
        self.exact = True  # the last decision came from the exact heads-up solution

    def decide(self, view: TableView) -> Decision:
        if view.must_throw:
            return Decision.throwing()
        solution = None if self.solutions is None else self.solutions(view.rules)
        choices = None if solution is None else partie_choices(solution, view)
        if not choices:
            self.exact = False
            return self.expert.decide(view)
        self.exact = partie_view(view).exact
        assert view.dice is not None
        return Decision.keeping_faces(view.dice, choices[0].keep)
