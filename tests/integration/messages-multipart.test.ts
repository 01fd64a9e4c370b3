import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { GET as listMessages, POST as sendMessage } from "@/app/api/messages/[id]/route";
import { GET as downloadFile } from "@/app/api/messages/download-file/[idGraf]/[key]/route";
import { POST as ackRoute } from "@/app/api/simulator/[whatsappId]/ack/route";
import { GET as outboxRoute } from "@/app/api/simulator/[whatsappId]/outbox/route";
import { prisma } from "@/lib/db/client";
import { MAX_ATTACHMENTS_BYTES, MAX_MEDIA_FORM_BYTES } from "@/lib/messages/send-media-messages";
import type { OutboxItem } from "@/lib/whatsapp/simulator/simulator-phone";
import { call } from "@/tests/support/factories";
import { endlessBody } from "@/tests/support/endless-body";
import { drainSends, liveSimulators } from "@/tests/support/simulated-sends";
import { makeAttendant, makeContact, makeDesk, makeTicket } from "@/tests/support/ticket-factories";

const dataDir = mkdtempSync(path.join(tmpdir(), "atende-multipart-"));
process.env.DATA_DIR = dataDir;

const pairedSimulator = liveSimulators();
const TOO_LARGE = { error: "ERR_ATTACHMENTS_TOO_LARGE", message: "Os arquivos excedem o limite total de 100MB." };

let desk: Awaited<ReturnType<typeof makeDesk>>;
let ticketId: number;
let number: string;

beforeEach(async () => {
  desk = await makeDesk();
  await pairedSimulator(desk.whatsappId);
  const contact = await makeContact(desk.idGraf);
  number = contact.number;
  ticketId = (
    await makeTicket(desk.idGraf, {
      whatsappId: desk.whatsappId,
      contactId: contact.id,
      status: "open",
      userId: desk.admin.id,
    })
  ).id;
});

/** What the composer sends: fromMe, then each file with its name as body (spec section 7). */
function composerForm(files: { data: Uint8Array<ArrayBuffer> | string; type: string; name: string; body?: string }[]) {
  const form = new FormData();
  form.append("fromMe", "true");
  for (const file of files) {
    form.append("medias", new Blob([file.data], { type: file.type }), file.name);
    form.append("body", file.body ?? file.name);
  }
  return form;
}

const post = (body: FormData, headers: Record<string, string> = desk.admin.headers) =>
  call(sendMessage, { method: "POST", headers, params: { id: String(ticketId) }, body });

