"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { messageSendSettingsSchema, type MessageSendSettingsInput } from "@/lib/bulk/schemas";
import { api } from "@/lib/client/api";

export type MessageSettings = MessageSendSettingsInput;

const SWITCHES = ["contacts", "photo", "random"] as const;

/** A connection's message-send settings (spec section 9): limit, waits, switches, opt-out text. */
export function MessageSettingsForm({
  settings,
  onSaved,
}: {
  settings: MessageSettings;
  onSaved: (saved: MessageSettings) => void;
}) {
  const t = useTranslations("settingsMessage");
  const id = useId();
  const showError = useErrorToast();
  const { register, control, handleSubmit, formState } = useForm<
    z.input<typeof messageSendSettingsSchema>,
    unknown,
    MessageSendSettingsInput
  >({
    resolver: zodResolver(messageSendSettingsSchema),
    defaultValues: { ...settings, optOut: settings.optOut ?? "" },
  });
  const { errors, isSubmitting } = formState;
  const message = (key?: string) => (key ? (t.has(key) ? t(key) : t("invalidNumber")) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    try {
      onSaved(await api<MessageSettings>("/settingsMessage", { method: "POST", json: values }));
      toast.success(t("saved"));
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid max-w-xl gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t("limit")} error={message(errors.limit?.message)}>
          {(props) => <Input {...props} type="number" min={1} {...register("limit")} />}
        </Field>
        <Field label={t("minutes")} error={message(errors.minutes?.message)}>
          {(props) => <Input {...props} type="number" min={0} {...register("minutes")} />}
        </Field>
        <Field label={t("seconds")} error={message(errors.seconds?.message)}>
          {(props) => <Input {...props} type="number" min={0} max={59} {...register("seconds")} />}
        </Field>
      </div>
      {SWITCHES.map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Checkbox
                id={`${id}-${name}`}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
              <Label htmlFor={`${id}-${name}`}>{t(name)}</Label>
            </div>
          )}
        />
      ))}
      <Field label={t("optOut")} hint={t("optOutHint")}>
        {(props) => <Textarea {...props} rows={3} {...register("optOut")} />}
      </Field>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {t("save")}
        </Button>
      </div>
    </form>
  );
}
