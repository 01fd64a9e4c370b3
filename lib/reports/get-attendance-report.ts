import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { assembleAttendanceReport, type Roster } from "./assemble-attendance-report";
import type { AttendanceReport } from "./attendance-report-view";
import { eventFigures } from "./event-figures";
import { messagesSentFigures } from "./messages-sent-figures";
import { openAtEndFigures } from "./open-at-end-figures";
import { ratingFigures } from "./rating-figures";
import { reportWindow } from "./report-window";
import { daysBetween, type AttendanceQuery } from "./schemas";

/** Every date from `from` to `to`, as YYYY-MM-DD. */
const datesOf = (from: string, to: string) =>
  Array.from({ length: daysBetween(from, to) }, (_, i) =>
    new Date(Date.parse(from) + i * 86_400_000).toISOString().slice(0, 10),
  );

async function rosterOf(caller: Caller, { queueId, userId }: AttendanceQuery): Promise<Roster> {
  const [users, queues] = await Promise.all([
    prisma.user.findMany({
      where: { idGraf: caller.idGraf },
      select: { id: true, name: true, status: true, queues: { select: { queueId: true } } },
    }),
    prisma.queue.findMany({ where: { idGraf: caller.idGraf }, select: { id: true, name: true, color: true } }),
  ]);
  if (queueId && !queues.some((queue) => queue.id === queueId))
    throw new AppError("ERR_NOT_FOUND", "Department not found");
  const user = userId ? users.find((candidate) => candidate.id === userId) : undefined;
  if (userId && !user) throw new AppError("ERR_NO_USER_FOUND", "User not found");
  const listedUsers = users.filter(
    (candidate) =>
      candidate.status &&
      (!userId || candidate.id === userId) &&
      (!queueId || candidate.queues.some((link) => link.queueId === queueId)),
  );
  const listedQueues = queues.filter(
    (queue) => (!queueId || queue.id === queueId) && (!user || user.queues.some((link) => link.queueId === queue.id)),
  );
  return {
    attendants: users,
    departments: queues,
    listed: { attendants: new Set(listedUsers.map((u) => u.id)), departments: new Set(listedQueues.map((q) => q.id)) },
  };
}

/**
 * GET /reports/attendance (admins): per attendant, per department and in total, for the days from
 * `from` to `to` in the tenant's time zone, the tickets resolved, the median and 90th percentile
 * of the time to first answer and to resolution, the messages sent, the tickets still open at
 * the end and the contacts' ratings (count, average, CSAT); and the same per day. What each
 * figure means is in docs/ARCHITECTURE.md (Reports).
 */
export async function getAttendanceReport(caller: Caller, query: AttendanceQuery): Promise<AttendanceReport> {
  assertAdmin(caller);
  const [roster, window] = await Promise.all([rosterOf(caller, query), reportWindow(caller.idGraf, query)]);
  const [events, messages, open, ratings] = await Promise.all([
    eventFigures(window),
    messagesSentFigures(window),
    openAtEndFigures(window),
    ratingFigures(window),
  ]);
  return assembleAttendanceReport(
    { from: query.from, to: query.to, timeZone: window.timeZone, days: datesOf(query.from, query.to) },
    { events, messages, open, ratings },
    roster,
  );
}
