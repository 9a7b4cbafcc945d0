"""The Master's solved parties on disk, so that a table is solved once (issue 26).

A solution depends on the rules' options (not their name) and on the solver's format: its
file is named after a digest of both, so rules changed or a new format simply find no file
and the table is solved again. Each file starts with a header (this cache's magic, the
digest) checked on reading: a file cut short, damaged or from another version is dropped
and solved again. The folder is a cache (the platform's cache folder): it is kept under
``limit`` bytes by removing the solutions used least recently.

A cache that cannot be read or written never stops a game: ``load`` then finds nothing,
``store`` says why it could not keep the solution (a ``Text``) and the game plays on with
the solution in memory.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from pathlib import Path

from ..engine.partie.solvers import known, remember, solver_for
from ..engine.rules import Rules
from ..engine.text import Text
from .atomic import failure_reason, write_bytes_atomically
from .errors import StorageError
from .paths import cache_dir

MAGIC = b"ZANZIBAR-SOLUTION\n"
SUFFIX = ".solution"
LIMIT = 200 * 1024 * 1024  # bytes: the presets' solutions fit many times over


def digest(kind: str, format_version: int, rules: Rules) -> str:
    """What a solution depends on: the solver (its kind and format) and the rules' options."""
    facts = json.dumps({"kind": kind, "format": format_version, "options": rules.options()},
                       sort_keys=True)
    return hashlib.sha256(facts.encode("utf-8")).hexdigest()[:32]


class SolutionCache:
    """Solutions kept in ``folder`` (the platform's cache folder by default)."""

    def __init__(self, folder: Path | None = None, limit: int = LIMIT) -> None:
        self.folder = folder if folder is not None else cache_dir() / "solutions"
        self.limit = limit

    def path(self, key: str) -> Path:
        return self.folder / f"{key}{SUFFIX}"

    def load(self, key: str) -> bytes | None:
        """The solution kept under ``key``, or None (never kept, damaged, unreadable)."""
        path = self.path(key)
        try:
            data = path.read_bytes()
        except OSError:
            return None
        header = MAGIC + key.encode("ascii") + b"\n"
        if not data.startswith(header):
            self._drop(path)  # another version's, or damaged: solved and written again
            return None
        with contextlib.suppress(OSError):  # used now: the last to go when trimmed
            os.utime(path)
        return data[len(header):]

    def store(self, key: str, solution: bytes) -> Text | None:
        """Keep ``solution`` under ``key``; None when kept, else why not (the game goes on
        with the solution in memory)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_bytes_atomically(self.path(key), MAGIC + key.encode("ascii") + b"\n"
                                   + solution)
        except StorageError as error:
            return error.text
        except OSError as error:
            return failure_reason(error)
        self.trim()
        return None

    def drop(self, key: str) -> None:
        """Forget the solution kept under ``key`` (it would not load: solved again)."""
        self._drop(self.path(key))

    def trim(self) -> None:
        """Remove the solutions used least recently until the folder holds ``limit`` bytes
        at most."""
        try:
            files = [(entry.stat().st_mtime, entry.stat().st_size, entry)
                     for entry in self.folder.iterdir()
                     if entry.suffix == SUFFIX and entry.is_file()]
        except OSError:
            return
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


def cached_solution(rules: Rules, cache: SolutionCache | None = None) -> object | None:
    """The solution of ``rules`` at hand: already in this process, or kept in the cache
    folder (then remembered for every Master seated under these rules); None otherwise. A
    kept file that will not load is dropped, to be solved again."""
    solution = known(rules)
    solver = solver_for(rules)
    if solution is not None or solver is None:
        return solution
    cache = cache if cache is not None else SolutionCache()
    key = digest(solver.kind, solver.format_version, rules)
    data = cache.load(key)
    if data is None:
        return None
    try:
        solution = solver.from_bytes(data)
    except (ValueError, KeyError):
        cache.drop(key)
        return None
    remember(rules, solution)
    return solution


def keep_solution(rules: Rules, solution: object,
                  cache: SolutionCache | None = None) -> Text | None:
    """Remember ``solution`` for this process and keep it in the cache folder; None when
    kept, else why it could not be (the solution is played all the same)."""
    remember(rules, solution)
    solver = solver_for(rules)
    cache = cache if cache is not None else SolutionCache()
    return cache.store(digest(solver.kind, solver.format_version, rules),
                       solver.to_bytes(solution))
