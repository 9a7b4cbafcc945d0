"""Prints issue 23's targets: how soon the table is on screen, and what the player meets
right after. Nothing is asserted; every figure is printed with its target, one line each.

Every program runs on a private Xvfb display and is watched from outside
(``x_first_window.py``): first paint is the first drawing into its top-level window (the
first XDamage event on it). In one run, interleaved, the order rotating each round, a
warm-up round first (not counted), then ``--rounds`` (≥ 8) counted rounds of:

- a bare PySide6 QMainWindow of the table's size (1100×740);
- the floor: a PySide6 table of the same kinds of widget as the game's first frame and
  nothing else (``programs.FLOOR``): what any PySide6 program drawing such a table pays;
- GNOME Tali (Debian's ``tali``; skipped, saying so, when it is not installed);
- Zanzibar Desktop (``python -m zanzibar_desktop``), each start with a fresh data folder
  (``ZANZIBAR_DESKTOP_HOME``): a first run (an empty folder); a returning player (the
  settings of someone who played before, and the autosave of an unfinished game, so the
  "Resume?" question comes); the history dock left open (``history_open``, and a saved game
  given as the argument, so the chart has something to show).

Ratios are medians of the per-round ratios. Targets: ≤ 1.25× bare and ≤ 1.3× Tali, first
run and returning player; ≤ 1.5× bare with the history dock open, its chart drawn within
300 ms of the first paint.

Also printed:
- whether the first frame is the real table: a picture of the window at its first drawing
  and one a second later, the share of pixels that differ and where (boxes, in window
  pixels, with the parts of the window they fall on);
- the "Resume?" question drawn, in ms after the first paint (≤ 250); a Throw click at first
  paint + 250 ms starting the dice (≤ 50 ms), and the worst frame interval of that first
  throw's animation (median over ``--throws`` starts, ≤ 20 ms); the Hint clicked at paint +
  250 ms on screen (≤ 50 ms); all with a saved game given as the argument, at the player's
  choice after a first throw;
- the memory (VmRSS) after 3 s idle of the returning player's copy and of the bare window
  (≤ 85 MB);
- with ``make dist``'s one-folder build: its first paint against a bare PySide6 window frozen
  the same way (built in build/bare-first-paint the first time, as ``installer_sizes.py``
  builds its bare window): ≤ 1.35×. Skipped, saying so, without the build.

Where the buttons and the table lie in the window is asked of the program once per layout,
by starting it the same way with a probe that reports its widgets' rectangles (the clicks
and the drawings are then read in those rectangles). The Python programs start with their
bytecode cached, as an installed copy has it (``programs.PYCACHE``).
"""

import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from installer_sizes import freeze  # beside this file
from programs import BARE, FLOOR, PYCACHE, ROOT, SHOW
from x_first_window import Drawing, Launch, Picture, XDisplay

sys.path.insert(0, str(ROOT))

TALI = Path("/usr/games/tali")
ROUNDS = 8
THROWS = 10
HINTS = 5
PICTURES = 3
IDLE_SECONDS = 3.0
CLICK_AFTER = 0.25  # seconds after the first paint
PRESS_SECONDS = 0.1  # from pressing a button to releasing it
# Drawings this close to the first one belong to the first frame (Qt's first frame comes as
# two drawings of the whole window, one ms apart on the X server's clock).
ONE_FRAME_MS = 2
FROZEN = ROOT / "dist" / "zanzibar-desktop"
FROZEN_BARE = ROOT / "build" / "bare-first-paint"
SEED = 23
PLAYERS = (("Ann", None), ("Marcel", "expert"), ("Josette", "regular"))
# Where the probe finds the window's parts (the window's own names) and what to call them.
PARTS = {"tray": "felt", "turn_label": "heading", "message": "message",
         "throw_button": "Throw", "stop_button": "Stop", "skip_button": "Skip",
         "hint_button": "Hint", "history_dock": "history dock", "menuBar": "menu bar",
         "save_status": "save bar", "records_status": "records bar"}
