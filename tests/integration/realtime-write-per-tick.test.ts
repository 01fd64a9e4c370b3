import type { Socket } from "socket.io";
import { signAccessToken } from "@/lib/auth/access-token";
import { MAX_FRAMES_A_BATCH, WRITE_WINDOW_MS } from "@/lib/realtime/write-once-per-tick";
import { tenantRoom, userRoom } from "@/lib/realtime/rooms";
import { seen, socketServerForTests, type Client } from "@/tests/support/socket-clients";
import { makeAttendant, makeDesk } from "@/tests/support/ticket-factories";

// The frames a WebSocket is given in one turn of the event loop leave together, and those of a
// burst within a write window (lib/realtime/write-once-per-tick.ts), a broadcast's straight to the
// TCP socket: every one of them still arrives, in the order emitted, whether they came in one turn,
// across turns, through different rooms, to the one socket through engine.io, over long-polling or
// across an upgrade to a WebSocket.

const server = socketServerForTests();
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A tenant's admin and an attendant, each with a socket just connected (given no frame yet). */
async function adminAndAttendant() {
  const desk = await makeDesk();
  const attendant = await makeAttendant(desk.idGraf);
  const admin = await server.connectWith(await signAccessToken({ userId: desk.admin.id, tokenVersion: 0 }));
  const other = await server.connectWith(await signAccessToken({ userId: attendant.id, tokenVersion: 0 }));
  return { desk, attendant, admin, other };
}

/** The probes a client got, in the order they arrived. */
const probes = (client: Client) => seen(client).filter((event) => event.startsWith("probe"));

afterAll(() => server.close());

test("events emitted to a socket in one turn and the next arrive all, in the order they were emitted", async () => {
  const desk = await makeDesk();
  const client = await server.connectWith(await signAccessToken({ userId: desk.admin.id, tokenVersion: 0 }));
  const expected: string[] = [];
  for (let turn = 0; turn < 3; turn++) {
    for (let i = 0; i < 40; i++) {
      // Alternating rooms the socket is in: one frame each, never two.
      const room = i % 2 ? tenantRoom(desk.idGraf) : userRoom(desk.admin.id);
      server.io.to([room, tenantRoom(desk.idGraf)]).emit("probe", { action: `${turn}-${i}` });
      expected.push(`probe ${turn}-${i}`);
    }
    await nextTurn();
  }
  await server.flush();
  expect(probes(client)).toEqual(expected);
});

test("a broadcast's frames and a socket's own keep their order, however many are emitted in one turn", async () => {
  const desk = await makeDesk();
  const client = await server.connectWith(await signAccessToken({ userId: desk.admin.id, tokenVersion: 0 }));
  const own = server.io.sockets.sockets.get(client.socket.id!)!;
  const expected: string[] = [];
  for (let turn = 0; turn < 3; turn++) {
    // Enough at once that engine.io's own writes are still in flight, and queued, when broadcasts follow.
    for (let i = 0; i < 200; i++) {
      if (i % 3 === 0) own.emit("probe", { action: `own ${turn}-${i}` });
      else
        server.io
          .to([tenantRoom(desk.idGraf)])
          .emit("probe", { action: `room ${turn}-${i}`, filler: "x".repeat(i * 50) });
      expected.push(i % 3 === 0 ? `probe own ${turn}-${i}` : `probe room ${turn}-${i}`);
    }
    await nextTurn();
  }
  await server.flush();
  expect(probes(client)).toEqual(expected);
});

test("sockets given different frames in one turn each get only theirs, in order, as do those held over a window", async () => {
  const { desk, attendant, admin, other } = await adminAndAttendant();
  const expected = new Map<Client, string[]>([
    [admin, []],
    [other, []],
  ]);
  // The first turn leaves at once; the next two, within the window, together when it ends.
  for (let turn = 0; turn < 3; turn++) {
    for (let i = 0; i < 12; i++) {
      const to = [userRoom(desk.admin.id), userRoom(attendant.id), tenantRoom(desk.idGraf)][i % 3];
      server.io.to(to).emit("probe", { action: `${turn}-${i}` });
      for (const [client, events] of expected)
        if (i % 3 === 2 || (i % 3 === 0) === (client === admin)) events.push(`probe ${turn}-${i}`);
    }
    await nextTurn();
  }
  await server.flush();
  for (const [client, events] of expected) expect(probes(client)).toEqual(events);
});

test("a socket first given a frame when its turn's batch is full gets it, as do those before it", async () => {
  const { desk, attendant, admin, other } = await adminAndAttendant();
  const toAdmin = Array.from({ length: MAX_FRAMES_A_BATCH }, (_, i) => `probe admin ${i}`);
  toAdmin.forEach((_, i) => server.io.to(userRoom(desk.admin.id)).emit("probe", { action: `admin ${i}` }));
  server.io.to(userRoom(attendant.id)).emit("probe", { action: "attendant" });
  await server.flush();
  expect(probes(admin)).toEqual(toAdmin);
  expect(probes(other)).toEqual(["probe attendant"]);
});

