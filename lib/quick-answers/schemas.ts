import { z } from "zod";
import { dbId, dbIdFromText } from "@/lib/validation/db-id";

// Spec section 5 (Quick answer). Messages are keys of the "validation" catalogue, as in the user
// form; API clients get them as the `details` of a 400. The form and the routes share this schema.
const REQUIRED = "required";

const required = () => z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true });

export const quickAnswerSchema = z.object({
  shortcut: required().min(2, "tooShort").max(15, "tooLong"),
  message: required().min(8, "tooShort").max(30_000, "tooLong"),
  /** The departments whose tickets offer the answer; none offers it in every ticket. */
  queueIds: z
    .array(dbId)
    .max(500)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type QuickAnswerInput = z.output<typeof quickAnswerSchema>;

/**
 * The same fields sent as multipart/form-data, one `queueIds` field per department, with at most
 * one file part `media`; `removeMedia` "true" drops the stored file when no new one comes.
 */
export const quickAnswerFormSchema = quickAnswerSchema.extend({
  queueIds: z
    .array(dbIdFromText)
    .max(500)
    .transform((ids) => [...new Set(ids)]),
  removeMedia: z.enum(["true", "false"]).default("false"),
});

/** The {{variables}} a quick answer's text may hold, filled for the ticket when it is chosen. */
export const ANSWER_VARIABLES = ["name", "firstName", "ticketId", "attendant", "greeting"] as const;

export const listQuickAnswersQuerySchema = z.object({
  searchParam: z.string().trim().max(100).optional(),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  /** The composer's list: the answers the ticket's department offers, their variables filled. */
  ticketId: dbIdFromText.optional(),
});
export type ListQuickAnswersQuery = z.output<typeof listQuickAnswersQuerySchema>;

export const sendQuickAnswerSchema = z.object({
  ticketId: dbId,
  /** The text as the attendant left it in the composer, sent as the file's caption. */
  body: z.string().max(30_000),
});
export type SendQuickAnswerInput = z.output<typeof sendQuickAnswerSchema>;