PROBE = '''
import json, os, runpy, sys
from PySide6.QtCore import QPoint, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

PARTS = {parts!r}
run = QApplication.exec


def report():
    window = next(w for w in QApplication.topLevelWidgets()
                  if isinstance(w, QMainWindow) and w.isVisible())
    areas = {{}}
    for name in PARTS:
        widget = getattr(window, name, None)
        widget = widget() if callable(widget) else widget
        if widget is not None and widget.isVisible():
            corner = widget.mapTo(window, QPoint(0, 0))
            areas[name] = [corner.x(), corner.y(), widget.width(), widget.height()]
    with open(os.environ["FIRST_PAINT_PROBE"], "w") as stream:
        json.dump(areas, stream)
    QApplication.instance().exit(0)


def exec_then_report(*_):
    QTimer.singleShot(1500, report)
    return run()


QApplication.exec = exec_then_report
sys.argv = ["zanzibar-desktop", *sys.argv[1:]]
runpy.run_module("zanzibar_desktop", run_name="__main__", alter_sys=True)
'''

Box = tuple[int, int, int, int]  # x, y, width, height in the window


@dataclass
class Program:
    command: list[str]
    home: Path | None = None  # the data folder copied fresh for each start
    arguments: list[str] = field(default_factory=list)
    python: bool = True


@dataclass
class Seen:
    """One start of one program."""

    painted: float
    mapped: float
    cpu: float | None = None  # processor seconds used by then (all threads)
    pictures: tuple[Picture, Picture] | None = None
    question: float | None = None  # the Resume? question drawn, seconds after the paint
    question_box: Box | None = None  # where a question (another window) lies over it
    picture_late: float = 0.0  # the first picture taken, seconds after the first drawing
    drawn_before_picture: list[Drawing] = field(default_factory=list)  # between the two
    chart: float | None = None  # the history chart's last drawing, seconds after the paint
    rss_mb: float | None = None


class Bench:
    def __init__(self, display: XDisplay) -> None:
        self.display = display
        self.starts = 0

    def environment(self, program: Program) -> dict[str, str]:
        environment = dict(PYCACHE) if program.python else {}
        if program.home is not None:
            self.starts += 1
            fresh = self.display.home / f"start-{self.starts}"
            shutil.copytree(program.home, fresh)
            environment["ZANZIBAR_DESKTOP_HOME"] = str(fresh)
        return environment

    def start(self, program: Program) -> Launch:
        environment = self.environment(program)
        arguments = [argument.format(home=environment.get("ZANZIBAR_DESKTOP_HOME", ""))
                     for argument in program.arguments]
        return self.display.launch(program.command + arguments, cwd=ROOT, environment=environment)

    def probe(self, program: Program) -> dict[str, Box]:
        """The rectangles of the window's parts, in the state ``program`` starts in."""
        environment = self.environment(program)
        answer = self.display.home / f"probe-{self.starts}.json"
        environment["FIRST_PAINT_PROBE"] = str(answer)
        arguments = [argument.format(home=environment["ZANZIBAR_DESKTOP_HOME"])
                     for argument in program.arguments]
        done = subprocess.run([sys.executable, "-c", PROBE.format(parts=PARTS), *arguments],
                              cwd=ROOT, env={**self.display.environment, **environment},
                              timeout=60, capture_output=True, text=True, check=False)
        if not answer.exists():  # the figures that need the layout say they are skipped
            print(f"  (the probe found no window: {done.stderr.strip()[-300:]})")
            return {}
        return {name: tuple(box) for name, box in json.loads(answer.read_text()).items()}


