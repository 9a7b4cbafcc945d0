"""The banner across the felt has the room its words need at every width of the table: the
felt asks the banner itself how high its wrapped words are (the journey walker found a
421 lesson's banner with two lines' words in one line's room beside the Hands card)."""

import pytest

from tests.ui.cut_text import cut_texts
from tests.ui.driver import TableDriver
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.i18n import install_language

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_banner_is_never_cut_whatever_the_tables_width(qtbot, language):
    install_language(language)
    driver = TableDriver.open(qtbot)  # closed with the test
    try:
        # 421 at the counter: the longest banner, "421 at the counter · Manche 1 (2 lost
        # manches lose the partie) · Charge, round 1 · Root opens · up to 1 throw".
        game = Game(preset_rules("421"), [PlayerSpec("Root", None),
                                                   PlayerSpec("Marcel", "regular")], seed=3)
        driver.seat(game)
        driver.wait_for(lambda: driver.human_may_act(), "the player's turn")
        banner = driver.felt.banner
        cuts = []
        for width in range(560, 801, 4):
            driver.resize(width, 600)
            driver.settle()
            cuts += [f"{width}: {cut}" for cut in cut_texts(banner)]
        assert cuts == []
    finally:
        install_language("en")
