import path from "node:path";

/** The migrations this build ships: applied at start by migrator.ts, checked by /api/ready. */
export const migrationsDir = path.join(process.cwd(), "prisma", "migrations");
