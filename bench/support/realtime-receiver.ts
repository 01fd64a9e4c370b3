// One receiving process of bench/realtime.ts: holds its share of the signed-in sockets and reports,
// for each bench message, when it arrived at each permitted socket (wall clock with sub-millisecond
// precision, comparable across processes), the events of the bench's tenant that any socket not
// permitted got (the other tenant's sockets get their own tenant's, such as their admin's presence),
// and its own event-loop lag, so a slow receiver is told apart from a slow server.
// Two clients: "raw" speaks Engine.IO/Socket.IO v4 over `ws` and only looks for the message number
// in each frame (measuring apparatus that costs the client little); "socket.io" is socket.io-client,
// which parses every event fully, as a browser does.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { io as connectClient } from "socket.io-client";
import WebSocket from "ws";

export type ReceiverSocket = { url: string; token: string; foreign: boolean };
export type ReceiverStart = {
  type: "start";
  client: "raw" | "socket.io";
  channel: string;
  /** The bench's tenant: its channels end in `-<id>`, and its rows say `"idGraf":<id>`. */
  tenant: number;
  sockets: ReceiverSocket[];
};
export type ChannelFigures = Record<string, { events: number; bytes: number }>;
export type ReceiverReport =
  | { type: "connected" }
  | { type: "failed"; error: string }
  | { type: "arrivals"; pairs: number[] }
  | { type: "done"; foreignEvents: number; channels: ChannelFigures; lagP99: number; lagMax: number };

const now = () => performance.timeOrigin + performance.now();
const send = (report: ReceiverReport) => process.send!(report);
const lag = monitorEventLoopDelay({ resolution: 10 });

let pairs: number[] = [];
let foreignEvents = 0;
const channels: ChannelFigures = {};
const closers: (() => void)[] = [];

const BODY = Buffer.from('"body":"bench-');

/** Whether an event (`42["channel",payload]`) is of the bench's tenant. */
const ofTenant = (frame: string, tenant: number) =>
  new RegExp(`^42\\["[^"]*-${tenant}"|"idGraf":${tenant}[,}]`).test(frame);
const CREATE = Buffer.from('"action":"create"');

/** An event frame (`42["channel",payload]`) at a permitted socket: its channel's figures, and a bench message's arrival. */
function received(frame: Buffer, appMessage: Buffer, at: number) {
  const end = frame.indexOf(34, 4); // the quote closing the channel name
  const name = frame.toString("latin1", 4, end);
  const figures = (channels[name] ??= { events: 0, bytes: 0 });
  figures.events++;
  figures.bytes += frame.length;
  if (frame.compare(appMessage, 0, appMessage.length, 0, appMessage.length) !== 0) return;
  if (frame.indexOf(CREATE) < 0) return;
  const at0 = frame.indexOf(BODY);
  if (at0 < 0) return;
  const digits = frame.toString("latin1", at0 + BODY.length, frame.indexOf(34, at0 + BODY.length));
  pairs.push(Number(digits), at);
}

function rawSocket({ url, token, foreign }: ReceiverSocket, appMessage: Buffer, tenant: number): Promise<void> {
  const ws = new WebSocket(`${url.replace(/^http/, "ws")}/socket.io/?EIO=4&transport=websocket`);
  closers.push(() => ws.close());
  return new Promise((resolve, reject) => {
    ws.on("error", reject);
    ws.on("message", (data: Buffer) => {
      const at = now();
      const type = data[0];
      if (type === 0x32) return ws.send("3"); // ping
      if (type === 0x30) return ws.send(`40${JSON.stringify({ token })}`); // open: connect the namespace
      if (type !== 0x34) return;
      if (data[1] === 0x30) return resolve();
      if (data[1] === 0x34) return reject(new Error(data.toString()));
      if (data[1] !== 0x32) return;
      if (!foreign) received(data, appMessage, at);
      else if (ofTenant(data.toString(), tenant)) foreignEvents++;
    });
  });
}

async function ioSocket({ url, token, foreign }: ReceiverSocket, channel: string, tenant: number): Promise<void> {
  const socket = connectClient(url, { auth: { token }, transports: ["websocket"], reconnection: false });
  closers.push(() => socket.disconnect());
  socket.onAny((event: string, payload: { action?: string; message?: { body?: string } }) => {
    const at = now();
    if (foreign) return ofTenant(`42${JSON.stringify([event, payload])}`, tenant) && foreignEvents++;
    const figures = (channels[event] ??= { events: 0, bytes: 0 });
    figures.events++;
    const body = payload?.message?.body;
    if (event === channel && payload.action === "create" && body?.startsWith("bench-"))
      pairs.push(Number(body.slice(6)), at);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });
}

process.on("message", (message: ReceiverStart | { type: "finish" }) => void receive(message));

async function receive(message: ReceiverStart | { type: "finish" }) {
  if (message.type === "finish") {
    flush();
    lag.disable();
    closers.forEach((close) => close());
    send({ type: "done", foreignEvents, channels, lagP99: lag.percentile(99) / 1e6, lagMax: lag.max / 1e6 });
    setTimeout(() => process.exit(0), 100);
    return;
  }
  const appMessage = Buffer.from(`42["${message.channel}"`);
  try {
    // A few handshakes at a time: the servers' sign-in checks are real.
    for (let i = 0; i < message.sockets.length; i += 10) {
      const some = message.sockets.slice(i, i + 10);
      await Promise.all(
        some.map((s) =>
          message.client === "raw"
            ? rawSocket(s, appMessage, message.tenant)
            : ioSocket(s, message.channel, message.tenant),
        ),
      );
    }
    lag.enable();
    setInterval(flush, 250).unref();
    send({ type: "connected" });
  } catch (error) {
    send({ type: "failed", error: error instanceof Error ? error.message : String(error) });
  }
}

function flush() {
  if (!pairs.length) return;
  send({ type: "arrivals", pairs });
  pairs = [];
}
