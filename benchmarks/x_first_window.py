"""What a program puts on screen, watched from outside on a private Xvfb display
(``first_paint.py``): the time from its launch to its first top-level window being mapped
(shown) and to the first pixels drawn into it, the windows it opens next (a question), every
drawing into its window afterwards, pictures of the window, and clicks sent to it.

The watcher listens on the root window for CreateNotify and MapNotify (no window manager
runs, so every top-level window is the root's child) and asks the DAMAGE extension (libXdamage
through ctypes) to report every rectangle drawn into each window as soon as it is created,
with the X server's time, so the gaps between frames do not depend on when the watcher reads
them. It waits on the X connection rather than polling, so it takes no processor time from the
program being timed. Every program is timed the same way, whatever toolkit it uses. Clicks
go through the XTEST extension (libXtst), pictures through XGetImage.
"""

import contextlib
import ctypes
import os
import select
import shutil
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

CREATE_NOTIFY = 16
MAP_NOTIFY = 19
SUBSTRUCTURE_NOTIFY_MASK = 1 << 19
DAMAGE_REPORT_RAW_RECTANGLES = 0  # every rectangle drawn, one event each
DAMAGE_NOTIFY = 0  # added to the extension's first event number
Z_PIXMAP = 2
ALL_PLANES = 0xFFFFFFFF
PR_SET_PDEATHSIG = 1


class XMapEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("event", ctypes.c_ulong),
                ("window", ctypes.c_ulong), ("override_redirect", ctypes.c_int)]


class XCreateWindowEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("parent", ctypes.c_ulong),
                ("window", ctypes.c_ulong)]


class XRectangle(ctypes.Structure):
    _fields_ = [("x", ctypes.c_short), ("y", ctypes.c_short),
                ("width", ctypes.c_ushort), ("height", ctypes.c_ushort)]


class XDamageNotifyEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("drawable", ctypes.c_ulong),
                ("damage", ctypes.c_ulong), ("level", ctypes.c_int), ("more", ctypes.c_int),
                ("timestamp", ctypes.c_ulong), ("area", XRectangle), ("geometry", XRectangle)]


class XEvent(ctypes.Union):
    _fields_ = [("type", ctypes.c_int), ("xmap", XMapEvent), ("xcreate", XCreateWindowEvent),
                ("xdamage", XDamageNotifyEvent), ("pad", ctypes.c_long * 24)]


class XImage(ctypes.Structure):  # the leading fields of Xlib's XImage, as far as we read
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.c_void_p), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int),
                ("bitmap_pad", ctypes.c_int), ("depth", ctypes.c_int),
                ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int)]


# A window can be gone (or be input-only) by the time the watcher asks about it: such errors
# are expected, and Xlib's default handler would end the benchmark.
_IGNORE_ERROR = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)(lambda *_: 0)


