import { prisma } from "@/lib/db/client";
import { channels } from "@/lib/realtime/channels";
import { emitToTenant } from "@/lib/realtime/emitter";
import { scheduleViewInclude, toScheduleView } from "./schedule-view";

/** Tells the tenant's screens a schedule changed (after the commit). */
export async function publishSchedule(scheduleId: number) {
  const row = await prisma.schedule.findUnique({ where: { id: scheduleId }, include: scheduleViewInclude });
  if (row) emitToTenant(row.idGraf, channels.schedule(row.idGraf), { action: "update", schedule: toScheduleView(row) });
}

export const publishScheduleDeleted = (idGraf: number, scheduleId: number) =>
  emitToTenant(idGraf, channels.schedule(idGraf), { action: "delete", scheduleId });
