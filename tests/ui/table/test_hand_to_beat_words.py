"""The words under the dice say what the player on turn may still throw; once the last
throw is made (its dice rolling, the turn not yet over) they say there is none left: they
said "Marcel may throw 0 more times" (« … peut encore lancer 0 fois »), seen in 421, La
Boîte à dés, where the opener's one throw is everyone's limit."""

import pytest

from zanzibar_desktop.engine.ai.base import apply_decision
from zanzibar_desktop.engine.ai.levels import make_player
from zanzibar_desktop.engine.ai.view import table_view
from zanzibar_desktop.engine.game import Game
from zanzibar_desktop.engine.players import PlayerSpec
from zanzibar_desktop.engine.presets import preset_rules
from zanzibar_desktop.engine.table import TableSnapshot, snapshot
from zanzibar_desktop.i18n import install_language
from zanzibar_desktop.ui.table.hand_to_beat import beat_lines

pytestmark = pytest.mark.core


def after_the_last_throw() -> TableSnapshot:
    """The table as the session shows it while a turn's last dice roll (the snapshot it
    takes at each event)."""
    specs = [PlayerSpec("Alex", "regular"), PlayerSpec("Marcel", "regular")]
    game = Game(preset_rules("421-boite"), specs, seed=1)
    seen: list[TableSnapshot] = []
    game.events.dice_did_roll.connect(lambda _event: seen.append(snapshot(game)))
    players = [make_player("regular", 1, seat) for seat in range(2)]
    while not any(shown.throws_left == 0 for shown in seen):
        apply_decision(game, players[game.current].decide(table_view(game)))
    return next(shown for shown in seen if shown.throws_left == 0)


@pytest.mark.parametrize(("language", "words"), [("en", "has no throw left."),
                                                  ("fr", "n’a plus de lancer.")])
def test_after_the_last_throw_the_table_says_none_is_left(qapp, language, words):  # noqa: ANN001
    del qapp  # the translators need an application
    shown = after_the_last_throw()
    name = shown.seats[shown.current].name
    install_language(language)
    try:
        lines = [label for label, _ in beat_lines(shown)]
    finally:
        install_language("en")
    assert any(line.endswith(f"{name}\u2069 {words}") for line in lines), lines
    assert not any(" 0 " in line for line in lines), lines
