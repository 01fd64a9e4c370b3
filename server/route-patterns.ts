import { readdirSync } from "node:fs";
import path from "node:path";

// The route pattern of a request path ("/api/tickets/[id]"), as the request histogram's label and
// the request log's route: never the raw path, whose ids would make a label value per ticket and
// may carry tokens (/login/:token). Read once at start from the app folder, matched the way Next
// matches: a static segment before a dynamic one, before a catch-all, before an optional one.

type Node = {
  children: Map<string, Node>;
  dynamic?: Node;
  /** The pattern of a route or page ending here. */
  pattern?: string;
  catchAll?: string;
  optionalCatchAll?: string;
};

const node = (): Node => ({ children: new Map() });
const ROUTE_FILE = /^(route|page)\.(ts|tsx|js|jsx)$/;
// Files Next serves from the app folder's root by their name (the icon and its kin).
const METADATA_FILE = /^(icon|apple-icon|favicon|robots|sitemap|manifest)\.\w+$/;

function add(root: Node, segments: string[]) {
  let at = root;
  const pattern = `/${segments.join("/")}`;
  for (const segment of segments) {
    if (segment.startsWith("[[...")) {
      at.optionalCatchAll = pattern;
      return;
    }
    if (segment.startsWith("[...")) {
      at.catchAll = pattern;
      return;
    }
    if (segment.startsWith("[")) at = at.dynamic ??= node();
    else at = at.children.get(segment) ?? (at.children.set(segment, node()), at.children.get(segment)!);
  }
  at.pattern = pattern;
}

type Visit = (segments: string[], file: string) => void;

/** Calls `visit` with the URL segments of every route, page and root metadata file under `dir`. */
function walk(dir: string, segments: string[], visit: Visit) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const name = entry.name;
    const file = path.join(dir, name);
    if (entry.isDirectory()) {
      // Private folders and parallel slots are not in the URL; a route group adds no segment.
      if (name.startsWith("_") || name.startsWith("@")) continue;
      walk(file, /^\(.*\)$/.test(name) ? segments : [...segments, name], visit);
    } else if (ROUTE_FILE.test(name)) {
      visit(segments, file);
    } else if (!segments.length && METADATA_FILE.test(name)) {
      visit([name], file);
    }
  }
}

/** Every route file (route.ts, not a page) under the app folder, with its pattern ("/api/tickets/[id]"). */
export function routeFiles(appDir: string): { pattern: string; file: string }[] {
  const found: { pattern: string; file: string }[] = [];
  walk(appDir, [], (segments, file) => {
    if (/^route\.\w+$/.test(path.basename(file))) found.push({ pattern: `/${segments.join("/")}`, file });
  });
  return found;
}

function match(at: Node, parts: string[], i: number): string | undefined {
  if (i === parts.length) return at.pattern ?? at.optionalCatchAll;
  const child = at.children.get(parts[i]);
  const found = (child && match(child, parts, i + 1)) ?? (at.dynamic && match(at.dynamic, parts, i + 1));
  return found ?? at.catchAll ?? at.optionalCatchAll;
}

/** The route pattern of a path, "/_next/..." for Next's own files, "unmatched" for anything else. */
export function routePatterns(appDir: string) {
  const root = node();
  walk(appDir, [], (segments) => add(root, segments));
  return (pathname: string): string => {
    if (pathname.startsWith("/_next/")) return pathname.startsWith("/_next/static/") ? "/_next/static" : "/_next";
    const parts = pathname.split("/").filter(Boolean);
    return match(root, parts, 0) ?? "unmatched";
  };
}
