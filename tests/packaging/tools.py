"""The tools the packaging tests run, and what their absence means."""

import shutil

import pytest

# The Debian package that brings each tool the packaging tests run.
PACKAGES = {"make": "make", "dpkg-deb": "dpkg", "makensis": "nsis",
            "desktop-file-validate": "desktop-file-utils", "appstreamcli": "appstream"}
# Where ``make test`` installs them (packaging/linux/install-system-deps.sh: Debian, Ubuntu).
INSTALLED_BY_MAKE_TEST = shutil.which("dpkg-query") is not None


def need(*tools: str) -> None:
    """Go on only with ``tools`` installed. Where ``make test`` installs them a missing one
    fails the test, naming its package: a skip there would hide a check that stopped running
    (a package dropped from the install script) behind a green run. Elsewhere it skips."""
    missing = [tool for tool in tools if shutil.which(tool) is None]
    if not missing:
        return
    if INSTALLED_BY_MAKE_TEST:
        packages = " ".join(PACKAGES[tool] for tool in missing)
        pytest.fail(f"{', '.join(missing)} not installed: make test installs it as root "
                    f"(apt-get install {packages})", pytrace=False)
    pytest.skip(f"{', '.join(missing)} not installed")
