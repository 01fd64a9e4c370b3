"use client";

import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { ConnectionFormValues } from "./connection-form-values";
import { useFieldError } from "./use-field-error";

/** The provider-hosted instance: its id and tokens, which the API takes but never returns. */
export function ZapiFields({ editing }: { editing: boolean }) {
  const t = useTranslations("connections.form");
  const errorOf = useFieldError();
  const { register } = useFormContext<ConnectionFormValues>();
  return (
    <div className="grid gap-4 rounded-md border p-3">
      <Field error={errorOf("zapiInstanceId")} label={t("zapiInstanceId")}>
        {(props) => <Input autoComplete="off" spellCheck={false} {...props} {...register("zapiInstanceId")} />}
      </Field>
      <Field error={errorOf("zapiToken")} label={t("zapiToken")} hint={editing ? t("zapiTokensHint") : undefined}>
        {(props) => <Input type="password" autoComplete="new-password" {...props} {...register("zapiToken")} />}
      </Field>
      <Field error={errorOf("zapiClientToken")} label={t("zapiClientToken")}>
        {(props) => <Input type="password" autoComplete="new-password" {...props} {...register("zapiClientToken")} />}
      </Field>
    </div>
  );
}
