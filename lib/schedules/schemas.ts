import { z } from "zod";
import { isTimeZone } from "@/lib/utils/zoned-day";
import { dbId, dbIdFromText } from "@/lib/validation/db-id";

// Spec section 5 (Schedule). Messages are keys of the "scheduleDialog" catalogue, so the dialog and
// the API answer the same rule with the same text.
export const SCHEDULE_BODY_MIN = 5;

const body = z.string({ error: "required" }).trim().min(SCHEDULE_BODY_MIN, "bodyTooShort").max(30000, "bodyTooLong");
/**
 * A schedule is for later. A minute's grace keeps "now" valid for whoever picks it and then spends
 * a moment in the form; such a schedule is sent at once.
 */
export const SEND_AT_GRACE_MS = 60_000;
const sendAt = z.coerce
  .date({ error: "sendAtRequired" })
  .refine((date) => !Number.isNaN(date.getTime()), "sendAtRequired")
  .refine((date) => date.getTime() >= Date.now() - SEND_AT_GRACE_MS, "sendAtPast");
/** An IANA zone the runtime knows (the sender's zone, kept to show sendAt as it was meant). */
const timezone = z.string().max(64).refine(isTimeZone, "invalidTimezone");

/** contactId is required unless the schedule is made from a ticket, whose contact it then takes. */
export const createScheduleSchema = z
  .object({
    body,
    sendAt,
    contactId: dbId.optional(),
    ticketId: dbId.nullish(),
    timezone: timezone.nullish(),
    // Sent by the spec's client; the schedule always belongs to the caller.
    userId: z.unknown().optional(),
  })
  .refine((input) => input.contactId !== undefined || !!input.ticketId, {
    path: ["contactId"],
    message: "contactRequired",
  });
export type CreateScheduleInput = z.output<typeof createScheduleSchema>;

export const updateScheduleSchema = z.object({
  body: body.optional(),
  sendAt: sendAt.optional(),
  contactId: dbId.optional(),
  timezone: timezone.nullish(),
  userId: z.unknown().optional(),
  ticketId: z.unknown().optional(),
});
export type UpdateScheduleInput = z.output<typeof updateScheduleSchema>;

export const listSchedulesQuerySchema = z.object({
  searchParam: z.string().trim().max(200).default(""),
  pageNumber: dbIdFromText.default(1),
});
export type ListSchedulesQuery = z.output<typeof listSchedulesQuerySchema>;
