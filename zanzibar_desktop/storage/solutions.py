"""The Master's solved parties on disk, so that a table is solved once (issue 26).

A solution depends on the rules' options (not their name), on the solver's format and on
the file's: its file is named after a digest of them, so rules changed or a new format
simply find no file and the table is solved again. Each file starts with a header (this
format's magic word, the digest, the SHA-256 of the body) checked on reading, and the
solver's bytes carry the rules they solve and are checked in their turn (issue 32): a file
cut short or damaged (any byte), from another version, solved for other rules or holding
anything but chances is refused — set aside beside itself
(``NAME.bad``, as every bad file is), logged, said once to the player, and solved again;
never played. A cache entry that is not a regular file (a pipe, a device, a link, a folder)
is set aside without being opened: a pipe with no writer would hold the reader for ever.
The folder is a cache (the platform's cache folder): it is kept under ``limit`` bytes by
removing the solutions used least recently.

A cache that cannot be read or written never stops a game: ``load`` then finds nothing,
``store`` says why it could not keep the solution (a ``Text``) and the game plays on with
the solution in memory.

The presets' solutions also ship with the game (:class:`ShippedSolutions`, package data in
``preset_solutions/`` made by ``tools/build_solutions.py``): files named and headed exactly
as the cache's, so a Master at a preset's table (or at rules that differ from one only by
name) plays from its first move, with no solve. They are read only: never written, trimmed
or removed. One that fails its check (a build left stale by a new format) is logged and
passed over, and the partie is solved and kept in the cache folder as for any rules.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import stat
import struct
from collections.abc import Callable
from pathlib import Path

from ..engine.errors import EngineError
from ..engine.partie.at_hand import KnownSolutions
from ..engine.partie.cost import solve_seconds, too_long
from ..engine.partie.solvers import Cancelled, Progress, solver_for, unsolved_reason
from ..engine.partie.stored import OtherRulesError
from ..engine.presets import PRESETS
from ..engine.rules import Rules
from ..engine.text import QT_TRANSLATE_NOOP, Text
from .atomic import failure_reason, write_bytes_atomically
from .errors import StorageError
from .paths import cache_dir, set_aside

logger = logging.getLogger(__name__)

MAGIC = b"ZANZIBAR-SOLUTION-2\n"
# The file's own format (its magic word, the key, the body's SHA-256), in the key too: a file
# of another one (an older version's cache) is never found, simply solved again.
FILE_FORMAT = 2
SUFFIX = ".solution"
LIMIT = 200 * 1024 * 1024  # bytes: the presets' solutions fit many times over
SHIPPED = Path(__file__).resolve().parent / "preset_solutions"  # package data
# What a solver's ``from_bytes`` raises on bytes that are not one of its solutions (the
# rules inside them that do not read are an EngineError).
UNREADABLE = (ValueError, KeyError, TypeError, struct.error, EngineError)

# Why a kept solution is refused, in the player's words (the log has the details).
NOT_A_FILE = QT_TRANSLATE_NOOP("Master", "it is not an ordinary file")
OTHER_RULES = QT_TRANSLATE_NOOP("Master", "it was worked out for other rules")
DAMAGED = QT_TRANSLATE_NOOP("Master", "it is damaged")
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(
    os, "O_NOFOLLOW", 0)  # a pipe swapped in after the check still cannot hold the reader


class SolutionRefusedError(Exception):
    """A kept solution was refused (and set aside when it could be): ``text`` says so to the
    player, once; the partie is solved again."""

    def __init__(self, text: Text) -> None:
        super().__init__(text.render())
        self.text = text


def refusal_reason(error: Exception) -> Text:
    """Why a solution's bytes were refused, in the player's words."""
    return OTHER_RULES if isinstance(error, OtherRulesError) else DAMAGED


def digest(kind: str, format_version: int, rules: Rules) -> str:
    """What a solution depends on: the solver (its kind and format), the file's format and
    the rules' options."""
    facts = json.dumps({"kind": kind, "format": format_version, "file": FILE_FORMAT,
                        "options": rules.options()}, sort_keys=True)
    return hashlib.sha256(facts.encode("utf-8")).hexdigest()[:32]


