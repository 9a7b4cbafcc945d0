"""A game's log: every pass of turns as it was played, one JSON line a game.

``zanzibar simulate --log FILE`` writes these lines (JSON Lines, through
:class:`zanzibar_desktop.storage.game_log.LogWriter`). Seats are numbered from 0.
One line is the object::

    {"rules": {…as `zanzibar rules` prints them…}, "seed": the game's seed,
     "players": [level, …], "opening": [[die or null per seat], …], "rounds": [R, …],
     "winner": seat or null, "loser": seat or null}

``opening`` holds one list per throw of the opening (null for a seat not throwing again),
``[]`` when no one throws for the first seat. ``winner`` is null in a token game, ``loser``
in a points race. Each R is one pass of turns, a throw-off being its own R::

    {"manche": m, "phase": "points"|"charge"|"decharge", "throw_off": bool, "opener": seat,
     "hands": [{"seat": s, "dice": [d1, d2, d3], "throws": t, "limit": l}, …],
     "scores": [per seat], "tokens": [per seat], "pot": p, "manches_lost": [per seat]}

``hands`` are in playing order, their dice by face, highest first (6-1-1), ``limit`` the
throws that player was allowed. The numbers after the hands are the state once the pass is
settled: unchanged by a pass that leads to a throw-off, 0 where not in play. When a pass
ends a manche its ``manches_lost`` counts that manche, and its tokens still show the loser
holding them all (they are handed back when the next manche starts).

How the game's events split into passes: a round's pass starts with its first turn and ends
when a throw-off starts or the round resolves; each throw-off pass ends the same way (the
next throw-off starting, or the round resolving), so every pass ends at one of those two.
"""

import json
from typing import Any

from .events import MancheEnded, TurnEnded, TurnStarted
from .game import Game


class GameRecorder:
    """Follows one game's events and keeps each pass of turns as a log entry (an R).

    Attach it before the first action: the game starts its first turn as it is created, so
    the recorder takes that turn from the game itself.
    """

    def __init__(self, game: Game) -> None:
        if game.actions:
            raise ValueError("a recorder must follow a game from its first action")
        self.game = game
        self.passes: list[dict[str, Any]] = []
        self._hands: list[dict[str, Any]] = []
        self._pass: dict[str, Any] | None = None  # manche, phase, throw_off, opener of this pass
        self._turn: TurnStarted | None = None
        events = game.events
        events.turn_did_start.connect(self._turn_started)
        events.turn_did_end.connect(self._turn_ended)
        events.throw_off_did_start.connect(self._pass_ended)
        events.round_did_resolve.connect(self._pass_ended)
        events.manche_did_end.connect(self._manche_ended)
        if not game.over:
            self._turn_started(TurnStarted(game.current, game.limit, game.in_throw_off))

    def _turn_started(self, event: TurnStarted) -> None:
        if self._pass is None:
            game = self.game
            self._pass = {"manche": game.manche, "phase": game.phase,
                          "throw_off": event.throw_off, "opener": event.player}
        elif event.throw_off != self._pass["throw_off"]:
            raise AssertionError("a pass of turns mixes a round and a throw-off")
        self._turn = event

    def _turn_ended(self, event: TurnEnded) -> None:
        turn = self._turn
        if turn is None or turn.player != event.player:
            raise AssertionError(f"seat {event.player} ended a turn it had not started")
        self._hands.append({"seat": event.player,
                            "dice": sorted(event.hand.dice, reverse=True),
                            "throws": event.throws, "limit": turn.limit})
        self._turn = None

    def _pass_ended(self, _event: object) -> None:
        if self._pass is None or not self._hands or self._turn is not None:
            raise AssertionError("a pass of turns ended before its turns were played")
        game = self.game
        self.passes.append({
            **self._pass, "hands": self._hands, "scores": list(game.scores),
            "tokens": list(game.tokens), "pot": game.pot,
            "manches_lost": list(game.manches_lost)})
        self._pass = None
        self._hands = []

    def _manche_ended(self, event: MancheEnded) -> None:
        self.passes[-1]["manches_lost"] = list(event.manches_lost)


def game_record(game: Game, recorder: GameRecorder) -> dict[str, Any]:
    """One game's log entry, keys in the documented order; passes still being played are
    left out."""
    count = game.player_count
    tokens = game.rules.uses_tokens
    return {
        "rules": json.loads(game.rules.to_json()),
        "seed": game.seed,
        "players": [spec.level for spec in game.players],
        "opening": [[faces.get(seat) for seat in range(count)]
                    for faces in game.opening_throws],
        "rounds": json.loads(json.dumps(recorder.passes)),  # a copy the game cannot change
        "winner": None if tokens else game.winner,
        "loser": game.loser if tokens else None,
    }


def dumps_line(record: dict[str, Any]) -> str:
    """``record`` as one line of JSON, without the line break."""
    return json.dumps(record, separators=(",", ":"), ensure_ascii=False)


def loads_line(line: str) -> dict[str, Any]:
    """One line of a log back as its record."""
    record = json.loads(line)
    if not isinstance(record, dict):
        raise ValueError("a game log line holds a JSON object")
    return record

