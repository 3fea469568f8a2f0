// Builds the browser game into src/ginrummy/web/static, which `ginrummy serve` serves and
// git keeps (a fresh clone plays without npm).  `node build.mjs --verify` builds into a
// temporary folder and fails when any file differs from the committed one: CI runs it
// after `npm ci`, so the committed files are always what these sources build.  The same
// goes for the protocol's TypeScript types (src/generated/, from the JSON schemas:
// protocol-types.mjs): the build writes them first, the check fails when they are stale.
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { generated } from "./protocol-types.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const committed = join(here, "..", "src", "ginrummy", "web", "static");
const verify = process.argv.includes("--verify");
const out = verify ? mkdtempSync(join(tmpdir(), "ginrummy-web-")) : committed;

// The third-party code bundled into app.js, whose licences go beside it.
const BUNDLED = ["preact", "@fluent/bundle", "@fluent/langneg"];

// The page's words before its script runs, in each language: index.html's title and
// noscript, which the server writes into the page in the language the request's
// Accept-Language asks for (ginrummy/server/routes/pages.py).  A variable is left
// as {name}, for the server to fill in.
const LANGUAGES = ["en", "tr", "hy", "el", "lt"];
function pageWords() {
  const out = {};
  for (const language of LANGUAGES) {
    const source = readFileSync(join(here, "locales", `${language}.ftl`), "utf8");
    const bundle = new FluentBundle(language, { useIsolating: false });
    bundle.addResource(new FluentResource(source));
    const say = (id, args = null) => {
      const message = bundle.getMessage(id);
      const errors = [];
      const text = message?.value ? bundle.formatPattern(message.value, args, errors) : null;
      if (text === null || errors.length) throw new Error(`${language}.ftl: ${id} cannot be said: ${errors.join("; ")}`);
      return text;
    };
    const systems = {};
    for (const [, system] of source.matchAll(/^system-([a-z-]+) =/gm)) {
      if (system !== "label") systems[system] = say(`system-${system}`);
    }
    out[language] = {
      title: say("app-title"),
      noscript: say("page-noscript"),
      join: say("page-noscript-join", { code: "{code}", system: "{system}", base: "{base}" }),
      unknown_code: say("page-noscript-unknown-code", { code: "{code}" }),
      systems,
    };
  }
  return JSON.stringify(out, null, 1) + "\n";
}

function files(root) {
  const found = [];
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    if (statSync(path).isDirectory()) found.push(...files(path));
    else found.push(path);
  }
  return found.sort();
}

/** The generated types' files that differ from what the schemas give now (written unless verifying). */
async function generateTypes() {
  const stale = [];
  for (const { file, text } of await generated()) {
    const held = existsSync(file) ? readFileSync(file, "utf8") : null;
    if (held === text) continue;
    stale.push(relative(here, file));
    if (!verify) writeFileSync(file, text);
  }
  return stale;
}

async function main() {
  const stale = await generateTypes();
  if (verify && stale.length) {
    console.error(`web: the generated types are stale (the schema changed): ${stale.join(", ")}` +
      "\nweb: run `npm run build` in web/ and commit src/generated");
    process.exit(1);
  }
  if (!verify) rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await build({
    entryPoints: [join(here, "src", "main.tsx")],
    bundle: true,
    format: "esm",
    target: ["es2020", "chrome90", "firefox90", "safari15"],
    minify: true,
    legalComments: "none",
    jsx: "automatic",
    jsxImportSource: "preact",
    loader: { ".ftl": "text" },
    outfile: join(out, "app.js"),
    logLevel: "warning",
  });
  cpSync(join(here, "public"), out, { recursive: true });
  const notices = BUNDLED.map((name) => {
    const meta = JSON.parse(readFileSync(join(here, "node_modules", name, "package.json"), "utf8"));
    const file = join(here, "node_modules", name, "LICENSE");
    // @fluent's packages ship no LICENSE file: their package.json names the licence.
    const text = existsSync(file) ? readFileSync(file, "utf8").trim()
      : `Licensed under ${meta.license} (https://spdx.org/licenses/${meta.license}.html).`;
    return `${name} ${meta.version}\n\n${text}\n`;
  });
  writeFileSync(join(out, "THIRD-PARTY-LICENSES.txt"),
    "The browser game bundles these libraries into app.js:\n\n" + notices.join("\n" + "-".repeat(72) + "\n\n"));
  // index.html names the script and the style sheet with a hash of their contents, so a
  // browser never runs a new page with an old script from its cache.
  const version = (name) => createHash("sha256").update(readFileSync(join(out, name))).digest("hex").slice(0, 12);
  const page = readFileSync(join(out, "index.html"), "utf8")
    .replace("/static/app.js", `/static/app.js?v=${version("app.js")}`)
    .replace("/static/app.css", `/static/app.css?v=${version("app.css")}`);
  writeFileSync(join(out, "index.html"), page);
  writeFileSync(join(out, "page-words.json"), pageWords());
  if (verify) {
    const built = files(out).map((p) => relative(out, p));
    const have = files(committed).map((p) => relative(committed, p));
    const differ = [...new Set([...built, ...have])].sort().filter((name) => {
      try {
        return !readFileSync(join(out, name)).equals(readFileSync(join(committed, name)));
      } catch {
        return true;
      }
    });
    rmSync(out, { recursive: true, force: true });
    if (differ.length) {
      console.error(`web: the committed build differs from these sources in: ${differ.join(", ")}` +
        "\nweb: run `npm run build` in web/ and commit src/ginrummy/web/static");
      process.exit(1);
    }
    console.log(`web: the committed build is what these sources build (${built.length} files)`);
  }
}

main().catch((error) => {
  console.error(`web: ${error.message}`);
  process.exit(1);
});
