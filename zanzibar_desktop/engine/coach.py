"""The coach: what each choice of a turn is worth, and how much a choice made cost.

One quantity throughout, the value the Expert maximises for that decision, with its model
of the players still to come (``take`` in the code and in ``--json``; players read it in
plain words, with its unit): in a points race the **chance to win the manche** (a win, plus
half a throw-off), in a décharge the **tokens to shed** (those expected to be
given, minus those expected to be received; below zero, the tokens at risk). The hint, the
coach's marks, the game review and ``zanzibar review`` all read it from here, and here from
the Expert's own tables (``ai.expert.turn_tables``): one computation, never a second copy.

A choice made is judged once, by :func:`judge` (or :func:`judged`, from choices valued
already): its :class:`Verdict` — best, close to the best, inaccuracy, mistake or blunder —
and what it lost, counted in the partie's chance where the partie is worked out, else in
the manche's (in a décharge, tokens). The coach's line, the hint and the review all say it.
"""

from dataclasses import replace

from .ai.expert import position_tables, turn_tables, valued_choices
from .ai.master import partie_choices, partie_view, position_choices
from .ai.view import TableView
from .game import DECHARGE, POINTS
from .hands import ALL_HANDS, Dice, sort_dice
from .odds.combinatorics import HAND_INDEX, KEEP_INDEX, first_throw, transition_matrix
from .odds.solver import options_at, turn_start_value
from .rules import Rules

# The verdicts' names and thresholds live in ``verdict.py`` (no numpy: the hint's words name
# them before the odds are loaded), with the choices they judge; the coach's names too.
from .verdict import EXACT as EXACT
from .verdict import MANCHE, PARTIE, TOKENS, Verdict
from .verdict import MARK_NAMES as MARK_NAMES
from .verdict import MARK_THRESHOLDS as MARK_THRESHOLDS
from .verdict import Option as Option
from .verdict import mark as mark


def judge(view: TableView, keep: tuple[int, ...] | None,
          solution: object | None = None) -> Verdict:
    """The verdict on the choice ``keep`` (the faces kept, highest first; None: stop) from
    the position ``view`` (with the partie's ``solution`` when at hand): the coach's line,
    the hint and the review judge with it."""
    return judged(partie_options(view, solution), keep, view.phase)


def judged(valued: list[Option] | tuple[Option, ...], keep: tuple[int, ...] | None,
           phase: str) -> Verdict:
    """The verdict on ``keep`` among a decision's choices ``valued`` already (with their
    partie's chance where the partie is worked out): in the partie's terms when every choice
    has its chance, else in the manche's (tokens in a décharge)."""
    chosen = next(option for option in valued if option.keep == keep)
    if all(option.partie is not None for option in valued):
        best = min(valued, key=lambda option: (-round(option.partie, 12), _order(option)))
        return Verdict(chosen, best, PARTIE, max(0.0, best.partie - chosen.partie), phase)
    best = min(valued, key=_order)
    return Verdict(chosen, best, TOKENS if phase == DECHARGE else MANCHE,
                   max(0.0, best.take - chosen.take), phase)


def is_decision(view: TableView) -> bool:
    """A choice with at least two options: after a throw, in a points race or a décharge,
    with a throw left (not the one-throw charge, a throw-off or a forced last throw)."""
    return (view.dice is not None and not view.in_throw_off and view.phase in (POINTS, DECHARGE)
            and view.throws < view.limit)


def choice_order(keep: tuple[int, ...] | None, take: float) -> tuple:
    """Best first; equal takes in a fixed order: more dice kept first (stopping keeps all
    three), then higher dice. ``zanzibar odds`` lists its choices in this order too."""
    kept = (7, 7, 7) if keep is None else keep
    return (-round(take, 12), -len(kept), tuple(-face for face in kept))


def _order(option: Option) -> tuple:
    return choice_order(option.keep, option.take)


def _options(valued, race: bool) -> list[Option]:  # noqa: ANN001 - (keep, vector) pairs
    found = [Option(None if len(keep) == 3 else tuple(keep), float(vector[0]),
                    float(vector[1]) if race else None, float(vector[2]) if race else None)
             for keep, vector in valued]
    return sorted(found, key=_order)


def options(view: TableView) -> list[Option]:
    """Every choice from the dice showing with its exact take, best first."""
    return _options(valued_choices(view), view.phase == POINTS)


