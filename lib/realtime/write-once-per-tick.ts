import type { Socket as NetSocket } from "node:net";
import type { Server, Socket } from "socket.io";

// A broadcast's cost is per socket: 400 sockets that may see a ticket are 400 frames per message
// (docs/PERFORMANCE.md). Socket.IO serialises an event and its WebSocket frame once per emit; what
// was per socket is engine.io's packet machinery (a packet object, its flush, drain and callback
// events) and a system call per frame. So:
// - Frames a connection is given in one turn of the event loop (the messages of one inbound batch,
//   the ticket that came with them, the broadcasts of one read from the adapter's PostgreSQL
//   connection) are held back by corking its TCP socket and leave together in one writev when the
//   turn ends.
// - A connection written to less than WRITE_WINDOW_MS ago holds its frames until that much time
//   has passed since, so a burst (a busy tenant's messages) leaves in one writev per window instead
//   of one per message. A frame after a quiet spell still leaves when its turn ends. On the
//   realtime benchmark (50 messages a second to 400 sockets) 25 ms took the servers' CPU from
//   15.6–17.1 to 14.5–15.1 ms a message (the kernel's share from 4.6–5.3 to 3.8–4.3 ms), the
//   receivers' from 4.2–4.5 to 3.3–3.8 s, and the warm p99 from 153–161 to 95–131 ms; longer
//   windows saved more CPU (50 ms: 13.2–14.1) but held every burst's frames longer.
// - A broadcast's frame, already encoded, is written straight to a WebSocket's TCP socket when
//   engine.io has nothing queued for it; otherwise (long-polling, a connection upgrading or
//   closing, packets waiting behind a write) it takes engine.io's way.
// The order of a connection's frames is kept: every frame is written to the same stream in the
// order Socket.IO emitted it, whichever way it went.

type EngineConnection = {
  readyState: string;
  writeBuffer: unknown[];
  on(event: "flush", listener: () => void): void;
  transport?: { name?: string; socket?: { readyState?: number; _socket?: NetSocket } };
};
type PacketOptions = { wsPreEncodedFrame?: Buffer[] };
type Client = { conn: EngineConnection; writeToEngine(encodedPackets: unknown, opts: PacketOptions): void };

const WEBSOCKET_OPEN = 1;

/** How long a connection written to a moment ago holds its next frames (see above). */
export const WRITE_WINDOW_MS = 25;

export function writeOncePerTick(io: Server) {
  const lastWrite = new WeakMap<NetSocket, number>();
  const thisTurn = new Set<NetSocket>();
  const inWindow = new Set<NetSocket>();
  let windowTimer: NodeJS.Timeout | undefined;
  const uncork = (sockets: Set<NetSocket>) => {
    const now = performance.now();
    for (const socket of sockets) {
      socket.uncork();
      lastWrite.set(socket, now);
    }
    sockets.clear();
  };
  const uncorkWindow = () => {
    windowTimer = undefined;
    uncork(inWindow);
  };
  const hold = (socket: NetSocket) => {
    if (thisTurn.has(socket) || inWindow.has(socket) || socket.destroyed) return;
    socket.cork();
    const since = performance.now() - (lastWrite.get(socket) ?? -Infinity);
    if (since >= WRITE_WINDOW_MS) {
      if (thisTurn.size === 0) setImmediate(() => uncork(thisTurn));
      thisTurn.add(socket);
    } else {
      inWindow.add(socket);
      windowTimer ??= setTimeout(uncorkWindow, WRITE_WINDOW_MS - since);
    }
  };

  io.engine.on("connection", (connection: EngineConnection) => {
    // Emitted as the connection hands its buffered packets to its transport.
    connection.on("flush", () => {
      const socket = websocketOf(connection);
      if (socket) hold(socket);
    });
  });

  // A frame is one header and one payload; joined once per broadcast, it is one chunk per socket.
  const joined = new WeakMap<Buffer[], Buffer>();
  io.on("connection", (socket: Socket) => {
    const client = socket.client as unknown as Client;
    const throughEngine = client.writeToEngine.bind(client);
    client.writeToEngine = (encodedPackets, opts) => {
      const frame = opts.wsPreEncodedFrame;
      const conn = client.conn;
      const tcp = frame && conn.readyState === "open" && conn.writeBuffer.length === 0 ? websocketOf(conn) : undefined;
      if (!frame || !tcp) return throughEngine(encodedPackets, opts);
      let bytes = joined.get(frame);
      if (!bytes) joined.set(frame, (bytes = frame.length === 1 ? frame[0] : Buffer.concat(frame)));
      hold(tcp);
      tcp.write(bytes);
    };
  });
}

/** The TCP socket of an open WebSocket transport (long-polling answers an HTTP request per flush). */
function websocketOf(connection: EngineConnection): NetSocket | undefined {
  const transport = connection.transport;
  if (transport?.name !== "websocket" || transport.socket?.readyState !== WEBSOCKET_OPEN) return undefined;
  const socket = transport.socket._socket;
  return socket && !socket.destroyed ? socket : undefined;
}
