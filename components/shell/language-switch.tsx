"use client";

import { Languages } from "lucide-react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { LOCALE_COOKIE, locales } from "@/lib/i18n/locales";

export function LanguageSwitch() {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const choose = (value: string) => {
    document.cookie = `${LOCALE_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
    router.refresh();
  };
  return (
    <label className="flex items-center gap-3 px-3 py-2 text-sm">
      <Languages className="size-4" aria-hidden />
      <span className="sr-only">{t("drawer.language")}</span>
      <select
        aria-label={t("drawer.language")}
        value={locale}
        onChange={(e) => choose(e.target.value)}
        className="flex-1 rounded-md border border-input bg-background px-2 py-1"
      >
        {locales.map((l) => (
          <option key={l} value={l}>
            {t(`languages.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
