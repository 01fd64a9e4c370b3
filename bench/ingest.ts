// Inbound messages per second through the real flow (simulator provider, dispatcher, contact /
// ticket / message transaction, bot routing, realtime emits to a connected socket), beside the
// raw-SQL rate for the same rows, on PGlite and, with BENCH_POSTGRES_URL, on PostgreSQL.
// Usage: BENCH_POSTGRES_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx bench/ingest.ts [messages] [connections]
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Pool } from "pg";
import { io as connectClient } from "socket.io-client";
import { signAccessToken } from "@/lib/auth/access-token";
import { prisma } from "@/lib/db/client";
import { attachSocketServer } from "@/lib/realtime/socket-server";
import { createTenant } from "@/lib/tenants/create-tenant";
import { simulatedInbound } from "@/lib/whatsapp/simulator/simulator-inbound";
import { isSimulatorSession, type SimulatorSession } from "@/lib/whatsapp/simulator/simulator-session";
import { providers } from "@/lib/whatsapp/sessions/providers";
import { takeInProviderEvents } from "@/lib/inbound/take-in-provider-events";
import { SessionManager, installSessionManager } from "@/lib/whatsapp/sessions/session-manager";
import { benchDatabase, inParallel } from "./support/bench-database";

const MESSAGES = Number(process.argv[2] ?? 5000);
const CONNECTIONS = Number(process.argv[3] ?? 8);
const CONTACTS_PER_CONNECTION = 50;
// How many of a connection's messages are on their way at once: a phone pushes messages as they
// arrive, without waiting for the inbox to store the previous one.
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 100);
process.env.AUTH_SECRET ??= randomBytes(32).toString("hex");

async function realFlow() {
  const tenant = await createTenant({
    name: "Bench",
    adminName: "Bench",
    adminEmail: `bench-${Date.now()}@bench.test`,
    adminPassword: "bench-pass",
  });
  const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf: tenant.idGraf } });
  const sessions = new SessionManager(providers, takeInProviderEvents);
  installSessionManager(sessions);

  // Realtime on: a Socket.IO server with one signed-in client in the tenant's room.
  const http = createServer();
  const io = attachSocketServer(http);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const token = await signAccessToken({ userId: tenant.admin.id, tokenVersion: 0 });
  const client = connectClient(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, {
    auth: { token },
    transports: ["websocket"],
  });
  let received = 0;
  client.onAny(() => received++);
  await new Promise<void>((resolve, reject) => client.on("connect", resolve).on("connect_error", reject));

  const simulators: SimulatorSession[] = [];
  for (let c = 0; c < CONNECTIONS; c++) {
    const row = await prisma.whatsapp.create({
      data: {
        idGraf: tenant.idGraf,
        name: `Bench ${c}`,
        provider: "simulator",
        defaultQueueId: queue.id,
        queues: { create: [{ queueId: queue.id }] },
      },
    });
    await sessions.start(row.id);
    const session = sessions.session(row.id);
    if (!isSimulatorSession(session)) throw new Error("not a simulator");
    await session.scan();
    simulators.push(session);
  }

  const perConnection = Math.ceil(MESSAGES / CONNECTIONS);
  const started = performance.now();
  // Each connection delivers its events in order, up to IN_FLIGHT at once; connections run side by side.
  await inParallel(CONNECTIONS, CONNECTIONS, async (c) => {
    const count = Math.min(perConnection, MESSAGES - c * perConnection);
    await inParallel(count, IN_FLIGHT, async (i) => {
      const from = `55119${String(c).padStart(2, "0")}${String(i % CONTACTS_PER_CONNECTION).padStart(6, "0")}`;
      await simulators[c].receive(
        simulatedInbound({ from, name: `Contato ${i}`, body: `Mensagem ${i} de teste`, type: "text" }),
      );
    });
  });
  const seconds = (performance.now() - started) / 1000;
  const stored = await prisma.message.count({ where: { idGraf: tenant.idGraf } });

  client.close();
  await sessions.stopAll();
  installSessionManager(undefined);
  await new Promise<void>((resolve) => void io.close(() => resolve()));
  return { rate: stored / seconds, stored, seconds, events: received };
}

/**
 * The same rows with the fewest statements per message (contact upsert, ticket find-or-insert,
 * message, ticket update), committed once per IN_FLIGHT messages of a connection like the flow's bursts.
 */
