import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Server } from "socket.io";
import { io as connect, type Socket } from "socket.io-client";
import { setSocketServer } from "@/lib/realtime/emitter";
import { attachSocketServer } from "@/lib/realtime/socket-server";

// A real Socket.IO server on a free port and real clients, for the realtime suites.

export type Received = { event: string; payload: Record<string, unknown> };
export type Client = { socket: Socket; events: Received[] };

const FLUSH = "test-flush";

export function socketServerForTests() {
  const http = createServer();
  // Untyped, so that suites may emit events of their own (a flush marker, probes).
  const io: Server = attachSocketServer(http);
  const clients: Client[] = [];
  let flushes = 0;

  const listening = new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));

  /**
   * A client authenticated by `token`, over a WebSocket unless `transports` say otherwise; resolves
   * once connected, rejects with the refusal.
   */
  async function connectWith(token: string, transports = ["websocket"]): Promise<Client> {
    await listening;
    const socket = connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, {
      auth: { token },
      transports,
      reconnection: false,
    });
    const client: Client = { socket, events: [] };
    socket.onAny((event, payload) => event !== FLUSH && client.events.push({ event, payload }));
    clients.push(client);
    await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("connect_error", reject));
    return client;
  }

  /**
   * Waits until every connected client has everything emitted so far: a marker sent to all sockets
   * after it arrives last on each, since one socket's events keep their order.
   */
  async function flush() {
    const marker = ++flushes;
    const live = clients.filter((c) => c.socket.connected);
    const arrived = live.map(
      (c) => new Promise<void>((resolve) => c.socket.on(FLUSH, (n: number) => n === marker && resolve())),
    );
    io.emit(FLUSH, marker);
    await Promise.all(arrived);
  }

  async function close() {
    clients.forEach((c) => c.socket.close());
    setSocketServer(undefined);
    await new Promise<void>((resolve) => void io.close(() => resolve()));
  }

  return { io, connectWith, flush, close };
}

/** What a client got since `from` (an index into its events), as "event action" strings. */
export const seen = (client: Client, from = 0) =>
  client.events
    .slice(from)
    .map((e) => (typeof e.payload?.action === "string" ? `${e.event} ${e.payload.action}` : e.event));
