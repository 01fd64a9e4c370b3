// Applies pending migrations to the PostgreSQL server of DATABASE_URL without starting the app
// (the server also does this at every start). Usage: DATABASE_URL=... npm run db:migrate
import { applyMigrations } from "../lib/db/migrator";

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is required (the embedded database is migrated by the server itself)");
  const applied = await applyMigrations(url);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
