"""``zanzibar rules PRESET`` prints a preset as a rules file; ``--check FILE`` validates one."""

import argparse
import sys

from PySide6.QtCore import QCoreApplication

from ..engine.presets import PRESETS, preset_rules
from ..engine.rules import rules_warnings
from ..i18n import tr_text
from ..storage.rules_files import load_rules
from .output import one_line


def register(subcommands: argparse._SubParsersAction) -> None:
    words = QCoreApplication.translate("CliRules", "print a preset as a rules file, or check a "
                                       "rules file")
    parser = subcommands.add_parser("rules", help=words, description=words)
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("preset", nargs="?", metavar=QCoreApplication.translate("CliRules", "PRESET"),
                       help=QCoreApplication.translate(
                           "CliRules", "a preset name: {names}").format(names=", ".join(PRESETS)))
    group.add_argument("--check", metavar=QCoreApplication.translate("Cli", "FILE"),
                       help=QCoreApplication.translate("CliRules", "validate a rules file"))
    parser.set_defaults(run=run)


def run(arguments: argparse.Namespace) -> int:
    if arguments.check:
        rules = load_rules(arguments.check)
        print(one_line(QCoreApplication.translate("CliRules", "{file}: valid rules ({family}, {name})")
                       .format(file=arguments.check, family=rules.family, name=rules.name)))
        for warning in rules_warnings(rules):
            print(one_line(QCoreApplication.translate("Cli", "zanzibar: warning: {message}").format(
                message=tr_text(warning))), file=sys.stderr)
        return 0
    # A rules file, the same in every language.
    print(preset_rules(arguments.preset).to_json(), end="")
    return 0
