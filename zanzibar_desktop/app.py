"""Entry point of the ``zanzibar-desktop`` window.

``zanzibar-desktop [GAME.zanzibar]`` opens the game, or offers to resume the autosaved one;
``zanzibar-desktop --demo [--rules PRESET] [--speed normal|fast|instant] [--exit-at-end]
[--sound]``: the demo seats computer players only, like a shop-window attract mode; with
``--exit-at-end`` the window closes when the game is over and the process exits with 0. The
demo is silent unless ``--sound`` asks for the dice and chips to be heard.

One running copy owns the data folder's autosave (``session/instance.py``); a second one
asks the player whether to go to the first or to play without an autosave. Started with a
game file, it hands the file to the first, which opens it (after asking about a game in
progress, as Game ▸ Open does).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from .engine.game import Game
    from .engine.text import Text
    from .session.instance import InstanceLock
    from .ui.window.documents import DocumentInbox
    from .ui.window.main_window import MainWindow

# The shop-window table of the demo: computer players only (named from COMPUTER_NAMES).
DEMO_LEVELS = ("expert", "regular", "novice", "regular")


def parse_arguments(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="zanzibar-desktop", description="Zanzibar and 421.")
    parser.add_argument("game_file", nargs="?", metavar="GAME.zanzibar",
                        help="a saved game to open")
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
    parser.add_argument("--sound", action="store_true", help="play sounds in the demo")
    parser.add_argument("--measure-startup", action="store_true",
                        help="print 'first-paint' once the window is drawn, then quit (benchmarks)")
    arguments, _qt_arguments = parser.parse_known_args(argv)
    if arguments.demo:
        from .engine.presets import PRESETS

        if arguments.rules not in PRESETS:
            parser.error(f"unknown preset {arguments.rules!r}; choose among {', '.join(PRESETS)}")
    return arguments


def _run_demo(app, arguments: argparse.Namespace) -> int:  # noqa: ANN001
    from .engine.game import Game
    from .engine.players import COMPUTER_NAMES, PlayerSpec
    from .engine.presets import preset_rules
    from .i18n import install_language, system_language
    from .storage.settings import Settings
    from .ui.app_icon import app_icon
    from .ui.window.main_window import MainWindow

    install_language(system_language())  # the demo reads no settings: the system's language
    settings = Settings(animation_speed=arguments.speed or "fast", computer_delay_ms=300,
                        sound=arguments.sound)
    if settings.animation_speed == "instant":
        settings.computer_delay_ms = 0
    window = MainWindow(settings, None, demo=True)
    window.show()
    app.setWindowIcon(app_icon())
    table = [PlayerSpec(name, level) for name, level in zip(COMPUTER_NAMES, DEMO_LEVELS, strict=False)]
    window.start_game(Game(preset_rules(arguments.rules), table))
    if arguments.exit_at_end:
        window.game_finished.connect(window.close)
    return app.exec()


def _already_open_choice() -> bool:
    """Another copy owns this data folder: True to bring it to the front and quit, False to
    play here without an autosave."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Information,
                      QCoreApplication.translate("App", "Zanzibar Desktop is already open"),
                      QCoreApplication.translate(
                          "App", "Zanzibar Desktop is already open in another window, which "
                          "keeps your game saved."))
    box.setInformativeText(QCoreApplication.translate(
        "App", "Go to that window, or play here too: a game played here is not saved "
        "automatically (use Game ▸ Save)."))
    show = box.addButton(QCoreApplication.translate("App", "&Go to the open window"),
                         QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QCoreApplication.translate("App", "&Play here without autosave"),
                  QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(show)
    box.exec()
    return box.clickedButton() is show


def main(argv: Sequence[str] | None = None) -> int:
    from .interrupt import install

    install()  # Ctrl-C from here on: status 130, quietly (see interrupt.py)
    from .crash import install_excepthook, route_output

    route_output()
    install_excepthook()
    argv = list(sys.argv if argv is None else argv)
    arguments = parse_arguments(argv[1:])
    from .ui.window.documents import Application

    app = Application(argv)  # takes the files macOS's Finder asks it to open
    app.setApplicationName("Zanzibar Desktop")
    app.setOrganizationName("Zanzibar Desktop")
    from .ui.wheel_guard import install_wheel_guard

    install_wheel_guard(app)
    if arguments.demo:
        return _run_demo(app, arguments)
    launch = show_window(arguments)
    if launch is None:  # the player went to the copy already open
        return 0
    if arguments.measure_startup:
        print("first-paint", flush=True)
        return 0
    settle_in(launch, arguments, app.documents)
    app.aboutToQuit.connect(launch.lock.release)
    return app.exec()


@dataclass
class Launch:
    """What start-up learnt before the window painted, for what follows it."""

    window: MainWindow
    lock: InstanceLock
    owns_autosave: bool
    unanswered: bool  # the copy that owns the autosave was asked to come forward, in vain
    settings_problem: Text | None


def show_window(arguments: argparse.Namespace,
                go_elsewhere: Callable[[], bool] = _already_open_choice) -> Launch | None:
    """Settings, language and the autosave lock, then the window on screen; None when the
    player chose the copy already open (``go_elsewhere`` asks) and it came forward."""
    from .i18n import install_language, system_language
    from .session.instance import InstanceLock, Ownership
    from .storage.paths import data_dir
    from .storage.settings import load_settings
    from .ui.window.main_window import MainWindow

    settings, settings_problem = load_settings()
    install_language(settings.language or system_language())
    if arguments.speed:
        settings.animation_speed = arguments.speed
    lock = InstanceLock(data_dir())
    ownership = lock.acquire()
    unanswered = False
    if ownership is Ownership.ELSEWHERE and (arguments.game_file or go_elsewhere()):
        if lock.ask_owner_to_raise(arguments.game_file):
            return None
        unanswered = True  # it hangs, or is closing: play here rather than wait
    window = MainWindow(settings)
    window.show()
    QCoreApplication.processEvents()  # paint first; the engine loads while the player looks
    return Launch(window, lock, ownership is not Ownership.ELSEWHERE, unanswered,
                  settings_problem)


def settle_in(launch: Launch, arguments: argparse.Namespace,
              documents: DocumentInbox | None = None) -> None:
    """After the first paint: the icon, the autosave (or why there is none), what went wrong
    with the player's files, then the game to open (named on the command line, or handed
    over by macOS's Finder through ``documents``) or to resume; files the Finder hands over
    later open in the window too."""
    from PySide6.QtGui import QGuiApplication

    from .storage.autosave import Autosave
    from .storage.paths import remove_interrupted_writes
    from .ui.app_icon import app_icon
    from .ui.message_boxes import ask, warn
    from .ui.texts import tr_text

    window = launch.window
    QGuiApplication.setWindowIcon(app_icon())
    remove_interrupted_writes(launch.owns_autosave)
    if launch.owns_autosave:
        window.autosave = Autosave()
        launch.lock.raise_requested.connect(window.bring_to_front)
        launch.lock.open_requested.connect(window.files.request_open)
        launch.lock.listen()
    elif launch.unanswered:
        window.save_status.not_autosaving(lambda: QCoreApplication.translate(
            "App", "The other Zanzibar Desktop window did not answer, and it keeps the "
            "autosave: a game played here is not saved automatically. Use Game ▸ Save to keep it."))
    else:
        window.save_status.not_autosaving(lambda: QCoreApplication.translate(
            "App", "Another Zanzibar Desktop window keeps the autosave: a game played here "
            "is not saved automatically. Use Game ▸ Save to keep it."))
    if launch.settings_problem is not None:
        warn(window, QCoreApplication.translate("App", "Settings reset"),
             tr_text(launch.settings_problem))
    game_file = arguments.game_file
    if documents is not None:
        game_file = documents.start_receiving() or game_file
        documents.document.connect(window.files.request_open)
    saved = _recover(window)
    if game_file:
        if saved is not None:  # it is the game at the table: the file asks before it leaves
            window.start_game(saved)
        window.files.request_open(game_file)
    elif saved is not None and ask(
            window, QCoreApplication.translate("App", "Resume?"),
            QCoreApplication.translate(
                "App", "You have an unfinished game. Resume it where you left off?")):
        window.start_game(saved)
    if window.controller is None:
        window.update_controls()


def _recover(window: MainWindow) -> Game | None:
    """The autosave's unfinished game (None if none), after saying what went wrong reading
    it; a finished game found there goes into the records."""
    from .i18n import tr_text
    from .ui.message_boxes import warn

    saved, problem = window.session.recover()
    if problem is not None:
        title = (QCoreApplication.translate("App", "Unfinished game lost") if saved is None
                 else QCoreApplication.translate("App", "Unfinished game shortened"))
        warn(window, title, tr_text(problem))
    return saved


def run() -> None:
    sys.exit(main())


if __name__ == "__main__":
    run()
