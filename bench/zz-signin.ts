import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { startServer } from "@/tests/e2e/support/server";
import { BENCH_PASSWORD } from "./seed-lists";
import { readAccounts } from "./support/load-mix";
async function main() {
  const url = process.env.DB!;
  const db = new Client({ connectionString: url }); await db.connect();
  const accounts = await readAccounts(db, 41); await db.end();
  const server = await startServer({ env: { DATABASE_URL: url, AUTH_SECRET: randomBytes(32).toString("hex"), SIMULATOR_ENABLED: "1" } });
  const results = await Promise.all(Array.from({ length: 100 }, (_, i) => fetch(`${server.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: accounts[i % 41].email, password: BENCH_PASSWORD }) }).then(async (r) => `${r.status} ${r.status >= 400 ? await r.text() : ""}`)));
  const counts = new Map<string, number>(); for (const r of results) counts.set(r, (counts.get(r) ?? 0) + 1);
  console.log(counts);
  if (results.some((r) => r.startsWith("5"))) console.log(server.logs().split("\n").filter((l) => /error|Error/.test(l)).slice(0, 8).join("\n").slice(0, 3000));
  await server.stop();
}
void main();
