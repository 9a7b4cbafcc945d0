"""The computers' skill figures shipped with the game (issue 35): ``computer_skill.json``
beside this module, written by ``benchmarks/skill_ladder.py`` (package data); its format and
meaning are ``engine/skill.py``'s. Never written by the program."""

import json
import logging
from functools import cache
from pathlib import Path

from ..engine.skill import ComputerFigures, computer_figures

SHIPPED = Path(__file__).resolve().parent / "computer_skill.json"

logger = logging.getLogger(__name__)


@cache
def shipped_computer_figures() -> ComputerFigures:
    """Family -> level -> terms -> the level's figure, as shipped; a ``ValueError`` (or
    ``OSError``) when the file is missing or not current: a packaging error, which the tests
    catch."""
    return computer_figures(json.loads(SHIPPED.read_text(encoding="utf-8")))


@cache
def computer_figures_at_hand() -> ComputerFigures:
    """The shipped figures, or none (logged once) when they cannot be read: what a player's
    figures are shown against, which then stand alone."""
    try:
        return shipped_computer_figures()
    except (OSError, ValueError) as error:
        logger.warning("the computers' skill figures cannot be read from %s: %s", SHIPPED, error)
        return {}
