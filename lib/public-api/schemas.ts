import { z } from "zod";
import { onlyDigits } from "@/lib/contacts/phone-number";
import { updateTicketSchema } from "@/lib/tickets/schemas";
import { TICKET_STATUSES } from "@/lib/tickets/ticket-status";
import { dbId, dbIdFromText } from "@/lib/validation/db-id";

// The public API's inputs and answers (/api/v1): its routes parse with these, and its OpenAPI
// document (./openapi.ts) is generated from them, so the two cannot drift apart.

/** A file to send: from a link, or inline in base64 (within the 1 MB a JSON body may have). */
export const apiMediaSchema = z
  .object({
    url: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .optional()
      .meta({ description: "A public http(s) address the server downloads the file from; redirects are not followed" }),
    base64: z.base64().optional().meta({ description: "The file itself, in base64" }),
    filename: z.string().trim().min(1).max(255).meta({ description: "The file's name, as the contact sees it" }),
    mimetype: z
      .string()
      .max(127)
      .regex(/^[\w.+-]+\/[\w.+-]+$/)
      .meta({
        description: "Its type; image/, video/ and audio/ ones go as such, others as a document",
        example: "application/pdf",
      }),
  })
  .refine((media) => (media.url === undefined) !== (media.base64 === undefined), {
    path: ["url"],
    message: "Give either url or base64",
  });
export type ApiMediaInput = z.infer<typeof apiMediaSchema>;

export const sendApiMessageSchema = z
  .object({
    /** With the calling code; a Brazilian number may go without it. Formatting characters are dropped. */
    number: z
      .string()
      .max(40)
      .transform(onlyDigits)
      .pipe(z.string().min(8))
      .meta({ description: "The contact's number, with its calling code", example: "5511987654321" }),
    body: z
      .string()
      .min(1)
      .max(30000)
      .optional()
      .meta({ description: "The text to send; with media, its caption (the file's name when absent)" }),
    media: apiMediaSchema.optional(),
    whatsappId: dbId.optional().meta({ description: "The connection to send from; the tenant's default when absent" }),
    queueId: dbId.optional().meta({ description: "The department of a ticket this send opens" }),
  })
  .refine((input) => input.body !== undefined || input.media !== undefined, {
    path: ["body"],
    message: "Give body, media or both",
  });
export type SendApiMessageInput = z.infer<typeof sendApiMessageSchema>;

export const idempotencyKeySchema = z.string().min(1).max(200);

export const sentApiMessageSchema = z.object({
  messageId: z.number().int(),
  ticketId: z.number().int(),
  contactId: z.number().int(),
});
export type SentApiMessage = z.infer<typeof sentApiMessageSchema>;

export const errorSchema = z.object({
  error: z.string().meta({ description: "A code of the error catalogue", example: "ERR_API_KEY_SCOPE" }),
  message: z.string(),
  details: z.unknown().optional(),
});

/** A page of a list: `nextCursor` asks for the next page, null on the last. */
const cursor = z
  .string()
  .regex(/^\d{1,10}$/)
  .meta({ description: "The nextCursor of the previous page" });
const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const apiTicketSchema = z.object({
  id: z.number().int(),
  status: z.enum(TICKET_STATUSES),
  contactId: z.number().int(),
  whatsappId: z.number().int(),
  queueId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  lastMessage: z.string(),
  tagIds: z.array(z.number().int()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ApiTicket = z.infer<typeof apiTicketSchema>;
export const apiTicketPageSchema = page(apiTicketSchema);

/** PATCH /api/v1/tickets/{id}: the app's ticket change, and the ticket's tags when `tagIds` is given. */
export const patchApiTicketSchema = updateTicketSchema.and(
  z.object({
    tagIds: z
      .array(dbId)
      .max(100)
      .transform((ids) => [...new Set(ids)])
      .optional()
      .meta({ description: "The ticket's tags become exactly these" }),
  }),
);
export type PatchApiTicketInput = z.output<typeof patchApiTicketSchema>;

export const listApiTicketsQuerySchema = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  queueId: dbIdFromText.optional(),
  updatedSince: z.iso.datetime().optional().meta({ description: "Only tickets changed at or after this instant" }),
  cursor: cursor.optional(),
});
export type ListApiTicketsQuery = z.infer<typeof listApiTicketsQuerySchema>;

export const apiContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  number: z.string(),
  email: z.string(),
  isGroup: z.boolean(),
});
export const apiContactPageSchema = page(apiContactSchema);

export const listApiContactsQuerySchema = z.object({
  number: z
    .string()
    .max(40)
    .transform(onlyDigits)
    .optional()
    .meta({ description: "Digits of the number, with its calling code" }),
  cursor: cursor.optional(),
});
export type ListApiContactsQuery = z.infer<typeof listApiContactsQuerySchema>;

/** A message as the app's chat shows it; the fields below are the stable ones, others may come. */
export const apiMessageSchema = z.looseObject({
  id: z.number().int(),
  body: z.string(),
  fromMe: z.boolean(),
  ack: z
    .number()
    .int()
    .meta({ description: "0 pending, 1 sent, 2 delivered to the server, 3 delivered, 4 read, 5 played" }),
  mediaType: z.string(),
});
export const apiMessagePageSchema = page(apiMessageSchema);

export const listApiMessagesQuerySchema = z.object({ cursor: cursor.optional() });
