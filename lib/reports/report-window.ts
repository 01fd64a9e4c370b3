import { prisma } from "@/lib/db/client";
import { tenantClock } from "@/lib/tenants/tenant-clock";
import type { ReportWindow } from "./report-sql";
import type { AttendanceQuery } from "./schemas";

/**
 * The instants a report of the days `from` to `to` covers: from the first instant of `from` to the
 * first of the day after `to`, both in the tenant's time zone (its `timeZone` setting), as stored (UTC).
 */
export async function reportWindow(
  idGraf: number,
  query: Pick<AttendanceQuery, "from" | "to"> & Partial<Pick<AttendanceQuery, "queueId" | "userId">>,
): Promise<ReportWindow> {
  const { timeZone } = await tenantClock(idGraf);
  const [{ start, end }] = await prisma.$queryRaw<{ start: Date; end: Date }[]>`
    SELECT ((${query.from}::date)::timestamp AT TIME ZONE ${timeZone}) AT TIME ZONE 'UTC' AS start,
           ((${query.to}::date + 1)::timestamp AT TIME ZONE ${timeZone}) AT TIME ZONE 'UTC' AS end`;
  const now = new Date();
  return {
    idGraf,
    firstDay: query.from,
    lastDay: query.to,
    start,
    end,
    endAt: end < now ? end : now,
    timeZone,
    queueId: query.queueId,
    userId: query.userId,
  };
}
