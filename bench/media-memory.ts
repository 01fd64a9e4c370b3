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

async function run(store: "local" | "s3", bytes: number) {
  const database = await benchDatabase("PostgreSQL");
  process.env.DATABASE_URL = database.url;
  const media = await startMediaStandIn();
  const zapi = await startFakeZapi();
  const s3 = store === "s3" ? await startS3StandIn() : undefined;
  const marker = `ATENDE_BENCH_MEDIA=${randomBytes(6).toString("hex")}`;
  const [markerName, markerValue] = marker.split("=");
  try {
    const tenant = await createTenant({ name: "Bench", adminName: "Bench", adminEmail: `bench-${Date.now()}@bench.test`, adminPassword: "bench-pass" });
    const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf: tenant.idGraf } });
    const secret = randomBytes(16).toString("hex");
    const connection = await prisma.whatsapp.create({
      data: { idGraf: tenant.idGraf, name: "Z", provider: "zapi", zapi: true, zapiInstanceId: "I", zapiToken: "T", webhookSecret: secret, defaultQueueId: queue.id },
    });
    const server = await startServer({
      env: {
        ...(s3?.env ?? {}),
        DATABASE_URL: database.url,
        AUTH_SECRET: randomBytes(32).toString("hex"),
        ZAPI_BASE_URL: zapi.url,
        ZAPI_MEDIA_HOSTS: media.host,
        [markerName]: markerValue,
      },
    });
    try {
      const idle = rssOf(marker);
      const cpuBefore = cpuSeconds({ environ: marker });
      const started = Date.now();
      const webhook = {
        type: "ReceivedCallback", messageId: `BENCH-${Date.now()}`, phone: "5511900001111", fromMe: false, momment: Date.now(), isGroup: false, senderName: "Bench",
        document: { documentUrl: media.url(bytes, true), mimeType: "application/pdf", fileName: "bench.pdf" },
      };
      const res = await fetch(`${server.url}/api/webhooks/zapi/${connection.id}?secret=${secret}`, {
        method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(webhook),
      });
      if (!res.ok) throw new Error(`webhook answered ${res.status}`);
      let peak = idle;
      let mediaUrl: string | null = "PENDING";
      while (mediaUrl === "PENDING") {
        peak = Math.max(peak, rssOf(marker));
        await new Promise((resolve) => setTimeout(resolve, 25));
        mediaUrl = (await prisma.message.findFirst({ where: { whatsappId: connection.id }, select: { mediaUrl: true } }))?.mediaUrl ?? "PENDING";
      }
      const seconds = (Date.now() - started) / 1000;
      const cpu = cpuSeconds({ environ: marker }) - cpuBefore;
      const outcome = mediaUrl === "TOO_LARGE" ? "placeholder" : mediaUrl === "ERROR" ? "ERROR" : "stored";
      console.log(
        `${store.padEnd(5)} ${String(bytes / MB).padStart(4)} MB: ${outcome}, ${seconds.toFixed(1)} s, server RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB ` +
          `(+${(peak - idle).toFixed(0)} MB), server CPU ${cpu.toFixed(2)} s (${((cpu / (Math.min(bytes, 100 * MB) / MB)) * 1000).toFixed(1)} ms per MB kept or read)`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await s3?.close();
    await zapi.close();
    await media.close();
    await database.stop();
  }
}

async function main() {
  console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(" ")}`);
  for (const store of ["local", "s3"] as const) for (const size of [100 * 1000 * 1000, 300 * MB]) await run(store, size);
  console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(" ")}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
