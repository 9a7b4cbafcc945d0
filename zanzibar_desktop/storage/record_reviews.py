"""Each kept game's review, kept with it in ``games.sqlite`` (issue 35): every decision of
its human seats — the position (enough to set it on the table again as a drill), the
choice, the best choice, what it lost and in which terms, its kind — and the skill figures
read back from them.

A review is worked out from the game's record (``engine/review.py``), in the partie's terms
where the partie's solution is at hand (in this process, shipped, or in the cache folder:
``solutions.cached_solution``; a review never starts a solve), the manche's otherwise, and
written in one transaction: a process that dies mid-review leaves the game unreviewed, as
it was, and it is simply reviewed again. So is a review of another ``REVIEW_FORMAT`` and one
whose values do not read back (damage confined to a review never costs the games: the
review is dropped and done again). A game kept before reviews were is reviewed the first
time it is needed (``pending``)."""

from __future__ import annotations

import json
import math
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from ..engine.decision_kinds import KINDS
from ..engine.game import DECHARGE, POINTS
from ..engine.hands import dice_from_label, dice_label
from ..engine.review import ReviewedDecision, review_game
from ..engine.skill import TERMS, JudgedDecision, ReviewedGame, counted_verdict, judged_decision, recent
from ..engine.verdict import PARTIE, Option
from .records import Records
from .solutions import cached_solution

# How a review is worked out and kept; a review of another is done again. 2: the partie's
# chances marked exact or estimated, a game of three or more counted in the manche's terms.
REVIEW_FORMAT = 2

_COLUMNS = 21  # of the decisions table


def _keep(keep: tuple[int, ...] | None) -> str:
    return json.dumps(None if keep is None else list(keep))


def _row(number: int, index: int, decision: ReviewedDecision, kind: str) -> tuple:
    verdict = decision.verdict  # the coach's, as the review and a drill show it
    beat = decision.beat
    options = [[option.keep if option.keep is None else list(option.keep), option.take,
                option.partie, option.partie_exact] for option in decision.options]
    return (number, index, decision.seat, decision.step, decision.manche, decision.round,
            decision.phase, dice_label(decision.dice),
            "".join("1" if held else "0" for held in decision.held), decision.throws_used,
            decision.limit, None if beat is None else dice_label(beat[0]),
            None if beat is None else beat[1], json.dumps(list(decision.scores)),
            json.dumps(list(decision.tokens)), _keep(verdict.chosen.keep),
            _keep(verdict.best.keep), verdict.lost, verdict.terms, kind,
            json.dumps(options))


def review_record(records: Records, number: int) -> bool:
    """Review the kept game ``number`` and keep its review (in place of any before); False
    when there is none to keep: a game without a human seat, or gone meanwhile."""
    try:
        game = records.game(number)
    except KeyError:
        return False
    humans = [seat for seat, spec in enumerate(game.players) if spec.is_human]
    if not humans:
        return False
    solution = cached_solution(game.rules)  # shipped or kept; never solved here
    review = review_game(game, humans, solution=solution)
    rows = []
    totals: dict[tuple[int, str], list] = {}  # seat, terms -> decisions, lost, as counted
    for index, decision in enumerate(review.decisions):
        counted = judged_decision(game.rules, decision)
        rows.append(_row(number, index, decision, counted.kind))
        entry = totals.setdefault((decision.seat, counted.terms), [0, 0.0])
        entry[0] += 1
        entry[1] += counted.lost
    try:
        with records.connection:
            records.connection.execute("DELETE FROM reviews WHERE game = ?", (number,))
            records.connection.execute("INSERT INTO reviews VALUES (?, ?, ?)",
                                       (number, REVIEW_FORMAT, time.time()))
            _insert_decisions(records.connection, rows)
            records.connection.executemany(
                "INSERT INTO review_terms VALUES (?, ?, ?, ?, ?)",
                [(number, seat, terms, count, lost)
                 for (seat, terms), (count, lost) in totals.items()])
    except sqlite3.IntegrityError:  # the game was forgotten meanwhile (Statistics' reset)
        return False
    return True


def _insert_decisions(connection: sqlite3.Connection, rows: list[tuple]) -> None:
    connection.executemany(f"INSERT INTO decisions VALUES ({', '.join('?' * _COLUMNS)})", rows)


