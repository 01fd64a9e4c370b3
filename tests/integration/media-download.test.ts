import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { prisma } from "@/lib/db/client";
import { MEDIA_ERROR, MEDIA_TOO_LARGE } from "@/lib/inbound/media-markers";
import { receiveMessage } from "@/lib/inbound/receive-message";
import type { ConnectionRef as Connection } from "@/lib/events/domain-events";
import { mediaStore } from "@/lib/media/media-store";
import { makeTenant } from "@/tests/support/factories";
import { drainDownloads } from "@/tests/support/media-jobs";
import { startMediaStandIn } from "@/tests/support/media-stand-in";

// Received media is fetched by the download job, streamed into the store and cut off at
// MEDIA_MAX_BYTES; Z-API links only from the allowed hosts. A real HTTP server stands in for the
// provider's media host.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "atende-media-download-"));
const MB = 1024 * 1024;

let standIn: Awaited<ReturnType<typeof startMediaStandIn>>;
let connection: Connection;
let seq = 0;

beforeAll(async () => {
  standIn = await startMediaStandIn();
  const tenant = await makeTenant();
  const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf: tenant.idGraf } });
  const row = await prisma.whatsapp.create({
    data: { idGraf: tenant.idGraf, name: "Z", provider: "zapi", defaultQueueId: queue.id },
  });
  connection = { id: row.id, idGraf: tenant.idGraf };
});
afterAll(() => standIn.close());
beforeEach(() => {
  process.env.ZAPI_MEDIA_HOSTS = standIn.host;
  delete process.env.MEDIA_MAX_BYTES;
});

/** A document as Z-API's webhook delivers it, its link wherever the test says. */
async function receiveDocument(documentUrl: string) {
  const document = { documentUrl, mimeType: "application/pdf", fileName: "contrato.pdf" };
  const received = await receiveMessage(connection, {
    id: `ZMEDIA-${++seq}`,
    chatId: "5511944443333",
    isGroup: false,
    fromMe: false,
    contact: { number: "5511944443333" },
    kind: "document",
    body: "contrato.pdf",
    timestamp: new Date(),
    media: { mimetype: "application/pdf", fileName: "contrato.pdf" },
    raw: { type: "ReceivedCallback", phone: "5511944443333", document },
  });
  await drainDownloads();
  return prisma.message.findUniqueOrThrow({ where: { id: received!.messageId } });
}

const tenantFiles = () => {
  const dir = path.join(process.env.DATA_DIR!, "media", String(connection.idGraf));
  return existsSync(dir) ? readdirSync(dir) : [];
};

test("a document within the limit is stored whole under a generated key", async () => {
  const message = await receiveDocument(standIn.url(3 * MB, true));
  expect(message.mediaUrl).toMatch(/^[0-9a-f-]{36}\.pdf$/);
  expect((await mediaStore().open(connection.idGraf, message.mediaUrl!))?.size).toBe(3 * MB);
  expect(message.mediaNameOriginal).toBe("contrato.pdf");
});

test("a 300 MB document keeps the process's resident memory growth under 64 MB and leaves the placeholder", async () => {
  const before = new Set(tenantFiles());
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    // Chunked: no declared length, so the limit has to be counted as the bytes stream in.
    const message = await receiveDocument(standIn.url(300 * MB, true));
    expect(message.mediaUrl).toBe(MEDIA_TOO_LARGE);
    expect(message.body).toBe("contrato.pdf");
  } finally {
    clearInterval(sampler);
  }
  expect(peak - baseline).toBeLessThan(64 * MB);
  // Nothing of the file is kept: no key, no partial file.
  expect(tenantFiles().filter((name) => !before.has(name))).toEqual([]);
}, 120_000);

test("a declared length over the limit is refused before its body is read", async () => {
  process.env.MEDIA_MAX_BYTES = String(1 * MB);
  const sentBefore = standIn.seen.bytesSent;
  const message = await receiveDocument(standIn.url(200 * MB));
  expect(message.mediaUrl).toBe(MEDIA_TOO_LARGE);
  expect(standIn.seen.bytesSent - sentBefore).toBeLessThan(20 * MB);
});

test("loopback is refused by default, and so is an allowed name that resolves to it", async () => {
  for (const hosts of [undefined, "localhost"]) {
    if (hosts) process.env.ZAPI_MEDIA_HOSTS = hosts;
    else delete process.env.ZAPI_MEDIA_HOSTS;
    const requests = standIn.seen.requests;
    const link = standIn.url(1024).replace("127.0.0.1", hosts ?? "127.0.0.1");
    const message = await receiveDocument(link);
    expect(message.mediaUrl).toBe(MEDIA_ERROR);
    expect(standIn.seen.requests).toBe(requests);
  }
});

test("a host that is not allowed is never contacted", async () => {
  const requests = standIn.seen.requests;
  const message = await receiveDocument(standIn.url(1024).replace("127.0.0.1", "127.0.0.2"));
  expect(message.mediaUrl).toBe(MEDIA_ERROR);
  expect(standIn.seen.requests).toBe(requests);
});
