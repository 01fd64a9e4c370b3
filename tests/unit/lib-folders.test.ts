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

// The folders of lib/ import each other in one direction only: a cycle between two folders (or
// through several) means neither can be understood, tested or moved without the other. Type-only
// imports count: a type that two folders need belongs below both. docs/ARCHITECTURE.md draws the
// layers.

type Arrow = { from: string; to: string; file: string; line: number };

function folderArrows(): Arrow[] {
  return sourceFiles(LIB).flatMap((file) => {
    const from = libFolder(file);
    if (!from) return [];
    return importsOf(readSource(file)).flatMap(({ specifier, line }) => {
      const target = resolveImport(file, specifier);
      const to = target && libFolder(target);
      return to && to !== from ? [{ from, to, file: path.relative(ROOT, file), line }] : [];
    });
  });
}

const graphOf = (arrows: Arrow[]) => {
  const graph = new Map<string, string[]>();
  for (const { from, to } of arrows) graph.set(from, [...new Set([...(graph.get(from) ?? []), to])]);
  return graph;
};

/** A cycle as "a → b (lib/a/x.ts:3) → a (lib/b/y.ts:9)": one import that draws each arrow. */
const describe = (cycle: string[], arrows: Arrow[]) =>
  cycle[0] +
  cycle
    .slice(1)
    .map((to, i) => {
      const arrow = arrows.find((a) => a.from === cycle[i] && a.to === to)!;
      return ` → ${to} (${arrow.file}:${arrow.line})`;
    })
    .join("");

test("the cycle finder names a cycle through three folders, with the import that draws each arrow", () => {
  const arrows = [
    { from: "a", to: "b", file: "lib/a/x.ts", line: 1 },
    { from: "b", to: "c", file: "lib/b/y.ts", line: 2 },
    { from: "c", to: "a", file: "lib/c/z.ts", line: 3 },
  ];
  const cycles = findCycles(graphOf(arrows));
  expect(cycles.map((cycle) => describe(cycle, arrows))).toEqual([
    "a → b (lib/a/x.ts:1) → c (lib/b/y.ts:2) → a (lib/c/z.ts:3)",
  ]);
  expect(
    importsOf(`import type { A } from "./a"; const b = () => import("./b"); let c: import("./c").C;`).map((i) => [
      i.specifier,
      i.typeOnly,
    ]),
  ).toEqual([
    ["./a", true],
    ["./b", false],
    ["./c", true],
  ]);
});

test("no two folders of lib/ import each other, directly or through others (type imports included)", () => {
  const arrows = folderArrows();
  expect(arrows.length).toBeGreaterThan(50);
  expect(findCycles(graphOf(arrows)).map((cycle) => describe(cycle, arrows))).toEqual([]);
});

test("lib/events and lib/process import no other folder, and nothing in lib/ imports lib/listeners", () => {
  const arrows = folderArrows().map((a) => `${a.from} → ${a.to} (${a.file}:${a.line})`);
  expect(arrows.filter((a) => /^(events → (?!process )|process → )/.test(a))).toEqual([]);
  expect(arrows.filter((a) => / → listeners /.test(a))).toEqual([]);
});

// Browser code is every component, lib/client/ and any "use client" file of app/: what it imports at run time is bundled for the
// browser, and must not reach the database, the process's services, the sessions or the emitter
// (ESLint refuses the direct imports; this follows them through other modules).
const SERVER_ONLY = [
  "lib/db/client.ts",
  "lib/process/registry.ts",
  "lib/whatsapp/sessions/session-manager.ts",
  "lib/realtime/emitter.ts",
].map((file) => path.join(ROOT, file));

function reachedServerOnly(start: string): string[] | null {
  const trail = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    if (SERVER_ONLY.includes(file)) {
      const path_: string[] = [];
      for (let at: string | null = file; at; at = trail.get(at) ?? null) path_.unshift(at);
      return path_;
    }
    for (const { specifier, typeOnly } of importsOf(readSource(file))) {
      const next = !typeOnly && resolveImport(file, specifier);
      if (next && !trail.has(next)) {
        trail.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

test("browser code reaches nothing of the server at run time", () => {
  const marked = sourceFiles(path.join(ROOT, "app")).filter((file) => /^\s*["']use client["']/.test(readSource(file)));
  const browser = [...sourceFiles(path.join(ROOT, "components")), ...sourceFiles(path.join(LIB, "client")), ...marked];
  expect(browser.length).toBeGreaterThan(100);
  const reached = browser.flatMap((file) => {
    const trail = reachedServerOnly(file);
    return trail ? [trail.map((f) => path.relative(ROOT, f)).join(" → ")] : [];
  });
  expect(reached).toEqual([]);
});
