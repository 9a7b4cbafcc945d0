"""Entry point of the ``zanzibar-desktop`` window.

``zanzibar-desktop [--demo [--rules PRESET] [--speed normal|fast|instant] [--exit-at-end]]``:
the demo seats computer players only, like a shop-window attract mode; with
``--exit-at-end`` the window closes when the game is over and the process exits with 0.
"""

import argparse
import sys
from collections.abc import Sequence

# The shop-window table of the demo: computer players only.
DEMO_SEATS = (("Marcel", "expert"), ("Josette", "regular"), ("Dédé", "novice"), ("Lulu", "regular"))


def parse_arguments(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="zanzibar-desktop", description="Zanzibar and 421.")
    parser.add_argument("--demo", action="store_true", help="computer players only")
    parser.add_argument(
        "--rules",
        default="zanzibar",
        metavar="PRESET",
        help="the rules preset of the demo (checked when the demo starts, so "
        "the engine is not loaded before the window paints)",
    )
    parser.add_argument("--speed", choices=("normal", "fast", "instant"), default=None)
    parser.add_argument("--exit-at-end", action="store_true", help="close when the demo game is over")
    parser.add_argument("--measure-startup", action="store_true",
                        help="print 'first-paint' once the window is drawn, then quit (benchmarks)")
    arguments, _qt_arguments = parser.parse_known_args(argv)
    if arguments.demo:
        from .engine.presets import PRESETS

        if arguments.rules not in PRESETS:
            parser.error(f"unknown preset {arguments.rules!r}; choose among {', '.join(PRESETS)}")
    return arguments


def main(argv: Sequence[str] | None = None) -> int:
    from .crash import install_excepthook, route_output

    route_output()
    install_excepthook()
    argv = list(sys.argv if argv is None else argv)
    arguments = parse_arguments(argv[1:])
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication, QMessageBox

    from .storage.settings import Settings, load_settings
    from .ui.main_window import MainWindow

    app = QApplication(argv)
    app.setApplicationName("Zanzibar Desktop")
    app.setOrganizationName("Zanzibar Desktop")
    if arguments.demo:
        from .engine.game import Game
        from .engine.players import PlayerSpec
        from .engine.presets import preset_rules

        settings = Settings(animation_speed=arguments.speed or "fast", computer_delay_ms=300)
        if settings.animation_speed == "instant":
            settings.computer_delay_ms = 0
        window = MainWindow(settings, None, demo=True)
        window.show()
        from .ui.app_icon import app_icon

        app.setWindowIcon(app_icon())
        table = [PlayerSpec(name, level) for name, level in DEMO_SEATS]
        window.start_game(Game(preset_rules(arguments.rules), table))
        if arguments.exit_at_end:
            window.game_finished.connect(window.close)
        return app.exec()

    from .i18n import install_language, system_language

    settings, settings_problem = load_settings()
    install_language(settings.language or system_language())
    if arguments.speed:
        settings.animation_speed = arguments.speed
    window = MainWindow(settings)
    window.show()
    app.processEvents()  # paint first; the engine loads while the player looks
    if arguments.measure_startup:
        print("first-paint", flush=True)
        return 0
    from .ui.app_icon import app_icon

    app.setWindowIcon(app_icon())
    from .storage.autosave import Autosave
    from .ui.texts import tr_text

    autosave = window.autosave = Autosave()
    if settings_problem is not None:
        QMessageBox.warning(
            window, QCoreApplication.translate("App", "Settings reset"), tr_text(settings_problem)
        )
    saved, autosave_problem = autosave.load()
    if autosave_problem is not None:
        QMessageBox.warning(
            window, QCoreApplication.translate("App", "Unfinished game lost"), tr_text(autosave_problem)
        )
    if (
        saved is not None
        and not saved.over
        and QMessageBox.question(
            window,
            QCoreApplication.translate("App", "Resume?"),
            QCoreApplication.translate("App", "You have an unfinished game. Resume it where you left off?"),
        )
        == QMessageBox.StandardButton.Yes
    ):
        window.start_game(saved)
    else:
        window.update_controls()
    return app.exec()


def run() -> None:
    sys.exit(main())


if __name__ == "__main__":
    run()
