"""A real game process for the kill -9 test (``test_kill.py``): the real window and session
with the autosave and the records, a human seat played by a timer as a player would (throw,
stop, move past summaries) among computer seats, instant speed, one short game after another.

It prints ``last-move SEED`` the moment a game's last move is played — before the session
hears of it (the printing listener is connected first) — so the test knows every game that
reached its end, whenever the process is killed.

    python -m tests.session.kill_driver SEED
"""

import dataclasses
import random
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication


def main(seed: int) -> int:
    app = QApplication(sys.argv[:1])
    from tests.ui.driver import TableDriver
    from zanzibar_desktop.engine.game import Game
    from zanzibar_desktop.engine.players import PlayerSpec
    from zanzibar_desktop.engine.presets import preset_rules
    from zanzibar_desktop.storage.autosave import Autosave
    from zanzibar_desktop.storage.settings import Settings
    from zanzibar_desktop.ui.window.main_window import MainWindow

    rng = random.Random(seed)
    window = MainWindow(Settings(animation_speed="instant", computer_delay_ms=0), Autosave())
    window.ensure_ready()
    window.show()
    driver = TableDriver(window)
    short = {"zanzibar": dataclasses.replace(preset_rules("zanzibar"), target_score=150),
             "421": dataclasses.replace(preset_rules("421"), tokens=5)}

    def next_game() -> None:
        game = Game(short[rng.choice(list(short))],
                    [PlayerSpec("Ann"), PlayerSpec("Marcel", "regular"), PlayerSpec("Zoé", "novice")],
                    seed=rng.getrandbits(62))
        game.events.game_did_end.connect(lambda _event: print("last-move", game.seed, flush=True))
        driver.seat(game)

    def step() -> None:
        controller = driver.controller
        game = controller.game
        if game.over:
            next_game()
        elif driver.summary_showing():
            driver.continue_()
        elif controller.human_may_act():
            if controller.can_throw() and (game.dice is None or rng.random() < 0.5):
                controller.throw()
            elif controller.can_stop():
                controller.stop()
        else:
            driver.move_on()

    next_game()
    timer = QTimer()
    timer.timeout.connect(step)
    timer.start(0)
    print("ready", flush=True)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1])))
