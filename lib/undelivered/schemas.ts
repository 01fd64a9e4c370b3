import { z } from "zod";
import { dbId } from "@/lib/validation/db-id";

/** What did not reach WhatsApp: a chat message, a schedule that never became one, a bulk send's row. */
export const UNDELIVERED_KINDS = ["message", "schedule", "bulk"] as const;
export type UndeliveredKind = (typeof UNDELIVERED_KINDS)[number];

/** Where a page ends: the last row's failure time, kind and id, in the list's order (opaque to clients). */
export type UndeliveredCursor = { failedAt: Date; kind: UndeliveredKind; id: number };

const cursorShape = z.object({ failedAt: z.iso.datetime(), kind: z.enum(UNDELIVERED_KINDS), id: dbId });

export const encodeCursor = ({ failedAt, kind, id }: UndeliveredCursor) =>
  Buffer.from(JSON.stringify({ failedAt: failedAt.toISOString(), kind, id })).toString("base64url");

/** A cursor this server wrote; anything else is bad input (400), never a page of something else. */
const cursor = z.string().transform((text, ctx): UndeliveredCursor => {
  try {
    const parsed = cursorShape.parse(JSON.parse(Buffer.from(text, "base64url").toString("utf8")));
    return { ...parsed, failedAt: new Date(parsed.failedAt) };
  } catch {
    ctx.addIssue({ code: "custom", message: "invalid" });
    return z.NEVER;
  }
});

export const listUndeliveredQuerySchema = z.object({ cursor: cursor.optional() });
export type ListUndeliveredQuery = z.output<typeof listUndeliveredQuerySchema>;

/** 'Send again' for one row or a selection of the list. */
export const resendUndeliveredSchema = z.object({
  rows: z
    .array(z.object({ kind: z.enum(UNDELIVERED_KINDS), id: dbId }))
    .min(1)
    .max(100),
});
export type ResendUndeliveredInput = z.output<typeof resendUndeliveredSchema>;
