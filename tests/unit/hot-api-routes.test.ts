import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { hotApiRoutes } from "@/server/hot-api-routes";

// server/hot-api-routes.ts names eight app/api paths as strings and serves their GET outside Next:
// each path must still be its route folder, and the route file must say that its GET is served so.
const ROOT = path.resolve(__dirname, "../..");
const folderOf = (segments: string[]) => path.join(ROOT, "app", ...segments.map((s) => (s.startsWith(":") ? `[${s.slice(1)}]` : s)), "route.ts");
const SERVED_DIRECTLY = "// server.ts serves this GET itself, outside Next (server/hot-api-routes.ts)";

test.each(hotApiRoutes.map((route) => ["/" + route.segments.join("/"), route] as const))("%s is its route folder's GET", async (_path, route) => {
  const file = folderOf(route.segments);
  expect(existsSync(file)).toBe(true);
  const routeModule = (await import(file)) as { GET?: unknown };
  expect(routeModule.GET).toBe(route.GET);
  expect(readFileSync(file, "utf8")).toContain(SERVED_DIRECTLY);
});

test("the paths map to folders as Next's do", () => {
  expect(path.relative(ROOT, folderOf(["api", "getCountTickets", ":withoutQueue", ":showAll", ":userId"]))).toBe(
    path.join("app", "api", "getCountTickets", "[withoutQueue]", "[showAll]", "[userId]", "route.ts"),
  );
  expect(hotApiRoutes).toHaveLength(8);
});
