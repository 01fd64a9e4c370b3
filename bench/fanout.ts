// The fan-out's own cost: a Socket.IO server in this process keeping audiences and writing frames
// as the app does (lib/realtime/cached-audiences.ts, write-once-per-tick.ts), SOCKETS raw WebSocket
// clients in a process of their own, and PER_SECOND events of about 750 B of JSON broadcast, as a
// message is, to the rooms of those who see every ticket (a fifth of the sockets), of its
// department (the rest) and of its user. Each round warms WARM seconds and counts SECONDS: this
// process's CPU per socket and event (user and kernel together: the kernel splits them by its
// clock's ticks, which swing between runs). Without the database, the HTTP calls and the second
// server of bench/realtime.ts, a change to the walk of a room, a socket's write or a window's flush
// shows in a few rounds.
// Usage: npx tsx bench/fanout.ts [sockets] [perSecond] [seconds] [rounds]
import { fork } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server } from "socket.io";
import { cacheAudiences } from "@/lib/realtime/cached-audiences";
import { writeOncePerTick } from "@/lib/realtime/write-once-per-tick";
import type { FanoutClientsReport, FanoutClientsStart } from "./support/fanout-clients";
import { atSteadyRate } from "./support/steady-rate";

const SOCKETS = Number(process.argv[2] ?? 200);
const PER_SECOND = Number(process.argv[3] ?? 50);
const SECONDS = Number(process.argv[4] ?? 10);
const ROUNDS = Number(process.argv[5] ?? 5);
const WARM = 5;
const AUDIENCE = ["tenant-all:1", "queue:3", "user:7"];

// Shaped like a stored message's event: the message and its ticket's row.
const payload = {
  action: "create",
  message: {
    id: "3EB0C431C26A1916D1A5",
    ticketId: 4711,
    contactId: 812,
    body: "Olá, gostaria de saber o status do meu pedido PED-0012345, por favor.",
    fromMe: false,
    read: false,
    mediaType: "chat",
    ack: 0,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    quotedMsg: null,
  },
  ticket: {
    id: 4711,
    status: "pending",
    unreadMessages: 3,
    lastMessage: "Olá, gostaria de saber o status do meu pedido PED-0012345, por favor.",
    updatedAt: new Date().toISOString(),
    queueId: 3,
    userId: null,
    whatsappId: 1,
    contact: { id: 812, name: "Maria Aparecida da Silva", number: "5511987654321", profilePicUrl: "" },
    queue: { id: 3, name: "Financeiro", color: "#7c3aed" },
    tags: [{ id: 5, name: "Cobrança", color: "#f59e0b" }],
  },
};

async function main() {
  const http = createServer();
  const io = new Server(http, { serveClient: false, perMessageDeflate: false, transports: ["websocket"] });
  cacheAudiences(io);
  writeOncePerTick(io);
  // As a message's recipients: a fifth of the sockets see every ticket, the rest its department.
  let connected = 0;
  io.on("connection", (socket) => void socket.join(connected++ % 5 === 0 ? "tenant-all:1" : "queue:3"));
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  const clients = fork("bench/support/fanout-clients.ts");
  const reports: FanoutClientsReport[] = [];
  const next = () =>
    new Promise<FanoutClientsReport>((resolve) => {
      const queued = reports.shift();
      if (queued) resolve(queued);
      else clients.once("message", resolve);
    });
  clients.send({ type: "start", url, sockets: SOCKETS } satisfies FanoutClientsStart);
  await next();
  console.log(`${SOCKETS} sockets, ${PER_SECOND} events a second of ${JSON.stringify(payload).length} B`);

  let sent = 0;
  const emitFor = async (seconds: number) => {
    await atSteadyRate(seconds * PER_SECOND, PER_SECOND, () => {
      io.to(AUDIENCE).emit("appMessage-1", payload);
      sent++;
    });
    await new Promise((resolve) => setTimeout(resolve, 100)); // the last window's flush
  };
  const figures: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    await emitFor(WARM);
    const before = process.cpuUsage();
    await emitFor(SECONDS);
    const used = process.cpuUsage(before);
    const perSocketEvent = (micros: number) => micros / (SECONDS * PER_SECOND * SOCKETS);
    figures.push(perSocketEvent(used.user + used.system));
    console.log(`round ${round}: ${perSocketEvent(used.user + used.system).toFixed(2)} µs of CPU a socket and event`);
  }
  clients.send({ type: "count" });
  const report = await next();
  const expected = sent * SOCKETS;
  const received = report.type === "events" ? report.events : 0;
  const sorted = [...figures].sort((a, b) => a - b);
  console.log(
    `median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} µs; ${received} events of ${expected} expected`,
  );
  await io.close();
  if (received !== expected) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
