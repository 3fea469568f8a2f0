/// <reference types="node" />
// The page applies the server's updates to its snapshot as the server's own code does:
// fixtures written by the server's code (tests/web_fixtures.py: real tables of several
// systems, every seat's and a spectator's messages, a reconnect) give, through the
// page's snapshotOf and applyChanges, the snapshots Python's apply_changes rebuilt
// and the table itself showed (tests/test_web_fixtures.py keeps them current).
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { applyChanges, OutOfStep, snapshotOf } from "../src/changes";
import type { ServerMessage, Snapshot } from "../src/protocol";

interface ViewerFixture { viewer: string; messages: ServerMessage[]; checks: { after: number; snapshot: Snapshot }[] }
interface Fixture { table: string; system: string; seats: string; viewers: ViewerFixture[] }

const folder = join(dirname(fileURLToPath(import.meta.url)), "fixtures");
const fixtures: Fixture[] = readdirSync(folder).filter((name) => name.endsWith(".json")).sort()
  .map((name) => JSON.parse(readFileSync(join(folder, name), "utf8")) as Fixture);

/** What the page holds after each message, as the connection keeps it. */
function held(messages: ServerMessage[]): (Snapshot | null)[] {
  let snapshot: Snapshot | null = null;
  return messages.map((message) => {
    if (message.type === "snapshot") snapshot = snapshotOf(message);
    else if (message.type === "update") {
      if (snapshot === null) throw new Error("an update before any snapshot");
      snapshot = applyChanges(snapshot, message.seq, message.changes);
    }
    return snapshot;
  });
}

describe("the server's updates applied by the page", () => {
  it("come from several systems, seats and a spectator, and a reconnect", () => {
    expect(new Set(fixtures.map((f) => f.system))).toEqual(new Set(["standard", "hollywood", "three-player", "oklahoma"]));
    const viewers = fixtures.flatMap((f) => f.viewers);
    expect(viewers.some((v) => v.viewer === "spectator")).toBe(true);
    expect(viewers.some((v) => v.messages.filter((m) => m.type === "snapshot").length > 1)).toBe(true);
  });

  for (const fixture of fixtures) {
    for (const viewer of fixture.viewers) {
      it(`rebuild every snapshot the server showed: ${fixture.table}, ${viewer.viewer}`, () => {
        const after = held(viewer.messages);
        expect(viewer.checks.length).toBeGreaterThan(1);
        for (const check of viewer.checks) expect(after[check.after]).toEqual(check.snapshot);
        expect(viewer.checks.at(-1)?.after).toBe(viewer.messages.length - 1);
      });
    }
  }

  it("refuse changes that do not fit the snapshot held", () => {
    const first = fixtures[0]?.viewers[0]?.messages[0];
    if (first?.type !== "snapshot") throw new Error("a fixture starts with its snapshot");
    const snapshot = snapshotOf(first);
    expect(() => applyChanges(snapshot, snapshot.seq - 1, {})).toThrow(OutOfStep);
    expect(() => applyChanges(snapshot, snapshot.seq, { nonsense: 1 })).toThrow(OutOfStep);
    expect(() => applyChanges(snapshot, snapshot.seq, [])).toThrow(OutOfStep);
  });
});
