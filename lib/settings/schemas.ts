import { z } from "zod";
import { defaultSettings, TIME_CREATE_NEW_TICKET_CHOICES, type SettingKey } from "./defaults";

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

export const settingValueSchemas = {
  userCreation: toggle,
  CheckMsgIsGroup: toggle,
  call: toggle,
  timeCreateNewTicket: z.enum(TIME_CREATE_NEW_TICKET_CHOICES.map(String)),
  // "" or null clears the secret.
  [ERP_SSO_SECRET_KEY]: z.union([erpSsoSecretSchema, z.literal(""), z.null()]),
} satisfies Record<SettingKey | typeof ERP_SSO_SECRET_KEY, z.ZodType>;

export type UpdatableKey = keyof typeof settingValueSchemas;

export const isUpdatableKey = (key: string): key is UpdatableKey => Object.hasOwn(settingValueSchemas, key);

export const generalSettingKeys = Object.keys(defaultSettings) as SettingKey[];

/** What the API answers for a setting: the SSO secret only says whether it is set. */
export type SsoSecretView = { key: typeof ERP_SSO_SECRET_KEY; value: null; isSet: boolean };
export type SettingView = { key: SettingKey; value: string } | SsoSecretView;

/** The body of PUT /settings/{key}; the value is checked against its key's schema. The spec's `id` is ignored. */
export const updateSettingBodySchema = z.object({ value: z.unknown() });
