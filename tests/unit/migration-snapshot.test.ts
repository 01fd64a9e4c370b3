import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { SNAPSHOT_FILE, migrationsDir, schemaPath } from "@/lib/db/migrator";

// `npm run db:migration` writes the next migration as the difference between the newest
// migration's schema and prisma/schema.prisma: the newest must keep its schema, and a change to
// the schema without a migration would be left out of every database.
test("the newest migration keeps the schema it was written from, and it is prisma/schema.prisma", async () => {
  const newest = (await readdir(migrationsDir))
    .filter((dir) => /^\d{14}_/.test(dir))
    .sort()
    .at(-1)!;
  const snapshot = await readFile(path.join(migrationsDir, newest, SNAPSHOT_FILE), "utf8");
  expect(snapshot).toBe(await readFile(schemaPath, "utf8"));
});
