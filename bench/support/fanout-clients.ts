// The sockets of bench/fanout.ts, in a process of their own: raw Engine.IO/Socket.IO v4 clients over
// `ws` that connect to the default namespace, answer pings and count the event frames they get.
import WebSocket from "ws";

export type FanoutClientsStart = { type: "start"; url: string; sockets: number };
export type FanoutClientsReport = { type: "connected" } | { type: "events"; events: number };

let events = 0;
const sockets: WebSocket[] = [];

function connect(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace("http", "ws")}/socket.io/?EIO=4&transport=websocket`);
    sockets.push(socket);
    socket.on("error", reject);
    socket.on("message", (data: Buffer) => {
      const type = data[0];
      if (type === 0x30)
        socket.send("40"); // Engine.IO open: join the default namespace
      else if (type === 0x32)
        socket.send("3"); // ping
      else if (type === 0x34 && data[1] === 0x30)
        resolve(); // namespace joined
      else if (type === 0x34 && data[1] === 0x32) events++;
    });
  });
}

async function connectAll(url: string, count: number) {
  for (let i = 0; i < count; i += 50)
    await Promise.all(Array.from({ length: Math.min(50, count - i) }, () => connect(url)));
  process.send!({ type: "connected" } satisfies FanoutClientsReport);
}

process.on("message", (message: FanoutClientsStart | { type: "count" }) => {
  if (message.type === "start") {
    connectAll(message.url, message.sockets).catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  } else {
    process.send!({ type: "events", events } satisfies FanoutClientsReport);
    for (const socket of sockets) socket.terminate();
    process.disconnect();
  }
});
