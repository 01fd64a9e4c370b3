// Contacts imported per request: a CSV of N rows (default 10,000) through POST /contacts/import's
// handler (multipart read, CSV parse, validation, chunked INSERT ... ON CONFLICT in one
// transaction), first into an empty tenant (all created) and then again (all updated). Also the
// longest the event loop was held during each import, since the server answers everyone else
// from the same loop. PGlite, or PostgreSQL with BENCH_POSTGRES_URL: one database a process, since
// the schema engine (WASM) that migrates it cannot be loaded twice in one process.
// Usage: [BENCH_POSTGRES_URL=postgresql://postgres@127.0.0.1:5432/postgres] npx tsx bench/import-contacts.ts [rows]
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { POST as importRoute } from "@/app/api/contacts/import/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { prisma } from "@/lib/db/client";
import { createTenant } from "@/lib/tenants/create-tenant";
import { call } from "@/tests/support/factories";
import { benchDatabase } from "./support/bench-database";

const ROWS = Number(process.argv[2] ?? 10_000);
process.env.AUTH_SECRET ??= randomBytes(32).toString("hex");

const csvOf = (rows: number) =>
  [
    "nome;telefone;email;Cidade",
    ...Array.from(
      { length: rows },
      (_, i) => `Cliente ${i};55119${String(i).padStart(8, "0")};c${i}@bench.test;Recife`,
    ),
  ].join("\n");

async function importOnce(headers: Record<string, string>, csv: string) {
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), "contatos.csv");
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const started = performance.now();
  const res = await call(importRoute, {
    method: "POST",
    headers: { authorization: headers.authorization },
    body: form,
  });
  const ms = performance.now() - started;
  loop.disable();
  if (res.status !== 200) throw new Error(`import answered ${res.status}: ${JSON.stringify(res.json)}`);
  return {
    ms,
    maxStallMs: loop.max / 1e6,
    result: res.json as { created: number; updated: number; rejected: unknown[] },
  };
}

async function main() {
  const kind = process.env.BENCH_POSTGRES_URL ? "PostgreSQL" : "PGlite";
  const database = await benchDatabase(kind);
  // The machine may be shared: its load says how much of the time went to waiting for a core.
  console.log(`${kind} | load average (1 min) ${loadavg()[0].toFixed(1)} at the start`);
  try {
    const tenant = await createTenant({
      name: "Bench",
      adminName: "Bench",
      adminEmail: `bench-${Date.now()}@bench.test`,
      adminPassword: "bench-pass",
    });
    const headers = { authorization: `Bearer ${await signAccessToken({ userId: tenant.admin.id, tokenVersion: 0 })}` };
    const csv = csvOf(ROWS);
    for (const label of ["new contacts", "same file again"]) {
      const { ms, maxStallMs, result } = await importOnce(headers, csv);
      console.log(
        `${kind} | ${ROWS} rows, ${label}: ${ms.toFixed(0)} ms (${Math.round((ROWS / ms) * 1000)} rows/s), ` +
          `created ${result.created}, updated ${result.updated}, rejected ${result.rejected.length}; longest event-loop stall ${maxStallMs.toFixed(0)} ms`,
      );
    }
    console.log(
      `${kind} | contacts stored: ${await prisma.contact.count({ where: { idGraf: tenant.idGraf } })}; load average (1 min) ${loadavg()[0].toFixed(1)} at the end`,
    );
  } finally {
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
