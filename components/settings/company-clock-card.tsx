"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { MESSAGES_LOCALES, type ClockSettingKey } from "@/lib/settings/defaults";
import { settingValueSchemas } from "@/lib/settings/schemas";
import type { SaveOutcome } from "./use-settings";

const timeZoneFormSchema = z.object({ value: settingValueSchemas.timeZone });

type Props = {
  timeZone: string;
  messagesLocale: string;
  savingKey: string | null;
  onSave: (key: ClockSettingKey, value: string) => Promise<SaveOutcome>;
};

/**
 * The company's time zone (work hours, greetings, the dashboard's day, reports, schedules) and the
 * language of the texts Atende writes to its contacts itself.
 */
export function CompanyClockCard({ timeZone, messagesLocale, savingKey, onSave }: Props) {
  const t = useTranslations("settings.clock");
  const tl = useTranslations("languages");
  const router = useRouter();
  // The runtime's zones, offered once the field is used (the server's list may differ from the browser's).
  const [zones, setZones] = useState<string[]>([]);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(timeZoneFormSchema),
    values: { value: timeZone },
  });
  const submit = handleSubmit(async ({ value }) => {
    // The screens around this one (the shell's clock, schedules) read the zone on the server.
    if ((await onSave("timeZone", value)).ok) router.refresh();
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
          <Field
            label={t("timeZone")}
            hint={t("timeZoneHint")}
            error={formState.errors.value ? t("invalidTimeZone") : undefined}
          >
            {(props) => (
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  {...props}
                  list="time-zones"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="America/Sao_Paulo"
                  onFocus={() => setZones((shown) => (shown.length ? shown : Intl.supportedValuesOf("timeZone")))}
                  {...register("value")}
                />
                <Button type="submit" className="shrink-0" disabled={savingKey === "timeZone"}>
                  {t("save")}
                </Button>
              </div>
            )}
          </Field>
          <datalist id="time-zones">
            {zones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </form>
        <Field label={t("messagesLocale")} hint={t("messagesLocaleHint")}>
          {(props) => (
            <NativeSelect
              {...props}
              value={messagesLocale}
              disabled={savingKey === "messagesLocale"}
              onChange={(event) => void onSave("messagesLocale", event.target.value)}
            >
              {MESSAGES_LOCALES.map((locale) => (
                <option key={locale} value={locale}>
                  {tl(locale)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </CardContent>
    </Card>
  );
}
