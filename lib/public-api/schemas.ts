import { z } from "zod";
import { onlyDigits } from "@/lib/contacts/phone-number";
import { dbId } from "@/lib/validation/db-id";

// The public API's inputs and answers (/api/v1): its routes parse with these, and its OpenAPI
// document (./openapi.ts) is generated from them, so the two cannot drift apart.

export const sendApiMessageSchema = z.object({
  /** With the calling code; a Brazilian number may go without it. Formatting characters are dropped. */
  number: z
    .string()
    .max(40)
    .transform(onlyDigits)
    .pipe(z.string().min(8))
    .meta({ description: "The contact's number, with its calling code", example: "5511987654321" }),
  body: z.string().min(1).max(30000).meta({ description: "The text to send" }),
  whatsappId: dbId.optional().meta({ description: "The connection to send from; the tenant's default when absent" }),
  queueId: dbId.optional().meta({ description: "The department of a ticket this send opens" }),
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
