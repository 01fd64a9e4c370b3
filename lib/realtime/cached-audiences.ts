import type { Server, Socket } from "socket.io";

// Every broadcast asks the adapter for the sockets of its rooms (`apply`): a new set of ids, and a
// lookup in each room, in that set and in the namespace's sockets, per socket and broadcast. The
// same audience (a tenant's admins, a department's attendants) gets every message of a busy
// tenant, so the answer is kept per audience until a socket joins or leaves one of its rooms, or
// connects while in one (a socket joins its user's rooms in the handshake, before it counts as
// connected). On the realtime benchmark that walk was about 12 % of the servers' CPU
// (docs/PERFORMANCE.md). Everything in the adapter that matches sockets goes through `apply`
// (broadcasts, from this process or another, and matching sockets' fetch, join, leave and
// disconnect), so all of them read the kept answer: the sockets matching at the time of the call.

type Audience = { rooms: Set<string>; except?: Set<string> };
type MatchingAdapter = {
  apply(audience: Audience, callback: (socket: Socket) => void): void;
  on(event: "join-room" | "leave-room", listener: (room: string) => void): void;
};
/** An audience's sockets, and the rooms whose changes change them (none: every socket). */
type Kept = { sockets: Socket[]; rooms: Set<string> };

/** More audiences than this (many tenants' rooms mixed) start the cache again rather than grow it. */
export const MAX_KEPT_AUDIENCES = 1_000;

const keyOf = ({ rooms, except }: Audience) => `${[...rooms].join("\n")}\0${except ? [...except].join("\n") : ""}`;

/** Keeps the main namespace adapter's matching sockets per audience (see above), whichever adapter the server was given. */
export function cacheAudiences(io: Server) {
  const kept = new WeakMap<object, (rooms: Iterable<string>) => void>();
  io.on("connection", (socket) => {
    const adapter = socket.nsp.adapter as unknown as MatchingAdapter;
    let roomsChanged = kept.get(adapter);
    if (!roomsChanged) kept.set(adapter, (roomsChanged = keepAudiences(adapter)));
    roomsChanged(socket.rooms);
  });
}

/** Replaces the adapter's `apply` with one that keeps its answers; returns what tells it rooms changed. */
function keepAudiences(adapter: MatchingAdapter) {
  const match = adapter.apply.bind(adapter);
  const audiences = new Map<string, Kept>();
  const keysByRoom = new Map<string, Set<string>>();
  const everyone = new Set<string>();

  const forget = (key: string) => {
    const audience = audiences.get(key);
    if (!audience) return;
    audiences.delete(key);
    everyone.delete(key);
    for (const room of audience.rooms) {
      const keys = keysByRoom.get(room)!;
      keys.delete(key);
      if (keys.size === 0) keysByRoom.delete(room);
    }
  };
  const roomsChanged = (rooms: Iterable<string>) => {
    for (const room of rooms) for (const key of keysByRoom.get(room) ?? []) forget(key);
    for (const key of everyone) forget(key);
  };
  adapter.on("join-room", (room) => roomsChanged([room]));
  adapter.on("leave-room", (room) => roomsChanged([room]));

  const keep = (key: string, audience: Audience, sockets: Socket[]) => {
    if (audiences.size >= MAX_KEPT_AUDIENCES) {
      audiences.clear();
      keysByRoom.clear();
      everyone.clear();
    }
    const rooms = new Set([...audience.rooms, ...(audience.except ?? [])]);
    audiences.set(key, { sockets, rooms });
    if (audience.rooms.size === 0) everyone.add(key);
    for (const room of rooms) {
      let keys = keysByRoom.get(room);
      if (!keys) keysByRoom.set(room, (keys = new Set()));
      keys.add(key);
    }
  };

  adapter.apply = (audience, callback) => {
    const key = keyOf(audience);
    let sockets = audiences.get(key)?.sockets;
    if (!sockets) {
      const matched: Socket[] = [];
      match(audience, (socket) => matched.push(socket));
      keep(key, audience, (sockets = matched));
    }
    // A callback may change rooms (join, leave, disconnect): the array walked is the one matched.
    for (const socket of sockets) callback(socket);
  };
  return roomsChanged;
}