async function rawSql(url: string) {
  const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE) });
  const {
    rows: [t],
  } = await pool.query(`INSERT INTO "Tenant" ("name", "updatedAt") VALUES ('Raw', now()) RETURNING id`);
  const {
    rows: [q],
  } = await pool.query(
    `INSERT INTO "Queue" ("idGraf", "name", "color", "updatedAt") VALUES ($1, 'Q', '#000', now()) RETURNING id`,
    [t.id],
  );
  const connections: number[] = [];
  for (let c = 0; c < CONNECTIONS; c++) {
    const {
      rows: [w],
    } = await pool.query(
      `INSERT INTO "Whatsapp" ("idGraf", "name", "provider", "defaultQueueId", "updatedAt") VALUES ($1, $2, 'simulator', $3, now()) RETURNING id`,
      [t.id, `Raw ${c}`, q.id],
    );
    connections.push(w.id);
  }
  const perConnection = Math.ceil(MESSAGES / CONNECTIONS);
  const started = performance.now();
  await inParallel(CONNECTIONS, CONNECTIONS, async (c) => {
    const db = await pool.connect();
    try {
      const count = Math.min(perConnection, MESSAGES - c * perConnection);
      for (let i = 0; i < count; i++) {
        const number = `55119${String(c).padStart(2, "0")}${String(i % CONTACTS_PER_CONNECTION).padStart(6, "0")}`;
        if (i % IN_FLIGHT === 0) await db.query("BEGIN");
        const {
          rows: [contact],
        } = await db.query(
          `INSERT INTO "Contact" ("idGraf", "name", "number", "updatedAt") VALUES ($1, $2, $2, now())
           ON CONFLICT ("idGraf", "number") DO UPDATE SET "updatedAt" = now() RETURNING id`,
          [t.id, number],
        );
        let {
          rows: [ticket],
        } = await db.query(
          `SELECT id FROM "Ticket" WHERE "contactId" = $1 AND "whatsappId" = $2 AND status IN ('pending', 'open')`,
          [contact.id, connections[c]],
        );
        if (!ticket) {
          ({
            rows: [ticket],
          } = await db.query(
            `INSERT INTO "Ticket" ("idGraf", "contactId", "whatsappId", "updatedAt") VALUES ($1, $2, $3, now()) RETURNING id`,
            [t.id, contact.id, connections[c]],
          ));
        }
        await db.query(
          `INSERT INTO "Message" ("idGraf", "ticketId", "whatsappId", "contactId", "providerMessageId", "body", "updatedAt")
           VALUES ($1, $2, $3, $4, $5, $6, now())`,
          [t.id, ticket.id, connections[c], contact.id, randomBytes(10).toString("hex"), `Mensagem ${i} de teste`],
        );
        await db.query(
          `UPDATE "Ticket" SET "lastMessage" = $2, "lastMessageTime" = now(), "unreadMessages" = "unreadMessages" + 1, "updatedAt" = now() WHERE id = $1`,
          [ticket.id, `Mensagem ${i} de teste`],
        );
        if (i % IN_FLIGHT === IN_FLIGHT - 1 || i === count - 1) await db.query("COMMIT");
      }
    } finally {
      db.release();
    }
  });
  const seconds = (performance.now() - started) / 1000;
  await pool.end();
  return { rate: MESSAGES / seconds, seconds };
}

async function run(kind: "PostgreSQL" | "PGlite") {
  const database = await benchDatabase(kind);
  try {
    const flow = await realFlow();
    const raw = await rawSql(database.url);
    return { kind, flow, raw };
  } finally {
    await database.stop();
  }
}

// Each database is measured in a process of its own, so nothing of one run lingers in the other.
async function main() {
  const kind = process.env.BENCH_KIND as "PostgreSQL" | "PGlite" | undefined;
  if (kind) {
    const { flow, raw } = await run(kind);
    console.log(
      `${kind.padEnd(10)} real flow ${flow.rate.toFixed(0).padStart(6)} msg/s (${flow.stored} stored in ${flow.seconds.toFixed(1)} s, ${flow.events} realtime events received)` +
        ` | raw SQL ${raw.rate.toFixed(0).padStart(6)} msg/s | flow/raw ${(flow.rate / raw.rate).toFixed(2)}`,
    );
    process.exit(0);
  }
  console.log(
    `ingest: ${MESSAGES} inbound text messages over ${CONNECTIONS} simulator connections, ${CONTACTS_PER_CONNECTION} contacts each, up to ${IN_FLIGHT} in flight per connection`,
  );
  for (const each of process.env.BENCH_POSTGRES_URL ? ["PostgreSQL", "PGlite"] : ["PGlite"]) {
    execFileSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: "inherit",
      env: { ...process.env, BENCH_KIND: each },
    });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
