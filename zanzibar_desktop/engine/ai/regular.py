"""Regular: the rules of thumb of a bar regular.

Stops as soon as the hand beats the best one on the table; as opener stops on a hand
that usually holds. Otherwise chases the obvious figure: in Zanzibar a pair towards the
zanzi, else aces and sixes for points; in 421 the missing dice of 4-2-1, the aces of a
fiche, or a pair towards a baraque. It never weighs throws left, later players or tokens.
"""

from collections import Counter

from ..hands import BARAQUE, FICHE, FOUR_TWO_ONE_HAND, STRAIGHT, TIERCE, ZANZI
from ..rules import FOUR_TWO_ONE
from .base import Decision, beats, best_so_far, current_hand
from .view import TableView

ZANZIBAR_OPENER_STOPS_AT = 22  # simple points a regular is happy to open with


class RegularPlayer:
    level = "regular"

    def __init__(self, rng=None) -> None:
        del rng

    def decide(self, view: TableView) -> Decision:
        if view.must_throw:
            return Decision.throwing()
        assert view.dice is not None
        if view.rules.family == FOUR_TWO_ONE:
            return self._decide_421(view)
        return self._decide_zanzibar(view)

    def _good_enough(self, view: TableView) -> bool | None:
        if view.played:
            return beats(view, view.dice, view.throws, best_so_far(view))
        return None

    def _decide_zanzibar(self, view: TableView) -> Decision:
        hand = current_hand(view)
        ahead = self._good_enough(view)
        if hand.category in (ZANZI, STRAIGHT) or ahead:
            return Decision.stopping()
        if ahead is None and hand.value >= ZANZIBAR_OPENER_STOPS_AT:
            return Decision.stopping()
        counts = Counter(view.dice)
        pairs = [face for face, count in counts.items() if count == 2]
        if pairs:
            return Decision.keeping_faces(view.dice, (pairs[0], pairs[0]))
        keep = tuple(face for face in sorted(view.dice, reverse=True) if face in (1, 6))
        return Decision.keeping_faces(view.dice, keep[:2])

    def _decide_421(self, view: TableView) -> Decision:
        hand = current_hand(view)
        ahead = self._good_enough(view)
        if ahead or hand.category == FOUR_TWO_ONE_HAND:
            return Decision.stopping()
        if ahead is None and (hand.category in (FICHE, BARAQUE) and hand.value >= 4):
            return Decision.stopping()
        dice = view.dice
        counts = Counter(dice)
        if counts[1] >= 2:
            return Decision.keeping_faces(dice, (1, 1))
        pairs = [face for face, count in counts.items() if count >= 2]
        if pairs and pairs[0] >= 4:
            return Decision.keeping_faces(dice, (pairs[0], pairs[0]))
        wanted = tuple(face for face in (4, 2, 1) if face in counts)
        if len(wanted) >= 2:
            return Decision.keeping_faces(dice, wanted)
        if hand.category == TIERCE and ahead is None:
            return Decision.stopping()
        if 1 in counts:
            return Decision.keeping_faces(dice, (1,))
        return Decision.throwing()
