import { spawn } from "node:child_process";
import { once } from "node:events";
import { connect, type Socket } from "node:net";
import { createInterface } from "node:readline";
import { percentile } from "./percentiles";

// How fast this machine is at the moment, printed beside a benchmark's figures: on one machine kind
// here every cost doubled from one day to the next (docs/PERFORMANCE.md, "Reading the figures"), so
// a figure compared across days or machines needs one of the machine beside it. Three fixed pieces
// of work, in CPU time (the median of five rounds): a page of tickets' JSON parsed and written
// again, what a request's handler does most; a loopback TCP round trip to another process, which
// echoes it, counted in both processes: what a statement, a forwarded call or a socket's frame
// costs in system calls, wake-ups and task switches; and a pass over 64 MB of numbers, what a
// year's report reads (its 8M durations): on a slow day that work slowed the most.

const ROUNDS = 5;
const PAGES_A_ROUND = 500;
const TRIPS_A_ROUND = 1_000;
const DURATIONS = 8_000_000;

export type MachineSpeed = { jsonPageMicros: number; roundTripMicros: number; memoryPassMillis: number };

const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/** A page of 15 tickets as the inbox lists them: about 6 KB of JSON. */
const ticketPage = JSON.stringify({
  tickets: Array.from({ length: 15 }, (_, i) => ({
    id: 100_000 + i,
    status: "open",
    unreadMessages: i % 4,
    lastMessage: `Bom dia, gostaria de saber do pedido PED-00${12_340 + i}, que ainda não chegou`,
    updatedAt: new Date(Date.UTC(2026, 10, 30, 12, i)).toISOString(),
    contact: { id: 5_000 + i, name: `Contato ${i}`, number: `55119${String(87_654_321 + i)}`, profilePicUrl: null },
    queue: { id: 3, name: "Financeiro", color: "#7c3aed" },
    user: { id: 7, name: "Atendente 7" },
    tags: [{ id: 1, name: "VIP", color: "#f59e0b" }],
    whatsapp: { id: 1, name: "Comercial" },
  })),
  hasMore: true,
});

function jsonPageMicros(): number {
  const started = cpuMicros();
  for (let i = 0; i < PAGES_A_ROUND; i++) JSON.stringify(JSON.parse(ticketPage));
  return (cpuMicros() - started) / PAGES_A_ROUND;
}

// The echoing process: prints its port, then for each connection echoes what it reads and, when
// the connection ends, prints the CPU microseconds it spent on it.
const ECHO = `
const { createServer } = require("node:net");
const cpu = () => { const { user, system } = process.cpuUsage(); return user + system; };
const server = createServer((socket) => {
  socket.setNoDelay(true);
  const started = cpu();
  socket.on("data", (bytes) => socket.write(bytes));
  socket.on("end", () => { console.log(cpu() - started); socket.end(); });
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
`;

function memoryPassMillis(durations: Float64Array): number {
  const started = cpuMicros();
  let sum = 0;
  for (let i = 0; i < durations.length; i++) sum += durations[i];
  if (Number.isNaN(sum)) throw new Error("not summed");
  return (cpuMicros() - started) / 1000;
}

/** CPU microseconds of one round trip, this process's and the echo's, over TRIPS_A_ROUND trips. */
async function roundTripMicros(port: number, echoLines: AsyncIterator<string>): Promise<number> {
  const socket: Socket = connect(port, "127.0.0.1").setNoDelay(true);
  await once(socket, "connect");
  const ping = Buffer.alloc(64, 1);
  const started = cpuMicros();
  await new Promise<void>((resolve, reject) => {
    let left = TRIPS_A_ROUND;
    socket.on("data", () => (--left === 0 ? resolve() : socket.write(ping)));
    // The echo gone mid-round ends the measure instead of leaving the benchmark waiting.
    socket.once("close", () => reject(new Error("the echoing process closed the connection")));
    socket.write(ping);
  });
  const mine = cpuMicros() - started;
  socket.end();
  const echoes = Number((await echoLines.next()).value);
  return (mine + echoes) / TRIPS_A_ROUND;
}

export async function measureMachineSpeed(): Promise<MachineSpeed> {
  const echo = spawn(process.execPath, ["-e", ECHO], { stdio: ["ignore", "pipe", "inherit"] });
  try {
    const lines = createInterface({ input: echo.stdout })[Symbol.asyncIterator]();
    const port = Number((await lines.next()).value);
    const durations = new Float64Array(DURATIONS).map((_, i) => i);
    jsonPageMicros();
    await roundTripMicros(port, lines);
    memoryPassMillis(durations);
    const json: number[] = [];
    const trips: number[] = [];
    const passes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      json.push(jsonPageMicros());
      trips.push(await roundTripMicros(port, lines));
      passes.push(memoryPassMillis(durations));
    }
    return {
      jsonPageMicros: percentile(json, 0.5),
      roundTripMicros: percentile(trips, 0.5),
      memoryPassMillis: percentile(passes, 0.5),
    };
  } finally {
    echo.kill();
  }
}

export const describeMachineSpeed = ({ jsonPageMicros, roundTripMicros, memoryPassMillis }: MachineSpeed) =>
  `this machine now: a ticket page's JSON parsed and written ${jsonPageMicros.toFixed(1)} µs, ` +
  `a loopback TCP round trip to another process ${roundTripMicros.toFixed(1)} µs, ` +
  `a pass over 64 MB of numbers ${memoryPassMillis.toFixed(1)} ms, in CPU (docs/PERFORMANCE.md, "Reading the figures")`;
