"""How a round ends, for :class:`~.game.Game`: a points race scores the manche (the exact
finish, the malus, a decisive zanzi d'as); a token game moves tokens (charge then décharge,
sauvé, the manche lost by whoever holds them all); then the next opener, or the end of the
game with every player's place. Kept apart from the turns and throw-offs it follows."""

from collections.abc import Callable
from typing import Any

from .events import GameEnded, MancheEnded, PhaseChanged, RoundResolved
from .hands import manche_points, median_scoring_value, reachable_scores
from .rules import ONE_POINT

POINTS = "points"
CHARGE = "charge"
DECHARGE = "decharge"


class RoundEnd:
    """The end of a round; mixed into :class:`~.game.Game`, whose state it reads and moves."""

    def _finish_round(self) -> None:
        assert self._top is not None
        if self.rules.uses_tokens:
            self._finish_token_round()
        else:
            self._finish_points_round()

    def _finish_points_round(self) -> None:
        rules = self.rules
        winner, bottom = self._top, self._bottom
        before = list(self.scores)
        reached = before[winner] + manche_points(self._results[winner].hand, rules)
        bust = (rules.exact_finish != "off" and reached > rules.target_score
                and not self._any_win_finishes(winner))
        if not bust:
            self.scores[winner] = reached
        elif rules.exact_finish == "fall-back":  # back to the level, never up to it
            self.scores[winner] = min(before[winner], rules.exact_finish_level)
        everyone_played = len(self._results) == len(self._order)
        if rules.low_hand_malus and everyone_played and bottom is not None and bottom != winner:
            self.scores[bottom] = max(0, self.scores[bottom] - rules.low_hand_malus)
        result = RoundResolved(
            manche=self.manche, round=self.round, phase=self.phase, ranking=self._ranking(),
            strongest=winner, weakest=bottom, throw_offs=tuple(self._throw_off_log),
            points=tuple(after - was for after, was in zip(self.scores, before, strict=True)),
            scores=tuple(self.scores), bust=bust, decisive=self._decisive, manche_over=True,
            manches_lost=tuple(self.manches_lost))
        self._record(result)
        ends_game = self.scores[winner] >= rules.target_score or (
            self._decisive and rules.ace_zanzi == "wins-game")
        self.events.manche_did_end.emit(MancheEnded(self.manche, winner, bottom,
                                                    tuple(self.manches_lost)))
        if ends_game:
            self._end_game(winner=winner, loser=None,
                           rank=lambda player: (player != winner, -self.scores[player]))
            return
        self.manche += 1
        self.round = 1
        self.manche_opener = self._choose_next_opener(self.manche_opener, winner, bottom)
        self._start_round(self.manche_opener)

    def _any_win_finishes(self, player: int) -> bool:
        """Under an exact finish, whether ``player`` is so close to the target that any
        winning hand finishes (000: going past "reste bloqué" at the previous score).

        A gap no sum of scoring hands can close would stall the game for good; and a small
        exact value can only win a manche when every other hand is lower still, so a player
        left a few points short could wait for ever (measured: four players stuck 7 to 11
        points short for 17,000 manches). The house reading: a gap below the median hand
        value (half of all throws are worth more), or one no sum closes, is finished by any
        winning hand; above it, going past is a bust.
        """
        rules = self.rules
        if rules.exact_finish == "off" or rules.scoring == ONE_POINT:
            return False
        gap = rules.target_score - self.scores[player]
        return gap < median_scoring_value(rules) or not reachable_scores(
            rules, rules.target_score)[gap]

    def _finish_token_round(self) -> None:
        rules = self.rules
        strongest, weakest = self._top, self._bottom
        assert weakest is not None and weakest != strongest
        moved, giver, receiver = self.token_move(self._results[strongest])
        receiver = weakest if receiver is None else receiver
        if giver is None:
            self.pot -= moved
        else:
            self.tokens[giver] -= moved
        self.tokens[receiver] += moved
        if self.phase != CHARGE and self.tokens[strongest] == 0:  # gave away the last: sauvé
            self.out[strongest] = True
            self._saved_order.append(strongest)
        holder = next((p for p in range(self.player_count) if self.tokens[p] == rules.tokens), None)
        if holder is not None:  # holding every token loses the manche
            self.manches_lost[holder] += 1
        result = RoundResolved(
            manche=self.manche, round=self.round, phase=self.phase, ranking=self._ranking(),
            strongest=strongest, weakest=weakest, throw_offs=tuple(self._throw_off_log),
            tokens_moved=moved, token_from=giver, token_to=receiver, tokens=tuple(self.tokens),
            pot=self.pot, manche_over=holder is not None, manche_loser=holder,
            manches_lost=tuple(self.manches_lost))
        self._record(result)
        if holder is not None:
            self._end_token_manche(loser=holder, last_winner=strongest)
            return
        previous_opener = self.round_opener
        self.round += 1
        if self.phase == CHARGE and self.pot == 0:
            self.phase = DECHARGE
            self.out = [count == 0 for count in self.tokens]
            self.events.phase_did_change.emit(PhaseChanged(DECHARGE))
            if rules.decharge_opener == "most-tokens":
                most = max(self.tokens)
                start = weakest if self.tokens[weakest] == most else previous_opener
                candidates = [(start + step) % self.player_count
                              for step in range(self.player_count)]
                self._start_round(next(p for p in candidates if self.tokens[p] == most))
                return
        self._start_round(self._choose_next_opener(previous_opener, strongest, weakest))

    def _end_token_manche(self, loser: int, last_winner: int) -> None:
        self.events.manche_did_end.emit(MancheEnded(self.manche, None, loser,
                                                    tuple(self.manches_lost)))
        if self.manches_lost[loser] >= self.rules.manches_to_lose:
            saved = {player: order for order, player in enumerate(self._saved_order)}
            self._end_game(winner=None, loser=loser, rank=lambda player: (
                self.manches_lost[player], player == loser, self.tokens[player],
                saved.get(player, len(saved))))  # sauvé earlier in the last manche: better
            return
        self.manche += 1
        self.round = 1
        self.tokens = [0] * self.player_count
        self.pot = self.rules.tokens
        self.out = [False] * self.player_count
        self._saved_order = []
        self.phase = CHARGE
        self.events.phase_did_change.emit(PhaseChanged(CHARGE))
        self.manche_opener = self._choose_next_opener(self.manche_opener, last_winner, loser)
        self._start_round(self.manche_opener)

    def _choose_next_opener(self, previous: int, winner: int, loser: int | None) -> int:
        rule = self.rules.next_opener
        if rule == "loser" and loser is not None:
            chosen = loser
        elif rule == "winner":
            chosen = winner
        else:
            return self._next_active(previous)
        return chosen if not self.out[chosen] else self._next_active(chosen)

    def _record(self, result: RoundResolved) -> None:
        self.history.append(result)
        self.events.round_did_resolve.emit(result)

    def _end_game(self, winner: int | None, loser: int | None, rank: Callable[[int], Any]) -> None:
        """End the game; ``rank`` orders the players by what the rules decide (lower is better):
        players it cannot tell apart share a place, whatever their seats."""
        self.over = True
        self.winner = winner
        self.loser = loser
        players = range(self.player_count)
        self.places = tuple(1 + sum(rank(other) < rank(player) for other in players)
                            for player in players)
        self.standings = tuple(sorted(players, key=lambda player: self.places[player]))
        self.events.game_did_end.emit(GameEnded(winner, loser, self.standings))
