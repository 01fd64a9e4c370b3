import { channels } from "./channels";
import { socketServer } from "./emitter";
import { loadMember, memberRooms, type Member } from "./member-rooms";
import { userRoom } from "./rooms";

/** What the server keeps on a socket from its handshake. */
export type SocketSession = {
  userId: number;
  idGraf: number;
  tokenVersion: number;
  sessionId?: string;
  expiresAt: number;
};

/** Whether a socket's credential still stands for this user: same token version, and its sign-in still going. */
export const socketStillValid = (
  member: Member | null,
  session: Omit<SocketSession, "idGraf" | "expiresAt">,
): member is Member =>
  !!member &&
  member.tokenVersion === session.tokenVersion &&
  (!session.sessionId || member.liveSessionIds.includes(session.sessionId));

/** A socket of this process or, through the adapter, of another one. */
type AnySocket = { emit(event: string, payload: unknown): unknown; disconnect(close: boolean): unknown };

/** Ends a socket whose session is over; the browser renews its session and connects again. */
export function expireSocket(socket: AnySocket) {
  socket.emit(channels.sessionExpired, { error: "ERR_SESSION_EXPIRED" });
  socket.disconnect(true);
}

/**
 * After a change to a user has committed (profile, queues, see-all, deactivation, deletion, a new
 * token version, an ended sign-in): their open sockets, on every server process, follow at once. A
 * user who is gone or inactive loses their sockets, and so does a socket whose sign-in ended; anyone else's sockets get the rooms of
 * their new state and leave the others, ticket chat rooms included (rejoined through joinChatBox).
 */
export async function refreshUserSockets(userId: number) {
  const io = socketServer();
  if (!io) return;
  const [member, sockets] = await Promise.all([loadMember(userId), io.in(userRoom(userId)).fetchSockets()]);
  for (const socket of sockets) {
    const session = socket.data;
    if (!socketStillValid(member, session)) {
      expireSocket(socket);
      continue;
    }
    const wanted = memberRooms(member);
    for (const room of socket.rooms) if (room !== socket.id && !wanted.includes(room)) socket.leave(room);
    socket.join(wanted);
  }
}
