import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freshPostgresDatabase } from "../support/fresh-postgres-database";
import { ADMIN } from "./support/fixtures";
import { NO_POSTGRES, postgresUrl } from "./support/postgres";
import { newDataDir, startServer, type RunningServer } from "./support/server";
import { signIn, type Api } from "./support/simulated-phones";

// `npm run backup` and `npm run restore` as an operator runs them: data made through the running
// app, a backup, a restore into an empty data directory (and an empty database), and a server on
// the restored data that shows every tenant, user, ticket, message and media file as before.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const FROM = "5511955550001";

function npmRun(script: "backup" | "restore", file: string, env: Record<string, string>) {
  const run = spawnSync("npm", ["run", "-s", script, "--", file], {
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A second tenant and, from a contact, a text and an image through the simulator. */
async function makeData(api: Api) {
  const tenant = await api("/api/tenants", {
    name: `Filial ${randomBytes(3).toString("hex")}`,
    adminName: "Bia",
    adminEmail: `bia-${Date.now()}@e2e.test`,
    adminPassword: "senha-da-bia",
  });
  expect(tenant.status).toBe(201);
  const connections = (await (await api("/api/whatsapp")).json()) as { id: number; name: string }[];
  const { id } = connections.find((connection) => connection.name === "Simulador")!;
  expect((await api(`/api/simulator/${id}/inbound`, { from: FROM, body: "Bom dia, segue a foto" })).status).toBe(202);
  const image = {
    from: FROM,
    type: "image",
    body: "foto",
    media: { data: PNG.toString("base64"), mimetype: "image/png", fileName: "foto.png" },
  };
  expect((await api(`/api/simulator/${id}/inbound`, image)).status).toBe(202);
}

/** Everything the backup must bring back, as the API shows it, media files by their bytes. */
async function snapshot(api: Api) {
  const json = async (url: string) => (await api(url)).json();
  const { conversationTickets } = (await json(`/api/tickets?searchParam=${FROM}`)) as {
    conversationTickets: { id: number }[];
  };
  const conversations = await Promise.all(
    conversationTickets.map(async (ticket) => {
      const { messages } = (await json(`/api/messages/${ticket.id}`)) as {
        messages: { body: string; mediaUrl: string | null }[];
      };
      const files = await Promise.all(
        messages.map(async (m) =>
          m.mediaUrl?.startsWith("/api/")
            ? Buffer.from(await (await api(m.mediaUrl)).arrayBuffer()).toString("base64")
            : null,
        ),
      );
      return { ticket, messages, files };
    }),
  );
  return {
    tenants: await json("/api/tenants"),
    users: await json("/api/users/"),
    contacts: await json("/api/contacts/"),
    conversations,
  };
}

async function waitForMedia(api: Api) {
  await expect
    .poll(async () => JSON.stringify((await snapshot(api)).conversations), { timeout: 20_000 })
    .toContain(PNG.toString("base64"));
}

test("the embedded database: backup with the server stopped, restore into an empty data directory", async () => {
  test.setTimeout(240_000);
  const env = { SEED_ADMIN_EMAIL: ADMIN.email, SEED_ADMIN_PASSWORD: ADMIN.password };
  const file = path.join(mkdtempSync(path.join(tmpdir(), "atende-backup-")), "atende.tar.gz");
  let server: RunningServer | undefined = await startServer({ env });
  let restored: RunningServer | undefined;
  try {
    const dataDir = server.dataDir;
    const api = await signIn(server);
    await makeData(api);
    await waitForMedia(api);
    const before = await snapshot(api);

    const refused = npmRun("backup", file, { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain("in use by process");
    await server.stop();
    server = undefined;
    expect(npmRun("backup", file, { DATA_DIR: dataDir, DATABASE_URL: "" })).toMatchObject({ status: 0 });

    const emptyDir = newDataDir();
    const restore = npmRun("restore", file, { DATA_DIR: emptyDir, DATABASE_URL: "" });
    expect(restore.output).toContain("Restored the backup");
    restored = await startServer({ dataDir: emptyDir, env });
    expect(await snapshot(await signIn(restored))).toEqual(before);
    // Restoring over data is refused.
    expect(npmRun("restore", file, { DATA_DIR: emptyDir, DATABASE_URL: "" }).output).toContain("is not empty");
  } finally {
    await server?.stop();
    await restored?.stop();
  }
});

test("a PostgreSQL server: backup with pg_dump while it serves, restore into an empty database", async () => {
  test.skip(!postgresUrl, NO_POSTGRES);
  test.setTimeout(240_000);
  const source = await freshPostgresDatabase(postgresUrl!);
  const target = await freshPostgresDatabase(postgresUrl!);
  const env = {
    AUTH_SECRET: randomBytes(32).toString("hex"),
    SEED_ADMIN_EMAIL: ADMIN.email,
    SEED_ADMIN_PASSWORD: ADMIN.password,
    SIMULATOR_ENABLED: "1",
  };
  const file = path.join(mkdtempSync(path.join(tmpdir(), "atende-backup-")), "atende.tar.gz");
  let server: RunningServer | undefined;
  let restored: RunningServer | undefined;
  try {
    server = await startServer({ env: { ...env, DATABASE_URL: source.url } });
    const api = await signIn(server);
    await makeData(api);
    await waitForMedia(api);
    const before = await snapshot(api);
    expect(npmRun("backup", file, { DATA_DIR: server.dataDir, DATABASE_URL: source.url })).toMatchObject({ status: 0 });

    const emptyDir = newDataDir();
    expect(npmRun("restore", file, { DATA_DIR: emptyDir, DATABASE_URL: target.url })).toMatchObject({ status: 0 });
    restored = await startServer({ dataDir: emptyDir, env: { ...env, DATABASE_URL: target.url } });
    expect(await snapshot(await signIn(restored))).toEqual(before);
  } finally {
    await server?.stop();
    await restored?.stop();
    await source.stop();
    await target.stop();
  }
});
