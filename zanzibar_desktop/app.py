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
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication

from .crash import install_excepthook, route_output
from .i18n import install_language, system_language, tr_text
from .session.instance import InstanceLock, Ownership
from .storage.paths import data_dir, remove_interrupted_writes
from .storage.settings import Settings, load_settings
from .ui.window import later
from .ui.window.documents import Application
from .ui.window.main_window import MainWindow

if TYPE_CHECKING:
    from .engine.game import Game
    from .engine.text import Text
    from .ui.window.documents import DocumentInbox

# The shop-window table of the demo: computer players only (named from COMPUTER_NAMES).
DEMO_LEVELS = ("expert", "regular", "novice", "regular")


@dataclass
class Arguments:
    """What the command line asks for; these are the defaults."""

    game_file: str | None = None
    demo: bool = False
    rules: str = "zanzibar"
    levels: str = ",".join(DEMO_LEVELS)
    speed: str | None = None
    exit_at_end: bool = False
    sound: bool = False
    measure_startup: bool = False


def parse_arguments(argv: Sequence[str]) -> Arguments:
    """The command line read into :class:`Arguments`; an empty one is the defaults without
    building the parser (a few ms of a start-up that matters)."""
    arguments = Arguments()
    if not argv:
        return arguments
    parser = argparse.ArgumentParser(prog="zanzibar-desktop", description="Zanzibar and 421.")
    # No defaults here: argparse leaves what Arguments already holds.
    parser.add_argument("game_file", nargs="?", metavar="GAME.zanzibar", default=None,
                        help="a saved game to open")
    parser.add_argument("--demo", action="store_true", help="computer players only")
    parser.add_argument(
        "--rules",
        metavar="PRESET|FILE",
        help="the rules of the demo: a preset, or a rules file (read when the demo starts, "
        "so the engine is not loaded before the window paints)",
    )
    parser.add_argument("--levels", metavar="LEVEL,…",
                        help="the demo's seats, one level each (novice, regular, expert, "
                             "master), 2 to 8 of them; e.g. master,expert")
    parser.add_argument("--speed", choices=("normal", "fast", "instant"))
    parser.add_argument("--exit-at-end", action="store_true", help="close when the demo game is over")
    parser.add_argument("--sound", action="store_true", help="play sounds in the demo")
    parser.add_argument("--measure-startup", action="store_true",
                        help="print 'first-paint' once the window is drawn, then quit (benchmarks)")
    parser.parse_known_args(argv, namespace=arguments)  # Qt's own options are left to Qt
    if (arguments.demo and arguments.rules not in later.presets.PRESETS
            and not os.path.isfile(arguments.rules)):
        parser.error(f"unknown preset {arguments.rules!r}, and no such rules file; "
                     f"the presets are {', '.join(later.presets.PRESETS)}")
    if arguments.demo:
        levels = arguments.levels.split(",")
        unknown = [level for level in levels if level not in later.players.LEVEL_NAMES]
        if unknown or not 2 <= len(levels) <= len(later.players.COMPUTER_NAMES):
            parser.error(f"--levels: 2 to {len(later.players.COMPUTER_NAMES)} of "
                         f"{', '.join(later.players.LEVEL_NAMES)}, separated by commas")
    return arguments


def _run_demo(app, arguments: Arguments) -> int:  # noqa: ANN001
    install_language(system_language())  # the demo reads no settings: the system's language
    try:
        rules = later.rules_files.load_rules(arguments.rules)
    except later.errors.RulesError as error:
        print(tr_text(error.text), file=sys.stderr)
        return 2
    settings = Settings(animation_speed=arguments.speed or "fast", computer_delay_ms=300,
                        sound=arguments.sound)
    if settings.animation_speed == "instant":
        settings.computer_delay_ms = 0
    window = MainWindow(settings, None, demo=True)
    window.show()
    app.setWindowIcon(later.app_icon.app_icon())
    players = later.players
    table = [players.PlayerSpec(name, level)
             for name, level in zip(players.COMPUTER_NAMES, arguments.levels.split(","),
                                    strict=False)]
    window.new_game(rules, table)
    if arguments.exit_at_end:
        window.game_finished.connect(window.close)
    return app.exec()


def main(argv: Sequence[str] | None = None) -> int:
    route_output()
    install_excepthook()
    argv = list(sys.argv if argv is None else argv)
    arguments = parse_arguments(argv[1:])
    app = Application(argv)  # takes the files macOS's Finder asks it to open
    app.setApplicationName("Zanzibar Desktop")
    app.setOrganizationName("Zanzibar Desktop")
    if arguments.demo:
        return _run_demo(app, arguments)
    launch = show_window(arguments)
    if launch is None:  # the player went to the copy already open
        return 0
    app.aboutToQuit.connect(launch.lock.release)
    if arguments.measure_startup:
        launch.window.first_frame_drawn.connect(lambda: (print("first-paint", flush=True),
                                                         app.quit()))
    else:  # the rest of start-up once the table is on screen
        launch.window.first_frame_drawn.connect(
            lambda: settle_in(launch, arguments, app.documents))
    return app.exec()


