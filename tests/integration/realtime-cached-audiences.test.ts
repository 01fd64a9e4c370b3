import { signAccessToken } from "@/lib/auth/access-token";
import { MAX_KEPT_AUDIENCES } from "@/lib/realtime/cached-audiences";
import { queueRoom, seeAllRoom, tenantRoom, userRoom } from "@/lib/realtime/rooms";
import { seen, socketServerForTests, type Client } from "@/tests/support/socket-clients";
import { makeAttendant, makeDesk } from "@/tests/support/ticket-factories";

// The server keeps each audience's sockets between broadcasts (lib/realtime/cached-audiences.ts):
// whoever joins, leaves or connects after an audience was last written to is counted in, or out,
// of its next broadcast.

const server = socketServerForTests();
afterAll(() => server.close());

/** A tenant's admin and an attendant of its first department, each with a socket. */
async function adminAndAttendant() {
  const desk = await makeDesk();
  const attendant = await makeAttendant(desk.idGraf, { queueIds: [desk.queueId] });
  const admin = await server.connectWith(await signAccessToken({ userId: desk.admin.id, tokenVersion: 0 }));
  const other = await server.connectWith(await signAccessToken({ userId: attendant.id, tokenVersion: 0 }));
  return { desk, attendant, admin, other };
}

const probes = (client: Client) => seen(client).filter((event) => event.startsWith("probe"));

test("a socket moved into or out of a room gets that audience's next broadcast, or stops getting it", async () => {
  const { desk, attendant, admin, other } = await adminAndAttendant();
  const toOtherQueue = () => server.io.to([seeAllRoom(desk.idGraf), queueRoom(desk.otherQueueId)]);
  toOtherQueue().emit("probe", { action: "before" });
  server.io.in(userRoom(attendant.id)).socketsJoin(queueRoom(desk.otherQueueId));
  toOtherQueue().emit("probe", { action: "joined" });
  server.io.in(userRoom(attendant.id)).socketsLeave(queueRoom(desk.otherQueueId));
  toOtherQueue().emit("probe", { action: "left" });
  await server.flush();
  expect(probes(admin)).toEqual(["probe before", "probe joined", "probe left"]);
  expect(probes(other)).toEqual(["probe joined"]);
});

test("a socket joining a room its audience excepts stops getting the audience's broadcasts", async () => {
  const { desk, attendant, admin, other } = await adminAndAttendant();
  const toAllButQueue = () => server.io.to(tenantRoom(desk.idGraf)).except(queueRoom(desk.otherQueueId));
  toAllButQueue().emit("probe", { action: "before" });
  server.io.in(userRoom(attendant.id)).socketsJoin(queueRoom(desk.otherQueueId));
  toAllButQueue().emit("probe", { action: "after" });
  await server.flush();
  expect(probes(admin)).toEqual(["probe before", "probe after"]);
  expect(probes(other)).toEqual(["probe before"]);
});

test("a socket that connects, or disconnects, after its audience was written to is counted in, or out", async () => {
  const desk = await makeDesk();
  const token = await signAccessToken({ userId: desk.admin.id, tokenVersion: 0 });
  const first = await server.connectWith(token);
  const toAdmins = () => server.io.to([seeAllRoom(desk.idGraf), userRoom(desk.admin.id)]);
  // Written to while the next socket is between its handshake, which put it in its user's rooms,
  // and its connection: not yet one of the audience's sockets.
  let inHandshake = false;
  server.io.use((socket, next) => {
    if (inHandshake && socket.rooms.has(seeAllRoom(desk.idGraf))) toAdmins().emit("probe", { action: "handshake" });
    next();
  });
  inHandshake = true;
  const second = await server.connectWith(token);
  inHandshake = false;
  toAdmins().emit("probe", { action: "both" });
  await server.flush();
  const gone = new Promise((resolve) => server.io.sockets.sockets.get(first.socket.id!)!.once("disconnect", resolve));
  first.socket.disconnect();
  await gone;
  toAdmins().emit("probe", { action: "one" });
  await server.flush();
  expect(probes(first)).toEqual(["probe handshake", "probe both"]);
  expect(probes(second)).toEqual(["probe both", "probe one"]);
});

test(`past ${MAX_KEPT_AUDIENCES} audiences, broadcasts still reach their sockets and follow their rooms`, async () => {
  const { desk, attendant, admin, other } = await adminAndAttendant();
  const toOtherQueue = () => server.io.to(queueRoom(desk.otherQueueId));
  toOtherQueue().emit("probe", { action: "before" });
  for (let i = 0; i <= MAX_KEPT_AUDIENCES; i++)
    server.io.to([userRoom(attendant.id), `probe:${i}`]).emit("probe", { action: "many" });
  toOtherQueue().emit("probe", { action: "after" });
  server.io.in(userRoom(attendant.id)).socketsJoin(queueRoom(desk.otherQueueId));
  toOtherQueue().emit("probe", { action: "joined" });
  await server.flush();
  expect(probes(other)).toEqual([...Array<string>(MAX_KEPT_AUDIENCES + 1).fill("probe many"), "probe joined"]);
  expect(probes(admin)).toEqual([]);
});
