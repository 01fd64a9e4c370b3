// Resident memory and CPU of the production server while it downloads received media: a Z-API
// webhook names a document on a local stand-in of the provider's media host, the server's download
// job streams it into the media store. Runs the 100 MB case (kept) and the 300 MB case (over the
// 100 MB limit: the placeholder), each on the local disk and on S3 (s3rver, started here).
// Usage: BENCH_POSTGRES_URL=postgresql://postgres@127.0.0.1:55432/postgres npx tsx bench/media-memory.ts
import { randomBytes } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { loadavg } from "node:os";
import { prisma } from "@/lib/db/client";
import { createTenant } from "@/lib/tenants/create-tenant";
import { startServer } from "@/tests/e2e/support/server";
import { startFakeZapi } from "@/tests/support/fake-zapi";
import { startMediaStandIn } from "@/tests/support/media-stand-in";
import { startS3StandIn } from "@/tests/support/s3-stand-in";
import { benchDatabase } from "./support/bench-database";
import { cpuSeconds } from "./support/process-cpu";

const MB = 1024 * 1024;
/** MEDIA_MAX_BYTES's default: a larger file is read up to here. */
const LIMIT = 100 * MB;

/** Resident set (VmRSS) of the processes whose environment holds `marker`, in MB. */
function rssOf(marker: string) {
  let kb = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/environ`).includes(marker)) continue;
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return kb / 1024;
}

type Server = { url: string; connectionId: number; secret: string; marker: string };

/** One received document through the webhook, until the job settles it; prints the figures. */
async function receive(server: Server, bytes: number, link: string, label: string) {
  const idle = rssOf(server.marker);
  const cpuBefore = cpuSeconds({ environ: server.marker });
  const started = Date.now();
  const messageId = `BENCH-${randomBytes(6).toString("hex")}`;
  const webhook = {
    type: "ReceivedCallback",
    messageId,
    phone: "5511900001111",
    fromMe: false,
    momment: Date.now(),
    isGroup: false,
    senderName: "Bench",
    document: { documentUrl: link, mimeType: "application/pdf", fileName: "bench.pdf" },
  };
  const res = await fetch(`${server.url}/api/webhooks/zapi/${server.connectionId}?secret=${server.secret}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(webhook),
  });
  if (!res.ok) throw new Error(`webhook answered ${res.status}`);
  let peak = idle;
  let mediaUrl = "PENDING";
  while (mediaUrl === "PENDING") {
    peak = Math.max(peak, rssOf(server.marker));
    await new Promise((resolve) => setTimeout(resolve, 25));
    mediaUrl =
      (await prisma.message.findFirst({ where: { providerMessageId: messageId }, select: { mediaUrl: true } }))
        ?.mediaUrl ?? "PENDING";
  }
  const seconds = (Date.now() - started) / 1000;
  const cpu = cpuSeconds({ environ: server.marker }) - cpuBefore;
  const outcome = mediaUrl === "TOO_LARGE" ? "placeholder" : mediaUrl === "ERROR" ? "ERROR" : "stored";
  console.log(
    `${label}: ${outcome}, ${seconds.toFixed(1)} s, server RSS before ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (+${(peak - idle).toFixed(0)} MB), ` +
      `server CPU ${cpu.toFixed(2)} s (${((cpu * 1000) / (Math.min(bytes, LIMIT) / MB)).toFixed(1)} ms per MB read)`,
  );
}

async function run(store: "local" | "s3", databaseUrl: string) {
  const media = await startMediaStandIn();
  const zapi = await startFakeZapi();
  const s3 = store === "s3" ? await startS3StandIn() : undefined;
  const marker = `ATENDE_BENCH_MEDIA=${randomBytes(6).toString("hex")}`;
  const [markerName, markerValue] = marker.split("=");
  try {
    const tenant = await createTenant({
      name: "Bench",
      adminName: "Bench",
      adminEmail: `bench-${Date.now()}@bench.test`,
      adminPassword: "bench-pass",
    });
    const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf: tenant.idGraf } });
    const secret = randomBytes(16).toString("hex");
    const connection = await prisma.whatsapp.create({
      data: {
        idGraf: tenant.idGraf,
        name: "Z",
        provider: "zapi",
        zapi: true,
        zapiInstanceId: "I",
        zapiToken: "T",
        webhookSecret: secret,
        defaultQueueId: queue.id,
      },
    });
    const server = await startServer({
      optimized: true,
      env: {
        ...(s3?.env ?? {}),
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: randomBytes(32).toString("hex"),
        ZAPI_BASE_URL: zapi.url,
        ZAPI_MEDIA_HOSTS: media.host,
        [markerName]: markerValue,
      },
    });
    try {
      const target = { url: server.url, connectionId: connection.id, secret, marker };
      // The first webhook loads the route's code and warms the server: not part of a download's cost.
      for (const [bytes, label] of [
        [MB, "warm-up 1 MB"],
        [100 * 1000 * 1000, "100 MB (under the 100 MiB limit)"],
        [300 * MB, "300 MB (over the limit)"],
      ] as const) {
        await receive(target, bytes, media.url(bytes, true), `${store} ${label}`);
      }
    } finally {
      await server.stop();
    }
  } finally {
    await s3?.close();
    await zapi.close();
    await media.close();
  }
}

async function main() {
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  const database = await benchDatabase("PostgreSQL");
  process.env.DATABASE_URL = database.url;
  try {
    for (const store of ["local", "s3"] as const) await run(store, database.url);
  } finally {
    await database.stop();
  }
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
