import { prisma } from "@/lib/db/client";
import { claim } from "@/lib/jobs/job-queue";
import { benchDatabase } from "./support/bench-database";
import { percentiles } from "./support/percentiles";

// How long a claim takes when one tenant has a backlog: tenants served in turn and the per-tenant
// cap. Each claim takes a slot's worth of jobs and gives them back, so every claim sees the same
// backlog. Usage: npx tsx bench/job-claims.ts [backlog] [claims], on PGlite, or on the PostgreSQL
// server of BENCH_POSTGRES_URL when set (one per run: the WASM migrator fails a second database
// in the same process).
const BACKLOG = Number(process.argv[2] ?? 10_000);
const CLAIMS = Number(process.argv[3] ?? 200);
const QUEUE = "bench-claims";

async function run(kind: "PGlite" | "PostgreSQL") {
  const database = await benchDatabase(kind);
  try {
    await prisma.$executeRaw`
      INSERT INTO "Job" ("queue", "idGraf", "group", "payload", "runAt")
      SELECT ${QUEUE}, 1, 'ticket:' || (k % 2000), '{}'::jsonb, now() - interval '1 hour' + make_interval(secs => k / 1000.0)
      FROM generate_series(1, ${BACKLOG}) AS k`;
    await prisma.$executeRaw`
      INSERT INTO "Job" ("queue", "idGraf", "payload") SELECT ${QUEUE}, t, '{}'::jsonb FROM generate_series(2, 21) AS t`;
    const times: number[] = [];
    const cpuBefore = process.cpuUsage();
    for (let i = 0; i < CLAIMS; i++) {
      const started = performance.now();
      const jobs = (await claim(QUEUE, 8, 4)).jobs;
      times.push(performance.now() - started);
      await prisma.job.updateMany({ where: { id: { in: jobs.map((job) => job.id) } }, data: { lockedAt: null } });
    }
    const cpu = process.cpuUsage(cpuBefore);
    const { p50, p95 } = percentiles(times);
    const cpuPerClaim = (cpu.user + cpu.system) / 1e6 / CLAIMS;
    console.log(
      `${kind}: claim of 8 with ${BACKLOG} due jobs of one tenant and 20 of others: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ` +
        `${(cpuPerClaim * 1000).toFixed(2)} ms CPU of this process per claim (with the release)${kind === "PGlite" ? ", database included" : ""}`,
    );
  } finally {
    await database.stop();
  }
}

async function main() {
  await run(process.env.BENCH_POSTGRES_URL ? "PostgreSQL" : "PGlite");
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
