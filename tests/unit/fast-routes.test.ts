import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { findDirectRoute, serveDirectRoute, type DirectRoute } from "@/lib/http/direct-routes";
import { isFastRoute } from "@/lib/http/route";
import { fastRoutes } from "@/server/fast-routes";
import { routeFiles, routePatterns } from "@/server/route-patterns";

// server.ts serves the methods of app/api declared `fast: true` itself (server/fast-routes.ts):
// these are found in the route modules, at the paths Next gives their folders.
const APP = path.resolve(__dirname, "../../app");
const METHODS = ["GET", "POST", "PUT", "DELETE"] as const;
let routes: DirectRoute[];

beforeAll(async () => {
  routes = await fastRoutes(APP);
});

const samplePath = (pattern: string) => pattern.replace(/\[(\w+)\]/g, "1");

test("every method declared fast is served at its folder's path by its own export, and no other method", async () => {
  let declared = 0;
  for (const { pattern, file } of routeFiles(APP).filter((route) => route.pattern.startsWith("/api/"))) {
    const routeModule = (await import(file)) as Record<string, unknown>;
    const found = findDirectRoute(routes, samplePath(pattern));
    for (const method of METHODS) {
      const served = found?.route.pattern === pattern ? found.route.handlers[method] : undefined;
      if (isFastRoute(routeModule[method])) declared++;
      expect({ pattern, method, served: served !== undefined && served === routeModule[method] }).toEqual({
        pattern,
        method,
        served: isFastRoute(routeModule[method]),
      });
    }
  }
  expect(declared).toBeGreaterThan(0);
});

test("a catch-all route declared fast stops the start: its segments are Next's to split", async () => {
  const app = mkdtempSync(path.join(tmpdir(), "fast-routes-"));
  try {
    const folder = path.join(app, "api", "files", "[...rest]");
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, "route.ts"),
      `import { apiRoute } from "@/lib/http/route";\n` +
        `export const GET = apiRoute({ caller: "anyone", fast: true }, async () => new Response(null));\n`,
    );
    await expect(fastRoutes(app)).rejects.toThrow(
      "/api/files/[...rest]: a catch-all route cannot be served outside Next",
    );
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
});

// A parameter matches any segment, but Next gives a folder of its own (/api/messages/forward beside
// /api/messages/[id]) its own route: every such sibling of a served path must reach Next.
test("a path with a folder of its own beside a served route's parameter is left to Next, for every method", async () => {
  const folderOf = (segments: string[]) =>
    path.join(APP, ...segments.map((s) => (s.startsWith(":") ? `[${s.slice(1)}]` : s)));
  const siblings = routes.flatMap((route) =>
    route.segments.flatMap((segment, i) => {
      if (!segment.startsWith(":")) return [];
      const folder = folderOf(route.segments.slice(0, i));
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
  const patterns = routePatterns(APP);
  const server = createServer((req, res) => {
    void serveDirectRoute(routes, patterns, req, res).then((served) => served || res.writeHead(299).end());
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
        if (routes.some((other) => other.pattern === sibling && other.handlers[method])) continue;
        expect({ method, sibling, status: await status(method, sibling) }).toEqual({ method, sibling, status: 299 });
      }
    }
    // The served path itself is answered here: without a credential, 401.
    expect(await status("POST", "/api/messages/12")).toBe(401);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
