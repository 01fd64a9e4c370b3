import { prisma } from "@/lib/db/client";
import { providers } from "@/lib/whatsapp/sessions/providers";
import { takeInProviderEvents } from "@/lib/inbound/take-in-provider-events";
import { installSessionManager, SessionManager } from "@/lib/whatsapp/sessions/session-manager";
import { discoverRoutes, methodsOf, moduleOf, urlOf, type Method } from "@/tests/support/api-routes";
import { bearer, call } from "@/tests/support/factories";
import { loadCases } from "../isolation/load-cases";
import type { Attempt, World } from "../isolation/types";
import { buildWorld } from "../isolation/world";
import { variantsOf, type Variant } from "./variants";

// Bad input never reaches a 500: every method of every route file on disk gets malformed path
// parameters, query strings and bodies (broken JSON, wrong types, huge and deeply nested values)
// as a signed-in SUPERADMIN, whose own requests reach every handler's validation. Each answer must
// be below 500 and, when an error, the API's JSON with a code. The routes are dealt into a few
// suites (tests/integration/bad-input-*.test.ts), one database and world each, so Jest's workers
// share the two minutes this takes.
const THROUGH_THE_SERVER_ONLY: Record<string, string> = {
  "/api/auth/[...nextauth]":
    "next-auth reads next/headers, which exist only inside Next's request: tests/e2e/bad-input.spec.ts",
};

const cases = loadCases();
const sessions = new SessionManager(providers, takeInProviderEvents);
let world: World;
let token: string;

/** The suite of every `of`-th route, from the `part`-th (1-based): together the parts cover each route once. */
export function badInputSuite(part: number, of: number) {
  const routes = discoverRoutes()
    .filter((route) => !(route in THROUGH_THE_SERVER_ONLY))
    .filter((_, index) => index % of === part - 1);

  beforeAll(async () => {
    installSessionManager(sessions);
    world = await buildWorld();
    await sessions.startAll();
    await prisma.user.update({ where: { id: world.a.admin.id }, data: { profile: "SUPERADMIN" } });
    token = world.a.admin.token;
  }, 120_000);

  afterAll(async () => {
    await sessions.stopAll();
    installSessionManager(undefined);
  });

  describe.each(routes)("%s", (route) => {
    test.each(methodsOf(route))(
      "%s answers malformed input below 500, with an error code",
      async (method) => {
        const failures: string[] = [];
        for (const variant of variantsOf(route, method, await baseAttempt(route, method))) {
          const answer = await send(route, method, variant).catch((error: Error) => ({
            status: 0,
            json: { thrown: error.message },
          }));
          const error = (answer.json as { error?: unknown } | null)?.error;
          const bad =
            answer.status === 0 ||
            answer.status >= 500 ||
            (answer.status >= 400 && !/^ERR_[A-Z_]+$/.test(String(error)));
          if (bad) failures.push(`${variant.label}: ${answer.status} ${JSON.stringify(answer.json)?.slice(0, 200)}`);
        }
        expect(failures).toEqual([]);
      },
      180_000,
    );
  });
}

/** The request that reaches the handler for tenant A: the isolation case's own attempt, else its attempt. */
async function baseAttempt(route: string, method: Method): Promise<Attempt> {
  const kase = cases[route]?.[method];
  if (!kase || "public" in kase) return {};
  if ("own" in kase && kase.own) return kase.own(world);
  return kase.foreign(world);
}

async function send(route: string, method: Method, variant: Variant) {
  const headers: Record<string, string> = {
    ...bearer(token),
    ...(variant.contentType ? { "content-type": variant.contentType } : {}),
  };
  return call(moduleOf(route)[method]!, {
    method,
    path: urlOf(route, variant.params, variant.query),
    body: variant.body,
    rawBody: variant.rawBody,
    headers,
    params: variant.params,
  });
}
