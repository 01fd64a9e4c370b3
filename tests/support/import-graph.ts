import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// The project's own imports, read with the TypeScript compiler, for the tests that keep its
// structure: module circles, folder cycles in lib/, what browser code may reach.

export const ROOT = path.resolve(__dirname, "../..");
export const LIB = path.join(ROOT, "lib");
const SKIPPED = new Set(["node_modules", ".next", "generated", "data", "test-results", "playwright-report"]);

/** Every .ts/.tsx file under `dir` (generated code and build output left out). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (SKIPPED.has(name) || name.startsWith(".")) return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** `dynamic`: an import() call, which runs later, not when the module loads. */
export type Import = { specifier: string; typeOnly: boolean; dynamic: boolean; line: number };

/** What a file imports or re-exports: static imports (type-only marked), dynamic import() and import("x") types. */
export function importsOf(text: string): Import[] {
  const source = ts.createSourceFile("file.tsx", text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Import[] = [];
  const add = (node: ts.Node, specifier: string, typeOnly: boolean, dynamic = false) =>
    found.push({ specifier, typeOnly, dynamic, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        !!clause?.isTypeOnly ||
        !!(
          clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly)
        );
      add(node, (node.moduleSpecifier as ts.StringLiteral).text, typeOnly);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      add(node, (node.moduleSpecifier as ts.StringLiteral).text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node, node.arguments[0].text, false, true);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node, node.argument.literal.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file of the project a specifier names, or null for packages. */
export function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** The folder of lib/ a file belongs to (lib/tickets/x.ts → "tickets"), or null outside lib/ and for generated code. */
export function libFolder(file: string): string | null {
  const relative = path.relative(LIB, file);
  if (relative.startsWith("..") || relative.startsWith(`generated${path.sep}`)) return null;
  return relative.split(path.sep)[0].replace(/\.tsx?$/, "");
}

/** Every cycle of a graph, each once, as the nodes along it (the first repeated at the end). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") {
        const cycle = stack.slice(stack.indexOf(next));
        // The same cycle found from another of its nodes is reported once.
        const key = [...cycle].sort().join("|");
        if (!seen.has(key)) {
          cycles.push([...cycle, next]);
          seen.add(key);
        }
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

export const readSource = (file: string) => readFileSync(file, "utf8");
