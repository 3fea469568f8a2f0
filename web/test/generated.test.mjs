// The page's protocol types are generated from the schemas, and a stale copy fails CI:
// `npm run verify` (which .ci/run runs) refuses generated files that are not what the
// schemas give now.  Shown here on a changed copy of the schema, as if a model's field
// had been renamed in Python and the schema written, but the page not rebuilt.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { GENERATED, generated, typesOf } from "../protocol-types.mjs";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const schemaDir = join(web, "..", "schema");
const temporary = [];

/** A copy of schema/ with ``change`` made to the protocol schema. */
function changedSchemas(change) {
  const dir = mkdtempSync(join(tmpdir(), "ginrummy-schema-"));
  temporary.push(dir);
  cpSync(schemaDir, dir, { recursive: true });
  const path = join(dir, "protocol.schema.json");
  const schema = JSON.parse(readFileSync(path, "utf8"));
  change(schema);
  writeFileSync(path, JSON.stringify(schema, null, 2) + "\n");
  return dir;
}

function renameSnapshotHand(schema) {
  const snapshot = schema.$defs.Snapshot;
  snapshot.properties.hand_number = snapshot.properties.hand;
  delete snapshot.properties.hand;
  snapshot.required = snapshot.required.map((name) => (name === "hand" ? "hand_number" : name));
}

function verify(schemas) {
  return spawnSync(process.execPath, [join(web, "build.mjs"), "--verify"], {
    env: { ...process.env, GINRUMMY_SCHEMAS: schemas }, encoding: "utf8",
  });
}

afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the generated protocol types", () => {
  it("are what the committed schemas give now", async () => {
    for (const { file, text } of await generated()) expect(readFileSync(file, "utf8")).toBe(text);
  });

  it("change when a model's field changes", async () => {
    const committed = readFileSync(GENERATED[0].file, "utf8");
    const dir = changedSchemas(renameSnapshotHand);
    const text = await typesOf(readFileSync(join(dir, "protocol.schema.json"), "utf8"), "ProtocolSchema",
      "schema/protocol.schema.json");
    expect(text).not.toBe(committed);
    expect(text).toMatch(/hand_number: number \| null;/);
  });

  it("fail `npm run verify` when stale", () => {
    const stale = verify(changedSchemas(renameSnapshotHand));
    expect(stale.status).toBe(1);
    expect(stale.stderr).toMatch(/generated types are stale.*src\/generated\/protocol\.ts/);
  });

  it("pass the same check against the schemas they were made from", () => {
    const dir = changedSchemas(() => undefined);
    const fresh = verify(dir);
    expect(fresh.stderr).not.toMatch(/stale/);
  });
});