def _die_with_parent() -> None:
    """In the child, before exec: end when the benchmark ends, however it ends (Linux)."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


@dataclass(frozen=True)
class Drawing:
    """One rectangle drawn into a watched window: when the watcher read it (seconds from the
    launch), the X server's time (ms), and where, in the window's coordinates."""

    seconds: float
    server_ms: int
    x: int
    y: int
    width: int
    height: int

    def meets(self, box: tuple[int, int, int, int]) -> bool:
        x, y, width, height = box
        return (self.x < x + width and x < self.x + self.width
                and self.y < y + height and y < self.y + self.height)


@dataclass(frozen=True)
class Picture:
    width: int
    height: int
    pixels: bytes  # 32 bits a pixel, rows of ``stride`` bytes
    stride: int


def processor_seconds(pid: int) -> float | None:
    """The processor time a running process has used so far, all its threads together (the
    kernel's scheduler statistics, in ns), or None where the system does not keep them."""
    total = 0
    try:
        for task in Path(f"/proc/{pid}/task").iterdir():
            total += int((task / "schedstat").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None
    return total / 1e9


class Launch:
    """What the watcher saw of one program: seconds from its launch to its first top-level
    window mapped and to the first pixels drawn into that window, the top-level windows it
    mapped and first drew into since, every drawing into that first window, and the process
    (still running while the caller measures more; ``XDisplay.stop`` ends it)."""

    def __init__(self, process: subprocess.Popen, started: float) -> None:
        self.process = process
        self.started = started
        self.mapped: float | None = None
        self.painted: float | None = None
        self.painted_ms = 0  # the X server's time of the first drawing (ms)
        # Processor time the program had used (all its threads) when its first drawing was
        # seen: what the start cost, whatever else the machine was doing meanwhile.
        self.cpu_at_paint: float | None = None
        self.window = 0
        self.maps: dict[int, float] = {}  # top-level window: seconds to its being mapped
        self.drawn: dict[int, float] = {}  # window: seconds to the first drawing into it
        self.drawings: list[Drawing] = []  # into the first window, the first one included
        self._damages: dict[int, int] = {}  # damage handle: its window

    def now(self) -> float:
        return time.perf_counter() - self.started

    def windows_drawn_after_main(self) -> dict[int, float]:
        """Top-level windows mapped and drawn into other than the first one (a question)."""
        return {window: seconds for window, seconds in self.drawn.items()
                if window != self.window and window in self.maps}


class XDisplay:
    """An Xvfb server of our own and a watcher on it. Use it in a ``with`` block, or call
    ``close``: every program still running is ended, then the server."""

    def __init__(self) -> None:
        self.home = Path(tempfile.mkdtemp(prefix="bench-x-"))
        self.running: list[Launch] = []
        self.display = None
        read, write = os.pipe()
        self.server = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", "1920x1200x24", "-nolisten", "tcp"],
            pass_fds=(write,), stderr=subprocess.DEVNULL, preexec_fn=_die_with_parent)
        os.close(write)
        try:
            with os.fdopen(read) as pipe:
                self.name = ":" + pipe.readline().strip()
            self._connect()
        except BaseException:
            self.close()
            raise

    def _connect(self) -> None:
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
        self.xlib = xlib = ctypes.cdll.LoadLibrary("libX11.so.6")
        xlib.XOpenDisplay.restype = ctypes.c_void_p
        xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
        xlib.XDefaultRootWindow.restype = ctypes.c_ulong
        xlib.XGetImage.restype = ctypes.POINTER(XImage)
        for name, arguments in (("XDefaultRootWindow", [ctypes.c_void_p]),
                                ("XSelectInput", [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]),
                                ("XSync", [ctypes.c_void_p, ctypes.c_int]),
                                ("XFlush", [ctypes.c_void_p]),
                                ("XPending", [ctypes.c_void_p]),
                                ("XConnectionNumber", [ctypes.c_void_p]),
                                ("XNextEvent", [ctypes.c_void_p, ctypes.POINTER(XEvent)]),
                                ("XGetGeometry", [ctypes.c_void_p, ctypes.c_ulong]
                                 + [ctypes.POINTER(ctypes.c_ulong)]
                                 + [ctypes.POINTER(ctypes.c_int)] * 2
                                 + [ctypes.POINTER(ctypes.c_uint)] * 4),
                                ("XTranslateCoordinates",
                                 [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_int,
                                  ctypes.c_int, ctypes.POINTER(ctypes.c_int),
                                  ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_ulong)]),
                                ("XGetImage", [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int,
                                               ctypes.c_int, ctypes.c_uint, ctypes.c_uint,
                                               ctypes.c_ulong, ctypes.c_int]),
                                ("XDestroyImage", [ctypes.POINTER(XImage)]),
                                ("XCloseDisplay", [ctypes.c_void_p])):
            getattr(xlib, name).argtypes = arguments
        xlib.XSetErrorHandler(_IGNORE_ERROR)
        self.display = xlib.XOpenDisplay(self.name.encode())
        if not self.display:
            raise RuntimeError(f"cannot open the Xvfb display {self.name}")
        self.root = xlib.XDefaultRootWindow(self.display)
        xlib.XSelectInput(self.display, self.root, SUBSTRUCTURE_NOTIFY_MASK)
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
        self.xtest = ctypes.cdll.LoadLibrary("libXtst.so.6")
        self.xtest.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int,
                                                    ctypes.c_int, ctypes.c_ulong]
        self.xtest.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int,
                                                    ctypes.c_ulong]

    # ------------------------------------------------------------ programs
    def launch(self, command: list[str], cwd: Path | None = None,
               environment: dict[str, str] | None = None, timeout: float = 30.0) -> Launch:
        """Start ``command`` and return once its first top-level window has been drawn into;
        the program keeps running (``stop`` ends it, ``follow`` watches it further)."""
        self.xlib.XSync(self.display, 1)  # forget the events of the program before
        started = time.perf_counter()
        process = subprocess.Popen(command, cwd=cwd, env={**self.environment, **(environment or {})},
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                   preexec_fn=_die_with_parent)
        launch = Launch(process, started)
        self.running.append(launch)
        try:
            if not self.follow(launch, timeout, until=lambda: launch.painted is not None):
                raise RuntimeError(f"{command[0]} drew no window in {timeout:.0f} s")
        except BaseException:
            self.stop(launch)
            raise
        return launch

    def follow(self, launch: Launch, seconds: float, until=None) -> bool:  # noqa: ANN001
        """Watch ``launch`` for ``seconds`` (from now), or until ``until()`` is true: then
        True. A program that ends meanwhile is an error (with the end of what it wrote)."""
        deadline = time.perf_counter() + seconds
        event = XEvent()
        connection = self.xlib.XConnectionNumber(self.display)
        while True:
            while self.xlib.XPending(self.display):
                self.xlib.XNextEvent(self.display, ctypes.byref(event))
                self._note(launch, event)
            if until is not None and until():
                return True
            left = deadline - time.perf_counter()
            if left <= 0:
                return False
            if launch.process.poll() is not None:
                raise RuntimeError(f"the program ended (status {launch.process.returncode}): "
                                   f"{launch.process.stderr.read().decode(errors='replace')[-400:]}")
            select.select([connection], [], [], min(left, 0.05))

    def _note(self, launch: Launch, event: XEvent) -> None:
        now = launch.now()
        if event.type == CREATE_NOTIFY:
            window = event.xcreate.window
            handle = self.damage.XDamageCreate(self.display, window, DAMAGE_REPORT_RAW_RECTANGLES)
            launch._damages[handle] = window  # noqa: SLF001
        elif event.type == MAP_NOTIFY and not event.xmap.override_redirect:
            launch.maps.setdefault(event.xmap.window, now)
            if launch.mapped is None:
                launch.mapped, launch.window = now, event.xmap.window
        elif event.type == self.damage_notify:
            damage = event.xdamage
            window = launch._damages.get(damage.damage, damage.drawable)  # noqa: SLF001
            launch.drawn.setdefault(window, now)
            if window == launch.window:
                if launch.painted is None:
                    launch.painted, launch.painted_ms = now, damage.timestamp
                    launch.cpu_at_paint = processor_seconds(launch.process.pid)
                area = damage.area
                launch.drawings.append(Drawing(now, damage.timestamp, area.x, area.y,
                                               area.width, area.height))

    def stop(self, launch: Launch) -> None:
        if launch in self.running:
            self.running.remove(launch)
        if launch.process.poll() is None:
            launch.process.kill()
        launch.process.wait()
        launch.process.stderr.close()

    # ------------------------------------------------------------ looking and clicking
    def size(self, window: int) -> tuple[int, int]:
        root, x, y = ctypes.c_ulong(), ctypes.c_int(), ctypes.c_int()
        width, height, border, depth = (ctypes.c_uint() for _ in range(4))
        self.xlib.XGetGeometry(self.display, window, ctypes.byref(root), ctypes.byref(x),
                               ctypes.byref(y), ctypes.byref(width), ctypes.byref(height),
                               ctypes.byref(border), ctypes.byref(depth))
        return width.value, height.value

    def box_in(self, window: int, outer: int) -> tuple[int, int, int, int]:
        """Where ``window`` lies in ``outer``'s coordinates: x, y, width, height."""
        x, y, child = ctypes.c_int(), ctypes.c_int(), ctypes.c_ulong()
        self.xlib.XTranslateCoordinates(self.display, window, outer, 0, 0, ctypes.byref(x),
                                        ctypes.byref(y), ctypes.byref(child))
        return (x.value, y.value, *self.size(window))

    def picture(self, window: int) -> Picture | None:
        """What the window shows now (None if it is gone)."""
        width, height = self.size(window)
        if not width or not height:
            return None
        image = self.xlib.XGetImage(self.display, window, 0, 0, width, height, ALL_PLANES, Z_PIXMAP)
        if not image:
            return None
        try:
            contents = image.contents
            if contents.bits_per_pixel != 32:
                raise RuntimeError(f"pictures of {contents.bits_per_pixel}-bit pixels are not read")
            return Picture(width, height,
                           ctypes.string_at(contents.data, contents.bytes_per_line * height),
                           contents.bytes_per_line)
        finally:
            self.xlib.XDestroyImage(image)

    def press(self, window: int, x: int, y: int) -> None:
        """Move the pointer to (x, y) of ``window`` and press the left button (XTEST)."""
        root_x, root_y, child = ctypes.c_int(), ctypes.c_int(), ctypes.c_ulong()
        self.xlib.XTranslateCoordinates(self.display, window, self.root, x, y,
                                        ctypes.byref(root_x), ctypes.byref(root_y),
                                        ctypes.byref(child))
        self.xtest.XTestFakeMotionEvent(self.display, -1, root_x.value, root_y.value, 0)
        self.xtest.XTestFakeButtonEvent(self.display, 1, True, 0)
        self.xlib.XFlush(self.display)

    def release(self) -> None:
        """Release the left button where the pointer is: a press, then this, is a click."""
        self.xtest.XTestFakeButtonEvent(self.display, 1, False, 0)
        self.xlib.XFlush(self.display)

    def close(self) -> None:
        for launch in list(self.running):
            self.stop(launch)
        if self.display:
            self.xlib.XCloseDisplay(self.display)
            self.display = None
        if self.server.poll() is None:
            self.server.terminate()
        self.server.wait()
        shutil.rmtree(self.home, ignore_errors=True)

    def __enter__(self) -> "XDisplay":
        return self

    def __exit__(self, *_exception: object) -> None:
        self.close()
