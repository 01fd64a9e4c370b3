import { channels } from "./channels";
import { socketServer } from "./emitter";
import { loadMember, memberRooms } from "./member-rooms";
import { userRoom } from "./rooms";

/** What the server keeps on a socket from its handshake. */
export type SocketSession = { userId: number; idGraf: number; tokenVersion: number; expiresAt: number };

/** A socket of this process or, through the adapter, of another one. */
type AnySocket = { emit(event: string, payload: unknown): unknown; disconnect(close: boolean): unknown };

/** Ends a socket whose session is over; the browser renews its session and connects again. */
export function expireSocket(socket: AnySocket) {
  socket.emit(channels.sessionExpired, { error: "ERR_SESSION_EXPIRED" });
  socket.disconnect(true);
}

/**
 * After a change to a user has committed (profile, queues, see-all, deactivation, deletion, a new
 * token version): their open sockets, on every server process, follow at once. A user who is gone,
 * inactive or whose sessions were ended loses their sockets; anyone else's sockets get the rooms of
 * their new state and leave the others, ticket chat rooms included (rejoined through joinChatBox).
 */
export async function refreshUserSockets(userId: number) {
  const io = socketServer();
  if (!io) return;
  const [member, sockets] = await Promise.all([loadMember(userId), io.in(userRoom(userId)).fetchSockets()]);
  for (const socket of sockets) {
    const session = socket.data as SocketSession;
    if (!member || member.tokenVersion !== session.tokenVersion) {
      expireSocket(socket);
      continue;
    }
    const wanted = memberRooms(member);
    for (const room of socket.rooms) if (room !== socket.id && !wanted.includes(room)) socket.leave(room);
    socket.join(wanted);
  }
}
