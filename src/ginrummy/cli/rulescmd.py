"""``ginrummy rules``: the rule presets, or every option of one with its value and help."""

from __future__ import annotations

import argparse
import sys
from typing import IO, TYPE_CHECKING, Any

from ginrummy.cli.common import CliError, build_rules, new_parser, preset_name, write_json
from ginrummy.rules import OPTION_HELP, PRESET_HELP, PRESETS, Rules

if TYPE_CHECKING:
    from ginrummy.cli.common import Subparsers

__all__ = ["add_parser", "run"]

_EPILOG = """\
Options marked * differ from the standard preset. Any option can be changed in
simulate and play with --rule KEY=VALUE (true/false for switches; whole numbers
in ASCII digits, within the range each option's help gives: a game to at most
10000 points, bonuses up to 1000, at most 10000 turns a hand).

--json: without NAME {"presets": [{"name", "description", "system", "options"}]};
with NAME {"name", "description", "system", "options": {KEY: VALUE},
"option_help": {KEY: TEXT}}.

examples:
  ginrummy rules
  ginrummy rules hollywood
  ginrummy rules oklahoma --rule oklahoma_spades_double=true --json
"""


def add_parser(sub: Subparsers) -> None:
    """Register the subcommand."""
    p = new_parser(
        sub,
        "rules",
        "list the rule presets or show one preset's options",
        "List the rule presets (variants), or show every option of one preset with its "
        "value and what it does.",
        _EPILOG,
    )
    p.add_argument("name", nargs="?", metavar="NAME", help="a preset to show in full")
    p.add_argument("--rule", action="append", metavar="KEY=VALUE",
                   help="show the preset with this option changed (repeatable; needs NAME)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(run=run)


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _list(out: IO[str]) -> None:
    width = max(len(name) for name in PRESETS) + 2
    out.write("Rule presets ('ginrummy rules NAME' shows every option of one):\n")
    for name in PRESETS:
        out.write(f"  {name:<{width}}{PRESET_HELP.get(name, '')}\n")


def _show(name: str, rules: Rules, out: IO[str]) -> None:
    out.write(f"{name}: {PRESET_HELP.get(name, '')}\n")
    out.write(f"system: {rules.system}\n\n")
    standard = Rules().to_dict()
    values = rules.to_dict()
    key_width = max(len(k) for k in values) + 2
    value_width = max(len(_value(v)) for v in values.values()) + 2
    for key, value in values.items():
        mark = "*" if standard[key] != value else " "
        help_text = OPTION_HELP.get(key, "")
        out.write(f"{key:<{key_width}}{_value(value):<{value_width}}{mark} {help_text}\n")
    out.write("(* differs from the standard preset)\n")


def run(args: argparse.Namespace) -> int:
    """Run ``ginrummy rules``."""
    name: str | None = args.name
    if name is None:
        if args.rule:
            raise CliError("--rule needs the NAME of a preset to change")
        if args.json:
            presets = [
                {
                    "name": key,
                    "description": PRESET_HELP.get(key, ""),
                    "system": rules.system,
                    "options": rules.to_dict(),
                }
                for key, rules in PRESETS.items()
            ]
            write_json({"presets": presets}, sys.stdout)
        else:
            _list(sys.stdout)
        return 0
    key = preset_name(name)
    rules = build_rules(key, args.rule)
    if args.json:
        write_json(
            {
                "name": key,
                "description": PRESET_HELP.get(key, ""),
                "system": rules.system,
                "options": rules.to_dict(),
                "option_help": dict(OPTION_HELP),
            },
            sys.stdout,
        )
    else:
        _show(key, rules, sys.stdout)
    return 0
