import { takeInProviderEvents } from "@/lib/inbound/take-in-provider-events";
import { installSessionManager, SessionManager } from "@/lib/whatsapp/sessions/session-manager";
import { providers } from "@/lib/whatsapp/sessions/providers";
import { discoverRoutes, methodsOf, moduleOf, urlOf, type Method } from "@/tests/support/api-routes";
import { bearer, call } from "@/tests/support/factories";
import { loadCases } from "./isolation/load-cases";
import type { Attempt, MethodCase, World } from "./isolation/types";
import { buildWorld } from "./isolation/world";

// Every route under app/api, found on disk, called as tenant B with tenant A's ids (404 or 403,
// with the expected error code), signed out (401), and as tenant A, whose same request succeeds.
// A route or method without a case fails here until one is written.
async function send(route: string, method: Method, attempt: Attempt, token: string | null) {
  return call(moduleOf(route)[method]!, {
    method,
    path: urlOf(route, attempt.params, attempt.query),
    body: attempt.body,
    headers: token ? bearer(token) : {},
    params: attempt.params ?? {},
  });
}

const routes = discoverRoutes();
const cases = loadCases();
const sessions = new SessionManager(providers, takeInProviderEvents);
let world: World;

beforeAll(async () => {
  installSessionManager(sessions);
  world = await buildWorld();
  // The simulator routes reach a running session of the connection.
  await sessions.startAll();
});

afterAll(async () => {
  await sessions.stopAll();
  installSessionManager(undefined);
});

test("every case names a route that exists", () => {
  expect(Object.keys(cases).filter((route) => !routes.includes(route))).toEqual([]);
});

// A case aimed at tenant A's ids also proves the route works for A and names B's error code.
test("every case aimed at another tenant's ids has a positive control and an expected error code", () => {
  const missing = Object.entries(cases).flatMap(([route, methods]) =>
    Object.entries(methods).flatMap(([method, kase]: [string, MethodCase]) => {
      if ("public" in kase || "verify" in kase) return [];
      const lacks = [
        !kase.expectError && "expectError",
        (kase.expectStatus ?? 404) === 404 && !kase.own && "own",
      ].filter(Boolean);
      return lacks.length ? [`${method} ${route}: add ${lacks.join(" and ")}`] : [];
    }),
  );
  expect(missing).toEqual([]);
});

describe.each(routes)("%s", (route) => {
  test.each(methodsOf(route))("%s", async (method) => {
    const kase: MethodCase | undefined = cases[route]?.[method];
    if (!kase)
      throw new Error(`No isolation case for ${method} ${route}: add one in tests/integration/isolation/cases/`);
    if ("public" in kase) {
      expect(kase.public).toMatch(/\w{3,}/);
      return;
    }
    const attempt = kase.foreign(world);
    const signedOut = await send(route, method, attempt, null);
    expect({ status: signedOut.status, error: signedOut.json?.error }).toEqual({
      status: 401,
      error: "ERR_SESSION_EXPIRED",
    });

    const answer = await send(route, method, attempt, attempt.token ?? world.b.admin.token);
    if ("verify" in kase) {
      await kase.verify(answer, world);
      return;
    }
    expect({ status: answer.status, error: answer.json?.error }).toEqual({
      status: kase.expectStatus ?? 404,
      error: kase.expectError ?? expect.anything(),
    });
    if (!kase.own) return;
    const own = await kase.own(world);
    const ownAnswer = await send(route, method, own, own.token ?? world.a.admin.token);
    const succeeded = ownAnswer.status >= 200 && ownAnswer.status < 300;
    expect(succeeded ? "2xx" : { status: ownAnswer.status, json: ownAnswer.json }).toBe("2xx");
  });
});
