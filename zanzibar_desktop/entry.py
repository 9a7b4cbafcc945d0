"""Where the installed scripts start: Ctrl-C is handled (``interrupt.py``) before anything
else is imported, then the window or the command runs."""

import sys

from .interrupt import install


def desktop() -> None:
    """The ``zanzibar-desktop`` window (what its installed script and ``python -m
    zanzibar_desktop`` run)."""
    install()
    from .app import main  # after install(): an interrupted import ends quietly

    sys.exit(main())


def zanzibar() -> None:
    """The ``zanzibar`` command (what its installed script runs)."""
    install(event_loop=False)
    from .cli.main import main  # after install(), likewise

    sys.exit(main())