/** A request with a streamed body, as a client uploading without (or with a false) Content-Length. */
function streamedPost(body: ReadableStream<Uint8Array>, headers: Record<string, string>) {
  const req = new NextRequest(`http://localhost/api/messages/${ticketId}`, {
    method: "POST",
    headers: { ...desk.admin.headers, "content-type": "multipart/form-data; boundary=xyz", ...headers },
    body,
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);
  return sendMessage(req, { params: Promise.resolve({ id: String(ticketId) }) });
}

const mediaFiles = () =>
  readdirSync(path.join(dataDir, "media", String(desk.idGraf)), { withFileTypes: true }).filter((f) => f.isFile());
const storedMediaCount = () => {
  try {
    return mediaFiles().length;
  } catch {
    return 0;
  }
};

test("each file is one message, stored with ack 0, delivered to the phone with its media, and the phone's ack updates it", async () => {
  const photo = Buffer.from("\xff\xd8\xff\xe0 a small jpeg", "latin1");
  const contract = Buffer.from("%PDF-1.4 contrato");
  const sent = await post(
    composerForm([
      { data: photo, type: "image/jpeg", name: "foto da fachada.jpg" },
      { data: contract, type: "application/pdf", name: "contrato.pdf", body: "Segue o contrato" },
    ]),
  );
  expect(sent.status).toBe(201);
  const [image, document] = sent.json.messages;
  expect(image).toMatchObject({
    ticketId,
    fromMe: true,
    ack: 0,
    mediaType: "image",
    mediaNameOriginal: "foto da fachada.jpg",
    body: "foto da fachada.jpg",
  });
  expect(document).toMatchObject({
    fromMe: true,
    ack: 0,
    mediaType: "document",
    mediaNameOriginal: "contrato.pdf",
    body: "Segue o contrato",
  });
  // Stored under a generated name, never the sender's.
  expect(image.mediaUrl).toMatch(new RegExp(`^/api/messages/download-file/${desk.idGraf}/[0-9a-f-]{36}\\.jpg$`));
  const key = image.mediaUrl.split("/").pop();
  const file = await downloadFile(
    new NextRequest(`http://localhost${image.mediaUrl}`, { headers: desk.admin.headers }),
    {
      params: Promise.resolve({ idGraf: String(desk.idGraf), key }),
    },
  );
  expect(Buffer.from(await file.arrayBuffer())).toEqual(photo);

  await drainSends();
  const simulator = { headers: desk.admin.headers, params: { whatsappId: String(desk.whatsappId) } };
  const outbox: OutboxItem[] = (await call(outboxRoute, simulator)).json.messages;
  expect(outbox).toEqual([
    expect.objectContaining({
      to: number,
      type: "media",
      fileName: "contrato.pdf",
      mimetype: "application/pdf",
      size: contract.length,
      body: "Segue o contrato",
    }),
    // The body that only repeats the file name is not sent as a caption.
    expect.objectContaining({
      to: number,
      type: "media",
      fileName: "foto da fachada.jpg",
      mimetype: "image/jpeg",
      size: photo.length,
      body: "",
    }),
  ]);

  const stored = await prisma.message.findUniqueOrThrow({ where: { id: image.id } });
  expect(stored).toMatchObject({ ack: 1, providerMessageId: outbox[1].id });
  await call(ackRoute, { ...simulator, method: "POST", body: { id: outbox[1].id, ack: 4 } });
  const listed = await call(listMessages, {
    headers: desk.admin.headers,
    params: { id: String(ticketId) },
    path: `/api/messages/${ticketId}`,
  });
  expect(listed.json.messages.find((m: { id: number }) => m.id === image.id).ack).toBe(4);
  expect(listed.json.ticket.lastMessage).toBe("Segue o contrato");
});

test("without files the text is sent as a message; blank text is refused", async () => {
  const form = new FormData();
  form.append("fromMe", "true");
  form.append("body", "Bom dia!");
  const sent = await post(form);
  expect(sent.status).toBe(201);
  expect(sent.json.messages).toEqual([
    expect.objectContaining({ body: "Bom dia!", mediaType: "conversation", mediaUrl: null }),
  ]);

  const blank = new FormData();
  blank.append("fromMe", "true");
  blank.append("body", "  \n ");
  const refused = await post(blank);
  expect(refused.status).toBe(400);
  expect(refused.json.error).toBe("ERR_BAD_REQUEST");
  expect(await prisma.message.count({ where: { ticketId } })).toBe(1);
});

test("attachments above 100 MB in total are refused with the spec's text, and nothing is kept", async () => {
  const half = MAX_ATTACHMENTS_BYTES / 2;
  const over = await post(
    composerForm([
      { data: Buffer.alloc(half), type: "video/mp4", name: "parte 1.mp4" },
      { data: Buffer.alloc(half + 1), type: "video/mp4", name: "parte 2.mp4" },
    ]),
  );
  expect(over.status).toBe(413);
  expect(over.json).toEqual(TOO_LARGE);
  expect(await prisma.message.count({ where: { ticketId } })).toBe(0);
  expect(storedMediaCount()).toBe(0);
});

test("a body declaring more than the limit is refused before any of it is read", async () => {
  const { stream, pulled } = endlessBody();
  const res = await streamedPost(stream, { "content-length": String(MAX_MEDIA_FORM_BYTES + 1) });
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual(TOO_LARGE);
  expect(pulled.bytes).toBeLessThanOrEqual(1_048_576);
});

test("a body declaring no length is cut off once it passes the limit", async () => {
  const { stream, pulled } = endlessBody();
  const res = await streamedPost(stream, {});
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual(TOO_LARGE);
  // Read up to the limit and a few chunks in flight, not on and on.
  expect(pulled.bytes).toBeGreaterThan(MAX_MEDIA_FORM_BYTES);
  expect(pulled.bytes).toBeLessThan(MAX_MEDIA_FORM_BYTES + 8 * 1_048_576);
});

test("malformed forms, text under medias and empty files are bad requests", async () => {
  const garbage = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode("this is not a multipart body"));
      controller.close();
    },
  });
  expect((await streamedPost(garbage, {})).status).toBe(400);

  const textAsFile = new FormData();
  textAsFile.append("medias", "not a file");
  expect((await post(textAsFile)).json.error).toBe("ERR_BAD_REQUEST");

  expect((await post(composerForm([{ data: "", type: "image/png", name: "vazio.png" }]))).status).toBe(400);
  const many = Array.from({ length: 51 }, (_, i) => ({ data: "abc", type: "image/png", name: `${i}.png` }));
  expect((await post(composerForm(many))).json).toMatchObject({
    error: "ERR_BAD_REQUEST",
    details: [{ path: "medias" }],
  });
  expect(await prisma.message.count({ where: { ticketId } })).toBe(0);
  expect(storedMediaCount()).toBe(0);
});

test("files go only to open tickets the caller may see", async () => {
  const form = () => composerForm([{ data: "abc", type: "image/png", name: "a.png" }]);
  const attendant = await makeAttendant(desk.idGraf);
  expect((await post(form(), attendant.headers)).status).toBe(404);

  const stranger = await makeDesk();
  expect((await post(form(), stranger.admin.headers)).json.error).toBe("ERR_NO_TICKET_FOUND");
  expect((await post(form(), {})).status).toBe(401);

  await prisma.ticket.update({ where: { id: ticketId }, data: { status: "closed" } });
  expect((await post(form())).status).toBe(400);
  expect(await prisma.message.count({ where: { ticketId } })).toBe(0);
  expect(storedMediaCount()).toBe(0);
});

test("a 90 MB file streams into the store: resident memory grows by less than 64 MB", async () => {
  const size = 90 * 1_048_576;
  const head = new TextEncoder().encode(
    `--xyz\r\nContent-Disposition: form-data; name="medias"; filename="video.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(
    `\r\n--xyz\r\nContent-Disposition: form-data; name="body"\r\n\r\nvideo.mp4\r\n--xyz--\r\n`,
  );
  const chunk = new Uint8Array(256 * 1024).fill(7);
  const parts = (function* () {
    yield head;
    for (let sent = 0; sent < size; sent += chunk.length) yield chunk;
    yield tail;
  })();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = parts.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const res = await streamedPost(body, {});
    expect(res.status).toBe(201);
  } finally {
    clearInterval(sampler);
  }
  expect(peak - baseline).toBeLessThan(64 * 1_048_576);
  const [stored] = mediaFiles();
  expect(readdirSync(path.join(dataDir, "media", String(desk.idGraf)))).toHaveLength(1);
  expect(statSync(path.join(dataDir, "media", String(desk.idGraf), stored.name)).size).toBe(size);
}, 60_000);
