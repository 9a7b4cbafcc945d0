"""What holds after every step of a journey (issue 31): each check returns the problems it
finds, in words (an empty list: it holds). The walker (walker.py) runs them; the planted
faults of test_invariants.py show that each catches what it names."""

from __future__ import annotations

import json
import sqlite3
import xml.etree.ElementTree as ElementTree
from contextlib import suppress
from functools import cache
from pathlib import Path

from PySide6.QtWidgets import QWidget

from tests.ui.cut_text import cut_texts
from tests.ui.driver import NotReachedError, TableDriver
from zanzibar_desktop.storage.records import records_file, seed_to_column

FRENCH = Path(__file__).resolve().parents[2] / "translations" / "zanzibar_fr.ts"
STUCK_S = 5  # how long the table may stand still at instant speed with nothing to press


@cache
def english_only() -> frozenset[str]:
    """The English sources whose French differs: seen in French, each is a word left over."""
    sources = set()
    for message in ElementTree.parse(FRENCH).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        french = "" if translation is None else (translation.text or "")
        if french and french != source:
            sources.add(source)
            sources.add(source.replace("&", ""))
    return frozenset(sources)


def english_left(texts: list[str], names: set[str]) -> list[str]:
    """The texts (or their lines) that are an English source with another French."""
    sources = english_only()
    left = []
    for text in texts:
        for piece in {text, text.replace("&", ""), *text.split("\n")}:
            if piece in sources and piece not in names:
                left.append(piece)
    return sorted(set(left))


def can_act(driver: TableDriver) -> bool:
    """A move is open to the player: a button that plays, a die, Continue, an end choice;
    or, with no game at the table, New game."""
    buttons = driver.enabled()
    return (buttons["throw"] or buttons["stop"] or driver.dice_open()
            or driver.can_continue() or bool(driver.choices()) or driver.lesson_moves_on())


def settle_to_a_move(driver: TableDriver, timeout_s: float = STUCK_S) -> None:
    """Wait (up to ``timeout_s``) until the table rests where the player is to act, or no
    game is at it, or the end is shown, with nothing changing by itself with time (a token
    round's result going away by itself is no rest): the next step is then chosen from the
    same state on every run, however busy the machine (the computers play and the dice
    land in their own time)."""
    def resting() -> bool:
        game = driver.game
        return (game is None or (game.over and driver.game_over_shown()) or can_act(driver)
                or bool(driver.showing_windows())) and driver.at_rest()

    with suppress(NotReachedError):  # never_stuck says so, when it is checked
        driver.wait_for(resting, "the table at rest", timeout_s)


def never_stuck(driver: TableDriver, timeout_s: float = STUCK_S) -> list[str]:
    """Within a few seconds a human move is open, or the game moves on, or a window shows
    (its own check says whether it has a way out)."""
    game = driver.game
    moves = None if game is None else len(game.actions)

    def moving() -> bool:
        now = driver.game
        return (can_act(driver) or bool(driver.showing_windows())
                or (now is not None and (now is not game or len(now.actions) != moves)))

    try:
        driver.wait_for(moving, "a move open to the player, or the game moving on", timeout_s)
    except NotReachedError:
        return [f"stuck for {timeout_s} s: heading {driver.heading()!r}, message "
                f"{driver.message()!r}, buttons {driver.enabled()}"]
    return []


def inside_the_screen(window: QWidget, screen: tuple[int, int]) -> list[str]:
    """The window is no larger than the screen it was sized for."""
    width, height = window.frameGeometry().width(), window.frameGeometry().height()
    if width > screen[0] or height > screen[1]:
        return [f"the window is {width}×{height} on a {screen[0]}×{screen[1]} screen"]
    return []


def french_only(driver: TableDriver, widget: QWidget) -> list[str]:
    game = driver.game
    names = set() if game is None else {spec.name for spec in game.players}
    return [f"English in French: {text!r}" for text in
            english_left(driver.showing_texts(widget), names)]


def nothing_cut(widget: QWidget) -> list[str]:
    return cut_texts(widget)


def kept_once(finished: set[tuple[int, str]]) -> list[str]:
    """Every finished game seen at the table is in the records exactly once."""
    if not finished:
        return []
    path = records_file()
    if not path.exists():
        return [f"{len(finished)} finished game(s), and no records file"]
    problems = []
    with sqlite3.connect(path) as connection:
        for seed, moves in finished:
            played = json.loads(moves)
            count = sum(json.loads(actions)[:len(played)] == played for (actions,) in
                        connection.execute("SELECT actions FROM games WHERE seed = ? "
                                           "AND finished = 1", (seed_to_column(seed),)))
            if count != 1:
                problems.append(f"the finished game of seed {seed} is kept {count} times")
    connection.close()
    return problems


def game_key(game) -> tuple[int, str]:  # noqa: ANN001 - Game
    """What tells one game's record from another's: its seed and its moves."""
    return game.seed, json.dumps([action.to_list() for action in game.actions])



def under_way(driver: TableDriver) -> tuple | None:
    """The game under way at the table, as a lesson must leave it: its seed, its moves, the
    dice and which are kept (None: no game under way, or a lesson's)."""
    game = driver.game
    if game is None or game.over or driver.in_lesson():
        return None
    return _position(driver)


def _position(driver: TableDriver) -> tuple:
    game = driver.game
    return game.seed, [action.to_list() for action in game.actions], driver.dice(), driver.held()


def back_after_lesson(before: tuple | None, driver: TableDriver) -> list[str]:
    """After a lesson, left or finished, the table holds the game under way before it
    (``before``, from ``under_way``), as it was: the same game, every move of it, the same
    dice kept while it has not moved on since."""
    if before is None or driver.in_lesson():
        return []
    seed, moves, dice, held = before
    after = None if driver.game is None else _position(driver)
    if after is None or after[0] != seed or after[1][:len(moves)] != moves:
        return [f"after the lesson the table does not hold the game of seed {seed} "
                f"with its {len(moves)} moves"]
    if len(after[1]) == len(moves) and after[2:] != (dice, held):
        return [f"after the lesson the dice are {after[2]} kept {after[3]}, "
                f"not {dice} kept {held}"]
    return []
