import { Client } from "pg";
import { hashPassword } from "@/lib/auth/password";
import { MESSAGE_BODY_SQL } from "./support/message-text";
import { planReportsHistory } from "./support/reports-history";
import { onSessions } from "./support/sessions";

// The data behind the lists-and-search benchmark: one large tenant and a small second one, so
// every query has a tenant to filter out. Written with set-based SQL (INSERT ... SELECT over
// generate_series) in one session; seeding row by row through Prisma would take hours.

export type ListsScale = { tickets: number; messages: number; contacts: number };

export const FULL_SCALE: ListsScale = { tickets: 100_000, messages: 2_000_000, contacts: 60_000 };

export const BENCH_TENANT = "Lists Bench";
export const BENCH_PASSWORD = "lists-bench-1";
export const ADMIN_EMAIL = "admin@lists.bench";
/** An attendant in two queues, without canSeeAllTickets: sees own tickets and pending ones of the queues. */
export const ATTENDANT_EMAIL = "atendente1@lists.bench";

/**
 * Search terms by how many messages carry them: "pedido" about one in seven, "boleto" about one in
 * forty, "chargeback" about one in twenty thousand, and an order number a handful of messages.
 */
export const SEARCH_TERMS = { common: "pedido", medium: "boleto", rare: "chargeback", needle: "PED-0012345" };

/** A surname about one contact in forty carries, for the search's conversations by contact name. */
export const CONTACT_TERM = "Silva";

const QUEUES = [
  ["Atendimento", "#2563eb"],
  ["Financeiro", "#16a34a"],
  ["Suporte Técnico", "#dc2626"],
  ["Vendas", "#9333ea"],
  ["Logística", "#ea580c"],
  ["Pós-venda", "#0891b2"],
] as const;

const TAGS = [
  "VIP",
  "Urgente",
  "Reclamação",
  "Retorno",
  "Novo cliente",
  "Atacado",
  "Garantia",
  "Troca",
  "Cobrança",
  "Indicação",
  "Orçamento",
  "Parceiro",
];

const FIRST_NAMES = [
  "Ana",
  "Bruno",
  "Carla",
  "Daniel",
  "Eduarda",
  "Felipe",
  "Gabriela",
  "Henrique",
  "Isabela",
  "João",
  "Larissa",
  "Marcos",
  "Natália",
  "Otávio",
  "Patrícia",
  "Rafael",
  "Sabrina",
  "Thiago",
  "Vanessa",
  "Wagner",
  "Beatriz",
  "Caio",
  "Débora",
  "Fernanda",
  "Gustavo",
  "Juliana",
  "Leonardo",
  "Mariana",
  "Paulo",
  "Renata",
  "Sérgio",
  "Tatiane",
  "Vinícius",
  "Aline",
  "Rodrigo",
  "Camila",
  "Lucas",
  "Priscila",
  "André",
  "Letícia",
];
const LAST_NAMES = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Rodrigues",
  "Ferreira",
  "Alves",
  "Pereira",
  "Lima",
  "Gomes",
  "Costa",
  "Ribeiro",
  "Martins",
  "Carvalho",
  "Almeida",
  "Lopes",
  "Soares",
  "Fernandes",
  "Vieira",
  "Barbosa",
  "Rocha",
  "Dias",
  "Nascimento",
  "Andrade",
  "Moreira",
  "Nunes",
  "Marques",
  "Machado",
  "Mendes",
  "Freitas",
  "Cardoso",
  "Ramos",
  "Gonçalves",
  "Santana",
  "Teixeira",
  "Araújo",
  "Pinto",
  "Moura",
  "Cavalcanti",
  "Monteiro",
];

const isGin = (definition: string) => / USING gin /i.test(definition);

type TenantShape = ListsScale & { name: string; attendants: number; connections: number; emailDomain: string };

/**
 * Seeds the benchmark's tenants on an empty, migrated database, then vacuums and analyzes so the
 * planner works from statistics as it would on a database that has been running for a while.
 */
