"""The Linux one-folder build and the installers made from it, each once per test run (they
take minutes: the three installers are made side by side, ``make -j3``). Two test runs in
one working tree take turns (a lock in build/), so neither builds into dist/ under the other."""

import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.tools import need

if sys.platform != "win32":
    import fcntl

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
FOLDER = DIST / "zanzibar-desktop"
LOCK = ROOT / "build" / "packaging-tests.lock"


def linux_with(*tools: str) -> None:
    """Skip unless on Linux (the builds are made there); then make and ``tools`` are needed."""
    if not sys.platform.startswith("linux"):
        pytest.skip("the builds are made on Linux")
    need("make", *tools)


@pytest.fixture(scope="session")
def dist_to_ourselves():
    """dist/ is this run's until it ends."""
    linux_with()
    LOCK.parent.mkdir(parents=True, exist_ok=True)
    with LOCK.open("w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        yield


@pytest.fixture(scope="session")
def linux_build(dist_to_ourselves) -> Path:
    """``make dist``: the one-folder build, made fresh."""
    subprocess.run(["make", "dist"], cwd=ROOT, check=True, capture_output=True, timeout=1200)
    return FOLDER


@pytest.fixture(scope="session")
def installers(linux_build) -> dict[str, Path]:
    """``make deb tarball nsis`` around that build: the .deb, the .tar.gz, the NSIS .exe."""
    linux_with("dpkg-deb", "makensis")
    for old in [*DIST.glob("*.deb"), *DIST.glob("*.tar.gz"), *DIST.glob("*-setup.exe")]:
        old.unlink()
    result = subprocess.run(["make", "-j3", "deb", "tarball", "nsis"], cwd=ROOT,
                            capture_output=True, text=True, timeout=1800)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    [deb] = DIST.glob("zanzibar-desktop_*.deb")
    [tarball] = DIST.glob("zanzibar-desktop-*-linux-*.tar.gz")
    [setup] = DIST.glob("zanzibar-desktop-*-setup.exe")
    return {"deb": deb, "tarball": tarball, "nsis": setup}
