import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { scheduleViewInclude, toScheduleView } from "./schedule-view";

export async function getSchedule(caller: Caller, id: number) {
  const row = await prisma.schedule.findFirst({ where: { id, idGraf: caller.idGraf }, include: scheduleViewInclude });
  if (!row) throw new AppError("ERR_NOT_FOUND", "Schedule not found");
  return toScheduleView(row);
}
