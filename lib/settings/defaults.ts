// General settings every tenant starts with (spec section 9).
export const TIME_CREATE_NEW_TICKET_CHOICES = [10, 30, 60, 300, 1800, 3600, 7200, 21600, 43200, 86400, 172800] as const;

export const defaultSettings = {
  userCreation: "enabled",
  CheckMsgIsGroup: "enabled",
  call: "disabled",
  timeCreateNewTicket: "3600",
} as const satisfies Record<string, string>;

/**
 * A company's clock and the language Atende writes its own texts to contacts in: never stored for
 * a new company, whose default is the deployment's (lib/settings/deployment-clock.ts), so it follows
 * APP_TIMEZONE until an admin sets its own.
 */
export const CLOCK_SETTING_KEYS = ["timeZone", "messagesLocale"] as const;
export type ClockSettingKey = (typeof CLOCK_SETTING_KEYS)[number];

/** The languages Atende writes its own texts to contacts in. */
export const MESSAGES_LOCALES = ["pt", "en", "es"] as const;
export type MessagesLocale = (typeof MESSAGES_LOCALES)[number];

export type DefaultedSettingKey = keyof typeof defaultSettings;
export type SettingKey = DefaultedSettingKey | ClockSettingKey;
