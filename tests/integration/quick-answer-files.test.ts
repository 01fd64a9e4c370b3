import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { GET as downloadFile } from "@/app/api/messages/download-file/[idGraf]/[key]/route";
import { DELETE as remove, GET as show, PUT as update } from "@/app/api/quickAnswers/[id]/route";
import { POST as sendAnswer } from "@/app/api/quickAnswers/[id]/send/route";
import { GET as list, POST as create } from "@/app/api/quickAnswers/route";
import { GET as outboxRoute } from "@/app/api/simulator/[whatsappId]/outbox/route";
import type { OutboxItem } from "@/lib/whatsapp/simulator/simulator-phone";
import { call, idParam } from "@/tests/support/factories";
import { drainSends, liveSimulators } from "@/tests/support/simulated-sends";
import { makeContact, makeDesk, makeTicket } from "@/tests/support/ticket-factories";

const dataDir = mkdtempSync(path.join(tmpdir(), "atende-quick-answer-files-"));
process.env.DATA_DIR = dataDir;

const pairedSimulator = liveSimulators();

type Headers = Record<string, string>;
type QuickAnswer = {
  id: number;
  shortcut: string;
  message: string;
  media: { name: string; mimetype: string } | null;
  queueIds: number[];
};

const photo = Buffer.from("\xff\xd8\xff\xe0 a small jpeg", "latin1");
const contract = Buffer.from("%PDF-1.4 contrato");

/** What the Quick answers screen sends: the fields, its departments and the file chosen. */
function answerForm(fields: { shortcut: string; message: string; queueIds?: number[]; removeMedia?: boolean }) {
  const form = new FormData();
  form.set("shortcut", fields.shortcut);
  form.set("message", fields.message);
  for (const queueId of fields.queueIds ?? []) form.append("queueIds", String(queueId));
  if (fields.removeMedia) form.set("removeMedia", "true");
  return form;
}
const withFile = (form: FormData, data: Buffer, type: string, name: string) => {
  form.set("media", new Blob([new Uint8Array(data)], { type }), name);
  return form;
};

const post = (headers: Headers, body: FormData | object) => call(create, { method: "POST", headers, body });
const put = (headers: Headers, id: number, body: FormData | object) =>
  call(update, { method: "PUT", headers, params: idParam(id), body });
const composerList = async (headers: Headers, ticketId: number) =>
  (await call(list, { headers, path: `/api/quickAnswers?ticketId=${ticketId}` })).json.quickAnswers as QuickAnswer[];

