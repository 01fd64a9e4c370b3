import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { hotApiRoutes } from "@/server/hot-api-routes";

// server/hot-api-routes.ts names app/api paths as strings and serves some of their methods outside
// Next: each path must still be its route folder, each handler that folder's export, and the route
// file must say which of its methods are served so.
const ROOT = path.resolve(__dirname, "../..");
const folderOf = (segments: string[]) => path.join(ROOT, "app", ...segments.map((s) => (s.startsWith(":") ? `[${s.slice(1)}]` : s)), "route.ts");
const servedDirectly = (methods: string[]) => `server.ts serves this ${methods.join(" and ")} itself, outside Next (server/hot-api-routes.ts)`;

test.each(hotApiRoutes.map((route) => ["/" + route.segments.join("/"), route] as const))("%s serves its route folder's handlers", async (_path, route) => {
  const file = folderOf(route.segments);
  expect(existsSync(file)).toBe(true);
  const routeModule = (await import(file)) as Record<string, unknown>;
  const methods = Object.keys(route.handlers);
  expect(methods.length).toBeGreaterThan(0);
  for (const method of methods) expect(routeModule[method]).toBe(route.handlers[method as keyof typeof route.handlers]);
  // A comment may run over lines.
  expect(readFileSync(file, "utf8").replace(/\n\/\/ /g, " ")).toContain(servedDirectly(methods));
});

test("the paths map to folders as Next's do", () => {
  expect(path.relative(ROOT, folderOf(["api", "getCountTickets", ":withoutQueue", ":showAll", ":userId"]))).toBe(
    path.join("app", "api", "getCountTickets", "[withoutQueue]", "[showAll]", "[userId]", "route.ts"),
  );
  expect(hotApiRoutes).toHaveLength(11);
});
