"""The game state machine: seats, manches, rounds of turns, throw-offs, scoring and tokens.

A game is fully determined by its rules, its seats, its seed and the list of actions
played, which is what the save format stores. Every action is checked first and raises
:class:`IllegalActionError` with the reason, leaving the state untouched; the game then
reports what happened through :attr:`Game.events`.

Vocabulary: a *round* is one pass of turns by every active player, then its resolution
(throw-offs included). In a points race a round is a whole *manche*. With tokens, a
manche is a charge (one throw each, until the pot is empty) then a décharge, and ends
when one player holds every token; that player loses the manche.
"""

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from .chance import Chance, new_seed
from .errors import IllegalActionError
from .events import (
    DiceRolled,
    GameEvents,
    HoldChanged,
    Played,
    RoundResolved,
    ThrowOffStarted,
    TurnEnded,
    TurnStarted,
)
from .hands import (
    Hand,
    evaluate,
    strength,
)
from .players import PlayerSpec, seat_players
from .round_end import (
    CHARGE,
    POINTS,
    RoundFacts,
    end_of_round,
    next_active,
    sauve_rounds,
    token_move,
)
from .round_end import DECHARGE as DECHARGE  # the phases belong to the game too
from .rules import Rules
from .text import QT_TRANSLATE_NOOP

THROW = "throw"
HOLD = "hold"
STOP = "stop"


@dataclass(frozen=True)
class Action:
    """One move: ``throw``, ``hold`` (with ``die`` and ``held``) or ``stop``."""

    kind: str
    die: int = -1
    held: bool = False

    def to_list(self) -> list[Any]:
        return [self.kind, self.die, self.held] if self.kind == HOLD else [self.kind]

    @classmethod
    def from_list(cls, item: Any) -> "Action":
        if isinstance(item, list) and item == [THROW]:
            return cls(THROW)
        if isinstance(item, list) and item == [STOP]:
            return cls(STOP)
        if (isinstance(item, list) and len(item) == 3 and item[0] == HOLD
                and type(item[1]) is int and type(item[2]) is bool):
            return cls(HOLD, item[1], item[2])
        raise ValueError(f"not an action: {item!r}")


@dataclass
class _ThrowOff:
    purpose: str
    order: list[int]
    results: dict[int, Played]


