"""`make test`'s workers keep a group's tests on one worker (tests/README.md): a run of two
workers over a module of grouped and ungrouped tests, each test saying which worker ran it."""

import subprocess
import sys
import textwrap

import pytest

pytestmark = pytest.mark.subprocess

MODULE = textwrap.dedent("""
    import os
    import pytest

    def said(name):
        with open("ran.txt", "a") as ran:
            ran.write(f"{name} {os.environ['PYTEST_XDIST_WORKER']}\\n")

    @pytest.mark.xdist_group("timing")
    @pytest.mark.parametrize("number", range(6))
    def test_grouped(number):
        said("grouped")

    @pytest.mark.parametrize("number", range(6))
    def test_free(number):
        said("free")
""")


def test_the_tests_of_a_group_run_on_one_worker(tmp_path):
    (tmp_path / "test_grouped.py").write_text(MODULE)
    result = subprocess.run([sys.executable, "-m", "pytest", "-n", "2", "--dist", "loadgroup",
                             "-p", "no:cacheprovider", "-q", "test_grouped.py"],
                            cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    ran = [line.split() for line in (tmp_path / "ran.txt").read_text().splitlines()]
    assert len(ran) == 12
    assert len({worker for name, worker in ran if name == "grouped"}) == 1
