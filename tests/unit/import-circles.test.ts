import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// No module of lib/ may reach itself again through the imports it runs at load time. Type-only
// imports vanish when compiled and dynamic imports run later, so neither closes a circle.
const ROOT = path.resolve(__dirname, "../..");
const LIB = path.join(ROOT, "lib");
const GENERATED = path.join(LIB, "generated");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (full === GENERATED) return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The file a specifier names inside lib/, or null for packages and files elsewhere. */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base || !base.startsWith(LIB + path.sep) || base.startsWith(GENERATED)) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** The specifiers a file imports or re-exports for use at run time. */
function runtimeImports(text: string): string[] {
  const source = ts.createSourceFile("file.tsx", text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly));
      return typeOnly ? [] : [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    return [];
  });
}

/** Every circle in the graph, each once, as the files along it (first file repeated at the end). */
function findCircles(graph: Map<string, string[]>): string[][] {
  const circles: string[][] = [];
  const seen = new Set<string>();
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") {
        const circle = stack.slice(stack.indexOf(next));
        // The same circle found from another of its files is reported once.
        const key = [...circle].sort().join("|");
        if (!seen.has(key)) {
          circles.push([...circle, next]);
          seen.add(key);
        }
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return circles;
}

function libGraph() {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(LIB)) {
    const targets = runtimeImports(readFileSync(file, "utf8")).map((specifier) => resolve(file, specifier));
    graph.set(file, [...new Set(targets.filter((target): target is string => target !== null))]);
  }
  return graph;
}

test("the finder sees a circle, also through a re-export, and not through type-only imports", () => {
  expect(runtimeImports(`import type { A } from "./a"; import { type B } from "./b"; import { c, type D } from "./c"; export * from "./e";`)).toEqual(["./c", "./e"]);
  const graph = new Map([["a", ["b"]], ["b", ["c"]], ["c", ["a", "d"]], ["d", []]]);
  expect(findCircles(graph)).toEqual([["a", "b", "c", "a"]]);
});

test("lib/ has no import circles", () => {
  const graph = libGraph();
  expect(graph.size).toBeGreaterThan(100);
  const circles = findCircles(graph).map((circle) => circle.map((file) => path.relative(ROOT, file)).join(" → "));
  expect(circles).toEqual([]);
});
