"""The release pipeline lints clean (actionlint, its shell steps through shellcheck), and the
shell scripts it calls that cannot run here pass shellcheck. Linux only: the linters come
from the test extras and the Debian packages there."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))
SCRIPTS = [ROOT / "packaging" / "macos" / "make_dmg.sh",
           ROOT / "packaging" / "linux" / "install-system-deps.sh"]

pytestmark = [pytest.mark.packaging,
              pytest.mark.skipif(not sys.platform.startswith("linux"),
                                 reason="the linters are installed on Linux")]


def tool(name: str) -> str:
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    assert found, f"{name} is not installed (make test installs it)"
    return found


def test_the_workflows_test_on_three_systems_and_release_on_a_tag():
    tests, release = (ROOT / ".github" / "workflows" / name for name in ("tests.yml", "release.yml"))
    assert {"ubuntu-latest", "windows-latest", "macos-latest", '"3.11"'} <= set(
        tests.read_text().replace("[", " ").replace("]", " ").replace(",", " ").split())
    text = release.read_text()
    for step in ("make dist deb tarball", "make_installer.py", "make_dmg.sh", "SHA256SUMS",
                 "gh release create"):
        assert step in text


def test_the_workflows_lint_clean():
    result = subprocess.run([tool("actionlint"), f"-shellcheck={tool('shellcheck')}",
                             *map(str, WORKFLOWS)], capture_output=True, text=True, cwd=ROOT,
                            timeout=120)
    assert len(WORKFLOWS) == 2 and result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda path: path.name)
def test_the_shell_scripts_pass_shellcheck(script):
    result = subprocess.run([tool("shellcheck"), str(script)], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stdout
