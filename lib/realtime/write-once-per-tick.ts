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
//   of one per message. A frame after a quiet spell still leaves when its turn ends, so only a
//   socket busy with a burst waits. On the realtime benchmark (50 messages a second to 400
//   sockets, docs/PERFORMANCE.md), run in turn, a 50 ms window cost the servers 5.0–6.3 ms of CPU
//   a message against 6.1–7.5 ms with 25 ms (the kernel's share 1.1–1.3 against 1.9–2.5 ms), for
//   12–14 ms more at the median (p99 58–61 against 33–37 ms): a system call per socket is most of
//   what a message's fan-out costs, and a busy tenant's messages are the ones that come in bursts.
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
export const WRITE_WINDOW_MS = 50;

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
