// Creates a tenant (company) and its first admin from the shell.
// Usage: npm run tenant:create -- --name "Acme" --admin-name "Ana" --admin-email ana@acme.test [--admin-password ...]
// Uses DATABASE_URL when set, else the embedded database under DATA_DIR: stop the server first
// (the embedded database has one owner), or use POST /api/tenants as a SUPERADMIN while it runs.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { readEnv } from "../lib/config/env";
import { disconnectPrisma } from "../lib/db/client";
import { createLogger, installLogger } from "../lib/process/logger";
import { makeDataDirPrivate } from "../lib/process/private-data-dir";
import { startDatabase } from "../server/database";
import { createTenant } from "../lib/tenants/create-tenant";

async function main() {
  const { values } = parseArgs({
    options: {
      name: { type: "string" },
      "admin-name": { type: "string" },
      "admin-email": { type: "string" },
      "admin-password": { type: "string" },
    },
  });
  if (!values.name || !values["admin-email"]) {
    throw new Error(
      'usage: npm run tenant:create -- --name "Acme" --admin-email ana@acme.test [--admin-name Ana] [--admin-password ...]',
    );
  }
  const password = values["admin-password"] ?? randomBytes(9).toString("base64url");
  installLogger(createLogger({ level: "info", pretty: true }));
  const env = readEnv();
  // The embedded database's files are as private as under the server.
  await makeDataDirPrivate(env.DATA_DIR);
  const database = await startDatabase(env);
  process.env.DATABASE_URL = database.url;
  try {
    const tenant = await createTenant({
      name: values.name,
      adminName: values["admin-name"] ?? values.name,
      adminEmail: values["admin-email"],
      adminPassword: password,
    });
    console.log(`Tenant ${tenant.name} created with idGraf ${tenant.idGraf}. Admin: ${tenant.admin.email}`);
    if (!values["admin-password"]) console.log(`Generated password (shown only once): ${password}`);
  } finally {
    await disconnectPrisma();
    await database.stop();
  }
}

main().catch((error) => {
  const duplicated = (error as { code?: string }).code === "P2002";
  console.error(
    duplicated
      ? "A user with that e-mail already exists (e-mails are unique across tenants)."
      : error instanceof Error
        ? error.message
        : error,
  );
  process.exit(1);
});
