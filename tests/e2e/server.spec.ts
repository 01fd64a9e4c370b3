import { randomBytes } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { createServer, type AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { io } from "socket.io-client";
import { NO_POSTGRES, postgresUrl } from "./support/postgres";
import { newDataDir, startServer } from "./support/server";

// The server process itself: first start, restarts, configuration it refuses, sockets.
// A first start runs initdb and every migration in PGlite: several seconds, more on a busy machine.
test.describe.configure({ mode: "serial", timeout: 150_000 });

const login = async (url: string, email: string, password: string) => {
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: await res.json() };
};

test("first start seeds a demo tenant with a generated password kept in a private file, never logged; restarts keep everything", async () => {
  const dataDir = newDataDir();
  const first = await startServer({ dataDir });
  const file = path.join(dataDir, "initial-admin-password");
  const password = readFileSync(file, "utf8").trim();
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(first.logs()).toContain("Sign in as admin@atende.local");
  expect(first.logs()).toContain(`Generated password written to ${file}`);
  expect(password).toMatch(/^\S{8,}$/);
  expect(first.logs()).not.toContain(password);
  const before = await login(first.url, "admin@atende.local", password);
  expect(before.status).toBe(200);
  expect(before.body.user.idGraf).toEqual(expect.any(Number));
  const unauthenticated = await fetch(`${first.url}/tickets`, { redirect: "manual" });
  expect(unauthenticated.status).toBe(307);
  expect(unauthenticated.headers.get("location")).toContain("/login");
  await first.stop();

  const second = await startServer({ dataDir });
  expect(second.logs()).not.toContain("Generated password");
  const after = await login(second.url, "admin@atende.local", password);
  expect(after.status).toBe(200);
  expect(after.body.user.idGraf).toBe(before.body.user.idGraf);
  // The secret kept in DATA_DIR survives too: a token issued before the restart is still valid.
  const me = await fetch(`${second.url}/api/auth/me`, { headers: { authorization: `Bearer ${before.body.token}` } });
  expect(me.status).toBe(200);
  await second.stop();
});

test("production on an external database refuses to start without AUTH_SECRET", async () => {
  const failure = startServer({
    env: { NODE_ENV: "production", DATABASE_URL: "postgresql://127.0.0.1:9/none" },
  });
  await expect(failure).rejects.toThrow(/AUTH_SECRET is required in production/);
});

test("sockets need a valid token and are told nothing otherwise", async () => {
  const server = await startServer({ env: { SEED_ADMIN_PASSWORD: "socket-pass-1" } });
  try {
    const { body } = await login(server.url, "admin@atende.local", "socket-pass-1");
    const connect = (auth: Record<string, string>) =>
      new Promise<string>((resolve) => {
        const socket = io(server.url, { auth, transports: ["websocket"], reconnection: false });
        socket.on("connect", () => (socket.close(), resolve("connected")));
        socket.on("connect_error", (error) => (socket.close(), resolve(error.message)));
      });
    expect(await connect({ token: body.token })).toBe("connected");
    expect(await connect({})).toBe("ERR_SESSION_EXPIRED");
    expect(await connect({ token: `${body.token}x` })).toBe("ERR_SESSION_EXPIRED");
  } finally {
    await server.stop();
  }
});

test("through the real server, the inbox's hot reads keep the API's answers and errors, and writes still reach their handlers", async () => {
  const server = await startServer({ env: { SEED_ADMIN_PASSWORD: "reads-pass-1" } });
  try {
    const { body } = await login(server.url, "admin@atende.local", "reads-pass-1");
    const get = async (path: string, token?: string) => {
      const res = await fetch(`${server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      return { status: res.status, type: res.headers.get("content-type"), json: await res.json() };
    };
    expect(await get("/api/listTicketsByStatus/open?visibility=all", body.token)).toEqual({
      status: 200,
      type: expect.stringContaining("application/json"),
      json: { tickets: [], hasMore: false },
    });
    expect(await get("/api/auth/me", body.token)).toMatchObject({ status: 200, json: { email: "admin@atende.local" } });
    expect(await get("/api/tickets/dashboard?showAll=true", body.token)).toMatchObject({
      status: 200,
      json: { tickets: [], count: 0 },
    });
    expect(await get("/api/listTicketsByStatus/open")).toMatchObject({
      status: 401,
      json: { error: "ERR_SESSION_EXPIRED" },
    });
    expect(await get("/api/messages/123456", body.token)).toMatchObject({
      status: 404,
      json: { error: expect.stringMatching(/^ERR_/) },
    });
    expect(await get("/api/listTicketsByStatus/open?pageNumber=x", body.token)).toMatchObject({
      status: 400,
      json: { error: "ERR_BAD_REQUEST" },
    });
    // Writes still go through Next to the same handlers.
    const created = await fetch(`${server.url}/api/tickets`, {
      method: "POST",
      headers: { authorization: `Bearer ${body.token}`, "content-type": "application/json" },
      body: JSON.stringify({}),
    });
    expect(created.status).toBe(400);
    expect((await created.json()).error).toBe("ERR_BAD_REQUEST");
  } finally {
    await server.stop();
  }
});

test("with DATABASE_URL the same start migrates and seeds a PostgreSQL server", async () => {
  test.skip(!postgresUrl, NO_POSTGRES);
  const server = await startServer({
    env: {
      DATABASE_URL: postgresUrl!,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      SEED_ADMIN_EMAIL: "pg-admin@e2e.test",
      SEED_ADMIN_PASSWORD: "pg-password-1",
    },
  });
  try {
    expect(server.logs()).toContain("PostgreSQL server from DATABASE_URL");
    expect((await login(server.url, "pg-admin@e2e.test", "pg-password-1")).status).toBe(200);
  } finally {
    await server.stop();
  }
});

test("a first start that fails after seeding has still kept the generated password, told once", async () => {
  const dataDir = newDataDir();
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
  const busyPort = String((taken.address() as AddressInfo).port);
  const failed = await startServer({ dataDir, env: { PORT: busyPort } }).then(
    () => "started",
    (error: Error) => error.message,
  );
  taken.close();
  expect(failed).toMatch(/EADDRINUSE/);
  expect(failed).toContain("Generated password written to");
  const password = readFileSync(path.join(dataDir, "initial-admin-password"), "utf8").trim();

  const next = await startServer({ dataDir });
  try {
    expect(next.logs()).not.toContain("Generated password");
    expect((await login(next.url, "admin@atende.local", password)).status).toBe(200);
  } finally {
    await next.stop();
  }
});
