import { readFileSync } from "node:fs";
import { ESLint } from "eslint";

// Lints sources that exist only in memory as if they were files of the project, with the rules of
// eslint.config.mjs that keep the layers. Reads [{ file, code }] as JSON on stdin and writes, per
// source, its messages as JSON. A process of its own, since ESLint loads its config with import(),
// which Jest's module sandbox refuses.

const LAYER_RULES = new Set(["import/no-restricted-paths", "no-restricted-imports"]);
const planted = JSON.parse(readFileSync(0, "utf8"));
const eslint = new ESLint({
  ruleFilter: ({ ruleId }) => LAYER_RULES.has(ruleId),
  // The layer rules need no type information, and the planted files are in no TypeScript program.
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});
const results = await Promise.all(
  planted.map(async ({ file, code }) => (await eslint.lintText(code, { filePath: file }))[0]),
);
const said = results.map((result) => result.messages.map(({ line, ruleId, message }) => ({ line, ruleId, message })));
process.stdout.write(JSON.stringify(said));
