import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/process/logger";

/**
 * Deletes the key: the next request with it gets 401 on every process, since keys are read from
 * the database on each request (lib/auth/api-key-caller.ts), never kept.
 */
export async function revokeApiKey(caller: Caller, id: string) {
  assertAdmin(caller);
  const { count } = await prisma.apiKey.deleteMany({ where: { id, idGraf: caller.idGraf } });
  if (count === 0) throw new AppError("ERR_NOT_FOUND", "No such API key");
  logger().info({ apiKeyId: id }, "API key revoked");
}
