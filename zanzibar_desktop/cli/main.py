"""Entry point of the ``zanzibar`` console command and its subcommand table."""

import argparse
import sys
from collections.abc import Sequence

from ..engine.errors import EngineError
from . import hands_command, odds_command, rules_command, rulesheet_command, simulate_command
from .arguments import UsageError

COMMANDS = (rules_command, hands_command, odds_command, simulate_command, rulesheet_command)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, not argparse's usage block
        raise UsageError(message)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="zanzibar", description="Zanzibar and 421 from the command line.")
    subcommands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for command in COMMANDS:
        command.register(subcommands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        arguments = build_parser().parse_args(argv)
        return arguments.run(arguments)
    except UsageError as error:
        print(f"zanzibar: error: {error}", file=sys.stderr)
        return 2
    except EngineError as error:
        print(f"zanzibar: error: {error}", file=sys.stderr)
        return 2


def run() -> None:
    sys.exit(main())


if __name__ == "__main__":
    run()
