"""The computers' skill figures shipped with the game (issue 35): ``computer_skill.json``
beside this module, written by ``benchmarks/skill_ladder.py`` (package data); its format and
meaning are ``engine/skill.py``'s. Never written by the program."""

import json
from functools import cache
from pathlib import Path

from ..engine.skill import Figure, computer_figures

SHIPPED = Path(__file__).resolve().parent / "computer_skill.json"


@cache
def shipped_computer_figures() -> dict[str, dict[str, Figure]]:
    """Level -> terms -> the level's figure, as shipped; a ``ValueError`` (or ``OSError``)
    when the file is missing or not current: a packaging error, which the tests catch."""
    return computer_figures(json.loads(SHIPPED.read_text(encoding="utf-8")))
