import { signAccessToken } from "@/lib/auth/access-token";
import { MAX_SOCKET_FRAME_BYTES } from "@/lib/realtime/socket-server";
import { socketServerForTests } from "@/tests/support/socket-clients";
import { makeDesk } from "@/tests/support/ticket-factories";

// A client's frame is bounded: one past the limit closes its connection instead of being buffered.
const server = socketServerForTests();
afterAll(() => server.close());

test("a frame past the limit disconnects the socket; a ticket's id does not", async () => {
  const desk = await makeDesk();
  const client = await server.connectWith(await signAccessToken({ userId: desk.admin.id, tokenVersion: 0 }));
  const joined = await client.socket.timeout(5000).emitWithAck("joinChatBox", 1);
  expect(typeof joined).toBe("boolean");
  expect(client.socket.connected).toBe(true);
  const closed = new Promise<string>((resolve) => client.socket.once("disconnect", resolve));
  client.socket.emit("joinChatBox", "9".repeat(MAX_SOCKET_FRAME_BYTES * 4));
  expect(await closed).toBe("transport close");
});
