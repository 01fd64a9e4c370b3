// What a hot read costs in this process's CPU by the path it takes to PostgreSQL, on the lists
// bench data (bench/seed-lists.ts): one trivial read by primary key, and a page of 15 ticket views,
// through Prisma's client (relation joins, as the views were read until 2026-11-27), through
// Prisma's $queryRaw, and through `pg` on the pool they share (lib/db/read-sql.ts, the views built
// as JSON by PostgreSQL). Each case runs ROUNDS times after 50 of warm-up, one at a time.
// Usage: DATABASE_URL=postgresql://postgres@127.0.0.1:55433/atende_lists_kept npx tsx bench/read-paths.ts [rounds]
import { prisma } from "@/lib/db/client";
import { readSql } from "@/lib/db/read-sql";
import { Prisma } from "@/lib/generated/prisma/client";
import { TICKET_VIEW_SQL } from "@/lib/tickets/ticket-view";

const ROUNDS = Number(process.argv[2] ?? 500);

// The ticket view's relations as Prisma's select, for the comparison only.
const relationSelect = {
  id: true,
  status: true,
  userId: true,
  user: { select: { id: true, name: true } },
  queueId: true,
  queue: { select: { id: true, name: true, color: true } },
  whatsappId: true,
  whatsapp: { select: { id: true, name: true } },
  contactId: true,
  contact: { select: { id: true, name: true, number: true, profilePicUrl: true } },
  idGraf: true,
  isGroup: true,
  tags: { select: { tag: { select: { id: true, name: true, color: true } } }, orderBy: { tag: { name: "asc" } } },
  lastMessage: true,
  lastMessageTime: true,
  createdAt: true,
  updatedAt: true,
  unread: true,
  unreadMessages: true,
  messages: { select: { sendError: true }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1 },
} satisfies Prisma.TicketSelect;

async function time(label: string, read: () => Promise<unknown>) {
  for (let i = 0; i < 50; i++) await read();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < ROUNDS; i++) await read();
  const used = process.cpuUsage(cpu);
  const ms = (value: number) => (value / ROUNDS).toFixed(3).padStart(7);
  console.log(
    `${label.padEnd(44)} ${ms(performance.now() - started)} ms wall ${ms((used.user + used.system) / 1000)} ms CPU`,
  );
}

async function main() {
  const [{ idGraf }] = await readSql<{ idGraf: number }>(
    Prisma.sql`SELECT "idGraf" FROM "Ticket" GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  );
  const ids = (
    await readSql<{ id: number }>(
      Prisma.sql`SELECT id FROM "Ticket" WHERE "idGraf" = ${idGraf} AND status = 'open' ORDER BY "updatedAt" DESC LIMIT 15`,
    )
  ).map((row) => row.id);
  const byIds = Prisma.sql`t."idGraf" = ${idGraf} AND t.id = ANY(${ids}::int[])`;
  console.log(
    `${ROUNDS} rounds each, tenant ${idGraf}, a page of ${ids.length} tickets; CPU of this process (the client's side)\n`,
  );
  await time("by primary key, Prisma's client", () =>
    prisma.ticket.findFirst({ where: { id: ids[0] }, select: { id: true } }),
  );
  await time("by primary key, pg", () => readSql(Prisma.sql`SELECT id FROM "Ticket" WHERE id = ${ids[0]}`));
  await time("15 ticket views, Prisma's relation joins", () =>
    prisma.ticket.findMany({ where: { idGraf, id: { in: ids } }, select: relationSelect }),
  );
  await time("15 ticket views as JSON, Prisma's $queryRaw", () =>
    prisma.$queryRaw(Prisma.sql`SELECT ${TICKET_VIEW_SQL} AS view FROM "Ticket" t WHERE ${byIds}`),
  );
  await time("15 ticket views as JSON, pg", () =>
    readSql(Prisma.sql`SELECT ${TICKET_VIEW_SQL} AS view FROM "Ticket" t WHERE ${byIds}`),
  );
  await prisma.$disconnect();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
