import path from "node:path";
import {
  LIB,
  ROOT,
  findCycles,
  importsOf,
  libFolder,
  readSource,
  resolveImport,
  sourceFiles,
} from "@/tests/support/import-graph";

// No module of lib/ may reach itself again through the imports it runs at load time. Type-only
// imports vanish when compiled and dynamic imports run later, so neither closes a circle.
// (Between folders, type imports count too: tests/unit/lib-folders.test.ts.)

function libGraph() {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(LIB)) {
    const targets = importsOf(readSource(file))
      .filter(({ typeOnly, dynamic }) => !typeOnly && !dynamic)
      .map(({ specifier }) => resolveImport(file, specifier))
      .filter((target): target is string => target !== null && libFolder(target) !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

test("the finder sees a circle, also through a re-export, and not through type-only imports", () => {
  const found = importsOf(
    `import type { A } from "./a"; import { type B } from "./b"; import { c, type D } from "./c"; export * from "./e"; void import("./f");`,
  );
  expect(found.filter((i) => !i.typeOnly && !i.dynamic).map((i) => i.specifier)).toEqual(["./c", "./e"]);
  const graph = new Map([
    ["a", ["b"]],
    ["b", ["c"]],
    ["c", ["a", "d"]],
    ["d", []],
  ]);
  expect(findCycles(graph)).toEqual([["a", "b", "c", "a"]]);
});

test("lib/ has no import circles", () => {
  const graph = libGraph();
  expect(graph.size).toBeGreaterThan(100);
  const circles = findCycles(graph).map((circle) => circle.map((file) => path.relative(ROOT, file)).join(" → "));
  expect(circles).toEqual([]);
});
