"""What reading one client message costs, and what refusing a repeated key adds.

    python benchmarks/intent_parse.py            # microseconds per message
    python benchmarks/intent_parse.py --json

For typical intents (the commonest first: ``act``, ``ping``; then ``hello`` with its
token, a long ``chat``, a lay-off), the time of: pydantic's ``validate_json`` alone
(what ``parse_intent`` did before issue 40), ``parse_intent`` now (the size check,
``validate_json`` and :func:`ginrummy.protocol.check_unique_keys`), the check
alone (jiter with ``catch_duplicate_keys``), and, for comparison, the standard
library's ``json.loads`` with an ``object_pairs_hook`` that counts the keys (the
other way to find a repeat).  Each message as a text frame gives it to the server
(a ``str``).  Best of five runs of 20,000 each.  Timings are
printed, never asserted.
"""

from __future__ import annotations

import argparse
import json
import timeit
from typing import Any

from ginrummy import protocol as P
from ginrummy.protocol.reading import _INTENT

#: As the server gets them: the text of a text frame.
MESSAGES = {
    "act (discard)": '{"type":"act","id":12,"action":{"action":"discard","card":"Ks"}}',
    "ping": '{"type":"ping","id":99}',
    "hello": ('{"type":"hello","protocol":2,"token":"q8V2xkQ1n0cZ4yR7mT3bH6wL9sJ5dF2aE8gU1pK0oIc",'
              '"table":"Zx81mQ0pLr5tY2wA","as":"player","last_seq":12}'),
    "chat (180 characters)": ('{"type":"chat","id":3,"text":"' + "well played, friend" * 9
                              + '"}'),
    "act (lay-off)": ('{"type":"act","action":{"action":"lay_off","melds":[["4s","4h","4d"]],'
                      '"layoffs":[{"card":"2c","meld":1},{"card":"3c","meld":1}]}}'),
}


def _pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
    made = dict(items)
    if len(made) != len(items):
        raise ValueError("a key given twice")
    return made


def _best(step: Any, number: int = 20_000) -> float:
    return min(timeit.repeat(step, number=number, repeat=5)) / number * 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="the figures as JSON only")
    args = parser.parse_args(argv)
    adapter = _INTENT  # validate_json alone: parse_intent before the check
    out: dict[str, dict[str, float]] = {}
    for name, data in MESSAGES.items():
        P.parse_intent(data)  # each is a valid intent
        encoded = data.encode()  # the check reads the bytes parse_intent has made
        out[name] = {
            "validate_json_us": round(_best(lambda d=data: adapter.validate_json(d)), 2),
            "parse_intent_us": round(_best(lambda d=data: P.parse_intent(d)), 2),
            "check_unique_keys_us": round(
                _best(lambda d=encoded: P.check_unique_keys(d)), 2),
            "json_loads_hook_us": round(
                _best(lambda d=data: json.loads(d, object_pairs_hook=_pairs)), 2),
        }
    if args.json:
        print(json.dumps(out, indent=2))
        return 0
    print(f"{'us per message':24} {'validate_json':>14} {'parse_intent':>13}"
          f" {'the check':>10} {'json+hook':>10}")
    for name, row in out.items():
        print(f"{name:24} {row['validate_json_us']:>14} {row['parse_intent_us']:>13}"
              f" {row['check_unique_keys_us']:>10} {row['json_loads_hook_us']:>10}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
