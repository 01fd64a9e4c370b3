import { z } from "zod";
import { dbId } from "@/lib/validation/db-id";

/** The longest range a report covers: a year, leap day included. */
export const MAX_REPORT_DAYS = 366;

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both counted (dates as YYYY-MM-DD, compared as calendar days). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** A department or attendant as text, as forms and query strings hold it: an id, or "" for all. */
const idOrAll = z.union([z.literal(""), z.string().regex(/^\d+$/).transform(Number).pipe(dbId)]);

/** The report's filters as the screen's form holds them: dates, and ids as text ("" for all). */
export const attendanceFiltersSchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    queueId: idOrAll.optional(),
    userId: idOrAll.optional(),
  })
  .superRefine(({ from, to }, ctx) => {
    const days = daysBetween(from, to);
    if (days < 1) ctx.addIssue({ code: "custom", path: ["to"], message: "toBeforeFrom" });
    else if (days > MAX_REPORT_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: "rangeTooLong" });
  });

/**
 * GET /reports/attendance: `from` and `to` are days in the tenant's time zone (its `timeZone`), both
 * included; `queueId` and `userId` narrow the report to a department and an attendant;
 * `format=csv` answers the same figures as a CSV file.
 */
export const attendanceQuerySchema = attendanceFiltersSchema
  .and(z.object({ format: z.enum(["json", "csv"]).default("json") }))
  .transform(({ queueId, userId, ...rest }) => ({
    ...rest,
    queueId: queueId || undefined,
    userId: userId || undefined,
  }));
export type AttendanceQuery = z.output<typeof attendanceQuerySchema>;
export type AttendanceFilters = z.input<typeof attendanceFiltersSchema>;
