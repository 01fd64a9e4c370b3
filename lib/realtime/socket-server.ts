import type { Server as HttpServer } from "node:http";
import { Server, type DefaultEventsMap, type Socket } from "socket.io";
import { verifyAccessToken } from "@/lib/auth/access-token";
import { readSessionCookie } from "@/lib/auth/session-cookie";
import { fromThisOrigin } from "@/lib/auth/same-origin";
import { cacheAudiences } from "./cached-audiences";
import { setSocketServer } from "./emitter";
import type { ClientToServerEvents, RealtimeServer, ServerToClientEvents } from "./events";
import { joinTicketRoom } from "./join-ticket-room";
import { loadMember, memberRooms } from "./member-rooms";
import { ticketRoom } from "./rooms";
import { expireSocket, socketStillValid, type SocketSession } from "./user-sockets";
import { writeOncePerTick } from "./write-once-per-tick";

// A browser sends only a ticket's id (joinChatBox, leaveChatBox): a larger frame, or a polling
// request's body past it, closes the connection (engine.io counts a chunked body as it arrives).
export const MAX_SOCKET_FRAME_BYTES = 16 * 1024;

// setTimeout's longest delay; a session cookie lives 12 hours.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The handshake's credential: an access token (`auth.token`), else the browser's session cookie,
 * like resolveCaller; the user is read now, not from the callers kept for requests.
 */
async function handshakeSession(socket: Socket): Promise<{ session: SocketSession; rooms: string[] } | null> {
  const token = typeof socket.handshake.auth?.token === "string" ? socket.handshake.auth.token : undefined;
  const claims = token ? await verifyAccessToken(token) : await readSessionCookie(socket.handshake.headers.cookie);
  if (!claims || claims.expiresAt <= Date.now()) return null;
  const member = await loadMember(claims.userId);
  if (!socketStillValid(member, claims)) return null;
  const session: SocketSession = {
    userId: member.userId,
    idGraf: member.idGraf,
    tokenVersion: member.tokenVersion,
    sessionId: claims.sessionId,
    expiresAt: claims.expiresAt,
  };
  return { session, rooms: memberRooms(member) };
}

/**
 * Socket.IO on the app's HTTP server. A socket is put in the rooms of its user's current state
 * (member-rooms.ts), follows changes to that user (user-sockets.ts) and is disconnected with
 * ERR_SESSION_EXPIRED when its credential expires: a client must then connect again with a fresh one.
 */
export function attachSocketServer(httpServer: HttpServer): RealtimeServer {
  // Frames are small JSON (about 1 KB): compressing each one per socket would cost more CPU than
  // the bytes it saves on the wire.
  const io = new Server<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, SocketSession>(httpServer, {
    serveClient: false,
    cors: { origin: false },
    perMessageDeflate: false,
    maxHttpBufferSize: MAX_SOCKET_FRAME_BYTES,
    // Another site's page could open a socket carrying this site's cookie (WebSockets have no CORS).
    allowRequest: (req, allow) => {
      const headers = {
        get: (name: string) => (typeof req.headers[name] === "string" ? (req.headers[name] as string) : null),
      };
      const protocol = "encrypted" in req.socket && req.socket.encrypted ? "https:" : "http:";
      allow(null, fromThisOrigin(headers, req.headers.host ?? null, protocol));
    },
  });
  cacheAudiences(io);
  writeOncePerTick(io);
  io.use((socket, next) => {
    void handshakeSession(socket)
      .catch(() => null)
      .then(async (found) => {
        if (!found) return next(new Error("ERR_SESSION_EXPIRED"));
        socket.data = found.session;
        await socket.join(found.rooms);
        next();
      })
      .catch(next);
  });
  io.on("connection", (socket) => {
    const session = socket.data;
    const expiry = setTimeout(() => expireSocket(socket), Math.min(session.expiresAt - Date.now(), MAX_TIMER_MS));
    socket.on("disconnect", () => clearTimeout(expiry));
    socket.on("joinChatBox", (ticketId: unknown, answer?: (joined: boolean) => void) => {
      void joinTicketRoom(socket, session.userId, ticketId)
        .catch(() => false)
        .then((joined) => answer?.(joined));
    });
    socket.on("leaveChatBox", (ticketId: unknown) => void socket.leave(ticketRoom(Number(ticketId))));
    // A change that committed while the handshake read the user (a deactivation, a new token
    // version) looked for their sockets before this one was in their room: looked at again now.
    void loadMember(session.userId).then(
      (member) => {
        if (!socketStillValid(member, session)) expireSocket(socket);
      },
      () => undefined,
    );
  });
  setSocketServer(io);
  return io;
}
