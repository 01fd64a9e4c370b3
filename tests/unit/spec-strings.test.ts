import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// Every text the spec quotes must be in the catalogues, word for word. The list of quoted texts is
// the spec's own (shared/spec/quoted-strings.tsv beside the project), copied here so a clone
// without shared/ checks it too; where shared/ is present, the copy must equal it and the spec's
// checker must agree.
const copy = path.join(__dirname, "spec-quoted-strings.tsv");
const shared = path.resolve(process.cwd(), "../shared");

const flatten = (node: unknown): string[] =>
  typeof node === "string" ? [node] : node && typeof node === "object" ? Object.values(node).flatMap(flatten) : [];

const catalogue = (locale: string) =>
  flatten(JSON.parse(readFileSync(path.resolve("messages", `${locale}.json`), "utf8"))).join("\n");

test("the catalogues hold every text the spec quotes", () => {
  const quoted = readFileSync(copy, "utf8")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => line.split("\t") as [string, string]);
  expect(quoted.length).toBeGreaterThan(30);
  const missing = quoted.filter(([locale, text]) => !catalogue(locale).includes(text));
  expect(missing).toEqual([]);
});

const withShared = existsSync(path.join(shared, "spec/quoted-strings.tsv")) ? test : test.skip;
withShared("the copy of the quoted texts is the spec's, and the spec's checker agrees", () => {
  expect(readFileSync(copy, "utf8")).toBe(readFileSync(path.join(shared, "spec/quoted-strings.tsv"), "utf8"));
  const run = spawnSync(process.execPath, [path.join(shared, "tools/check-spec-strings.mjs"), "messages"], {
    encoding: "utf8",
  });
  expect(run.stdout + run.stderr).toContain("spec texts present");
  expect(run.status).toBe(0);
});
