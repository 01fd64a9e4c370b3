import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { escapeLike } from "@/lib/db/escape-like";
import type { ListSchedulesQuery } from "./schemas";
import { scheduleViewInclude, toScheduleView } from "./schedule-view";

export const SCHEDULES_PAGE_SIZE = 20;

/**
 * The tenant's schedules, latest sendAt first; the search matches the text or the contact's name
 * or number, ignoring case and accents. One row past the page says whether there is more.
 */
export async function listSchedules(caller: Caller, { searchParam, pageNumber }: ListSchedulesQuery) {
  const offset = (pageNumber - 1) * SCHEDULES_PAGE_SIZE;
  const pattern = `%${escapeLike(searchParam)}%`;
  const page = await prisma.$queryRaw<{ id: number }[]>`
    SELECT s."id" FROM "Schedule" s JOIN "Contact" c ON c."id" = s."contactId"
    WHERE s."idGraf" = ${caller.idGraf}
      AND (${searchParam} = '' OR fold_text(s."body") LIKE fold_text(${pattern}) OR c."nameFolded" LIKE fold_text(${pattern})
        OR c."number" LIKE ${pattern})
    ORDER BY s."sendAt" DESC, s."id" DESC
    LIMIT ${SCHEDULES_PAGE_SIZE + 1} OFFSET ${offset}`;
  const ids = page.slice(0, SCHEDULES_PAGE_SIZE).map((row) => row.id);
  const rows = await prisma.schedule.findMany({
    where: { id: { in: ids }, idGraf: caller.idGraf },
    include: scheduleViewInclude,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const schedules = ids.flatMap((id) => (byId.has(id) ? [toScheduleView(byId.get(id)!)] : []));
  return { schedules, hasMore: page.length > SCHEDULES_PAGE_SIZE };
}
