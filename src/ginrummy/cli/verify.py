"""``ginrummy verify``: check that every hand of a record was dealt from the deck
committed to before the deal (docs/server.md, "Fair shuffles").

A server shows every seat the SHA-256 of the deck and a salt before it deals,
and reveals both after the hand; the record keeps them.  This command hashes
each hand's deck and salt again (:func:`ginrummy.fairness.check_record`) and
replays the record (:func:`ginrummy.driver.replay`), so that a record passes only
when the game itself is sound too.  Unlike ``ginrummy replay``, a record that
fails is reported in full, hand by hand, with status 1: a failed verification
is the answer, not a usage error.  Status 2 is kept for what stops the command
before it can answer (a bad argument, a file that is not a JSON object).
"""

from __future__ import annotations

import argparse
import sys
from typing import IO, TYPE_CHECKING, Any

from ginrummy.cli.common import CliError, new_parser, shown_path, write_json
from ginrummy.driver import replay
from ginrummy.errors import quote
from ginrummy.fairness import MATCH, MISMATCH, NONE, HandCheck, check_record
from ginrummy.names import shown_name
from ginrummy.record import FORMAT, VERSIONS, RecordError, load_record

if TYPE_CHECKING:
    from ginrummy.cli.common import Subparsers

__all__ = ["add_parser", "run", "verify_report"]

_EPILOG = """\
Exit status: 0 when every hand has a commitment that matches its deck and the
record replays; 1 when a hand has no commitment, a commitment does not match,
or the record does not replay (the output says which); 2 for a usage error or
a file that cannot be read as a record.

--json keys: file, verified (the status is 0), replays, replay_error (null or
  the replay's one line), counts ({match, none, mismatch}), hands (list of
  {number, status (match, none or mismatch), detail, sha256, salt, computed}).
"""

#: How each status is written in the text report.
_WORDS = {MATCH: "committed, and the deck matches", NONE: "no commitment", MISMATCH: "MISMATCH"}


def add_parser(sub: Subparsers) -> None:
    """Register the subcommand."""
    p = new_parser(
        sub,
        "verify",
        "check a record's hands against their deck commitments",
        "Check that every hand of a game record was dealt from the deck committed to "
        "before the deal: hash each hand's deck and salt again (SHA-256 of "
        "'ginrummy-deck-v1:<cards>:<salt>') and compare with the commitment every seat "
        "received, and replay the record through the rules engine.",
        _EPILOG,
    )
    p.add_argument("file", metavar="RECORD", help="the record (JSON)")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.set_defaults(run=run)


def _hand_json(check: HandCheck) -> dict[str, Any]:
    recorded = check.commitment
    return {
        "number": check.number,
        "status": check.status,
        "detail": check.detail,
        "sha256": None if recorded is None else recorded.sha256,
        "salt": None if recorded is None else recorded.salt,
        "computed": check.computed,
    }


def verify_report(path: str, doc: dict[str, Any]) -> dict[str, Any]:
    """The report on record ``doc`` (read from ``path``): each hand's commitment, the
    replay's verdict on the rest, and whether the record is verified."""
    checks = check_record(doc)
    try:
        # Commitments are reported hand by hand above; the replay judges the game.
        replay(doc, check_commitments=False)
        replay_error: str | None = None
    except RecordError as exc:
        replay_error = str(exc)
    counts = {status: sum(c.status == status for c in checks)
              for status in (MATCH, NONE, MISMATCH)}
    return {
        "file": path,
        "verified": replay_error is None and counts[MATCH] == len(checks),
        "replays": replay_error is None,
        "replay_error": replay_error,
        "counts": counts,
        "hands": [_hand_json(c) for c in checks],
    }


def _numbers(report: dict[str, Any], status: str) -> str:
    numbers = [str(h["number"]) for h in report["hands"] if h["status"] == status]
    return f"hand{'s' if len(numbers) > 1 else ''} {', '.join(numbers)}"


def _summary(report: dict[str, Any]) -> str:
    counts, total = report["counts"], len(report["hands"])
    parts = [f"{counts[MATCH]} of {total} hands committed and matching"]
    if counts[NONE]:
        parts.append(f"no commitment: {_numbers(report, NONE)}")
    if counts[MISMATCH]:
        parts.append(f"MISMATCH: {_numbers(report, MISMATCH)}")
    parts.append("the record replays" if report["replays"] else "the record does not replay")
    verdict = "verified" if report["verified"] else "NOT verified"
    return f"{verdict}: {'; '.join(parts)}"


def _show(report: dict[str, Any], out: IO[str]) -> None:
    out.write(f"{shown_path(report['file'])}: {len(report['hands'])} hands\n")
    for hand in report["hands"]:
        line = f"hand {hand['number']}: {_WORDS[hand['status']]}"
        if hand["status"] == MATCH:
            line += f" (sha256 {hand['sha256'][:16]}...)"
        elif hand["detail"]:
            line += f": {hand['detail']}"
        out.write(line + "\n")
    if report["replay_error"] is not None:
        out.write(f"replay: {shown_name(report['replay_error'], 600)}\n")
    out.write(_summary(report) + "\n")


def _read(path: str) -> dict[str, Any]:
    """The record in file ``path``; a file that is not one, or not in a version
    this program reads, stops the command (status 2): there is nothing to verify."""
    doc = load_record(path)
    if doc.get("format") != FORMAT:
        raise CliError(f"{shown_path(path)}: not a {FORMAT} document")
    version = doc.get("version")
    if version not in VERSIONS or isinstance(version, bool):
        raise CliError(f"{shown_path(path)}: record version {quote(version)} is not read"
                       f" (versions {', '.join(map(str, VERSIONS))} are)")
    return doc


def run(args: argparse.Namespace) -> int:
    """Run ``ginrummy verify``: 0 verified, 1 not (the report says why)."""
    path: str = args.file
    report = verify_report(path, _read(path))
    if args.json:
        write_json(report, sys.stdout)
    else:
        _show(report, sys.stdout)
    return 0 if report["verified"] else 1

