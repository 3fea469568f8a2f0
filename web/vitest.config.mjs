// Vitest: the page's unit tests (test/), in Node; no browser is needed for them.
import { defineConfig } from "vitest/config";

export default defineConfig({
  // A test that runs the build in a child process waits for it, however loaded the machine.
  test: { include: ["test/**/*.test.{ts,mjs}"], environment: "node", testTimeout: 300_000 },
});
