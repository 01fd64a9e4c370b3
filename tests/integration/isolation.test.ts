import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { bearer, call } from "@/tests/support/factories";
import type { Attempt, Method, MethodCase, RouteCases, World } from "./isolation/types";
import { buildWorld } from "./isolation/world";

// Every route under app/api, found on disk, called as tenant B with tenant A's ids (404 or 403)
// and signed out (401). A route or method without a case fails here until one is written.
const API_DIR = path.resolve(__dirname, "../../app/api");
const METHODS: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

type Handler = Parameters<typeof call>[0];

function discoverRoutes(dir = API_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return discoverRoutes(full);
    return name === "route.ts" ? [`/api/${path.relative(API_DIR, dir).split(path.sep).join("/")}`.replace(/\/$/, "")] : [];
  });
}

function loadCases(): RouteCases {
  const dir = path.join(__dirname, "isolation/cases");
  return Object.assign(
    {},
    // Discovery happens while Jest collects tests, which is synchronous: hence require.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    ...readdirSync(dir).map((file) => (require(path.join(dir, file)) as { cases: RouteCases }).cases),
  );
}

function moduleOf(route: string): Partial<Record<Method, Handler>> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(API_DIR, route.slice("/api/".length), "route.ts"));
}

/** Fills [id] and [...rest] segments of the route pattern from the attempt's params. */
function urlOf(route: string, attempt: Attempt) {
  const filled = route.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => {
    const value = attempt.params?.[name];
    return Array.isArray(value) ? value.join("/") : (value ?? name);
  });
  const query = new URLSearchParams(attempt.query ?? {}).toString();
  return query ? `${filled}?${query}` : filled;
}

async function send(route: string, method: Method, attempt: Attempt, token: string | null) {
  const handler = moduleOf(route)[method]!;
  return call(handler, {
    method,
    path: urlOf(route, attempt),
    body: attempt.body,
    headers: token ? bearer(token) : {},
    params: attempt.params ?? {},
  });
}

const routes = discoverRoutes();
const cases = loadCases();
let world: World;

beforeAll(async () => {
  world = await buildWorld();
});

test("every case names a route that exists", () => {
  expect(Object.keys(cases).filter((route) => !routes.includes(route))).toEqual([]);
});

describe.each(routes)("%s", (route) => {
  const methods = METHODS.filter((method) => typeof moduleOf(route)[method] === "function");

  test.each(methods)("%s", async (method) => {
    const kase: MethodCase | undefined = cases[route]?.[method];
    if (!kase) throw new Error(`No isolation case for ${method} ${route}: add one in tests/integration/isolation/cases/`);
    if ("public" in kase) {
      expect(kase.public).toMatch(/\w{3,}/);
      return;
    }
    const attempt = kase.foreign(world);
    const signedOut = await send(route, method, attempt, null);
    expect({ status: signedOut.status, error: signedOut.json?.error }).toEqual({ status: 401, error: "ERR_SESSION_EXPIRED" });

    const answer = await send(route, method, attempt, attempt.token ?? world.b.admin.token);
    if ("verify" in kase) await kase.verify(answer, world);
    else expect(answer.status).toBe(kase.expectStatus ?? 404);
  });
});
