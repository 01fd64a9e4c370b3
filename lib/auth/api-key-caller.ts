import type { Caller } from "./caller";
import { prisma } from "@/lib/db/client";
import { isoTime, readSql } from "@/lib/db/read-sql";
import { AppError } from "@/lib/errors/app-error";
import { Prisma } from "@/lib/generated/prisma/client";
import { noteCaller } from "@/lib/process/request-context";
import { hashApiKey } from "./api-key-hash";
import { limitApiKey } from "./api-key-limit";
import type { ApiScope } from "./api-key-scopes";

type KeyRow = {
  id: string;
  idGraf: number;
  scopes: string[];
  createdById: number;
  lastUsedAt: string | null;
  name: string;
  email: string;
};

// lastUsedAt is written at most once a minute per key: one write per request would double a read's cost.
const LAST_USED_EVERY_MS = 60_000;

/**
 * The caller a key of the public API stands for, read from the database on every request (one
 * lookup by the key's hash, on `pg`: the public API's send runs it a hundred times a second), so a
 * revoked key is refused at once on every process. It acts for its tenant as the admin who created
 * it, limited to its scopes (checked by apiRoute); never as a SUPERADMIN, and not while that admin
 * is deactivated. Unknown or revoked: 401 ERR_API_KEY_INVALID.
 */
export async function resolveApiKey(key: string): Promise<Caller> {
  const [row] = await readSql<KeyRow>(Prisma.sql`
    SELECT k.id, k."idGraf", k.scopes, k."createdById", ${Prisma.raw(isoTime('k."lastUsedAt"'))} AS "lastUsedAt",
      u.name, u.email
    FROM "ApiKey" k JOIN "User" u ON u.id = k."createdById" AND u.status
    WHERE k."keyHash" = ${hashApiKey(key)}`);
  if (!row) throw new AppError("ERR_API_KEY_INVALID", "Unknown or revoked API key");
  noteCaller(row.idGraf, row.createdById, row.id);
  await limitApiKey(row.id);
  if (!row.lastUsedAt || Date.now() - Date.parse(row.lastUsedAt) > LAST_USED_EVERY_MS) {
    await prisma.apiKey.updateMany({ where: { id: row.id }, data: { lastUsedAt: new Date() } });
  }
  return {
    userId: row.createdById,
    idGraf: row.idGraf,
    name: row.name,
    email: row.email,
    profile: "admin",
    canSeeAllTickets: true,
    queueIds: [],
    apiKey: { id: row.id, scopes: row.scopes as ApiScope[] },
  };
}
