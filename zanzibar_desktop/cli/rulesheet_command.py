"""``zanzibar rulesheet``: the printable rule sheet as a PDF, without opening a window."""

import argparse
import os
import sys

from ..engine.presets import load_rules
from .arguments import UsageError


def register(subcommands: argparse._SubParsersAction) -> None:
    parser = subcommands.add_parser("rulesheet", help="write the rule sheet of some rules as PDF")
    parser.add_argument("--rules", required=True, metavar="PRESET|FILE")
    parser.add_argument("--lang", choices=("en", "fr"), default="en")
    parser.add_argument("--page", choices=("a4", "letter"), default="a4")
    parser.add_argument("--players", default="", help="names printed on the sheet, comma-separated")
    parser.add_argument("-o", "--output", required=True, metavar="FILE.pdf")
    parser.set_defaults(run=run)


def run(arguments: argparse.Namespace) -> int:
    rules = load_rules(arguments.rules)
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
    finally:
        install_language("en")
    del app
    if not os.path.getsize(arguments.output):
        raise UsageError(f"could not write {arguments.output}")
    print(f"{arguments.output}: rule sheet of {rules.name} ({arguments.lang})")
    return 0
