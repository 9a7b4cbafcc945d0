"""The program as ``zanzibar-desktop`` starts it, in a process of its own, with the seeds of
its new games drawn from a fixed sequence instead of the system's randomness (what the
``fixed_seeds`` fixture does in the tests' own process): a test that drives the real program
from outside plays the same dice every run.

    python -m tests.ui.window.seeded_app SEED [zanzibar-desktop's arguments…]
"""

import random
import sys

from zanzibar_desktop.app import main
from zanzibar_desktop.engine import chance

if __name__ == "__main__":
    chance._SYSTEM = random.Random(int(sys.argv[1]))  # noqa: SLF001 - the test's seeds
    sys.exit(main([sys.argv[0], *sys.argv[2:]]))
