import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { prisma } from "@/lib/db/client";
import { receiveMessage } from "@/lib/inbound/receive-message";
import { isMediaTooLarge } from "@/lib/media/byte-limit";
import { mediaStore } from "@/lib/media/media-store";
import { mapUpsert } from "@/lib/whatsapp/baileys/map-message";
import { openBaileysMedia } from "@/lib/whatsapp/baileys/open-baileys-media";
import { baileys, loadBaileys } from "@/lib/whatsapp/baileys/runtime";
import { makeTenant } from "@/tests/support/factories";
import { drainDownloads } from "@/tests/support/media-jobs";

// A Baileys media message is downloaded later by the job, from WhatsApp's media servers, with the
// media key its stored payload keeps: a real encrypted file (Baileys' own encryption) served by a
// local stand-in of the media host.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "atende-baileys-media-"));

const PLAIN = randomBytes(300_000);
let served = 0;
let encrypted: Buffer;
let url: string;
let close: () => Promise<void>;

beforeAll(async () => {
  await loadBaileys();
  const { encFilePath, mediaKey, fileLength } = await baileys().encryptedStream(PLAIN, "document");
  encrypted = readFileSync(encFilePath);
  const server = createServer((_req, res) => {
    served++;
    res.end(encrypted);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v/t62/document.enc`;
  close = () => new Promise((resolve) => (server.close(() => resolve()), server.closeAllConnections()));
  Object.assign(documentMessage, { mediaKey, fileLength });
});
afterAll(() => close());

const documentMessage: Record<string, unknown> = { mimetype: "application/pdf", fileName: "nota.pdf" };

/** The message as Baileys reports it, mapped as the session maps it (raw payload included). */
function upsert(fileLength?: number) {
  const message = {
    key: {
      remoteJid: "5511987654321@s.whatsapp.net",
      fromMe: false,
      id: `3EB0${randomBytes(8).toString("hex").toUpperCase()}`,
    },
    messageTimestamp: Math.floor(Date.now() / 1000),
    pushName: "Maria",
    message: { documentMessage: { ...documentMessage, url, ...(fileLength ? { fileLength } : {}) } },
  };
  const event = mapUpsert(message as Parameters<typeof mapUpsert>[0]);
  if (event?.type !== "message") throw new Error("not a message");
  return event.message;
}

test("the job decrypts the file with the stored media key and keeps it whole", async () => {
  const tenant = await makeTenant();
  const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf: tenant.idGraf } });
  const row = await prisma.whatsapp.create({
    data: { idGraf: tenant.idGraf, name: "WA", provider: "baileys", defaultQueueId: queue.id },
  });
  const received = await receiveMessage({ id: row.id, idGraf: tenant.idGraf }, upsert());
  await drainDownloads();
  const { mediaUrl } = await prisma.message.findUniqueOrThrow({ where: { id: received!.messageId } });
  expect(mediaUrl).toMatch(/^[0-9a-f-]{36}\.pdf$/);
  const file = await mediaStore().open(tenant.idGraf, mediaUrl!);
  expect(Buffer.concat(await file!.stream.toArray()).equals(PLAIN)).toBe(true);
});

test("a declared length over the limit is refused before WhatsApp's servers are asked", async () => {
  const before = served;
  const error = await openBaileysMedia(upsert(500 * 1024 * 1024).raw, 100 * 1024 * 1024).catch((e: unknown) => e);
  expect(isMediaTooLarge(error)).toBe(true);
  expect(served).toBe(before);
});