def header(key: str) -> bytes:
    """What a solution's file starts with: this format's magic word, then its key."""
    return MAGIC + key.encode("ascii") + b"\n"


def framed(key: str, body: bytes) -> bytes:
    """A solution's file: its header, the SHA-256 of ``body`` (a line of hex), ``body``."""
    return header(key) + hashlib.sha256(body).hexdigest().encode("ascii") + b"\n" + body


def unframed(key: str, data: bytes) -> bytes:
    """The body of the solution file ``data`` kept under ``key``; ValueError unless its
    header is this format's for ``key`` and the body is the one its SHA-256 names (any
    byte changed, any cut: refused)."""
    head = header(key)
    if not data.startswith(head):
        raise ValueError("its header is not this version's for its name")
    end = data.find(b"\n", len(head))
    if end < 0 or data[len(head):end] != hashlib.sha256(data[end + 1:]).hexdigest().encode():
        raise ValueError("it is damaged: its body is not the one its header names")
    return data[end + 1:]


class SolutionCache:
    """Solutions kept in ``folder`` (the platform's cache folder by default)."""

    def __init__(self, folder: Path | None = None, limit: int = LIMIT) -> None:
        self.folder = folder if folder is not None else cache_dir() / "solutions"
        self.limit = limit

    def path(self, key: str) -> Path:
        return self.folder / f"{key}{SUFFIX}"

    def load(self, key: str) -> bytes | None:
        """The solution kept under ``key``, or None (never kept, or unreadable: a folder that
        cannot be read). :class:`SolutionRefusedError` when the entry is no regular file, or
        its header or checksum does not match: it is set aside first."""
        path = self.path(key)
        try:
            if not stat.S_ISREG(path.lstat().st_mode):  # never opened: a pipe would hold us
                raise self.refuse(key, "it is not a regular file", NOT_A_FILE)
            data = _read_regular(path)
        except OSError:
            return None
        if data is None:
            raise self.refuse(key, "it is not a regular file", NOT_A_FILE)
        try:
            body = unframed(key, data)
        except ValueError as error:
            raise self.refuse(key, str(error), DAMAGED) from None
        with contextlib.suppress(OSError):  # used now: the last to go when trimmed
            os.utime(path)
        return body

    def store(self, key: str, solution: bytes) -> Text | None:
        """Keep ``solution`` under ``key``; None when kept, else why not (the game goes on
        with the solution in memory)."""
        path = self.path(key)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            with contextlib.suppress(FileNotFoundError):
                if not stat.S_ISREG(path.lstat().st_mode):  # one that could not be set aside
                    return NOT_A_FILE  # never written through: a pipe would hold the writer
            write_bytes_atomically(path, framed(key, solution))
        except StorageError as error:
            return error.text
        except OSError as error:
            return failure_reason(error)
        self.trim()
        return None

    def refuse(self, key: str, why: str, reason: Text) -> SolutionRefusedError:
        """The entry kept under ``key`` is not played: set aside beside itself (renamed as
        it is, never opened) and logged; the error that says so to the player (``why``: the
        log's details, ``reason``: the player's words). An entry that cannot be moved (a
        read-only folder) is left where it is and said the same way."""
        path = self.path(key)
        moved = set_aside(path)
        logger.warning("the kept solution %s is refused, the partie will be solved again: %s; "
                       "%s", path, why, f"set aside as {moved}" if moved else "left as it is")
        if moved is None:
            return SolutionRefusedError(QT_TRANSLATE_NOOP(
                "Master", "The solution kept for these rules is not used: {reason}.")
                .with_args(reason=reason))
        return SolutionRefusedError(QT_TRANSLATE_NOOP(
            "Master", "The solution kept for these rules was set aside as {name}: {reason}.")
            .with_args(name=moved.name, reason=reason))

    def trim(self) -> None:
        """Remove the solutions used least recently until the folder holds ``limit`` bytes
        at most."""
        try:
            files = [(entry.lstat(), entry) for entry in self.folder.iterdir()
                     if entry.suffix == SUFFIX]
        except OSError:
            return
        files = [(facts.st_mtime, facts.st_size, entry) for facts, entry in files
                 if stat.S_ISREG(facts.st_mode)]
        total = sum(size for _, size, _ in files)
        for _, size, entry in sorted(files, key=lambda item: item[0]):
            if total <= self.limit:
                break
            if self._drop(entry):
                total -= size

    @staticmethod
    def _drop(path: Path) -> bool:
        try:
            path.unlink()
        except OSError:
            return False
        return True


