import type { ConnectionData } from "@/lib/connections/schemas";
import { connectionSchema } from "@/lib/connections/schemas";
import type { Connection } from "./types";

type OptionalText =
  | "greetingMessage"
  | "farewellMessage"
  | "ratingMessage"
  | "outOfWorkMessage"
  | "zapiInstanceId"
  | "zapiToken"
  | "zapiClientToken"
  | (typeof CLOUD_FIELDS)[number];

const CLOUD_FIELDS = [
  "cloudPhoneNumberId",
  "cloudBusinessAccountId",
  "cloudAccessToken",
  "cloudAppSecret",
  "cloudVerifyToken",
] as const;

/** The form's fields: texts are never null, and the default department is the select's value. */
export type ConnectionFormValues = Omit<ConnectionData, OptionalText | "defaultDepartment"> &
  Record<OptionalText, string> & { defaultDepartment: string };

/** Departments beyond one make the greeting required and the chatbot possible (spec section 5). */
export const hasManyQueues = (queueIds: number[]) => new Set(queueIds).size > 1;

// The API's schema, plus the rule the server checks with the tenant's data at hand.
export const connectionFormSchema = connectionSchema.superRefine((value, ctx) => {
  if (hasManyQueues(value.queueIds) && !value.greetingMessage?.trim()) {
    ctx.addIssue({ code: "custom", path: ["greetingMessage"], message: "greetingRequired" });
  }
});

/**
 * A connection's values, or a new one's (spec section 9: multidevice, not default, 08:00 to 17:30,
 * Monday to Friday). Z-API tokens and the Cloud API's token and app secret are never sent back, so
 * they start empty and must be entered again to save such a connection.
 */
export function valuesOf(connection?: Connection): ConnectionFormValues {
  return {
    name: connection?.name ?? "",
    provider: (connection?.provider as ConnectionFormValues["provider"] | undefined) ?? "baileys",
    defaultDepartment: connection?.defaultDepartment ? String(connection.defaultDepartment) : "",
    queueIds: connection?.queues.map((queue) => queue.id) ?? [],
    isDefault: connection?.isDefault ?? false,
    isMultidevice: connection?.isMultidevice ?? true,
    greetingMessage: connection?.greetingMessage ?? "",
    farewellMessage: connection?.farewellMessage ?? "",
    ratingMessage: connection?.ratingMessage ?? "",
    hasChatbot: connection?.hasChatbot ?? false,
    defineWorkHours: connection?.defineWorkHours ?? false,
    outOfWorkMessage: connection?.outOfWorkMessage ?? "",
    startWorkHour: connection?.startWorkHour ?? "08:00",
    endWorkHour: connection?.endWorkHour ?? "17:30",
    startWorkHourWeekend: connection?.startWorkHourWeekend ?? "08:00",
    endWorkHourWeekend: connection?.endWorkHourWeekend ?? "17:30",
    monday: connection?.monday ?? true,
    tuesday: connection?.tuesday ?? true,
    wednesday: connection?.wednesday ?? true,
    thursday: connection?.thursday ?? true,
    friday: connection?.friday ?? true,
    saturday: connection?.saturday ?? false,
    sunday: connection?.sunday ?? false,
    zapiInstanceId: connection?.zapiInstanceId ?? "",
    zapiToken: "",
    zapiClientToken: "",
    cloudPhoneNumberId: connection?.cloudPhoneNumberId ?? "",
    cloudBusinessAccountId: connection?.cloudBusinessAccountId ?? "",
    cloudAccessToken: "",
    cloudAppSecret: "",
    cloudVerifyToken: "",
  };
}

/**
 * What is sent: a blank farewell or rating message as null (spec section 5), no chatbot with one
 * queue, each provider's fields only for it.
 */
export function requestBody(values: ConnectionData): ConnectionData {
  const zapi = values.provider === "zapi";
  return {
    ...values,
    farewellMessage: values.farewellMessage?.trim() ? values.farewellMessage : null,
    ratingMessage: values.ratingMessage?.trim() ? values.ratingMessage : null,
    hasChatbot: hasManyQueues(values.queueIds) && values.hasChatbot,
    zapiInstanceId: zapi ? values.zapiInstanceId : null,
    zapiToken: zapi ? values.zapiToken : null,
    zapiClientToken: zapi ? values.zapiClientToken : null,
    ...Object.fromEntries(CLOUD_FIELDS.map((field) => [field, values.provider === "cloud" ? values[field] : null])),
  };
}