const storedFiles = (idGraf: number) => {
  try {
    return readdirSync(path.join(dataDir, "media", String(idGraf)), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

let desk: Awaited<ReturnType<typeof makeDesk>>;

beforeEach(async () => {
  desk = await makeDesk();
});

test("the file is created, kept by a JSON change, replaced and removed through the multipart routes", async () => {
  const created = await post(
    desk.admin.headers,
    withFile(answerForm({ shortcut: "foto", message: "Segue a foto da fachada" }), photo, "image/jpeg", "fachada.jpg"),
  );
  expect(created.status).toBe(201);
  expect(created.json).toEqual({
    id: expect.any(Number),
    shortcut: "foto",
    message: "Segue a foto da fachada",
    media: { name: "fachada.jpg", mimetype: "image/jpeg" },
    queueIds: [],
  });
  const id = created.json.id as number;
  const [photoKey] = storedFiles(desk.idGraf);
  expect(photoKey).toMatch(/\.jpg$/);

  const renamed = await put(desk.admin.headers, id, { shortcut: "fachada", message: "Segue a foto da fachada" });
  expect(renamed.json.media).toEqual({ name: "fachada.jpg", mimetype: "image/jpeg" });
  expect(storedFiles(desk.idGraf)).toEqual([photoKey]);

  const replaced = await put(
    desk.admin.headers,
    id,
    withFile(answerForm({ shortcut: "contrato", message: "Segue o contrato" }), contract, "application/pdf", "c.pdf"),
  );
  expect(replaced.status).toBe(200);
  expect(replaced.json.media).toEqual({ name: "c.pdf", mimetype: "application/pdf" });
  expect(storedFiles(desk.idGraf)).toEqual([expect.stringMatching(/\.pdf$/)]);

  const kept = await put(desk.admin.headers, id, answerForm({ shortcut: "contrato", message: "Segue o contrato!" }));
  expect(kept.json).toMatchObject({ message: "Segue o contrato!", media: { name: "c.pdf" } });

  const cleared = await put(
    desk.admin.headers,
    id,
    answerForm({ shortcut: "contrato", message: "Segue o contrato!", removeMedia: true }),
  );
  expect(cleared.json.media).toBeNull();
  expect(storedFiles(desk.idGraf)).toEqual([]);
  expect((await call(show, { headers: desk.admin.headers, params: idParam(id) })).json.media).toBeNull();

  const again = await put(
    desk.admin.headers,
    id,
    withFile(answerForm({ shortcut: "foto", message: "Segue a foto" }), photo, "image/jpeg", "f.jpg"),
  );
  expect(storedFiles(desk.idGraf)).toHaveLength(1);
  expect(
    (await call(remove, { method: "DELETE", headers: desk.admin.headers, params: idParam(again.json.id) })).status,
  ).toBe(200);
  expect(storedFiles(desk.idGraf)).toEqual([]);
});

test("a file over MEDIA_MAX_BYTES is refused with ERR_MEDIA_TOO_LARGE and nothing is kept", async () => {
  process.env.MEDIA_MAX_BYTES = String(photo.length - 1);
  try {
    const refused = await post(
      desk.admin.headers,
      withFile(answerForm({ shortcut: "grande", message: "Arquivo grande demais" }), photo, "image/jpeg", "big.jpg"),
    );
    expect(refused.status).toBe(413);
    expect(refused.json.error).toBe("ERR_MEDIA_TOO_LARGE");
    const mine = await post(desk.admin.headers, { shortcut: "sem", message: "Ainda sem arquivo" });
    const changed = await put(
      desk.admin.headers,
      mine.json.id,
      withFile(answerForm({ shortcut: "sem", message: "Ainda sem arquivo" }), photo, "image/jpeg", "big.jpg"),
    );
    expect(changed.status).toBe(413);
    expect(changed.json.error).toBe("ERR_MEDIA_TOO_LARGE");
    expect(storedFiles(desk.idGraf)).toEqual([]);
    expect((await call(show, { headers: desk.admin.headers, params: idParam(mine.json.id) })).json.media).toBeNull();
  } finally {
    delete process.env.MEDIA_MAX_BYTES;
  }
  const fits = await post(
    desk.admin.headers,
    withFile(answerForm({ shortcut: "cabe", message: "Agora o arquivo cabe" }), photo, "image/jpeg", "ok.jpg"),
  );
  expect(fits.status).toBe(201);
});

test("departments limit which answers a ticket's composer lists; another tenant's department is not found", async () => {
  const everywhere = await post(desk.admin.headers, { shortcut: "todos", message: "Para todos os setores" });
  const ours = await post(desk.admin.headers, {
    shortcut: "nosso",
    message: "Só do setor padrão",
    queueIds: [desk.queueId],
  });
  const theirs = await post(
    desk.admin.headers,
    answerForm({ shortcut: "outro", message: "Só do outro setor", queueIds: [desk.otherQueueId] }),
  );
  expect(ours.json.queueIds).toEqual([desk.queueId]);
  expect(theirs.json.queueIds).toEqual([desk.otherQueueId]);
  const inQueue = await makeTicket(desk.idGraf, { whatsappId: desk.whatsappId, queueId: desk.queueId, status: "open" });
  const noQueue = await makeTicket(desk.idGraf, { whatsappId: desk.whatsappId, status: "open" });
  expect((await composerList(desk.admin.headers, inQueue.id)).map((a) => a.shortcut)).toEqual(["nosso", "todos"]);
  expect((await composerList(desk.admin.headers, noQueue.id)).map((a) => a.shortcut)).toEqual(["todos"]);
  // The screen lists them all.
  const screen = (await call(list, { headers: desk.admin.headers })).json.quickAnswers as QuickAnswer[];
  expect(screen.map((a) => a.id).sort()).toEqual([everywhere.json.id, ours.json.id, theirs.json.id].sort());

  const moved = await put(desk.admin.headers, ours.json.id, {
    shortcut: "nosso",
    message: "Agora do outro setor",
    queueIds: [desk.otherQueueId],
  });
  expect(moved.json.queueIds).toEqual([desk.otherQueueId]);
  expect((await composerList(desk.admin.headers, inQueue.id)).map((a) => a.shortcut)).toEqual(["todos"]);

  const other = await makeDesk();
  const foreign = await post(desk.admin.headers, {
    shortcut: "alheio",
    message: "Setor de outra empresa",
    queueIds: [other.queueId],
  });
  expect(foreign.status).toBe(404);
  expect(foreign.json.error).toBe("ERR_NOT_FOUND");
  const foreignForm = await put(
    desk.admin.headers,
    everywhere.json.id,
    answerForm({ shortcut: "todos", message: "Para todos os setores", queueIds: [other.queueId] }),
  );
  expect(foreignForm.status).toBe(404);
  expect(
    (await call(show, { headers: desk.admin.headers, params: idParam(everywhere.json.id) })).json.queueIds,
  ).toEqual([]);
  // Another tenant's ticket is not found either.
  const theirTicket = await makeTicket(other.idGraf, { whatsappId: other.whatsappId, status: "open" });
  const listed = await call(list, {
    headers: desk.admin.headers,
    path: `/api/quickAnswers?ticketId=${theirTicket.id}`,
  });
  expect(listed.status).toBe(404);
});

test("the composer's list fills the variables for the ticket", async () => {
  const contact = await makeContact(desk.idGraf, { name: "Maria da Silva" });
  const ticket = await makeTicket(desk.idGraf, {
    whatsappId: desk.whatsappId,
    contactId: contact.id,
    status: "open",
    userId: desk.admin.id,
  });
  await post(desk.admin.headers, {
    shortcut: "oi",
    message: "{{greeting}}, {{firstName}}! Aqui é {{ attendant }}, protocolo {{ticketId}} de {{name}}. {{other}}",
  });
  const [answer] = await composerList(desk.admin.headers, ticket.id);
  const admin = await call(show, { headers: desk.admin.headers, params: idParam(answer.id) });
  expect(admin.json.message).toContain("{{greeting}}");
  expect(answer.message).toMatch(
    new RegExp(
      `^(Bom dia|Boa tarde|Boa noite), Maria! Aqui é .+, protocolo ${ticket.id} de Maria da Silva\\. \\{\\{other\\}\\}$`,
    ),
  );
});

test("a quick answer with an image reaches the phone as the image with its text, from a copy of the file", async () => {
  await pairedSimulator(desk.whatsappId);
  const contact = await makeContact(desk.idGraf, { name: "João Souza" });
  const ticket = await makeTicket(desk.idGraf, {
    whatsappId: desk.whatsappId,
    contactId: contact.id,
    status: "open",
    userId: desk.admin.id,
  });
  const answer = await post(
    desk.admin.headers,
    withFile(
      answerForm({ shortcut: "foto", message: "{{greeting}}, {{firstName}}! Segue a foto." }),
      photo,
      "image/jpeg",
      "fachada.jpg",
    ),
  );
  const [listed] = await composerList(desk.admin.headers, ticket.id);
  const sent = await call(sendAnswer, {
    method: "POST",
    headers: desk.admin.headers,
    params: idParam(answer.json.id),
    body: { ticketId: ticket.id, body: listed.message },
  });
  expect(sent.status).toBe(201);
  const [message] = sent.json.messages;
  expect(message).toMatchObject({
    ticketId: ticket.id,
    fromMe: true,
    ack: 0,
    mediaType: "image",
    body: listed.message,
  });
  expect(message.mediaNameOriginal).toBe("fachada.jpg");

  await drainSends();
  const outbox: OutboxItem[] = (
    await call(outboxRoute, { headers: desk.admin.headers, params: { whatsappId: String(desk.whatsappId) } })
  ).json.messages;
  expect(outbox).toEqual([
    expect.objectContaining({
      to: contact.number,
      type: "media",
      fileName: "fachada.jpg",
      mimetype: "image/jpeg",
      size: photo.length,
      body: expect.stringMatching(/^(Bom dia|Boa tarde|Boa noite), João! Segue a foto\.$/),
    }),
  ]);

  // The answer's file goes with it; the message keeps its own copy.
  await call(remove, { method: "DELETE", headers: desk.admin.headers, params: idParam(answer.json.id) });
  const key = (message.mediaUrl as string).split("/").pop()!;
  const file = await downloadFile(
    new NextRequest(`http://localhost${message.mediaUrl}`, { headers: desk.admin.headers }),
    {
      params: Promise.resolve({ idGraf: String(desk.idGraf), key }),
    },
  );
  expect(Buffer.from(await file.arrayBuffer())).toEqual(photo);
});

test("another tenant's quick answer id gets 404, and so does a ticket of another tenant", async () => {
  const answer = await post(
    desk.admin.headers,
    withFile(answerForm({ shortcut: "segredo", message: "Só desta empresa" }), photo, "image/jpeg", "s.jpg"),
  );
  const id = answer.json.id as number;
  const other = await makeDesk();
  const theirTicket = await makeTicket(other.idGraf, {
    whatsappId: other.whatsappId,
    status: "open",
    userId: other.admin.id,
  });
  const form = withFile(
    answerForm({ shortcut: "tomado", message: "Tomado pela outra" }),
    contract,
    "application/pdf",
    "x.pdf",
  );
  const attempts = [
    await call(show, { headers: other.admin.headers, params: idParam(id) }),
    await put(other.admin.headers, id, form),
    await call(sendAnswer, {
      method: "POST",
      headers: other.admin.headers,
      params: idParam(id),
      body: { ticketId: theirTicket.id, body: "Olá" },
    }),
    await call(remove, { method: "DELETE", headers: other.admin.headers, params: idParam(id) }),
  ];
  for (const attempt of attempts) {
    expect(attempt.status).toBe(404);
    expect(attempt.json.error).toBe("ERR_NOT_FOUND");
  }
  // The refused upload left nothing in the other tenant's store.
  expect(storedFiles(other.idGraf)).toEqual([]);
  expect((await call(show, { headers: desk.admin.headers, params: idParam(id) })).json.shortcut).toBe("segredo");

  const toTheirs = await call(sendAnswer, {
    method: "POST",
    headers: desk.admin.headers,
    params: idParam(id),
    body: { ticketId: theirTicket.id, body: "Olá" },
  });
  expect(toTheirs.status).toBe(404);
  expect(toTheirs.json.error).toBe("ERR_NO_TICKET_FOUND");
  expect(
    (await call(sendAnswer, { method: "POST", params: idParam(id), body: { ticketId: 1, body: "x" } })).status,
  ).toBe(401);
});

test("a burst of creates and changes, as an import through the API makes, all succeed", async () => {
  const created = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      post(desk.admin.headers, { shortcut: `lote${i}`, message: `Resposta em lote ${i}`, queueIds: [desk.queueId] }),
    ),
  );
  expect(created.map((res) => res.status)).toEqual(Array(30).fill(201));
  const changed = await Promise.all(
    created.map((res, i) =>
      put(desk.admin.headers, res.json.id, { shortcut: `lote${i}`, message: `Resposta mudada ${i}`, queueIds: [] }),
    ),
  );
  expect(changed.map((res) => [res.status, res.json.queueIds])).toEqual(Array(30).fill([200, []]));
});
