import type { Caller } from "./caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { noteCaller } from "@/lib/process/request-context";
import { hashApiKey } from "./api-key-hash";
import { limitApiKey } from "./api-key-limit";
import type { ApiScope } from "./api-key-scopes";

// lastUsedAt is written at most once a minute per key: one write per request would double a read's cost.
const LAST_USED_EVERY_MS = 60_000;

/**
 * The caller a key of the public API stands for, read from the database on every request (one
 * lookup by the key's hash), so a revoked key is refused at once on every process. It acts for its
 * tenant as the admin who created it, limited to its scopes (checked by apiRoute); never as a
 * SUPERADMIN, and not while that admin is deactivated. Unknown or revoked: 401 ERR_API_KEY_INVALID.
 */
export async function resolveApiKey(key: string): Promise<Caller> {
  const row = await prisma.apiKey.findUnique({
    where: { keyHash: hashApiKey(key) },
    include: { createdBy: { select: { name: true, email: true, status: true } } },
  });
  if (!row || !row.createdBy.status) throw new AppError("ERR_API_KEY_INVALID", "Unknown or revoked API key");
  noteCaller(row.idGraf, row.createdById, row.id);
  await limitApiKey(row.id);
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
    await prisma.apiKey.updateMany({ where: { id: row.id }, data: { lastUsedAt: new Date() } });
  }
  return {
    userId: row.createdById,
    idGraf: row.idGraf,
    name: row.createdBy.name,
    email: row.createdBy.email,
    profile: "admin",
    canSeeAllTickets: true,
    queueIds: [],
    apiKey: { id: row.id, scopes: row.scopes as ApiScope[] },
  };
}
