import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";

export type ReportChoice = { id: number; name: string };

/** The departments and attendants (active ones) the Reports screen's filters offer. */
export async function listReportChoices(caller: Caller): Promise<{ queues: ReportChoice[]; users: ReportChoice[] }> {
  assertAdmin(caller);
  const [queues, users] = await Promise.all([
    prisma.queue.findMany({
      where: { idGraf: caller.idGraf },
      select: { id: true, name: true },
      orderBy: { name: "asc" },
    }),
    prisma.user.findMany({
      where: { idGraf: caller.idGraf, status: true },
      select: { id: true, name: true },
      orderBy: { name: "asc" },
    }),
  ]);
  return { queues, users };
}
