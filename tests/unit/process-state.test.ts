import path from "node:path";
import ts from "typescript";
import { ROOT, readSource, sourceFiles } from "@/tests/support/import-graph";

// What a process holds once lives in lib/process/registry.ts, and configuration is read through
// lib/config/env.ts, which validates it. A module that keeps its own globalThis holder, or reads
// process.env itself, is named here with its line.

/** Files allowed to touch globalThis or process.env, and why. */
const ALLOWED: Record<string, { globalThis?: string; processEnv?: string }> = {
  "lib/process/registry.ts": { globalThis: "the one holder of the process's services" },
  "lib/config/env.ts": { processEnv: "reads and validates the environment" },
  "server.ts": { processEnv: "hands Next, next-auth and the bundles the values it decided at start (one function)" },
  "server/next-async-storage.ts": {
    globalThis: "Next's own AsyncLocalStorage slot, which next/server expects before it prepares",
  },
  "lib/backup/pg-tools.ts": {
    processEnv:
      "hands pg_dump and pg_restore the environment with PGPASSWORD added, so the password is never an argument",
  },
  "lib/db/migrator.ts": { globalThis: "the WASM schema engine's panic registry, a global the engine itself reads" },
};

type Finding = { file: string; line: number; what: "globalThis" | "process.env" };

export function findProcessState(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === "globalThis") found.push({ file, line: at(node), what: "globalThis" });
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "process" &&
      node.name.text === "env"
    ) {
      found.push({ file, line: at(node), what: "process.env" });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // `globalThis as typeof globalThis` is one holder: one finding per line and kind.
  return found.filter((f, i) => found.findIndex((g) => g.line === f.line && g.what === f.what) === i);
}

test("the finder sees a holder on globalThis and a raw read of process.env, with their lines", () => {
  const text = `const a = 1;\nconst holder = globalThis as typeof globalThis & { x?: number };\nconst port = process.env.PORT;\nconst { env } = process;`;
  expect(findProcessState("x.ts", text)).toEqual([
    { file: "x.ts", line: 2, what: "globalThis" },
    { file: "x.ts", line: 3, what: "process.env" },
  ]);
});

test("only the registry holds process state and only lib/config/env.ts reads the environment", () => {
  const files = ["lib", "app", "components", "server"].flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
  files.push(path.join(ROOT, "server.ts"), path.join(ROOT, "proxy.ts"));
  const offenders = files.flatMap((full) => {
    const file = path.relative(ROOT, full);
    const allowed = ALLOWED[file] ?? {};
    return findProcessState(file, readSource(full))
      .filter(({ what }) => !(what === "globalThis" ? allowed.globalThis : allowed.processEnv))
      .map(
        ({ line, what }) =>
          `${file}:${line} ${what === "globalThis" ? "keeps state on globalThis: use lib/process/registry.ts" : "reads process.env: use env() of lib/config/env.ts"}`,
      );
  });
  expect(offenders).toEqual([]);
});
