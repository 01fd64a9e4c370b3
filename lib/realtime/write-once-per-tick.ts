import type { Socket as NetSocket } from "node:net";
import type { Server } from "socket.io";

// Each WebSocket frame was one system call (writev), the kernel's part of a frame's cost beside
// engine.io's own (docs/PERFORMANCE.md). Frames a connection is given in one turn of the event
// loop (the messages of one inbound batch, the ticket that came with them, the broadcasts of one
// read from the adapter's PostgreSQL connection) are held back by corking its TCP socket and leave
// together in one writev when the turn ends. The order of a connection's frames is kept: they are
// written to the same stream in the order Socket.IO emitted them.

type EngineConnection = {
  on(event: "flush", listener: () => void): void;
  transport?: { name?: string; socket?: { _socket?: NetSocket } };
};

export function writeOncePerTick(io: Server) {
  const corked = new Set<NetSocket>();
  const uncorkAll = () => {
    for (const socket of corked) socket.uncork();
    corked.clear();
  };
  io.engine.on("connection", (connection: EngineConnection) => {
    // Emitted as the connection hands its buffered packets to its transport.
    connection.on("flush", () => {
      const transport = connection.transport;
      // Long-polling answers an HTTP request per flush; only WebSocket frames are held.
      const socket = transport?.name === "websocket" ? transport.socket?._socket : undefined;
      if (!socket || corked.has(socket) || socket.destroyed) return;
      if (corked.size === 0) setImmediate(uncorkAll);
      socket.cork();
      corked.add(socket);
    });
  });
}
