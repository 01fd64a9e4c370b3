import { prisma } from "@/lib/db/client";
import { autocommit } from "@/lib/db/sql-transaction";
import { env } from "@/lib/config/env";
import { markWarmingUp } from "@/lib/health/process-state";
import { readBotFacts } from "@/lib/chatbot/route-inbound";
import { publishCreated } from "@/lib/listeners/realtime/publish-messages";
import { receiveMessages } from "@/lib/inbound/receive-message";
import { Prisma } from "@/lib/generated/prisma/client";
import { readTicketViews } from "@/lib/tickets/ticket-view";

// A fresh process pays for each code path the first time it runs: Next loads and compiles a
// route's module, V8 compiles the functions, the pool opens its connections to PostgreSQL, Prisma
// builds its query plans. At start, before /api/ready says ready and before "Ready on" is printed,
// the hot paths run a few times with nothing to find, so the first second of traffic after a
// restart runs as the tenth does.

// Without a credential each answers 401 (or 404): the route module loads and the caller check runs.
const ROUTES: [method: string, path: string][] = [
  ["GET", "/api/auth/me"],
  ["GET", "/api/listTicketsByStatus/open?visibility=me"],
  ["GET", "/api/getClosedTickets"],
  ["GET", "/api/getCountTickets/false/false/0"],
  ["GET", "/api/tickets?searchParam=a"],
  ["GET", "/api/tickets/dashboard"],
  ["GET", "/api/tickets/0"],
  ["PUT", "/api/tickets/0"],
  ["GET", "/api/messages/0"],
  ["POST", "/api/messages/0"],
  ["POST", "/api/simulator/0/inbound"],
  ["GET", "/api/ready"],
];
const ROUNDS = 3;

/** The reads of an inbound batch (settings and the redelivery check, publish, the bot's facts) and of the lists, for ids that do not exist. */
async function warmQueries() {
  await Promise.all([
    receiveMessages({ id: -1, idGraf: -1 }, []),
    publishCreated(-1, [-1]),
    readBotFacts(autocommit(), -1, [-1]),
    readTicketViews(Prisma.sql`t."idGraf" = ${-1} AND t.id = ANY(${[-1]}::int[])`),
    prisma.user.findUnique({ where: { id: -1 }, include: { queues: { select: { queueId: true } } } }),
  ]);
}

export async function warmUp(port: number) {
  markWarmingUp();
  try {
    await warmPaths(port);
  } finally {
    markWarmingUp(false);
  }
}

async function warmPaths(port: number) {
  // Every connection of the pool opened now rather than by the first burst of requests.
  await Promise.all(Array.from({ length: env().DATABASE_POOL_SIZE }, () => prisma.$queryRaw`SELECT 1`));
  const { HOST } = env();
  const host = HOST === "0.0.0.0" || HOST === "::" ? "127.0.0.1" : HOST.includes(":") ? `[${HOST}]` : HOST;
  const origin = `http://${host}:${port}`;
  for (let round = 0; round < ROUNDS; round++) {
    await warmQueries();
    await Promise.all(
      ROUTES.map(([method, path]) =>
        fetch(`${origin}${path}`, {
          method,
          headers: { "content-type": "application/json" },
          body: method === "GET" ? undefined : "{}",
        })
          .then((response) => response.arrayBuffer())
          .catch(() => undefined),
      ),
    );
  }
}