# ---------------------------------------------------------------- the player's files
def seeded_game():  # noqa: ANN201 - a Game, at the human's choice after a first throw
    """A real seeded Zanzibar game played by the engine's players until Ann (seat 0, the
    human) has thrown once in a later round and may throw again or stop."""
    from zanzibar_desktop.engine import coach
    from zanzibar_desktop.engine.ai.base import apply_decision
    from zanzibar_desktop.engine.ai.levels import make_player
    from zanzibar_desktop.engine.ai.view import table_view
    from zanzibar_desktop.engine.game import Game
    from zanzibar_desktop.engine.players import PlayerSpec
    from zanzibar_desktop.engine.presets import preset_rules

    game = Game(preset_rules("zanzibar"), [PlayerSpec(name, level) for name, level in PLAYERS],
                seed=SEED)
    players = [make_player("regular", SEED, seat) for seat in range(len(PLAYERS))]
    while not game.over:
        view = table_view(game)
        if (game.current == 0 and len(game.actions) >= 8 and coach.is_decision(view)
                and game.can_throw()):
            return game
        apply_decision(game, players[game.current].decide(view))
    raise RuntimeError(f"seed {SEED} never came to the human's choice")


def player_homes(folder: Path) -> dict[str, Path]:
    """Data folders: a first run's (empty), a returning player's (settings and an autosave),
    the history dock left open's and one with a game to open (settings and a saved game)."""
    from zanzibar_desktop.storage.autosave import Autosave
    from zanzibar_desktop.storage.saves import write_game
    from zanzibar_desktop.storage.settings import Settings, TableSeat, save_settings

    game = seeded_game()
    table = [TableSeat(name, level) for name, level in PLAYERS]
    homes = {name: folder / name for name in ("first run", "returning", "history", "game")}
    for name, home in homes.items():
        home.mkdir(parents=True)
        if name == "first run":
            continue
        (home / "config").mkdir()
        (home / "data").mkdir()
        save_settings(Settings(language="en", last_rules="zanzibar", last_table=table,
                               history_open=name == "history"), home / "config" / "settings.json")
        if name == "returning":
            Autosave(home / "data" / "autosave.zanzibar").write(game)
        else:
            write_game(game, home / "partie.zanzibar")
    return homes


