import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { signAccessToken } from "@/lib/auth/access-token";
import { prisma } from "@/lib/db/client";
import { createTenant } from "@/lib/tenants/create-tenant";

/**
 * The environment of a benchmark's server processes: the run's database and a secret of its own,
 * the simulator, and with BENCH_CPU_PROF=<dir> a CPU profile of each process (cpu-profile.mjs).
 * This process gets the same database and secret, since it seeds and signs tokens beside them.
 */
export function benchServerEnv(databaseUrl: string): Record<string, string> {
  const secret = randomBytes(32).toString("hex");
  process.env.DATABASE_URL = databaseUrl;
  process.env.AUTH_SECRET = secret;
  const profile = process.env.BENCH_CPU_PROF;
  return {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: secret,
    SIMULATOR_ENABLED: "1",
    ...(profile && {
      NODE_OPTIONS: `--import ${pathToFileURL(path.resolve("bench/support/cpu-profile.mjs")).href}`,
      BENCH_CPU_PROF: path.resolve(profile),
    }),
  };
}

/** A new tenant of the benchmark: its admin's JSON headers (an access token) and its first department. */
export async function benchTenant(name: string) {
  const tenant = await createTenant({
    name,
    adminName: name,
    adminEmail: `${name.toLowerCase()}-${Date.now()}@bench.test`,
    adminPassword: "bench-pass",
  });
  const queue = await prisma.queue.findFirstOrThrow({ where: { idGraf: tenant.idGraf } });
  const token = await signAccessToken({ userId: tenant.admin.id, tokenVersion: 0 });
  return { tenant, queue, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" } };
}
