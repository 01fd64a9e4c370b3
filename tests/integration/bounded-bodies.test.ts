import { NextRequest } from "next/server";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as cloudWebhook } from "@/app/api/webhooks/whatsapp-cloud/[whatsappId]/route";
import { MAX_JSON_BYTES } from "@/lib/http/parse";
import { endlessBody } from "@/tests/support/endless-body";
import { makeTenant } from "@/tests/support/factories";
import { prisma } from "@/lib/db/client";

// Unauthenticated bodies are bounded whatever their encoding: one that declares no length
// (chunked) is read as it streams and cut off at the route's limit with a 413, its bytes dropped.
const MB = 1_048_576;

function chunkedPost(path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new NextRequest(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);
}

test("a chunked 50 MB sign-in is refused with 413, read no further than the limit, memory barely growing", async () => {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const { stream, pulled } = endlessBody({ totalBytes: 50 * MB });
  const res = await login(chunkedPost("/api/auth/login", stream), { params: Promise.resolve({}) });
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  expect(res.status).toBe(413);
  expect((await res.json()).error).toBe("ERR_PAYLOAD_TOO_LARGE");
  expect(pulled.bytes).toBeLessThanOrEqual(MAX_JSON_BYTES + 2 * MB);
  expect(peak - before).toBeLessThan(64 * MB);
});

test("a webhook's chunked body is bounded before its signature is checked", async () => {
  const tenant = await makeTenant();
  const connection = await prisma.whatsapp.create({
    data: { idGraf: tenant.idGraf, name: "Cloud API", provider: "cloud", cloudAppSecret: "s", status: "CONNECTED" },
  });
  const { stream, pulled } = endlessBody({ totalBytes: 50 * MB });
  const res = await cloudWebhook(
    chunkedPost(`/api/webhooks/whatsapp-cloud/${connection.id}`, stream, { "x-hub-signature-256": "sha256=00" }),
    { params: Promise.resolve({ whatsappId: String(connection.id) }) },
  );
  expect(res.status).toBe(413);
  expect(pulled.bytes).toBeLessThanOrEqual(MAX_JSON_BYTES + 2 * MB);
});

test("a body within the limit is read whole, chunked or not", async () => {
  const { stream } = endlessBody({ chunkBytes: 1000, totalBytes: 3000 });
  const res = await login(chunkedPost("/api/auth/login", stream), { params: Promise.resolve({}) });
  // Zeros are not JSON: the body was read to its end and parsed.
  expect(res.status).toBe(400);
  expect((await res.json()).error).toBe("ERR_BAD_REQUEST");
});
