import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freshPostgresDatabase } from "../support/fresh-postgres-database";
import { startS3StandIn } from "../support/s3-stand-in";
import { ADMIN } from "./support/fixtures";
import { NO_POSTGRES, postgresUrl } from "./support/postgres";
import { startServer, type RunningServer } from "./support/server";
import { signIn } from "./support/simulated-phones";

// Two server processes on one PostgreSQL with MEDIA_STORE=s3 (a real S3-compatible server the test
// starts): an image taken in by process 1 is served by process 2. On local disk it could not be.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("an image received by process 1 is served by process 2 from the shared bucket", async () => {
  test.skip(!postgresUrl, NO_POSTGRES);
  test.setTimeout(180_000);
  const database = await freshPostgresDatabase(postgresUrl!);
  const s3 = await startS3StandIn();
  const env = {
    ...s3.env,
    DATABASE_URL: database.url,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    SEED_ADMIN_EMAIL: ADMIN.email,
    SEED_ADMIN_PASSWORD: ADMIN.password,
    SIMULATOR_ENABLED: "1",
  };
  let first: RunningServer | undefined;
  let second: RunningServer | undefined;
  try {
    // The first process takes every connection's session: the seeded simulator runs there.
    first = await startServer({ env });
    second = await startServer({ env });
    const api1 = await signIn(first);
    const api2 = await signIn(second);
    const connections = (await (await api1("/api/whatsapp")).json()) as { id: number; name: string }[];
    const { id } = connections.find((connection) => connection.name === "Simulador")!;

    const from = "5511966660000";
    const sent = await api1(`/api/simulator/${id}/inbound`, {
      from,
      type: "image",
      body: "foto",
      media: { data: PNG.toString("base64"), mimetype: "image/png", fileName: "foto.png" },
    });
    expect(sent.status).toBe(202);

    const search = (await (await api2(`/api/tickets?searchParam=${from}`)).json()) as {
      conversationTickets: { id: number }[];
    };
    const [ticket] = search.conversationTickets;
    let mediaUrl = "";
    await expect
      .poll(
        async () => {
          const { messages } = (await (await api2(`/api/messages/${ticket.id}`)).json()) as {
            messages: { mediaUrl: string | null }[];
          };
          mediaUrl = messages.find((message) => message.mediaUrl)?.mediaUrl ?? "";
          return mediaUrl;
        },
        { timeout: 20_000 },
      )
      .toContain("/api/messages/download-file/");

    const served = await api2(mediaUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect((await api1(mediaUrl)).status).toBe(200);
    // Nothing of it lies on either process's disk.
    for (const server of [first, second]) expect(existsSync(path.join(server.dataDir, "media"))).toBe(false);
  } finally {
    await first?.stop();
    await second?.stop();
    await s3.close();
    await database.stop();
  }
});
