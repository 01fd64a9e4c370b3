import { spawnSync } from "node:child_process";
import SwaggerParser from "@apidevtools/swagger-parser";
import { NextRequest } from "next/server";
import createClient from "openapi-fetch";
import { POST as createKey } from "@/app/api/api-keys/route";
import { GET as getDocument } from "@/app/api/v1/openapi.json/route";
import { prisma } from "@/lib/db/client";
import type { SimulatorSession } from "@/lib/whatsapp/simulator/simulator-session";
import { call } from "@/tests/support/factories";
import { discoverRoutes, moduleOf, methodsOf } from "@/tests/support/api-routes";
import type { paths } from "@/tests/support/public-api-types";
import { drainSends, liveSimulators } from "@/tests/support/simulated-sends";
import { makeDesk } from "@/tests/support/ticket-factories";

const pairedSimulator = liveSimulators();

async function theDocument() {
  const res = await call(getDocument, { path: "/api/v1/openapi.json" });
  expect(res.status).toBe(200);
  return res.json;
}

test("openapi.json is a valid OpenAPI 3.1 document with the key scheme and the error catalogue", async () => {
  const document = await theDocument();
  expect(document.openapi).toBe("3.1.0");
  await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
  // The validator does refuse what breaks the standard.
  const broken = { ...structuredClone(document), paths: { "/x": { get: { responses: "none" } } } };
  await expect(SwaggerParser.validate(broken)).rejects.toThrow();
  expect(document.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
  expect(document.components.schemas.ErrorCode.enum).toEqual(
    expect.arrayContaining(["ERR_API_KEY_INVALID", "ERR_API_KEY_SCOPE", "ERR_API_KEY_RATE_LIMITED"]),
  );
  const send = document.paths["/api/v1/messages"].post;
  expect(send.requestBody.content["application/json"].schema.required).toEqual(["number"]);
  expect(Object.keys(send.responses)).toEqual(expect.arrayContaining(["202", "401", "403", "429"]));
  expect(send.parameters).toEqual([expect.objectContaining({ name: "Idempotency-Key", in: "header" })]);
});

test("every route under /api/v1 that accepts a key is in the document", async () => {
  const document = await theDocument();
  const declared = discoverRoutes()
    .filter((route) => route.startsWith("/api/v1/"))
    .flatMap((route) =>
      methodsOf(route)
        .filter((method) => (moduleOf(route)[method] as { options?: { scope?: string } }).options?.scope)
        .map((method) => `${method.toLowerCase()} ${route.replace(/\[(\w+)\]/g, "{$1}")}`),
    );
  const documented = Object.entries(document.paths as Record<string, object>).flatMap(([route, operations]) =>
    Object.keys(operations).map((method) => `${method} ${route}`),
  );
  expect(documented.sort()).toEqual(declared.sort());
});

test("the client's types are generated from the current document (else: npm run api:types)", () => {
  // openapi-typescript is ESM with ESM dependencies of its own: it runs in its own process.
  const check = spawnSync("npx", ["tsx", "scripts/public-api-types.ts", "--check"], { encoding: "utf8" });
  expect(check.stderr).toBe("");
  expect(check.status).toBe(0);
}, 60_000);

test("a client generated from the document sends a message that reaches the phone", async () => {
  const desk = await makeDesk();
  const simulator: SimulatorSession = await pairedSimulator(desk.whatsappId);
  const created = await call(createKey, {
    method: "POST",
    body: { name: "ERP", scopes: ["messages:send"] },
    headers: desk.admin.headers,
  });
  const { POST } = await import("@/app/api/v1/messages/route");
  const client = createClient<paths>({
    baseUrl: "http://localhost:3000",
    headers: { authorization: `Bearer ${created.json.key}` },
    // The route handlers answer in place of the network.
    fetch: (request: Request) => POST(new NextRequest(request), { params: Promise.resolve({}) }),
  });
  const { data, error, response } = await client.POST("/api/v1/messages", {
    body: { number: "5511955554444", body: "Pelo cliente gerado" },
    params: { header: { "Idempotency-Key": "client-1" } },
  });
  expect(error).toBeUndefined();
  expect(response.status).toBe(202);
  expect(data).toEqual({ messageId: expect.any(Number), ticketId: expect.any(Number), contactId: expect.any(Number) });
  await drainSends();
  expect(simulator.outbox().map((sent) => sent.body)).toEqual(["Pelo cliente gerado"]);
  expect(await prisma.message.count({ where: { ticketId: data!.ticketId } })).toBe(1);
});
