"use client";

import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api";
import { useErrorToast } from "@/lib/client/use-error-toast";

/**
 * Session actions answer an expired Z-API instance with the spec's own words ('Instância vencida!
 * Entre em contato com o suporte.') under the generic ERR_BAD_REQUEST, whose translation would hide
 * them: that text is shown as sent.
 */
export function useSessionErrorToast() {
  const showError = useErrorToast();
  return useCallback(
    (error: unknown) =>
      error instanceof ApiError && error.code === "ERR_BAD_REQUEST" && !error.details ? toast.error(error.message) : showError(error),
    [showError],
  );
}
