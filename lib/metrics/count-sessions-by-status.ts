import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ConnectionStatus } from "@/lib/whatsapp/provider";
import { runningSessions } from "@/lib/whatsapp/sessions/session-manager";

const STATUSES: Record<ConnectionStatus, true> = {
  CONNECTED: true,
  OPENING: true,
  qrcode: true,
  PAIRING: true,
  TIMEOUT: true,
  DISCONNECTED: true,
};

/**
 * The connections this process answers for, by their session's stored status: every one with the
 * embedded database; with several processes those whose lease it holds, so the processes' figures
 * add up to the deployment's. Every status appears, at 0 when none has it.
 */
export async function countSessionsByStatus(): Promise<Map<string, number>> {
  const counts = new Map<string, number>(Object.keys(STATUSES).map((status) => [status, 0]));
  const sessions = runningSessions();
  if (!sessions) return counts;
  const scope = await sessions.answersFor();
  if (scope !== "all" && !scope.length) return counts;
  const where = scope === "all" ? Prisma.empty : Prisma.sql`WHERE "id" IN (${Prisma.join(scope)})`;
  const rows = await prisma.$queryRaw<{ status: string; count: number }[]>`
    SELECT "status", count(*)::int AS count FROM "Whatsapp" ${where} GROUP BY "status"`;
  for (const { status, count } of rows) counts.set(status, count);
  return counts;
}
