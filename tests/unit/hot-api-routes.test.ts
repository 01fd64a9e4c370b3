import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serveDirectRoute } from "@/lib/http/direct-routes";
import { hotApiRoutes } from "@/server/hot-api-routes";
import { routePatterns } from "@/server/route-patterns";

// server/hot-api-routes.ts names app/api paths as strings and serves some of their methods outside
// Next: each path must still be its route folder, each handler that folder's export, and the route
// file must say which of its methods are served so.
const ROOT = path.resolve(__dirname, "../..");
const folderOf = (segments: string[]) =>
  path.join(ROOT, "app", ...segments.map((s) => (s.startsWith(":") ? `[${s.slice(1)}]` : s)), "route.ts");
const servedDirectly = (methods: string[]) =>
  `server.ts serves this ${methods.join(" and ")} itself, outside Next (server/hot-api-routes.ts)`;

test.each(hotApiRoutes.map((route) => ["/" + route.segments.join("/"), route] as const))(
  "%s serves its route folder's handlers",
  async (_path, route) => {
    const file = folderOf(route.segments);
    expect(existsSync(file)).toBe(true);
    const routeModule = (await import(file)) as Record<string, unknown>;
    const methods = Object.keys(route.handlers);
    expect(methods.length).toBeGreaterThan(0);
    for (const method of methods)
      expect(routeModule[method]).toBe(route.handlers[method as keyof typeof route.handlers]);
    // A comment may run over lines.
    expect(readFileSync(file, "utf8").replace(/\n\/\/ /g, " ")).toContain(servedDirectly(methods));
    // Answers made by jsonResponse are written from their text, without reading their body back.
    expect(readFileSync(file, "utf8")).not.toContain("NextResponse.json(");
  },
);

test("the paths map to folders as Next's do", () => {
  expect(path.relative(ROOT, folderOf(["api", "getCountTickets", ":withoutQueue", ":showAll", ":userId"]))).toBe(
    path.join("app", "api", "getCountTickets", "[withoutQueue]", "[showAll]", "[userId]", "route.ts"),
  );
  expect(hotApiRoutes).toHaveLength(11);
});

// A parameter matches any segment, but Next gives a folder of its own (/api/messages/forward beside
// /api/messages/[id]) its own route: every such sibling of a served path must reach Next.
test("a path with a folder of its own beside a served route's parameter is left to Next, for every method", async () => {
  const siblings = hotApiRoutes.flatMap((route) =>
    route.segments.flatMap((segment, i) => {
      if (!segment.startsWith(":")) return [];
      const folder = path.join(
        ROOT,
        "app",
        ...route.segments.slice(0, i).map((s) => (s.startsWith(":") ? `[${s.slice(1)}]` : s)),
      );
      // A folder with a route file of its own at that depth (download-file has routes only deeper down).
      const rest = route.segments.slice(i + 1).map((s) => (s.startsWith(":") ? `[${s.slice(1)}]` : s));
      const statics = readdirSync(folder, { withFileTypes: true }).filter(
        (entry) =>
          entry.isDirectory() &&
          !entry.name.startsWith("[") &&
          existsSync(path.join(folder, entry.name, ...rest, "route.ts")),
      );
      return statics.map((entry) => ({
        route,
        path: "/" + route.segments.map((s, j) => (j === i ? entry.name : s.startsWith(":") ? "1" : s)).join("/"),
      }));
    }),
  );
  expect(siblings.map((s) => s.path)).toContain("/api/messages/forward");
  const patterns = routePatterns(path.join(ROOT, "app"));
  const server = createServer((req, res) => {
    void serveDirectRoute(hotApiRoutes, patterns, req, res).then((served) => served || res.writeHead(299).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const status = (method: string, to: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port: (server.address() as AddressInfo).port,
          path: to,
          method,
          headers: { "content-type": "application/json" },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      req.on("error", reject).end(method === "GET" ? undefined : "{}");
    });
  try {
    for (const { route, path: sibling } of siblings) {
      for (const method of Object.keys(route.handlers) as (keyof typeof route.handlers)[]) {
        // A sibling that is itself served (GET /api/tickets/dashboard) answers by its own handler.
        if (hotApiRoutes.some((other) => other.pattern === sibling && other.handlers[method])) continue;
        expect({ method, sibling, status: await status(method, sibling) }).toEqual({ method, sibling, status: 299 });
      }
    }
    // The served path itself is answered here: without a credential, 401.
    expect(await status("POST", "/api/messages/12")).toBe(401);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