export async function seedLists(url: string, scale: ListsScale, sessions: number, log: (line: string) => void) {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query("SET synchronous_commit = off");
    // Replicas skip triggers: foreign-key checks (the rows are consistent by construction) and the
    // report history's, whose per-ticket figures would scan the messages with their indexes
    // dropped (bench/reports.ts derives that history itself).
    await db.query("SET session_replication_role = replica");
    await db.query("SET maintenance_work_mem = '512MB'");
    await db.query("SET work_mem = '256MB'");
    await db.query("SELECT setseed(0.2026)");
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    // Message and ticket indexes are dropped and rebuilt around the bulk load: building them once
    // is many times faster than maintaining them row by row, and leaves them as compact as on a
    // database vacuumed in the normal course of things (every ticket is updated once below).
    const { rows: indexes } = await db.query<{ name: string; definition: string }>(
      `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
       WHERE schemaname = 'public' AND tablename IN ('Message', 'Ticket') AND indexname NOT LIKE '%\\_pkey'`,
    );
    for (const index of indexes) await db.query(`DROP INDEX "${index.name}"`);

    await seedTenant(
      db,
      passwordHash,
      { ...scale, name: BENCH_TENANT, attendants: 40, connections: 4, emailDomain: "lists.bench" },
      log,
    );
    const small = (n: number) => Math.max(1, Math.round(n / 50));
    await seedTenant(
      db,
      passwordHash,
      {
        tickets: small(scale.tickets),
        messages: small(scale.messages),
        contacts: small(scale.contacts),
        name: "Lists Other",
        attendants: 3,
        connections: 1,
        emailDomain: "other.bench",
      },
      log,
    );

    // The reports' history hands some messages to another attendant: done here, before the
    // messages' indexes are built, it writes no index entries (bench/support/reports-history.ts).
    const planning = performance.now();
    await planReportsHistory(db);
    log(`reports' history planned in ${((performance.now() - planning) / 1000).toFixed(0)} s`);

    // The tabs' counts are kept by a Ticket trigger, which the load skipped.
    await db.query(`INSERT INTO "TicketCount" ("idGraf", "status", "userId", "queueId", "delta")
      SELECT "idGraf", "status", "userId", "queueId", count(*)::int FROM "Ticket" GROUP BY 1, 2, 3, 4`);
    // A GIN index (the body's trigrams) is built on one core, for about a third of the seed's time at 10x:
    // it goes first, and the other sessions build the rest beside it (B-trees with parallel workers).
    const ginFirst = [...indexes].sort((a, b) => Number(isGin(b.definition)) - Number(isGin(a.definition)));
    await onSessions(
      url,
      sessions,
      ["SET maintenance_work_mem = '512MB'"],
      ginFirst.map((index) => async (session) => {
        const started = performance.now();
        await session.query(index.definition);
        log(`index ${index.name} built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      }),
    );
    const started = performance.now();
    await db.query("VACUUM ANALYZE");
    log(`vacuum analyze in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await db.end();
  }
}

async function seedTenant(db: Client, passwordHash: string, shape: TenantShape, log: (line: string) => void) {
  const started = performance.now();
  const step = (what: string) => log(`${shape.name}: ${what} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  const one = async <T>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0] as T;

  const { id: idGraf } = await one<{ id: number }>(
    `INSERT INTO "Tenant" ("name", "updatedAt") VALUES ($1, now()) RETURNING id`,
    [shape.name],
  );
  const { rows: queues } = await db.query<{ id: number }>(
    `INSERT INTO "Queue" ("idGraf", "name", "color", "updatedAt")
     SELECT $1, q.name, q.color, now() FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS q(name, color, n) ORDER BY q.n RETURNING id`,
    [idGraf, QUEUES.map((q) => q[0]), QUEUES.map((q) => q[1])],
  );
  const queueIds = queues.map((q) => q.id);

  // Each connection serves three queues, starting at its own.
  const { rows: connections } = await db.query<{ id: number }>(
    `INSERT INTO "Whatsapp" ("idGraf", "name", "provider", "status", "isDefault", "defaultQueueId", "updatedAt")
     SELECT $1, 'Conexão ' || c, 'simulator', 'DISCONNECTED', c = 1, ($2::int[])[c], now() FROM generate_series(1, $3) c ORDER BY c RETURNING id`,
    [idGraf, queueIds, shape.connections],
  );
  const connectionIds = connections.map((c) => c.id);
  await db.query(
    `INSERT INTO "WhatsappQueue" ("whatsappId", "queueId")
     SELECT w, ($2::int[])[1 + (c - 1 + k) % array_length($2::int[], 1)] FROM unnest($1::int[]) WITH ORDINALITY AS x(w, c), generate_series(0, 2) k`,
    [connectionIds, queueIds],
  );

  const { id: adminId } = await one<{ id: number }>(
    `INSERT INTO "User" ("idGraf", "name", "email", "passwordHash", "profile", "canSeeAllTickets", "updatedAt")
     VALUES ($1, 'Administrador', $2, $3, 'admin', true, now()) RETURNING id`,
    [idGraf, `admin@${shape.emailDomain}`, passwordHash],
  );
  const { rows: attendants } = await db.query<{ id: number }>(
    `INSERT INTO "User" ("idGraf", "name", "email", "passwordHash", "updatedAt")
     SELECT $1, 'Atendente ' || a, 'atendente' || a || '@' || $2, $3, now() FROM generate_series(1, $4) a ORDER BY a RETURNING id`,
    [idGraf, shape.emailDomain, passwordHash, shape.attendants],
  );
  const attendantIds = attendants.map((a) => a.id);
  // Attendant a serves queue (a + 1) of the list, and every other one also the next queue: the
  // signed-in attendant 1 serves Financeiro and Suporte Técnico.
  await db.query(
    `INSERT INTO "UserQueue" ("userId", "queueId")
     SELECT u, ($2::int[])[1 + (a + k) % array_length($2::int[], 1)] FROM unnest($1::int[]) WITH ORDINALITY AS x(u, a), generate_series(0, 1) k
     WHERE k = 0 OR a % 2 = 1`,
    [attendantIds, queueIds],
  );
  const { rows: tags } = await db.query<{ id: number }>(
    `INSERT INTO "Tag" ("idGraf", "name", "color", "updatedAt")
     SELECT $1, t, '#' || lpad(to_hex(n * 1234567 % 16777216), 6, '0'), now() FROM unnest($2::text[]) WITH ORDINALITY AS x(t, n) RETURNING id`,
    [idGraf, TAGS],
  );
  step("queues, connections, users, tags");

  const { first: firstContact } = await one<{ first: number }>(
    `WITH made AS (
       INSERT INTO "Contact" ("idGraf", "name", "number", "createdAt", "updatedAt")
       SELECT $1, ($2::text[])[1 + floor(random() * array_length($2::text[], 1))::int] || ' ' || ($3::text[])[1 + floor(random() * array_length($3::text[], 1))::int],
              '55' || (11 + n % 80) || '9' || lpad(n::text, 8, '0'), now() - interval '400 days' * random(), now()
       FROM generate_series(1, $4) n ORDER BY n RETURNING id)
     SELECT min(id) AS first FROM made`,
    [idGraf, FIRST_NAMES, LAST_NAMES, shape.contacts],
  );
  step(`${shape.contacts} contacts`);

  // Tickets in order of creation over the last year. The newest 8% are in progress three times in
  // ten each (open with an attendant, or pending, one in seven of those without a queue); the
  // rest closed. Contacts follow n * 7919 (a bigint: past 271k tickets it leaves an int) modulo the contact count, so tickets in progress never
  // share a contact (the one-in-progress index) while closed ones repeat contacts.
  // updatedAt and lastMessageTime are the last message's time, set from the messages below.
  await db.query(
    `INSERT INTO "Ticket" ("idGraf", "status", "contactId", "whatsappId", "userId", "queueId", "unreadMessages", "unread", "createdAt", "closedAt", "updatedAt")
     SELECT $1, s.status, $2 + (n::bigint * 7919) % $3, ($4::int[])[1 + (n * 31) % array_length($4::int[], 1)],
            CASE WHEN s.status <> 'pending' THEN ($5::int[])[1 + (n * 17) % array_length($5::int[], 1)] END,
            CASE WHEN s.status = 'pending' AND n % 7 = 0 THEN NULL ELSE ($6::int[])[1 + (n * 13) % array_length($6::int[], 1)] END,
            CASE s.status WHEN 'pending' THEN 1 + n % 5 WHEN 'open' THEN (n % 3) * 2 ELSE 0 END,
            s.status = 'open' AND n % 25 = 0,
            s.created, CASE WHEN s.status = 'closed' THEN s.created END, s.created
     FROM generate_series(1, $7) n,
     LATERAL (SELECT CASE WHEN n > $7 * 0.92 AND n % 10 < 3 THEN 'open' WHEN n > $7 * 0.92 AND n % 10 < 6 THEN 'pending' ELSE 'closed' END AS status,
                     now() - interval '365 days' * (1 - n::float / $7) - interval '1 hour' * random() AS created) s
     ORDER BY n`,
    [idGraf, firstContact, shape.contacts, connectionIds, attendantIds, queueIds, shape.tickets],
  );
  await db.query(
    `INSERT INTO "TicketTag" ("ticketId", "tagId")
     SELECT id, ($2::int[])[1 + (id * k) % array_length($2::int[], 1)] FROM "Ticket", generate_series(1, 3) k
     WHERE "idGraf" = $1 AND id % 5 = 0 AND (k = 1 OR id % (5 * k) = 0)
     ON CONFLICT DO NOTHING`,
    [idGraf, tags.map((t) => t.id)],
  );
  step(`${shape.tickets} tickets`);

  await planMessages(db, idGraf, shape.messages);
  // Messages are spread over each ticket's life: from its creation to its last message, at most
  // two days later and never in the future; tickets in progress had their last message within a day.
  await db.query(
    `CREATE TEMP TABLE span AS
     SELECT id, "createdAt" AS first,
            CASE WHEN status = 'closed' THEN least("createdAt" + interval '2 days' * random(), now())
                 ELSE now() - least(now() - "createdAt", interval '20 hours') * random() END AS last
     FROM "Ticket" WHERE "idGraf" = $1`,
    [idGraf],
  );
  // Stored in the order they were sent, as a running inbox stores them.
  await db.query(
    `INSERT INTO "Message" ("idGraf", "ticketId", "whatsappId", "contactId", "userId", "providerMessageId", "body", "fromMe", "read", "ack", "createdAt", "updatedAt")
     SELECT t."idGraf", t.id, t."whatsappId", CASE WHEN m.mine THEN NULL ELSE t."contactId" END, CASE WHEN m.mine THEN t."userId" END,
            'BENCH' || t.id || '.' || s, ${MESSAGE_BODY_SQL}, m.mine, true, CASE WHEN m.mine THEN 3 ELSE 0 END, m.at, m.at
     FROM message_plan p
     JOIN "Ticket" t ON t.id = p.ticket_id
     JOIN span ON span.id = t.id
     CROSS JOIN LATERAL generate_series(1, p.n) s
     CROSS JOIN LATERAL (SELECT s % 2 = 0 AND t."userId" IS NOT NULL AS mine,
                                span.first + (span.last - span.first) * (s::float / p.n) AS at) m
     ORDER BY m.at`,
  );
  step(`${shape.messages} messages`);

  await db.query(
    `UPDATE "Ticket" t SET "lastMessage" = left(m.body, 255), "lastMessageTime" = m."createdAt", "updatedAt" = m."createdAt",
            "closedAt" = CASE WHEN t.status = 'closed' THEN m."createdAt" END
     FROM (SELECT DISTINCT ON ("ticketId") "ticketId", body, "createdAt" FROM "Message" WHERE "idGraf" = $1 ORDER BY "ticketId", "createdAt" DESC, id DESC) m
     WHERE t.id = m."ticketId"`,
    [idGraf],
  );
  await db.query("DROP TABLE span, message_plan");
  step("last messages");
  return { idGraf, adminId };
}

/**
 * message_plan(ticket_id, n): how many messages each ticket gets, exponentially distributed
 * (most conversations are short, some run to hundreds), adjusted so they add up to `total`.
 */
async function planMessages(db: Client, idGraf: number, total: number) {
  const {
    rows: [{ count }],
  } = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM "Ticket" WHERE "idGraf" = $1`, [idGraf]);
  const mean = total / count;
  await db.query(
    `CREATE TEMP TABLE message_plan AS
     SELECT id AS ticket_id, 1 + floor(-ln(1 - random()) * $2)::int AS n FROM "Ticket" WHERE "idGraf" = $1`,
    [idGraf, Math.max(mean - 0.5, 0)],
  );
  for (;;) {
    const {
      rows: [{ sum }],
    } = await db.query<{ sum: number }>(`SELECT sum(n)::int AS sum FROM message_plan`);
    const missing = total - sum;
    if (missing === 0) return;
    if (missing > 0) {
      await db.query(
        `UPDATE message_plan SET n = n + 1 WHERE ticket_id IN (SELECT ticket_id FROM message_plan ORDER BY random() LIMIT $1)`,
        [Math.min(missing, count)],
      );
    } else {
      await db.query(
        `UPDATE message_plan SET n = n - 1 WHERE ticket_id IN (SELECT ticket_id FROM message_plan WHERE n > 1 ORDER BY random() LIMIT $1)`,
        [-missing],
      );
    }
  }
}
