// Applying an update's `changes` to the snapshot held (docs/protocol.md, "update"):
// the same steps as ginrummy.table.snapshot.apply_changes, whose property test shows
// they rebuild, field for field, the snapshot the server would send.
import type { ServerMessage, Snapshot } from "./protocol";

const PARTS = new Set(["table", "view", "public", "choices", "hand", "commitment", "timers", "advice", "you"]);
const VIEWS = new Set(["view", "public"]);

/** Changes that do not fit the snapshot held: the client is out of step and reconnects. */
export class OutOfStep extends Error {}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The snapshot a ``snapshot`` message gives: the message without its type. */
export function snapshotOf(message: Extract<ServerMessage, { type: "snapshot" }>): Snapshot {
  const { type: _type, ...snapshot } = message;
  return snapshot;
}

export function applyChanges(snapshot: Snapshot, seq: number, changes: unknown): Snapshot {
  if (!isObject(changes)) throw new OutOfStep("changes are not an object");
  if (seq < snapshot.seq) throw new OutOfStep(`changes as of ${seq} to a snapshot as of ${snapshot.seq}`);
  const out: Json = { ...(snapshot as unknown as Json), seq };
  for (const [part, value] of Object.entries(changes)) {
    if (!PARTS.has(part)) throw new OutOfStep(`unknown part ${part}`);
    const held = out[part];
    if (part === "table") {
      if (!isObject(value) || !isObject(held)) throw new OutOfStep("the table's changes are not an object");
      out[part] = { ...held, ...value };
    } else if (VIEWS.has(part) && value !== null && held !== null && held !== undefined) {
      if (!isObject(value) || !isObject(held)) throw new OutOfStep(`the ${part}'s changes are not an object`);
      const view: Json = { ...held };
      for (const [key, item] of Object.entries(value)) {
        if (key === "new_events") {
          const events = view["events"];
          if (!Array.isArray(events) || !Array.isArray(item)) throw new OutOfStep(`events added to a ${part} without events`);
          view["events"] = [...events, ...item];
        } else {
          view[key] = item;
        }
      }
      out[part] = view;
    } else {
      out[part] = value;
    }
  }
  return out as unknown as Snapshot;
}
