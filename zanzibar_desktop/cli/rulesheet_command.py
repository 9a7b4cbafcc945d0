"""``zanzibar rulesheet``: the printable rule sheet as a PDF, without opening a window."""

import argparse
import os
import sys

from ..engine.errors import StorageError
from ..engine.presets import load_rules
from .arguments import UsageError
from .output import one_line


def register(subcommands: argparse._SubParsersAction) -> None:
    parser = subcommands.add_parser("rulesheet", help="write the rule sheet of some rules as PDF")
    parser.add_argument("--rules", required=True, metavar="PRESET|FILE")
    parser.add_argument("--lang", choices=("en", "fr"), default="en")
    parser.add_argument("--page", choices=("a4", "letter"), default="a4")
    parser.add_argument("--players", default="", help="names printed on the sheet, comma-separated")
    parser.add_argument("-o", "--output", required=True, metavar="FILE.pdf")
    parser.set_defaults(run=run)


def check_output(path: str) -> None:
    """Refuse an output that cannot be written before the sheet is rendered (and never make
    a missing folder: a typo in it should not leave folders about)."""
    folder = os.path.dirname(path) or "."
    if not path:
        raise UsageError("-o needs the name of a file to write, such as rules.pdf")
    if os.path.isdir(path):
        raise UsageError(f"{path} is a folder; give the name of a file to write, such as rules.pdf")
    if os.path.exists(path) and not os.path.isfile(path):
        raise UsageError(f"{path} is a device or a pipe, not a file")
    if not os.path.isdir(folder):
        reason = f"{folder} is not a folder" if os.path.exists(folder) else (
            f"the folder {folder} does not exist")
        raise UsageError(f"cannot write {path}: {reason}")
    if not os.access(folder, os.W_OK) or (os.path.exists(path) and not os.access(path, os.W_OK)):
        raise UsageError(f"cannot write {path}: permission denied")


def run(arguments: argparse.Namespace) -> int:
    rules = load_rules(arguments.rules)
    check_output(arguments.output)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no window, no display needed
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QGuiApplication

    from ..i18n import install_language
    from ..rulesheet.content import rule_sheet_html
    from ..rulesheet.pdf import write_pdf

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    if not install_language(arguments.lang):
        raise UsageError(f"the {arguments.lang} translation is not built: run make translations")
    players = [name.strip() for name in arguments.players.split(",") if name.strip()]
    html = rule_sheet_html(rules, QCoreApplication.translate, players)
    try:
        write_pdf(html, arguments.output, arguments.page)
    except StorageError as error:
        raise UsageError(f"could not write {arguments.output}: {error}") from None
    finally:
        install_language("en")
    del app
    print(one_line(f"{arguments.output}: rule sheet of {rules.name} ({arguments.lang})"))
    return 0
