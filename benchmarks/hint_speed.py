"""Prints how fast the hint is on screen (issue 14: ≤ 50 ms on this machine). Nothing is
asserted.

Positions come from seeded games between computer players, in a points race (Zanzibar) and
in a décharge (421). For each, the Expert's tables are cleared first (the cold case: a new
turn), then the window's Hint is asked for and the window repainted at once; the time runs
from the request to the end of that repaint. The engine's part alone is printed beside it.
"""

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def positions(preset: str, count: int):  # noqa: ANN201 - games at a decision of seat 0
    from zanzibar_desktop.engine import coach
    from zanzibar_desktop.engine.ai.base import apply_decision
    from zanzibar_desktop.engine.ai.levels import make_player
    from zanzibar_desktop.engine.ai.view import table_view
    from zanzibar_desktop.engine.game import Game
    from zanzibar_desktop.engine.players import PlayerSpec
    from zanzibar_desktop.engine.presets import preset_rules

    found = []
    seed = 0
    while len(found) < count:
        specs = [PlayerSpec("Ann")] + [PlayerSpec(n, "regular") for n in ("Bob", "Cy", "Dé")]
        game = Game(preset_rules(preset), specs, seed=seed)
        players = [make_player("regular", seed, seat) for seat in range(4)]
        while not game.over and len(found) < count:
            view = table_view(game)
            if game.current == 0 and coach.is_decision(view):
                found.append((preset, seed, len(game.actions)))
            apply_decision(game, players[game.current].decide(view))
        seed += 1
    return found


def main() -> None:
    from PySide6.QtWidgets import QApplication

    from tests.ui.driver import TableDriver
    from zanzibar_desktop.engine import coach
    from zanzibar_desktop.engine.ai import expert
    from zanzibar_desktop.engine.ai.view import table_view
    from zanzibar_desktop.engine.game import Game
    from zanzibar_desktop.engine.players import PlayerSpec
    from zanzibar_desktop.engine.presets import preset_rules
    from zanzibar_desktop.storage.settings import Settings
    from zanzibar_desktop.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    window = MainWindow(Settings(animation_speed="instant", computer_delay_ms=0, sound=False))
    window.resize(1600, 1000)
    window.show()
    window.ensure_ready()
    driver = TableDriver(window)
    for preset in ("zanzibar", "421"):
        shown, engine = [], []
        for _, seed, actions in positions(preset, 40):
            specs = [PlayerSpec("Ann")] + [PlayerSpec(n, "regular") for n in ("Bob", "Cy", "Dé")]
            game = Game(preset_rules(preset), specs, seed=seed)
            from zanzibar_desktop.engine.ai.base import apply_decision
            from zanzibar_desktop.engine.ai.levels import make_player

            players = [make_player("regular", seed, seat) for seat in range(4)]
            while len(game.actions) < actions:
                apply_decision(game, players[game.current].decide(table_view(game)))
            expert.race_tables.cache_clear()
            expert.decharge_tables.cache_clear()
            started = time.perf_counter()
            coach.options(table_view(game))
            engine.append(time.perf_counter() - started)
            driver.seat(game)
            while not driver.human_may_act():
                app.processEvents()
            expert.race_tables.cache_clear()
            expert.decharge_tables.cache_clear()
            started = time.perf_counter()
            window.on_hint()
            window.repaint()
            shown.append(time.perf_counter() - started)
            driver.hints.hide()
        shown.sort()
        print(f"hint on screen, {preset} ({len(shown)} positions, tables cold): median "
              f"{statistics.median(shown) * 1000:.1f} ms, worst {shown[-1] * 1000:.1f} ms "
              f"(target ≤ 50 ms); the engine alone: median "
              f"{statistics.median(engine) * 1000:.1f} ms, worst {max(engine) * 1000:.1f} ms")
    window.close()


if __name__ == "__main__":
    main()
