// The page's TypeScript types of the protocol and of the record, generated from the JSON
// schemas that ginrummy.protocol writes (schema/protocol.schema.json, itself generated
// from the pydantic models) and that records keep (schema/record.schema.json), so each
// message's shape is written once, in Python.  `node build.mjs` writes them into
// src/generated/ (committed, so that a clone type-checks without Python);
// `node build.mjs --verify` fails when the committed files are not what the schemas
// give now.  json-schema-to-typescript reads draft 2020-12's $defs, oneOf and const and
// keeps each model's docstring as its JSDoc.
import { compile } from "json-schema-to-typescript";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
// GINRUMMY_SCHEMAS: another folder of the two schemas (a test's changed copy).
const schemas = process.env.GINRUMMY_SCHEMAS ?? join(here, "..", "schema");

/** The generated files: where each is kept and the schema it comes from. */
export const GENERATED = [
  { file: join(here, "src", "generated", "protocol.ts"), schema: join(schemas, "protocol.schema.json"), name: "ProtocolSchema" },
  { file: join(here, "src", "generated", "record.ts"), schema: join(schemas, "record.schema.json"), name: "GameRecord" },
];

// A property's "title" (pydantic gives every field one: "Seq", "Hand") would become a
// type of its own (`export type Seq = number`, `Seq1`, `Seq2`...), and a "default"
// beside a $ref a second copy of the model (`RulesJson1`); without them a field's type
// is written in place and each model is named once, by its $defs key.  Neither says
// anything about a message's shape.
const NAMED = new Set(["$defs", "definitions", "properties", "patternProperties"]);

function bare(schema) {
  if (Array.isArray(schema)) return schema.map(bare);
  if (typeof schema !== "object" || schema === null) return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "title" || key === "default") continue;
    out[key] = NAMED.has(key) && typeof value === "object" && value !== null
      ? Object.fromEntries(Object.entries(value).map(([name, item]) => [name, bare(item)]))
      : bare(value);
  }
  return out;
}

/** The TypeScript of ``schemaText`` (a JSON schema), as the committed file holds it. */
export async function typesOf(schemaText, name, source) {
  const schema = bare(JSON.parse(schemaText));
  // The generator writes out a $defs model that nothing refers to (the HTTP API's
  // bodies) only below an object: the protocol's top, "one of the messages", becomes an
  // empty object of that name, and its oneOf is ClientMessage | ServerMessage, models too.
  const top = schema.type === "object" ? schema
    : { description: `${schema.description}\n\nNo message has this type: each model is a type below.`,
        type: "object", properties: {}, additionalProperties: false, $defs: schema.$defs };
  // The top's title names the file's first type, and is what its comments cite.
  const body = await compile({ ...top, title: name }, name, {
    bannerComment: "",
    unreachableDefinitions: true, // every model, not only those the root names
    ignoreMinAndMaxItems: true, // `Card[]`, not a union of tuples of 0 to 52 cards
    additionalProperties: false,
    strictIndexSignatures: true,
    declareExternallyReferenced: true,
    format: true, // prettier, pinned by the lockfile as the generator is
  });
  // The generator notes under each model where it found it; the model's name says that.
  const found = String.raw` \* This interface was referenced by \`[^\`]*\`'s JSON-Schema\n \* via the \`definition\` "[^"]*"\.\n`;
  const tidy = body.replace(new RegExp(String.raw`/\*\*\n${found} \*/\n`, "g"), "")
    .replace(new RegExp(String.raw` \*\n${found}`, "g"), "");
  return `// Generated from ${source} by web/protocol-types.mjs (npm run build); do not edit.\n` +
    "/* eslint-disable */\n" + tidy;
}

/** Each generated file's name and the text the schemas give now. */
export async function generated() {
  return Promise.all(GENERATED.map(async ({ file, schema, name }) => ({
    file, text: await typesOf(readFileSync(schema, "utf8"), name, `schema/${schema.split(/[\\/]/).pop()}`),
  })));
}
