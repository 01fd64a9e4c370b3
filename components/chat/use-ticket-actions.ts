"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { api } from "@/lib/client/api";
import { useErrorToast } from "@/lib/client/use-error-toast";
import type { ChatTicket, Viewer } from "./types";

/** Where the screen goes after a status change (spec section 4). */
export function pathAfterChange(ticket: Pick<ChatTicket, "id" | "status">, embedded: boolean) {
  if (embedded) return `/ChatViewCrm/${ticket.id}`;
  return ticket.status === "open" ? `/tickets/${ticket.id}` : "/tickets";
}

/** Return to pending, resolve and delete, then the navigation the spec asks for. */
export function useTicketActions(ticket: ChatTicket | undefined, viewer: Viewer | undefined, embedded: boolean, onTicket: (ticket: ChatTicket) => void) {
  const router = useRouter();
  const showError = useErrorToast();

  const settled = useCallback(
    (updated: ChatTicket) => {
      onTicket(updated);
      router.push(pathAfterChange(updated, embedded));
    },
    [router, embedded, onTicket],
  );

  const setStatus = useCallback(
    async (status: "pending" | "closed") => {
      if (!ticket) return;
      try {
        // Spec section 7: on return-to-pending or resolve the body is status and userId.
        const json = status === "pending" ? { status, userId: null } : { status, userId: viewer?.id ?? ticket.userId };
        settled(await api<ChatTicket>(`/tickets/${ticket.id}`, { method: "PUT", json }));
      } catch (error) {
        showError(error);
      }
    },
    [ticket, viewer, settled, showError],
  );

  const remove = useCallback(async () => {
    if (!ticket) return;
    try {
      await api(`/tickets/${ticket.id}`, { method: "DELETE" });
      router.push(embedded ? "/ChatViewCrm" : "/tickets");
    } catch (error) {
      showError(error);
    }
  }, [ticket, router, embedded, showError]);

  return { setStatus, remove, settled };
}
