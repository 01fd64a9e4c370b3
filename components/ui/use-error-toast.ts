"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api";

/** Spec section 8: a known code shows its translation, else the server's text; other errors 'Error: '. */
export function useErrorToast() {
  const t = useTranslations("errors");
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) toast.error(t.has(error.code) ? t(error.code) : error.message);
      else if (error instanceof TypeError) toast.error(t("network"));
      else toast.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    },
    [t],
  );
}
