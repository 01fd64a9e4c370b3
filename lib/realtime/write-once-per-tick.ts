import type { Socket as NetSocket } from "node:net";
import type { Server, Socket } from "socket.io";

// A broadcast's cost is per socket: 400 sockets that may see a ticket are 400 frames per message
// (docs/PERFORMANCE.md). Socket.IO serialises an event and its WebSocket frame once per emit; what
// is per socket is the walk of the rooms, engine.io's packet machinery and a system call per write.
// So a broadcast's frame, already encoded, is not written when the adapter hands it to a WebSocket:
// - The socket only records it in a batch: a bit in its mask of the batch's frames.
// - A batch is written when the turn of the event loop ends, or, for sockets written to less than
//   WRITE_WINDOW_MS ago, when that much time has passed since: a burst (a busy tenant's messages)
//   costs one write per socket and window instead of one per message, and a frame after a quiet
//   spell still leaves when its turn ends, so only a socket busy with a burst waits.
// - Sockets that got the same frames (the same mask) are written the same buffer, joined once: a
//   socket's share of a batch is one write, straight to its TCP socket.
// On the realtime benchmark (50 messages a second to 400 sockets, docs/PERFORMANCE.md) a 50 ms
// window cost the servers 5.0–6.3 ms of CPU a message against 6.1–7.5 ms with 25 ms, for 12–14 ms
// more at the median: a system call per socket is most of what a message's fan-out costs, and a busy
// tenant's messages are the ones that come in bursts.
// The order of a connection's frames is kept: a frame is held only while engine.io has nothing
// queued for that connection (otherwise it takes engine.io's way, behind what is queued), and held
// frames are written before engine.io writes anything else to it (its "flush" event). Long-polling
// connections, and frames the adapter did not pre-encode, always take engine.io's way.

type EngineConnection = {
  readyState: string;
  writeBuffer: unknown[];
  on(event: "flush", listener: () => void): void;
  transport?: { name?: string; socket?: { readyState?: number; _socket?: NetSocket } };
};
type PacketOptions = { wsPreEncodedFrame?: Buffer[] };
type Client = { conn: EngineConnection; writeToEngine(encodedPackets: unknown, opts: PacketOptions): void };

/** The frames a batch holds, and which of them each of its sockets gets. */
type Batch = { frames: Buffer[]; lastFrame?: Buffer[]; lastBit: number; held: Held[]; timer?: NodeJS.Timeout };
/** A connection's place in the batch that holds its frames. */
type Held = { conn: EngineConnection; batch?: Batch; mask: number; lastWrite: number };

const WEBSOCKET_OPEN = 1;
/** A mask is a 32-bit integer: a batch given one frame more than this is written first. */
export const MAX_FRAMES_A_BATCH = 31;

/** How long a connection written to a moment ago holds its next frames (see above). */
export const WRITE_WINDOW_MS = 50;

const newBatch = (): Batch => ({ frames: [], lastBit: 0, held: [] });

export function writeOncePerTick(io: Server) {
  let thisTurn: Batch | undefined;
  let inWindow: Batch | undefined;

  const write = (batch: Batch) => {
    if (batch === thisTurn) thisTurn = undefined;
    if (batch === inWindow) {
      clearTimeout(batch.timer);
      inWindow = undefined;
    }
    const joined = new Map<number, Buffer>();
    const now = performance.now();
    for (const held of batch.held) {
      if (held.batch !== batch) continue; // written before engine.io's own write
      let bytes = joined.get(held.mask);
      if (!bytes) joined.set(held.mask, (bytes = join(batch.frames, held.mask)));
      release(held, bytes, now);
    }
  };

  const batchFor = (held: Held) => {
    const since = performance.now() - held.lastWrite;
    if (since >= WRITE_WINDOW_MS) {
      if (!thisTurn) {
        const batch = (thisTurn = newBatch());
        setImmediate(() => write(batch));
      }
      return thisTurn;
    }
    if (!inWindow) {
      const batch = (inWindow = newBatch());
      batch.timer = setTimeout(() => write(batch), WRITE_WINDOW_MS - since);
    }
    return inWindow;
  };

  const hold = (held: Held, frame: Buffer[]) => {
    let batch = held.batch ?? batchFor(held);
    // Writing a full batch may move the socket to the other one (its window), full too at worst.
    while (frame !== batch.lastFrame && batch.frames.length >= MAX_FRAMES_A_BATCH) {
      write(batch);
      batch = batchFor(held);
    }
    if (held.batch !== batch) {
      batch.held.push(held);
      held.batch = batch;
    }
    if (frame !== batch.lastFrame) {
      batch.lastBit = 1 << batch.frames.length;
      batch.frames.push(frame.length === 1 ? frame[0] : Buffer.concat(frame));
      batch.lastFrame = frame;
    }
    held.mask |= batch.lastBit;
  };

  io.on("connection", (socket: Socket) => {
    const client = socket.client as unknown as Client;
    const conn = client.conn;
    const held: Held = { conn, mask: 0, lastWrite: -Infinity };
    const throughEngine = client.writeToEngine.bind(client);
    client.writeToEngine = (encodedPackets, opts) => {
      const frame = opts.wsPreEncodedFrame;
      if (frame && conn.writeBuffer.length === 0 && conn.readyState === "open" && conn.transport?.name === "websocket")
        hold(held, frame);
      else throughEngine(encodedPackets, opts);
    };
    // Emitted as engine.io hands its queued packets to the transport: the frames held before them go first.
    conn.on("flush", () => {
      const batch = held.batch;
      if (batch) release(held, join(batch.frames, held.mask), performance.now());
    });
  });
}

/** Writes a connection's held frames to its WebSocket's TCP socket (a WebSocket that closed meanwhile gets nothing). */
function release(held: Held, bytes: Buffer, now: number) {
  held.batch = undefined;
  held.mask = 0;
  held.lastWrite = now;
  websocketOf(held.conn)?.write(bytes);
}

/** The frames of `mask`, in the order they were emitted. */
function join(frames: Buffer[], mask: number): Buffer {
  if ((mask & (mask - 1)) === 0) return frames[31 - Math.clz32(mask)];
  const chosen: Buffer[] = [];
  for (let i = 0; i < frames.length; i++) if (mask & (1 << i)) chosen.push(frames[i]);
  return Buffer.concat(chosen);
}

/** The TCP socket of an open WebSocket transport (long-polling answers an HTTP request per flush). */
function websocketOf(connection: EngineConnection): NetSocket | undefined {
  const transport = connection.transport;
  if (transport?.name !== "websocket" || transport.socket?.readyState !== WEBSOCKET_OPEN) return undefined;
  const socket = transport.socket._socket;
  return socket && !socket.destroyed ? socket : undefined;
}
