import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { NextRequest } from "next/server";

// The route files under app/api, found on disk, for suites that must cover every one of them.
export const API_DIR = path.resolve(__dirname, "../../app/api");
export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];
export type RouteHandler = (
  req: NextRequest,
  context: { params: Promise<Record<string, unknown>> },
) => Promise<Response>;

/** Every route's pattern, e.g. "/api/tickets/[id]". */
export function discoverRoutes(dir = API_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return discoverRoutes(full);
    return name === "route.ts"
      ? [`/api/${path.relative(API_DIR, dir).split(path.sep).join("/")}`.replace(/\/$/, "")]
      : [];
  });
}

export function moduleOf(route: string): Partial<Record<Method, RouteHandler>> {
  // Discovery happens while Jest collects tests, which is synchronous: hence require.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(API_DIR, route.slice("/api/".length), "route.ts"));
}

export const methodsOf = (route: string) => METHODS.filter((method) => typeof moduleOf(route)[method] === "function");

/** The names of a route's path parameters, and whether each is a catch-all. */
export const paramsOf = (route: string) =>
  [...route.matchAll(/\[\[?(\.\.\.)?(\w+)\]\]?/g)].map(([, dots, name]) => ({ name, catchAll: Boolean(dots) }));

/** Fills [id], [...rest] and [[...optional]] segments of the route pattern from params, and appends the query. */
export function urlOf(
  route: string,
  params: Record<string, string | string[]> = {},
  query: Record<string, string> = {},
) {
  const filled = route.replace(/\[\[?(?:\.\.\.)?(\w+)\]\]?/g, (_, name: string) => {
    const value = params[name];
    return Array.isArray(value) ? value.map(encodeURIComponent).join("/") : encodeURIComponent(value ?? name);
  });
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
}
