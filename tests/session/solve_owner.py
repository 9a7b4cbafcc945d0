"""An owner of a Master's solve for ``test_solve_worker_ends.py``: the session's
``PartieSolving`` under a QtCore event loop (as in the window), solving a race to 1000 (a
minute or more: it is never over before the test is). Once the worker has reported its
first progress, this prints the worker's process id; then, as ``mode`` says:

- ``kill``: it goes on (the test kills it with ``-9``);
- ``let-go``: once the test says it watches the worker (a line on stdin: a worker that
  ends at once must not end before it is watched), it closes its end of the orders' pipe
  while it lives on (an owner that no longer waits for the answer: the worker must end all
  the same), and prints ``let go``.

Nothing is printed on stderr here: whatever the test finds there came from the worker or
from a process it left behind.

    python -m tests.session.solve_owner kill|let-go
"""

import sys

from PySide6.QtCore import QCoreApplication


def main(mode: str) -> int:
    app = QCoreApplication(sys.argv[:1])
    from zanzibar_desktop.engine.presets import preset_rules
    from zanzibar_desktop.session.partie_solving import PartieSolving

    solving = PartieSolving()
    told = False

    def progressed(fraction: float) -> None:
        nonlocal told
        del fraction
        if told:
            return
        told = True
        print(solving._working.process.pid, flush=True)
        if mode == "let-go":
            sys.stdin.readline()
            solving._working.orders.close()
            print("let go", flush=True)

    solving.progressed.connect(progressed)
    assert solving.solve(preset_rules("zanzibar").with_options(target_score=1000))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
