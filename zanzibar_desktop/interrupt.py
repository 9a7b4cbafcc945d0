"""Ctrl-C at any moment: the program ends with status 130, quietly (issue 22).

Python's own answer to SIGINT is a KeyboardInterrupt raised wherever the main thread is:
in the middle of an import it prints a traceback, inside PySide6's extension as it starts it
aborts the process ("Fatal Python error"), and while Qt's event loop waits no Python runs,
so it is not seen at all. Each entry point (``desktop`` and ``zanzibar`` below, the
commands the installed scripts run) therefore installs a handler of its own before it
imports anything else:

* During start-up (imports, settings, the window being built) the process ends at once
  with ``os._exit(130)``. Nothing is lost by it: every file is written atomically, an SQLite
  transaction not committed is rolled back, and the lock of a process that is gone is stale
  (``instance.py``).
* Once an event loop runs, the loop is asked to end with status 130, so the window quits as
  by the menu (``aboutToQuit``); if the process is still there ``EXIT_GRACE_S`` later (a
  start-up dialog's own loop ended instead, or something hangs), it ends at once. A signal
  that arrives while Qt sleeps wakes it through ``signal.set_wakeup_fd``: a thread reading
  the other end queues a call into the main thread, and Python, running there, calls the
  handler.
* The ``zanzibar`` command, while it runs a subcommand (``raising``), gets a
  KeyboardInterrupt, so the ``with`` blocks of what it was writing remove their temporary
  files, and its ``main`` returns 130 — unless an import is under way (a lazy import of a
  Qt module), which ends at once as during start-up.

A process started with SIGINT ignored (``nohup``, ``&`` in a script) keeps ignoring it.
What happens before the interpreter reaches an entry point (Python's own start-up: the
``site`` module, ``.pth`` files) is Python's, not the program's.
"""

import contextlib
import os
import signal
import sys
import threading
from collections.abc import Iterator

INTERRUPTED_STATUS = 128 + signal.SIGINT  # what a shell reports for a Ctrl-C
EXIT_GRACE_S = 3.0

_installed = False
_raising = False  # the zanzibar command runs: KeyboardInterrupt rather than an exit
_loop_asked = False  # an event loop was asked to end: a second Ctrl-C ends at once
_waker = None  # the QObject that brings Python to run in the main thread
_kept: list = []  # the sockets of the wakeup file, on Windows


def install(event_loop: bool = True) -> None:
    """Handle SIGINT as described above, from now on (idempotent; only from the main
    thread, and not when the process was started with SIGINT ignored). ``event_loop``:
    the program runs Qt's event loop (the window), which a Ctrl-C must wake."""
    global _installed
    if _installed or threading.current_thread() is not threading.main_thread():
        return
    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        return
    signal.signal(signal.SIGINT, _interrupted)
    _installed = True
    if hasattr(signal, "pthread_sigmask"):  # a Ctrl-C held back until now arrives now
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    if event_loop:
        _listen_while_qt_sleeps()


@contextlib.contextmanager
def raising() -> Iterator[None]:
    """While the ``zanzibar`` command runs: Ctrl-C raises KeyboardInterrupt (see above)."""
    global _raising
    before, _raising = _raising, True
    try:
        yield
    finally:
        _raising = before


def _interrupted(signum: int, frame) -> None:  # noqa: ANN001 - a frame or None
    if _raising and not _importing(frame):
        raise KeyboardInterrupt
    if _end_event_loop():
        return
    _leave()


def _leave() -> None:
    os._exit(INTERRUPTED_STATUS)


def _importing(frame) -> bool:  # noqa: ANN001
    """True when the interrupted code runs inside an import (an exception raised there can
    abort the interpreter when a Qt module is starting)."""
    while frame is not None:
        if frame.f_code.co_filename.startswith("<frozen importlib"):
            return True
        frame = frame.f_back
    return False


def _end_event_loop() -> bool:
    """Ask a running event loop to end with status 130; False when none runs (start-up:
    the caller ends the process at once), or when it was asked already."""
    global _loop_asked
    core = sys.modules.get("PySide6.QtCore")
    if core is None or _loop_asked:
        return False
    app = core.QCoreApplication.instance()
    if app is None or core.QThread.currentThread().loopLevel() == 0:
        return False
    _loop_asked = True
    core.QCoreApplication.exit(INTERRUPTED_STATUS)
    deadline = threading.Timer(EXIT_GRACE_S, os._exit, (INTERRUPTED_STATUS,))
    deadline.daemon = True
    deadline.start()
    return True


def _listen_while_qt_sleeps() -> None:
    """Have the C-level signal handler write to a pipe that a thread reads; on a Ctrl-C
    the thread queues a call to a QObject of the main thread, so Python runs there (and
    with it the handler) even when Qt's event loop sleeps. The QObject is made here, in
    the main thread: the thread only posts to it, which Qt allows from any thread."""
    global _waker
    from PySide6.QtCore import QObject, Slot  # the window needs it next anyway

    class Waker(QObject):
        @Slot()
        def wake(self) -> None:
            """Running Python in the main thread is all it takes: the handler runs."""

    try:
        if os.name == "posix":
            reader, writer = os.pipe()
            os.set_blocking(writer, False)
            receive = lambda: os.read(reader, 64)  # noqa: E731
        else:  # Windows: the wakeup file must be a socket
            import socket

            reading, writing = socket.socketpair()
            writing.setblocking(False)
            writer = writing.fileno()
            receive = lambda: reading.recv(64)  # noqa: E731
            _kept.extend((reading, writing))
        signal.set_wakeup_fd(writer, warn_on_full_buffer=False)
    except (OSError, ValueError):  # no pipe to be had: Ctrl-C waits for Python to run
        return
    _waker = Waker()
    threading.Thread(target=_wake_on_signal, args=(receive,), name="ctrl-c",
                     daemon=True).start()


def _wake_on_signal(receive) -> None:  # noqa: ANN001
    while True:
        try:
            received = receive()
        except OSError:
            return
        if not received:
            return
        if signal.SIGINT in received:
            with contextlib.suppress(Exception):  # never a traceback from this thread
                # Imported here, not as the thread starts: building the Qt namespace takes
                # 20 ms of the interpreter the window is starting in.
                from PySide6.QtCore import QMetaObject, Qt

                QMetaObject.invokeMethod(_waker, "wake", Qt.ConnectionType.QueuedConnection)
