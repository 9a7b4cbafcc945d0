"""Test-wide setup: Qt runs offscreen and no test touches the real home directory."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_HOME = tempfile.mkdtemp(prefix="zanzibar-tests-")
for _variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_variable] = os.path.join(_HOME, _variable.lower())

from hypothesis import settings  # noqa: E402 - after the environment is set

# In CI the property tests draw the same examples every run, so a red build is reproducible.
settings.register_profile("ci", derandomize=True)
if os.environ.get("CI"):
    settings.load_profile("ci")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Every test gets its own settings and data directories."""
    monkeypatch.setenv("ZANZIBAR_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"
