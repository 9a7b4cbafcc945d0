"""`make screenshots` keeps working: every state is drawn, in both languages and both sizes,
and no picture is blank. Drawn offscreen here (the tool itself prefers Xvfb)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

pytestmark = pytest.mark.subprocess

ROOT = Path(__file__).resolve().parents[2]
# The table, issue 13's set: Zanzibar and 421, opening throw, a kept die, a summary, chips
# moving in a décharge, game over; 2, 4 and 8 players.
TABLE_STATES = ("zanzibar-opening-4p", "421-opening-8p", "zanzibar-mid-turn-2p",
                "zanzibar-mid-turn-4p", "421-decharge-4p", "421-chips-4p", "421-decharge-8p",
                "421-chips-8p", "421-scoreboard-4p", "zanzibar-summary-4p", "421-manche-over-4p",
                "zanzibar-game-over-4p", "421-game-over-2p", "421-game-over-4p",
                "zanzibar-hint-2p", "zanzibar-hands-card", "421-hands-card",
                "lesson-keep", "lesson-result", "lesson-barrage", "lesson-421-charge",
                "lesson-421-decharge")
# Nothing covers the game: the coach's line, the hint and a result, the History and
# Scoreboard docks closed ("bare") and open ("docks"), at four window sizes.
COVER_STATES = tuple(f"cover-{state}-{docks}" for state in ("coach-hint", "result",
                                                            "hint-before-throw")
                     for docks in ("bare", "docks"))
COVER_SIZES = ((800, 600), (1024, 700), (1600, 1000), (1920, 1080))


def test_the_screenshots_cover_every_state_in_both_languages_and_sizes(tmp_path):
    out = tmp_path / "shots"
    home = tmp_path / "home"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ZANZIBAR_SCREENSHOTS_INNER="1",
               ZANZIBAR_SCREENSHOTS_DIR=str(out), ZANZIBAR_DESKTOP_HOME=str(home))
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "screenshots.py")], env=env,
                            capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert result.returncode == 0, result.stderr[-2000:]
    names = {path.name for path in out.glob("*.png")}
    skill_pictures = {}
    for language in ("en", "fr"):
        for width, height in ((1024, 700), (1600, 1000)):
            for state in TABLE_STATES + ("empty", "history", "history-luck", "save-failing",
                                         "save-recovered", "records-waiting"):
                name = f"{language}-{width}-{state}.png"
                assert name in names, name
                image = QImage(str(out / name))
                assert (image.width(), image.height()) == (width, height), name
                colours = {image.pixel(x, y) for x in range(0, width, 37)
                           for y in range(0, height, 29)}
                assert len(colours) > 20, f"{name} looks blank"
    for language in ("en", "fr"):
        for width, height in COVER_SIZES:
            for state in COVER_STATES:
                name = f"{language}-{width}-{state}.png"
                assert name in names, name
                image = QImage(str(out / name))
                assert image.height() == height, name
                # The French Scoreboard's columns need 406 pixels: beside the felt's 420 the
                # window cannot be 800 wide with that dock open (a limit the report names).
                if not (language == "fr" and width == 800 and state.endswith("docks")):
                    assert image.width() == width, name
    for language in ("en", "fr"):  # Game ▸ Statistics, every tab
        for tab in ("figures", "records", "charts", "games"):
            assert f"{language}-1024-statistics-{tab}.png" in names
        assert f"{language}-1600-lesson-offer.png" in names  # Help ▸ Learn to play
    # Game ▸ Practice and Statistics ▸ Players ▸ Skill, also on a screen of 800×600 (fitted
    # to it): asked, a die kept, answered wrong then right, nothing due; the skill page by
    # page, and the review of the games kept before under way.
    for language in ("en", "fr"):
        for width, height in ((1024, 700), (1600, 1000), (800, 600)):
            pages = len([name for name in names if name.startswith(f"{language}-{width}-skill-")
                         and name[:-4].rsplit("-", 1)[1].isdigit()])
            assert pages >= 3, f"{language}-{width}: the skill page in {pages} pictures"
            for state in ("practice-question", "practice-held", "practice-wrong",
                          "practice-right", "practice-none-due", "skill-1", f"skill-{pages}",
                          "skill-reviewing"):
                name = f"{language}-{width}-{state}.png"
                assert name in names, name
                image = QImage(str(out / name))
                assert image.width() <= width and image.height() <= height, name
                colours = {image.pixel(x, y) for x in range(0, image.width(), 37)
                           for y in range(0, image.height(), 29)}
                assert len(colours) > 3, f"{name} looks blank"  # (nothing due: words only)
            skill_pictures[language, width] = pages
    assert len(names) == 220 + sum(6 + pages for pages in skill_pictures.values())
