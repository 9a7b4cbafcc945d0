"""Entry point of the ``zanzibar`` console command and its subcommand table.

The command never shows a traceback: every failure is one printable line on stderr,
``zanzibar: error: …`` (« zanzibar : erreur : … » in French), with exit status 2. The
language (``--lang`` anywhere on the line, else the system's) is installed before the
parser is built, so that argparse's usage, help and errors are in it too
(``argparse_words.py``). A reader that stops
early (``| head``) ends the command quietly with status 141, as a Unix tool killed by SIGPIPE
would; Ctrl-C gives 130. A standard output that cannot be written (closed, a full disk)
is one line on stderr and status 2; text the output's encoding cannot hold is transliterated.
"""

import argparse
import contextlib
import errno
import os
import re
import sys
import textwrap
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ..engine.errors import EngineError
from ..i18n import tr_text
from ..interrupt import INTERRUPTED_STATUS, install, raising
from . import (
    hands_command,
    odds_command,
    practice_command,
    review_command,
    rules_command,
    rulesheet_command,
    simulate_command,
    stats_command,
)
from .argparse_words import argparse_speaking
from .arguments import UsageError, quoted
from .language import add_language_option, read_language, speaking
from .output import OutputError, guarded_output, one_line

COMMANDS = (rules_command, hands_command, odds_command, simulate_command, rulesheet_command,
            review_command, stats_command, practice_command)
DRAWING_COMMANDS = ("rulesheet",)  # they draw a PDF: a QGuiApplication
ERROR_STATUS = 2
BROKEN_PIPE_STATUS = 128 + 13  # SIGPIPE


class _Formatter(argparse.HelpFormatter):
    """argparse's help, its lines never broken inside a word that holds a hyphen: a value
    to type (``zanzibar-kids``, ``6-6-2``) stays whole."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        text = re.sub(r"\s+", " ", text, flags=re.ASCII).strip()  # no-break spaces kept
        return textwrap.wrap(text, width, break_on_hyphens=False)


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args, **options) -> None:  # noqa: ANN002, ANN003
        options.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **options)

    def error(self, message: str) -> None:  # one line, not argparse's usage block
        raise UsageError(message)

    def _check_value(self, action: argparse.Action, value: object) -> None:
        """argparse's check, its choices between the language's quotes (argparse quotes
        them with Python's ``repr`` before any translation)."""
        if action.choices is not None and value not in action.choices:
            raise argparse.ArgumentError(action, argparse._(
                "invalid choice: %(value)r (choose from %(choices)s)") % {
                "value": value, "choices": ", ".join(quoted(str(choice))
                                                     for choice in action.choices)})


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="zanzibar", description=QCoreApplication.translate(
        "Cli", "Zanzibar and 421 from the command line."))
    add_language_option(parser)
    subcommands = parser.add_subparsers(
        dest="command", required=True, parser_class=_Parser,
        metavar=QCoreApplication.translate("Cli", "COMMAND"),
        help=QCoreApplication.translate("Cli", "one of these, each with its own --help:"))
    for command in COMMANDS:
        command.register(subcommands)
    for subcommand in subcommands.choices.values():  # --lang after the subcommand too
        add_language_option(subcommand)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    with contextlib.ExitStack() as language, guarded_output():  # errors are reported in
        try:  # the chosen language
            with raising():  # Ctrl-C: KeyboardInterrupt, the cleanups run (interrupt.py)
                status = _run(argv, language)
            sys.stdout.flush()  # a closed pipe shows up here rather than at exit
            return status
        except BrokenPipeError:
            _drop_stdout()
            return BROKEN_PIPE_STATUS
        except OutputError as error:
            _drop_stdout()  # what is left in its buffer must not fail again at exit
            return _report(_output_failure(error))
        except KeyboardInterrupt:
            return INTERRUPTED_STATUS
        except EngineError as error:
            return _report(tr_text(error.text))
        except UsageError as error:
            return _report(error)
        except MemoryError:
            return _report(QCoreApplication.translate("Cli", "out of memory"))
        except Exception as error:  # last resort: still one line, never a traceback
            return _report(QCoreApplication.translate("Cli", "unexpected {kind}: {error}").format(
                kind=type(error).__name__, error=error))


def _run(argv: Sequence[str] | None, language: contextlib.ExitStack) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    chosen, command = read_language(argv)
    language.enter_context(speaking(chosen, draws=command in DRAWING_COMMANDS))
    try:
        with argparse_speaking():
            arguments = build_parser().parse_args(argv)
    except SystemExit as done:  # --help was printed; its output is flushed like any other
        return int(done.code or 0)
    return arguments.run(arguments)


def _output_failure(error: OutputError) -> str:
    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return QCoreApplication.translate("Cli", "cannot write the output: the disk is full")
    if error.errno == errno.EBADF:
        return QCoreApplication.translate("Cli", "cannot write the output: it is closed")
    return QCoreApplication.translate("Cli", "cannot write the output: {reason}").format(
        reason=os.strerror(error.errno) if error.errno else str(error))


def _report(message: object) -> int:
    """Print the one error line every failure ends in; the status to exit with."""
    if sys.stderr is not None:  # stderr closed too: the status is left
        with contextlib.suppress(OSError, ValueError):
            print(error_line(one_line(message)), file=sys.stderr, flush=True)
    return ERROR_STATUS


def error_line(message: str) -> str:
    """``zanzibar: error: message`` in the installed language. Whatever said it (argparse,
    the command, the engine, which writes whole sentences for its dialogs), the message
    goes on the line after « error: » as argparse's own do: its first word in lower case
    (a word all in capitals or a path is left as it is), no full stop at its end."""
    first = re.match(r"[^\W\d_]+", message)
    if first and first.group()[0].isupper() and first.group()[1:] == first.group()[1:].lower():
        message = message[:1].lower() + message[1:]
    if message.endswith(".") and not message.endswith(".."):
        message = message[:-1]
    return QCoreApplication.translate("Cli", "zanzibar: error: {message}").format(message=message)


def _drop_stdout() -> None:
    """Point stdout at devnull so the interpreter's last flush cannot fail on the closed pipe
    (the recipe of Python's signal documentation)."""
    with contextlib.suppress(OSError, ValueError):  # stdout is not a real file (tests capture it)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def run() -> None:
    install(event_loop=False)  # for ``python -m``; the installed script starts in entry.zanzibar
    sys.exit(main())


if __name__ == "__main__":
    run()
