"use client";

import { useTranslations } from "next-intl";
import type { SettingKey } from "@/lib/settings/defaults";
import { ERP_SSO_SECRET_KEY, type SettingView, type SsoSecretView } from "@/lib/settings/schemas";
import { CompanyClockCard } from "./company-clock-card";
import { ErpSsoSecretCard } from "./erp-sso-secret-card";
import { GeneralSettings } from "./general-settings";
import { useSettings } from "./use-settings";

/** The admin's general settings (spec section 9); every change is saved at once. */
export function SettingsScreen({ initialSettings }: { initialSettings: SettingView[] }) {
  const t = useTranslations("settings");
  const { settings, save, savingKey } = useSettings(initialSettings);
  // The server lists every key, defaults filled in.
  const valueOf = (key: SettingKey) => settings.find((setting) => setting.key === key)?.value ?? "";
  const secret = settings.find((setting): setting is SsoSecretView => setting.key === ERP_SSO_SECRET_KEY);

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <GeneralSettings valueOf={valueOf} savingKey={savingKey} onChange={(key, value) => void save(key, value)} />
      <CompanyClockCard
        timeZone={valueOf("timeZone")}
        messagesLocale={valueOf("messagesLocale")}
        savingKey={savingKey}
        onSave={save}
      />
      <ErpSsoSecretCard
        secret={secret ?? { key: ERP_SSO_SECRET_KEY, value: null, isSet: false, changedAt: null, changedBy: null }}
        saving={savingKey === ERP_SSO_SECRET_KEY}
        onSave={(value, currentPassword) => save(ERP_SSO_SECRET_KEY, value, currentPassword)}
      />
    </section>
  );
}
