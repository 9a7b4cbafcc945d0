"""``zanzibar rulesheet``: the printable rule sheet as a PDF, without opening a window.

The sheet is written in the language of ``--lang`` (the option every command takes; the
system's language by default). ``-o -`` writes it to standard output (a pipe or a file,
never a terminal), its line of report then going to standard error.
"""

import argparse
import os
import sys

from PySide6.QtCore import QCoreApplication

from ..engine.presets import rules_title
from ..i18n import tr_text
from ..storage.errors import StorageError
from ..storage.rules_files import load_rules
from .arguments import UsageError, add_rules_option
from .language import current_language
from .output import one_line


def register(subcommands: argparse._SubParsersAction) -> None:
    words = QCoreApplication.translate("CliRulesheet", "write the printable rules as a PDF")
    parser = subcommands.add_parser("rulesheet", help=words, description=words)
    add_rules_option(parser)
    parser.add_argument("--page", choices=("a4", "letter"), default="a4",
                        help=QCoreApplication.translate(
                            "CliRulesheet", "the paper size (default: a4)"))
    parser.add_argument("--players", default="",
                        metavar=QCoreApplication.translate("CliRulesheet", "NAME,NAME[,…]"),
                        help=QCoreApplication.translate(
                            "CliRulesheet", "names printed on the sheet, comma-separated"))
    parser.add_argument("-o", "--output", required=True,
                        metavar=QCoreApplication.translate("CliRulesheet", "FILE.pdf"),
                        help=QCoreApplication.translate(
                            "CliRulesheet", "the PDF file to write (- for standard output)"))
    parser.set_defaults(run=run)  # main.DRAWING_COMMANDS: the PDF is drawn on a QGuiApplication


STANDARD_OUTPUT = "-"


def check_output(path: str) -> None:
    """Refuse an output that cannot be written before the sheet is rendered (and never make
    a missing folder: a typo in it should not leave folders about)."""
    if path == STANDARD_OUTPUT:
        if sys.stdout.isatty():
            raise UsageError(QCoreApplication.translate(
                "CliRulesheet", "a PDF is not for the terminal: send standard output to a "
                "file or a program (-o - > rules.pdf), or give a file with -o"))
        return
    folder = os.path.dirname(path) or "."
    if not path:
        raise UsageError(QCoreApplication.translate(
            "CliRulesheet", "-o needs the name of a file to write, such as rules.pdf"))
    if os.path.isdir(path):
        raise UsageError(QCoreApplication.translate(
            "CliRulesheet", "{file} is a folder; give the name of a file to write, such as rules.pdf"
        ).format(file=path))
    if os.path.exists(path) and not os.path.isfile(path):
        raise UsageError(QCoreApplication.translate(
            "CliRulesheet", "{file} is a device or a pipe, not a file").format(file=path))
    if not os.path.isdir(folder):
        if os.path.exists(folder):
            reason = QCoreApplication.translate(
                "CliRulesheet", "{folder} is not a folder").format(folder=folder)
        else:
            reason = QCoreApplication.translate(
                "CliRulesheet", "the folder {folder} does not exist").format(folder=folder)
        raise UsageError(QCoreApplication.translate(
            "CliRulesheet", "cannot write {file}: {reason}").format(file=path, reason=reason))
    if not os.access(folder, os.W_OK) or (os.path.exists(path) and not os.access(path, os.W_OK)):
        raise UsageError(QCoreApplication.translate(
            "CliRulesheet", "cannot write {file}: permission denied").format(file=path))


def run(arguments: argparse.Namespace) -> int:
    """Runs with ``--lang``'s translation installed on a QGuiApplication (see ``main``)."""
    rules = load_rules(arguments.rules)
    check_output(arguments.output)
    from ..rulesheet.pdf import write_pdf

    players = [name.strip() for name in arguments.players.split(",") if name.strip()]
    title = rules_title(rules.name, QCoreApplication.translate)
    if arguments.output == STANDARD_OUTPUT:
        from ..rulesheet.pdf import pdf_bytes

        sys.stdout.write_bytes(pdf_bytes(rules, arguments.page, players))  # output.guarded_output
        print(one_line(QCoreApplication.translate(
            "CliRulesheet", "standard output: rule sheet of {name} ({language})").format(
            name=title, language=current_language())), file=sys.stderr)
        return 0
    try:
        write_pdf(rules, arguments.output, arguments.page, players)
    except StorageError as error:
        raise UsageError(QCoreApplication.translate(
            "CliRulesheet", "could not write {file}: {reason}").format(
            file=arguments.output, reason=tr_text(error.text))) from None
    print(one_line(QCoreApplication.translate("CliRulesheet", "{file}: rule sheet of {name} ({language})")
                   .format(file=arguments.output, name=title, language=current_language())))
    return 0
