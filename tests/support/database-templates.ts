import { rmSync } from "node:fs";
import path from "node:path";
import { onServer } from "./fresh-postgres-database";

/** Where the run's migrated template lives: a PGlite data directory, or a database on the server. */
export type DatabaseTemplate =
  { kind: "embedded"; dataDir: string } | { kind: "server"; serverUrl: string; name: string };

export const TEMPLATE_ENV = "ATENDE_TEST_DATABASE_TEMPLATE";

export function currentTemplate(): DatabaseTemplate | undefined {
  const value = process.env[TEMPLATE_ENV];
  return value ? (JSON.parse(value) as DatabaseTemplate) : undefined;
}

export async function removeTemplate(template: DatabaseTemplate) {
  if (template.kind === "embedded") {
    rmSync(path.dirname(template.dataDir), { recursive: true, force: true });
    return;
  }
  await onServer(template.serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${template.name} WITH (FORCE)`));
}
