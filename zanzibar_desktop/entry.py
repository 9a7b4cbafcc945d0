"""Where the installed scripts start: Ctrl-C is handled (``interrupt.py``) before anything
else is imported, then the window or the command runs."""

import multiprocessing
import os
import sys

from .interrupt import install

# The odds and the partie solvers multiply small matrices (56 hands wide): BLAS threads only
# cost them (a partie solved three times slower with them on a two-core machine) and would
# compete with the window's thread. Read by numpy's BLAS when numpy is first imported.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


def desktop() -> None:
    """The ``zanzibar-desktop`` window (what its installed script and ``python -m
    zanzibar_desktop`` run)."""
    multiprocessing.freeze_support()  # a frozen build's worker (session/solve_worker.py)
    install()
    from .app import main  # after install(): an interrupted import ends quietly

    sys.exit(main())


def zanzibar() -> None:
    """The ``zanzibar`` command (what its installed script runs)."""
    install(event_loop=False)
    from .cli.main import main  # after install(), likewise

    sys.exit(main())
