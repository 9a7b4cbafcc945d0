"""Time from launching a program to its first top-level window being mapped (shown), and to
the first pixels drawn into it, on a private Xvfb display (``first_paint.py``, ``table_speed.py``).

The watcher listens on the root window for CreateNotify and MapNotify (no window manager
runs, so every top-level window is the root's child) and asks the DAMAGE extension (libXdamage
through ctypes) to report the first drawing into each window as soon as it is created. It
waits on the X connection rather than polling, so it takes no processor time from the
program being timed. Every program is timed the same way, whatever toolkit it uses.
"""

import ctypes
import os
import select
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

CREATE_NOTIFY = 16
MAP_NOTIFY = 19
SUBSTRUCTURE_NOTIFY_MASK = 1 << 19
DAMAGE_REPORT_NON_EMPTY = 3  # one event when a window goes from undamaged to damaged
DAMAGE_NOTIFY = 0  # added to the extension's first event number


class XMapEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("event", ctypes.c_ulong),
                ("window", ctypes.c_ulong), ("override_redirect", ctypes.c_int)]


class XCreateWindowEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("parent", ctypes.c_ulong),
                ("window", ctypes.c_ulong)]


class XDamageNotifyEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("drawable", ctypes.c_ulong),
                ("damage", ctypes.c_ulong)]


class XEvent(ctypes.Union):
    _fields_ = [("type", ctypes.c_int), ("xmap", XMapEvent), ("xcreate", XCreateWindowEvent),
                ("xdamage", XDamageNotifyEvent), ("pad", ctypes.c_long * 24)]


# A window can be gone (or be input-only) by the time the watcher asks about it: such errors
# are expected, and Xlib's default handler would end the benchmark.
_IGNORE_ERROR = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)(lambda *_: 0)


class Launch:
    """What the watcher saw of one program: seconds from its launch to its first top-level
    window mapped and to the first pixels drawn into that window, and the process (still
    running while the caller measures more; ``XDisplay.stop`` ends it)."""

    def __init__(self, process: subprocess.Popen, started: float) -> None:
        self.process = process
        self.started = started
        self.mapped: float | None = None
        self.painted: float | None = None
        self.window = 0


