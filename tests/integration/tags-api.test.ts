import { POST as syncTags } from "@/app/api/tags/sync/route";
import { DELETE as remove, GET as show, PUT as update } from "@/app/api/tags/[id]/route";
import { GET as listAll } from "@/app/api/tags/list/route";
import { GET as list, POST as create } from "@/app/api/tags/route";
import { prisma } from "@/lib/db/client";
import { call, fieldMessages, idParam } from "@/tests/support/factories";
import { makeAdminAndAttendant, makeConnection, makeTicket } from "@/tests/support/ticket-factories";

type Headers = Record<string, string>;
type Tag = { id: number; name: string; color: string; ticketsCount?: number };
type Page = { tags: Tag[]; hasMore: boolean };

const post = (headers: Headers, body: unknown) => call(create, { method: "POST", headers, body });
const page = async (headers: Headers, query: Record<string, string> = {}) =>
  (await call(list, { headers, path: `/api/tags?${new URLSearchParams(query)}` })).json as Page;

test("an admin creates, reads, changes and deletes a tag; the colour is stored lower-cased", async () => {
  const { admin } = await makeAdminAndAttendant();
  const created = await post(admin, { name: " Urgente ", color: "#FF0000" });
  expect(created.status).toBe(201);
  expect(created.json).toEqual({ id: expect.any(Number), name: "Urgente", color: "#ff0000" });
  const id = created.json.id as number;
  const changed = await call(update, {
    method: "PUT",
    headers: admin,
    params: idParam(id),
    body: { name: "Muito urgente", color: "#00aa00" },
  });
  expect(changed.json).toEqual({ id, name: "Muito urgente", color: "#00aa00" });
  expect((await call(show, { headers: admin, params: idParam(id) })).json).toEqual(changed.json);
  expect((await call(remove, { method: "DELETE", headers: admin, params: idParam(id) })).status).toBe(200);
  expect((await call(show, { headers: admin, params: idParam(id) })).status).toBe(404);
});

test("name of at least 3 characters and a #rrggbb colour are required", async () => {
  const { admin } = await makeAdminAndAttendant();
  expect(fieldMessages(await post(admin, {}))).toEqual({ name: "required", color: "required" });
  expect(fieldMessages(await post(admin, { name: "ab", color: "red" }))).toEqual({
    name: "nameTooShort",
    color: "invalidColor",
  });
  expect(fieldMessages(await post(admin, { name: "   ", color: "#12345" }))).toEqual({
    name: "required",
    color: "invalidColor",
  });
  expect((await post(admin, { name: "abc", color: "#123abc" })).status).toBe(201);
});

test("a name already used in the tenant is refused with ERR_TAG_NAME_ALREADY_EXISTS, on create and rename", async () => {
  const a = await makeAdminAndAttendant();
  const b = await makeAdminAndAttendant();
  await post(a.admin, { name: "VIP", color: "#111111" });
  const other = (await post(a.admin, { name: "Novo", color: "#222222" })).json as Tag;
  const dup = await post(a.admin, { name: "VIP", color: "#333333" });
  expect(dup.status).toBe(409);
  expect(dup.json.error).toBe("ERR_TAG_NAME_ALREADY_EXISTS");
  const rename = await call(update, {
    method: "PUT",
    headers: a.admin,
    params: idParam(other.id),
    body: { name: "VIP", color: "#222222" },
  });
  expect(rename.status).toBe(409);
  expect(rename.json.error).toBe("ERR_TAG_NAME_ALREADY_EXISTS");
  // Names are unique per tenant only.
  expect((await post(b.admin, { name: "VIP", color: "#111111" })).status).toBe(201);
});

test("attendants read and apply tags but only admins change them", async () => {
  const { admin, attendant } = await makeAdminAndAttendant();
  const tag = (await post(admin, { name: "Financeiro", color: "#123456" })).json as Tag;
  expect((await post(attendant, { name: "Minha", color: "#123456" })).status).toBe(403);
  expect(
    (
      await call(update, {
        method: "PUT",
        headers: attendant,
        params: idParam(tag.id),
        body: { name: "Outra", color: "#123456" },
      })
    ).status,
  ).toBe(403);
  expect((await call(remove, { method: "DELETE", headers: attendant, params: idParam(tag.id) })).status).toBe(403);
  expect((await page(attendant)).tags.map((t) => t.name)).toEqual(["Financeiro"]);
  expect((await call(listAll, { headers: attendant })).json).toEqual([
    { id: tag.id, name: "Financeiro", color: "#123456" },
  ]);
});

test("the list counts each tag's tickets, searches ignoring accents and pages by 20", async () => {
  const { idGraf, admin } = await makeAdminAndAttendant();
  const connection = await makeConnection(idGraf);
  const cobranca = (await post(admin, { name: "Cobrança", color: "#aa0000" })).json as Tag;
  await post(admin, { name: "Orçamento", color: "#00aa00" });
  for (let i = 0; i < 2; i++) {
    const ticket = await makeTicket(idGraf, { whatsappId: connection.id, status: "open" });
    await call(syncTags, {
      method: "POST",
      headers: admin,
      body: { ticketId: ticket.id, tags: [{ id: cobranca.id }] },
    });
  }
  const counted = await page(admin);
  expect(counted.tags.map((t) => [t.name, t.ticketsCount])).toEqual([
    ["Cobrança", 2],
    ["Orçamento", 0],
  ]);
  expect((await page(admin, { searchParam: "COBRANCA" })).tags.map((t) => t.name)).toEqual(["Cobrança"]);
  expect((await page(admin, { searchParam: "orç" })).tags.map((t) => t.name)).toEqual(["Orçamento"]);

  await prisma.tag.createMany({
    data: Array.from({ length: 40 }, (_, i) => ({ idGraf, name: `z${String(i).padStart(2, "0")}`, color: "#000000" })),
  });
  const second = await page(admin, { pageNumber: "2" });
  const third = await page(admin, { pageNumber: "3" });
  expect(second.hasMore).toBe(true);
  expect(second.tags).toHaveLength(20);
  expect(third.tags.map((t) => t.name)).toEqual(["z38", "z39"]);
  expect(third.hasMore).toBe(false);
  expect((await call(listAll, { headers: admin })).json).toHaveLength(42);
});

test("another tenant's tags are neither listed nor reachable", async () => {
  const a = await makeAdminAndAttendant();
  const b = await makeAdminAndAttendant();
  const tag = (await post(a.admin, { name: "Secreta", color: "#101010" })).json as Tag;
  expect((await page(b.admin)).tags).toEqual([]);
  expect((await call(listAll, { headers: b.admin })).json).toEqual([]);
  expect((await call(show, { headers: b.admin, params: idParam(tag.id) })).status).toBe(404);
  expect(
    (
      await call(update, {
        method: "PUT",
        headers: b.admin,
        params: idParam(tag.id),
        body: { name: "Tomada", color: "#101010" },
      })
    ).status,
  ).toBe(404);
  expect((await call(remove, { method: "DELETE", headers: b.admin, params: idParam(tag.id) })).status).toBe(404);
  expect((await call(show, { headers: a.admin, params: idParam(tag.id) })).json).toEqual(tag);
});
