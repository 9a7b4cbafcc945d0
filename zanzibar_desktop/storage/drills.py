"""The player's drills (issue 35): the positions where they lost most, kept in
``drills.json`` in the data folder with each one's schedule (``engine/drills.py``).

A drill is made from a decision of a reviewed game (``record_reviews.py``) that a mistake or
a blunder marked, costliest first; it holds all it needs on its own — the game's rules,
seats, seed and actions up to the decision (replayed, they set the very position on the
table again), the choice made, the best, and every choice's figures as the review had them
— so it outlives the records (a reset of Statistics keeps the drills) and an upgrade. A
drill is never a game: nothing here touches the records.

A file that cannot be read is set aside (never overwritten) and the drills start afresh,
with a message for the player, as for the player's saved rules."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from ..engine.documents import DocumentError
from ..engine.drills import Schedule, answered, new_schedule
from ..engine.game import DECHARGE, POINTS, Action, Game
from ..engine.players import PlayerSpec
from ..engine.rules import rules_from_json
from ..engine.text import QT_TRANSLATE_NOOP, Text
from ..engine.verdict import MARKS, TOKENS, mark
from .atomic import write_text_atomically
from .documents import ListStore
from .paths import data_dir, kept_as, set_aside
from .record_reviews import KeptDecision, reviewed_decisions
from .records import Records

STORE = ListStore("zanzibar-drills", (1,), "drills")
DRILLED_MARKS = MARKS[1:]  # mistakes and blunders become drills
NEW_AT_ONCE = 10  # drills made at a time from the player's latest costliest decisions


def drills_file() -> Path:
    return data_dir() / "drills.json"


@dataclass(frozen=True)
class Drill:
    key: str
    player: str
    rules_json: str
    players: tuple[tuple[str, str | None], ...]
    seed: int
    actions: tuple[tuple, ...]  # the game's actions before the decision
    decision: KeptDecision  # the position, the choice made, the best, every choice's figures
    schedule: Schedule

    def game(self) -> Game:
        """The game at the decision: replayed from its rules, seats, seed and actions."""
        game = Game(rules_from_json(self.rules_json),
                    [PlayerSpec(name, level) for name, level in self.players], seed=self.seed)
        for action in self.actions:
            game.apply(Action.from_list(list(action)))
        return game

    def to_json(self) -> dict:
        schedule = self.schedule
        return {"key": self.key, "player": self.player, "rules": json.loads(self.rules_json),
                "players": [list(seat) for seat in self.players], "seed": str(self.seed),
                "actions": [list(action) for action in self.actions],
                "decision": self.decision.to_json(),
                "schedule": {"due": schedule.due, "streak": schedule.streak,
                             "right": schedule.right, "wrong": schedule.wrong,
                             "retired": schedule.retired}}


def _drill(item: dict) -> Drill:
    schedule = item["schedule"]
    decision = KeptDecision.from_json(item["decision"])
    drill = Drill(str(item["key"]), str(item["player"]), json.dumps(item["rules"]),
                  tuple((str(name), None if level is None else str(level))
                        for name, level in item["players"]),
                  int(item["seed"]), tuple(tuple(action) for action in item["actions"]),
                  decision,
                  Schedule(float(schedule["due"]), int(schedule["streak"]),
                           int(schedule["right"]), int(schedule["wrong"]),
                           bool(schedule["retired"])))
    drill.game()  # it must replay
    return drill


def _drilled(decision: KeptDecision) -> bool:
    phase = DECHARGE if decision.terms == TOKENS else POINTS
    return mark(decision.lost, phase) in DRILLED_MARKS


class Drills:
    def __init__(self, path: Path | None = None) -> None:
        self.path = drills_file() if path is None else path
        self.drills: dict[str, Drill] = {}
        self.problem: Text | None = None
        self._load()

    def _load(self) -> None:
        if not self.path.exists():
            return
        try:
            items = STORE.entries(self.path, QT_TRANSLATE_NOOP(
                "Drills", "it does not hold drills"))
            drills = {}
            for item in items:
                try:
                    drill = _drill(item)
                except Exception:  # noqa: BLE001 - whatever a damaged entry raises
                    raise DocumentError(QT_TRANSLATE_NOOP(
                        "Drills", "a drill in it does not read back")) from None
                drills[drill.key] = drill
        except DocumentError as error:
            self.problem = QT_TRANSLATE_NOOP(
                "Drills", "Your drills could not be read: {reason}. {kept}").with_args(
                reason=error.text, kept=kept_as(self.path, set_aside(self.path)))
            return
        self.drills = drills

    def _save(self, drills: dict[str, Drill]) -> None:
        """Write ``drills`` and make them the list; on failure (``StorageError``) both the
        file and the list stay as they were."""
        write_text_atomically(self.path, STORE.text([drill.to_json() for drill in drills.values()]))
        self.drills = drills

    def due(self, now: float, player: str | None = None) -> list[Drill]:
        """The drills due at ``now`` (of ``player``, or everyone's), the longest waiting
        first."""
        return sorted((drill for drill in self.drills.values() if drill.schedule.is_due(now)
                       and (player is None or drill.player == player)),
                      key=lambda drill: (drill.schedule.due, drill.key))

    def answer(self, key: str, right: bool, now: float) -> Drill:
        """The player answered drill ``key`` at ``now``: its schedule moves on (kept)."""
        drill = self.drills[key]
        moved = Drill(drill.key, drill.player, drill.rules_json, drill.players, drill.seed,
                      drill.actions, drill.decision, answered(drill.schedule, right, now))
        self._save({**self.drills, key: moved})
        return moved

    def add_from(self, records: Records, player: str, now: float,
                 count: int = NEW_AT_ONCE) -> int:
        """New drills from ``player``'s reviewed decisions that a mistake or a blunder
        marked, costliest first, none made before; how many."""
        made: dict[str, Drill] = {}
        for decision in sorted(
                (decision for decision in reviewed_decisions(records, player)
                 if _drilled(decision)),
                key=lambda decision: (decision.terms == TOKENS, -decision.lost)):
            if len(made) == count:
                break
            game = records.game(decision.game)
            key = f"{game.seed}:{decision.step}"
            if key in self.drills or key in made:
                continue
            made[key] = Drill(
                key, player, game.rules.to_json(),
                tuple((spec.name, spec.level) for spec in game.players), game.seed,
                tuple(tuple(action.to_list()) for action in game.actions[:decision.step]),
                decision, new_schedule(now))
        if made:
            self._save({**self.drills, **made})
        return len(made)
