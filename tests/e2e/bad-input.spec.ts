import { discoverRoutes, METHODS } from "../support/api-routes";
import { expect, test } from "./support/fixtures";

// Malformed requests through the real server, where Next decodes paths and runs next-auth: each is
// answered with the API's JSON error, never a 500 or an HTML page.
const BROKEN = "%E0%A4%A";

async function answer(url: string, init: RequestInit = {}) {
  const res = await fetch(url, init);
  const text = await res.text();
  let json: unknown = text.slice(0, 80);
  try {
    json = JSON.parse(text);
  } catch {
    // left as the start of the text, to show in the failure
  }
  return { status: res.status, json };
}

test("a path segment with broken percent-encoding is a JSON 400 on every route that takes one, for every method", async ({
  server,
}) => {
  const withParams = discoverRoutes().filter((route) => route.includes("["));
  expect(withParams.length).toBeGreaterThan(19);
  const wrong: string[] = [];
  for (const route of withParams) {
    const path = route.replace(/\[\[?(?:\.\.\.)?\w+\]\]?/g, BROKEN);
    for (const method of METHODS) {
      const { status, json } = await answer(`${server.url}${path}`, { method });
      if (status !== 400 || (json as { error?: string }).error !== "ERR_BAD_REQUEST")
        wrong.push(`${method} ${path}: ${status} ${JSON.stringify(json)}`);
    }
  }
  expect(wrong).toEqual([]);
});

test("next-auth's catch-all answers only its own actions, and bad input there is a JSON 4xx", async ({ server }) => {
  const json = { "content-type": "application/json" };
  expect(await answer(`${server.url}/api/auth/1`, { method: "POST" })).toMatchObject({
    status: 404,
    json: { error: "ERR_NOT_FOUND" },
  });
  expect(await answer(`${server.url}/api/auth/1`)).toMatchObject({ status: 404, json: { error: "ERR_NOT_FOUND" } });
  expect(await answer(`${server.url}/api/auth/csrf`, { method: "POST" })).toMatchObject({
    status: 404,
    json: { error: "ERR_NOT_FOUND" },
  });
  expect(await answer(`${server.url}/api/auth/session`, { method: "POST", headers: json, body: "{" })).toMatchObject({
    status: 400,
    json: { error: "ERR_BAD_REQUEST" },
  });
  expect(await answer(`${server.url}/api/auth/signin?callbackUrl=javascript:alert(1)`)).toMatchObject({
    status: 400,
    json: { error: "ERR_BAD_REQUEST" },
  });
  // Its own actions still work.
  expect(await answer(`${server.url}/api/auth/csrf`)).toMatchObject({
    status: 200,
    json: { csrfToken: expect.any(String) },
  });
  expect(await answer(`${server.url}/api/auth/session`)).toEqual({ status: 200, json: {} });
});

test("an /api path no route has is the API's JSON 404, whatever the method; real routes are not shadowed", async ({
  server,
}) => {
  for (const path of ["/api", "/api/nothing", "/api/tickets/1/nothing", "/api/auth"]) {
    for (const method of METHODS) {
      expect({ path, method, ...(await answer(`${server.url}${path}`, { method })) }).toMatchObject({
        path,
        method,
        status: 404,
        json: { error: "ERR_NOT_FOUND" },
      });
    }
  }
  expect(await answer(`${server.url}/api/tickets/1`)).toMatchObject({
    status: 401,
    json: { error: "ERR_SESSION_EXPIRED" },
  });
  const json = { "content-type": "application/json" };
  expect(await answer(`${server.url}/api/auth/login`, { method: "POST", body: "{", headers: json })).toMatchObject({
    status: 400,
    json: { error: "ERR_BAD_REQUEST" },
  });
  expect(await answer(`${server.url}/api/auth/login`, { method: "POST", body: "{" })).toMatchObject({
    status: 415,
    json: { error: "ERR_UNSUPPORTED_MEDIA_TYPE" },
  });
});
