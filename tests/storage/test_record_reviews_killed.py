"""Nothing is lost when the process dies mid-review (issue 35): killed inside the write of a
game's review, the records hold every game, the reviews finished before, and no part of
the one cut short, which is simply done again."""

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.processes import read_line
from zanzibar_desktop.storage.record_reviews import kept_review, pending, review_pending
from zanzibar_desktop.storage.records import open_records

pytestmark = pytest.mark.subprocess

BEFORE_REVIEWS = Path(__file__).parent.parent / "fixtures" / "6c33473" / "games.sqlite"

# Reviews every game waiting; the second game's write stops half-way, rows written and not
# committed, and says so: the test kills the process there.
CHILD = """
import sys
from pathlib import Path
from zanzibar_desktop.storage import record_reviews
from zanzibar_desktop.storage.records import open_records

written = []
insert = record_reviews._insert_decisions

def half_way(connection, rows):
    insert(connection, rows)
    written.append(len(rows))
    if len(written) == 2:
        print("inside", rows[0][0], flush=True)
        sys.stdin.read()  # until killed

record_reviews._insert_decisions = half_way
records, _ = open_records(Path(sys.argv[1]))
record_reviews.review_pending(records)
"""


def test_a_process_killed_mid_review_loses_nothing_and_the_review_is_done_again(tmp_path):
    path = tmp_path / "games.sqlite"
    shutil.copyfile(BEFORE_REVIEWS, path)
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(path)], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True, cwd=Path(__file__).parents[2])
    try:
        cut_short = int(read_line(child, "the review's write under way").split()[1])
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=60)
    finally:
        child.kill()
        child.stdin.close()
        child.stdout.close()
    records, note = open_records(path)
    assert note is None
    assert records.connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert records.count() == 4
    assert kept_review(records, 3)  # the first, kept whole
    assert kept_review(records, cut_short) is None
    assert records.connection.execute("SELECT COUNT(*) FROM decisions WHERE game = ?",
                                      (cut_short,)).fetchone() == (0,)
    assert pending(records) == [2, 1] and cut_short == 2
    assert review_pending(records) == 2
    assert kept_review(records, 2)
    records.close()
