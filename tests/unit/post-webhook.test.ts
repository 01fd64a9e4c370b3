import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { postWebhook } from "@/lib/webhooks/post-webhook";

// A delivery's POST keeps its connection to the receiver for the next one, and a kept connection
// the receiver drops as a request goes out costs no failed try: the request goes out again on a
// new connection.

let server: http.Server;
let url = "";
const sockets = new Set<Socket>();
/** How many requests each connection carried, in the order they opened. */
let perConnection: number[] = [];
/** Drops the connection, unanswered, when it brings its second request. */
let dropSecond = false;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const socket = req.socket as Socket & { served?: number; index?: number };
    socket.index ??= perConnection.push(0) - 1;
    socket.served = (socket.served ?? 0) + 1;
    perConnection[socket.index] = socket.served;
    req.resume();
    req.on("end", () => {
      if (dropSecond && socket.served === 2) socket.destroy();
      else res.end();
    });
  });
  server.on("connection", (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  process.env.WEBHOOK_PRIVATE_HOSTS = new URL(url).host;
});

afterAll(async () => {
  delete process.env.WEBHOOK_PRIVATE_HOSTS;
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  perConnection = [];
  dropSecond = false;
  for (const socket of sockets) socket.destroy();
});

const post = () => postWebhook(url, JSON.stringify({ type: "ping" }), { "webhook-id": "msg_1" });

test("deliveries to one receiver, one after another, share one connection", async () => {
  for (let i = 0; i < 3; i++) expect(await post()).toMatchObject({ status: 200 });
  expect(perConnection).toEqual([3]);
});

test("a kept connection the receiver drops as the next delivery goes out: that delivery goes out again on a new one", async () => {
  dropSecond = true;
  expect(await post()).toMatchObject({ status: 200 });
  expect(await post()).toMatchObject({ status: 200 });
  expect(perConnection).toEqual([2, 1]);
});
