import { z } from "zod";
import { weekFlagsFields } from "@/lib/queues/week-flags";
import { MAX_DB_ID, dbId } from "@/lib/validation/db-id";
import { PROVIDER_KINDS } from "@/lib/whatsapp/provider";

// One schema for the connection form and the API (spec sections 3, 5 and 9).
const ZAPI_REQUIRED = ["zapiInstanceId", "zapiToken", "zapiClientToken"] as const;
const CLOUD_REQUIRED = ["cloudPhoneNumberId", "cloudBusinessAccountId", "cloudAccessToken", "cloudAppSecret"] as const;
const hour = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "invalidHour");
const optionalText = z.string().max(4000).nullish();
/** Meta's ids are digits (the number's id, the business account's id). */
const metaId = z.string().trim().max(30).regex(/^\d*$/, "digitsOnly").nullish();

export const connectionSchema = z
  .object({
    name: z.string().trim().min(2, "tooShort").max(50, "tooLong"),
    provider: z.enum(PROVIDER_KINDS).default("baileys"),
    defaultDepartment: z.coerce
      .number({ error: "defaultDepartmentRequired" })
      .int()
      .positive("defaultDepartmentRequired")
      .max(MAX_DB_ID),
    queueIds: z.array(dbId).max(100).default([]),
    isDefault: z.boolean().default(false),
    isMultidevice: z.boolean().default(true),
    greetingMessage: optionalText,
    farewellMessage: optionalText,
    /** Asked on an attendant's resolve instead of the farewell, which then thanks the rating; blank: none. */
    ratingMessage: optionalText,
    hasChatbot: z.boolean().default(false),
    defineWorkHours: z.boolean().default(false),
    outOfWorkMessage: optionalText,
    startWorkHour: hour.default("08:00"),
    endWorkHour: hour.default("17:30"),
    startWorkHourWeekend: hour.default("08:00"),
    endWorkHourWeekend: hour.default("17:30"),
    ...weekFlagsFields,
    zapiInstanceId: z.string().trim().max(200).nullish(),
    zapiToken: z.string().trim().max(200).nullish(),
    zapiClientToken: z.string().trim().max(200).nullish(),
    cloudPhoneNumberId: metaId,
    cloudBusinessAccountId: metaId,
    cloudAccessToken: z.string().trim().max(1000).nullish(),
    cloudAppSecret: z.string().trim().max(200).nullish(),
    /** Blank: one is made (a new connection) or the stored one is kept. */
    cloudVerifyToken: z.string().trim().max(200).nullish(),
  })
  .superRefine((value, ctx) => {
    const required = { zapi: ZAPI_REQUIRED, cloud: CLOUD_REQUIRED }[value.provider as "zapi" | "cloud"] ?? [];
    for (const field of required)
      if (!value[field]) ctx.addIssue({ code: "custom", path: [field], message: "required" });
  });

export type ConnectionInput = z.input<typeof connectionSchema>;
export type ConnectionData = z.output<typeof connectionSchema>;
