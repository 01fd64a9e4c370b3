import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { defaultLocale, isLocale, LOCALE_COOKIE, localeFromAcceptLanguage } from "./locales";

// No locale in URLs (the spec's routes have none): the user's choice in a cookie, then the
// browser's Accept-Language. Missing keys fall back to English.
export default getRequestConfig(async () => {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(chosen) ? chosen : localeFromAcceptLanguage((await headers()).get("accept-language"));
  const messages = (await import(`../../messages/${locale}.json`)).default;
  const fallback = locale === defaultLocale ? {} : (await import(`../../messages/${defaultLocale}.json`)).default;
  return { locale, messages: deepMerge(fallback, messages) };
});

type Messages = { [key: string]: string | Messages };

function deepMerge(base: Messages, override: Messages): Messages {
  const result: Messages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    result[key] = typeof value === "object" && typeof current === "object" ? deepMerge(current, value) : value;
  }
  return result;
}
