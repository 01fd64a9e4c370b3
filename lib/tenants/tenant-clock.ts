import { env } from "@/lib/config/env";

/** The languages Atende writes its own texts to contacts in. */
export const MESSAGES_LOCALES = ["pt", "en", "es"] as const;
export type MessagesLocale = (typeof MESSAGES_LOCALES)[number];

/** A company's clock and the language of the texts Atende composes for its contacts. */
export type TenantClock = { timeZone: string; messagesLocale: MessagesLocale };

/** The deployment's clock and language, for every company until it sets its own. */
export const deploymentClock = (): TenantClock => ({ timeZone: env().APP_TIMEZONE, messagesLocale: "pt" });