class XDisplay:
    """An Xvfb server of our own and a MapNotify watcher on it."""

    def __init__(self) -> None:
        self.home = Path(tempfile.mkdtemp(prefix="bench-x-"))
        read, write = os.pipe()
        self.server = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", "1920x1200x24", "-nolisten", "tcp"],
            pass_fds=(write,), stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as pipe:
            self.name = ":" + pipe.readline().strip()
        runtime = self.home / "runtime"
        runtime.mkdir(mode=0o700)
        self.environment = dict(os.environ, DISPLAY=self.name, HOME=str(self.home),
                                XDG_RUNTIME_DIR=str(runtime),
                                XDG_CONFIG_HOME=str(self.home / "config"),
                                XDG_DATA_HOME=str(self.home / "data"),
                                XDG_CACHE_HOME=str(self.home / "cache"))
        # No session bus (its address refuses connections): nobody starts services through it
        # (accessibility, portals) that would outlive the run, and every program does the same.
        self.environment["DBUS_SESSION_BUS_ADDRESS"] = f"unix:path={self.home / 'no-bus'}"
        self.environment.pop("QT_QPA_PLATFORM", None)
        self.xlib = ctypes.cdll.LoadLibrary("libX11.so.6")
        self.xlib.XOpenDisplay.restype = ctypes.c_void_p
        self.xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.xlib.XDefaultRootWindow.restype = ctypes.c_ulong
        for name, arguments in (("XDefaultRootWindow", [ctypes.c_void_p]),
                                ("XSelectInput", [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]),
                                ("XSync", [ctypes.c_void_p, ctypes.c_int]),
                                ("XPending", [ctypes.c_void_p]),
                                ("XConnectionNumber", [ctypes.c_void_p]),
                                ("XNextEvent", [ctypes.c_void_p, ctypes.POINTER(XEvent)]),
                                ("XCloseDisplay", [ctypes.c_void_p])):
            getattr(self.xlib, name).argtypes = arguments
        self.xlib.XSetErrorHandler(_IGNORE_ERROR)
        self.display = self.xlib.XOpenDisplay(self.name.encode())
        root = self.xlib.XDefaultRootWindow(self.display)
        self.xlib.XSelectInput(self.display, root, SUBSTRUCTURE_NOTIFY_MASK)
        self.damage = ctypes.cdll.LoadLibrary("libXdamage.so.1")
        self.damage.XDamageQueryExtension.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int),
                                                      ctypes.POINTER(ctypes.c_int)]
        self.damage.XDamageCreate.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int]
        self.damage.XDamageCreate.restype = ctypes.c_ulong
        event_base, error_base = ctypes.c_int(), ctypes.c_int()
        if not self.damage.XDamageQueryExtension(self.display, ctypes.byref(event_base),
                                                 ctypes.byref(error_base)):
            raise RuntimeError("this X server has no DAMAGE extension")
        self.damage_notify = event_base.value + DAMAGE_NOTIFY

    def launch(self, command: list[str], cwd: Path | None = None,
               environment: dict[str, str] | None = None, timeout: float = 30.0) -> Launch:
        """Start ``command`` and return once its first top-level window has been drawn into;
        the program keeps running (``stop`` ends it)."""
        self.xlib.XSync(self.display, 1)  # forget the events of the program before
        started = time.perf_counter()
        process = subprocess.Popen(command, cwd=cwd, env={**self.environment, **(environment or {})},
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        launch = Launch(process, started)
        watched: set[int] = set()
        event = XEvent()
        connection = self.xlib.XConnectionNumber(self.display)
        try:
            while time.perf_counter() - started < timeout:
                while self.xlib.XPending(self.display):
                    self.xlib.XNextEvent(self.display, ctypes.byref(event))
                    now = time.perf_counter() - started
                    if event.type == CREATE_NOTIFY:
                        watched.add(event.xcreate.window)
                        self.damage.XDamageCreate(self.display, event.xcreate.window,
                                                  DAMAGE_REPORT_NON_EMPTY)
                    elif (event.type == MAP_NOTIFY and not event.xmap.override_redirect
                          and launch.mapped is None):
                        launch.mapped, launch.window = now, event.xmap.window
                    elif (event.type == self.damage_notify and launch.window
                          and event.xdamage.drawable == launch.window):
                        launch.painted = now
                        return launch
                if process.poll() is not None:
                    raise RuntimeError(f"{command[0]} ended before drawing a window: "
                                       f"{process.stderr.read().decode(errors='replace')[-400:]}")
                select.select([connection], [], [], 0.05)
            raise RuntimeError(f"{command[0]} drew no window in {timeout:.0f} s")
        except BaseException:
            self.stop(launch)
            raise

    @staticmethod
    def stop(launch: Launch) -> None:
        launch.process.kill()
        launch.process.wait()
        launch.process.stdout.close()
        launch.process.stderr.close()

    def first_window(self, command: list[str], cwd: Path | None = None,
                     environment: dict[str, str] | None = None, timeout: float = 30.0) -> float:
        """Seconds from launching ``command`` to its first top-level window being mapped."""
        self.xlib.XSync(self.display, 1)  # forget the events of the program before
        started = time.perf_counter()
        process = subprocess.Popen(command, cwd=cwd, env={**self.environment, **(environment or {})},
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            event = XEvent()
            connection = self.xlib.XConnectionNumber(self.display)
            while time.perf_counter() - started < timeout:
                while self.xlib.XPending(self.display):
                    self.xlib.XNextEvent(self.display, ctypes.byref(event))
                    if event.type == MAP_NOTIFY and not event.xmap.override_redirect:
                        return time.perf_counter() - started
                if process.poll() is not None:
                    raise RuntimeError(f"{command[0]} ended before showing a window: "
                                       f"{process.stderr.read().decode(errors='replace')[-400:]}")
                select.select([connection], [], [], 0.05)
            raise RuntimeError(f"{command[0]} showed no window in {timeout:.0f} s")
        finally:
            process.kill()
            process.wait()
            process.stderr.close()

    def close(self) -> None:
        self.xlib.XCloseDisplay(self.display)
        self.server.terminate()
        self.server.wait()
        shutil.rmtree(self.home, ignore_errors=True)