def partie_options(view: TableView, solution: object | None = None) -> list[Option]:
    """The same choices with, given the partie's ``solution`` (its owner hands it in when
    at hand), each one's chance to win the partie, best for the partie first (the Master's
    choice first: ties between equal partie chances keep the order of :func:`options`);
    without it, :func:`options`."""
    found = options(view)
    choices = None if solution is None else partie_choices(solution, view)
    if not choices:
        return found
    by_keep = {faces(choice.keep): choice for choice in choices}
    seats = partie_view(view)
    stop = faces(view.dice) if view.dice is not None else ()
    valued = []
    for option in found:
        choice = by_keep.get(stop if option.keep is None else faces(option.keep))
        valued.append(replace(option, partie=None if choice is None else choice.partie,
                              partie_exact=seats.exact,
                              partie_rival=None if seats.exact else seats.rival,
                              manche_lost=None if choice is None else choice.manche_lost))
    if any(option.partie is None for option in valued):
        return found
    return sorted(valued, key=lambda option: -round(option.partie, 12))


def faces(keep: tuple[int, ...]) -> tuple[int, ...]:
    """Dice kept (or all three, to stop) as a key: their faces, highest first, however the
    solver or the Expert listed them."""
    return tuple(sorted(keep, reverse=True))


def position_options(rules: Rules, phase: str, dice: tuple[int, int, int], throws_used: int,
                     limit: int, beat: tuple[Dice, int] | None = None,
                     lowest: tuple[Dice, int] | None = None, beat_tokens: int = 0,
                     my_tokens: int = 0, later: int = 0,
                     later_limit: int | None = None) -> list[Option]:
    """The same, for a position stated in full (``zanzibar odds``): the same tables, the
    same figures as the hint and the review give at the table."""
    terminal, values = position_tables(rules, phase, limit, beat, lowest, beat_tokens,
                                       my_tokens, later, later_limit)
    return _options(options_at(sort_dice(dice), throws_used, limit, terminal, values),
                    phase == POINTS)


def kept_faces(dice: tuple[int, int, int], held: list[bool] | tuple[bool, ...]) -> Dice | tuple:
    """The faces held, highest first: what a throw keeps."""
    return tuple(sorted((face for face, kept in zip(dice, held, strict=True) if kept),
                        reverse=True))


def keep_dice(dice: tuple[int, int, int], held: list[bool] | tuple[bool, ...],
              keep: tuple[int, ...] | None) -> frozenset[int]:
    """The dice (positions 0 to 2) a choice keeps: all three to stop; for ``keep``, dice
    showing those faces, the ones already held first, so the fewest keys change."""
    if keep is None:
        return frozenset(range(3))
    wanted = list(keep)
    chosen: set[int] = set()
    for already in (True, False):
        for position, face in enumerate(dice):
            if bool(held[position]) == already and face in wanted:
                wanted.remove(face)
                chosen.add(position)
    return frozenset(chosen)


def throw_luck(view: TableView, after: tuple[int, int, int]) -> float:
    """Luck of one throw in a turn the coach values: the value of the position the dice
    made (best play from there) minus the value expected before throwing (with the dice
    kept), in the decision's unit: a share of a manche, or tokens."""
    terminal, values = turn_tables(view)
    del terminal
    throws = view.throws + 1
    if view.dice is None:
        expected = float(turn_start_value(values)[0])
    else:
        keep = kept_faces(view.dice, view.held)
        expected = float(transition_matrix()[KEEP_INDEX[keep]] @ values[throws][:, 0])
    return float(values[throws][HAND_INDEX[sort_dice(after)], 0]) - expected


def partie_throw_luck(view: TableView, after: tuple[int, int, int],
                      solution: object | None) -> float | None:
    """Luck of the same throw counted in the partie (issue 26): the chance to win the partie
    in the position the dice made (best play from there) minus the chance expected before
    throwing — the kept dice's own figure, or, on a turn's first throw, the average over
    the 56 hands a first throw makes, read from the partie's ``solution``. None where it
    does not speak (none at hand, a charge, a throw-off, a state it does not hold)."""
    if solution is None or not values_luck(view):
        return None

    def best(dice: Dice) -> float | None:
        thrown = replace(view, dice=dice, held=(False, False, False), throws=view.throws + 1)
        choices = position_choices(solution, thrown)
        return None if not choices else max(choice.partie for choice in choices)

    made = best(sort_dice(after))
    if made is None:
        return None
    if view.dice is None:
        expected = 0.0
        for dice, chance in zip(ALL_HANDS, first_throw(), strict=True):
            value = best(dice)
            if value is None:
                return None
            expected += float(chance) * value
        return made - expected
    keep = kept_faces(view.dice, view.held)
    kept = [choice.partie for choice in position_choices(solution, view) or ()
            if faces(choice.keep) == keep]
    return made - kept[0] if kept else None


def values_luck(view: TableView) -> bool:
    """Whether a throw from here is one the coach values: any throw of a points race or a
    décharge turn (one-throw turns too), not the charge nor a throw-off."""
    return not view.in_throw_off and view.phase in (POINTS, DECHARGE)
