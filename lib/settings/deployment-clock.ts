import { env } from "@/lib/config/env";
import { defaultSettings, type ClockSettingKey, type MessagesLocale, type SettingKey } from "./defaults";

/** A company's clock and the language of the texts Atende composes for its contacts. */
export type TenantClock = { timeZone: string; messagesLocale: MessagesLocale };

/** The deployment's clock and language, for every company until it sets its own. */
export const deploymentClock = (): TenantClock => ({ timeZone: env().APP_TIMEZONE, messagesLocale: "pt" });

const isClockKey = (key: SettingKey): key is ClockSettingKey => key === "timeZone" || key === "messagesLocale";

/** A setting's value for a tenant that never stored it; the clock's keys follow the deployment's. */
export const settingDefault = (key: SettingKey): string =>
  isClockKey(key) ? deploymentClock()[key] : defaultSettings[key];
