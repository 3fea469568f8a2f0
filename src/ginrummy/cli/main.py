"""``ginrummy``: argument parsing and subcommand dispatch.

Every error the user can cause ends the same way: one line
``ginrummy: error: ...`` on standard error and exit status 2, never a
traceback (argparse's usage errors included).  Which errors are the user's is
said once, by their base class :class:`~ginrummy.errors.GinRummyError`, whatever
layer raises them.  Set ``GINRUMMY_DEBUG=1`` to see the traceback of an
unexpected failure.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn

from ginrummy import __version__
from ginrummy.cli import (
    analyze,
    arena,
    connect,
    hint,
    play,
    replay,
    rulescmd,
    selfplay,
    serve,
    showdown,
    simulate,
    statscmd,
    verify,
)
from ginrummy.cli.atserver import AtServer
from ginrummy.cli.common import CliError, FaceLoader
from ginrummy.cli.play import FullScreen
from ginrummy.errors import GinRummyError, excerpt
from ginrummy.names import shown_name

__all__ = ["PROG", "build_parser", "main"]

PROG = "ginrummy"


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose usage errors are one line, raised as :class:`CliError`."""

    def error(self, message: str) -> NoReturn:
        command = self.prog.removeprefix(PROG).strip()
        where = f"{command}: " if command else ""
        raise CliError(f"{where}{_short(message)} (see '{self.prog} --help')")


def _short(message: str) -> str:
    """argparse's message with the user's words cut (errors.excerpt): it quotes an
    invalid choice whole, and lists unrecognized arguments as they were typed."""
    head, sep, rest = message.partition("unrecognized arguments: ")
    if sep:
        return f"{head}{sep}{rest if rest.isprintable() and len(rest) <= 40 else excerpt(rest)}"
    return re.sub(r"'((?:[^'\\]|\\.){41,})'", lambda m: excerpt(m.group(1)), message)


def build_parser() -> argparse.ArgumentParser:
    """The parser of the whole command, every subcommand included."""
    parser = Parser(
        prog=PROG,
        description="Gin Rummy, exactly: analyse hands, settle knocks, simulate and replay "
        "matches, list the rule presets, play against the computer.",
        epilog="Every command has --help. Errors print one line and exit with status 2.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    sub.required = True
    for module in (analyze, showdown, simulate, arena, selfplay, replay, verify, rulescmd, play,
                   hint, statscmd, serve, connect):
        module.add_parser(sub)
    return parser


#: The longest error line printed.  Every message quotes the user's input cut short
#: (errors.excerpt); this is the last guard, for a message that did not.
MAX_ERROR = 600


def _fail(message: str) -> int:
    # One line whatever the message holds (a record's text, a module's error...), and
    # no control or bidirectional character reaches the terminal (names.shown_name).
    line = shown_name(" ".join(message.split()), MAX_ERROR)
    print(f"{PROG}: error: {line}", file=sys.stderr)
    return 2


def main(argv: Sequence[str] | None = None, *, full_screen: FullScreen | None = None,
         at_server: AtServer | None = None, serve: FaceLoader | None = None,
         connect: FaceLoader | None = None, selfplay: FaceLoader | None = None) -> int:
    """Run the command with ``argv`` (default: ``sys.argv[1:]``); returns the exit status.

    ``full_screen`` starts the full-screen game for ``ginrummy play`` on a terminal,
    ``at_server`` the same game at a server's table (``play --server``), ``serve`` the
    game server, ``connect`` the terminal client and ``selfplay`` the research
    interfaces' self-play (``ginrummy.rl.selfplay``); the entry point
    (``ginrummy/__main__.py``) hands them in, so that the command line imports no
    other face (without the full-screen game, ``play`` needs ``--plain``)."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        args.full_screen = full_screen
        args.at_server = at_server
        args.serve = serve
        args.connect = connect
        args.selfplay = selfplay
        run: Callable[[argparse.Namespace], int] = args.run
        return run(args)
    except SystemExit as exc:  # --help and --version
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)
    except GinRummyError as exc:
        return _fail(str(exc))
    except KeyboardInterrupt:
        print(f"\n{PROG}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): stop quietly, and keep Python from
        # complaining again when it flushes stdout at exit.
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return 1
    except Exception as exc:
        if os.environ.get("GINRUMMY_DEBUG"):
            raise
        return _fail(
            f"internal error: {type(exc).__name__}: {exc}"
            " (run with GINRUMMY_DEBUG=1 for the traceback)"
        )


if __name__ == "__main__":
    sys.exit(main())