# ---------------------------------------------------------------- pictures
def differences(first: Picture, second: Picture, left_out: Box | None = None,
                cell: int = 8) -> tuple[float, list[Box]]:
    """The share of pixels that differ between two pictures of a window, and boxes around
    the places that differ (differing pixels up to two cells apart share a box); pixels in
    ``left_out`` are not compared."""
    import numpy

    def pixels(picture: Picture):  # noqa: ANN202
        rows = numpy.frombuffer(picture.pixels, numpy.uint32).reshape(
            picture.height, picture.stride // 4)
        return rows[:, :picture.width] & 0xFFFFFF

    if (first.width, first.height) != (second.width, second.height):
        return 1.0, [(0, 0, second.width, second.height)]
    mask = pixels(first) != pixels(second)
    if left_out is not None:
        x, y, width, height = left_out
        mask[max(y, 0):max(y + height, 0), max(x, 0):max(x + width, 0)] = False
    height, width = mask.shape
    rows, columns = -(-height // cell), -(-width // cell)
    padded = numpy.zeros((rows * cell, columns * cell), bool)
    padded[:height, :width] = mask
    cells = padded.reshape(rows, cell, columns, cell).any(axis=(1, 3))
    seen = numpy.zeros_like(cells)
    boxes = []
    for row, column in zip(*numpy.nonzero(cells), strict=True):
        if seen[row, column]:
            continue
        seen[row, column] = True
        stack, group = [(row, column)], []
        while stack:
            here = stack.pop()
            group.append(here)
            for down in range(-2, 3):
                for across in range(-2, 3):
                    r, c = here[0] + down, here[1] + across
                    if 0 <= r < rows and 0 <= c < columns and cells[r, c] and not seen[r, c]:
                        seen[r, c] = True
                        stack.append((r, c))
        top, bottom = min(r for r, _ in group) * cell, (max(r for r, _ in group) + 1) * cell
        left, right = min(c for _, c in group) * cell, (max(c for _, c in group) + 1) * cell
        inside = mask[top:bottom, left:right]
        ys, xs = numpy.nonzero(inside)
        boxes.append((int(left + xs.min()), int(top + ys.min()),
                      int(xs.max() - xs.min()) + 1, int(ys.max() - ys.min()) + 1))
    boxes.sort(key=lambda box: -box[2] * box[3])
    return float(mask.mean()), boxes


def save_ppm(picture: Picture, path: Path) -> None:
    """A picture as a binary PPM file (any image viewer opens it; ``convert`` makes a PNG)."""
    import numpy

    pixels = numpy.frombuffer(picture.pixels, numpy.uint8).reshape(
        picture.height, picture.stride // 4, 4)[:, :picture.width, 2::-1]  # BGRX to RGB
    path.write_bytes(f"P6 {picture.width} {picture.height} 255\n".encode() + pixels.tobytes())


def overlap(a: Box, b: Box) -> int:
    width = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    height = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return max(width, 0) * max(height, 0)


def where(box: Box, areas: dict[str, Box]) -> str:
    """The window's parts a box falls on, the most covered first."""
    covered = sorted(((overlap(box, area), PARTS.get(name, name)) for name, area in areas.items()
                      if overlap(box, area)), reverse=True)
    return "/".join(name for _, name in covered) or "elsewhere"


def describe(pictures: list[tuple[Picture, Picture]], areas: dict[str, Box],
             left_out: Box | None = None) -> str:
    shares, boxes = [], []
    for first, second in pictures:
        share, boxes = differences(first, second, left_out)
        shares.append(share)
    listed = "; ".join(f"{x},{y} {width}×{height} ({where((x, y, width, height), areas)})"
                       for x, y, width, height in boxes[:8])
    more = f"; and {len(boxes) - 8} more" if len(boxes) > 8 else ""
    return (f"{statistics.median(shares) * 100:.2f}% of pixels differ (median of "
            f"{len(shares)}); in the last start: {listed or 'nowhere'}{more}")


# ---------------------------------------------------------------- one start
def rss_mb(launch: Launch) -> float | None:
    try:
        status = Path(f"/proc/{launch.process.pid}/status").read_text()
    except OSError:
        return None
    kilobytes = next((int(line.split()[1]) for line in status.splitlines()
                      if line.startswith("VmRSS:")), None)
    return None if kilobytes is None else kilobytes / 1024


def wait_until(display: XDisplay, launch: Launch, seconds_after_paint: float) -> None:
    display.follow(launch, launch.painted + seconds_after_paint - launch.now())


def paint_once(bench: Bench, name: str, program: Program, picture: bool,
               areas: dict[str, Box]) -> Seen:
    """Start ``program``, note its first paint and what ``name`` needs besides."""
    display = bench.display
    launch = bench.start(program)
    try:
        seen = Seen(launch.painted, launch.mapped, launch.cpu_at_paint)
        first = display.picture(launch.window) if picture else None
        if first is not None:  # how late it was taken, and whether anything was drawn since
            taken = launch.now()
            display.follow(launch, 0)
            seen.picture_late = taken - launch.painted
            seen.drawn_before_picture = [
                d for d in launch.drawings
                if launch.painted_ms + ONE_FRAME_MS < d.server_ms
                <= launch.painted_ms + seen.picture_late * 1000]
        if name == "returning":  # the Resume? question: a second top-level window drawn
            display.follow(launch, 5.0, until=lambda: bool(launch.windows_drawn_after_main()))
            drawn = launch.windows_drawn_after_main()
            if drawn:
                question = min(drawn, key=drawn.get)
                seen.question = drawn[question] - launch.painted
                seen.question_box = display.box_in(question, launch.window)
        if first is not None:
            wait_until(display, launch, 1.0)
            second = display.picture(launch.window)
            if second is not None:
                seen.pictures = (first, second)
            drawn = launch.windows_drawn_after_main()  # a question over the window
            if drawn and seen.question_box is None:
                seen.question_box = display.box_in(min(drawn, key=drawn.get), launch.window)
        if name == "history" and "history_dock" in areas:
            wait_until(display, launch, 2.0)
            dock = [d for d in launch.drawings if d.meets(areas["history_dock"])]
            if dock:
                seen.chart = (max(d.server_ms for d in dock) - launch.painted_ms) / 1000
        if name in ("returning", "bare"):
            wait_until(display, launch, IDLE_SECONDS)
            seen.rss_mb = rss_mb(launch)
        return seen
    finally:
        display.stop(launch)


def click_once(bench: Bench, program: Program, areas: dict[str, Box], button: str,
               watch_for: float) -> tuple[float | None, list[int]]:
    """Start ``program`` (a game at the table) and click ``button``, released at first paint
    + 250 ms; the seconds from the release to the first drawing on the felt, and the X
    server's times (ms) of the felt's drawings from then on, for ``watch_for`` seconds.

    The button is pressed 100 ms before (a click's usual length): the press takes the
    keyboard focus from the felt, which redraws it; the button acts on the release."""
    display = bench.display
    launch = bench.start(program)
    try:
        wait_until(display, launch, CLICK_AFTER - PRESS_SECONDS)
        x, y, width, height = areas[button]
        display.press(launch.window, x + width // 2, y + height // 2)
        wait_until(display, launch, CLICK_AFTER)
        released = launch.now()
        display.release()
        display.follow(launch, watch_for)
        felt = [d for d in launch.drawings if d.seconds >= released and d.meets(areas["tray"])]
        if not felt:
            return None, []
        return felt[0].seconds - released, sorted({d.server_ms for d in felt})
    finally:
        display.stop(launch)


def worst_interval(frames: list[int], animation_ms: float) -> float | None:
    """The longest gap between the felt's frames during the throw's animation (ms)."""
    frames = [frame for frame in frames if frames and frame <= frames[0] + animation_ms]
    if len(frames) < 2:
        return None
    return max(later - earlier for earlier, later in zip(frames, frames[1:], strict=False))


# ---------------------------------------------------------------- printing
def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


def median_ratio(times: dict[str, list[float]], name: str, against: str) -> float:
    return statistics.median(a / b for a, b in zip(times[name], times[against], strict=True))


def interleaved(bench: Bench, programs: dict[str, Program], rounds: int,
                areas: dict[str, dict[str, Box]]) -> dict[str, list[Seen]]:
    """Every program once a round, in an order rotating each round; the first round (not
    counted) warms the disk cache and writes the bytecode cache."""
    seen: dict[str, list[Seen]] = {name: [] for name in programs}
    names = list(programs)
    for round_ in range(rounds + 1):
        shift = round_ % len(names)
        for name in names[shift:] + names[:shift]:
            result = paint_once(bench, name, programs[name], False, areas.get(name, {}))
            if round_:
                seen[name].append(result)
        print(f"  (round {round_} of {rounds} done{', warm-up' if not round_ else ''})",
              file=sys.stderr, flush=True)
    return seen


def report_paints(seen: dict[str, list[Seen]], rounds: int) -> None:
    times = {name: [s.painted for s in results] for name, results in seen.items()}
    print(f"first paint (first drawing into the window on Xvfb; medians of {rounds} rounds, "
          f"interleaved, ratios the medians of the per-round ratios):")
    for name, label in (("bare", "bare PySide6 window"), ("tali", "GNOME Tali"),
                        ("floor", "PySide6 table, the frame's widgets and nothing else")):
        if name in seen:
            mapped = statistics.median(s.mapped for s in seen[name])
            line = f"  {label}: {ms(statistics.median(times[name]))} (mapped at {ms(mapped)})"
            if name == "floor":
                line += f"; ÷ bare {median_ratio(times, name, 'bare'):.2f}"
            print(line)
    for name, label, bare_target, tali_target in (
            ("first run", "Zanzibar, first run", 1.25, 1.3),
            ("returning", "Zanzibar, returning player", 1.25, 1.3),
            ("history", "Zanzibar, history dock open", 1.5, None)):
        mapped = statistics.median(s.mapped for s in seen[name])
        line = (f"  {label}: {ms(statistics.median(times[name]))} (mapped at {ms(mapped)}); "
                f"÷ bare {median_ratio(times, name, 'bare'):.2f} (target ≤ {bare_target})")
        if tali_target is not None and "tali" in seen:
            line += f", ÷ Tali {median_ratio(times, name, 'tali'):.2f} (target ≤ {tali_target})"
        line += f", ÷ the PySide6 table {median_ratio(times, name, 'floor'):.2f}"
        print(line)
    report_processor(seen)


def report_processor(seen: dict[str, list[Seen]]) -> None:
    """The processor time each program had used by its first paint: the wall-clock figures
    above move with whatever else the machine runs; these much less."""
    cpu = {name: [s.cpu for s in results] for name, results in seen.items()}
    if not all(value is not None for values in cpu.values() for value in values):
        print("processor time to first paint: not measured (no /proc/PID/task/*/schedstat)")
        return
    print("processor time used by the first paint (all threads; medians, ratios the medians "
          "of the per-round ratios):")
    for name, label in (("bare", "bare PySide6 window"), ("tali", "GNOME Tali"),
                        ("floor", "PySide6 table, nothing else"),
                        ("first run", "Zanzibar, first run"),
                        ("returning", "Zanzibar, returning player"),
                        ("history", "Zanzibar, history dock open")):
        if name not in cpu:
            continue
        line = f"  {label}: {ms(statistics.median(cpu[name]))}"
        if name != "bare":
            line += f"; ÷ bare {median_ratio(cpu, name, 'bare'):.2f}"
        if name not in ("bare", "floor", "tali"):
            line += f", ÷ the PySide6 table {median_ratio(cpu, name, 'floor'):.2f}"
        print(line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=ROUNDS, help="counted rounds (≥ 8)")
    parser.add_argument("--throws", type=int, default=THROWS, help="starts for the first throw")
    parser.add_argument("--hints", type=int, default=HINTS, help="starts for the first hint")
    parser.add_argument("--pictures", type=Path, metavar="FOLDER",
                        help="keep the last pictures of each start there (PPM files)")
    parser.add_argument("--no-frozen", action="store_true", help="leave the frozen build out")
    parser.add_argument("--dist", type=Path, default=FROZEN,
                        help="the one-folder build (default: dist/zanzibar-desktop)")
    options = parser.parse_args()
    if options.rounds < ROUNDS:
        print(f"({options.rounds} rounds: a trial run; issue 23's figures take at least {ROUNDS})")
    if shutil.which("Xvfb") is None:
        print("first paint: skipped (needs Xvfb: apt-get install xvfb)")
        return

    def interrupted(*_: object) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, interrupted)  # cleaned up as on Ctrl-C
    load = os.getloadavg()[0]
    with XDisplay() as display:
        bench = Bench(display)
        run(bench, options)
    print(f"load average (1 minute) {load:.2f} at the start, {os.getloadavg()[0]:.2f} at the end; "
          f"{os.cpu_count()} processors")


def run(bench: Bench, options: argparse.Namespace) -> None:
    display = bench.display
    homes = player_homes(Path(tempfile.mkdtemp(prefix="homes-", dir=display.home)))
    python = [sys.executable]
    zanzibar = [*python, "-m", "zanzibar_desktop"]
    game = ["{home}/partie.zanzibar"]
    programs = {"bare": Program([*python, "-c", SHOW.format(make_window=BARE)]),
                "floor": Program([*python, "-c", SHOW.format(make_window=FLOOR)])}
    if TALI.exists():
        programs["tali"] = Program([str(TALI)], python=False)
    else:
        print(f"GNOME Tali: skipped (not installed at {TALI}: apt-get install tali)")
    programs["first run"] = Program(zanzibar, homes["first run"])
    programs["returning"] = Program(zanzibar, homes["returning"])
    programs["history"] = Program(zanzibar, homes["history"], game)
    at_table = Program(zanzibar, homes["game"], game)
    areas = {"first run": bench.probe(programs["first run"]),
             "history": bench.probe(programs["history"]), "game": bench.probe(at_table)}
    seen = interleaved(bench, programs, options.rounds, areas)
    report_paints(seen, options.rounds)
    report_first_frames(bench, seen, programs, areas, options.pictures)
    report_after_paint(bench, seen, at_table, areas["game"], options)
    if options.no_frozen:
        print("frozen build: left out (--no-frozen)")
    else:
        frozen(bench, options.rounds, homes, options.dist / "zanzibar-desktop")


def report_first_frames(bench: Bench, seen: dict[str, list[Seen]], programs: dict[str, Program],
                        areas: dict[str, dict[str, Box]], keep: Path | None) -> None:
    """Pictures in starts of their own (a picture holds the X server for some ms)."""
    print(f"first frame against one a second later ({PICTURES} more starts each; target: they "
          f"differ only where the dice, the hint and the message change):")
    for name, label in (("first run", "first run"), ("returning", "returning player"),
                        ("history", "history dock open, a game given to open (seated after "
                                    "the first paint, so the felt changes)")):
        layout = dict(areas["history" if name == "history" else "first run"])
        results = [paint_once(bench, name, programs[name], True, layout) for _ in range(PICTURES)]
        pictures = [result.pictures for result in results if result.pictures]
        if not pictures:
            print(f"  {label}: no pictures (the window was gone)")
            continue
        question = results[-1].question_box
        note = ""
        if question is not None:  # what the other window hides is not the window's own
            layout["the other window"] = question
            note = (f" (another window, a question, drawn over it at {question[0]},{question[1]} "
                    f"{question[2]}×{question[3]}, left out)")
        if keep is not None:
            keep.mkdir(parents=True, exist_ok=True)
            for picture, when in zip(pictures[-1], ("first", "a-second-later"), strict=True):
                save_ppm(picture, keep / f"{name.replace(' ', '-')}-{when}.ppm")
        late = statistics.median(result.picture_late for result in results)
        others = [d for result in results for d in result.drawn_before_picture]
        drawn = max(len(result.drawn_before_picture) for result in results)
        largest = max(others, key=lambda d: d.width * d.height, default=None)
        print(f"  {label}{note}: {describe(pictures, layout, question)}; the first picture "
              f"taken a median {ms(late)} after the first drawing, with at most {drawn} other "
              f"rectangle{'s' if drawn != 1 else ''} drawn before it" + (
                  "" if largest is None else f" (the largest {largest.width}×{largest.height} "
                  f"at {largest.x},{largest.y}, "
                  f"{where((largest.x, largest.y, largest.width, largest.height), layout)})"))
    charts = [s.chart for s in seen["history"] if s.chart is not None]
    if charts:
        print(f"  history chart drawn (the last drawing in the dock within 2 s): median "
              f"{ms(statistics.median(charts))} after the first paint (target ≤ 300 ms)")
    else:
        print("  history chart: not measured (the probe found no history dock)")


def report_after_paint(bench: Bench, seen: dict[str, list[Seen]], at_table: Program,
                       areas: dict[str, Box], options: argparse.Namespace) -> None:
    print("right after the paint:")
    questions = [s.question for s in seen["returning"] if s.question is not None]
    if questions:
        print(f"  Resume? question drawn: median {ms(statistics.median(questions))} after the "
              f"first paint, worst {ms(max(questions))} (target ≤ 250 ms)")
    else:
        print("  Resume? question: never drawn within 5 s of the first paint (target ≤ 250 ms)")
    missing = [PARTS[name] for name in ("tray", "throw_button", "hint_button") if name not in areas]
    if missing:
        print(f"  Throw, first throw and first hint: skipped (the probe found no {', '.join(missing)} "
              f"with a game at the table)")
        return
    from zanzibar_desktop.ui.table.dice_tray import BASE_DURATION, STAGGER

    animation_ms = (BASE_DURATION["normal"] + 2 * STAGGER) * 1000
    starts, worst = [], []
    for _ in range(options.throws):
        start, frames = click_once(bench, at_table, areas, "throw_button", 2.0)
        if start is not None:
            starts.append(start)
            interval = worst_interval(frames, animation_ms)
            if interval is not None:
                worst.append(interval)
    if starts:
        print(f"  Throw clicked at paint + 250 ms, dice moving: median {ms(statistics.median(starts))}"
              f", worst {ms(max(starts))} after the click ({len(starts)} starts; target ≤ 50 ms)")
    else:
        print("  Throw clicked at paint + 250 ms: the felt never moved")
    if worst:
        print(f"  first throw's worst frame interval: median {statistics.median(worst):.0f} ms "
              f"over {len(worst)} starts, worst {max(worst):.0f} ms (target ≤ 20 ms)")
    hints = [click_once(bench, at_table, areas, "hint_button", 0.5)[0] for _ in range(options.hints)]
    hints = [hint for hint in hints if hint is not None]
    if hints:
        print(f"  first hint, Hint clicked at paint + 250 ms: median {ms(statistics.median(hints))}"
              f", worst {ms(max(hints))} to the felt's first drawing ({len(hints)} starts; "
              f"target ≤ 50 ms)")
    else:
        print("  first hint: the felt never changed after the click")
    for name, label in (("returning", "returning player (Resume? asked)"),
                        ("bare", "bare PySide6 window")):
        sizes = [s.rss_mb for s in seen[name] if s.rss_mb is not None]
        if sizes:
            target = " (target ≤ 85 MB)" if name == "returning" else ""
            print(f"  memory after {IDLE_SECONDS:.0f} s idle, {label}: VmRSS median "
                  f"{statistics.median(sizes):.0f} MB{target}")


def frozen(bench: Bench, rounds: int, homes: dict[str, Path], program: Path) -> None:
    if not program.exists():
        print(f"frozen build: skipped (no {program}: run make dist first)")
        return
    bare_program = FROZEN_BARE / "dist" / "bare-first-paint" / "bare-first-paint"
    source, script = SHOW.format(make_window=BARE), FROZEN_BARE / "bare_first_paint.py"
    if not bare_program.exists() or not script.exists() or script.read_text() != source:
        print("frozen build: freezing the bare window first (build/bare-first-paint)", flush=True)
        freeze(source, "bare-first-paint", FROZEN_BARE)
    programs = {"bare": Program([str(bare_program)], python=False),
                "first run": Program([str(program)], homes["first run"],
                                     python=False),
                "returning": Program([str(program)], homes["returning"],
                                     python=False)}
    seen = interleaved(bench, programs, rounds, {})
    times = {name: [s.painted for s in results] for name, results in seen.items()}
    print(f"frozen build ({program.parent}) against a bare PySide6 window frozen the same way "
          f"({rounds} rounds): bare {ms(statistics.median(times['bare']))}")
    for name in ("first run", "returning"):
        print(f"  frozen, {name}: {ms(statistics.median(times[name]))}; ÷ frozen bare "
              f"{median_ratio(times, name, 'bare'):.2f} (target ≤ 1.35)")


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        sys.exit(130)
