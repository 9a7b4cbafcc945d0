"""What the command prints: text from outside the program (file names, paths, names kept in
the records) made safe for one terminal line, and the standard streams made to fail in one
clear way.

* A name printed from a file loses its control characters (terminal escapes among them),
  and a player's name in a sentence is bidi-isolated (``isolated``).
* Characters the terminal's encoding cannot show (``PYTHONIOENCODING=ascii``) are
  transliterated (``é`` → ``e``, ``«`` → ``"``) or become ``?``; never an error.
* A standard output that cannot be written — closed (``>&-``), on a full disk, a device
  error — raises :class:`OutputError`, reported on one line like any other failure; a
  closed pipe stays a ``BrokenPipeError`` (status 141, as ``| head`` expects).
"""

import codecs
import contextlib
import errno
import io
import sys
import unicodedata
from collections.abc import Iterator

from ..engine.text import INVISIBLE_MARKS, isolated, printable

TRANSLITERATE = "zanzibar-transliterate"
_SPELLED = {"«": '"', "»": '"', "“": '"', "”": '"', "‘": "'", "’": "'", "…": "...",
            "–": "-", "—": "-", "·": "-", "×": "x", "\u00a0": " ", "\u202f": " ",
            "≥": ">=", "≤": "<=", "±": "+/-"}


def one_line(text: object) -> str:
    """``text`` safe for one terminal line: line breaks become spaces, and control characters
    (terminal escapes among them) and lone surrogates are dropped."""
    return printable(" ".join(str(text).splitlines()))


def shown_name(name: str) -> str:
    """A player's name read from a file, as it goes into a printed line: no control
    character, isolated from the text around it (a right-to-left name does not turn the
    rest of the line around)."""
    return isolated(one_line(name))


def shortened(text: str, most: int = 100) -> str:
    """A name typed on the command line echoed back in an error line: at most ``most``
    characters, the middle elided."""
    if len(text) <= most:
        return text
    half = (most - 1) // 2
    return f"{text[:half]}…{text[-half:]}"


def _transliterate(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    spelled = []
    for character in error.object[error.start:error.end]:
        if character in INVISIBLE_MARKS:  # only for bidi-aware terminals
            continue
        plain = _SPELLED.get(character)
        if plain is None:
            decomposed = unicodedata.normalize("NFKD", character)
            plain = "".join(part for part in decomposed if part.isascii()) or "?"
        try:
            plain.encode(error.encoding)
        except (UnicodeError, LookupError):
            plain = "?"
        spelled.append(plain)
    return "".join(spelled), error.end


codecs.register_error(TRANSLITERATE, _transliterate)


class OutputError(Exception):
    """The standard output could not be written; ``reason`` is the system's word for why."""

    def __init__(self, error: OSError | None) -> None:
        super().__init__(str(error))
        self.errno = None if error is None else error.errno


class _Guarded:
    """A standard stream whose failures (other than a closed pipe) become OutputError."""

    def __init__(self, stream) -> None:  # noqa: ANN001
        self._stream = stream

    def _call(self, method: str, *args):  # noqa: ANN002, ANN202
        return self._guarded(lambda stream: getattr(stream, method)(*args))

    def _guarded(self, action):  # noqa: ANN001, ANN202
        if self._stream is None:  # closed before the command started (``>&-``)
            raise OutputError(OSError(errno.EBADF, "closed"))
        try:
            return action(self._stream)
        except BrokenPipeError:
            raise
        except (OSError, ValueError) as error:  # ValueError: "I/O operation on closed file"
            raise OutputError(error if isinstance(error, OSError)
                              else OSError(errno.EBADF, str(error))) from error

    def write(self, text: str) -> int:
        return self._call("write", text)

    def write_bytes(self, data: bytes) -> None:
        """``data`` (a PDF) as they are, after the text written before, guarded the same."""
        def write(stream) -> None:  # noqa: ANN001
            stream.flush()
            stream.buffer.write(data)
            stream.buffer.flush()

        self._guarded(write)

    def writelines(self, lines) -> None:  # noqa: ANN001
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        self._call("flush")

    def fileno(self) -> int:
        if self._stream is None:
            raise OSError(errno.EBADF, "closed")
        try:
            return self._stream.fileno()
        except AttributeError:  # a stream in memory
            raise io.UnsupportedOperation("fileno") from None

    def isatty(self) -> bool:
        return self._stream is not None and self._stream.isatty()

    def __getattr__(self, name: str):  # noqa: ANN204 - encoding, errors, buffer…
        return getattr(self._stream, name)


def _forgiving(stream) -> None:  # noqa: ANN001
    """Let ``stream`` write what its encoding cannot hold, transliterated."""
    with contextlib.suppress(AttributeError, ValueError, LookupError):
        if stream is not None and stream.errors == "strict":
            stream.reconfigure(errors=TRANSLITERATE)


@contextlib.contextmanager
def guarded_output() -> Iterator[None]:
    """For the command's run: stdout (and stderr) transliterate what they cannot encode,
    and stdout's failures raise :class:`OutputError`."""
    _forgiving(sys.stdout)
    _forgiving(sys.stderr)
    stdout = sys.stdout
    sys.stdout = _Guarded(stdout)
    try:
        yield
    finally:
        sys.stdout = stdout
