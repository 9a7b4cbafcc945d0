"""Novice: plausible but loose. Keeps obvious pairs and aces, and does not count.

It stops on a hand it likes, sometimes far too early, and sometimes throws on past a
hand that was already winning. Its whims come from its own generator, seeded from the
game's seed, so a replayed or simulated game stays the same.
"""

import random
from collections import Counter

from ..hands import BARAQUE, FICHE, FOUR_TWO_ONE_HAND, ZANZI
from .base import Decision, beats, best_so_far, current_hand
from .view import TableView

STOP_TOO_EARLY = 0.2
THROW_ON_TOO_LONG = 0.25


class NovicePlayer:
    level = "novice"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def decide(self, view: TableView) -> Decision:
        if view.must_throw:
            return Decision.throwing()
        assert view.dice is not None
        hand = current_hand(view)
        if hand.category in (ZANZI, FOUR_TWO_ONE_HAND) or (
                hand.category in (FICHE, BARAQUE) and hand.value >= 4):
            return Decision.stopping()
        if self.rng.random() < STOP_TOO_EARLY:
            return Decision.stopping()
        ahead = view.played and beats(view, view.dice, view.throws, best_so_far(view))
        if ahead and self.rng.random() >= THROW_ON_TOO_LONG:
            return Decision.stopping()
        counts = Counter(view.dice)
        pair = [face for face, count in counts.items() if count >= 2]
        if pair:
            return Decision.keeping_faces(view.dice, (pair[0], pair[0]))
        if 1 in counts:
            return Decision.keeping_faces(view.dice, (1,))
        return Decision.throwing()
