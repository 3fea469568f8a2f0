"""``GET /api/rules/{system}``: each system's rules as a new table of it starts with,
for a page that says a system's numbers without deciding any (the browser game's
How to play)."""

from __future__ import annotations

import pytest

from ginrummy import protocol as P
from ginrummy.rules import PRESETS, preset
from server_harness import ServerProcess, http


@pytest.mark.parametrize("system", sorted(PRESETS))
def test_each_system_answers_its_presets_rules(web_server: ServerProcess, system: str) -> None:
    reply = http(web_server.base, "GET", f"/api/rules/{system}")
    assert reply.status == 200, reply
    P.RulesJson.model_validate_json(reply.text)
    assert reply.body == preset(system).to_dict()


def test_a_system_the_server_has_not_is_refused(web_server: ServerProcess) -> None:
    reply = http(web_server.base, "GET", "/api/rules/poker")
    assert reply.status == 422 and reply.body["code"] == "bad_message", reply
