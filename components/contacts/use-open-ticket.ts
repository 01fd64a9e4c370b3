"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api, ApiError } from "@/lib/client/api";
import type { Contact } from "./types";

/** A ticket id an ERR_OTHER_OPEN_TICKET may carry (in its details or its body). */
function existingTicketId(error: ApiError): number | undefined {
  const details = error.details as unknown;
  const id = (details as { ticketId?: unknown } | undefined)?.ticketId;
  return typeof id === "number" ? id : undefined;
}

/**
 * Opens a ticket for a contact (spec: open, the caller's, from contacts) and goes to it. When the
 * contact already has one in progress, goes to that one if the answer names it, else says so.
 */
export function useOpenTicket(userId: number) {
  const router = useRouter();
  const t = useTranslations("contacts");
  const showError = useErrorToast();
  return useCallback(
    async (contact: Contact) => {
      try {
        const ticket = await api<{ id: number }>("/tickets", {
          method: "POST",
          json: { contactId: contact.id, status: "open", userId, fromContacts: true },
        });
        router.push(`/tickets/${ticket.id}`);
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== "ERR_OTHER_OPEN_TICKET") return showError(error);
        const ticketId = existingTicketId(error);
        if (ticketId) router.push(`/tickets/${ticketId}`);
        else toast.error(t("otherOpenTicket"));
      }
    },
    [router, showError, t, userId],
  );
}
