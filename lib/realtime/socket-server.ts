import type { Server as HttpServer } from "node:http";
import { Server } from "socket.io";
import { resolveCaller, type Caller } from "@/lib/auth/caller";
import { setSocketServer } from "./emitter";
import { joinTicketRoom } from "./join-ticket-room";
import { ticketRoom, tenantRoom, userRoom } from "./rooms";

/**
 * Socket.IO on the app's HTTP server. The handshake must carry an access token (`auth.token`) or
 * the browser's session cookie; the socket then joins its tenant's and user's rooms.
 */
export function attachSocketServer(httpServer: HttpServer): Server {
  const io = new Server(httpServer, { serveClient: false, cors: { origin: false } });
  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === "string" ? socket.handshake.auth.token : undefined;
    const headers = new Headers();
    if (token) headers.set("authorization", `Bearer ${token}`);
    if (socket.handshake.headers.cookie) headers.set("cookie", socket.handshake.headers.cookie);
    const caller = await resolveCaller(headers).catch(() => null);
    if (!caller) return next(new Error("ERR_SESSION_EXPIRED"));
    socket.data.caller = caller;
    next();
  });
  io.on("connection", (socket) => {
    const caller: Caller = socket.data.caller;
    socket.join([tenantRoom(caller.idGraf), userRoom(caller.userId)]);
    socket.on("joinChatBox", (ticketId: unknown, answer?: (joined: boolean) => void) => {
      void joinTicketRoom(socket, caller, ticketId)
        .catch(() => false)
        .then((joined) => answer?.(joined));
    });
    socket.on("leaveChatBox", (ticketId: unknown) => void socket.leave(ticketRoom(Number(ticketId))));
  });
  setSocketServer(io);
  return io;
}
