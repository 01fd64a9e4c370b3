import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { Prisma } from "@/lib/generated/prisma/client";

/** How long an Idempotency-Key's first answer is given again. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Runs `work` once per key of the API and Idempotency-Key within 24 h: a repeat gets the first
 * answer and does nothing more. The key is claimed by a row before the work starts, so two requests
 * at once do the work once (the later one gets 409 while the first runs); a failed work frees it.
 */
export async function onceFor<T extends Prisma.InputJsonValue>(
  apiKeyId: string,
  key: string,
  work: () => Promise<T>,
): Promise<T> {
  const where = { apiKeyId_key: { apiKeyId, key } };
  const since = new Date(Date.now() - IDEMPOTENCY_WINDOW_MS);
  await prisma.apiIdempotency.deleteMany({ where: { apiKeyId, key, createdAt: { lt: since } } });
  try {
    await prisma.apiIdempotency.create({ data: { apiKeyId, key } });
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    const first = await prisma.apiIdempotency.findUnique({ where });
    if (first?.result != null) return first.result as T;
    throw new AppError("ERR_DUPLICATED", "A request with this Idempotency-Key is still being served");
  }
  try {
    const result = await work();
    await prisma.apiIdempotency.update({ where, data: { result } });
    return result;
  } catch (error) {
    await prisma.apiIdempotency.delete({ where });
    throw error;
  }
}
