"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api";

type Values = Record<string, string | number>;

/** The names and numbers a code's details carry ({ user: "Ana" }), for the texts that name them. */
function valuesOf(details: unknown): Values | undefined {
  if (!details || typeof details !== "object" || Array.isArray(details)) return undefined;
  return Object.fromEntries(
    Object.entries(details).filter(([, value]) => typeof value === "string" || typeof value === "number"),
  ) as Values;
}

/**
 * The one way a screen words an error (spec section 8): a code the catalogue knows shows its text in
 * the user's language, else the server's text; a lost connection its own text; anything else
 * 'Error: ' and the text. A code alone (`{ code }`) is worded the same way.
 */
export function useErrorText() {
  const t = useTranslations("errors");
  return useCallback(
    (error: unknown, fallbackCode = "ERR_INTERNAL") => {
      if (
        error instanceof ApiError ||
        (error && typeof error === "object" && "code" in error && typeof error.code === "string")
      ) {
        const { code, message, details } = error as { code: string; message?: string; details?: unknown };
        if (t.has(code)) return t(code, valuesOf(details));
        return message || t(fallbackCode);
      }
      if (error instanceof TypeError) return t("network");
      return `Error: ${error instanceof Error ? error.message : String(error)}`;
    },
    [t],
  );
}

/** Shows an error as the bottom-centre toast, worded by useErrorText. */
export function useErrorToast() {
  const text = useErrorText();
  return useCallback((error: unknown) => toast.error(text(error)), [text]);
}
