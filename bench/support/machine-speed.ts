import { createServer, connect, type AddressInfo, type Socket } from "node:net";

// How fast this machine is at the moment, printed beside a benchmark's figures: on one machine kind
// here every cost doubled from one day to the next (docs/PERFORMANCE.md, "Reading the figures"), so
// a figure compared across days or machines needs one of the machine beside it. Two fixed pieces of
// work, in CPU time of this process (the median of five rounds): a page of tickets' JSON parsed and
// written again, what a request's handler does most; and a loopback TCP round trip between two
// sockets of this process, what a statement, a forwarded call or a socket's frame costs in system
// calls and wake-ups.

const ROUNDS = 5;
const PAGES_A_ROUND = 500;
const TRIPS_A_ROUND = 1_000;

export type MachineSpeed = { jsonPageMicros: number; roundTripMicros: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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

/** Two connected loopback sockets of this process. */
async function socketPair(): Promise<{ near: Socket; far: Socket; close: () => void }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const accepted = new Promise<Socket>((resolve) => server.once("connection", resolve));
  const near = connect((server.address() as AddressInfo).port, "127.0.0.1");
  const [far] = await Promise.all([accepted, new Promise((resolve) => near.once("connect", resolve))]);
  for (const socket of [near, far]) socket.setNoDelay(true);
  return { near, far, close: () => (near.destroy(), far.destroy(), server.close()) };
}

async function roundTripMicros(near: Socket, far: Socket): Promise<number> {
  const ping = Buffer.alloc(64, 1);
  far.on("data", (bytes) => far.write(bytes));
  const started = cpuMicros();
  await new Promise<void>((resolve) => {
    let left = TRIPS_A_ROUND;
    const onData = () => {
      if (--left === 0) return (near.off("data", onData), resolve());
      near.write(ping);
    };
    near.on("data", onData);
    near.write(ping);
  });
  const micros = (cpuMicros() - started) / TRIPS_A_ROUND;
  far.removeAllListeners("data");
  return micros;
}

export async function measureMachineSpeed(): Promise<MachineSpeed> {
  const pair = await socketPair();
  try {
    jsonPageMicros();
    await roundTripMicros(pair.near, pair.far);
    const json: number[] = [];
    const trips: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      json.push(jsonPageMicros());
      trips.push(await roundTripMicros(pair.near, pair.far));
    }
    return { jsonPageMicros: median(json), roundTripMicros: median(trips) };
  } finally {
    pair.close();
  }
}

export const describeMachineSpeed = ({ jsonPageMicros, roundTripMicros }: MachineSpeed) =>
  `this machine now: a ticket page's JSON parsed and written ${jsonPageMicros.toFixed(1)} µs, ` +
  `a loopback TCP round trip ${roundTripMicros.toFixed(1)} µs of CPU (docs/PERFORMANCE.md, "Reading the figures")`;
