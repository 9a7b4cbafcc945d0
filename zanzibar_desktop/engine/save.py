"""The save format: rules, seed, seats and every action, as versioned JSON.

Loading rebuilds the game by replaying the actions, so a save can never describe a
position the rules could not reach. A file that is corrupt, truncated, foreign or
inconsistent raises :class:`SaveFormatError` and nothing is half-loaded. Reading and
writing save files is :mod:`zanzibar_desktop.storage.saves`' work.
"""

import json
from typing import Any

from .documents import DocumentError, parse_document
from .errors import EngineError, IllegalActionError, SaveFormatError
from .game import Action, Game
from .players import PlayerSpec
from .rules import rules_from_mapping
from .text import QT_TRANSLATE_NOOP, Text

SAVE_FORMAT = "zanzibar-desktop-save"
SAVE_VERSION = 2  # 2: rules of version 2; a version-1 save still opens
SAVE_SUFFIX = ".zanzibar"


def game_to_document(game: Game) -> dict[str, Any]:
    document = {"format": SAVE_FORMAT, "version": SAVE_VERSION}
    document["rules"] = json.loads(game.rules.to_json())
    document["seed"] = game.seed
    document["players"] = [{"name": spec.name, "level": spec.level} for spec in game.players]
    document["actions"] = [action.to_list() for action in game.actions]
    return document


def dumps_game(game: Game) -> str:
    return json.dumps(game_to_document(game), ensure_ascii=False, separators=(",", ":")) + "\n"


def _bad(detail: Any) -> SaveFormatError:
    return SaveFormatError(QT_TRANSLATE_NOOP(
        "Save", "This saved game is damaged and cannot be opened ({detail}).").with_args(
        detail=detail))


def game_from_document(document: Any) -> Game:
    """The game a save document holds; :class:`SaveFormatError` when it cannot be opened."""
    return noted_game_from_document(document)[0]


def noted_game_from_document(document: Any) -> tuple[Game, Text | None]:
    """The game a save document holds, and a note when it opens short of its last move: a
    version-1 save whose moves no longer replay under today's rules (version-1 rules are
    played as they were, yet a rule the texts corrected can refuse a move) opens at its last
    legal move rather than not at all."""
    if not isinstance(document, dict) or document.get("format") != SAVE_FORMAT:
        raise SaveFormatError(QT_TRANSLATE_NOOP(
            "Save", "This file is not a Zanzibar Desktop saved game."))
    version = document.get("version")
    if type(version) is not int or version > SAVE_VERSION or version < 1:
        raise SaveFormatError(QT_TRANSLATE_NOOP(
            "Save", "This saved game has version {version}, which this program cannot read.")
            .with_args(version=json.dumps(version)))
    try:
        rules = rules_from_mapping(document["rules"])
        seed = document["seed"]
        if type(seed) is not int or seed < 0:
            raise _bad("seed")
        seats = document["players"]
        if not isinstance(seats, list) or not all(
                isinstance(seat, dict) and isinstance(seat.get("name"), str) for seat in seats):
            raise _bad("players")
        players = [PlayerSpec(seat["name"], seat.get("level")) for seat in seats]
        if not isinstance(document["actions"], list):
            raise _bad("actions")
        actions = [Action.from_list(item) for item in document["actions"]]
        game = Game(rules, players, seed=seed)
        for number, action in enumerate(actions):
            try:
                game.apply(action)
            except IllegalActionError:
                if version >= 2:
                    raise
                return game, QT_TRANSLATE_NOOP(
                    "Save", "This game was saved by an earlier version whose rules allowed a "
                    "move today's rules refuse: it opens after {played} of its {total} moves.")\
                    .with_args(played=number, total=len(actions))
    except SaveFormatError:
        raise
    except IllegalActionError as error:
        raise SaveFormatError(QT_TRANSLATE_NOOP(
            "Save", "This saved game holds a move the rules do not allow ({detail}).").with_args(
            detail=error.text)) from error
    except EngineError as error:
        raise _bad(error.text) from error
    except (KeyError, TypeError, ValueError) as error:
        raise _bad(error) from error
    return game, None


def loads_game(text: str) -> Game:
    try:
        document = parse_document(text)
    except DocumentError as error:
        raise _bad(error.text) from None
    return game_from_document(document)

