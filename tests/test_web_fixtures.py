"""The browser's snapshot fixtures (web/test/fixtures/, issue 49 item 17) are what the
server's code writes now: tests/web_fixtures.py plays its tables again and every file
must come out the same, so the page's vitest tests (web/test/changes.test.ts) always
apply the updates this server sends.  After a change to the messages, write them
again: ``.venv/bin/python tests/web_fixtures.py``."""

from __future__ import annotations

import json

from web_fixtures import FIXTURES, PLANS, checked, fixtures, play


def test_the_committed_fixtures_are_what_the_server_writes_now() -> None:
    written = fixtures()
    committed = {path.name: path.read_text(encoding="utf-8") for path in FIXTURES.glob("*.json")}
    assert sorted(committed) == sorted(written), "run: .venv/bin/python tests/web_fixtures.py"
    stale = [name for name, text in written.items() if committed[name] != text]
    assert stale == [], f"stale fixtures {stale}: run .venv/bin/python tests/web_fixtures.py"


def test_the_fixtures_cover_what_the_page_must_apply() -> None:
    """Seats and spectators of two- and three-player tables, Hollywood, a hand's end,
    the match's end, and a reconnect (a second snapshot after the events missed)."""
    assert {p.system for p in PLANS} >= {"standard", "hollywood", "three-player"}
    seen: set[str] = set()
    for plan in PLANS:
        fixture = play(plan)
        for viewer in fixture["viewers"]:
            kinds = [m["type"] for m in viewer["messages"]]
            seen.update(f"message:{kind}" for kind in kinds)
            seen.add(f"viewer:{viewer['viewer'].split()[0]}")
            if kinds.count("snapshot") > 1:
                seen.add("reconnect")
            for message in viewer["messages"]:
                if message["type"] == "update":
                    seen.update(f"event:{told['event']['type']}" for told in message["events"])
                    seen.update(f"changes:{part}" for part in message["changes"])
                    view = message["changes"].get("view")
                    if isinstance(view, dict) and "new_events" in view:
                        seen.add("new_events")
    assert {"viewer:seat", "viewer:spectator", "reconnect", "message:event", "new_events",
            "event:hand_end", "event:match_end", "event:advice", "event:deal",
            "changes:table", "changes:view", "changes:public", "changes:choices",
            "changes:timers"} <= seen, seen


def test_a_fixture_that_does_not_rebuild_is_refused() -> None:
    """The writer checks its own fixtures with Python's apply_changes: a snapshot
    changed after the fact is caught."""
    fixture = play(PLANS[0])
    check = fixture["viewers"][0]["checks"][-1]
    check["snapshot"] = json.loads(json.dumps(check["snapshot"]))
    check["snapshot"]["hand"] = 999
    try:
        checked(fixture)
    except AssertionError:
        return
    raise AssertionError("a wrong snapshot passed the writer's check")
