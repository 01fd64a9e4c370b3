import { Pool } from "pg";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { ticketViewsById } from "@/lib/tickets/find-ticket-page";

const iso = (c: string) => `to_char(${c}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const VIEW = `json_build_object(
  'id', t.id, 'status', t.status, 'userId', t."userId",
  'user', (SELECT json_build_object('id', u.id, 'name', u.name) FROM "User" u WHERE u.id = t."userId"),
  'queueId', t."queueId",
  'queue', (SELECT json_build_object('id', q.id, 'name', q.name, 'color', q.color) FROM "Queue" q WHERE q.id = t."queueId"),
  'whatsappId', t."whatsappId",
  'whatsapp', (SELECT json_build_object('id', w.id, 'name', w.name) FROM "Whatsapp" w WHERE w.id = t."whatsappId"),
  'contactId', t."contactId",
  'contact', (SELECT json_build_object('id', c.id, 'name', c.name, 'number', c.number, 'profilePicUrl', c."profilePicUrl") FROM "Contact" c WHERE c.id = t."contactId"),
  'idGraf', t."idGraf", 'isGroup', t."isGroup",
  'lastMessage', t."lastMessage", 'lastMessageTime', ${iso('t."lastMessageTime"')},
  'createdAt', ${iso('t."createdAt"')}, 'updatedAt', ${iso('t."updatedAt"')},
  'unread', t.unread, 'unreadMessages', t."unreadMessages",
  'tags', coalesce((SELECT json_agg(json_build_object('id', g.id, 'name', g.name, 'color', g.color) ORDER BY g.name) FROM "TicketTag" tt JOIN "Tag" g ON g.id = tt."tagId" WHERE tt."ticketId" = t.id), '[]'),
  'lastMessageFailed', coalesce((SELECT m."sendError" <> '' FROM "Message" m WHERE m."ticketId" = t.id ORDER BY m."createdAt" DESC, m.id DESC LIMIT 1), false))`;

async function time(label: string, n: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 50; i++) await fn();
  const c0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < n; i++) await fn();
  const c = process.cpuUsage(c0); const t = performance.now() - t0;
  console.log(label.padEnd(30), `${(t / n).toFixed(3)} ms wall, ${((c.user + c.system) / 1000 / n).toFixed(3)} ms CPU`);
}
async function main() {
  const ids = (await prisma.ticket.findMany({ where: { idGraf: 1, status: "open" }, select: { id: true }, take: 15, orderBy: { updatedAt: "desc" } })).map((r) => r.id);
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  const a = JSON.parse(JSON.stringify([...(await ticketViewsById(1, ids)).values()]));
  const b = (await prisma.$queryRaw<{ view: unknown }[]>`SELECT ${Prisma.raw(VIEW)} AS view FROM "Ticket" t WHERE t."idGraf" = ${1} AND t.id = ANY(${ids}::int[])`).map((r) => r.view);
  const byId = (x: any[]) => JSON.stringify(Object.fromEntries(x.map((v) => [v.id, Object.fromEntries(Object.entries(v).sort())])));
  console.log("same:", byId(a) === byId(b as any[]));
  if (byId(a) !== byId(b as any[])) { console.log(byId(a).slice(0, 600)); console.log(byId(b as any[]).slice(0, 600)); }
  const text = `SELECT ${VIEW} AS view FROM "Ticket" t WHERE t."idGraf" = $1 AND t.id = ANY($2::int[])`;
  for (let r = 0; r < 2; r++) {
    await time("prisma ORM views", 500, () => ticketViewsById(1, ids));
    await time("prisma $queryRaw views", 500, () => prisma.$queryRaw`SELECT ${Prisma.raw(VIEW)} AS view FROM "Ticket" t WHERE t."idGraf" = ${1} AND t.id = ANY(${ids}::int[])`);
    await time("pg named", 500, () => pool.query({ name: "v1", text, values: [1, ids] }));
    await time("pg named, text", 500, () => pool.query({ name: "v2", text: `SELECT json_agg(${VIEW})::text AS views FROM "Ticket" t WHERE t."idGraf" = $1 AND t.id = ANY($2::int[])`, values: [1, ids] }));
    await time("prisma ORM id only", 500, () => prisma.ticket.findFirst({ where: { id: ids[0] }, select: { id: true } }));
    await time("pg id only", 500, () => pool.query({ name: "v3", text: `SELECT id FROM "Ticket" WHERE id = $1`, values: [ids[0]] }));
  }
  await pool.end(); await prisma.$disconnect();
}
void main();
