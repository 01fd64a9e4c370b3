import { z } from "zod";
import { dbId } from "@/lib/validation/db-id";

// POST /bulkMessage (spec section 7): an array of { message, phone, whatsappId }. The phone is
// taken as given; createBulkSend checks it with the screen's rule (bulk-rows.ts withBulkPhones).
export const MAX_BULK_ROWS = 5000;

const bulkItem = z.object({
  message: z.string({ error: "required" }).trim().min(1, "required").max(30000, "tooLong"),
  phone: z.union([z.string().trim().max(100, "tooLong"), z.number()]).transform((phone) => String(phone)),
  whatsappId: dbId,
});
export const bulkMessageSchema = z.array(bulkItem).min(1, "required").max(MAX_BULK_ROWS, "tooMany");
export type BulkMessageInput = z.output<typeof bulkMessageSchema>;

export const bulkActionSchema = z.object({ action: z.enum(["pause", "resume", "cancel"]) });

// Spec section 9 (Message-send settings).
export const messageSendSettingsSchema = z.object({
  whatsappId: dbId,
  limit: z.coerce.number().int().min(1, "limitMin").max(100000),
  minutes: z.coerce.number().int().min(0).max(1440),
  seconds: z.coerce.number().int().min(0).max(59),
  contacts: z.boolean().default(false),
  photo: z.boolean().default(false),
  random: z.boolean().default(false),
  optOut: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((text) => text || null),
});
export type MessageSendSettingsInput = z.output<typeof messageSendSettingsSchema>;
