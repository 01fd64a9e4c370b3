import { signAccessToken } from "@/lib/auth/access-token";
import { emitToRooms } from "@/lib/realtime/emitter";
import { tenantRoom, userRoom } from "@/lib/realtime/rooms";
import { seen, socketServerForTests } from "@/tests/support/socket-clients";
import { makeDesk } from "@/tests/support/ticket-factories";

// The frames a WebSocket is given in one turn of the event loop leave together
// (lib/realtime/write-once-per-tick.ts), a broadcast's straight to the TCP socket: every one of them
// still arrives, in the order emitted, whether they came in one turn, across turns, through
// different rooms, or to the one socket through engine.io.

const server = socketServerForTests();
afterAll(() => server.close());

test("events emitted to a socket in one turn and the next arrive all, in the order they were emitted", async () => {
  const desk = await makeDesk();
  const client = await server.connectWith(await signAccessToken({ userId: desk.admin.id, tokenVersion: 0 }));
  const expected: string[] = [];
  for (let turn = 0; turn < 3; turn++) {
    for (let i = 0; i < 40; i++) {
      // Alternating rooms the socket is in: one frame each, never two.
      const room = i % 2 ? tenantRoom(desk.idGraf) : userRoom(desk.admin.id);
      emitToRooms([room, tenantRoom(desk.idGraf)], "probe", { action: `${turn}-${i}` });
      expected.push(`probe ${turn}-${i}`);
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  await server.flush();
  expect(seen(client).filter((event) => event.startsWith("probe"))).toEqual(expected);
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
      else emitToRooms([tenantRoom(desk.idGraf)], "probe", { action: `room ${turn}-${i}`, filler: "x".repeat(i * 50) });
      expected.push(i % 3 === 0 ? `probe own ${turn}-${i}` : `probe room ${turn}-${i}`);
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  await server.flush();
  expect(seen(client).filter((event) => event.startsWith("probe"))).toEqual(expected);
});
