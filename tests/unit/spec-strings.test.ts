import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

// Every text the spec quotes must be in the catalogues, word for word (the spec's own checker,
// kept beside the project in shared/).
const checker = path.resolve(process.cwd(), "../shared/tools/check-spec-strings.mjs");

test("the catalogues hold every text the spec quotes", () => {
  expect(existsSync(checker)).toBe(true);
  const run = spawnSync(process.execPath, [checker, "messages"], { encoding: "utf8" });
  expect(run.stdout + run.stderr).toContain("spec texts present");
  expect(run.status).toBe(0);
});