@dataclass
class Launch:
    """What start-up learnt before the window painted, for what follows it."""

    window: MainWindow
    lock: InstanceLock
    owns_autosave: bool
    unanswered: bool  # the copy that owns the autosave was asked to come forward, in vain
    settings_problem: Text | None


def show_window(arguments: Arguments,
                go_elsewhere: Callable[[], bool] | None = None) -> Launch | None:
    """Settings, language and the autosave lock, then the window on screen; None when the
    player chose the copy already open (``go_elsewhere`` asks) and it came forward."""
    settings, settings_problem = load_settings()
    install_language(settings.language or system_language())
    if arguments.speed:
        settings.animation_speed = arguments.speed
    lock = InstanceLock(data_dir())
    ownership = lock.acquire()
    unanswered = False
    go_elsewhere = go_elsewhere or later.message_boxes.already_open_choice
    if ownership is Ownership.ELSEWHERE and (arguments.game_file or go_elsewhere()):
        if lock.ask_owner_to_raise(arguments.game_file):
            return None
        unanswered = True  # it hangs, or is closing: play here rather than wait
    window = MainWindow(settings)
    window.show()  # the frame paints when the event loop runs; settle_in follows it
    return Launch(window, lock, ownership is not Ownership.ELSEWHERE, unanswered,
                  settings_problem)


def settle_in(launch: Launch, arguments: Arguments,
              documents: DocumentInbox | None = None) -> None:
    """After the first frame: the table's workings, the autosave (or why there is none),
    what went wrong with the player's files, then the game to open (named on the command
    line, or handed over by macOS's Finder through ``documents``) or to resume; files the
    Finder hands over later open in the window too; then the icon."""
    window = launch.window
    window.ensure_ready()
    remove_interrupted_writes(launch.owns_autosave)
    if launch.owns_autosave:
        window.autosave = later.autosave.Autosave()
    # The autosave is read before a second copy is heard: a file it sent while this one
    # started replaces the unfinished game only once the session knows it (and keeps it as
    # abandoned); heard first, the file's game took the autosave and the other was lost.
    saved, problem = window.recover()
    if launch.owns_autosave:
        launch.lock.raise_requested.connect(window.bring_to_front)
        launch.lock.open_requested.connect(window.request_open)
        launch.lock.listen()
    elif launch.unanswered:
        window.not_autosaving(lambda: QCoreApplication.translate(
            "App", "The other Zanzibar Desktop window did not answer, and it keeps the "
            "autosave: a game played here is not saved automatically. Use Game ▸ Save to keep it."))
    else:
        window.not_autosaving(lambda: QCoreApplication.translate(
            "App", "Another Zanzibar Desktop window keeps the autosave: a game played here "
            "is not saved automatically. Use Game ▸ Save to keep it."))
    if launch.settings_problem is not None:
        later.message_boxes.warn(window, QCoreApplication.translate("App", "Settings reset"),
             tr_text(launch.settings_problem))
    game_file = arguments.game_file
    if documents is not None:
        game_file = documents.start_receiving() or game_file
        documents.document.connect(window.request_open)
    _say_recovery_problem(window, saved, problem)
    if game_file:
        if saved is not None and window.controller is None:  # it is the game at the
            window.start_game(saved)  # table (unless a second copy's file replaced it)
        window.request_open(game_file)
    elif saved is not None:
        _offer_to_resume(window, saved)
    if window.controller is None:
        window.update_controls()
        window.offer_lesson_once()  # a first start: learn to play? (once, never waiting)
    QGuiApplication.setWindowIcon(later.app_icon.app_icon())


def _offer_to_resume(window: MainWindow, saved: Game) -> None:
    """Resume? — unless a file sent by a second copy took the table first; and resumed only
    if none did while the question waited (the game it replaced is kept as abandoned)."""
    if window.controller is None and later.message_boxes.ask(
            window, QCoreApplication.translate("App", "Resume?"),
            QCoreApplication.translate(
                "App", "You have an unfinished game. Resume it where you left off?")
    ) and window.controller is None:
        window.start_game(saved)


def _say_recovery_problem(window: MainWindow, saved: Game | None,
                          problem: Text | None) -> None:
    """What went wrong reading the autosave (``saved``: the unfinished game it still gave,
    if any)."""
    if problem is not None:
        title = (QCoreApplication.translate("App", "Unfinished game lost") if saved is None
                 else QCoreApplication.translate("App", "Unfinished game shortened"))
        later.message_boxes.warn(window, title, tr_text(problem))
