import { timingSafeEqual, createHash } from "node:crypto";
import { createConnection, createServer, type Server, type Socket } from "node:net";

// PGlite trusts whoever connects. The gate stands before it on the app's socket: it answers the
// PostgreSQL start-up with a request for the password (cleartext: the socket never leaves the
// machine), checks it, and only then joins the client to PGlite's own socket, handing over the
// start-up message, which PGlite answers as usual.
const SSL_REQUEST = 80877103;
const PROTOCOL_3 = 196608;
const MAX_STARTUP_BYTES = 10_000;

const digest = (text: string) => createHash("sha256").update(text).digest();

function message(type: string, body: Buffer) {
  const head = Buffer.alloc(5);
  head.write(type);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

const askForPassword = () => message("R", Buffer.from([0, 0, 0, 3]));

const refusal = () =>
  message(
    "E",
    Buffer.concat([
      ...[
        ["S", "FATAL"],
        ["V", "FATAL"],
        ["C", "28P01"],
        ["M", 'password authentication failed for user "postgres"'],
      ].map(([code, text]) => Buffer.from(`${code}${text}\0`)),
      Buffer.from([0]),
    ]),
  );

function admit(client: Socket, password: Buffer, upstream: string) {
  let pending = Buffer.alloc(0);
  let startup: Buffer | null = null;
  const take = (length: number) => {
    const taken = pending.subarray(0, length);
    pending = pending.subarray(length);
    return Buffer.from(taken);
  };
  const onData = (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    while (!startup) {
      if (pending.length < 8) return;
      const length = pending.readInt32BE(0);
      if (length < 8 || length > MAX_STARTUP_BYTES) return void client.destroy();
      if (pending.length < length) return;
      const code = pending.readInt32BE(4);
      const received = take(length);
      if (code === SSL_REQUEST) client.write("N");
      else if (code === PROTOCOL_3) {
        startup = received;
        client.write(askForPassword());
      } else return void client.destroy();
    }
    if (pending.length < 5) return;
    const length = pending.readInt32BE(1);
    if (pending[0] !== "p".charCodeAt(0) || length < 5 || length > 1024) return void client.destroy();
    if (pending.length < length + 1) return;
    const given = take(length + 1).subarray(5, length);
    client.off("data", onData);
    if (!timingSafeEqual(createHash("sha256").update(given).digest(), password)) return void client.end(refusal());
    join(client, upstream, Buffer.concat([startup, pending]));
  };
  client.on("data", onData);
  client.on("error", () => client.destroy());
}

function join(client: Socket, upstream: string, first: Buffer) {
  client.pause();
  const inner = createConnection(upstream);
  inner.on("error", () => client.destroy());
  inner.on("close", () => client.destroy());
  client.on("close", () => inner.destroy());
  inner.write(first);
  client.pipe(inner);
  inner.pipe(client);
  client.resume();
}

/** Listens at `path` and joins clients that give `password` to the PostgreSQL socket at `upstream`. */
export async function startPasswordGate(options: {
  path: string;
  password: string;
  upstream: string;
}): Promise<() => Promise<void>> {
  const clients = new Set<Socket>();
  const server: Server = createServer((client) => {
    clients.add(client);
    client.on("close", () => clients.delete(client));
    admit(client, digest(options.password), options.upstream);
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(options.path, resolve));
  return () =>
    new Promise<void>((resolve) => {
      clients.forEach((client) => client.destroy());
      server.close(() => resolve());
    });
}
