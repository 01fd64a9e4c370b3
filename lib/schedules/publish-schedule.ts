import { dispatch } from "@/lib/events/dispatch";

/** Tells the tenant's screens a schedule changed (after the commit). */
export const publishSchedule = (scheduleId: number) => dispatch([{ type: "schedule.changed", scheduleId }]);

export const publishScheduleDeleted = (idGraf: number, scheduleId: number) =>
  dispatch([{ type: "schedule.deleted", idGraf, scheduleId }]);