def pending(records: Records) -> list[int]:
    """The finished games with a human seat not reviewed yet (or in another format), the
    latest first."""
    return [number for (number,) in records.connection.execute(  # the reviewed ones first
        "SELECT g.id FROM games g "  # out: ``finished`` lies past each game's actions
        "WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.game = g.id AND r.format = ?) "
        "AND g.finished = 1 "
        "AND EXISTS (SELECT 1 FROM seats s WHERE s.game = g.id AND s.level IS NULL) "
        "ORDER BY g.id DESC", (REVIEW_FORMAT,))]


def review_pending(records: Records, progress: Callable[[int, int], None] | None = None,
                   stop: Callable[[], bool] | None = None) -> int:
    """Review every game ``pending``, each kept as soon as it is done; how many were.
    ``progress(done, of)`` after each; ``stop()`` true ends the work between two games."""
    numbers = pending(records)
    done = 0
    for index, number in enumerate(numbers):
        if stop is not None and stop():
            break
        done += review_record(records, number)
        if progress is not None:
            progress(index + 1, len(numbers))
    return done


def _judged(terms: object, lost: object, kind: object) -> JudgedDecision:
    if terms not in TERMS or kind not in KINDS or type(lost) is not float or not lost >= 0:
        raise ValueError(f"not a reviewed decision: {terms!r}, {lost!r}, {kind!r}")
    return JudgedDecision(terms, lost, kind)


def reviewed_games(records: Records, name: str) -> list[ReviewedGame]:
    """The reviewed games of the human player ``name``, the latest first, each with its
    totals by terms; the last ``LAST_GAMES`` of each family with their decisions too (the
    costliest kinds count them). A review whose values do not read back is dropped, to be
    done again."""
    found: dict[int, list] = {}
    damaged: set[int] = set()
    seats: dict[int, set[int]] = {}  # the player's seats in each game
    for number, family, ended, seat, terms, count, lost in records.connection.execute(
            "SELECT g.id, g.family, g.ended, t.seat, t.terms, t.decisions, t.lost FROM seats s "
            "JOIN review_terms t ON t.game = s.game AND t.seat = s.seat "
            "JOIN games g ON g.id = s.game "
            "JOIN reviews r ON r.game = s.game AND r.format = ? "
            "WHERE s.name = ? AND s.level IS NULL ORDER BY g.id DESC", (REVIEW_FORMAT, name)):
        entry = found.setdefault(number, [family, ended, []])
        seats.setdefault(number, set()).add(seat)
        if terms in TERMS and type(count) is int and count > 0 and type(lost) is float \
                and lost >= 0:
            entry[2].append((terms, count, lost))
        else:
            damaged.add(number)
    games = [ReviewedGame(number, family, ended, tuple(totals))
             for number, (family, ended, totals) in found.items() if number not in damaged]
    latest = {game.number for family in {game.family for game in games}
              for game in recent(games, family)}
    decisions: dict[int, list[JudgedDecision]] = {}
    # The coach's verdict kept is what the figure counts, but where it judged against an
    # estimate of the partie (a choice's chance kept as not exact: ``false`` in its JSON).
    for number, seat, terms, lost, kind, estimated, phase, chosen, options in \
            records.connection.execute(
                "SELECT game, seat, terms, lost, kind, terms = ? AND instr(options, 'false'), "
                "phase, chosen, options FROM decisions "
                "WHERE game IN (SELECT value FROM json_each(?)) ORDER BY game, number",
                (PARTIE, json.dumps(sorted(latest)))):
        if seat not in seats[number]:
            continue
        try:
            decisions.setdefault(number, []).append(
                _counted(phase, chosen, kind, options) if estimated
                else _judged(terms, lost, kind))
        except (ValueError, TypeError, StopIteration):
            damaged.add(number)
    damaged |= latest - set(decisions)  # totals without their decisions
    if damaged:
        forget(records, sorted(damaged))
    return [replace(game, decisions=tuple(decisions[game.number]))
            if game.number in latest else game
            for game in games if game.number not in damaged]


