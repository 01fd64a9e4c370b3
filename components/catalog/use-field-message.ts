"use client";

import { useTranslations } from "next-intl";
import type { FieldError } from "react-hook-form";

/** A field's validation message: the schema's key, shared ones under "validation", else the dialog's. */
export function useFieldMessage(namespace: "quickAnswerDialog" | "tagDialog" | "queueDialog") {
  const t = useTranslations();
  return (error: FieldError | undefined) => {
    const key = error?.message;
    if (!key) return undefined;
    if (t.has(`validation.${key}`)) return t(`validation.${key}`);
    return t.has(`${namespace}.errors.${key}`) ? t(`${namespace}.errors.${key}`) : key;
  };
}
