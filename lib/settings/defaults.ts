// General settings every tenant starts with (spec section 9).
export const TIME_CREATE_NEW_TICKET_CHOICES = [10, 30, 60, 300, 1800, 3600, 7200, 21600, 43200, 86400, 172800] as const;

export const defaultSettings = {
  userCreation: "enabled",
  CheckMsgIsGroup: "enabled",
  call: "disabled",
  timeCreateNewTicket: "3600",
} as const satisfies Record<string, string>;

export type SettingKey = keyof typeof defaultSettings;
