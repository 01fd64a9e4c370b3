import { DELETE as remove, GET as show, PUT as update } from "@/app/api/quickAnswers/[id]/route";
import { GET as list, POST as create } from "@/app/api/quickAnswers/route";
import { prisma } from "@/lib/db/client";
import { call, fieldMessages, idParam } from "@/tests/support/factories";
import { makeAdminAndAttendant } from "@/tests/support/ticket-factories";

type Headers = Record<string, string>;
type QuickAnswer = { id: number; shortcut: string; message: string; media: null; queueIds: number[] };
type Page = { quickAnswers: QuickAnswer[]; hasMore: boolean };

const post = (headers: Headers, body: unknown) => call(create, { method: "POST", headers, body });
const page = async (headers: Headers, query: Record<string, string> = {}) =>
  (await call(list, { headers, path: `/api/quickAnswers?${new URLSearchParams(query)}` })).json as Page;

test("an attendant creates, reads, changes and deletes a quick answer", async () => {
  const { attendant } = await makeAdminAndAttendant();
  const created = await post(attendant, { shortcut: " bomdia ", message: "Bom dia! Como posso ajudar?" });
  expect(created.status).toBe(201);
  expect(created.json).toEqual({
    id: expect.any(Number),
    shortcut: "bomdia",
    message: "Bom dia! Como posso ajudar?",
    media: null,
    queueIds: [],
  });
  const id = created.json.id as number;

  const changed = await call(update, {
    method: "PUT",
    headers: attendant,
    params: idParam(id),
    body: { shortcut: "bd", message: "Bom dia, tudo bem?" },
  });
  expect(changed.json).toEqual({ id, shortcut: "bd", message: "Bom dia, tudo bem?", media: null, queueIds: [] });
  expect((await call(show, { headers: attendant, params: idParam(id) })).json).toEqual(changed.json);

  expect((await call(remove, { method: "DELETE", headers: attendant, params: idParam(id) })).status).toBe(200);
  expect((await call(show, { headers: attendant, params: idParam(id) })).status).toBe(404);
  expect((await call(remove, { method: "DELETE", headers: attendant, params: idParam(id) })).status).toBe(404);
});

test("shortcut 2 to 15 and message 8 to 30000 characters are required", async () => {
  const { admin } = await makeAdminAndAttendant();
  const empty = await post(admin, {});
  expect(empty.status).toBe(400);
  expect(fieldMessages(empty)).toEqual({ shortcut: "required", message: "required" });
  expect(fieldMessages(await post(admin, { shortcut: "a", message: "1234567" }))).toEqual({
    shortcut: "tooShort",
    message: "tooShort",
  });
  expect(fieldMessages(await post(admin, { shortcut: "a".repeat(16), message: "x".repeat(30_001) }))).toEqual({
    shortcut: "tooLong",
    message: "tooLong",
  });
  expect((await post(admin, { shortcut: "ab", message: "12345678" })).status).toBe(201);
  expect((await post(admin, { shortcut: "a".repeat(15), message: "x".repeat(30_000) })).status).toBe(201);
  const bad = await call(update, { method: "PUT", headers: admin, params: idParam(1), body: { shortcut: "ok" } });
  expect(bad.status).toBe(400);
});

test("the search matches shortcut or message ignoring case and accents, and % literally", async () => {
  const { admin } = await makeAdminAndAttendant();
  await post(admin, { shortcut: "preco", message: "O preço é R$ 10,00 à vista." });
  await post(admin, { shortcut: "Ação", message: "Promoção de verão, 50% off" });
  await post(admin, { shortcut: "tchau", message: "Obrigado pelo contato!" });
  const shortcuts = async (searchParam: string) =>
    (await page(admin, { searchParam })).quickAnswers.map((q) => q.shortcut);
  expect(await shortcuts("PREÇO")).toEqual(["preco"]);
  expect(await shortcuts("acao")).toEqual(["Ação"]);
  expect(await shortcuts("VERAO")).toEqual(["Ação"]);
  expect(await shortcuts("50%")).toEqual(["Ação"]);
  expect(await shortcuts("0%")).toEqual(["Ação"]);
  expect(await shortcuts("a_v")).toEqual([]);
  expect(await shortcuts("")).toEqual(["Ação", "preco", "tchau"]);
});

test("pages of 20 by shortcut, hasMore until the last", async () => {
  const { idGraf, admin } = await makeAdminAndAttendant();
  await prisma.quickAnswer.createMany({
    data: Array.from({ length: 45 }, (_, i) => ({
      idGraf,
      shortcut: `s${String(i).padStart(2, "0")}`,
      message: "mensagem de teste",
    })),
  });
  const first = await page(admin);
  const third = await page(admin, { pageNumber: "3" });
  expect(first.quickAnswers.map((q) => q.shortcut).slice(0, 2)).toEqual(["s00", "s01"]);
  expect(first.quickAnswers).toHaveLength(20);
  expect(first.hasMore).toBe(true);
  expect(third.quickAnswers.map((q) => q.shortcut)).toEqual(["s40", "s41", "s42", "s43", "s44"]);
  expect(third.hasMore).toBe(false);
  expect((await call(list, { headers: admin, path: "/api/quickAnswers?pageNumber=0" })).status).toBe(400);
});

test("another tenant's quick answers are neither listed nor reachable", async () => {
  const a = await makeAdminAndAttendant();
  const b = await makeAdminAndAttendant();
  const mine = (await post(a.admin, { shortcut: "segredo", message: "Só do tenant A" })).json as QuickAnswer;
  expect((await page(b.admin, { searchParam: "segredo" })).quickAnswers).toEqual([]);
  expect((await call(show, { headers: b.admin, params: idParam(mine.id) })).status).toBe(404);
  const put = await call(update, {
    method: "PUT",
    headers: b.admin,
    params: idParam(mine.id),
    body: { shortcut: "xx", message: "tomado por B" },
  });
  expect(put.status).toBe(404);
  expect((await call(remove, { method: "DELETE", headers: b.admin, params: idParam(mine.id) })).status).toBe(404);
  expect((await call(show, { headers: a.admin, params: idParam(mine.id) })).json).toEqual(mine);
  expect((await call(list, {})).status).toBe(401);
});
