"""What a match and a table keep for the garbage collector to walk.

A server holds a match for every table it serves, for as long as the table lasts,
and a full collection stops it while it walks every object the collector tracks
(docs/benchmarks.md: about a second at 1,000 tables).  So what grows with a match
(its finished hands, what every entry told) is kept as text and plain tuples,
which the collector does not track: these tests fail if it grows again."""

from __future__ import annotations

import gc
import random
from types import FunctionType, ModuleType

from ginrummy.agents import SimpleAgent
from ginrummy.agents.base import agent_seed
from ginrummy.driver import MatchDriver, replay
from ginrummy.record import RecordWriter
from ginrummy.rules import preset
from ginrummy.view import view
from test_table import decide, seated_table


def tracked_from(root: object, *skip: object) -> int:
    """How many objects the collector tracks are reachable from ``root`` (not through
    ``skip``, nor through classes, modules and functions, which every match shares)."""
    seen = {id(s) for s in skip}
    stack = [root]
    count = 0
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, (type, ModuleType, FunctionType)):
            continue
        seen.add(id(obj))
        count += gc.is_tracked(obj)
        stack.extend(gc.get_referents(obj))
    return count


def test_a_record_s_finished_hands_are_nothing_the_collector_tracks() -> None:
    """Between hands the record writer holds as many tracked objects after the third
    hand as after the first: a finished hand is its JSON text."""
    rules = preset("standard")
    seed = 11
    agents = [SimpleAgent(random.Random(agent_seed(seed, p))) for p in range(2)]
    driver = MatchDriver(rules, seed=seed, agents=["simple"] * 2)
    writer = driver.writer
    assert isinstance(writer, RecordWriter)
    counts = []
    while not driver.is_over:
        state = driver.deal()
        for seat in (0, 1):
            agents[driver.seats[seat]].begin_hand(view(state, seat))
        while (turn := driver.turn()) is not None:
            state = driver.play(agents[turn.player].act(turn.view), player=turn.player).after
        if not driver.is_over:
            gc.collect()
            counts.append(tracked_from(writer, driver.match))
    assert len(counts) >= 3, "the match should last several hands"
    assert len(set(counts)) == 1, counts
    # And the record it builds is whole: every hand, the result, and it replays.
    record = driver.record
    assert len(record["hands"]) == len(counts) + 1 == record["result"]["hands"]
    replay(record)


def test_the_record_is_a_new_document_at_each_asking() -> None:
    """Changing the record a driver handed out changes nothing in the driver's."""
    driver = MatchDriver(preset("standard"), seed=3)
    rng = random.Random(3)
    state = driver.deal()
    while (turn := driver.turn()) is not None:
        state = driver.play(rng.choice(turn.view.legal_actions()), player=turn.player).after
    first = driver.record
    assert len(first["hands"]) == 1 and state.is_over
    kept = repr(first)
    first["hands"][0]["actions"].clear()
    first["rules"]["knock_limit"] = 99
    first["players"].append({"name": "Mallory", "agent": None})
    assert repr(driver.record) == kept


def test_what_a_table_told_is_nothing_the_collector_tracks() -> None:
    """Hundreds of entries later, what a table keeps of what each told its viewers
    (for reconnects) is two tracked objects: the log and its list."""
    table = seated_table("standard", "PP", seed=5)
    rng = random.Random(5)
    while len(table.emitted) < 150 and decide(table, rng):
        pass
    assert len(table.emitted) >= 150
    gc.collect()
    assert tracked_from(table.emitted) == 2
    # Read back, each is still an Emitted with its fields.
    last = table.emitted[-1]
    assert last.seq == table.seq and last.items and not last.resync
    assert [e.seq for e in table.emitted] == list(range(1, table.seq + 1))