class Game:
    """One game at the table. Create it, then play actions for ``current`` until ``over``."""

    def __init__(self, rules: Rules, players: Iterable[PlayerSpec], seed: int | None = None,
                 chance: Chance | None = None):
        """``chance`` replaces the seeded dice (tests script exact throws with it; a lesson's
        :class:`~.lessons.ScriptedDice` shows the throws its steps teach)."""
        self.rules = rules
        self.players = seat_players(players)
        self.seed = new_seed() if seed is None else seed
        self.chance = Chance(self.seed) if chance is None else chance
        self.events = GameEvents()
        self.actions: list[Action] = []
        self.actors: list[int] = []  # the seat that played each action, in step with ``actions``
        count = len(self.players)
        self.scores = [0] * count
        self.tokens = [0] * count
        self.pot = rules.tokens if rules.uses_tokens else 0
        self.manches_lost = [0] * count
        self.out = [False] * count
        self._saved_order: list[int] = []  # who was sauvé in this manche, in order
        self.places: tuple[int, ...] = ()  # at the end: each player's place, ties shared
        self.manche = 1
        self.round = 1
        self.phase = CHARGE if rules.uses_tokens else POINTS
        self.history: list[RoundResolved] = []
        self.over = False
        self.winner: int | None = None
        self.loser: int | None = None
        if rules.first_opener == "first-seat":  # the youngest, seated first: no opening throw
            self.opening_throws: list[dict[int, int]] = []
            self.first_opener = 0
        else:
            self.opening_throws = self._throw_for_opener()
            self.first_opener = max(self.opening_throws[-1], key=self.opening_throws[-1].get)
        self.manche_opener = self.first_opener
        self._start_round(self.first_opener)

    # ----------------------------------------------------------------- queries
    @property
    def player_count(self) -> int:
        return len(self.players)

    def sauve_rounds(self) -> dict[int, int]:
        """In this manche (at the end, the one that ended the game): who was sauvé in the
        décharge, and in which round."""
        return sauve_rounds(self.history, self.manche)

    @property
    def in_throw_off(self) -> bool:
        return self._throw_off is not None

    @property
    def round_results(self) -> tuple[Played, ...]:
        """Hands played so far in this round, in the order they were played."""
        return tuple(self._results.values())

    @property
    def hand(self) -> Hand | None:
        """The hand the current player's dice show, if thrown."""
        return None if self.dice is None else evaluate(self.dice, self.rules)

    @property
    def throw_off_players(self) -> tuple[int, ...]:
        """Who throws in the throw-off under way, in order (empty outside one)."""
        return () if self._throw_off is None else tuple(self._throw_off.order)

    @property
    def players_after(self) -> tuple[int, ...]:
        """Who still plays in this round after the player on turn, in order (none in a
        throw-off)."""
        if self._throw_off is not None:
            return ()
        return tuple(self._order[len(self._results) + 1:])

    @property
    def lowest_matters(self) -> bool:
        """Whether the weakest hand of a round costs or earns something under these rules."""
        return self._needs_bottom()

    def ends_so_far(self) -> tuple[Played | None, Played | None]:
        """The strongest and weakest hands down so far in this round (in a throw-off: in the
        throw-off), ranked as the round will rank them; the first of equals as played."""
        if self._throw_off is not None:
            hands = list(self._throw_off.results.values())
            rank: Callable[[Played], Any] = lambda entry: entry.hand.key  # noqa: E731
        else:
            hands = list(self._results.values())
            rank = self._strength
        if not hands:
            return None, None
        return max(hands, key=rank), (min(hands, key=rank) if len(hands) > 1 else None)

    def token_move(self, strongest: Played) -> tuple[int, int | None, int | None]:
        """Tokens the round moves if ``strongest`` stays strongest: how many, from whom (None:
        the pot) and to whom (None: to the weakest hand, not yet known)."""
        return token_move(self.rules, self.phase, self.pot, self.tokens, strongest)

    @property
    def players_to_come(self) -> int:
        """How many players still play after the current one in this round (0 in a throw-off)."""
        if self._throw_off is not None:
            return 0
        return len(self._order) - len(self._results) - 1

    def can_throw(self) -> bool:
        return self._throw_refusal() is None

    def can_hold(self, die: int) -> bool:
        return self._hold_refusal(die) is None

    def can_stop(self) -> bool:
        return self._stop_refusal() is None

    def legal_actions(self) -> list[Action]:
        """Every action allowed now, holds given as the toggle of each die."""
        actions: list[Action] = []
        if self.can_throw():
            actions.append(Action(THROW))
        for die in range(3):
            if self.can_hold(die):
                actions.append(Action(HOLD, die, not self.held[die]))
        if self.can_stop():
            actions.append(Action(STOP))
        return actions

    # ----------------------------------------------------------------- actions
    def throw(self) -> None:
        self._refuse(self._throw_refusal())
        self._played(Action(THROW))
        thrown = tuple(self.dice is None or not self.held[die] for die in range(3))
        self.dice = self.chance.throw(self.dice, self.held)
        self.throws += 1
        self.events.dice_did_roll.emit(DiceRolled(
            self.current, self.dice, thrown, self.throws, self.limit, self.in_throw_off))
        decisive = not self.in_throw_off and self.rules.is_decisive(self.dice)
        if decisive or self.throws >= self.limit:
            self._end_turn(decisive)

    def set_hold(self, die: int, held: bool) -> None:
        self._refuse(self._hold_refusal(die))
        if self.held[die] == held:
            return
        self._played(Action(HOLD, die, held))
        self.held[die] = held
        self.events.hold_did_change.emit(HoldChanged(self.current, die, held))

    def toggle_hold(self, die: int) -> None:
        self._refuse(self._hold_refusal(die))
        self.set_hold(die, not self.held[die])

    def stop(self) -> None:
        self._refuse(self._stop_refusal())
        self._played(Action(STOP))
        self._end_turn(decisive=False)

    def _played(self, action: Action) -> None:
        self.actions.append(action)
        self.actors.append(self.current)

    def human_played_since(self, moves: int) -> bool:
        """Whether a human seat made one of the moves after the first ``moves``."""
        return any(self.players[seat].is_human for seat in self.actors[moves:])

    def apply(self, action: Action) -> None:
        if action.kind == THROW:
            self.throw()
        elif action.kind == HOLD:
            self.set_hold(action.die, action.held)
        elif action.kind == STOP:
            self.stop()
        else:
            raise IllegalActionError(QT_TRANSLATE_NOOP(
                "Game", "{action} is not a move of this game.").with_args(action=action.kind))

    # ----------------------------------------------------------- refusals
    @staticmethod
    def _refuse(reason: Any) -> None:
        if reason is not None:
            raise IllegalActionError(reason)

    def _over_refusal(self):
        if self.over:
            return QT_TRANSLATE_NOOP("Game", "The game is over.")
        return None

    def _throw_refusal(self):
        if self.over:
            return self._over_refusal()
        if self.throws >= self.limit:
            return QT_TRANSLATE_NOOP("Game", "No throws left this turn.")
        if self.dice is not None and all(self.held):
            return QT_TRANSLATE_NOOP("Game", "Every die is kept: release at least one to throw.")
        return None

    def _hold_refusal(self, die: int):
        if self.over:
            return self._over_refusal()
        if type(die) is not int or not 0 <= die < 3:
            return QT_TRANSLATE_NOOP("Game", "There is no die {die}.").with_args(die=die)
        if self.dice is None:
            return QT_TRANSLATE_NOOP("Game", "Throw first: there is no die to keep yet.")
        return None

    def _stop_refusal(self):
        if self.over:
            return self._over_refusal()
        if self.dice is None:
            return QT_TRANSLATE_NOOP("Game", "Throw at least once before you stop.")
        return None

    # ----------------------------------------------------------- opening
    def _throw_for_opener(self) -> list[dict[int, int]]:
        """Each player throws one die, the highest opens; tied highest throw again."""
        rounds: list[dict[int, int]] = []
        contenders = list(range(self.player_count))
        while True:
            faces = {player: self.chance.die() for player in contenders}
            rounds.append(faces)
            best = max(faces.values())
            contenders = [player for player, face in faces.items() if face == best]
            if len(contenders) == 1:
                return rounds

    # ----------------------------------------------------------- rounds and turns
    def _next_active(self, player: int) -> int:
        """The first active player after ``player`` in seating order."""
        return next_active(self.out, player)

    def _start_round(self, opener: int) -> None:
        if self.out[opener]:
            opener = self._next_active(opener)
        self.round_opener = opener
        self._order = [(opener + step) % self.player_count for step in range(self.player_count)]
        self._order = [player for player in self._order if not self.out[player]]
        self._results: dict[int, Played] = {}
        self._throw_off: _ThrowOff | None = None
        self._pending: list[tuple[str, list[int]]] = []
        self._throw_off_log: list[tuple[Played, ...]] = []
        self._top: int | None = None
        self._bottom: int | None = None
        self._follow_limit = 1 if self.phase == CHARGE else self.rules.max_throws
        self._start_turn(self._order[0], self._follow_limit)

    def _start_turn(self, player: int, limit: int) -> None:
        self.current = player
        self.limit = limit
        self.dice: tuple[int, int, int] | None = None
        self.held = [False, False, False]
        self.throws = 0
        self.events.turn_did_start.emit(TurnStarted(player, limit, self.in_throw_off))

    def _end_turn(self, decisive: bool) -> None:
        assert self.dice is not None
        played = Played(self.current, evaluate(self.dice, self.rules), self.throws)
        ended = TurnEnded(played.player, played.hand, played.throws, self.in_throw_off)
        if self._throw_off is not None:
            self._throw_off.results[played.player] = played
            self.events.turn_did_end.emit(ended)  # told once the hand is down
            self._continue_throw_off()
            return
        self._results[played.player] = played
        self.events.turn_did_end.emit(ended)
        if decisive:
            self._top = played.player
            self._resolve(decisive=True)
            return
        if len(self._results) == 1 and self.phase != CHARGE:
            self._follow_limit = self.rules.follower_limit(played.throws)
        if len(self._results) < len(self._order):
            self._start_turn(self._order[len(self._results)], self._follow_limit)
        else:
            self._resolve(decisive=False)

    # ----------------------------------------------------------- resolution
    def _needs_bottom(self) -> bool:
        rules = self.rules
        return rules.uses_tokens or rules.low_hand_malus > 0 or rules.next_opener == "loser"

    def _top_tie_matters(self) -> bool:
        """Whether a tie for the strongest hand changes anything. In a charge where the
        weakest takes, the tied strongest hands are worth the same: no rampo for them
        (unless the winner opens next, which the tie then decides)."""
        rules = self.rules
        return not (self.phase == CHARGE and rules.charge_rule == "weakest-takes"
                    and rules.next_opener != "winner")

    def _strength(self, played: Played) -> tuple[Any, ...]:
        return strength(played.hand, played.throws, self.rules)

    @staticmethod
    def _ends(entries: list[Played], strength: Any) -> tuple[list[int], list[int]]:
        best = max(strength(entry) for entry in entries)
        worst = min(strength(entry) for entry in entries)
        return ([entry.player for entry in entries if strength(entry) == best],
                [entry.player for entry in entries if strength(entry) == worst])

    def _resolve(self, decisive: bool) -> None:
        self._decisive = decisive
        entries = list(self._results.values())
        needs_bottom = self._needs_bottom()
        if decisive:
            others = [entry for entry in entries if entry.player != self._top]
            if needs_bottom and others:
                self._settle_ends(others, self._strength, settle_top=False)
        else:
            top, _ = self._ends(entries, self._strength)
            if not self._top_tie_matters() and len(top) < len(entries):
                self._top = top[0]  # the first in playing order of the equal strongest hands
            self._settle_ends(entries, self._strength, settle_top=self._top is None,
                              settle_bottom=needs_bottom)
        self._next_throw_off_or_finish()

    def _settle_ends(self, entries: list[Played], strength: Any, settle_top: bool = True,
                     settle_bottom: bool = True, all_tied_purpose: str = "both") -> None:
        """Fix the strongest and weakest players, queueing throw-offs where they tie."""
        top, bottom = self._ends(entries, strength)
        if len(top) == len(entries) and len(entries) > 1:
            purpose = {(True, True): all_tied_purpose, (True, False): "top",
                       (False, True): "bottom"}[(settle_top, settle_bottom)]
            self._pending.append((purpose, top))
            return
        if settle_top:
            if len(top) == 1:
                self._top = top[0]
            else:
                self._pending.append(("top", top))
        if settle_bottom:
            if len(bottom) == 1:
                self._bottom = bottom[0]
            else:
                self._pending.append(("bottom", bottom))

    def _next_throw_off_or_finish(self) -> None:
        if not self._pending:
            self._throw_off = None
            self._finish_round()
            return
        purpose, tied = self._pending.pop(0)
        position = {player: index for index, player in enumerate(self._order)}
        order = sorted(tied, key=position.__getitem__, reverse=True)
        self._throw_off = _ThrowOff(purpose, order, {})
        self.events.throw_off_did_start.emit(ThrowOffStarted(tuple(order), purpose))
        self._start_turn(order[0], 1)

    def _continue_throw_off(self) -> None:
        throw_off = self._throw_off
        assert throw_off is not None
        if len(throw_off.results) < len(throw_off.order):
            self._start_turn(throw_off.order[len(throw_off.results)], 1)
            return
        entries = [throw_off.results[player] for player in throw_off.order]
        self._throw_off_log.append(tuple(entries))
        purpose = throw_off.purpose
        self._settle_ends(entries, lambda entry: entry.hand.key,
                          settle_top=purpose in ("top", "both"),
                          settle_bottom=purpose in ("bottom", "both"), all_tied_purpose=purpose)
        self._next_throw_off_or_finish()

    def _finish_round(self) -> None:
        """Apply what the end of the round does (:func:`~.round_end.end_of_round`), telling
        the listeners each step once the state they see is in place."""
        assert self._top is not None
        outcome = end_of_round(RoundFacts(
            rules=self.rules, manche=self.manche, round=self.round, phase=self.phase,
            scores=tuple(self.scores), tokens=tuple(self.tokens), pot=self.pot,
            manches_lost=tuple(self.manches_lost), out=tuple(self.out),
            saved_order=tuple(self._saved_order), manche_opener=self.manche_opener,
            round_opener=self.round_opener, strongest=self._results[self._top],
            weakest=self._bottom, everyone_played=len(self._results) == len(self._order),
            decisive=self._decisive, ranking=self._ranking(),
            throw_offs=tuple(self._throw_off_log)))
        self.scores[:] = outcome.scores
        self.tokens[:] = outcome.tokens
        self.pot = outcome.pot
        self.manches_lost[:] = outcome.manches_lost
        self.out[:] = outcome.out
        self._saved_order[:] = outcome.saved_order
        self.history.append(outcome.resolved)
        self.events.round_did_resolve.emit(outcome.resolved)
        if outcome.manche_ended is not None:
            self.events.manche_did_end.emit(outcome.manche_ended)
        end = outcome.game_end
        if end is not None:
            self.over = True
            self.winner = end.winner
            self.loser = end.loser
            self.places = end.places
            self.standings = end.standings
            self.events.game_did_end.emit(end.event)
            return
        following = outcome.next_round
        assert following is not None
        self.manche = following.manche
        self.round = following.round
        self.phase = following.phase
        self.tokens[:] = following.tokens
        self.pot = following.pot
        self.out[:] = following.out
        self._saved_order[:] = following.saved_order
        if following.phase_changed is not None:
            self.events.phase_did_change.emit(following.phase_changed)
        self.manche_opener = following.manche_opener
        self._start_round(following.opener)

    def _ranking(self) -> tuple[Played, ...]:
        def order(entry: Played) -> tuple[Any, ...]:
            bonus = 1 if entry.player == self._top else -1 if entry.player == self._bottom else 0
            return (self._strength(entry), bonus)
        return tuple(sorted(self._results.values(), key=order, reverse=True))

    # ----------------------------------------------------------- state
    def state(self) -> dict[str, Any]:
        """Everything that defines the position, as plain data (equal states, equal games)."""
        return {
            "seed": self.seed, "draws": self.chance.draws, "rules": self.rules.options(),
            "players": [(spec.name, spec.level) for spec in self.players],
            "opening": self.opening_throws, "manche": self.manche, "round": self.round,
            "phase": self.phase, "scores": list(self.scores), "tokens": list(self.tokens),
            "pot": self.pot, "manches_lost": list(self.manches_lost), "out": list(self.out),
            "current": self.current, "dice": self.dice, "held": list(self.held),
            "throws": self.throws, "limit": self.limit, "round_opener": self.round_opener,
            "results": [(p.player, p.hand.dice, p.throws) for p in self._results.values()],
            "throw_off": None if self._throw_off is None else (
                self._throw_off.purpose, self._throw_off.order,
                [(p.player, p.hand.dice) for p in self._throw_off.results.values()]),
            "over": self.over, "winner": self.winner, "loser": self.loser,
            "history": len(self.history), "actions": [a.to_list() for a in self.actions],
        }
