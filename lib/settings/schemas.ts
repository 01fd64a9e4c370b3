import { z } from "zod";
import { canonicalTimeZone, isTimeZone } from "@/lib/utils/zoned-day";
import {
  CLOCK_SETTING_KEYS,
  defaultSettings,
  MESSAGES_LOCALES,
  TIME_CREATE_NEW_TICKET_CHOICES,
  type SettingKey,
} from "./defaults";

// The values PUT /settings/{key} accepts, shared by the use case and the settings screen.
export const ERP_SSO_SECRET_KEY = "erpSsoSecret";
export const ERP_SSO_SECRET_MIN_LENGTH = 32;

const toggle = z.enum(["enabled", "disabled"]);

export const erpSsoSecretSchema = z
  .string()
  .min(ERP_SSO_SECRET_MIN_LENGTH)
  .max(512)
  // A pasted secret with a stray newline would silently break every sign-on.
  .refine((secret) => secret.trim() === secret, "Must not start or end with whitespace");

/** An IANA time zone name the runtime knows, such as America/Manaus or UTC, stored as the runtime spells it. */
export const timeZoneSchema = z
  .string()
  .trim()
  .refine(isTimeZone, "invalidTimeZone")
  .transform((name) => canonicalTimeZone(name) ?? name);

export const settingValueSchemas = {
  userCreation: toggle,
  CheckMsgIsGroup: toggle,
  call: toggle,
  timeCreateNewTicket: z.enum(TIME_CREATE_NEW_TICKET_CHOICES.map(String)),
  timeZone: timeZoneSchema,
  messagesLocale: z.enum(MESSAGES_LOCALES),
  // "" or null clears the secret.
  [ERP_SSO_SECRET_KEY]: z.union([erpSsoSecretSchema, z.literal(""), z.null()]),
} satisfies Record<SettingKey | typeof ERP_SSO_SECRET_KEY, z.ZodType>;

export type UpdatableKey = keyof typeof settingValueSchemas;

export const isUpdatableKey = (key: string): key is UpdatableKey => Object.hasOwn(settingValueSchemas, key);

export const generalSettingKeys: SettingKey[] = [
  ...(Object.keys(defaultSettings) as (keyof typeof defaultSettings)[]),
  ...CLOCK_SETTING_KEYS,
];

/** What the API answers for a setting: the SSO secret only says whether it is set, and who last set or cleared it, when. */
export type SsoSecretView = {
  key: typeof ERP_SSO_SECRET_KEY;
  value: null;
  isSet: boolean;
  changedAt: string | null;
  changedBy: { id: number; name: string } | null;
};
export type SettingView = { key: SettingKey; value: string } | SsoSecretView;

/** The caller's current password, asked for by sensitive changes; the key names the form's message. */
export const currentPasswordSchema = z.string().min(1, "required").max(200);

/** The Settings screen's form for the SSO secret: a new secret and the admin's current password. */
export const ssoSecretFormSchema = z.object({ value: erpSsoSecretSchema, currentPassword: currentPasswordSchema });

/**
 * The body of PUT /settings/{key}; the value is checked against its key's schema. The spec's `id`
 * is ignored. The SSO secret also needs the caller's `currentPassword`.
 */
export const updateSettingBodySchema = z.object({
  value: z.unknown(),
  currentPassword: currentPasswordSchema.optional(),
});