test("a socket whose turn's batch fills while its window's is full too gets its frames, and only them", async () => {
  const { desk, attendant, admin, other } = await adminAndAttendant();
  const emitTo = (userId: number, name: string, count: number) =>
    Array.from({ length: count }, (_, i) => {
      server.io.to(userRoom(userId)).emit("probe", { action: `${name} ${i}` });
      return `probe ${name} ${i}`;
    });
  // The admin's first frame leaves at once; the next ones fill the window's batch. The attendant,
  // quiet until now, fills this turn's batch and is given more.
  const toAdmin = emitTo(desk.admin.id, "first", 1);
  await nextTurn();
  toAdmin.push(...emitTo(desk.admin.id, "admin", MAX_FRAMES_A_BATCH));
  const toAttendant = emitTo(attendant.id, "attendant", MAX_FRAMES_A_BATCH + 3);
  await server.flush();
  expect(probes(admin)).toEqual(toAdmin);
  expect(probes(other)).toEqual(toAttendant);
});

test("a long-polling client, and one that upgrades to a WebSocket during a burst, get every frame in order", async () => {
  const desk = await makeDesk();
  const attendant = await makeAttendant(desk.idGraf);
  const polling = await server.connectWith(await signAccessToken({ userId: desk.admin.id, tokenVersion: 0 }), [
    "polling",
  ]);
  const expected: string[] = [];
  const transports: string[] = [];
  // From the moment the upgrading client's socket joins its rooms, still on long-polling, until ten
  // frames after its upgrade (however long that takes on a busy machine).
  const emitBurst = async (socket: Socket) => {
    for (let i = 0; transports.filter((name) => name === "websocket").length < 10 && i < 5_000; i++) {
      transports.push(socket.conn.transport.name);
      server.io.to(tenantRoom(desk.idGraf)).emit("probe", { action: `${i}` });
      expected.push(`probe ${i}`);
      await new Promise((done) => setTimeout(done, 2));
    }
  };
  const burst = new Promise<void>((resolve) => {
    const onConnection = (socket: Socket) => {
      if (socket.data.userId !== attendant.id) return;
      server.io.off("connection", onConnection);
      void emitBurst(socket).then(resolve);
    };
    server.io.on("connection", onConnection);
  });
  const upgrading = await server.connectWith(await signAccessToken({ userId: attendant.id, tokenVersion: 0 }), [
    "polling",
    "websocket",
  ]);
  await burst;
  await server.flush();
  expect(transports[0]).toBe("polling");
  expect(transports.at(-1)).toBe("websocket");
  for (const client of [polling, upgrading]) expect(probes(client)).toEqual(expected);
});

/** Counts the writes a server-side socket hands the kernel (its libuv handle's write calls). */
function countWrites(own: { conn: unknown }) {
  const tcp = (
    own.conn as { transport: { socket: { _socket: { _handle: Record<string, (...args: unknown[]) => unknown> } } } }
  ).transport.socket._socket;
  const handle = tcp._handle;
  const counter = { writes: 0 };
  for (const method of ["writev", "writeBuffer", "writeUtf8String", "writeLatin1String"]) {
    const original = handle[method].bind(handle);
    handle[method] = (...args: unknown[]) => {
      counter.writes++;
      return original(...args);
    };
  }
  return counter;
}

test(`a burst to a socket written to less than ${WRITE_WINDOW_MS} ms ago leaves in one write per window; a frame after a quiet spell leaves at once`, async () => {
  const desk = await makeDesk();
  const client = await server.connectWith(await signAccessToken({ userId: desk.admin.id, tokenVersion: 0 }));
  const own = server.io.sockets.sockets.get(client.socket.id!)!;
  await new Promise((resolve) => setTimeout(resolve, WRITE_WINDOW_MS * 2));
  const counter = countWrites(own);
  const room = tenantRoom(desk.idGraf);

  server.io.to([room]).emit("probe", { action: "first" });
  await nextTurn();
  expect(counter.writes).toBe(1);
  // Five turns in a row, each with one frame: held until the window after the first write ends
  // (two writes at most, should the machine stall between two turns for a whole window).
  for (let i = 0; i < 5; i++) {
    server.io.to([room]).emit("probe", { action: `burst ${i}` });
    await nextTurn();
  }
  expect(counter.writes).toBeLessThanOrEqual(2);
  await server.flush();
  expect(counter.writes).toBeLessThanOrEqual(3);

  await new Promise((resolve) => setTimeout(resolve, WRITE_WINDOW_MS * 2));
  const before = counter.writes;
  server.io.to([room]).emit("probe", { action: "after quiet" });
  await nextTurn();
  expect(counter.writes).toBe(before + 1);
  await server.flush();
  expect(probes(client)).toEqual([
    "probe first",
    ...[0, 1, 2, 3, 4].map((i) => `probe burst ${i}`),
    "probe after quiet",
  ]);
});
