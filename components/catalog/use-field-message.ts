"use client";

import { useTranslations } from "next-intl";
import type { FieldError } from "react-hook-form";

type Namespace =
  "quickAnswerDialog.errors" | "tagDialog.errors" | "queueDialog.errors" | "connections.form" | "integrations.errors";

/**
 * A field's validation message in the user's language: the form's own text for the schema's key,
 * else the shared one under "fieldErrors". The "validation" texts are the user form's, whose
 * wording the spec gives, so no other form uses them.
 */
export function useFieldMessage(namespace: Namespace) {
  const t = useTranslations();
  return (error: Pick<FieldError, "message"> | undefined) => {
    const key = error?.message;
    if (!key) return undefined;
    if (t.has(`${namespace}.${key}`)) return t(`${namespace}.${key}`);
    return t(t.has(`fieldErrors.${key}`) ? `fieldErrors.${key}` : "fieldErrors.invalid");
  };
}