def _read_regular(path: Path) -> bytes | None:
    """The bytes of the regular file at ``path``; None when what is there is not one after
    all (swapped since it was looked at: opened without waiting, never read)."""
    descriptor = os.open(path, _OPEN_FLAGS)
    with os.fdopen(descriptor, "rb") as stream:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            return None
        return stream.read()


class ShippedSolutions:
    """The presets' solutions shipped in ``folder`` (the package's ``preset_solutions``):
    read only. A file that fails its check, or whose solution will not load, is logged and
    passed over for the rest of the process (the partie is solved as if it were absent),
    and left as it is."""

    _passed_over: set[Path] = set()  # one warning a file, not one a hint

    def __init__(self, folder: Path = SHIPPED) -> None:
        self.folder = folder

    def path(self, key: str) -> Path:
        return self.folder / f"{key}{SUFFIX}"

    def keys(self) -> list[str]:
        """The keys of every solution shipped (present, whether or not it would load)."""
        try:
            return sorted(entry.stem for entry in self.folder.iterdir()
                          if entry.suffix == SUFFIX and entry.is_file())
        except OSError:
            return []

    def load(self, key: str, preset: str | None = None) -> bytes | None:
        """The solution shipped under ``key``, or None (none shipped, or one passed over).
        ``preset``: the preset whose rules these are, whose table should be there (its
        absence is a build left stale, and logged)."""
        path = self.path(key)
        if path in self._passed_over:
            return None
        try:
            if not stat.S_ISREG(path.lstat().st_mode):
                self.pass_over(key, "it is not a regular file")
                return None
            data = _read_regular(path)
        except FileNotFoundError:
            if preset is not None:
                self.pass_over(key, f"the preset {preset!r} has no table under its digest "
                               "(a stale build: tools/build_solutions.py makes them)")
            return None  # the usual case: rules that are no preset's
        except OSError as error:
            self.pass_over(key, f"it cannot be read ({error})")
            return None
        if data is None:
            self.pass_over(key, "it is not a regular file")
            return None
        try:
            return unframed(key, data)
        except ValueError as error:
            self.pass_over(key, f"{error} (a stale or damaged build)")
            return None

    def pass_over(self, key: str, why: str) -> None:
        """The solution shipped under ``key`` is not used in this process, and the log says
        why (the file stays as the package has it)."""
        path = self.path(key)
        self._passed_over.add(path)
        logger.warning("the shipped solution %s is passed over, the partie will be solved: %s",
                       path, why)


def _preset_of(rules: Rules) -> str | None:
    """The preset with these options (its table ships with the game), if any."""
    options = rules.options()
    return next((name for name, preset in PRESETS.items()
                 if preset.rules.options() == options), None)


def cached_solution(rules: Rules, cache: SolutionCache | None = None,
                    shipped: ShippedSolutions | None = None,
                    refused: Callable[[Text], None] | None = None) -> object | None:
    """The solution of ``rules`` shipped with the game (a preset's) or kept in the cache
    folder; None otherwise. Only a solution of these very rules, holding chances, is
    taken: a kept one that is not (or any entry that is no regular file) is set aside, to
    be solved again, and ``refused`` is told why in the player's words (once: it is no
    longer there the next time); a shipped one is passed over (and logged), never touched.

    Shipped before kept: a shipped solution under the same digest is the one a solve would
    give, so the cache folder could only hold a copy of it; reading it first makes a
    preset's table independent of the cache folder (missing, unreadable, or trimmed) and
    keeps the presets out of that folder."""
    solver = solver_for(rules)
    if solver is None:
        return None
    solution = None
    key = digest(solver.kind, solver.format_version, rules)
    shipped = shipped if shipped is not None else ShippedSolutions()
    data = shipped.load(key, _preset_of(rules))
    if data is not None:
        try:
            solution = solver.from_bytes(data, rules)
        except UNREADABLE as error:
            shipped.pass_over(key, f"its solution does not load ({error})")
    if solution is None:
        cache = cache if cache is not None else SolutionCache()
        try:
            data = cache.load(key)
            if data is None:
                return None
            try:
                solution = solver.from_bytes(data, rules)
            except UNREADABLE as error:
                raise cache.refuse(key, str(error), refusal_reason(error)) from None
        except SolutionRefusedError as refusal:
            if refused is not None:
                refused(refusal.text)
            return None
    return solution


