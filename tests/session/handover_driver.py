"""The first copy for the hand-over test (``test_handover.py``): the program as
``zanzibar-desktop`` starts it, held between taking the data folder's lock and the rest of
its start-up until the test says so on stdin — the moment a second copy's request can come
before this one listens, which a loaded machine made happen by chance.

It prints ``locked`` once it owns the folder, then, after the test's line, ``seated SEED``
for every game that sits down at its table, and ``settled`` when its start-up is done.

    python -m tests.session.handover_driver
"""

import sys

from PySide6.QtWidgets import QApplication


def main() -> int:
    app = QApplication(sys.argv[:1])
    from tests.ui.driver import TableDriver
    from zanzibar_desktop.app import parse_arguments, settle_in, show_window

    arguments = parse_arguments([])
    launch = show_window(arguments, lambda: False)
    assert launch is not None and launch.owns_autosave
    print("locked", flush=True)
    sys.stdin.readline()  # the test's word: the second copy's request waits in the folder
    launch.window.ensure_ready()  # settle_in's first step: the session, to listen to
    TableDriver(launch.window).session.game_seated.connect(
        lambda controller: print("seated", controller.game.seed, flush=True))
    settle_in(launch, arguments)
    print("settled", flush=True)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