def _counted(phase: object, chosen: object, kind: object, options: object) -> JudgedDecision:
    """A kept decision as the figure counts it (``skill.counted_verdict``), from its
    choices' figures; a ``ValueError`` (``TypeError``, ``StopIteration``) for one that does
    not read back."""
    if phase not in (POINTS, DECHARGE) or not isinstance(chosen, str) \
            or not isinstance(options, str):
        raise ValueError(f"not a reviewed decision: {phase!r}, {chosen!r}")
    verdict = counted_verdict(_read_options(json.loads(options)), _read_keep(chosen), phase)
    return _judged(verdict.terms, verdict.lost, kind)


def forget(records: Records, numbers: list[int]) -> None:
    """Drop the reviews of games ``numbers`` (their decisions with them): done again when
    next needed."""
    with records.connection:
        records.connection.executemany("DELETE FROM reviews WHERE game = ?",
                                       [(number,) for number in numbers])


def reviewed_players(records: Records) -> list[str]:
    """The human players with a reviewed decision, by name."""
    return [name for (name,) in records.connection.execute(
        "SELECT DISTINCT s.name FROM decisions d JOIN seats s ON s.game = d.game "
        "AND s.seat = d.seat WHERE s.level IS NULL ORDER BY s.name")]


@dataclass(frozen=True)
class KeptDecision:
    """One decision as its review keeps it: the position, the choice and the best, what it
    lost (in ``terms``) as the coach judged it, its kind, and every choice with its figures,
    best for the manche first (``Option``: keep, take, and the partie's chance, exact or
    estimated, where the partie's solution was at hand)."""

    game: int
    number: int
    seat: int
    step: int
    manche: int
    round: int
    phase: str
    dice: tuple[int, ...]
    held: tuple[bool, ...]
    throws_used: int
    limit: int
    beat: tuple[tuple[int, ...], int] | None
    scores: tuple[int, ...]
    tokens: tuple[int, ...]
    chosen: tuple[int, ...] | None
    best: tuple[int, ...] | None
    lost: float
    terms: str
    kind: str
    options: tuple[Option, ...]

    def to_json(self) -> dict:
        return {"game": self.game, "decision": self.number, "seat": self.seat,
                "step": self.step, "manche": self.manche, "round": self.round,
                "phase": self.phase, "dice": list(self.dice), "held": list(self.held),
                "throws_used": self.throws_used, "limit": self.limit,
                "beat": None if self.beat is None else {"dice": list(self.beat[0]),
                                                        "throws": self.beat[1]},
                "scores": list(self.scores), "tokens": list(self.tokens),
                "chosen": _listed(self.chosen), "best": _listed(self.best),
                "lost": self.lost, "terms": self.terms, "kind": self.kind,
                "options": [{"keep": _listed(option.keep), "take": option.take,
                             "partie": option.partie, "partie_exact": option.partie_exact}
                            for option in self.options]}


    @classmethod
    def from_json(cls, item: dict) -> KeptDecision:
        """The decision ``to_json`` wrote; a ``ValueError`` (or ``TypeError``, ``KeyError``)
        for one that does not read back."""
        judged = _judged(item["terms"], item["lost"], item["kind"])
        beat = item["beat"]
        return cls(
            int(item["game"]), int(item["decision"]), int(item["seat"]), int(item["step"]),
            int(item["manche"]), int(item["round"]), str(item["phase"]),
            _faces(item["dice"], 3), tuple(bool(held) for held in item["held"]),
            int(item["throws_used"]), int(item["limit"]),
            None if beat is None else (_faces(beat["dice"], 3), int(beat["throws"])),
            tuple(int(score) for score in item["scores"]),
            tuple(int(count) for count in item["tokens"]),
            _read_keep(json.dumps(item["chosen"])), _read_keep(json.dumps(item["best"])),
            judged.lost, judged.terms, judged.kind,
            _read_options([[option["keep"], option["take"], option["partie"],
                            option.get("partie_exact", True)] for option in item["options"]]))


def _faces(value: object, count: int) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) != count or not all(
            type(face) is int and 1 <= face <= 6 for face in value):
        raise ValueError(f"not {count} dice: {value!r}")
    return tuple(value)


def _listed(keep: tuple[int, ...] | None) -> list[int] | None:
    return None if keep is None else list(keep)