def keep_solution(rules: Rules, solution: object,
                  cache: SolutionCache | None = None) -> Text | None:
    """Keep ``solution`` in the cache folder; None when kept, else why it could not be (the
    solution is played all the same)."""
    solver = solver_for(rules)
    cache = cache if cache is not None else SolutionCache()
    return cache.store(digest(solver.kind, solver.format_version, rules),
                       solver.to_bytes(solution))


class NotWorkedOutError(Exception):
    """The partie is not worked out: no solver plays it, or its solve was estimated past the
    longest started (``seconds``, the estimate). ``reason``: why, in the player's words (None:
    these rules have no exact solution at all)."""

    def __init__(self, reason: Text | None, seconds: float | None = None) -> None:
        super().__init__(reason.render() if reason is not None else "no exact solution")
        self.reason = reason
        self.seconds = seconds


class Solutions:
    """The solutions of parties for one owner — the window's session, or one run of the
    command line: those in hand (``held``, the owner's, :meth:`known` reads them), then the
    shipped and the kept ones (:meth:`at_hand`); one just worked out is taken by
    :meth:`keep`. :meth:`obtain` is the whole way, written once: at hand, else worked out
    and kept (the command line calls it; the window's worker process too)."""

    def __init__(self, held: KnownSolutions | None = None, cache: SolutionCache | None = None,
                 shipped: ShippedSolutions | None = None) -> None:
        self.held = held if held is not None else KnownSolutions()
        self.cache = cache if cache is not None else SolutionCache()
        self.shipped = shipped if shipped is not None else ShippedSolutions()

    def known(self, rules: Rules) -> object | None:
        """The solution of ``rules`` in hand already, if any (never a file read)."""
        return self.held.known(rules)

    def at_hand(self, rules: Rules,
                refused: Callable[[Text], None] | None = None) -> object | None:
        """The solution of ``rules`` in hand, shipped or kept (:func:`cached_solution`,
        ``refused`` told of a kept one set aside), in hand from then on; None otherwise."""
        solution = self.held.known(rules)
        if solution is None:
            solution = cached_solution(rules, self.cache, self.shipped, refused)
            if solution is not None:
                self.held.remember(rules, solution)
        return solution

    def keep(self, rules: Rules, solution: object) -> Text | None:
        """``solution``, just worked out, in hand and kept in the cache folder; None when
        kept, else why it could not be (it is in hand all the same)."""
        self.held.remember(rules, solution)
        return keep_solution(rules, solution, self.cache)

    def obtain(self, rules: Rules, estimated: Callable[[float], None] | None = None,
               progress: Progress = None, cancelled: Cancelled = None,
               refused: Callable[[Text], None] | None = None) -> tuple[object, Text | None]:
        """The solution of ``rules`` at hand (:meth:`at_hand`), else worked out now and kept
        (:meth:`keep`): its time estimated first and said (``estimated``, in seconds), the
        solve started only when that is not too long, its ``progress`` said, stopped when
        ``cancelled`` (the solver's own error). With it, why it could not be kept (None:
        kept, or at hand already). :class:`NotWorkedOutError` when it is not worked out."""
        solution = self.at_hand(rules, refused)
        if solution is not None:
            return solution, None
        solver = solver_for(rules)
        if solver is None:
            raise NotWorkedOutError(unsolved_reason(rules))
        seconds = solve_seconds(rules)
        reason = too_long(seconds)
        if reason is not None:
            raise NotWorkedOutError(reason, seconds)
        if estimated is not None:
            estimated(seconds)
        solution = solver.solve(rules, progress, cancelled)
        return solution, self.keep(rules, solution)
