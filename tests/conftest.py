"""Test-wide setup: Qt runs offscreen, no test touches the real home directory, every game a
test starts has a fixed seed, and every test carries exactly one tier marker (tests/README.md)."""

import os
import random
import signal
import sys
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # as the program sets it (entry.py)
# A run started in the background by a script (``make test &`` in a shell without job
# control) ignores Ctrl-C, and so would every program a test starts: the Ctrl-C tests met
# windows no Ctrl-C could end. The tests run as started from a terminal.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)
_HOME = tempfile.mkdtemp(prefix="zanzibar-tests-")
for _variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_variable] = os.path.join(_HOME, _variable.lower())
# The documents folder (Qt reads it from user-dirs.dirs), made by file dialogs: here too.
os.makedirs(os.environ["XDG_CONFIG_HOME"], exist_ok=True)
with open(os.path.join(os.environ["XDG_CONFIG_HOME"], "user-dirs.dirs"), "w") as _dirs:
    _dirs.write(f'XDG_DOCUMENTS_DIR="{os.path.join(_HOME, "documents")}"\n')

from hypothesis import settings  # noqa: E402 - after the environment is set

# In CI the property tests draw the same examples every run, so a red build is reproducible.
settings.register_profile("ci", derandomize=True)
if os.environ.get("CI"):
    settings.load_profile("ci")

import pytest  # noqa: E402

from zanzibar_desktop.engine import chance  # noqa: E402

# The tiers, cheapest first; a test takes the heaviest one it needs (tests/README.md).
TIERS = ("core", "gui", "subprocess", "packaging")
# What the tests of one group share, so that `make test`'s workers (pytest-xdist, --dist
# loadgroup) run them one after the other on one worker (tests/README.md).
GROUPS = {
    "dist": "the one-folder build and the installers in dist/, made once per worker that "
            "asks, and the system's package state",
    "timing": "a deadline on another process (a signal after a delay, a kill at a random "
              "moment of a game, a worker gone within seconds, a screen reader's answers): one "
              "such test at a time",
}


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items):
    """Refuse the run when a test has no tier marker or more than one: ``make test-fast``
    selects by tier, and a test without one would silently never run there (or run twice
    when a run is split by tier). Checked before ``-m`` deselects anything. A group that
    ``GROUPS`` does not name is refused too: misspelt, it would share nothing."""
    wrong, strays = [], []
    for item in items:
        marks = list(item.iter_markers())
        tiers = sorted({mark.name for mark in marks if mark.name in TIERS})
        if len(tiers) != 1:
            wrong.append(f"  {item.nodeid}: " + (" and ".join(tiers) if tiers else "none"))
        strays += [f"  {item.nodeid}: {', '.join(map(str, mark.args)) or 'no name'}"
                   for mark in marks if mark.name == "xdist_group"
                   and tuple(mark.args) not in [(name,) for name in GROUPS]]
    if wrong:
        raise pytest.UsageError(
            f"{len(wrong)} test(s) without exactly one tier marker ({', '.join(TIERS)}); give "
            "the module one line such as `pytestmark = pytest.mark.core` (tests/README.md):\n"
            + "\n".join(wrong))
    if strays:
        raise pytest.UsageError(
            f"{len(strays)} test(s) in a group tests/conftest.py's GROUPS does not name "
            f"({', '.join(GROUPS)}):\n" + "\n".join(strays))


class FixedSeeds:
    """Stands for the system's randomness in engine/chance.py: the n-th game a test starts
    without a seed gets the n-th number of one fixed sequence, as large as a real seed."""

    def __init__(self) -> None:
        self._sequence = random.Random(421)

    def getrandbits(self, bits: int) -> int:
        return self._sequence.getrandbits(bits)


@pytest.fixture(autouse=True)
def windows_deleted_after_each_test():
    """The windows a test closed are deleted before the next test starts. pytest-qt closes
    the widgets a test handed it and asks for their deletion (``deleteLater``), but outside
    an event loop Qt deletes them when some later loop turns: in another test, at any
    moment. Windows of earlier tests lingered by the dozen, and one freed in the middle of
    the journey walker's step crashed the run (a layout request, in a dock layout)."""
    yield
    if "PySide6.QtWidgets" in sys.modules:  # a test of the engine never loads Qt
        from PySide6.QtCore import QCoreApplication, QEvent

        if QCoreApplication.instance() is not None:
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def fixed_seeds(monkeypatch):
    """Every game a test starts without naming a seed (New game, the demo, Play again, …)
    gets one from a fixed sequence, fresh for each test: a run replays the same dice every
    time, whatever ran before it. A test that needs a particular game still names its seed."""
    monkeypatch.setattr(chance, "_SYSTEM", FixedSeeds())


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Every test gets its own settings and data directories."""
    monkeypatch.setenv("ZANZIBAR_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture(autouse=True)
def no_background_review(monkeypatch):
    """A finished game starts no review worker (a process each) unless the test asks for one
    by defining a fixture of this name (tests/session/test_background_review.py): the
    suite's many finished games would each start one."""
    from zanzibar_desktop.session.background_review import BackgroundReview

    monkeypatch.setattr(BackgroundReview, "request", lambda self: None)
