// Realtime across two server processes on one PostgreSQL: 500 signed-in sockets split over both,
// inbound messages at a steady rate through the simulator API of either process, and the time from
// the provider event (the simulator call) to the message's arrival at each permitted socket. A
// second tenant's sockets must receive nothing. Needs a built app (npx next build).
// Usage: BENCH_POSTGRES_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx bench/realtime.ts [sockets] [perSecond] [seconds]
import { randomBytes } from "node:crypto";
import { io as connectClient, type Socket } from "socket.io-client";
import { signAccessToken } from "@/lib/auth/access-token";
import { prisma } from "@/lib/db/client";
import { createTenant } from "@/lib/tenants/create-tenant";
import { startServer, type RunningServer } from "@/tests/e2e/support/server";
import { benchDatabase } from "./support/bench-database";

const SOCKETS = Number(process.argv[2] ?? 500);
const PER_SECOND = Number(process.argv[3] ?? 50);
const SECONDS = Number(process.argv[4] ?? 20);
// A fifth of the sockets belong to another tenant: none of the messages may reach them.
const FOREIGN = Math.round(SOCKETS / 5);
const CONTACTS = 50;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (ms: number) => Math.round(ms * 10) / 10;

async function connect(server: RunningServer, token: string): Promise<Socket> {
  const socket = connectClient(server.url, { auth: { token }, transports: ["websocket"], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });
  return socket;
}

async function main() {
  const database = await benchDatabase("PostgreSQL");
  process.env.DATABASE_URL = database.url;
  const secret = randomBytes(32).toString("hex");
  process.env.AUTH_SECRET = secret;
  const env = { DATABASE_URL: database.url, AUTH_SECRET: secret, SIMULATOR_ENABLED: "1" };
  const servers: RunningServer[] = [];
  const sockets: Socket[] = [];
  try {
    servers.push(await startServer({ env }), await startServer({ env }));
    const home = await createTenant({ name: "Home", adminName: "Home", adminEmail: `home-${Date.now()}@bench.test`, adminPassword: "bench-pass" });
    const other = await createTenant({ name: "Other", adminName: "Other", adminEmail: `other-${Date.now()}@bench.test`, adminPassword: "bench-pass" });
    const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf: home.idGraf } });
    const homeToken = await signAccessToken({ userId: home.admin.id, tokenVersion: 0 });
    const otherToken = await signAccessToken({ userId: other.admin.id, tokenVersion: 0 });
    const api = (server: RunningServer, path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${homeToken}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });

    // The connection is added through process 1, so its session runs there.
    const created = await api(servers[0], "/api/whatsapp", { name: "Bench", provider: "simulator", defaultDepartment: queue.id });
    if (!created.ok) throw new Error(`adding the connection: ${created.status} ${await created.text()}`);
    const connectionId = ((await created.json()) as { id: number }).id;
    const scanned = await api(servers[0], `/api/simulator/${connectionId}/scan`, {});
    if (!scanned.ok) throw new Error(`pairing: ${scanned.status} ${await scanned.text()}`);

    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let foreignEvents = 0;
    let failed = 0;
    let missing = 0;
    for (let i = 0; i < SOCKETS; i++) {
      const foreign = i < FOREIGN;
      const socket = await connect(servers[i % 2], foreign ? otherToken : homeToken);
      sockets.push(socket);
      if (foreign) socket.onAny(() => foreignEvents++);
      else
        socket.on(`appMessage-${home.idGraf}`, (event: { action: string; message: { body: string } }) => {
          const sent = event.action === "create" ? sentAt.get(event.message.body) : undefined;
          if (sent !== undefined) latencies.push(performance.now() - sent);
        });
    }
    console.log(`${SOCKETS} sockets (${SOCKETS - FOREIGN} of the tenant, ${FOREIGN} of another), half on each process`);

    // The provider events: PER_SECOND messages a second, through either process's simulator API.
    const total = PER_SECOND * SECONDS;
    const answers: Promise<void>[] = [];
    const start = performance.now();
    for (let i = 0; i < total; i++) {
      const due = start + (i * 1000) / PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const body = `bench-${i}`;
      sentAt.set(body, performance.now());
      const from = `55119${String(6000000 + (i % CONTACTS)).padStart(8, "0")}`;
      answers.push(
        api(servers[i % 2], `/api/simulator/${connectionId}/inbound`, { id: `RT-${i}`, from, body }).then(async (response) => {
          if (response.status !== 202) {
            failed++;
            sentAt.delete(body);
            console.log(`inbound ${i}: ${response.status} ${await response.text()}`);
          }
        }),
      );
    }
    await Promise.all(answers);
    const expected = (total - failed) * (SOCKETS - FOREIGN);
    const deadline = performance.now() + 10_000;
    while (latencies.length < expected && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    missing = expected - latencies.length;

    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(`${total} messages at ${PER_SECOND}/s over ${SECONDS} s; ${latencies.length} arrivals of ${expected} expected (${missing} missing)`);
    console.log(
      `provider event -> permitted socket: p50 ${round(percentile(sorted, 50))} ms, p95 ${round(percentile(sorted, 95))} ms, p99 ${round(percentile(sorted, 99))} ms, max ${round(sorted[sorted.length - 1])} ms`,
    );
    console.log(`events at sockets not permitted: ${foreignEvents}; inbound calls without a 202: ${failed}`);
    if (missing || foreignEvents || failed) process.exitCode = 1;
  } finally {
    sockets.forEach((socket) => socket.disconnect());
    await Promise.all(servers.map((server) => server.stop()));
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