def _read_keep(text: str) -> tuple[int, ...] | None:
    value = json.loads(text)
    if value is None:
        return None
    if not isinstance(value, list) or not all(type(face) is int and 1 <= face <= 6
                                              for face in value) or len(value) > 2:
        raise ValueError(f"not a keep: {text!r}")
    return tuple(value)


def _read_options(value: object) -> tuple[Option, ...]:
    """A decision's choices as kept: each ``[keep, take, partie, partie_exact]`` (a drill
    kept before the exact mark was has no fourth: exact, as its figures were then shown)."""
    if not isinstance(value, list) or not value:
        raise ValueError(f"not a decision's choices: {value!r}")
    found = []
    for item in value:
        if not isinstance(item, list) or len(item) not in (3, 4):
            raise ValueError(f"not a choice: {item!r}")
        keep, take, partie, *exact = item
        if any(type(number) not in (int, float) or not math.isfinite(number)
               for number in (take, *(() if partie is None else (partie,)))) \
                or exact not in ([], [True], [False]):
            raise ValueError(f"not a choice: {item!r}")
        if partie is not None and not 0 <= partie <= 1:
            raise ValueError(f"not a chance: {partie!r}")
        found.append(Option(_read_keep(json.dumps(keep)), float(take),
                            partie=None if partie is None else float(partie),
                            partie_exact=exact != [False]))
    return tuple(found)


def _kept(row: tuple) -> KeptDecision:
    (game, number, seat, step, manche, round_, phase, dice, held, throws_used, limit, beat,
     beat_throws, scores, tokens, chosen, best, lost, terms, kind, options) = row
    judged = _judged(terms, lost, kind)
    return KeptDecision(
        game, number, seat, step, manche, round_, phase, dice_from_label(dice),
        tuple(flag == "1" for flag in held), throws_used, limit,
        None if beat is None else (dice_from_label(beat), int(beat_throws)),
        tuple(int(score) for score in json.loads(scores)),
        tuple(int(count) for count in json.loads(tokens)), _read_keep(chosen),
        _read_keep(best), judged.lost, judged.terms, judged.kind,
        _read_options(json.loads(options)))


def reviewed_decisions(records: Records, name: str,
                       games: list[int] | None = None) -> list[KeptDecision]:
    """Every reviewed decision of the human player ``name`` (in ``games`` only, when
    given), the latest game first. A review whose values do not read back is dropped, to be
    done again."""
    found = []
    damaged: set[int] = set()
    among = "" if games is None else \
        "AND d.game IN (SELECT value FROM json_each(?)) "
    for row in records.connection.execute(
            "SELECT d.* FROM decisions d JOIN seats s ON s.game = d.game AND s.seat = d.seat "
            "JOIN reviews r ON r.game = d.game AND r.format = ? "
            f"WHERE s.name = ? AND s.level IS NULL {among}ORDER BY d.game DESC, d.number",
            (REVIEW_FORMAT, name) + (() if games is None else (json.dumps(games),))):
        try:
            found.append(_kept(row))
        except (ValueError, TypeError, KeyError):
            damaged.add(row[0])
    if damaged:
        forget(records, sorted(damaged))
    return [decision for decision in found if decision.game not in damaged]


def kept_review(records: Records, number: int) -> list[KeptDecision] | None:
    """The decisions of game ``number``'s review, in order; None when it has none of this
    format (not reviewed yet, or dropped for damage: done again when next needed)."""
    if records.connection.execute("SELECT 1 FROM reviews WHERE game = ? AND format = ?",
                                  (number, REVIEW_FORMAT)).fetchone() is None:
        return None
    rows = records.connection.execute("SELECT * FROM decisions WHERE game = ? ORDER BY number",
                                      (number,)).fetchall()
    try:
        return [_kept(row) for row in rows]
    except (ValueError, TypeError, KeyError):
        forget(records, [number])
        return None


def review_of(records: Records, number: int) -> list[KeptDecision] | None:
    """Game ``number``'s kept review, worked out and kept first when it has none (a game
    kept before reviews were, or one whose review was dropped); None for a game without a
    human seat, or none kept under that number."""
    found = kept_review(records, number)
    if found is None and review_record(records, number):
        found = kept_review(records, number)
    return found
