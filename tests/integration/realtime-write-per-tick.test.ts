import { signAccessToken } from "@/lib/auth/access-token";
import { emitToRooms } from "@/lib/realtime/emitter";
import { tenantRoom, userRoom } from "@/lib/realtime/rooms";
import { seen, socketServerForTests } from "@/tests/support/socket-clients";
import { makeDesk } from "@/tests/support/ticket-factories";

// The frames a WebSocket is given in one turn of the event loop leave together
// (lib/realtime/write-once-per-tick.ts): every one of them still arrives, in the order emitted,
// whether they came in one turn, across turns, or through different rooms.

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
