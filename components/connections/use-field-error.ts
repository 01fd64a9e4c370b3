"use client";

import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import type { ConnectionFormValues } from "./connection-form-values";

/** The connection form's message for a field: the schema's keys, shared ones under "validation". */
export function useFieldError() {
  const t = useTranslations();
  const { formState } = useFormContext<ConnectionFormValues>();
  return (name: keyof ConnectionFormValues) => {
    const message = formState.errors[name]?.message;
    if (!message) return undefined;
    return t.has(`validation.${message}`) ? t(`validation.${message}`) : t(`connections.form.${message}`);
  };
}
