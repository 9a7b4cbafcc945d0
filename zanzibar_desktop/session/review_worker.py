"""What runs in the worker process that reviews the finished games waiting in the records
(``background_review.py`` starts it): ``record_reviews.review_pending`` over the player's
``games.sqlite``, each game's review written as soon as it is done, its progress and its
outcome sent back over a pipe.

A process below normal priority, as the partie's solve is (``solve_worker.py``, whose ways
of ending with its owner and of following its orders it shares): the review is the
Expert's numpy tables driven by Python loops, which on a thread would make the table's
frames late. The records' transactions are its guarantee: killed at any moment, it leaves
every game and every review finished before, and the one under way is done again."""

from __future__ import annotations

import os
import signal
from pathlib import Path
from typing import TYPE_CHECKING

from ..storage.records import with_records
from .solve_worker import end_with_owner, follow_orders, lower_priority

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

# The messages, child to parent: (PROGRESS, done, of) after each game, then (DONE, count)
# or (FAILED, "what went wrong").
PROGRESS, DONE, FAILED = "progress", "done", "failed"


def review(path: str, connection: Connection, orders: Connection, owner: int) -> None:
    """Review every game waiting in the records at ``path``; stop between two games once
    the owner (process ``owner``) orders it; end at once, quietly, when the owner is gone."""
    from ..storage.record_reviews import review_pending

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    end_with_owner(owner)
    stop = follow_orders(orders)
    lower_priority()

    def say(message: tuple) -> None:
        try:
            connection.send(message)
        except OSError:  # the owner's end closed: no one to tell
            os._exit(0)

    try:
        done, _ = with_records(
            lambda records: review_pending(records, lambda count, of: say((PROGRESS, count, of)),
                                           stop.is_set), path=Path(path))
        message: tuple = (DONE, done)
    except Exception as error:  # noqa: BLE001 - sent to the owner, which logs it
        message = (FAILED, f"{type(error).__name__}: {error}")
    say(message)
    connection.close()
